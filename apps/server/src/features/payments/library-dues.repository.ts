import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { LIBRARY_FINE_CODE } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { createLaidDuesRepository } from './laid-dues.repository.js';
import { studentCharges } from './payments.table.js';

/** The library's charges as a student's dues, under the library's fee type. Inside a transaction, build it on the transaction. */
export function createLibraryDuesRepository(db: DbOrTx) {
  const laid = createLaidDuesRepository(db);
  /** The library's fee type, made the first time the library charges a student. */
  const feeTypeId = () => laid.feeTypeId(LIBRARY_FINE_CODE, 'Library Fine');

  /** A library charge laid on a student, once: its unique index refuses a second due for one charge. */
  async function insert(values: {
    studentId: number;
    libraryChargeId: number;
    amountPaise: number;
    reason: string;
    createdBy: number | null;
  }) {
    await db
      .insert(studentCharges)
      .values({ ...values, feeTypeId: await feeTypeId() })
      .onConflictDoNothing({ target: studentCharges.libraryChargeId });
  }

  const setWaived = (libraryChargeId: number, waivedPaise: number) =>
    db.update(studentCharges).set({ waivedPaise }).where(eq(studentCharges.libraryChargeId, libraryChargeId));

  /** The student's library dues, oldest first: what each charges and what was waived. */
  const charges = (studentId: number) =>
    db
      .select({
        libraryChargeId: studentCharges.libraryChargeId,
        amountPaise: studentCharges.amountPaise,
        waivedPaise: studentCharges.waivedPaise,
      })
      .from(studentCharges)
      .where(and(eq(studentCharges.studentId, studentId), isNotNull(studentCharges.libraryChargeId)))
      .orderBy(asc(studentCharges.id));

  /** What the student's PAID orders settled of the library's fee type. */
  const paid = (studentId: number) => laid.paid(studentId, LIBRARY_FINE_CODE);

  /** What is left of the student's library dues, in one statement (the desk asks it at every issue). */
  async function owed(studentId: number): Promise<number> {
    const [row] = rowsOf<{ owed: number }>(
      await db.execute(sql`select greatest(
          coalesce((select sum(amount_paise - waived_paise) from student_charges
            where student_id = ${studentId} and library_charge_id is not null), 0)
          - coalesce((select sum(coalesce(i.settled_paise, i.amount_paise))
            from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
            where o.student_id = ${studentId} and o.status = 'PAID' and ft.code = ${LIBRARY_FINE_CODE} and i.semester is null), 0),
          0)::int as owed`),
    );
    return Number(row?.owed ?? 0);
  }

  return { insert, setWaived, charges, paid, owed };
}
