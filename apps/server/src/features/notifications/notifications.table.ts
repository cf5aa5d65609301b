import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DELIVERY_STATES, NOTIFICATION_CHANNELS, NOTIFICATION_KINDS } from '@campus/shared';
import { users } from '../auth/auth.table.js';

/**
 * What a person is told, one row per channel (ADR 0116, 0117). `idempotency_key` is the event, the
 * recipient and the channel: a second publish, a retry or a second server writing the same event adds
 * nothing. A row of the app is read in the bell; a row of e-mail or SMS is a message on its way out,
 * claimed by one server at a time and never sent twice.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The values of the kind's text. */
    params: jsonb('params').$type<Record<string, string>>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull().default('app'),
    /** The e-mail address or mobile number (`+91…`) it was sent to; null in the app. */
    address: text('address'),
    /** Null in the app. */
    state: text('state', { enum: DELIVERY_STATES }),
    attempts: integer('attempts').notNull().default(0),
    /** When it may go: later in the SMS quiet hours, or after an attempt the provider asked to repeat. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** Set while a server sends it; a row still `sending` after it passed was cut off mid-send. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** The SMS provider's id of the message, which its delivery reports name. */
    providerRef: text('provider_ref'),
    /** Why it failed, or why the last attempt did; never the text, an address's secret or a key. */
    reason: text('reason'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null and ${t.channel} = 'app'`),
    // With its id, the index gives a claim's order (due_at, id): a results day queues 100,000 messages
    // due at one instant, and without it each claim sorted all of them (ADR 0121).
    index('notifications_due_idx')
      .on(t.channel, t.dueAt, t.id)
      .where(sql`${t.state} = 'queued'`),
    index('notifications_sending_idx')
      .on(t.leaseUntil)
      .where(sql`${t.state} = 'sending'`),
    index('notifications_provider_ref_idx')
      .on(t.providerRef)
      .where(sql`${t.providerRef} is not null`),
    index('notifications_outbound_idx')
      .on(t.createdAt)
      .where(sql`${t.channel} <> 'app'`),
    check('notifications_state_of_channel', sql`(${t.channel} = 'app') = (${t.state} is null)`),
  ],
);

/** A person's choices (ADR 0117): without a row, every channel is on and mail is in English. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  language: text('language', { enum: ['en', 'de'] })
    .notNull()
    .default('en'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The office's wording of a kind (ADR 0117): the mail's subject and text in English and German, and
 * the SMS text as registered on DLT with its template IDs. Without a row, the kind's default is used.
 */
export const notificationTemplates = pgTable('notification_templates', {
  kind: text('kind', { enum: NOTIFICATION_KINDS }).primaryKey(),
  subjectEn: text('subject_en').notNull(),
  bodyEn: text('body_en').notNull(),
  subjectDe: text('subject_de').notNull(),
  bodyDe: text('body_de').notNull(),
  smsText: text('sms_text').notNull(),
  dltTemplateId: text('dlt_template_id').notNull(),
  providerTemplateId: text('provider_template_id').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/** When the SMS provider last refused the account or was down: every server waits until `held_until`. */
export const smsHold = pgTable('sms_hold', {
  id: integer('id').primaryKey().default(1),
  heldUntil: timestamp('held_until', { withTimezone: true }).notNull(),
  reason: text('reason').notNull(),
});

/**
 * A delivery report that came before its message's send was recorded (the provider answered the
 * webhook faster than our database the send): applied by whichever of the two is written second.
 */
export const smsEarlyReports = pgTable('sms_early_reports', {
  providerRef: text('provider_ref').primaryKey(),
  state: text('state', { enum: ['delivered', 'failed'] }).notNull(),
  reason: text('reason'),
  at: timestamp('at', { withTimezone: true }).notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An event of many recipients (a title's results published), told a chunk of students at a time
 * after its transaction (ADR 0117): `cursor` is the last student told, so a server that stops half-way
 * leaves the rest to the next, and a database of one connection answers others between chunks.
 */
export const notificationEvents = pgTable(
  'notification_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** What it is of: the exam title published. */
    subjectId: integer('subject_id').notNull(),
    cursor: integer('cursor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_events_subject_uq').on(t.kind, t.subjectId),
    index('notification_events_pending_idx')
      .on(t.id)
      .where(sql`${t.doneAt} is null`),
  ],
);
