import { sql } from 'drizzle-orm';
import { isbn13CheckDigit, type CopySource, type CopyStatus } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { libraryCopies, libraryTitles } from '../features/library/library.table.js';
import { MALE_NAMES, FEMALE_NAMES, pick, seededRandom, SURNAMES } from './names.js';

/** The subjects the demo library's textbooks are of, each with its DDC class and the stack it stands in. */
export const SUBJECTS: [subject: string, ddc: string][] = [
  ['Electrical Machines', '621.31'],
  ['Power Systems', '621.319'],
  ['Control Systems', '629.8'],
  ['Signals and Systems', '621.3822'],
  ['Digital Electronics', '621.395'],
  ['Analog Electronics', '621.3815'],
  ['Communication Systems', '621.382'],
  ['Programming in C', '005.133'],
  ['Data Structures', '005.73'],
  ['Database Management Systems', '005.74'],
  ['Operating Systems', '005.43'],
  ['Computer Networks', '004.6'],
  ['Artificial Intelligence', '006.3'],
  ['Software Engineering', '005.1'],
  ['Engineering Thermodynamics', '621.4021'],
  ['Fluid Mechanics', '620.106'],
  ['Strength of Materials', '620.112'],
  ['Machine Design', '621.815'],
  ['Surveying', '526.9'],
  ['Structural Analysis', '624.171'],
  ['Engineering Mathematics', '510.2462'],
  ['Engineering Physics', '530.02462'],
  ['Engineering Chemistry', '540.2462'],
  ['Environmental Studies', '363.7'],
  ['Principles of Management', '658'],
  ['Marketing Management', '658.8'],
  ['Financial Management', '658.15'],
  ['Human Resource Management', '658.3'],
  ['Operations Research', '658.4034'],
  ['Managerial Economics', '338.5024658'],
];

/** Further subjects of the wider catalogue, after the textbooks' thirty. */
const MORE_SUBJECTS: [subject: string, ddc: string][] = [
  ['Machine Learning', '006.31'],
  ['Microprocessors and Microcontrollers', '004.16'],
  ['VLSI Design', '621.395'],
  ['Embedded Systems', '006.22'],
  ['Heat and Mass Transfer', '621.4022'],
  ['Manufacturing Technology', '670.42'],
  ['Geotechnical Engineering', '624.151'],
  ['Transportation Engineering', '388'],
  ['Water Resources Engineering', '627'],
  ['Cost Accounting', '657.42'],
];
const ALL_SUBJECTS = [...SUBJECTS, ...MORE_SUBJECTS];

/** Words a title of the wider catalogue puts before and after its subject. */
const QUALIFIERS = [
  'Fundamentals of',
  'A Textbook of',
  'Introduction to',
  'Principles of',
  'Advanced',
  'Applied',
  'Elements of',
  'A Course in',
  'Handbook of',
  'Problems and Solutions in',
  'Essentials of',
  'Modern',
  'Theory and Practice of',
  'Lectures on',
  'Laboratory Manual of',
];
const ENDINGS = [
  '',
  '',
  ': Principles and Practice',
  ' for Engineers',
  ' with Applications',
  ': A Practical Approach',
  ': Concepts and Design',
  ' Using MATLAB',
  ' with Python',
  ': Theory and Problems',
  ' for Diploma Students',
  ': An Indian Perspective',
];

/** Five books of each subject: 150 titles. */
const TITLE_FORMS = [
  (s: string) => s,
  (s: string) => `Fundamentals of ${s}`,
  (s: string) => `A Textbook of ${s}`,
  (s: string) => `${s}: Principles and Practice`,
  (s: string) => `Introduction to ${s}`,
];

/** Indian publishers and the ISBN prefix each registers under. */
const PUBLISHERS: [name: string, prefix: string][] = [
  ['Pearson India', '9789332'],
  ['McGraw Hill Education India', '9789353'],
  ['Khanna Publishers', '9788174'],
  ['S. Chand', '9789352'],
  ['Oxford University Press India', '9780199'],
  ['PHI Learning', '9788120'],
  ['Wiley India', '9788126'],
  ['New Age International', '9788122'],
  ['Laxmi Publications', '9789380'],
  ['Cengage India', '9788131'],
];
/** The textbooks' publishers: the first seven. */
const TEXTBOOK_PUBLISHERS = PUBLISHERS.slice(0, 7);

const EDITIONS = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th'];
/** What became of a copy, mostly nothing: a few are lost, damaged or withdrawn. */
const STATUSES: CopyStatus[] = [...(Array(36).fill('available') as CopyStatus[]), 'lost', 'damaged', 'withdrawn', 'damaged'];

const author = (rand: () => number) =>
  `${pick(rand, rand() < 0.35 ? FEMALE_NAMES : MALE_NAMES).charAt(0)}. ${pick(rand, [...MALE_NAMES, ...FEMALE_NAMES])} ${pick(rand, SURNAMES)}`;

/** A valid ISBN-13 of the publisher's prefix. */
function isbnOf(rand: () => number, prefix: string): string {
  const first12 = prefix + String(Math.floor(rand() * 10 ** (12 - prefix.length))).padStart(12 - prefix.length, '0');
  return first12 + isbn13CheckDigit(first12);
}

