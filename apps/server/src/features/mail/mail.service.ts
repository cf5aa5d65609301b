import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboxPage } from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createMailRepository, type MailRow } from './mail.repository.js';
import { mailMessageId } from './message-id.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The waits after the 1st, 2nd, … failed attempt; after the last the mail is given up (failed). */
export const RETRY_WAITS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600];
/** How long a server holds a mail it is sending: far longer than the SMTP timeouts below allow one attempt. */
const LEASE_MS = 5 * 60 * 1000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
const LAST_ERROR_MAX = 300;

export interface MailServiceDeps {
  db: Db;
  smtpUrl?: string;
  from: string;
  /** Seconds between looks for due mail (retries, other servers' leases that ran out); 0 = only when woken. */
  pollSeconds: number;
  /**
   * The demo without SMTP writes each mail it cannot send to a file in this folder (ADR 0069): it has
   * no other way to deliver a reset link, and no log may hold one.
   */
  demoMailDir?: string;
  clock?: Clock;
  log?: FastifyBaseLogger;
}

/**
 * What an SMTP server or the connection said, for the administrator: the reply or the error's text,
 * without anything that could be a credential or a link's token.
 */
export function errorText(err: unknown, smtpUrl = ''): string {
  const e = err as { code?: string; response?: string; message?: string };
  const said = e.response ?? e.message ?? String(err);
  const password = URL.canParse(smtpUrl) ? decodeURIComponent(new URL(smtpUrl).password) : '';
  let text = `${e.code ? `${e.code}: ` : ''}${said}`
    .replace(/\b[a-z][\w+.-]*:\/\/[^\s/@]*@/gi, (m) => m.replace(/\/\/[^@]*@/, '//***@'))
    .replace(/token=[\w-]+/gi, 'token=***')
    // A mail server's refusal names its recipient: the domain says enough to the office, the rest is a person's.
    .replace(/[\w.+-]+@((?:[\w-]+\.)+[a-z]{2,})/gi, '***@$1');
  if (password) text = text.split(password).join('***');
  return text.length > LAST_ERROR_MAX ? `${text.slice(0, LAST_ERROR_MAX - 1)}…` : text;
}

/** A mail of the outbox that came back (the bounce mailbox, ADR 0125): it fails with the reason; the addresses it went to. */
export function outboxMailBounced(db: DbOrTx, messageId: string, reason: string) {
  return createMailRepository(db).bounced(messageId, reason);
}

/**
 * The durable outbox (ADR 0058): `enqueue` writes a mail in the caller's transaction; the worker
 * sends due mail through SMTP_URL, one claimed row at a time, retrying with growing waits. Without
 * SMTP_URL the mail stays pending in the outbox.
 */
export function createMailService({ db, smtpUrl, from, pollSeconds, demoMailDir, clock = systemClock, log }: MailServiceDeps) {
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const repo = createMailRepository(db);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  /** Writes the mail in the caller's transaction; `wake()` after the commit sends it at once. */
  async function enqueue(tx: DbOrTx, mail: Mail) {
    const row = await createMailRepository(tx).insert({ recipient: mail.to, subject: mail.subject, body: mail.text }, clock());
    if (!transport && demoMailDir) await writeDemoMail(demoMailDir, row.id, mail);
  }

  /** One .eml file a mail program opens, readable by the server's own user only; the log names the file, never the text. */
  async function writeDemoMail(dir: string, id: number, mail: Mail) {
    const file = path.join(dir, `${String(id).padStart(6, '0')}.eml`);
    const eml = [
      `From: ${from}`,
      `To: ${mail.to}`,
      `Subject: ${mail.subject}`,
      `Date: ${clock().toUTCString()}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      mail.text,
      '',
    ].join('\r\n');
    try {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      await fs.writeFile(file, eml, { mode: 0o600 });
      log?.info({ mailId: id, file }, `Mail to ${mail.to} (no SMTP configured): kept in the outbox and written to ${file}`);
    } catch (err) {
      log?.warn({ err, mailId: id }, 'mail: the demo could not write the mail to its folder; it stays in the outbox');
    }
  }

  async function attempt(row: MailRow, leaseUntil: Date) {
    const messageId = mailMessageId('outbox', row.id, from);
    try {
      await transport!.sendMail({ from, to: row.recipient, subject: row.subject, text: row.body ?? '', messageId });
    } catch (err) {
      const waitSeconds = RETRY_WAITS_SECONDS[row.attempts - 1];
      const lastError = errorText(err, smtpUrl);
      log?.warn({ mailId: row.id, attempts: row.attempts, lastError }, 'mail: sending failed');
      const retry = waitSeconds !== undefined;
      await repo.settle(
        row.id,
        leaseUntil,
        retry ? { lastError, nextAttemptAt: new Date(clock().getTime() + waitSeconds * 1000) } : { lastError, state: 'failed', body: null },
      );
      return;
    }
    const ours = await repo.settle(row.id, leaseUntil, { state: 'sent', sentAt: clock(), lastError: null, body: null, messageId });
    if (!ours) log?.warn({ mailId: row.id }, 'mail: sent after its lease ran out; another server may send it again');
  }

  /** Sends due mail until none is left. */
  async function drain() {
    do {
      again = false;
      for (;;) {
        if (stopped) return;
        const now = clock();
        const leaseUntil = new Date(now.getTime() + LEASE_MS);
        const row = await repo.claim(now, leaseUntil);
        if (!row) break;
        await attempt(row, leaseUntil);
      }
    } while (again);
  }

  /** Looks for due mail now (after an enqueue's commit; the timer). */
  function wake() {
    if (!transport || stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => void log?.error({ err }, 'mail: the outbox could not be read; the next look tries again'))
      .finally(() => {
        running = undefined;
        // A wake that came while this run was ending.
        if (again) wake();
      });
  }

  function start() {
    if (!transport || timer || stopped) return;
    wake();
    if (pollSeconds <= 0) return;
    timer = setInterval(wake, pollSeconds * 1000);
    timer.unref();
  }

  /** Until no send is under way here (closing the app; tests). */
  async function settled() {
    while (running) await running;
  }

  /** Ends the timer and waits for a send in flight; what is left stays pending for the next start. */
  async function stop() {
    stopped = true;
    clearInterval(timer);
    timer = undefined;
    await settled();
    transport?.close();
  }

  /** The administrator's view: state, recipient, subject, attempts, last error and times; never the text. */
  async function page(page: number, size: number): Promise<OutboxPage> {
    const { total, rows } = await repo.page(page, size);
    return {
      smtp: transport ? 'configured' : 'not configured',
      total,
      page,
      size,
      mails: rows.map((m) => ({
        id: m.id,
        recipient: m.recipient,
        subject: m.subject,
        state: m.state,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        nextAttemptAt: m.state === 'pending' ? m.nextAttemptAt.toISOString() : null,
        sentAt: m.sentAt?.toISOString() ?? null,
      })),
    };
  }

  /** For the health answer: whether mail can leave, and how much waits or was given up. */
  async function status() {
    const { pending, failed, oldestPending } = await repo.counts();
    const oldestPendingSeconds = oldestPending ? Math.max(0, Math.floor((clock().getTime() - oldestPending.getTime()) / 1000)) : null;
    return { smtp: transport ? ('configured' as const) : ('not configured' as const), pending, failed, oldestPendingSeconds };
  }

  return { enqueue, wake, start, stop, settled, page, status };
}

export type MailService = ReturnType<typeof createMailService>;
