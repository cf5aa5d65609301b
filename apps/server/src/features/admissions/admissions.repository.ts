import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RegisterSort } from '@campus/shared';
import { bulkInsertJson } from '../../db/bulk-insert.js';
import type { DbOrTx } from '../../db/client.js';
import { formatAdmissionNumber } from './admission-number.js';
import type { RegisterFilter, RegisterWord } from './admissions-register.js';
import { admissionCounters, applications } from './applications.table.js';
import { students } from './students.table.js';

export type StudentRow = typeof students.$inferSelect;
export type ApplicationRow = typeof applications.$inferSelect;
type NewStudentRow = typeof students.$inferInsert;
type NewApplicationRow = typeof applications.$inferInsert;

/** A student with their application (if any). */
interface StoredStudent {
  student: StudentRow;
  application: ApplicationRow | null;
}

/** The same with the names of their course, batch, branch and semester (from the master-data service). */
export interface StudentWithApplication extends StoredStudent {
  course: string;
  batch: string;
  branch: string;
  semester: string | null;
}

/** A saved application with its student. */
interface StoredApplication {
  student: StudentRow;
  application: ApplicationRow;
}

/** The same with the names of the student's course, batch and branch, as the list shows it. */
export interface ApplicationWithStudent extends StoredApplication {
  course: string;
  batch: string;
  branch: string;
}

/** A student as the register lists them: no form fields beyond these, no Aadhaar cipher or hash. */
interface RegisterEntry {
  student: StudentRow;
  application: { admissionNumber: string; dateOfAdmission: string | null; aadhaarLast4: string } | null;
}

const REGISTER_ORDER: Record<RegisterSort, SQL[]> = {
  newest: [desc(students.id)],
  name: [asc(sql`lower(${students.fullName})`), asc(students.id)],
  rollNumber: [asc(students.rollNumber)],
};

/** A student matches a word by name, roll or admission number (containing it), Aadhaar's last four, course, batch or branch. */
function matchesWord(word: RegisterWord): SQL {
  const conditions: SQL[] = [
    sql`lower(${students.fullName}) like ${word.contains}`,
    sql`lower(${students.rollNumber}) like ${word.contains}`,
    sql`lower(${students.admissionNumber}) like ${word.contains}`,
  ];
  if (word.last4) conditions.push(eq(applications.aadhaarLast4, word.last4));
  if (word.courseIds.length) conditions.push(inArray(students.courseId, word.courseIds));
  if (word.batchIds.length) conditions.push(inArray(students.batchId, word.batchIds));
  if (word.branchIds.length) conditions.push(inArray(students.branchId, word.branchIds));
  return or(...conditions)!;
}

function registerWhere(filter: RegisterFilter): SQL | undefined {
  const conditions: SQL[] = filter.words.map(matchesWord);
  if (filter.courseIds) conditions.push(inArray(students.courseId, filter.courseIds));
  if (filter.batchIds) conditions.push(inArray(students.batchId, filter.batchIds));
  if (filter.branchIds) conditions.push(inArray(students.branchId, filter.branchIds));
  return conditions.length ? and(...conditions) : undefined;
}

