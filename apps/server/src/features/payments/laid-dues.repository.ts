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
  const paid = async (studentId: number, code: string): Promise<number> => (await paidByStudent([studentId], code)).get(studentId) ?? 0;

  /** What each of the students' PAID orders settled of the fee type, by student (none paid: 0, or absent). */
  async function paidByStudent(studentIds: readonly number[], code: string): Promise<Map<number, number>> {
    if (studentIds.length === 0) return new Map();
    const rows = rowsOf<{ studentId: number; paid: number }>(
      await db.execute(sql`select o.student_id as "studentId", coalesce(sum(coalesce(i.settled_paise, i.amount_paise)), 0)::int as paid
        from payment_order_items i join payment_orders o on o.id = i.order_id join fee_types ft on ft.id = i.fee_type_id
        where o.student_id in (${sql.join(
          studentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and o.status = 'PAID' and ft.code = ${code} and i.semester is null
        group by o.student_id`),
    );
    return new Map(rows.map((r) => [Number(r.studentId), Number(r.paid)]));
  }

  return { feeTypeId, paid, paidByStudent };
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
