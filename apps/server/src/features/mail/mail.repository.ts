import { and, count, desc, eq, inArray, isNull, lte, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { mailOutbox } from './mail.table.js';

export type MailRow = typeof mailOutbox.$inferSelect;

/** All database access of the mail outbox. */
export function createMailRepository(db: DbOrTx) {
  async function insert(mail: { recipient: string; subject: string; body: string }, now: Date) {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...mail, nextAttemptAt: now })
      .returning({ id: mailOutbox.id });
    return row!;
  }

  /**
   * Takes the oldest due mail for this server until `leaseUntil`, counting the attempt. SKIP LOCKED
   * lets servers claiming at the same moment pass each other by; the lease keeps the row from the
   * others while it is sent, and once it has passed (the server died mid-send) the row is due again.
   */
  async function claim(now: Date, leaseUntil: Date): Promise<MailRow | undefined> {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.state, 'pending'),
          lte(mailOutbox.nextAttemptAt, now),
          or(isNull(mailOutbox.leaseUntil), lte(mailOutbox.leaseUntil, now)),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.id)
      .limit(1)
      .for('update', { skipLocked: true });
    const [row] = await db
      .update(mailOutbox)
      .set({ leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return row;
  }

  /** Ends a claimed mail's attempt, if this server's lease still holds it; false when it no longer does. */
  async function settle(id: number, leaseUntil: Date, set: Partial<typeof mailOutbox.$inferInsert>) {
    const rows = await db
      .update(mailOutbox)
      .set({ ...set, leaseUntil: null })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.leaseUntil, leaseUntil)))
      .returning({ id: mailOutbox.id });
    return rows.length > 0;
  }

  /**
   * A mail that came back: the mail sent with this Message-ID fails with the reason; its address, for
   * the person it belongs to. None when no mail of the outbox left with it.
   */
  async function bounced(messageId: string, reason: string) {
    return db
      .update(mailOutbox)
      .set({ state: 'failed', lastError: reason })
      .where(and(eq(mailOutbox.messageId, messageId), inArray(mailOutbox.state, ['sent', 'failed'])))
      .returning({ id: mailOutbox.id, recipient: mailOutbox.recipient });
  }

  async function page(page: number, size: number) {
    const [total] = await db.select({ n: count() }).from(mailOutbox);
    const rows = await db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.id))
      .limit(size)
      .offset((page - 1) * size);
    return { total: total?.n ?? 0, rows };
  }

  async function counts() {
    const rows = await db
      .select({ state: mailOutbox.state, n: count(), oldest: min(mailOutbox.createdAt) })
      .from(mailOutbox)
      .where(sql`${mailOutbox.state} in ('pending', 'failed')`)
      .groupBy(mailOutbox.state);
    const of = (state: string) => rows.find((r) => r.state === state);
    return { pending: of('pending')?.n ?? 0, failed: of('failed')?.n ?? 0, oldestPending: of('pending')?.oldest ?? null };
  }

  return { insert, claim, settle, bounced, page, counts };
}
