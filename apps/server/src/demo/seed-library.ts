import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { collegeToday, fillText, isbn13CheckDigit, LIBRARY_DUES_TEXTS, type CopySource, type CopyStatus } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { collegeHolidays } from '../features/college-calendar/college-holidays.table.js';
import { addDays, closedOn } from '../features/college-calendar/college-days.js';
import { dueDateFrom, overdueFine } from '../features/library/circulation-days.js';
import { libraryBorrowingRules, libraryCharges, libraryLoans } from '../features/library/circulation.table.js';
import { libraryCopies, libraryTitles } from '../features/library/library.table.js';
import { createLibraryDues } from '../features/payments/library-dues.service.js';
import { libraryHolds } from '../features/library/holds.table.js';
import { HOLD_PICKUP_OPEN_DAYS, openDaysAfter } from '../features/library/hold-shelf.js';
import { faculty } from '../features/users/faculty-members.table.js';
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

/** The demo library's borrowing rules: a student four books for a fortnight, a faculty member ten for a month. */
const DEMO_RULES: (typeof libraryBorrowingRules.$inferInsert)[] = [
  {
    memberKind: 'student',
    itemKind: 'book',
    maxLoans: 4,
    loanDays: 14,
    renewals: 2,
    finePerDayPaise: 200,
    graceDays: 2,
    maxFinePaise: 10_000,
    processingFeePaise: 5_000,
    fineLimitPaise: 20_000,
  },
  {
    memberKind: 'faculty',
    itemKind: 'book',
    maxLoans: 10,
    loanDays: 30,
    renewals: 3,
    finePerDayPaise: 100,
    graceDays: 3,
    maxFinePaise: 5_000,
    processingFeePaise: 5_000,
    fineLimitPaise: 50_000,
  },
];

/** The national holidays every college in India keeps, by month and day. */
const NATIONAL_HOLIDAYS: [monthDay: string, name: string][] = [
  ['01-26', 'Republic Day'],
  ['05-01', 'May Day'],
  ['08-15', 'Independence Day'],
  ['10-02', 'Gandhi Jayanti'],
  ['12-25', 'Christmas'],
];

interface LoanPlan {
  member: { studentId: number } | { facultyId: number };
  /** Days before today the copy went out. */
  issuedDaysAgo: number;
  /** Days after the due date it came back (negative: early); none while it is still out. */
  returnedAfterDue?: number;
}

/**
 * Who borrows what in the demo: 20 students with a book or two out, 8 of them with one overdue,
 * 12 of them with a book returned earlier (some late, with a fine), and 6 faculty members with books
 * out. The students are the first of the register; the rest of it has borrowed nothing yet.
 */
function loanPlans(students: number[], faculty: number[]): LoanPlan[] {
  const plans: LoanPlan[] = [];
  students.forEach((studentId, i) => {
    plans.push({ member: { studentId }, issuedDaysAgo: 1 + (i % 12) });
    if (i % 3 === 0) plans.push({ member: { studentId }, issuedDaysAgo: 3 + (i % 9) });
    if (i >= 12) plans.push({ member: { studentId }, issuedDaysAgo: 18 + (i % 6) * 4 });
    // The first (the demo student) came back ten days late: their own page and Pay Fees have a fine to show.
    if (i < 12) plans.push({ member: { studentId }, issuedDaysAgo: 45 + i * 3, returnedAfterDue: i === 0 ? 10 : i % 2 === 0 ? 4 + i : -2 });
  });
  faculty.forEach((facultyId, i) => {
    plans.push({ member: { facultyId }, issuedDaysAgo: 2 + i * 3 });
    plans.push({ member: { facultyId }, issuedDaysAgo: i === 5 ? 40 : 10 + i });
  });
  return plans;
}

/**
 * The circulation desk's demo: the borrowing rules, the national holidays of last year, this year
 * and next, and a few dozen loans of the first students and faculty members (some overdue, some
 * returned late with their fine still owed). Runs once, on the catalogue of seedLibrary.
 */
