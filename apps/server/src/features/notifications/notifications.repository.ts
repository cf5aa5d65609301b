import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { notifications } from './notifications.table.js';

/** All database access of the notifications in the app. */
export function createNotificationsRepository(db: DbOrTx) {
  /**
   * A title's results published: one notification to each active login of a student with a result in
   * it (the student and a parent), once per title and login however often it is published.
   */
  async function addResultsPublished(titleId: number): Promise<number> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`insert into notifications (user_id, kind, params, idempotency_key)
        select u.id, 'resultsPublished', jsonb_build_object('title', t.title, 'rollNo', s.roll_number), 'results:' || t.id || ':' || u.id || ':app'
        from exam_titles t
        join student_results r on r.exam_title_id = t.id
        join students s on upper(s.roll_number) = upper(r.roll_no)
        join users u on u.student_id = s.id and u.status = 'active'
        where t.id = ${titleId}
        on conflict (idempotency_key) do nothing
        returning id`),
    );
    return rows.length;
  }

  /** A receipt issued: the student it is of, and their parent, are told once per receipt and login. */
  async function addReceiptIssued(collectionId: number): Promise<number> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`insert into notifications (user_id, kind, params, idempotency_key)
        select u.id, 'receiptIssued', jsonb_build_object('receiptNo', c.receipt_no, 'amountPaise', c.amount_paise::text),
          'receipt:' || c.id || ':' || u.id || ':app'
        from fee_collections c
        join users u on u.student_id = c.student_id and u.status = 'active'
        where c.id = ${collectionId}
        on conflict (idempotency_key) do nothing
        returning id`),
    );
    return rows.length;
  }

  async function page(userId: number, limit: number, offset: number) {
    const mine = eq(notifications.userId, userId);
    const [rows, [totals]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: count(), unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number) })
        .from(notifications)
        .where(mine),
    ]);
    return { rows, total: totals?.total ?? 0, unread: totals?.unread ?? 0 };
  }

  async function unread(userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's own notifications read: those named, or all. Another's ids are passed over. */
  async function markRead(userId: number, ids: number[] | undefined, at: Date): Promise<number> {
    const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt));
    const where = ids ? and(mine, inArray(notifications.id, ids)) : mine;
    const rows = await db.update(notifications).set({ readAt: at }).where(where).returning({ id: notifications.id });
    return rows.length;
  }

  return { addResultsPublished, addReceiptIssued, page, unread, markRead };
}
