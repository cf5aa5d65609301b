import fs from 'node:fs';
import { simpleParser } from 'mailparser';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../../test/helpers.js';
import { startDovecot } from '../../../../test/dovecot.js';
import { allMessagesSent } from '../../../../test/messages-sent.js';
import { startSmtp } from '../../../../test/smtp.js';
import { users } from '../../auth/auth.table.js';
import { mailOutbox } from '../../mail/mail.table.js';
import { notifications } from '../notifications.table.js';
import { createBounceMailbox } from './bounce-mailbox.js';

const fixture = (name: string) => fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
/** The address and the Message-ID of the mail Postfix returns in its published report. */
const POSTFIX_RECIPIENT = 'kijitora@example.co.jp';
const POSTFIX_MESSAGE_ID = '<A8F82EDD-E518-4F5C-8C70-BC4EFF24AB9F@example.ne.jp>';
const OFFICE_MAIL = 'office.desk@vcet.test';
const MAILBOX = 'bounces';

/** Postfix's report, as it would return a mail of ours: our recipient and our Message-ID in place of the sample's. */
const returnedByPostfix = (address: string, messageId: string) =>
  fixture('postfix-04.eml').replaceAll(POSTFIX_RECIPIENT, address).replace(POSTFIX_MESSAGE_ID, messageId);