/** Lookups of many values are split into statements of this many. */
const CHUNK = 1000;
/** Rows per insert statement (one JSON parameter each, see bulkInsertJson). */
const INSERT_CHUNK = 2000;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** All database access of admissions: students, applications and admission numbers. */
export function createAdmissionsRepository(db: DbOrTx) {
  /** The Aadhaar hashes among these that an application already has. */
  async function takenAadhaarHashes(hashes: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (const chunk of chunks(hashes, CHUNK)) {
      const rows = await db.select({ h: applications.aadhaarHash }).from(applications).where(inArray(applications.aadhaarHash, chunk));
      for (const r of rows) taken.add(r.h);
    }
    return taken;
  }

  /** The roll numbers among these that a student already has. */
  async function takenRollNumbers(rolls: string[]): Promise<Set<string>> {
    const taken = new Set<string>();
    for (const chunk of chunks(rolls, CHUNK)) {
      const rows = await db.select({ r: students.rollNumber }).from(students).where(inArray(students.rollNumber, chunk));
      for (const r of rows) taken.add(r.r);
    }
    return taken;
  }

  /** Whether another application than `exceptId` has this Aadhaar hash. */
  async function aadhaarHashTaken(hash: string, exceptId?: number): Promise<boolean> {
    const where =
      exceptId === undefined ? eq(applications.aadhaarHash, hash) : and(eq(applications.aadhaarHash, hash), ne(applications.id, exceptId));
    const rows = await db.select({ id: applications.id }).from(applications).where(where).limit(1);
    return rows.length > 0;
  }

  async function insertStudents(rows: NewStudentRow[]) {
    const out: { id: number; rollNumber: string; admissionNumber: string }[] = [];
    for (const chunk of chunks(rows, INSERT_CHUNK))
      out.push(...(await bulkInsertJson<(typeof out)[number]>(db, students, chunk, ['id', 'rollNumber', 'admissionNumber'])));
    return out;
  }

  async function insertApplications(rows: NewApplicationRow[]) {
    const out: { id: number; admissionNumber: string }[] = [];
    for (const chunk of chunks(rows, INSERT_CHUNK))
      out.push(...(await bulkInsertJson<(typeof out)[number]>(db, applications, chunk, ['id', 'admissionNumber'])));
    return out;
  }

  async function insertApplication(row: NewApplicationRow): Promise<number> {
    const [inserted] = await db.insert(applications).values(row).returning({ id: applications.id });
    return inserted.id;
  }

  async function studentByRollNumber(rollNumber: string): Promise<StudentRow | undefined> {
    const [student] = await db.select().from(students).where(eq(students.rollNumber, rollNumber));
    return student;
  }

  async function applicationOfStudent(studentId: number): Promise<ApplicationRow | undefined> {
    const [application] = await db.select().from(applications).where(eq(applications.studentId, studentId));
    return application;
  }

  async function updateStudent(id: number, values: Partial<NewStudentRow>) {
    await db.update(students).set(values).where(eq(students.id, id));
  }

  async function updateApplication(id: number, values: Partial<NewApplicationRow>) {
    await db.update(applications).set(values).where(eq(applications.id, id));
  }

  async function studentWith(where: SQL): Promise<StoredStudent | undefined> {
    const [row] = await db
      .select({ student: students, application: applications })
      .from(students)
      .leftJoin(applications, eq(applications.studentId, students.id))
      .where(where);
    return row;
  }

  const studentById = (studentId: number) => studentWith(eq(students.id, studentId));

  /** Roll numbers match in any case. */
  const studentByRollNumberAnyCase = (rollNumber: string) => studentWith(sql`upper(${students.rollNumber}) = ${rollNumber.toUpperCase()}`);

  /** Saved applications, newest first. */
  function latestApplications(limit: number): Promise<StoredApplication[]> {
    return db
      .select({ student: students, application: applications })
      .from(applications)
      .innerJoin(students, eq(applications.studentId, students.id))
      .orderBy(desc(applications.id))
      .limit(limit);
  }

  async function countApplications(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(applications);
    return row.n;
  }

  /** One page of the register (students with their application, if any) and how many match in all. */
  async function registerPage(filter: RegisterFilter, sort: RegisterSort, limit: number, offset: number) {
    const where = registerWhere(filter);
    // A student has at most one application, so the join changes no count: it is made only when a
    // word may be the last four Aadhaar digits.
    const counted = db.select({ total: count() }).from(students);
    const [{ total }] = await (filter.words.some((w) => w.last4)
      ? counted.leftJoin(applications, eq(applications.studentId, students.id)).where(where)
      : counted.where(where));
    if (total === 0 || offset >= total) return { total, rows: [] as RegisterEntry[] };
    const rows: RegisterEntry[] = await db
      .select({
        student: students,
        application: {
          admissionNumber: applications.admissionNumber,
          dateOfAdmission: applications.dateOfAdmission,
          aadhaarLast4: applications.aadhaarLast4,
        },
      })
      .from(students)
      .leftJoin(applications, eq(applications.studentId, students.id))
      .where(where)
      .orderBy(...REGISTER_ORDER[sort])
      .limit(limit)
      .offset(offset);
    return { total, rows };
  }

  /**
   * Reserves `count` consecutive admission numbers of a year. Runs inside the saving transaction:
   * the counter row stays locked until commit, so two admissions never get the same number.
   */
  async function reserveAdmissionNumbers(year: number, count = 1): Promise<string[]> {
    const [row] = await db
      .insert(admissionCounters)
      .values({ year, last: count })
      .onConflictDoUpdate({ target: admissionCounters.year, set: { last: sql`${admissionCounters.last} + ${count}` } })
      .returning({ last: admissionCounters.last });
    const first = row.last - count + 1;
    return Array.from({ length: count }, (_, i) => formatAdmissionNumber(year, first + i));
  }

  /** The number the next admission of the year will get (a preview; reserves nothing). */
  async function peekAdmissionNumber(year: number): Promise<string> {
    const rows = await db.select().from(admissionCounters).where(eq(admissionCounters.year, year));
    return formatAdmissionNumber(year, (rows[0]?.last ?? 0) + 1);
  }

  return {
    takenAadhaarHashes,
    takenRollNumbers,
    aadhaarHashTaken,
    insertStudents,
    insertApplications,
    insertApplication,
    studentByRollNumber,
    applicationOfStudent,
    updateStudent,
    updateApplication,
    studentById,
    studentByRollNumberAnyCase,
    latestApplications,
    countApplications,
    registerPage,
    reserveAdmissionNumbers,
    peekAdmissionNumber,
  };
}
