import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MAIL_STATES } from '@campus/shared';

/**
 * Every mail the server sends, written in the transaction of what causes it (ADR 0058). The worker
 * claims a pending row by setting `lease_until`, sends it and marks it sent; a failed attempt moves
 * `next_attempt_at` on. The text is dropped once the mail is sent or given up: a reset link lives here
 * only until it has left.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body'),
    state: text('state', { enum: MAIL_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set while a server sends the mail; after it passes, a server that died mid-send has left it to the others. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** What the last attempt's SMTP server or connection said; never the text, a link or a password. */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID it left with: a mail that comes back names it (the bounce mailbox, ADR 0125). */
    messageId: text('message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('mail_outbox_message_id_idx').on(t.messageId),
    check('mail_outbox_state_known', sql`${t.state} in ('pending', 'sent', 'failed', 'kept')`),
  ],
);
