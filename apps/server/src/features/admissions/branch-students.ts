import { count, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { students } from './students.table.js';

/** The student register by branch, as dashboards read it: how many study in each, and their roll numbers. */
export function createBranchStudents(db: DbOrTx) {
  async function countsByBranch(branchIds: readonly number[]): Promise<Map<number, number>> {
    if (branchIds.length === 0) return new Map();
    const rows = await db
      .select({ branchId: students.branchId, n: count() })
      .from(students)
      .where(inArray(students.branchId, [...branchIds]))
      .groupBy(students.branchId);
    return new Map(rows.map((r) => [r.branchId, r.n]));
  }

  async function rollNumbersOf(branchIds: readonly number[]): Promise<string[]> {
    if (branchIds.length === 0) return [];
    const rows = await db
      .select({ rollNumber: students.rollNumber })
      .from(students)
      .where(inArray(students.branchId, [...branchIds]));
    return rows.map((r) => r.rollNumber);
  }

  return { countsByBranch, rollNumbersOf };
}

export type BranchStudents = ReturnType<typeof createBranchStudents>;
