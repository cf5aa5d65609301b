import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { HOSTEL_FEE_TYPES, type HostelFeePart } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { createLaidDuesRepository } from './laid-dues.repository.js';
import { feeCollections, studentCharges } from './payments.table.js';

export interface HostelChargeInput {
  studentId: number;
  hostelApplicationId: number;
  hostelPart: HostelFeePart;
  hostelTermId: number;
  amountPaise: number;
  periodFrom: string;
  periodTo: string;
  reason: string;
  createdBy: number | null;
}

export interface HostelChargeRow {
  id: number;
  studentId: number;
  applicationId: number;
  part: HostelFeePart;
  term: string;
  amountPaise: number;
  waivedPaise: number;
  periodFrom: string;
  periodTo: string;
}

/** A hostel stay's fees as a student's dues, under the fee types of HOSTEL_FEE_TYPES. Inside a transaction, build it on the transaction. */
export function createHostelDuesRepository(db: DbOrTx) {
  const laid = createLaidDuesRepository(db);

  /** Lays the fees; one already laid for the stay, term and part is kept (its unique index). How many were laid. */
  async function lay(dues: HostelChargeInput[]): Promise<number> {
    const rows = dues.filter((d) => d.amountPaise > 0);
    if (rows.length === 0) return 0;
    const typeIds = new Map<HostelFeePart, number>();
    for (const part of new Set(rows.map((r) => r.hostelPart)))
      typeIds.set(part, await laid.feeTypeId(HOSTEL_FEE_TYPES[part].code, HOSTEL_FEE_TYPES[part].name));
    const made = await db
      .insert(studentCharges)
      .values(rows.map((r) => ({ ...r, feeTypeId: typeIds.get(r.hostelPart)! })))
      .onConflictDoNothing()
      .returning({ id: studentCharges.id });
    return made.length;
  }

  /** The students' hostel fees, each student's oldest first. */
  async function charges(studentIds: readonly number[]): Promise<HostelChargeRow[]> {
    if (studentIds.length === 0) return [];
    const rows = await db
      .select({
        id: studentCharges.id,
        studentId: studentCharges.studentId,
        applicationId: studentCharges.hostelApplicationId,
        part: studentCharges.hostelPart,
        term: sql<string>`coalesce((select t.name from college_terms t where t.id = ${studentCharges.hostelTermId}), '')`,
        amountPaise: studentCharges.amountPaise,
        waivedPaise: studentCharges.waivedPaise,
        periodFrom: studentCharges.periodFrom,
        periodTo: studentCharges.periodTo,
      })
      .from(studentCharges)
      .where(and(inArray(studentCharges.studentId, [...studentIds]), isNotNull(studentCharges.hostelApplicationId)))
      .orderBy(asc(studentCharges.id));
    return rows.map((r) => ({
      ...r,
      applicationId: r.applicationId!,
      part: r.part!,
      periodFrom: r.periodFrom ?? '',
      periodTo: r.periodTo ?? '',
    }));
  }

  /** What the students' PAID orders settled of a hostel fee type, by student. */
  const paid = (studentIds: readonly number[], part: HostelFeePart) => laid.paidByStudent(studentIds, HOSTEL_FEE_TYPES[part].code);

  const setWaived = (chargeId: number, waivedPaise: number) =>
    db.update(studentCharges).set({ waivedPaise }).where(eq(studentCharges.id, chargeId));

  /**
   * Money that paid a hostel fee no longer asked, handed to the refund flow: taken off what the
   * student's payments of the fee type settled, the newest first, and added to their collections'
   * refund due (ADR 0053), where accounts give it back. What could be handed (the amount, unless less was paid).
   */
  async function returnToPayer(studentId: number, part: HostelFeePart, amountPaise: number): Promise<number> {
    const items = rowsOf<{ itemId: number; settled: number; collectionId: number; room: number }>(
      await db.execute(sql`select i.id as "itemId", coalesce(i.settled_paise, i.amount_paise) as settled, c.id as "collectionId",
          c.amount_paise - c.refund_due_paise as room
        from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
        join fee_collections c on c.order_id = o.id
        where o.student_id = ${studentId} and o.status = 'PAID' and ft.code = ${HOSTEL_FEE_TYPES[part].code} and i.semester is null
        order by c.id desc, i.id desc
        for update of i, c`),
    );
    let left = amountPaise;
    for (const item of items) {
      const back = Math.min(left, Number(item.settled), Number(item.room));
      if (back <= 0) continue;
      await db.execute(sql`update payment_order_items set settled_paise = ${Number(item.settled) - back} where id = ${item.itemId}`);
      await db
        .update(feeCollections)
        .set({ refundDuePaise: sql`${feeCollections.refundDuePaise} + ${back}` })
        .where(eq(feeCollections.id, item.collectionId));
      left -= back;
      if (left === 0) break;
    }
    return amountPaise - left;
  }

  /** The student's row locked: a payment recorded at once for the student waits (it locks the same row). */
  const lockStudent = async (studentId: number) => {
    await db.execute(sql`select id from students where id = ${studentId} for update`);
  };

  return { lay, charges, paid, setWaived, returnToPayer, lockStudent };
}
