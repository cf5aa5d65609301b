import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { TRANSPORT_FEE_CODE } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { createLaidDuesRepository } from './laid-dues.repository.js';
import { studentCharges } from './payments.table.js';

/** Bus passes' fees as a student's dues, under the fee type `TRANSPORT_FEE`. Inside a transaction, build it on the transaction. */
export function createTransportDuesRepository(db: DbOrTx) {
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

  /** The students' pass fees, each student's oldest first: what each charges and what was waived. */
  const charges = (studentIds: readonly number[]) =>
    studentIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            studentId: studentCharges.studentId,
            passId: studentCharges.transportPassId,
            amountPaise: studentCharges.amountPaise,
            waivedPaise: studentCharges.waivedPaise,
          })
          .from(studentCharges)
          .where(and(inArray(studentCharges.studentId, [...studentIds]), isNotNull(studentCharges.transportPassId)))
          .orderBy(asc(studentCharges.id));

  /** What the students' PAID orders settled of the transport fee, by student. */
  const paid = (studentIds: readonly number[]) => laid.paidByStudent(studentIds, TRANSPORT_FEE_CODE);

  return { lay, setAmount, waive, charges, paid };
}
