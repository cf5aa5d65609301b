import type { DbOrTx } from '../../db/client.js';
import { createCondonationDuesRepository } from './condonation-dues.repository.js';
import { settleOldestFirst } from './laid-dues.repository.js';

/** The payments' half of an attendance condonation: its fee as a due paid through Pay Fees, online or at the counter (ADR 0147). */
export function createCondonationDues(db: DbOrTx) {
  const repo = createCondonationDuesRepository(db);

  /** Lays a condonation's fee on the student; nothing for a fee of nothing, nothing more for a second call. */
  async function lay(due: { studentId: number; condonationId: number; amountPaise: number; reason: string; createdBy: number }) {
    if (due.amountPaise > 0) await repo.insert(due);
  }

  /** What was paid of each of the students' condonation fees, by condonation: the fee type's payments to the oldest first. */
  async function paidOf(studentIds: number[]): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (studentIds.length === 0) return out;
    const [charges, paid] = await Promise.all([repo.charges(studentIds), repo.paid(studentIds)]);
    for (const studentId of studentIds) {
      const settled = settleOldestFirst(
        charges.filter((c) => c.studentId === studentId).map((c) => ({ key: c.condonationId, duePaise: c.duePaise })),
        paid.get(studentId) ?? 0,
      );
      for (const [id, s] of settled) out.set(id, s.paidPaise);
    }
    return out;
  }

  return { lay, paidOf };
}
