import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { students } from './students.table.js';

/** Roll numbers asked for in one query: one JSON parameter, so the size is not bound by PostgreSQL's parameter limit. */
const ROLLS_PER_QUERY = 10_000;

export interface RegisteredStudent {
  rollNumber: string;
  fullName: string;
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

  /** Every admitted (active) student, by roll number: the login creation reads it. */
  const admitted = () =>
    db
      .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName, email: students.email })
      .from(students)
      .where(eq(students.status, 'active'))
      .orderBy(asc(students.rollNumber));

  return { byRollNumbers, admitted };
}

export type StudentRegister = ReturnType<typeof createStudentRegister>;
