/**
 * A catalogue of 100,000 titles and 150,000 copies, made up from an engineering and management
 * vocabulary, Indian publishers and names: seeded straight into the tables, for the library's
 * benchmarks (`library-opac.ts`), with the searches readers type on it.
 */
import { isbn13CheckDigit } from '@campus/shared';
import type { DbOrTx } from '../apps/server/src/db/client.js';
import { FEMALE_NAMES, MALE_NAMES, pick, seededRandom, SURNAMES } from '../apps/server/src/demo/names.js';
import { libraryCopies, libraryTitles } from '../apps/server/src/features/library/library.table.js';

const SUBJECTS: [subject: string, ddc: string][] = [
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
  ['Machine Learning', '006.31'],
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

/** Words a title adds to its subject: the variety of a real catalogue. */
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

export const BENCH_TITLES = Number(process.env.BENCH_TITLES ?? 100_000);
/** Copies of the catalogue: one and a half a title on average. */
export const BENCH_COPIES = Math.round(BENCH_TITLES * 1.5);

const author = (rand: () => number) => `${pick(rand, rand() < 0.35 ? FEMALE_NAMES : MALE_NAMES).charAt(0)}. ${pick(rand, SURNAMES)}`;

interface Seeded {
  isbns: string[];
  accessionNumbers: string[];
  seconds: number;
}

/** Seeds the catalogue in batches; answers numbers a reader may type, to search by. */
export async function seedBenchCatalogue(db: DbOrTx): Promise<Seeded> {
  const started = Date.now();
  const rand = seededRandom(100_000);
  const isbns: string[] = [];
  const accessionNumbers: string[] = [];
  const batch = 5_000;
  let accession = 900_000;
  for (let from = 0; from < BENCH_TITLES; from += batch) {
    const titles = Array.from({ length: Math.min(batch, BENCH_TITLES - from) }, (_, k) => {
      const [subject, ddc] = SUBJECTS[(from + k) % SUBJECTS.length]!;
      const [publisher, prefix] = pick(rand, PUBLISHERS);
      const first12 = prefix + String(from + k).padStart(12 - prefix.length, '0');
      const authors = Array.from({ length: 1 + Math.floor(rand() * 2.2) }, () => author(rand));
      return {
        title: `${rand() < 0.7 ? `${pick(rand, QUALIFIERS)} ` : ''}${subject}${pick(rand, ENDINGS)}`,
        authors,
        publisher,
        year: 1990 + Math.floor(rand() * 36),
        edition: `${1 + Math.floor(rand() * 9)}`,
        isbn: first12 + isbn13CheckDigit(first12),
        subject,
        callNumber: `${ddc} ${authors[0]!.split(' ').at(-1)!.slice(0, 3).toUpperCase()}`,
      };
    });
    const saved = await db.insert(libraryTitles).values(titles).returning({ id: libraryTitles.id, isbn: libraryTitles.isbn });
    isbns.push(...saved.filter((_, i) => i % 50 === 0).map((t) => t.isbn!));
    const copies = saved.flatMap((t, i) =>
      Array.from({ length: (from + i) % 2 === 0 ? 1 : 2 }, () => {
        const accessionNumber = `ACC-${++accession}`;
        if (accession % 100 === 0) accessionNumbers.push(accessionNumber);
        return {
          titleId: t.id,
          accessionNumber,
          barcode: accessionNumber,
          location: `Stack ${1 + (i % 12)}, Shelf ${1 + (i % 6)}`,
          source: 'donation' as const,
          status: rand() < 0.8 ? ('available' as const) : ('on_loan' as const),
        };
      }),
    );
    await db.insert(libraryCopies).values(copies);
  }
  return { isbns, accessionNumbers, seconds: (Date.now() - started) / 1000 };
}

/** A word typed wrong: one letter dropped from its middle, as a hurried thumb does. */
const typo = (word: string) => {
  const at = 1 + Math.floor(word.length / 2);
  return word.slice(0, at) + word.slice(at + 1);
};

/**
 * The searches readers type, mixed: a subject's words, a title word and an author, a surname, an
 * ISBN, an accession number, a class number; a fifth of them with a typo.
 */
export function readerSearches(seeded: Seeded, count = 2_000): string[] {
  const rand = seededRandom(7);
  const words = SUBJECTS.flatMap(([s]) => s.split(' ').filter((w) => w.length >= 6));
  return Array.from({ length: count }, (_, i) => {
    if (i % 5 === 0) return `${typo(pick(rand, words).toLowerCase())} ${pick(rand, words).toLowerCase()}`;
    switch (i % 5) {
      case 1:
        return pick(rand, SUBJECTS)[0].toLowerCase();
      case 2:
        return `${pick(rand, SURNAMES)} ${pick(rand, words)}`;
      case 3:
        return rand() < 0.5 ? pick(rand, seeded.isbns) : pick(rand, seeded.accessionNumbers);
      default:
        return rand() < 0.5 ? pick(rand, SURNAMES) : pick(rand, SUBJECTS)[1];
    }
  });
}
