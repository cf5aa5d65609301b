import {
  collegeTimeZone,
  dayIn,
  EMAIL_PATTERN,
  normaliseIndianMobile,
  serverText,
  type TestSend,
  REQUIRED_KINDS,
  URGENT_KINDS,
  type DeliveryFigures,
  type DeliveryLog,
  type deliveryLogQuerySchema,
  type MarkRead,
  type NotificationKind,
  type NotificationPreferences,
  type notificationPreferencesSchema,
  type NotificationsPage,
  type notificationsQuerySchema,
} from '@campus/shared';
import type { z } from 'zod';
import type { Database, Db, DbOrTx } from '../../db/client.js';
import { silentFeed, type ChangeFeed } from '../../db/change-feed.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { invalid } from '../../lib/app-error.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import { createDeliveriesRepository } from './deliveries.repository.js';
import { createNotificationsRepository, type FanOutTiming } from './notifications.repository.js';
import { dayStart, smsNotBefore, type QuietHours } from './quiet-hours.js';

export interface NotificationsServiceDeps {
  db: Db;
  /** The database's engine: how many students a results day's transaction tells. */
  engine?: Database['kind'];
  /** Tells every server when a person's notifications change ('n:<user id>'), so the bell's figure kept here is dropped. */
  changes?: ChangeFeed;
  clock?: Clock;
  /** SMS of kinds that are not urgent wait out these hours of the college's day. */
  quietHours?: QuietHours;
  /** The SMS provider's name and balance for the admin's figures. */
  smsProvider?: { name: string; balance: () => Promise<number | null> };
}

/** What a test message is filled with. */
const SAMPLE_VALUES: Record<NotificationKind, Record<string, string>> = {
  resultsPublished: { title: 'B.Tech I Semester (sample)', rollNo: '22A91A0501', sgpa: '8.50' },
  receiptIssued: { receiptNo: 'RCPT-SAMPLE', amountPaise: '4500000' },
  dueReminder: { fee: 'Tuition fee', amountPaise: '4500000', dueDate: '2026-12-15', student: 'Sample Student' },
  paymentResolved: { orderId: 'ORDER-SAMPLE', outcome: 'recorded as paid' },
  refundRecorded: { amountPaise: '150000', creditNoteNo: 'CN-SAMPLE', receiptNo: 'RCPT-SAMPLE' },
  signUpApproved: { username: 'sample.user' },
  passwordChanged: { time: '29-11-2026 10:30' },
  vehiclePaperDue: { registration: 'TS 08 UA 4212', paper: 'insurance', until: '2026-12-07', state: 'lapsing' },
  hostelLeaveDecided: {
    student: 'Sample Student',
    fromDate: '2026-12-18',
    toDate: '2026-12-21',
    destination: 'Home, Warangal',
    decision: 'approved',
    note: '',
  },
  grievanceUpdated: { id: '1', number: 'GRV-2026-00001', subject: 'Revaluation result not given', step: 'reply' },
  attendanceShortage: { student: 'Sample Student', rollNo: '22A91A0501', percent: '71.5 %', required: '75 %', condonable: '65 %' },
};

/**
 * Students told per transaction of a results day. The embedded database runs a statement in the
 * server's thread: few enough that it answers others between (a chunk of 250 holds it for about
 * 50 ms), enough that 50,000 students are told within 15 s (ADR 0121). PostgreSQL runs it elsewhere:
 * enough that round trips do not add up.
 */
const FAN_OUT_CHUNK = { pglite: 250, postgres: 1_000 } as const;

/** Why a due reminder that was waiting did not go. */
const DUE_PAID_REASON = 'Not sent: the due was paid before it left';

/** The bell's figures kept in memory: at most this many people, each for at most this long. */
const KEPT_COUNTS = 50_000;
const KEPT_COUNTS_MS = 10 * 60_000;

/**
 * Notifications in the app (ADR 0116): events write them in their own transaction, once per event
 * and person; each person reads their own, and the bell's unread figure comes from memory until the
 * database says that person's notifications changed (ADR 0070), not from a query per page view.
 */
