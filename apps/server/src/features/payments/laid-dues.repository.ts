import { eq, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { feeTypes } from './payments.table.js';

/**
 * What the library and the transport office lay on a student (fines, a bus pass's fee) are dues of a
 * miscellaneous fee type of their own, made the first time it is needed. Inside a transaction, build
 * it on the transaction.
 */
export function createLaidDuesRepository(db: DbOrTx) {
  /** The fee type with this code, made the first time it is needed. */
  async function feeTypeId(code: string, name: string): Promise<number> {
    await db.insert(feeTypes).values({ code, name, category: 'miscellaneous' }).onConflictDoNothing({ target: feeTypes.code });
    const [row] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.code, code));
    return row!.id;
  }

  /** What the student's PAID orders settled of the fee type. */
  async function paid(studentId: number, code: string): Promise<number> {
    const [row] = rowsOf<{ paid: number }>(
      await db.execute(sql`select coalesce(sum(coalesce(i.settled_paise, i.amount_paise)), 0)::int as paid
        from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
        where o.student_id = ${studentId} and o.status = 'PAID' and ft.code = ${code} and i.semester is null`),
    );
    return Number(row?.paid ?? 0);
  }

  return { feeTypeId, paid };
}

/** What was paid of each of a student's laid dues: the fee type's payments given to the oldest dues first. */
export function settleOldestFirst<K>(dues: { key: K; duePaise: number }[], paidPaise: number): Map<K, { paidPaise: number; owedPaise: number }> {
  let left = paidPaise;
  const out = new Map<K, { paidPaise: number; owedPaise: number }>();
  for (const due of dues) {
    const settles = Math.min(due.duePaise, left);
    left -= settles;
    out.set(due.key, { paidPaise: settles, owedPaise: due.duePaise - settles });
  }
  return out;
}
