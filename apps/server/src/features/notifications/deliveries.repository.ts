import { and, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { DeliveryState, NotificationKind } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { notifications, smsEarlyReports, smsHold } from './notifications.table.js';

export type OutboundChannel = 'email' | 'sms';

/** The class of the advisory locks that make a delivery report and the recording of its send wait for each other ('smsr'). */
const REPORT_LOCKS = 0x73_6d_73_72;

/**
 * Takes, for the transaction, the lock of each provider reference, in one order (two transactions
 * never wait on each other). Without it, a report and its send recorded at the same moment on two
 * connections could each miss the other's row, and the message would stay `sent` with its report kept.
 */
async function lockReports(tx: DbOrTx, refs: string[]) {
  if (refs.length === 0) return;
  const values = sql.join(
    [...new Set(refs)].sort().map((ref) => sql`(${ref}::text)`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${REPORT_LOCKS}, hashtext(r)) from (select r from (values ${values}) v(r) order by r) ordered`,
  );
}

/** A message claimed for sending, with what its text needs of its reader. */
export interface ClaimedMessage {
  id: number;
  userId: number;
  kind: NotificationKind;
  params: Record<string, string>;
  address: string;
  attempts: number;
  createdAt: Date;
  fullName: string;
  username: string;
  language: 'en' | 'de';
}

interface LogRow {
  id: number;
  kind: NotificationKind;
  channel: OutboundChannel;
  username: string;
  fullName: string;
  address: string | null;
  state: DeliveryState | null;
  attempts: number;
  reason: string | null;
  createdAt: Date;
  dueAt: Date | null;
  sentAt: Date | null;
  deliveredAt: Date | null;
}

const at = (value: Date | string | null) => (value === null ? null : new Date(value));
/** Raw rows carry instants as the driver gives them: text from one, dates from the other. */
const withDates = (r: LogRow): LogRow => ({
  ...r,
  createdAt: new Date(r.createdAt),
  dueAt: at(r.dueAt),
  sentAt: at(r.sentAt),
  deliveredAt: at(r.deliveredAt),
});

export interface DeliveryFilter {
  q?: string;
  channel?: OutboundChannel;
  state?: DeliveryState;
  kind?: NotificationKind;
  /** Instants bounding when the message was queued. */
  from?: Date;
  before?: Date;
}

/** The way out of e-mail and SMS messages (ADR 0117): claims, outcomes, delivery reports and the office's log. */
export function createDeliveriesRepository(db: DbOrTx) {
  /**
   * Reserves up to `limit` due messages of a channel for this server until `leaseUntil`; they stay
   * `queued`, so a server that dies holding them leaves them to the others once the lease passes.
   * SKIP LOCKED lets servers claiming at once pass each other by.
   */
  async function claim(channel: OutboundChannel, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedMessage[]> {
    return rowsOf<ClaimedMessage>(
      await db.execute(sql`with due as (
          select id from notifications
          where state = 'queued' and channel = ${channel} and due_at <= ${now.toISOString()}::timestamptz
            and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
          order by due_at, id
          limit ${limit}
          for update skip locked
        ),
        taken as (
          update notifications n set lease_until = ${leaseUntil.toISOString()}::timestamptz
          from due where n.id = due.id
          returning n.id, n.user_id, n.kind, n.params, n.address, n.attempts, n.created_at
        )
        select t.id, t.user_id as "userId", t.kind, t.params, t.address, t.attempts + 1 as attempts, t.created_at as "createdAt",
          u.full_name as "fullName", u.username, coalesce(p.language, 'en') as language
        from taken t join users u on u.id = t.user_id left join notification_preferences p on p.user_id = t.user_id
        order by t.id`),
    ).map((r) => ({ ...r, createdAt: new Date(r.createdAt) }));
  }

  /**
   * Marks reserved messages `sending`, committed before anything leaves: if the server dies now, they
   * are not sent again. Answers those this server's reservation still holds.
   */
  async function startSending(ids: number[], leaseUntil: Date): Promise<Set<number>> {
    const rows = await db
      .update(notifications)
      .set({ state: 'sending', attempts: sql`${notifications.attempts} + 1` })
      .where(and(inArray(notifications.id, ids), eq(notifications.state, 'queued'), eq(notifications.leaseUntil, leaseUntil)))
      .returning({ id: notifications.id });
    return new Set(rows.map((r) => r.id));
  }

  /** Gives reserved messages back, untried: due at `dueAt`, saying why they wait when there is a reason. */
  async function release(ids: number[], leaseUntil: Date, dueAt: Date, reason: string | null) {
    if (ids.length === 0) return;
    await db
      .update(notifications)
      .set({ leaseUntil: null, dueAt, ...(reason ? { reason } : {}) })
      .where(and(inArray(notifications.id, ids), eq(notifications.state, 'queued'), eq(notifications.leaseUntil, leaseUntil)));
  }

  /** Ends a claimed message's attempt while this server's lease holds it; false when it no longer does. */
  async function settle(id: number, leaseUntil: Date, set: Partial<typeof notifications.$inferInsert>): Promise<boolean> {
    const rows = await db
      .update(notifications)
      .set({ ...set, leaseUntil: null })
      .where(and(eq(notifications.id, id), eq(notifications.state, 'sending'), eq(notifications.leaseUntil, leaseUntil)))
      .returning({ id: notifications.id });
    return rows.length > 0;
  }

  /**
   * Ends claimed messages' attempts as sent, while this server's lease holds them. A delivery report
   * that came before (kept in `sms_early_reports`) is applied in the same statement: the rows as they
   * now are, for a failure to be marked on its person; none where the lease no longer holds.
   */
  async function settleSent(sent: { id: number; providerRef: string | null }[], leaseUntil: Date, sentAt: Date) {
    const rows = sql.join(
      sent.map((m) => sql`(${m.id}::int, ${m.providerRef}::text)`),
      sql`, `,
    );
    return db.transaction(async (tx) => {
      await lockReports(
        tx,
        sent.map((m) => m.providerRef).filter((ref): ref is string => ref !== null),
      );
      return rowsOf<{ userId: number; address: string | null; state: string; reason: string | null }>(
        await tx.execute(sql`with sent (id, provider_ref) as (values ${rows}),
          early as (delete from sms_early_reports e using sent where e.provider_ref = sent.provider_ref returning e.*)
          update notifications n set
            state = coalesce(early.state, 'sent'),
            sent_at = ${sentAt.toISOString()}::timestamptz,
            provider_ref = sent.provider_ref,
            lease_until = null,
            delivered_at = case when early.state = 'delivered' then early.at end,
            reason = case when early.state = 'failed' then early.reason end
          from sent left join early on early.provider_ref = sent.provider_ref
          where n.id = sent.id and n.state = 'sending' and n.lease_until = ${leaseUntil.toISOString()}::timestamptz
          returning n.user_id as "userId", n.address, n.state, n.reason`),
      );
    });
  }

  /**
   * Messages whose server stopped while sending them (the lease passed, still `sending`): failed, not
   * sent again, for the provider may have taken them and nobody may be told twice.
   */
  async function failInterrupted(now: Date, reason: string): Promise<number> {
    const rows = await db
      .update(notifications)
      .set({ state: 'failed', reason, leaseUntil: null })
      .where(and(eq(notifications.state, 'sending'), lt(notifications.leaseUntil, now)))
      .returning({ id: notifications.id });
    return rows.length;
  }

  /**
   * A provider's delivery report on an SMS it took. A report on no recorded send is kept: its send may
   * not be written yet, and `settleSent` takes it up when it is. The two hold the reference's lock
   * (`lockReports`), so that on a server of several connections one always sees what the other wrote.
   */
  async function report(providerRef: string, state: 'delivered' | 'failed', reason: string | null, at: Date) {
    return db.transaction(async (tx) => {
      await lockReports(tx, [providerRef]);
      const rows = await tx
        .update(notifications)
        .set(state === 'delivered' ? { state, deliveredAt: at, reason: null } : { state, reason })
        .where(and(eq(notifications.providerRef, providerRef), inArray(notifications.state, ['sent', 'delivered', 'failed'])))
        .returning({
          userId: notifications.userId,
          address: notifications.address,
          state: notifications.state,
          reason: notifications.reason,
        });
      if (rows.length > 0) return rows;
      await tx
        .insert(smsEarlyReports)
        .values({ providerRef, state, reason, at })
        .onConflictDoUpdate({ target: smsEarlyReports.providerRef, set: { state, reason, at } });
      return [];
    });
  }

  /** Kept reports that never found their message (not ours, or its send failed to be recorded). */
  async function dropStaleReports(before: Date) {
    await db.delete(smsEarlyReports).where(lt(smsEarlyReports.receivedAt, before));
  }

  /**
   * A mail that came back: the message sent with this Message-ID fails with the reason; the rows it
   * changed, for the address to be marked on its person. None when the Message-ID is not one of ours.
   */
  async function bounced(messageId: string, reason: string) {
    return db
      .update(notifications)
      .set({ state: 'failed', reason })
      .where(
        and(
          eq(notifications.providerRef, messageId),
          eq(notifications.channel, 'email'),
          inArray(notifications.state, ['sent', 'delivered', 'failed']),
        ),
      )
      .returning({ id: notifications.id, userId: notifications.userId, address: notifications.address });
  }

  /** Marks a person's number or address as failing, while it is still the one the message went to. */
  async function markProblem(userId: number, channel: OutboundChannel, address: string, reason: string) {
    await db.execute(
      channel === 'sms'
        ? sql`update users set mobile_problem = ${reason} where id = ${userId} and (mobile = ${address} or mobile is null)`
        : sql`update users set email_problem = ${reason} where id = ${userId} and (email = ${address} or email is null)`,
    );
  }

  /** Marks the e-mail address as failing on every person who has it (a mail of the outbox names no person, only its address). */
  async function markEmailProblem(address: string, reason: string) {
    await db.execute(sql`update users set email_problem = ${reason} where lower(email) = lower(${address})`);
  }

  /** Until when every server waits before the next SMS, and why; none when sending may go on. */
  async function smsHeld(now: Date) {
    const [row] = await db.select().from(smsHold).where(eq(smsHold.id, 1));
    return row && row.heldUntil > now ? row : undefined;
  }

  async function holdSms(until: Date, reason: string) {
    await db
      .insert(smsHold)
      .values({ id: 1, heldUntil: until, reason })
      .onConflictDoUpdate({ target: smsHold.id, set: { heldUntil: until, reason } });
  }

  const where = (f: DeliveryFilter): SQL => {
    const like = f.q ? `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const conditions = [
      sql`n.channel <> 'app'`,
      f.channel ? sql`n.channel = ${f.channel}` : undefined,
      f.state ? sql`n.state = ${f.state}` : undefined,
      f.kind ? sql`n.kind = ${f.kind}` : undefined,
      f.from ? sql`n.created_at >= ${f.from.toISOString()}::timestamptz` : undefined,
      f.before ? sql`n.created_at < ${f.before.toISOString()}::timestamptz` : undefined,
      like ? sql`(u.username ilike ${like} or u.full_name ilike ${like} or n.address ilike ${like} or n.reason ilike ${like})` : undefined,
    ].filter((c): c is SQL => c !== undefined);
    return sql.join(conditions, sql` and `);
  };

  /** The office's log: the messages that match, newest first. */
  async function log(filter: DeliveryFilter, limit: number, offset: number) {
    const condition = where(filter);
    const [rows, [total]] = await Promise.all([
      db.execute(sql`select n.id, n.kind, n.channel, u.username, u.full_name as "fullName", n.address, n.state, n.attempts, n.reason,
          n.created_at as "createdAt", n.due_at as "dueAt", n.sent_at as "sentAt", n.delivered_at as "deliveredAt"
        from notifications n join users u on u.id = n.user_id
        where ${condition}
        order by n.created_at desc, n.id desc
        limit ${limit} offset ${offset}`),
      db
        .execute(sql`select count(*)::int as n from notifications n join users u on u.id = n.user_id where ${condition}`)
        .then((r) => rowsOf<{ n: number }>(r)),
    ]);
    return { rows: rowsOf<LogRow>(rows).map(withDates), total: total?.n ?? 0 };
  }

  /**
   * Sent and failed since `since` (a failure counts on the day its message was queued), and how many
   * wait. Messages queued more than a week before are not looked at: none waits that long unsent.
   */
  async function figures(since: Date) {
    const [row] = rowsOf<{ sent: number; failed: number; waiting: number }>(
      await db.execute(sql`select
          count(*) filter (where state in ('sent', 'delivered') and sent_at >= ${since.toISOString()}::timestamptz)::int as sent,
          count(*) filter (where state = 'failed' and created_at >= ${since.toISOString()}::timestamptz)::int as failed,
          count(*) filter (where state in ('queued', 'sending'))::int as waiting
        from notifications where channel <> 'app' and (state in ('queued', 'sending') or created_at >= ${since.toISOString()}::timestamptz - interval '7 days')`),
    );
    return row ?? { sent: 0, failed: 0, waiting: 0 };
  }

  /** Messages of a kind still waiting for one event key prefix (a due paid before its reminder went). */
  async function withdraw(keyPrefix: string, reason: string) {
    const rows = await db
      .update(notifications)
      .set({ state: 'failed', reason })
      .where(and(sql`${notifications.idempotencyKey} like ${`${keyPrefix}:%`}`, eq(notifications.state, 'queued')))
      .returning({ id: notifications.id });
    return rows.length;
  }

  return {
    claim,
    startSending,
    release,
    settle,
    settleSent,
    failInterrupted,
    report,
    dropStaleReports,
    markProblem,
    markEmailProblem,
    bounced,
    smsHeld,
    holdSms,
    log,
    figures,
    withdraw,
  };
}