describe('mail that comes back', () => {
  let imap: Awaited<ReturnType<typeof startDovecot>>;
  beforeAll(async () => {
    imap = await startDovecot();
  });
  afterAll(async () => imap?.close());

  for (const target of targets) {
    describe(`read from the bounce mailbox (${target})`, () => {
      let t: TestApp;
      let smtp: Awaited<ReturnType<typeof startSmtp>>;
      let admin: Record<string, string>;
      let adminId: number;
      const user = `${MAILBOX}-${target}`;
      const db = () => t.database.db;
      const bounces = () => t.app.messages.bounces!;

      /** A test mail from the office to its own address: its row, and the Message-ID it left with. */
      async function sentMail() {
        const answer = await t.app.inject({
          method: 'POST',
          url: '/api/notifications/test',
          headers: admin,
          payload: { kind: 'receiptIssued', channel: 'email', address: OFFICE_MAIL },
        });
        expect(answer.statusCode).toBe(200);
        await allMessagesSent(t.app, db(), Date.now);
        const [row] = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.userId, adminId), eq(notifications.channel, 'email'), eq(notifications.address, OFFICE_MAIL)))
          .orderBy(desc(notifications.id))
          .limit(1);
        const mail = await simpleParser(smtp.messages.at(-1)!.raw);
        return { row: row!, messageId: mail.messageId! };
      }
      const rowOf = async (id: number) => (await db().select().from(notifications).where(eq(notifications.id, id)))[0]!;

      beforeAll(async () => {
        smtp = await startSmtp();
        t = await createTestApp(target, {
          env: {
            SMTP_URL: smtp.url,
            MAIL_POLL_SECONDS: '0',
            PAYMENT_JOBS_SECONDS: '0',
            BOUNCE_IMAP_URL: imap.url(user),
            BOUNCE_POLL_SECONDS: '0',
          },
        });
        admin = await bearer(t.app, 'admin');
        adminId = (await db().select().from(users).where(eq(users.username, 'admin')))[0]!.id;
        await db().update(users).set({ email: OFFICE_MAIL, emailProblem: null }).where(eq(users.id, adminId));
      });
      afterAll(async () => {
        await t?.close();
        await smtp?.close();
      });

      it('marks the returned message failed with the receiving server’s reason, and the address on its person; mail not ours changes nothing', async () => {
        const { row, messageId } = await sentMail();
        expect(row).toMatchObject({ state: 'sent', providerRef: messageId });

        await imap.append(user, returnedByPostfix(OFFICE_MAIL, messageId));
        // Exim's report of a mail that is not ours, and a mail that is no report at all: three read, two bounces, one of ours.
        await imap.append(user, fixture('exim-03.eml'));
        await imap.append(
          user,
          'From: parent@family.test\r\nTo: no-reply@vcet.test\r\nSubject: Thank you\r\nMessage-ID: <thanks@family.test>\r\n\r\nReceived.\r\n',
        );
        expect(await bounces().readOnce()).toEqual({ read: 3, bounces: 2, failed: 1 });

        const reason = `The mail came back: 5.1.1 smtp; 550 5.1.1 Address rejected ${OFFICE_MAIL}`;
        expect(await rowOf(row.id)).toMatchObject({ state: 'failed', reason });
        const prefs = (await t.app.inject({ url: '/api/notifications/preferences', headers: admin })).json();
        expect(prefs.emailProblem).toBe(reason);
        const log = (await t.app.inject({ url: '/api/notifications/deliveries?state=failed&channel=email', headers: admin })).json();
        expect(log.rows).toContainEqual(expect.objectContaining({ id: row.id, state: 'failed', reason }));

        // Every mail read is kept, marked seen, and not read again.
        expect((await imap.flags(user)).map((flags) => flags.includes('\\Seen'))).toEqual([true, true, true]);
        expect(await bounces().readOnce()).toEqual({ read: 0, bounces: 0, failed: 0 });
      });

      it('a password reset mail that comes back fails in the mail outbox, and its address is marked on the person', async () => {
        await db().update(users).set({ emailProblem: null }).where(eq(users.id, adminId));
        const before = smtp.messages.length;
        await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: 'admin' } });
        const sent = await simpleParser((await smtp.waitFor(OFFICE_MAIL, before)).raw);
        await t.app.settled();
        expect(sent.messageId).toMatch(/^<outbox\.\d+\.[A-Za-z0-9_-]{16}@/);
        const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.messageId, sent.messageId!));
        expect(row).toMatchObject({ recipient: OFFICE_MAIL, state: 'sent' });

        await imap.append(user, returnedByPostfix(OFFICE_MAIL, sent.messageId!));
        expect(await bounces().readOnce()).toEqual({ read: 1, bounces: 1, failed: 1 });
        const reason = `The mail came back: 5.1.1 smtp; 550 5.1.1 Address rejected ${OFFICE_MAIL}`;
        const outbox = (await t.app.inject({ url: '/api/users/outbox', headers: admin })).json();
        expect(outbox.mails).toContainEqual(expect.objectContaining({ id: row!.id, state: 'failed', lastError: reason }));
        expect((await t.app.inject({ url: '/api/notifications/preferences', headers: admin })).json().emailProblem).toBe(reason);
      });

      it('believes no report that names a Message-ID we did not send: a forged bounce changes nothing', async () => {
        await db().update(users).set({ emailProblem: null }).where(eq(users.id, adminId));
        const { row, messageId } = await sentMail();
        // Our id with another random part: guessable only from a mail the sender never saw.
        const forged = messageId.replace(/\.[A-Za-z0-9_-]+@/, '.AAAAAAAAAAAAAAAA@');
        await imap.append(user, returnedByPostfix(OFFICE_MAIL, forged));
        expect(await bounces().readOnce()).toEqual({ read: 1, bounces: 1, failed: 0 });
        expect(await rowOf(row.id)).toMatchObject({ state: 'sent', reason: null });
        expect((await t.app.inject({ url: '/api/notifications/preferences', headers: admin })).json().emailProblem).toBeNull();
      });

      it('a mailbox that cannot be reached fails the look and loses nothing: the next look reads it', async () => {
        const { row, messageId } = await sentMail();
        await imap.append(user, returnedByPostfix(OFFICE_MAIL, messageId));
        const wrong = createBounceMailbox({
          db: db(),
          imapUrl: imap.url(user).replace(':mailbox-secret@', ':wrong-password@'),
          pollSeconds: 0,
        });
        await expect(wrong.readOnce()).rejects.toThrow();
        await wrong.close();
        expect(await rowOf(row.id)).toMatchObject({ state: 'sent' });
        expect(await bounces().readOnce()).toEqual({ read: 1, bounces: 1, failed: 1 });
        expect(await rowOf(row.id)).toMatchObject({ state: 'failed' });
      });
    });
  }
});
