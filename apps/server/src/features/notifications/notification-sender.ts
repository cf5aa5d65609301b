import { EventEmitter } from 'node:events';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { NotificationKind } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { errorText } from '../mail/mail.service.js';
import { mailMessageId } from '../mail/message-id.js';
import { createDeliveriesRepository, type ClaimedMessage, type OutboundChannel } from './deliveries.repository.js';
import { renderMail, smsValuesOf, valuesOf, type KindTemplate, type MessageContext } from './notification-templates.js';
import { renderSmsTemplate } from './sms/dlt-template.js';
import type { SmsDeliveryReport, SmsProvider } from './sms/sms.types.js';

/** The SMS channel: the provider and the college's DLT registration. */
interface SmsChannel {
  provider: SmsProvider;
  senderHeader: string;
  dltEntityId: string;
  /** The provider's rate limit: at most this many messages a second leave this server. */
  ratePerSecond: number;
}

export interface NotificationSenderDeps {
  db: Db;
  smtpUrl?: string;
  mailFrom: string;
  /** Without SMTP, the demo writes each mail, attachments and all, as an .eml file here (ADR 0069). */
  demoMailDir?: string;
  sms?: SmsChannel;
  templateOf: (kind: NotificationKind) => Promise<KindTemplate>;
  /** A receipt's PDF for its mail. */
  receiptPdf?: (receiptNo: string) => Promise<{ pdf: Buffer; fileName: string } | undefined>;
  college: () => Promise<Pick<MessageContext, 'college' | 'collegeCode' | 'publicUrl'>>;
  /** Tells the next chunk of a pending event of many recipients; false when none is left here. */
  tellNextChunk?: () => Promise<boolean>;
  /** Seconds between looks for due messages (the quiet hours' end, retries, other servers' leases); 0 = only when woken. */
  pollSeconds: number;
  clock?: Clock;
  log?: FastifyBaseLogger;
}

/** The waits after the 1st, 2nd, … failed attempt of a mail; after the last it is given up. */
const MAIL_RETRY_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 6 * 3600];
/** The waits of the SMS channel after the provider was down or refused the account: growing, never giving up. */
const SMS_BACKOFF_SECONDS = [30, 2 * 60, 10 * 60, 30 * 60];
const HOLD_SECONDS = 15 * 60;
/** How many messages a server claims at once; each is sent before the lease runs out. */
const BATCH = 40;
/**
 * Messages of a batch on their way at once (a wave): an SMS provider answers each call over the
 * network, and one at a time would send a few a second whatever its rate limit; a wave of 20 is
 * marked and recorded in one statement each, which keeps a results day's SMS near the limit on the
 * embedded database (ADR 0121). Mail goes one at a time: an SMTP server counts a sender's connections.
 */
const IN_FLIGHT: Record<OutboundChannel, number> = { email: 1, sms: 20 };
const LEASE_MS = 10 * 60_000;
/** A report kept this long without its message is not one of ours. */
const STALE_REPORT_MS = 2 * 86_400_000;
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
export const INTERRUPTED =
  'The server stopped while sending it; it is not sent again, for the provider may have taken it and nobody is told twice';

type Runner = OutboundChannel | 'events';

type Outcome =
  | { state: 'sent'; providerRef?: string }
  | { state: 'failed'; reason: string; problem?: boolean }
  | { state: 'queued'; reason: string; waitSeconds: number; holdChannel?: boolean };

/**
 * Sends the e-mail and SMS messages the notifications service queued (ADR 0117): each server reserves
 * a few at a time and marks each `sending`, committed, before it leaves, so a server killed mid-send never
 * sends one twice; SMS is paced to the provider's rate, and a provider that is down or refuses the
 * account holds the whole channel, on every server, until it answers again — nothing is lost.
 */
