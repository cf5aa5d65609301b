import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { REQUIRED_KINDS, type NotificationKind } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { notificationEvents, notificationPreferences, notifications } from './notifications.table.js';

/** When an event's messages may go: mail at once, an SMS after the quiet hours unless urgent. */
export interface FanOutTiming {
  now: Date;
  smsDueAt: Date;
}

/** All database access of the notifications in the app. */
export function createNotificationsRepository(db: DbOrTx) {
  /**
   * One event told to its recipients on every channel they take (ADR 0117), in one statement:
   * `recipients` selects `(user_id, params)`; each gets a row in the app, and a mail and an SMS when
   * they have an address and have not switched the channel off (a required kind goes regardless).
   * The key `<event>:<user id>:<channel>` makes a second run add nothing.
   */
  async function fanOut(kind: NotificationKind, event: SQL, recipients: SQL, timing: { now: Date; smsDueAt: Date }): Promise<number> {
    const required = REQUIRED_KINDS.includes(kind);
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`with r as (${recipients}),
        c as (
          select r.user_id, r.params, ch.channel,
            case ch.channel
              when 'email' then coalesce(nullif(u.email, ''), case when 'ROLE_STUDENT' = any(u.roles) then nullif(s.email, '') end)
              when 'sms' then coalesce(u.mobile, case when 'ROLE_STUDENT' = any(u.roles) and s.mobile ~ '^[6-9][0-9]{9}$' then '+91' || s.mobile end)
            end as address,
            case ch.channel when 'email' then coalesce(p.email, true) when 'sms' then coalesce(p.sms, true) else true end as wanted
          from r
          join users u on u.id = r.user_id and u.status = 'active'
          left join students s on s.id = u.student_id
          left join notification_preferences p on p.user_id = u.id
          cross join (values ('app'), ('email'), ('sms')) as ch(channel)
        ),
        added as (
          insert into notifications (user_id, kind, params, idempotency_key, channel, address, state, due_at)
          select user_id, ${kind}, params, ${event} || ':' || user_id || ':' || channel, channel, address,
            case when channel = 'app' then null else 'queued' end,
            case channel when 'email' then ${timing.now.toISOString()}::timestamptz when 'sms' then ${timing.smsDueAt.toISOString()}::timestamptz end
          from c
          where channel = 'app' or (address is not null and (wanted or ${required}))
          on conflict (idempotency_key) do nothing
          returning 1
        )
        select count(*)::int as n from added`),
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * A title's results published: an event told after the publishing transaction, a chunk of students
   * at a time (`resultsChunk`). Published again, it is told again from the start: the keys keep
   * anyone from being told twice, and a student added since is told.
   */
  async function addResultsEvent(titleId: number) {
    await db
      .insert(notificationEvents)
      .values({ kind: 'resultsPublished', subjectId: titleId })
      .onConflictDoUpdate({ target: [notificationEvents.kind, notificationEvents.subjectId], set: { cursor: 0, doneAt: null } });
  }

  /** The oldest event still being told, locked for this server; none when another server tells it. */
  async function pendingEvent() {
    const [row] = await db
      .select()
      .from(notificationEvents)
      .where(isNull(notificationEvents.doneAt))
      .orderBy(notificationEvents.id)
      .limit(1)
      .for('update', { skipLocked: true });
    return row;
  }

  /**
   * The next `size` results of a published title after the event's cursor (a result's id) told: each
   * active login of its student (the student and a parent); the cursor moved on. Done when none is
   * left, or the title is no longer published.
   */
  async function resultsChunk(event: { id: number; subjectId: number; cursor: number }, size: number, timing: FanOutTiming) {
    const [last] = rowsOf<{ last: number | null }>(
      await db.execute(sql`select max(id)::int as last from (
          select r.id from student_results r join exam_titles t on t.id = r.exam_title_id
          where r.exam_title_id = ${event.subjectId} and t.status = 'published' and r.id > ${event.cursor}
          order by r.id limit ${size}) chunk`),
    );
    if (!last?.last) {
      await db.update(notificationEvents).set({ doneAt: timing.now }).where(eq(notificationEvents.id, event.id));
      return 0;
    }
    const added = await fanOut(
      'resultsPublished',
      sql`${'results:' + event.subjectId}`,
      sql`select u.id as user_id, jsonb_build_object('title', t.title, 'rollNo', s.roll_number, 'sgpa', to_char(r.sgpa, 'FM990.00')) as params
        from student_results r
        join exam_titles t on t.id = r.exam_title_id
        join students s on upper(s.roll_number) = upper(r.roll_no)
        join users u on u.student_id = s.id
        where r.exam_title_id = ${event.subjectId} and r.id > ${event.cursor} and r.id <= ${last.last}`,
      timing,
    );
    await db.update(notificationEvents).set({ cursor: last.last }).where(eq(notificationEvents.id, event.id));
    return added;
  }

  /** A receipt issued: the student it is of, and their parent. */
  const addReceiptIssued = (collectionId: number, timing: FanOutTiming) =>
    fanOut(
      'receiptIssued',
      sql`${'receipt:' + collectionId}`,
      sql`select u.id as user_id, jsonb_build_object('receiptNo', c.receipt_no, 'amountPaise', c.amount_paise::text) as params
        from fee_collections c
        join users u on u.student_id = c.student_id
        where c.id = ${collectionId}`,
      timing,
    );

  /** A student's logins (theirs and their parents') told of something of the student's, once per `event`. */
  const addToStudent = (kind: NotificationKind, event: string, studentId: number, params: Record<string, string>, timing: FanOutTiming) =>
    fanOut(
      kind,
      sql`${event}`,
      sql`select u.id as user_id, ${JSON.stringify(params)}::jsonb as params from users u where u.student_id = ${studentId}`,
      timing,
    );

  /** One login told of something of their own (a password changed, a sign-up approved), once per `event`. */
  const addToUser = (kind: NotificationKind, event: string, userId: number, params: Record<string, string>, timing: FanOutTiming) =>
    fanOut(kind, sql`${event}`, sql`select ${userId}::int as user_id, ${JSON.stringify(params)}::jsonb as params`, timing);

  /** Everyone with an active login of the role. */
  const addToRole = (kind: NotificationKind, event: string, role: string, params: Record<string, string>, timing: FanOutTiming) =>
    fanOut(
      kind,
      sql`${event}`,
      sql`select id as user_id, ${JSON.stringify(params)}::jsonb as params from users where ${role} = any(roles) and status = 'active'`,
      timing,
    );

  /** Students with an active login of their own or a parent's, after `afterId`, a page at a time. */
  async function studentsWithLogin(afterId: number, limit: number): Promise<number[]> {
    const rows = rowsOf<{ id: number }>(
      await db.execute(sql`select distinct student_id as id from users
        where student_id > ${afterId} and status = 'active' order by student_id limit ${limit}`),
    );
    return rows.map((r) => Number(r.id));
  }

  async function page(userId: number, limit: number, offset: number) {
    const mine = and(eq(notifications.userId, userId), eq(notifications.channel, 'app'));
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
      .where(and(eq(notifications.userId, userId), eq(notifications.channel, 'app'), isNull(notifications.readAt)));
    return row?.n ?? 0;
  }

  /** Marks the user's own notifications read: those named, or all. Another's ids are passed over. */
  async function markRead(userId: number, ids: number[] | undefined, at: Date): Promise<number> {
    const mine = and(eq(notifications.userId, userId), eq(notifications.channel, 'app'), isNull(notifications.readAt));
    const where = ids ? and(mine, inArray(notifications.id, ids)) : mine;
    const rows = await db.update(notifications).set({ readAt: at }).where(where).returning({ id: notifications.id });
    return rows.length;
  }

  /** The office's test of a kind's wording: one message to the address given, for the office's own login. */
  async function addTest(
    userId: number,
    kind: NotificationKind,
    channel: 'email' | 'sms',
    address: string,
    params: Record<string, string>,
    dueAt: Date,
  ) {
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        kind,
        params,
        channel,
        address,
        state: 'queued',
        dueAt,
        idempotencyKey: `test:${crypto.randomUUID()}:${userId}:${channel}`,
      })
      .returning({ id: notifications.id });
    return row ? 1 : 0;
  }

  /** A person's choices, number and address, and why the last message to them failed. */
  async function preferencesOf(userId: number) {
    const [row] = rowsOf<{
      email: boolean | null;
      sms: boolean | null;
      language: 'en' | 'de' | null;
      mobile: string | null;
      emailAddress: string | null;
      mobileProblem: string | null;
      emailProblem: string | null;
    }>(
      await db.execute(sql`select p.email, p.sms, p.language, u.mobile,
          coalesce(nullif(u.email, ''), case when 'ROLE_STUDENT' = any(u.roles) then nullif(s.email, '') end) as "emailAddress",
          u.mobile_problem as "mobileProblem", u.email_problem as "emailProblem"
        from users u
        left join notification_preferences p on p.user_id = u.id
        left join students s on s.id = u.student_id
        where u.id = ${userId}`),
    );
    return row;
  }

  /** Saves a person's choices; a number that changed is no longer marked as failing. */
  async function savePreferences(
    userId: number,
    choice: { email: boolean; sms: boolean; language: 'en' | 'de'; mobile: string | null },
    at: Date,
  ) {
    const { mobile, ...channels } = choice;
    await db
      .insert(notificationPreferences)
      .values({ userId, ...channels, updatedAt: at })
      .onConflictDoUpdate({ target: notificationPreferences.userId, set: { ...channels, updatedAt: at } });
    await db.execute(
      sql`update users set mobile = ${mobile}, mobile_problem = null where id = ${userId} and mobile is distinct from ${mobile}`,
    );
  }

  return {
    preferencesOf,
    savePreferences,
    addTest,
    addResultsEvent,
    pendingEvent,
    resultsChunk,
    addReceiptIssued,
    addToUser,
    addToRole,
    addToStudent,
    studentsWithLogin,
    page,
    unread,
    markRead,
  };
}
