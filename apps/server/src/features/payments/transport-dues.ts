import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { TRANSPORT_FEE_CODE } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { createLaidDuesRepository, settleOldestFirst } from './laid-dues.repository.js';
import { studentCharges } from './payments.table.js';

/**
 * The payments' half of a bus pass: its fee is a due the student pays through Pay Fees, online or at
 * the counter, under the fee type `TRANSPORT_FEE`. Inside a transaction, build it on the transaction.
 */
export function createTransportDues(db: DbOrTx) {
  const laid = createLaidDuesRepository(db);

  /** Lays a pass's fee on the student; a second call for the same pass adds nothing (its unique index). */
  async function lay(due: { studentId: number; transportPassId: number; amountPaise: number; reason: string; createdBy: number | null }) {
    if (due.amountPaise <= 0) return;
    const feeTypeId = await laid.feeTypeId(TRANSPORT_FEE_CODE, 'Transport Fee');
    await db.insert(studentCharges).values({ ...due, feeTypeId }).onConflictDoNothing({ target: studentCharges.transportPassId });
  }

  /** The pass's fee recomputed (a change of stop): the due becomes it. */
  const setAmount = (transportPassId: number, amountPaise: number) =>
    db.update(studentCharges).set({ amountPaise }).where(eq(studentCharges.transportPassId, transportPassId));

  /** What of the pass's due is no longer asked (a cancelled pass's unpaid rest). */
  const waive = (transportPassId: number, waivedPaise: number) =>
    db.update(studentCharges).set({ waivedPaise }).where(eq(studentCharges.transportPassId, transportPassId));

  /** What was paid and is owed of each of the student's pass fees (by pass id), the oldest pass first. */
  async function standing(studentId: number): Promise<Map<number, { paidPaise: number; owedPaise: number }>> {
    const [charges, paid] = await Promise.all([
      db
        .select({ passId: studentCharges.transportPassId, amountPaise: studentCharges.amountPaise, waivedPaise: studentCharges.waivedPaise })
        .from(studentCharges)
        .where(and(eq(studentCharges.studentId, studentId), isNotNull(studentCharges.transportPassId)))
        .orderBy(asc(studentCharges.id)),
      laid.paid(studentId, TRANSPORT_FEE_CODE),
    ]);
    return settleOldestFirst(
      charges.map((c) => ({ key: c.passId!, duePaise: c.amountPaise - c.waivedPaise })),
      paid,
    );
  }

  return { lay, setAmount, waive, standing };
}

export type TransportDues = ReturnType<typeof createTransportDues>;
