import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES as M, type OutboxPage } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { resetTokenOf, startSmtp } from '../../../test/smtp.js';
import { buildApp } from '../../app.js';
import { users } from '../auth/auth.table.js';
import { createMailService, RETRY_WAITS_SECONDS } from './mail.service.js';
import { mailOutbox } from './mail.table.js';

const MINUTE = 60_000;
let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;

/** Reads until `ok` holds: the worker's next look is an event this waits for, not a fixed time. */
const eventually = <T>(read: () => Promise<T>, ok: (v: T) => boolean) =>
  vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 15_000, interval: 50 },
  );

for (const target of targets) {
  describe(`the mail outbox (${target})`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let admin: Record<string, string>;
    let now = Date.now();
    const clock = () => new Date(now);

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(target, { env: { SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: '0', MAIL_POLL_SECONDS: '1' }, clock });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    /** A new active account with an e-mail address, made by the administrator. */
    async function newUser() {
      const id = unique();
      const username = `mail${id}`;
      const email = `${username}@college.example`;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: admin,
        payload: {
          fullName: 'Ravi Teja',
          username,
          email,
          password: 'secret1',
          eamcetCode: 'VCET',
          collegeName: 'Vignan College',
          instituteType: 'engineering',
          role: ['accountant'],
        },
      });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.username, username));
      return { id: row!.id, username, email };
    }
    const rowsTo = (recipient: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient));
    const rowTo = async (recipient: string) => (await rowsTo(recipient))[0]!;
    const forgot = (login: string, app: FastifyInstance = t.app) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login } });
    const outbox = (query = '') => t.app.inject({ method: 'GET', url: `/api/users/outbox${query}`, headers: admin });

    it('writes a reset mail with its link in one transaction and delivers it once; the text is gone once sent', async () => {
      const user = await newUser();
      const before = smtp.messages.length;
      expect((await forgot(user.username)).json()).toEqual({ message: M.resetLinkSent, key: 'accounts.resetLinkSent' });
      const mail = await smtp.waitFor(user.email, before);
      expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
      await t.app.settled();
      expect(smtp.messages.slice(before).filter((m) => m.to.includes(user.email))).toHaveLength(1);
      const row = await rowTo(user.email);
      expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null, body: null, leaseUntil: null });
      expect(row.sentAt).toEqual(clock());

      const token = resetTokenOf(mail)!;
      const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword: 'Fresh#2026a' } });
      expect(reset.json()).toEqual({ message: M.passwordReset, key: 'accounts.passwordReset' });
    });

    it('keeps a mail the SMTP server refuses or cannot be reached for pending, tries again later, and delivers it when SMTP is back', async () => {
      const user = await newUser();
      const start = now;
      smtp.refuse(451);
      await forgot(user.username);
      await t.app.settled();
      const refused = await rowTo(user.email);
      expect(refused).toMatchObject({ state: 'pending', attempts: 1, leaseUntil: null, sentAt: null });
      expect(refused.lastError).toContain('451 Mailbox busy, try again later');
      expect(refused.nextAttemptAt).toEqual(new Date(start + RETRY_WAITS_SECONDS[0]! * 1000));
      expect(refused.body).toContain('/reset-password?token=');

      // The server is down: the next attempt, a minute later, cannot connect.
      await smtp.close();
      smtp.refuse(null);
      now += MINUTE + 1000;
      const down = await eventually(
        () => rowTo(user.email),
        (r) => r.attempts === 2 && r.leaseUntil === null,
      );
      expect(down).toMatchObject({ state: 'pending', sentAt: null });
      expect(down.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED 127.0.0.1:\d+$/);
      expect(down.nextAttemptAt).toEqual(new Date(now + RETRY_WAITS_SECONDS[1]! * 1000));
      const shown = (await outbox()).json() as OutboxPage;
      expect(shown.mails.find((m) => m.recipient === user.email)).toEqual({
        id: down.id,
        recipient: user.email,
        subject: 'Campus ERP: reset your password',
        state: 'pending',
        attempts: 2,
        lastError: down.lastError,
        createdAt: down.createdAt.toISOString(),
        nextAttemptAt: down.nextAttemptAt.toISOString(),
        sentAt: null,
      });

      // Back on the same address: the attempt after the five-minute wait delivers it, once.
      smtp = await startSmtp(smtp.port);
      now += 5 * MINUTE + 1000;
      const mail = await smtp.waitFor(user.email);
      expect(resetTokenOf(mail)).toMatch(/^[\w-]{43}$/);
      const sent = await eventually(
        () => rowTo(user.email),
        (r) => r.state === 'sent',
      );
      expect(sent).toMatchObject({ attempts: 3, lastError: null, body: null });
      await t.app.settled();
      expect(smtp.messages.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    });

    it('gives a mail up after the last retry, and counts it in the status', async () => {
      const user = await newUser();
      smtp.refuse(550);
      try {
        await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password-reset`, headers: admin });
        await t.app.settled();
        for (const [i, wait] of RETRY_WAITS_SECONDS.entries()) {
          now += wait * 1000 + 1000;
          await eventually(
            () => rowTo(user.email),
            (r) => r.attempts === i + 2 && r.leaseUntil === null,
          );
        }
      } finally {
        smtp.refuse(null);
      }
      const row = await rowTo(user.email);
      expect(row).toMatchObject({ state: 'failed', attempts: RETRY_WAITS_SECONDS.length + 1, body: null, sentAt: null });
      expect(row.lastError).toContain('550 Mailbox unavailable');
      const status = await createMailService({
        db: t.database.db,
        smtpUrl: smtp.url,
        from: 'x@y',
        pollSeconds: 0,
        clock,
      }).status();
      expect(status).toMatchObject({ smtp: 'configured', pending: 0 });
      expect(status.failed).toBeGreaterThanOrEqual(1);
      expect(status.oldestPendingSeconds).toBeNull();
    });

    it('leaves a mail that a server claimed and never finished (it crashed) alone until its lease ends, then sends it', async () => {
      const recipient = `crashed${unique()}@college.example`;
      await t.database.db.insert(mailOutbox).values({
        recipient,
        subject: 'Campus ERP: reset your password',
        body: 'claimed by a server that stopped',
        attempts: 1,
        nextAttemptAt: clock(),
        leaseUntil: new Date(now + 5 * MINUTE),
      });
      const other = await newUser();
      await forgot(other.username);
      await smtp.waitFor(other.email);
      await t.app.settled();
      expect(await rowTo(recipient)).toMatchObject({ state: 'pending', attempts: 1 });
      expect(smtp.messages.some((m) => m.to.includes(recipient))).toBe(false);

      now += 5 * MINUTE + 1000;
      await smtp.waitFor(recipient);
      expect(
        await eventually(
          () => rowTo(recipient),
          (r) => r.state === 'sent',
        ),
      ).toMatchObject({ attempts: 2 });
    });

    it('two servers on one database deliver each mail exactly once', async () => {
      const second = await buildApp({ ...t.config, webDist: '/nonexistent-web' }, { database: t.database, seed: false, clock });
      await second.ready();
      try {
        const people = await Promise.all(Array.from({ length: 8 }, () => newUser()));
        const bulk = Array.from({ length: 24 }, (_, i) => `bulk${unique()}x${i}@college.example`);
        const before = smtp.messages.length;
        // Written without waking either worker: both find them on their next look, at the same moment.
        await t.database.db
          .insert(mailOutbox)
          .values(bulk.map((recipient) => ({ recipient, subject: 'Campus ERP: notice', body: 'A notice', nextAttemptAt: clock() })));
        const asked = await Promise.all(
          people.map((p, i) =>
            (i % 2 ? second : t.app).inject({ method: 'POST', url: `/api/users/${p.id}/password-reset`, headers: admin }),
          ),
        );
        expect(asked.map((r) => r.statusCode)).toEqual(people.map(() => 200));
        const everyone = [...people.map((p) => p.email), ...bulk];
        for (const address of everyone) await smtp.waitFor(address, before);
        await Promise.all([t.app.settled(), second.settled()]);
        const received = smtp.messages.slice(before).flatMap((m) => m.to);
        for (const address of everyone)
          expect(
            received.filter((a) => a === address),
            address,
          ).toHaveLength(1);
        for (const address of everyone) expect(await rowTo(address), address).toMatchObject({ state: 'sent', attempts: 1 });
      } finally {
        await second.close();
      }
    });

    it("shows administrators each mail's state, recipient, subject, attempts and times, paged, never its text or link", async () => {
      const user = await newUser();
      smtp.refuse(451);
      try {
        await forgot(user.username);
        await t.app.settled();
      } finally {
        smtp.refuse(null);
      }
      const res = await outbox('?page=1&size=5');
      expect(res.statusCode).toBe(200);
      const page = res.json() as OutboxPage;
      expect(page).toMatchObject({ smtp: 'configured', page: 1, size: 5 });
      expect(page.total).toBeGreaterThan(5);
      expect(page.mails).toHaveLength(5);
      expect(page.mails[0]).toMatchObject({ recipient: user.email, state: 'pending', attempts: 1 });
      for (const text of ['token', 'reset-password', 'Dear ', 'body']) expect(res.body).not.toContain(text);
      const everything = await outbox('?size=100');
      for (const text of ['token', 'reset-password', 'Dear ']) expect(everything.body).not.toContain(text);

      const bad = await outbox('?size=500');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'size', message: 'size must be a whole number from 1 to 100' });
      const student = await bearer(t.app, 'student');
      expect((await t.app.inject({ method: 'GET', url: '/api/users/outbox', headers: student })).statusCode).toBe(403);
    });
  });

  describe(`the mail outbox without SMTP (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { DEMO: 'false', LOGIN_RATE_LIMIT: '0' } });
    });
    afterAll(async () => t?.close());

    it('keeps mail pending and says so in the status; the demo writes it to a file of its own, never the link to the log', async () => {
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: 'accountant' } });
      await t.app.settled();
      const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'accountant@vcet.edu.in'));
      expect(row).toMatchObject({ state: 'pending', attempts: 0, sentAt: null });

      const later = () => new Date(row!.createdAt.getTime() + 90_000);
      const lines: unknown[] = [];
      const log = { info: (...args: unknown[]) => lines.push(args), warn: (...args: unknown[]) => lines.push(args) } as never;
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-mail-'));
      const service = (demoMailDir?: string) =>
        createMailService({ db: t.database.db, from: 'Campus ERP <no-reply@vcet.edu.in>', pollSeconds: 0, demoMailDir, clock: later, log });
      expect(await service().status()).toEqual({ smtp: 'not configured', pending: 1, failed: 0, oldestPendingSeconds: 90 });

      const link = 'http://localhost:3000/reset-password?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
      const mail = { to: 'someone@college.example', subject: 'Campus ERP: reset your password', text: `Open ${link}` };
      await t.database.db.transaction((tx) => service().enqueue(tx, mail));
      expect(lines).toEqual([]);
      expect(fs.readdirSync(dir)).toEqual([]);
      await t.database.db.transaction((tx) => service(path.join(dir, 'mail')).enqueue(tx, mail));
      expect(JSON.stringify(lines)).not.toContain('token=');
      const files = fs.readdirSync(path.join(dir, 'mail'));
      expect(files).toHaveLength(1);
      expect(JSON.stringify(lines)).toContain(files[0]);
      const file = path.join(dir, 'mail', files[0]!);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const eml = fs.readFileSync(file, 'utf8');
      expect(eml).toContain('To: someone@college.example\r\nSubject: Campus ERP: reset your password\r\n');
      expect(eml).toContain(link);
      expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, mail.to))).toHaveLength(2);
      fs.rmSync(dir, { recursive: true, force: true });
    });
  });
}
