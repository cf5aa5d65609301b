import type { FastifyBaseLogger } from 'fastify';
import { ImapFlow } from 'imapflow';
import type { Db } from '../../../db/client.js';
import { outboxMailBounced } from '../../mail/mail.service.js';
import { senderOf } from '../../mail/message-id.js';
import { createDeliveriesRepository } from '../deliveries.repository.js';
import { bounceReason, parseBounce } from './mail-bounce.js';

export interface BounceMailboxDeps {
  db: Db;
  /** `imap://` or `imaps://user:password@host:port/Mailbox` (INBOX when no mailbox is named). */
  imapUrl: string;
  /** Seconds between looks at the mailbox; 0 = only when asked (`readOnce`). */
  pollSeconds: number;
  log?: FastifyBaseLogger;
  /** After each look that changed a message: the delivery log and the office's figures read the database. */
  onChange?: () => void;
}

/** What one look at the mailbox found: mails read, of them bounces of our messages, and messages marked failed. */
export interface BounceLook {
  read: number;
  bounces: number;
  failed: number;
}

const CONNECT_TIMEOUT_MS = 15_000;
/** At most this many unread mails are read in one look; the next look takes the rest. */
const BATCH = 200;

function connectionOf(imapUrl: string) {
  const url = new URL(imapUrl);
  const secure = url.protocol === 'imaps:';
  return {
    options: {
      host: url.hostname,
      port: Number(url.port) || (secure ? 993 : 143),
      secure,
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
      logger: false as const,
      connectionTimeout: CONNECT_TIMEOUT_MS,
      greetingTimeout: CONNECT_TIMEOUT_MS,
    },
    mailbox: decodeURIComponent(url.pathname.replace(/^\//, '')) || 'INBOX',
    where: `${url.protocol}//${url.hostname}:${url.port || (secure ? 993 : 143)}`,
  };
}

/**
 * Reads the mailbox that the college's mail server returns undeliverable mail to (the envelope
 * sender's): each unread mail that is a bounce of a message we sent (its Message-ID, ADR 0125), a
 * notification or a mail of the outbox, marks that message failed with the receiving server's reason
 * and its address as failing on its person, so that the office can fix it. Every mail read is marked
 * seen, ours or not; nothing is deleted. Marking a message failed twice changes nothing, so two
 * servers reading the same mailbox tell nobody twice.
 */
export function createBounceMailbox({ db, imapUrl, pollSeconds, log, onChange }: BounceMailboxDeps) {
  const repo = createDeliveriesRepository(db);
  const connection = connectionOf(imapUrl);
  let running: Promise<BounceLook> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function applyBounce(raw: Buffer): Promise<number> {
    const bounce = await parseBounce(raw);
    if (!bounce?.originalMessageId) return -1;
    const sender = senderOf(bounce.originalMessageId);
    let failed = 0;
    for (const recipient of bounce.recipients) {
      const reason = bounceReason(recipient);
      if (sender === 'notification') {
        for (const row of await repo.bounced(bounce.originalMessageId, reason)) {
          failed++;
          if (row.address) await repo.markProblem(row.userId, 'email', row.address, reason);
        }
      }
      // A mail of the outbox (a password reset link, a sign-up's answer): it names only its address.
      if (sender === 'outbox') {
        for (const row of await outboxMailBounced(db, bounce.originalMessageId, reason)) {
          failed++;
          await repo.markEmailProblem(row.recipient, reason);
        }
      }
    }
    return failed;
  }

  async function look(): Promise<BounceLook> {
    const client = new ImapFlow(connection.options);
    // A connection that drops is reported by the look that used it; the client's own event would otherwise be unhandled.
    client.on('error', (err: unknown) => log?.warn({ err, mailbox: connection.where }, 'bounces: the mailbox connection failed'));
    await client.connect();
    const found: BounceLook = { read: 0, bounces: 0, failed: 0 };
    try {
      const lock = await client.getMailboxLock(connection.mailbox);
      try {
        const unread = ((await client.search({ seen: false }, { uid: true })) || []).slice(0, BATCH);
        if (unread.length === 0) return found;
        const mails: { uid: number; source: Buffer }[] = [];
        for await (const m of client.fetch(unread, { uid: true, source: true }, { uid: true })) {
          if (m.source) mails.push({ uid: m.uid, source: m.source });
        }
        for (const mail of mails) {
          const failed = await applyBounce(mail.source);
          found.read++;
          if (failed >= 0) found.bounces++;
          found.failed += Math.max(failed, 0);
        }
        await client.messageFlagsAdd(
          mails.map((m) => m.uid),
          ['\\Seen'],
          { uid: true },
        );
      } finally {
        lock.release();
      }
    } finally {
      await client.logout().catch(() => client.close());
    }
    if (found.read > 0) log?.info(found, 'bounces: the mailbox was read');
    if (found.failed > 0) onChange?.();
    return found;
  }

  /** Reads the mailbox's unread mail now (one look at a time on this server). */
  function readOnce(): Promise<BounceLook> {
    running ??= look().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (stopped || pollSeconds <= 0) return;
    timer = setTimeout(() => {
      readOnce()
        .catch((err: unknown) =>
          log?.warn({ err, mailbox: connection.where }, 'bounces: the mailbox could not be read; the next look tries again'),
        )
        .finally(schedule);
    }, pollSeconds * 1000);
    timer.unref();
  }

  return {
    readOnce,
    start: schedule,
    async close() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

export type BounceMailbox = ReturnType<typeof createBounceMailbox>;
