import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { StudentPayer } from '../admissions/student-register.service.js';
import { feeStructure, feeTypes, paymentOrderItems, paymentOrders } from './payments.table.js';

/** One fee a student owes now: a per-semester fee of their course and batch, or a fixed miscellaneous one. */
export interface DueItem {
  feeTypeId: number;
  feeTypeCode: string;
  feeTypeName: string;
  category: 'fee' | 'exam' | 'admission' | 'miscellaneous';
  /** null for a fixed (miscellaneous) fee. */
  semester: number | null;
  /** What is still to pay, after every verified payment; 0 when paid in full. */
  duePaise: number;
}

/** Where the orders read what a student owes; the fees feature's dues can stand in for this one. */
export interface DuesSource {
  duesFor(studentId: number): Promise<DueItem[]>;
}

/** The key of a due: its fee type and semester. */
export const dueKey = (feeTypeId: number, semester: number | null | undefined) => `${feeTypeId}:${semester ?? '-'}`;

/**
 * Dues from the fee structure of the student's course and batch (semesters up to the current one,
 * or all when none is recorded) plus the fixed miscellaneous fees, minus what verified (PAID)
 * orders paid towards each.
 */
export function createOrdersDues(db: DbOrTx, payerOf: (studentId: number) => Promise<StudentPayer | undefined>): DuesSource {
  async function duesFor(studentId: number): Promise<DueItem[]> {
    const student = await payerOf(studentId);
    if (!student) return [];
    const structure = await db
      .select({
        feeTypeId: feeTypes.id,
        feeTypeCode: feeTypes.code,
        feeTypeName: feeTypes.name,
        category: feeTypes.category,
        semester: feeStructure.semester,
        amountPaise: feeStructure.amountPaise,
      })
      .from(feeStructure)
      .innerJoin(feeTypes, eq(feeTypes.id, feeStructure.feeTypeId))
      .where(
        and(
          eq(feeStructure.courseId, student.courseId),
          eq(feeStructure.batchId, student.batchId),
          student.semester === null ? undefined : lte(feeStructure.semester, student.semester),
        ),
      );
    const fixed = await db
      .select({
        feeTypeId: feeTypes.id,
        feeTypeCode: feeTypes.code,
        feeTypeName: feeTypes.name,
        category: feeTypes.category,
        semester: sql<number | null>`null`,
        amountPaise: sql<number>`${feeTypes.fixedAmountPaise}`,
      })
      .from(feeTypes)
      .where(and(isNotNull(feeTypes.fixedAmountPaise), sql`${feeTypes.fixedAmountPaise} > 0`));
    const paid = await db
      .select({
        feeTypeId: paymentOrderItems.feeTypeId,
        semester: paymentOrderItems.semester,
        paise: sql<number>`sum(${paymentOrderItems.amountPaise})::int`,
      })
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(and(eq(paymentOrders.studentId, studentId), eq(paymentOrders.status, 'PAID')))
      .groupBy(paymentOrderItems.feeTypeId, paymentOrderItems.semester);
    const paidOf = new Map(paid.map((p) => [dueKey(p.feeTypeId, p.semester), Number(p.paise)]));
    return [...structure, ...fixed]
      .map(({ amountPaise, ...d }) => ({
        ...d,
        duePaise: Math.max(0, Number(amountPaise) - (paidOf.get(dueKey(d.feeTypeId, d.semester)) ?? 0)),
      }))
      .sort((a, b) => (a.semester ?? 0) - (b.semester ?? 0) || a.feeTypeCode.localeCompare(b.feeTypeCode));
  }
  return { duesFor };
}