export function createNotificationSender(deps: NotificationSenderDeps) {
  const {
    db,
    smtpUrl,
    mailFrom,
    demoMailDir,
    sms,
    templateOf,
    receiptPdf,
    college,
    tellNextChunk,
    pollSeconds,
    clock = systemClock,
    log,
  } = deps;
  const repo = createDeliveriesRepository(db);
  const transport = smtpUrl
    ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
    : demoMailDir
      ? nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
      : undefined;
  const channels: OutboundChannel[] = [...(transport ? (['email'] as const) : []), ...(sms ? (['sms'] as const) : [])];
  /** One run at a time of each: the events being told, and each channel's sending. */
  const runs = new Map<Runner, { running?: Promise<void>; again: boolean }>(
    [...(tellNextChunk ? (['events'] as const) : []), ...channels].map((c) => [c, { again: false }]),
  );
  let timer: NodeJS.Timeout | undefined;
  const wakeTimers = new Set<NodeJS.Timeout>();
  let stopped = false;
  let nextSmsSlot = 0;
  /** 'change' after every outcome and delivery report: what tests and the log wait on, never a timer. */
  const events = new EventEmitter();
  const reporting = new Set<Promise<unknown>>();

  /** The college's name and address, read once a batch rather than once a message. */
  let collegeOf: ReturnType<typeof college> | undefined;
  async function contextOf(m: ClaimedMessage): Promise<MessageContext> {
    collegeOf ??= college();
    return { ...(await collegeOf), name: m.fullName, username: m.username, language: m.language };
  }

  async function sendMail(m: ClaimedMessage): Promise<Outcome> {
    const context = await contextOf(m);
    const values = valuesOf(m.kind, m.params, context);
    const mail = renderMail(m.kind, await templateOf(m.kind), values, m.language);
    const attachment = m.kind === 'receiptIssued' && m.params.receiptNo ? await receiptPdf?.(m.params.receiptNo) : undefined;
    const messageId = mailMessageId('notification', m.id, mailFrom);
    const message = {
      from: mailFrom,
      to: m.address,
      messageId,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: attachment ? [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }] : [],
    };
    try {
      const info = await transport!.sendMail(message);
      if (!smtpUrl && demoMailDir) await writeDemoMail(m.id, (info as unknown as { message: Buffer }).message);
      // A mail that comes back later names it by this Message-ID (the bounce mailbox, ADR 0125).
      return { state: 'sent', providerRef: messageId };
    } catch (err) {
      const reason = errorText(err, smtpUrl);
      const code = (err as { responseCode?: number }).responseCode ?? 0;
      // The mail server refused the address for good: trying again cannot help, and the office should fix it.
      if (code >= 500 && (err as { command?: string }).command === 'RCPT TO') return { state: 'failed', reason, problem: true };
      const wait = MAIL_RETRY_SECONDS[m.attempts - 1];
      return wait === undefined ? { state: 'failed', reason } : { state: 'queued', reason, waitSeconds: wait };
    }
  }

  async function writeDemoMail(id: number, eml: Buffer) {
    const dir = demoMailDir!;
    await fs.mkdir(dir, { recursive: true, mode: 0o700 });
    const file = path.join(dir, `notification-${String(id).padStart(7, '0')}.eml`);
    await fs.writeFile(file, eml, { mode: 0o600 });
    log?.info({ notificationId: id, file }, `notifications: no SMTP configured; the mail is written to ${file}`);
  }

  /** Waits for this server's next turn under the provider's rate limit. */
  async function paced() {
    const gapMs = 1000 / Math.max(sms!.ratePerSecond, 0.001);
    const now = Date.now();
    const slot = Math.max(now, nextSmsSlot);
    nextSmsSlot = slot + gapMs;
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  async function sendSms(m: ClaimedMessage): Promise<Outcome> {
    const context = await contextOf(m);
    const template = await templateOf(m.kind);
    const variables = smsValuesOf(m.kind, valuesOf(m.kind, m.params, context), context);
    const rendered = renderSmsTemplate(template.smsText, variables);
    if (!rendered.ok) return { state: 'failed', reason: `Not sent: ${rendered.reason}` };
    await paced();
    const answer = await sms!.provider.send({
      to: m.address,
      senderHeader: sms!.senderHeader,
      dltEntityId: sms!.dltEntityId,
      dltTemplateId: template.dltTemplateId,
      providerTemplateId: template.providerTemplateId,
      variables,
      text: rendered.text,
      reference: String(m.id),
    });
    const backoff = SMS_BACKOFF_SECONDS[Math.min(m.attempts - 1, SMS_BACKOFF_SECONDS.length - 1)]!;
    switch (answer.outcome) {
      case 'accepted':
        return { state: 'sent', providerRef: answer.providerRef };
      case 'retry':
        return { state: 'queued', reason: answer.reason, waitSeconds: answer.waitSeconds ?? backoff, holdChannel: true };
      case 'hold':
        return { state: 'queued', reason: answer.reason, waitSeconds: HOLD_SECONDS, holdChannel: true };
      case 'refused':
        return { state: 'failed', reason: answer.reason, problem: true };
      case 'unknown':
        return { state: 'failed', reason: `${answer.reason}; not sent again, for the provider may have taken it` };
      default:
        return { state: 'failed', reason: 'The SMS provider gave an answer this server does not know' };
    }
  }

  async function attempt(channel: OutboundChannel, m: ClaimedMessage, leaseUntil: Date): Promise<Outcome> {
    let outcome: Outcome;
    try {
      outcome = channel === 'email' ? await sendMail(m) : await sendSms(m);
    } catch (err) {
      log?.error({ err, notificationId: m.id }, 'notifications: a message could not be prepared');
      outcome = { state: 'failed', reason: 'The message could not be prepared; see the server log' };
    }
    const now = clock();
    // A message sent is recorded with the rest of its wave (sendBatch).
    if (outcome.state === 'sent') return outcome;
    if (outcome.state === 'failed') {
      await repo.settle(m.id, leaseUntil, { state: 'failed', reason: outcome.reason });
      if (outcome.problem) await repo.markProblem(m.userId, channel, m.address, outcome.reason);
      log?.warn({ notificationId: m.id, channel, reason: outcome.reason }, 'notifications: a message failed');
    } else {
      const dueAt = new Date(now.getTime() + outcome.waitSeconds * 1000);
      await repo.settle(m.id, leaseUntil, { state: 'queued', reason: outcome.reason, dueAt });
      log?.warn({ notificationId: m.id, channel, reason: outcome.reason, dueAt }, 'notifications: sending waits');
      if (outcome.holdChannel) await repo.holdSms(dueAt, outcome.reason);
    }
    events.emit('change');
    return outcome;
  }

  /** Puts the rest of a claimed batch back, untried, due when the channel's hold ends and saying why it waits. */
  const release = (rest: ClaimedMessage[], leaseUntil: Date, dueAt: Date, reason: string | null) =>
    repo.release(
      rest.map((m) => m.id),
      leaseUntil,
      dueAt,
      reason,
    );

  /** Sends a channel's due messages until none is left, or the provider holds it. */
  async function drain(channel: OutboundChannel) {
    await repo.failInterrupted(clock(), INTERRUPTED);
    if (channel === 'sms') await repo.dropStaleReports(new Date(clock().getTime() - STALE_REPORT_MS));
    for (;;) {
      // Telling comes first: the event's runner wakes the channels when its last chunk is told.
      if (stopped || runs.get('events')?.running) return;
      const now = clock();
      if (channel === 'sms') {
        const held = await repo.smsHeld(now);
        if (held) return wakeAt(channel, held.heldUntil);
      }
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      const batch = await repo.claim(channel, now, leaseUntil, BATCH);
      if (batch.length === 0) return;
      collegeOf = undefined;
      const held = await sendBatch(channel, batch, leaseUntil);
      if (stopped) return;
      if (held) return wakeAt(channel, held);
    }
  }

  /**
   * Sends a claimed batch in waves of IN_FLIGHT messages: a wave is marked `sending` in one statement,
   * then its messages go at once. Once the provider holds the channel (or the server closes), no
   * further wave starts: those left go back, due when the hold ends. Answers the end of the hold, if any.
   */
  async function sendBatch(channel: OutboundChannel, batch: ClaimedMessage[], leaseUntil: Date): Promise<Date | undefined> {
    const width = IN_FLIGHT[channel];
    let hold: { until: Date; reason: string } | undefined;
    for (let i = 0; i < batch.length; i += width) {
      if (stopped || hold) {
        await release(batch.slice(i), leaseUntil, hold?.until ?? clock(), hold?.reason ?? null);
        break;
      }
      const wave = batch.slice(i, i + width);
      const started = await repo.startSending(
        wave.map((m) => m.id),
        leaseUntil,
      );
      const sent: { id: number; providerRef: string | null }[] = [];
      await Promise.all(
        wave
          .filter((m) => started.has(m.id))
          .map(async (m) => {
            const outcome = await attempt(channel, m, leaseUntil);
            if (outcome.state === 'sent') sent.push({ id: m.id, providerRef: outcome.providerRef ?? null });
            if (outcome.state === 'queued' && outcome.holdChannel)
              hold ??= { until: new Date(clock().getTime() + outcome.waitSeconds * 1000), reason: outcome.reason };
          }),
      );
      if (sent.length > 0) {
        await problemsOf(await repo.settleSent(sent, leaseUntil, clock()));
        events.emit('change');
      }
    }
    return hold?.until;
  }

  /** Tells pending events a chunk at a time, letting other work in between, then sends what they queued. */
  async function tellEvents() {
    while (!stopped && (await tellNextChunk!())) {
      events.emit('change');
      await new Promise((resolve) => setImmediate(resolve));
    }
    for (const channel of channels) wakeChannel(channel);
  }

  function wakeAt(channel: OutboundChannel, at: Date) {
    if (stopped) return;
    const t = setTimeout(
      () => {
        wakeTimers.delete(t);
        wakeChannel(channel);
      },
      Math.max(0, at.getTime() - clock().getTime()),
    );
    t.unref();
    wakeTimers.add(t);
  }

  function wakeChannel(channel: Runner) {
    const run = runs.get(channel);
    if (!run || stopped) return;
    if (run.running) {
      run.again = true;
      return;
    }
    run.again = false;
    run.running = (channel === 'events' ? tellEvents() : drain(channel))
      .catch((err: unknown) => void log?.error({ err, channel }, 'notifications: messages could not be read; the next look tries again'))
      .finally(() => {
        run.running = undefined;
        if (run.again) wakeChannel(channel);
      });
  }

  /** Looks for events to tell and due messages now (after an event's commit; the timer). */
  function wake() {
    for (const runner of runs.keys()) wakeChannel(runner);
  }

  /** Tells the events waiting now, here, and resolves when none is left for this server (a results warm-up waits for it). */
  async function told() {
    const run = runs.get('events');
    if (!run) return;
    wakeChannel('events');
    while (run.running) await run.running;
  }

  /** A number the provider could not deliver to is marked on its person. */
  async function problemsOf(changed: { userId: number; address: string | null; state: string | null; reason: string | null }[]) {
    for (const row of changed)
      if (row.state === 'failed' && row.address) await repo.markProblem(row.userId, 'sms', row.address, row.reason ?? 'Failed');
  }

  async function record(report: SmsDeliveryReport) {
    const changed = await repo.report(report.providerRef, report.state, report.reason, report.at ?? clock());
    await problemsOf(changed);
    return changed.length;
  }

  /** A delivery report of the SMS provider (its webhook, or the demo's simulator): how many messages it changed. */
  async function reported(report: SmsDeliveryReport): Promise<number> {
    // A report after the server began to close waits for the provider's next try (or reconciliation).
    if (stopped) return 0;
    const done = record(report);
    reporting.add(done);
    try {
      return await done;
    } finally {
      reporting.delete(done);
      events.emit('change');
    }
  }

  function start() {
    if (timer || stopped || runs.size === 0) return;
    wake();
    if (pollSeconds <= 0) return;
    timer = setInterval(wake, pollSeconds * 1000);
    timer.unref();
  }

  /** Until no send or report is under way here (tests; closing the app). */
  async function settled() {
    for (;;) {
      const running = [...[...runs.values()].map((r) => r.running), ...reporting].filter(Boolean);
      if (running.length === 0) return;
      await Promise.allSettled(running);
    }
  }

  async function stop() {
    stopped = true;
    clearInterval(timer);
    for (const t of wakeTimers) clearTimeout(t);
    wakeTimers.clear();
    await settled();
    transport?.close();
  }

  const channelsOn = () => ({ email: transport ? (smtpUrl ? 'smtp' : 'files') : 'off', sms: sms ? sms.provider.name : 'off' });

  return { wake, told, start, stop, settled, reported, channelsOn, events };
}

export type NotificationSender = ReturnType<typeof createNotificationSender>;
