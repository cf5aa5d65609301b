import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications } from './applications.table.js';
import { students } from './students.table.js';

/**
 * Admissions and the student register as dashboards count them (course and branch by id). An
 * admission counts on its business date: the date of admission on the form, or, where a form has
 * none, the college day (`zone`) it was entered.
 */
export function createAdmissionFigures(db: DbOrTx) {
  // Forms keep the date as YYYY-MM-DD text, checked on the way in; anything else counts by its entry day.
  const dayOf = (zone: string) =>
    sql`(case when ${applications.dateOfAdmission} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then ${applications.dateOfAdmission}::date else (${applications.createdAt} at time zone ${zone})::date end)`;

  async function admittedOn(zone: string, day: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(sql`${dayOf(zone)} = ${day}::date`);
    return row.n;
  }

  async function admittedSince(zone: string, from: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(applications)
      .where(sql`${dayOf(zone)} >= ${from}::date`);
    return row.n;
  }

  /** Admissions since `from` (a college day), by course and branch, largest first. */
  const sinceByBranch = (zone: string, from: string) =>
    db
      .select({ courseId: students.courseId, branchId: students.branchId, count: count() })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .where(sql`${dayOf(zone)} >= ${from}::date`)
      .groupBy(students.courseId, students.branchId)
      .orderBy(desc(count()), asc(students.courseId), asc(students.branchId));

  async function recent(limit: number) {
    const rows = await db
      .select({
        admissionNumber: applications.admissionNumber,
        rollNumber: students.rollNumber,
        fullName: students.fullName,
        courseId: students.courseId,
        branchId: students.branchId,
        at: applications.createdAt,
      })
      .from(applications)
      .innerJoin(students, eq(students.id, applications.studentId))
      .orderBy(desc(applications.createdAt), desc(applications.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  }

  /** Students on the register (active), by course. */
  const studentsByCourse = () =>
    db
      .select({ courseId: students.courseId, count: count() })
      .from(students)
      .where(eq(students.status, 'active'))
      .groupBy(students.courseId)
      .orderBy(desc(count()), asc(students.courseId));

  /** The branch of each registered roll number, keyed in capitals (results files may write them so). */
  async function branchesOf(rollNumbers: readonly string[]): Promise<Map<string, number>> {
    if (rollNumbers.length === 0) return new Map();
    const wanted = JSON.stringify([...new Set(rollNumbers.map((r) => r.toUpperCase()))]);
    const rows = await db
      .select({ rollNumber: students.rollNumber, branchId: students.branchId })
      .from(students)
      .where(sql`upper(${students.rollNumber}) in (select json_array_elements_text(${wanted}::json))`);
    return new Map(rows.map((r) => [r.rollNumber.toUpperCase(), r.branchId]));
  }

  return { admittedOn, admittedSince, sinceByBranch, recent, studentsByCourse, branchesOf };
}

export type AdmissionFigures = ReturnType<typeof createAdmissionFigures>;