/** A book's title, authors and publication. */
function titleRow(rand: () => number, index: number): typeof libraryTitles.$inferInsert {
  const [subject, ddc] = SUBJECTS[index % SUBJECTS.length]!;
  const form = TITLE_FORMS[Math.floor(index / SUBJECTS.length) % TITLE_FORMS.length]!;
  const authors = Array.from({ length: 1 + Math.floor(rand() * 2.4) }, () => author(rand));
  const [publisher, prefix] = pick(rand, TEXTBOOK_PUBLISHERS);
  const surname = authors[0]!.split(' ').at(-1)!;
  return {
    title: form(subject),
    authors,
    publisher,
    year: 2004 + Math.floor(rand() * 22),
    edition: pick(rand, EDITIONS),
    isbn: isbnOf(rand, prefix),
    subject,
    language: 'English',
    callNumber: `${ddc} ${surname.slice(0, 3).toUpperCase()}`,
  };
}

/** One to four copies of a title, numbered on in the accession register; most bought on a bill, some donated. */
function copyRows(
  rand: () => number,
  titleId: number,
  subjectIndex: number,
  next: () => number,
  year: number,
  count = 1 + Math.floor(rand() * 4),
) {
  return Array.from({ length: count }, (): typeof libraryCopies.$inferInsert => {
    const accessionNumber = `ACC-${String(next()).padStart(6, '0')}`;
    const source: CopySource = rand() < 0.12 ? 'donation' : 'purchase';
    const bought = Math.max(year, 2015) + Math.floor(rand() * 3);
    const billDate = `${Math.min(bought, 2025)}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    return {
      titleId,
      accessionNumber,
      barcode: accessionNumber,
      location: shelfOf(subjectIndex),
      pricePaise: (250 + Math.floor(rand() * 60) * 25) * 100,
      source,
      billNumber: source === 'purchase' ? `INV/${billDate.slice(0, 4)}/${String(100 + Math.floor(rand() * 900))}` : null,
      billDate: source === 'purchase' ? billDate : null,
      status: pick(rand, STATUSES),
    };
  });
}

/**
 * A title of the wider catalogue, the `index`th: its subject in turn, a qualifier and an ending at
 * random, one to three authors; its ISBN numbered on under its publisher's prefix, so every one is
 * its own. The demo's catalogue and the library's benchmarks (100,000 titles) are made of these.
 */
export function catalogueTitle(rand: () => number, index: number): typeof libraryTitles.$inferInsert {
  const [subject, ddc] = ALL_SUBJECTS[index % ALL_SUBJECTS.length]!;
  const [publisher, prefix] = pick(rand, PUBLISHERS);
  const first12 =
    prefix +
    String(index)
      .padStart(12 - prefix.length, '0')
      .slice(-(12 - prefix.length));
  const authors = Array.from({ length: 1 + Math.floor(rand() * 2.2) }, () => author(rand));
  return {
    title: `${rand() < 0.7 ? `${pick(rand, QUALIFIERS)} ` : ''}${subject}${pick(rand, ENDINGS)}`,
    authors,
    publisher,
    year: 1990 + Math.floor(rand() * 36),
    edition: pick(rand, EDITIONS),
    isbn: first12 + isbn13CheckDigit(first12),
    subject,
    language: 'English',
    callNumber: `${ddc} ${authors[0]!.split(' ').at(-1)!.slice(0, 3).toUpperCase()}`,
  };
}

/** The stack and shelf of a subject (by its place in the list). */
const shelfOf = (subjectIndex: number) => `Stack ${1 + Math.floor(subjectIndex / 5)}, Shelf ${1 + (subjectIndex % 5)}`;
export const shelfOfTitle = (index: number) => shelfOf(index % ALL_SUBJECTS.length);

/** Titles of the demo beyond the textbooks: a catalogue of a few thousand. */
const MORE_TITLES = 2_850;

/**
 * The demo library's catalogue: 150 textbooks of engineering and management with 1 to 4 copies each,
 * then 2,850 more titles of a wider catalogue with one or two copies. Runs once.
 */
export async function seedLibrary(db: DbOrTx): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryTitles);
  if (n > 0) return;
  const rand = seededRandom(2026);
  const titles = await db
    .insert(libraryTitles)
    .values(Array.from({ length: SUBJECTS.length * TITLE_FORMS.length }, (_, i) => titleRow(rand, i)))
    .returning({ id: libraryTitles.id, year: libraryTitles.year });
  let accession = 0;
  const next = () => ++accession;
  const copies = titles.flatMap((t, i) => copyRows(rand, t.id, i % SUBJECTS.length, next, t.year ?? 2015));
  await db.insert(libraryCopies).values(copies);
  const more = await db
    .insert(libraryTitles)
    .values(Array.from({ length: MORE_TITLES }, (_, i) => catalogueTitle(rand, i)))
    .returning({ id: libraryTitles.id, year: libraryTitles.year });
  const moreCopies = more.flatMap((t, i) => copyRows(rand, t.id, i % ALL_SUBJECTS.length, next, t.year ?? 2015, 1 + (i % 2)));
  await db.insert(libraryCopies).values(moreCopies);
}
