import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { paymentOrderItems, paymentOrders, studentCharges } from './payments.table.js';

export interface PaidSum {
  feeTypeId: number;
  semester: number | null;
  paidPaise: number;
}

/** What a student's PAID orders settled, per fee type and semester. */
export function createDuesRepository(db: DbOrTx) {
  async function paidSums(studentId: number): Promise<PaidSum[]> {
    return db
      .select({
        feeTypeId: paymentOrderItems.feeTypeId,
        semester: paymentOrderItems.semester,
        // What each item settled: less than its amount when part of its money pays no due (refund due, refunded).
        paidPaise: sql<number>`sum(coalesce(${paymentOrderItems.settledPaise}, ${paymentOrderItems.amountPaise}))::int`,
      })
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(and(eq(paymentOrders.studentId, studentId), eq(paymentOrders.status, 'PAID')))
      .groupBy(paymentOrderItems.feeTypeId, paymentOrderItems.semester);
  }

  /** The charges laid on the student (a returned cheque's bounce charge, the library's fines), less what was waived, per fee type. */
  async function chargeSums(studentId: number): Promise<{ feeTypeId: number; amountPaise: number }[]> {
    return db
      .select({
        feeTypeId: studentCharges.feeTypeId,
        amountPaise: sql<number>`sum(${studentCharges.amountPaise} - ${studentCharges.waivedPaise})::int`,
      })
      .from(studentCharges)
      .where(eq(studentCharges.studentId, studentId))
      .groupBy(studentCharges.feeTypeId);
  }

  return { paidSums, chargeSums };
}
