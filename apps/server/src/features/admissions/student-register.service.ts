import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { students } from './students.table.js';

/** Roll numbers asked for in one query: one JSON parameter, so the size is not bound by PostgreSQL's parameter limit. */
const ROLLS_PER_QUERY = 10_000;

export interface RegisteredStudent {
  rollNumber: string;
  fullName: string;
}

/** Which students `admitted` reads: each list, when given, is the ids a student's course, batch or branch must be one of. */
export interface AdmittedOf {
  courseIds?: number[];
  batchIds?: number[];
  branchIds?: number[];
}

export interface StudentRecord {
  id: number;
  rollNumber: string;
  fullName: string;
  courseId: number;
  batchId: number;
  branchId: number;
  semesterId: number | null;
}

/**
 * The student register as other features read it: who a roll number belongs to. Roll numbers match
 * in any case (a results file may write them in capitals, the register as they were typed).
 */
export function createStudentRegister(db: DbOrTx) {
  /** The registered students of these roll numbers, keyed by the roll number in capitals; unknown ones are missing. */
  async function byRollNumbers(rollNumbers: readonly string[]): Promise<Map<string, RegisteredStudent>> {
    const wanted = [...new Set(rollNumbers.map((r) => r.toUpperCase()))];
    const found = new Map<string, RegisteredStudent>();
    for (let i = 0; i < wanted.length; i += ROLLS_PER_QUERY) {
      const part = wanted.slice(i, i + ROLLS_PER_QUERY);
      const rows = await db
        .select({ rollNumber: students.rollNumber, fullName: students.fullName })
        .from(students)
        .where(sql`upper(${students.rollNumber}) in (select json_array_elements_text(${JSON.stringify(part)}::json))`);
      for (const row of rows) found.set(row.rollNumber.toUpperCase(), row);
    }
    return found;
  }

  /** What a payment needs of a student: who they are, how to reach them, and their course, batch and current semester. */
  async function payerOf(studentId: number): Promise<StudentPayer | undefined> {
    const [row] = await db
      .select({
        id: students.id,
        rollNumber: students.rollNumber,
        fullName: students.fullName,
        email: students.email,
        mobile: students.mobile,
        courseId: students.courseId,
        batchId: students.batchId,
        semester: sql<number | null>`(select s.number from semesters s where s.id = ${students.semesterId})`,
      })
      .from(students)
      .where(eq(students.id, studentId));
    return row;
  }

  /** One student's record as fees and receipts read it: by id, or by roll number in any case. */
  async function studentRecord(by: { id: number } | { rollNumber: string }): Promise<StudentRecord | undefined> {
    const where = 'id' in by ? eq(students.id, by.id) : sql`upper(${students.rollNumber}) = ${by.rollNumber.trim().toUpperCase()}`;
    const [row] = await db
      .select({
        id: students.id,
        rollNumber: students.rollNumber,
        fullName: students.fullName,
        courseId: students.courseId,
        batchId: students.batchId,
        branchId: students.branchId,
        semesterId: students.semesterId,
      })
      .from(students)
      .where(where);
    return row;
  }

  /** What alumni history fills in from the register for a roll number (any case). */
  async function alumniFacts(rollNumber: string) {
    const [row] = await db
      .select({
        rollNumber: students.rollNumber,
        fullName: students.fullName,
        fatherName: students.fatherName,
        email: students.email,
        mobile: students.mobile,
        courseId: students.courseId,
        batchId: students.batchId,
        branchId: students.branchId,
        semesterId: students.semesterId,
      })
      .from(students)
      .where(sql`upper(${students.rollNumber}) = ${rollNumber.trim().toUpperCase()}`);
    return row;
  }

  /** The registered students of these ids (payments list orders by student id). */
  async function byIds(ids: readonly number[]): Promise<Map<number, RegisteredStudent>> {
    const found = new Map<number, RegisteredStudent>();
    if (ids.length === 0) return found;
    const rows = await db
      .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName })
      .from(students)
      .where(inArray(students.id, [...new Set(ids)]));
    for (const { id, ...student } of rows) found.set(id, student);
    return found;
  }

  /** The student of a roll number (any case), with their id; undefined when none is registered. */
  async function withRollNumber(rollNumber: string): Promise<(RegisteredStudent & { id: number }) | undefined> {
    const [row] = await db
      .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName })
      .from(students)
      .where(eq(sql`upper(${students.rollNumber})`, rollNumber.toUpperCase()));
    return row;
  }

  /** Every admitted (active) student, by roll number, of these courses, batches and branches where given: the login creation reads it. */
  const admitted = (of: AdmittedOf = {}) =>
    db
      .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName, email: students.email })
      .from(students)
      .where(
        and(
          eq(students.status, 'active'),
          of.courseIds && inArray(students.courseId, of.courseIds),
          of.batchIds && inArray(students.batchId, of.batchIds),
          of.branchIds && inArray(students.branchId, of.branchIds),
        ),
      )
      .orderBy(asc(students.rollNumber));

  return { byRollNumbers, payerOf, studentRecord, alumniFacts, byIds, withRollNumber, admitted };
}

export interface StudentPayer {
  id: number;
  rollNumber: string;
  fullName: string;
  email: string | null;
  mobile: string | null;
  courseId: number;
  batchId: number;
  /** The current semester's number; null when none is recorded (every semester's fees are due). */
  semester: number | null;
}

export type StudentRegister = ReturnType<typeof createStudentRegister>;
