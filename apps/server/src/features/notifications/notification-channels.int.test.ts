import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { DEMO_PARENT_MOBILE } from '../../demo/seed.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { allMessagesSent } from '../../../test/messages-sent.js';
import { startSmtp } from '../../../test/smtp.js';
import { users } from '../auth/auth.table.js';
import { feeTypes } from '../payments/payments.table.js';
import { notificationPreferences, notifications, smsEarlyReports, smsHold } from './notifications.table.js';
import type { SmsSimulator } from './sms/sms-simulator.js';

const DRAFT = DEMO_EXAM_TITLES.find((t) => !t.published)!.title;
const SECRET = 'reports-secret-0123456789';
/** 12:00 in the college (Asia/Kolkata): outside the SMS quiet hours. */
const NOON = Date.parse('2026-11-30T06:30:00Z');
const PYTHON = '/usr/bin/python3';

for (const target of targets) {
  describe(`notifications by mail and SMS (${target})`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let dataDir: string;
    let now = NOON;
    let admin: Record<string, string>;
    let examination: Record<string, string>;
    let clerk: Record<string, string>;
    let parent: Record<string, string>;
    let student: Record<string, string>;
    let studentRow: { id: number; studentId: number; email: string };
    let parentId: number;
    let roll: string;
    let tuition: number;

    const db = () => t.database.db;
    const simulator = () => t.app.messages.sms as SmsSimulator;
    const api = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    const allSent = () => allMessagesSent(t.app, t.database.db, () => now);

    const messagesOf = (userId: number, channel: 'email' | 'sms') =>
      db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.channel, channel)));

    const smsFiles = () =>
      fs.existsSync(path.join(dataDir, 'sms'))
        ? fs.readdirSync(path.join(dataDir, 'sms')).map((f) => fs.readFileSync(path.join(dataDir, 'sms', f), 'utf8'))
        : [];

    async function mailsTo(address: string): Promise<ParsedMail[]> {
      return Promise.all(smtp.messages.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
    }

    /** The clock past the end of an earlier test's SMS hold. */
    async function afterAnyHold() {
      const [hold] = await db().select().from(smsHold);
      now = Math.max(NOON, (hold?.heldUntil.getTime() ?? 0) + 1000);
    }
    const payCash = (amountPaise: number) =>
      api('POST', '/api/payments/counter/receipts', clerk, {
        rollNo: roll,
        requestKey: crypto.randomUUID(),
        items: [{ feeTypeId: tuition, semester: 1, amountPaise }],
        mode: 'CASH',
        receivedFrom: 'K. Ramesh (father)',
      });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-notify-'));
      smtp = await startSmtp();
      t = await createTestApp(target, {
        env: {
          SMTP_URL: smtp.url,
          SMS_PROVIDER: 'simulator',
          SMS_RATE_PER_SECOND: '1000',
          SMS_WEBHOOK_SECRET: SECRET,
          DATA_DIR: dataDir,
          MAIL_POLL_SECONDS: '0',
          PAYMENT_JOBS_SECONDS: '0',
        },
        clock: () => new Date(now),
      });
      [admin, examination, clerk, parent, student] = await Promise.all(
        ['admin', 'examination', 'feepayments', 'parent', 'student'].map((u) => bearer(t.app, u)),
      );
      const [me] = await db().select().from(users).where(eq(users.username, 'student'));
      studentRow = { id: me!.id, studentId: me!.studentId!, email: me!.email! };
      parentId = (await db().select().from(users).where(eq(users.username, 'parent')))[0]!.id;
      roll = rowsOf<{ roll_number: string }>(
        await db().execute(sql`select roll_number from students where id = ${studentRow.studentId}`),
      )[0]!.roll_number;
      tuition = (await db().select().from(feeTypes).where(eq(feeTypes.code, 'TUITION')))[0]!.id;
      await db().execute(sql`update fee_structure fs set amount_paise = 4500000 from students st
        where fs.fee_type_id = ${tuition} and st.id = ${studentRow.studentId} and fs.course_id = st.course_id and fs.batch_id = st.batch_id`);
      // In the last semester of the course every semester's fees are due.
      await db().execute(
        sql`update students st set semester_id = (select id from semesters s where s.course_id = st.course_id order by s.number desc limit 1) where st.id = ${studentRow.studentId}`,
      );
      await db().execute(sql`delete from fee_collections where student_id = ${studentRow.studentId}`);
      await db().execute(sql`delete from payment_orders where student_id = ${studentRow.studentId}`);
      await db().update(users).set({ email: 'k.ramesh@family.test' }).where(eq(users.id, parentId));
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('tells of published results by mail and SMS, once each for the student and the parent, however often they are published', async () => {
      expect((await api('POST', `/api/exam-results/${encodeURIComponent(DRAFT)}/publish`, examination)).statusCode).toBe(200);
      await allSent();

      const [mail] = await mailsTo(studentRow.email);
      expect(mail!.subject).toBe(`Results published: ${DRAFT}`);
      expect(mail!.text).toContain(`Roll number ${roll}: SGPA`);
      expect(mail!.html).toContain('<a href="');
      expect(await mailsTo('k.ramesh@family.test')).toHaveLength(1);
      const [sms] = await messagesOf(parentId, 'sms');
      expect(sms).toMatchObject({ address: DEMO_PARENT_MOBILE, state: 'delivered' });
      const file = smsFiles().find((f) => f.includes(`To: ${DEMO_PARENT_MOBILE}`))!;
      expect(file).toContain('Results of ');
      expect(file).toContain('are out. See them on the college ERP under Results.');
      // The SMS says only that results are out: no roll number, no grade.
      expect(file).not.toContain(roll);
      expect(file).not.toContain('SGPA');

      const before = { mails: smtp.messages.length, sms: smsFiles().length };
      await api('POST', `/api/exam-results/${encodeURIComponent(DRAFT)}/unpublish`, examination);
      await api('POST', `/api/exam-results/${encodeURIComponent(DRAFT)}/publish`, examination);
      await allSent();
      expect(smtp.messages.length).toBe(before.mails);
      expect(smsFiles()).toHaveLength(before.sms);
    });

    it('mails a receipt with its PDF attached and texts its amount and number', async () => {
      const paid = await payCash(20_000_00);
      expect(paid.statusCode, paid.body).toBe(201);
      const receiptNo = paid.json().receipt.receiptNo as string;
      await allSent();

      const mail = (await mailsTo(studentRow.email)).find((m) => m.subject === `Fee receipt ${receiptNo}`)!;
      expect(mail.text).toContain('We received ₹20,000.00');
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.contentType).toBe('application/pdf');
      expect(pdfText(mail.attachments[0]!.content)).toContain(receiptNo);
      const file = smsFiles().find((f) => f.includes(receiptNo) && f.includes(DEMO_PARENT_MOBILE))!;
      expect(file).toContain(`Fee of Rs 20,000.00 received, receipt ${receiptNo}. Thank you.`);
    });

    it('mails the transport office that a bus’s insurance lapses, in words, with the vehicle to open; once', async () => {
      // The demo bus's insurance, four days after the test's day whatever day the demo was seeded on.
      await db().execute(sql`update transport_vehicles set insurance_until = '2026-12-04' where registration_number = 'TS08UA4212'`);
      expect(await t.app.paperWarnings.run()).toBeGreaterThan(0);
      await allSent();
      const [office] = await db().select().from(users).where(eq(users.username, 'transportation_incharge'));
      const mails = (await mailsTo(office!.email!)).filter((m) => m.subject?.startsWith('Vehicle TS 08 UA 4212'));
      expect(mails.map((m) => m.subject)).toEqual(['Vehicle TS 08 UA 4212: insurance lapses on 04-12-2026']);
      expect(mails[0]!.text).toContain('The insurance of vehicle TS 08 UA 4212 lapses on 04-12-2026. Renew it');
      expect(mails[0]!.text).toContain('/app/Transport/Vehicles?q=TS08UA4212');
      const before = smtp.messages.length;
      expect(await t.app.paperWarnings.run()).toBe(0);
      await allSent();
      expect(smtp.messages.length).toBe(before);
    });

    it('holds an SMS made in the quiet hours until nine in the morning; the mail goes at once', async () => {
      now = Date.parse('2026-11-30T17:00:00Z'); // 22:30 in the college
      const paid = await payCash(1_000_00);
      const receiptNo = paid.json().receipt.receiptNo as string;
      await allSent();
      expect((await mailsTo(studentRow.email)).some((m) => m.subject === `Fee receipt ${receiptNo}`)).toBe(true);
      const held = (await messagesOf(parentId, 'sms')).find((m) => m.params.receiptNo === receiptNo)!;
      expect(held).toMatchObject({ state: 'queued', dueAt: new Date('2026-12-01T03:30:00Z') });

      now = Date.parse('2026-12-01T03:30:00Z');
      await allSent();
      expect((await messagesOf(parentId, 'sms')).find((m) => m.id === held.id)).toMatchObject({ state: 'delivered' });
      now = NOON;
    });

    it('saves a person’s choices: a channel switched off is not used, except for what the college must tell', async () => {
      const saved = await api('PUT', '/api/notifications/preferences', parent, {
        email: true,
        sms: false,
        language: 'de',
        mobile: '098765 43211',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        sms: false,
        language: 'de',
        mobile: '+919876543211',
        required: ['passwordChanged', 'resultsPublished'],
      });
      const bad = await api('PUT', '/api/notifications/preferences', parent, { email: true, sms: true, language: 'en', mobile: '12345' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ key: 'input.validMobile', field: 'mobile' });

      const paid = await payCash(500_00);
      const receiptNo = paid.json().receipt.receiptNo as string;
      await allSent();
      expect((await messagesOf(parentId, 'sms')).some((m) => m.params.receiptNo === receiptNo)).toBe(false);
      const german = (await mailsTo('k.ramesh@family.test')).find((m) => m.subject === `Gebührenquittung ${receiptNo}`);
      expect(german?.text).toContain('wir haben');

      // A password notice goes by SMS whatever the choice, and at once.
      await db().update(users).set({ mustChangePassword: false }).where(eq(users.id, parentId));
      const changed = await api('POST', '/api/auth/resetUserPasswords', parent, {
        username: 'parent',
        oldpassword: 'Campus@2026',
        newPassword: 'Campus@2027x',
      });
      expect(changed.json()).toMatchObject({ status: 1 });
      // The change ended the parent's sessions.
      parent = await bearer(t.app, 'parent', 'Campus@2027x');
      await allSent();
      const notice = (await messagesOf(parentId, 'sms')).find((m) => m.kind === 'passwordChanged');
      expect(notice).toMatchObject({ state: 'delivered', address: '+919876543211' });
      await db().delete(notificationPreferences).where(eq(notificationPreferences.userId, parentId));
    });

    it('marks a number the provider could not deliver to on the person, and the office finds it in the log', async () => {
      await db().update(users).set({ mobile: '+919876540000' }).where(eq(users.id, parentId));
      const receiptNo = (await payCash(300_00)).json().receipt.receiptNo as string;
      await allSent();
      const failed = (await messagesOf(parentId, 'sms')).find((m) => m.params.receiptNo === receiptNo)!;
      expect(failed).toMatchObject({ state: 'failed', reason: 'Blocked number' });
      const prefs = (await api('GET', '/api/notifications/preferences', parent)).json();
      expect(prefs.mobileProblem).toBe('Blocked number');

      const log = (await api('GET', '/api/notifications/deliveries?state=failed&channel=sms&q=parent', admin)).json();
      expect(log.rows.some((r: { id: number; reason: string }) => r.id === failed.id && r.reason === 'Blocked number')).toBe(true);
      expect(log.rows.every((r: { state: string; channel: string }) => r.state === 'failed' && r.channel === 'sms')).toBe(true);

      // A new number is no longer marked.
      await api('PUT', '/api/notifications/preferences', parent, { email: true, sms: true, language: 'en', mobile: DEMO_PARENT_MOBILE });
      expect((await api('GET', '/api/notifications/preferences', parent)).json().mobileProblem).toBeNull();
    });

    it('holds every SMS while the provider is down, loses none, and sends them once it is back', async () => {
      simulator().down(true);
      const receiptNo = (await payCash(200_00)).json().receipt.receiptNo as string;
      await allSent();
      const ofReceipt = async () =>
        (await db().select().from(notifications).where(eq(notifications.channel, 'sms'))).filter((m) => m.params.receiptNo === receiptNo);
      const waiting = await ofReceipt();
      expect(waiting.map((m) => m.userId).sort()).toEqual([studentRow.id, parentId].sort());
      // Both were on their way together and refused; they wait, saying why.
      for (const m of waiting) expect(m).toMatchObject({ state: 'queued', reason: 'provider unavailable' });
      expect(waiting.map((m) => m.attempts)).toEqual([1, 1]);
      const [hold] = await db().select().from(smsHold);
      expect(hold!.heldUntil.getTime()).toBeGreaterThan(now);
      expect((await api('GET', '/api/notifications/figures', admin)).json()).toMatchObject({
        smsProvider: 'simulator',
        smsHeldUntil: hold!.heldUntil.toISOString(),
      });

      simulator().down(false);
      now = hold!.heldUntil.getTime() + 1000;
      await allSent();
      for (const m of await ofReceipt()) expect(m).toMatchObject({ state: 'delivered', reason: null });
      expect((await ofReceipt()).map((m) => m.attempts)).toEqual([2, 2]);
      expect(smsFiles().filter((f) => f.includes(receiptNo))).toHaveLength(2);
      now = NOON;
    });

    it('starts no further SMS once the provider holds the channel: those not yet on their way wait untried', async () => {
      await afterAnyHold();
      simulator().down(true);
      await db()
        .insert(notifications)
        .values(
          Array.from({ length: 30 }, (_, i) => ({
            userId: parentId,
            kind: 'receiptIssued' as const,
            params: { receiptNo: `HELD-${i}`, amountPaise: '10000' },
            idempotencyKey: `held:${i}:${parentId}:sms`,
            channel: 'sms' as const,
            address: DEMO_PARENT_MOBILE,
            state: 'queued' as const,
            dueAt: new Date(now),
          })),
        );
      await allSent();
      const held = async () => db().select().from(notifications).where(like(notifications.idempotencyKey, 'held:%'));
      for (const m of await held()) expect(m).toMatchObject({ state: 'queued', reason: 'provider unavailable' });
      // Twenty were on their way together when the provider refused; the other ten were never tried.
      expect((await held()).map((m) => m.attempts).sort()).toEqual([...Array<number>(10).fill(0), ...Array<number>(20).fill(1)]);

      simulator().down(false);
      now = (await db().select().from(smsHold))[0]!.heldUntil.getTime() + 1000;
      await allSent();
      for (const m of await held()) expect(m.state).toBe('delivered');
      for (let i = 0; i < 30; i++) expect(smsFiles().filter((f) => f.includes(`receipt HELD-${i}.`))).toHaveLength(1);
      now = NOON;
    });

    it('applies a delivery report that came before the send was recorded, once the send is', async () => {
      await afterAnyHold();
      simulator().reportFirst(true);
      try {
        const receiptNo = (await payCash(300_00)).json().receipt.receiptNo as string;
        await allSent();
        const sms = (await messagesOf(parentId, 'sms')).filter((m) => m.params.receiptNo === receiptNo);
        expect(sms).toMatchObject([{ state: 'delivered', reason: null }]);
        expect(sms[0]!.providerRef).toBeTruthy();
        expect(await db().select().from(smsEarlyReports)).toEqual([]);
      } finally {
        simulator().reportFirst(false);
        now = NOON;
      }
    });

    it('hears the provider’s delivery reports only at the address holding the secret', async () => {
      const sent = (await messagesOf(parentId, 'sms')).find((m) => m.state === 'delivered')!;
      await db().update(notifications).set({ state: 'sent', deliveredAt: null }).where(eq(notifications.id, sent.id));
      const report = JSON.stringify({
        date: '2026-11-30 12:05:00',
        number: '919876543210',
        requestId: sent.providerRef,
        status: '1',
        desc: 'DELIVERED',
      });
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/sms/reports/not-the-secret',
        headers: { 'content-type': 'application/json' },
        payload: report,
      });
      expect(wrong.statusCode).toBe(404);
      expect((await db().select().from(notifications).where(eq(notifications.id, sent.id)))[0]!.state).toBe('sent');

      const right = await t.app.inject({
        method: 'POST',
        url: `/api/notifications/sms/reports/${SECRET}`,
        headers: { 'content-type': 'application/json' },
        payload: report,
      });
      expect(right.json()).toEqual({ received: 1, changed: 1 });
      const [row] = await db().select().from(notifications).where(eq(notifications.id, sent.id));
      expect(row).toMatchObject({ state: 'delivered', deliveredAt: new Date('2026-11-30T06:35:00Z') });
    });

    it('lets the office word each kind, send a test, and export the log; nobody else', async () => {
      const badSms = await api('PUT', '/api/notifications/templates/receiptIssued', admin, {
        subjectEn: 'Receipt {{receiptNo}}',
        bodyEn: 'Paid {{amount}}',
        subjectDe: 'Quittung {{receiptNo}}',
        bodyDe: 'Bezahlt {{amount}}',
        smsText: 'Fee of Rs {#var#} received. -{#var#}',
        dltTemplateId: '1107160000000000002',
        providerTemplateId: 'receipt-issued',
      });
      expect(badSms.statusCode).toBe(400);
      expect(badSms.json()).toMatchObject({ field: 'smsText', key: 'notifications.smsVariables', params: { count: '3' } });

      const saved = await api('PUT', '/api/notifications/templates/signUpApproved', admin, {
        subjectEn: 'Welcome, {{name}}',
        bodyEn: 'Your account {{username}} is ready.',
        subjectDe: 'Willkommen, {{name}}',
        bodyDe: 'Ihr Konto {{username}} ist bereit.',
        smsText: 'Account {#var#} approved. -{#var#}',
        dltTemplateId: '1107160000000000099',
        providerTemplateId: 'signup-approved-2',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ kind: 'signUpApproved', smsValues: ['username', 'college'], changed: expect.any(String) });

      const tried = await api('POST', '/api/notifications/test', admin, {
        kind: 'signUpApproved',
        channel: 'email',
        address: 'office@college.test',
      });
      expect(tried.json()).toEqual({ queued: 1 });
      const badAddress = await api('POST', '/api/notifications/test', admin, { kind: 'signUpApproved', channel: 'sms', address: '12345' });
      expect(badAddress.json()).toMatchObject({ field: 'address', key: 'notifications.testAddress' });
      await allSent();
      const [test] = await mailsTo('office@college.test');
      expect(test!.subject).toMatch(/^Welcome, /);
      expect(test!.text).toContain('Your account sample.user is ready.');

      const exported = await api('GET', '/api/notifications/deliveries/export.xlsx?channel=sms', admin);
      expect(exported.statusCode).toBe(200);
      const file = path.join(dataDir, 'deliveries.xlsx');
      fs.writeFileSync(file, exported.rawPayload);
      const read = execFileSync(
        PYTHON,
        [
          '-c',
          'import sys, openpyxl; ws = openpyxl.load_workbook(sys.argv[1]).active; [print("|".join(str(c) if c is not None else "" for c in r)) for r in ws.iter_rows(values_only=True)]',
          file,
        ],
        { encoding: 'utf8' },
      )
        .trim()
        .split('\n');
      expect(read[0]).toBe('Queued|Message|Channel|Login|Name|Address|State|Attempts|Sent|Delivered|Reason');
      expect(read.length - 1).toBe(Number(exported.headers['x-export-rows']));
      expect(read.slice(1).every((line) => line.split('|')[2] === 'sms')).toBe(true);
      expect(read.some((line) => line.includes('Blocked number'))).toBe(true);

      for (const url of ['/api/notifications/deliveries', '/api/notifications/figures', '/api/notifications/templates']) {
        expect((await api('GET', url, student)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      }
    });
  });
}