export function createNotificationsService({
  db,
  engine = 'pglite',
  changes,
  clock = systemClock,
  quietHours,
  smsProvider,
}: NotificationsServiceDeps) {
  const repo = createNotificationsRepository(db);
  const deliveries = createDeliveriesRepository(db);
  const counts = keptAnswers<number>({ feed: changes ?? silentFeed(), max: KEPT_COUNTS, ttlMs: KEPT_COUNTS_MS, dropOnAll: false });

  /** Mail goes at once; an SMS that is not urgent waits out the quiet hours. */
  function timing(kind: NotificationKind): FanOutTiming {
    const now = clock();
    return { now, smsDueAt: URGENT_KINDS.includes(kind) ? now : smsNotBefore(now, quietHours, collegeTimeZone()) };
  }

  /**
   * A title's results were published: in the publishing transaction, the event to tell its students
   * and their parents; they are told after it, a chunk at a time (`tellNextChunk`).
   */
  const resultsPublished = (tx: DbOrTx, titleId: number) => createNotificationsRepository(tx).addResultsEvent(titleId);

  /**
   * Tells the next chunk of students of a pending event, in a transaction of its own; false when no
   * event is left for this server (another may be telling one).
   */
  async function tellNextChunk(): Promise<boolean> {
    return db.transaction(async (tx) => {
      const repo = createNotificationsRepository(tx);
      const event = await repo.pendingEvent();
      if (!event) return false;
      await repo.resultsChunk(event, FAN_OUT_CHUNK[engine], timing(event.kind));
      return true;
    });
  }

  /** A receipt was issued (online or at the counter): its student and their parents are told, in the receipt's transaction. */
  const receiptIssued = (tx: DbOrTx, collectionId: number) =>
    createNotificationsRepository(tx).addReceiptIssued(collectionId, timing('receiptIssued'));

  /** One login is told of something of their own, once per `event` (`password:<user id>:<when>`). */
  const tellUser = (tx: DbOrTx, kind: NotificationKind, event: string, userId: number, params: Record<string, string>) =>
    createNotificationsRepository(tx).addToUser(kind, event, userId, params, timing(kind));

  /** Everyone with an active login of a role is told, once per `event` (`paper:<vehicle>:<kind>:<until>:<state>`). */
  const tellRole = (tx: DbOrTx, kind: NotificationKind, event: string, role: string, params: Record<string, string>) =>
    createNotificationsRepository(tx).addToRole(kind, event, role, params, timing(kind));

  /** A student and their parents are told of something of the student's, once per `event` (`refund:<id>`). */
  const tellStudent = (tx: DbOrTx, kind: NotificationKind, event: string, studentId: number, params: Record<string, string>) =>
    createNotificationsRepository(tx).addToStudent(kind, event, studentId, params, timing(kind));

  /**
   * A receipt was issued for the student: their due reminders still waiting to go (an SMS held in the
   * quiet hours) are withdrawn, in the receipt's transaction.
   */
  const withdrawDueReminders = (tx: DbOrTx, studentId: number) =>
    createDeliveriesRepository(tx).withdraw(`due:${studentId}`, DUE_PAID_REASON);

  /** Students who can be told anything (a login of theirs or a parent's), by id, a page at a time. */
  const studentsWithLogin = (afterId: number, limit: number) => repo.studentsWithLogin(afterId, limit);

  /** The office tries a kind's wording: a mail or SMS with sample values to the address given, at once, logged like any other. */
  async function testSend(userId: number, { kind, channel, address }: TestSend): Promise<number> {
    const to = channel === 'sms' ? normaliseIndianMobile(address) : EMAIL_PATTERN.test(address.trim()) ? address.trim() : undefined;
    if (!to) throw invalid(serverText('notifications.testAddress'), 'address');
    return repo.addTest(userId, kind, channel, to, SAMPLE_VALUES[kind], clock());
  }

  /** A page as the route's schema has read it (numbers, with their defaults). */
  async function page(userId: number, { page: number, pageSize }: z.output<typeof notificationsQuerySchema>): Promise<NotificationsPage> {
    const found = await repo.page(userId, pageSize, (number - 1) * pageSize);
    return {
      total: found.total,
      unread: found.unread,
      page: number,
      pageSize,
      rows: found.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        params: r.params,
        createdAt: r.createdAt.toISOString(),
        readAt: r.readAt?.toISOString() ?? null,
      })),
    };
  }

  async function unread(userId: number): Promise<number> {
    const key = String(userId);
    const kept = counts.get(key);
    if (kept !== undefined) return kept;
    const ticket = counts.ticket();
    const n = await repo.unread(userId);
    counts.set(key, n, [`n:${userId}`], ticket);
    return n;
  }

  async function markRead(userId: number, { ids }: MarkRead): Promise<{ marked: number; unread: number }> {
    const marked = await repo.markRead(userId, ids, clock());
    // This server need not wait for the change's notification to show the new figure.
    if (marked > 0) counts.forget(`n:${userId}`);
    return { marked, unread: await unread(userId) };
  }

  async function preferences(userId: number): Promise<NotificationPreferences> {
    const row = await repo.preferencesOf(userId);
    return {
      email: row?.email ?? true,
      sms: row?.sms ?? true,
      language: row?.language ?? 'en',
      mobile: row?.mobile ?? null,
      emailAddress: row?.emailAddress ?? null,
      required: [...REQUIRED_KINDS],
      mobileProblem: row?.mobileProblem ?? null,
      emailProblem: row?.emailProblem ?? null,
    };
  }

  /** Saves a person's choices and mobile number, in one transaction. */
  async function savePreferences(userId: number, input: z.output<typeof notificationPreferencesSchema>): Promise<NotificationPreferences> {
    await db.transaction((tx) => createNotificationsRepository(tx).savePreferences(userId, input, clock()));
    return preferences(userId);
  }

  /** The office's delivery log, searched and paged. */
  async function deliveryLog(query: z.output<typeof deliveryLogQuerySchema>): Promise<DeliveryLog> {
    const { page: number, pageSize } = query;
    const found = await deliveries.log(filterOf(query), pageSize, (number - 1) * pageSize);
    return {
      total: found.total,
      page: number,
      pageSize,
      rows: found.rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        channel: r.channel as 'email' | 'sms',
        username: r.username,
        fullName: r.fullName,
        address: r.address,
        state: r.state ?? 'queued',
        attempts: r.attempts,
        reason: r.reason,
        queuedAt: r.createdAt.toISOString(),
        dueAt: r.state === 'queued' ? (r.dueAt?.toISOString() ?? null) : null,
        sentAt: r.sentAt?.toISOString() ?? null,
        deliveredAt: r.deliveredAt?.toISOString() ?? null,
      })),
    };
  }

  /** Every message of the log's search, oldest first, for its export. */
  async function* deliveryRows(query: z.output<typeof deliveryLogQuerySchema>) {
    const size = 1000;
    for (let offset = 0; ; offset += size) {
      const { rows } = await deliveries.log(filterOf(query), size, offset);
      yield* rows;
      if (rows.length < size) return;
    }
  }

  /** The admin page's figures: today's in the college's day. */
  async function figures(): Promise<DeliveryFigures> {
    const since = dayStart(collegeTimeZone(), dayIn(collegeTimeZone(), clock()));
    const [counts, held, balance] = await Promise.all([
      deliveries.figures(since),
      deliveries.smsHeld(clock()),
      smsProvider?.balance().catch(() => null) ?? Promise.resolve(null),
    ]);
    return {
      sentToday: counts.sent,
      failedToday: counts.failed,
      waiting: counts.waiting,
      smsProvider: smsProvider?.name ?? 'off',
      smsBalance: balance,
      smsHeldUntil: held?.heldUntil.toISOString() ?? null,
    };
  }

  return {
    resultsPublished,
    tellNextChunk,
    receiptIssued,
    tellUser,
    tellRole,
    tellStudent,
    withdrawDueReminders,
    studentsWithLogin,
    testSend,
    page,
    unread,
    markRead,
    preferences,
    savePreferences,
    deliveryLog,
    deliveryRows,
    figures,
  };
}

/** The log's filter with its days read as the college's days. */
function filterOf(query: z.output<typeof deliveryLogQuerySchema>) {
  return {
    q: query.q?.trim() || undefined,
    channel: query.channel,
    state: query.state,
    kind: query.kind,
    from: query.from ? dayStart(collegeTimeZone(), query.from) : undefined,
    before: query.to ? dayStart(collegeTimeZone(), query.to, 1) : undefined,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