export async function seedCirculation(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(libraryBorrowingRules);
  if (n > 0) return;
  await db.insert(libraryBorrowingRules).values(DEMO_RULES);
  const year = Number(today.slice(0, 4));
  const holidays = [year - 1, year, year + 1].flatMap((y) => NATIONAL_HOLIDAYS.map(([md, name]) => ({ day: `${y}-${md}`, name })));
  await db.insert(collegeHolidays).values(holidays).onConflictDoNothing();
  const closed = closedOn(new Set(holidays.map((h) => h.day)));

  // The demo student's login opens on their own books: they borrow first.
  const [demo] = await db.select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  const active = (
    await db.select({ id: students.id }).from(students).where(eq(students.status, 'active')).orderBy(asc(students.id)).limit(20)
  ).map((s) => s.id);
  const studentIds = [...new Set([...(demo?.id ? [demo.id] : []), ...active])].slice(0, 20);
  const facultyIds = (await db.select({ id: faculty.id }).from(faculty).orderBy(asc(faculty.id)).limit(6)).map((f) => f.id);
  const plans = loanPlans(studentIds, facultyIds);
  const copies = await db
    .select({ id: libraryCopies.id })
    .from(libraryCopies)
    .where(and(eq(libraryCopies.status, 'available'), eq(libraryCopies.itemKind, 'book')))
    .orderBy(asc(libraryCopies.id))
    .limit(plans.length * 3);
  // Every third copy, so that each title keeps copies on the shelf.
  const lent = copies.filter((_, i) => i % 3 === 1).map((c) => c.id);

  const dues = createLibraryDues(db);
  const copyNamed = async (copyId: number) => {
    const [row] = await db
      .select({ title: libraryTitles.title, accessionNumber: libraryCopies.accessionNumber })
      .from(libraryCopies)
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
      .where(eq(libraryCopies.id, copyId));
    return row!;
  };
  for (const [i, plan] of plans.slice(0, lent.length).entries()) {
    const student = 'studentId' in plan.member;
    const rule = DEMO_RULES[student ? 0 : 1]!;
    const issuedOn = addDays(today, -plan.issuedDaysAgo);
    const dueOn = dueDateFrom(issuedOn, rule.loanDays, closed);
    const back = plan.returnedAfterDue === undefined ? null : addDays(dueOn, plan.returnedAfterDue);
    const closedOnDay = back && back < today ? back : null;
    const finePaise = closedOnDay ? overdueFine(dueOn, closedOnDay, rule, closed) : 0;
    const [loan] = await db
      .insert(libraryLoans)
      .values({
        copyId: lent[i]!,
        memberKind: student ? 'student' : 'faculty',
        studentId: student ? (plan.member as { studentId: number }).studentId : null,
        facultyId: student ? null : (plan.member as { facultyId: number }).facultyId,
        issuedOn,
        dueOn,
        closedOn: closedOnDay,
        closedAt: closedOnDay ? sql`${`${closedOnDay}T11:00:00+05:30`}::timestamptz` : null,
        outcome: closedOnDay ? 'returned' : null,
        finePaise,
      })
      .returning({ id: libraryLoans.id });
    if (finePaise > 0) {
      const [charge] = await db.insert(libraryCharges).values({ loanId: loan!.id, kind: 'overdue', amountPaise: finePaise }).returning();
      // A student's fine is a due in Pay Fees, as the desk's return makes it.
      if (student)
        await dues.lay({
          studentId: (plan.member as { studentId: number }).studentId,
          libraryChargeId: charge!.id,
          amountPaise: finePaise,
          reason: fillText(LIBRARY_DUES_TEXTS.reasonOverdue, await copyNamed(lent[i]!)),
          createdBy: null,
        });
    }
    if (!closedOnDay) await db.update(libraryCopies).set({ status: 'on_loan' }).where(eq(libraryCopies.id, lent[i]!));
  }
  await seedHolds(db, today, closed, studentIds, facultyIds);
}

/**
 * The demo's holds: two titles with a copy out are lent out altogether (to faculty members), and
 * readers queue for them. Of the first, one copy waits on the hold shelf for the demo student; the
 * demo student also waits in the second's queue. The librarian's landing page has both to count.
 */
async function seedHolds(db: DbOrTx, today: string, closed: (day: string) => boolean, studentIds: number[], facultyIds: number[]) {
  if (studentIds.length < 4 || facultyIds.length === 0) return;
  const titles = (
    await db
      .selectDistinct({ id: libraryCopies.titleId })
      .from(libraryCopies)
      .where(eq(libraryCopies.status, 'on_loan'))
      // The last titles lent are the faculty members': no student in the queue has them on loan.
      .orderBy(desc(libraryCopies.titleId))
      .limit(2)
  ).map((t) => t.id);
  if (titles.length < 2) return;
  let lender = 0;
  for (const [t, titleId] of titles.entries()) {
    const shelf = await db
      .select({ id: libraryCopies.id })
      .from(libraryCopies)
      .where(and(eq(libraryCopies.titleId, titleId), eq(libraryCopies.status, 'available'), eq(libraryCopies.itemKind, 'book')))
      .orderBy(asc(libraryCopies.id));
    const [setAside, ...lend] = t === 0 ? shelf : [undefined, ...shelf];
    for (const copy of lend) {
      if (!copy) continue;
      const facultyId = facultyIds[lender++ % facultyIds.length]!;
      const issuedOn = addDays(today, -2);
      await db.insert(libraryLoans).values({
        copyId: copy.id,
        memberKind: 'faculty',
        facultyId,
        issuedOn,
        dueOn: dueDateFrom(issuedOn, DEMO_RULES[1]!.loanDays, closed),
      });
      await db.update(libraryCopies).set({ status: 'on_loan' }).where(eq(libraryCopies.id, copy.id));
    }
    // The queue, in the order of placing: on the first title the demo student is first and has the copy set aside.
    const queue = t === 0 ? [studentIds[0]!, studentIds[1]!, studentIds[2]!] : [studentIds[3]!, studentIds[0]!];
    for (const [i, studentId] of queue.entries()) {
      const ready = t === 0 && i === 0 && setAside;
      await db.insert(libraryHolds).values({
        titleId,
        memberKind: 'student',
        studentId,
        placedOn: addDays(today, -5 + i),
        ...(ready && {
          status: 'ready' as const,
          copyId: setAside.id,
          readyOn: today,
          pickupBy: openDaysAfter(today, HOLD_PICKUP_OPEN_DAYS, closed),
        }),
      });
      if (ready) await db.update(libraryCopies).set({ status: 'on_hold_shelf' }).where(eq(libraryCopies.id, setAside.id));
    }
  }
}
