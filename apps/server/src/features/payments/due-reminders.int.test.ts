import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { DEMO_PARENT_MOBILE } from '../../demo/seed.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { freePort } from '../../../test/free-port.js';
import { allMessagesSent } from '../../../test/messages-sent.js';
import { startSmtp } from '../../../test/smtp.js';
import { auditLog } from '../audit/audit.table.js';
import { users } from '../auth/auth.table.js';
import { notifications } from '../notifications/notifications.table.js';
import { feeTypes, paymentOrders } from './payments.table.js';

/** The instant of a college day (Asia/Kolkata) at a wall-clock hour. */
const collegeAt = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:00:00+05:30`);
const DUE_DAY = '2026-12-07';
const PAID_REASON = 'Not sent: the due was paid before it left';

for (const target of targets) {
  describe(`due reminders (${target})`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let base: string;
    let dataDir: string;
    let now = collegeAt('2026-11-30', 12);
    let officer: Record<string, string>;
    let clerk: Record<string, string>;
    let student: Record<string, string>;
    let parent: Record<string, string>;
    let studentId: number;
    let studentUser: number;
    let parentUser: number;
    let roll: string;
    let tuition: number;

    const db = () => t.database.db;
    const api = (method: 'GET' | 'PUT' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

    /** The reminder messages of one offset of a tuition due (semester 1 by default), by login and channel. */
    async function reminders(offset: number, semester = 1, dueDay = DUE_DAY) {
      const rows = await db()
        .select()
        .from(notifications)
        .where(like(notifications.idempotencyKey, `due:${studentId}:${tuition}:${semester}:${dueDay}:${offset}:%`));
      return rows.map((r) => ({ ...r, who: r.userId === studentUser ? 'student' : r.userId === parentUser ? 'parent' : 'other' }));
    }
    const channels = (rows: Awaited<ReturnType<typeof reminders>>) => rows.map((r) => `${r.who}:${r.channel}`).sort();

    /** A run of the job on this server: the last run's claim is free once it has ended. */
    async function runOnce(): Promise<number> {
      const added = await t.app.dueReminders.run();
      if (added === null) throw new Error('the reminder run was claimed by another run');
      return added;
    }

    const allSent = () => allMessagesSent(t.app, t.database.db, () => now);

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-due-'));
      smtp = await startSmtp();
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(target, {
        env: {
          PUBLIC_URL: base,
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${base}/gateway-sim`,
          GATEWAY_TIMEOUT_MS: '2000',
          SMTP_URL: smtp.url,
          SMS_PROVIDER: 'simulator',
          SMS_RATE_PER_SECOND: '1000',
          DATA_DIR: dataDir,
          MAIL_POLL_SECONDS: '0',
          PAYMENT_JOBS_SECONDS: '0',
          DUE_REMINDER_MINUTES: '0',
        },
        clock: () => new Date(now),
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      [officer, clerk, student, parent] = await Promise.all(
        ['accountants_officer', 'feepayments', 'student', 'parent'].map((u) => bearer(t.app, u)),
      );
      const [me] = await db().select().from(users).where(eq(users.username, 'student'));
      studentUser = me!.id;
      studentId = me!.studentId!;
      parentUser = (await db().select().from(users).where(eq(users.username, 'parent')))[0]!.id;
      roll = rowsOf<{ roll_number: string }>(await db().execute(sql`select roll_number from students where id = ${studentId}`))[0]!
        .roll_number;
      tuition = (await db().select().from(feeTypes).where(eq(feeTypes.code, 'TUITION')))[0]!.id;
      await db().execute(sql`update fee_structure fs set amount_paise = 4500000 from students st
        where fs.fee_type_id = ${tuition} and st.id = ${studentId} and fs.course_id = st.course_id and fs.batch_id = st.batch_id`);
      // In the last semester of the course every semester's fees are due.
      await db().execute(
        sql`update students st set semester_id = (select id from semesters s where s.course_id = st.course_id order by s.number desc limit 1) where st.id = ${studentId}`,
      );
      await db().execute(sql`delete from fee_collections where student_id = ${studentId}`);
      await db().execute(sql`delete from payment_orders where student_id = ${studentId}`);
      await db().update(users).set({ email: 'k.ramesh@family.test' }).where(eq(users.id, parentUser));
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('lets only the accounts office read and set due dates and the schedule; bad input names its field', async () => {
      for (const who of [student, parent]) {
        expect((await api('GET', '/api/payments/due-dates', who)).statusCode).toBe(403);
        expect((await api('PUT', '/api/payments/due-dates', who, { dueDates: [] })).statusCode).toBe(403);
        expect((await api('PUT', '/api/payments/reminder-schedule', who, { offsets: [0] })).statusCode).toBe(403);
      }
      const read = await api('GET', '/api/payments/due-dates', officer);
      expect(read.statusCode).toBe(200);
      expect(read.json().offsets).toEqual([-7, 0, 7]);
      expect(read.json().rows).toContainEqual(expect.objectContaining({ feeTypeId: tuition, semester: 1, dueOn: null }));

      const far = await api('PUT', '/api/payments/reminder-schedule', officer, { offsets: [-7, 61] });
      expect(far.statusCode).toBe(400);
      expect(far.json().field).toBe('offsets.1');
      const many = await api('PUT', '/api/payments/reminder-schedule', officer, { offsets: [1, 2, 3, 4, 5, 6, 7] });
      expect(many.statusCode).toBe(400);
      const badDay = await api('PUT', '/api/payments/due-dates', officer, {
        dueDates: [{ feeTypeId: tuition, semester: 1, dueOn: '2026-02-30' }],
      });
      expect(badDay.statusCode).toBe(400);
      expect(badDay.json().field).toBe('dueDates.0.dueOn');
    });

    it('tells the student and the parent on the reminder day, once however often the job runs, and audits the due date', async () => {
      const set = await api('PUT', '/api/payments/due-dates', officer, { dueDates: [{ feeTypeId: tuition, semester: 1, dueOn: DUE_DAY }] });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().rows).toContainEqual(expect.objectContaining({ feeTypeId: tuition, semester: 1, dueOn: DUE_DAY }));
      const saved = await api('PUT', '/api/payments/reminder-schedule', officer, { offsets: [7, -7, 0] });
      expect(saved.json().offsets).toEqual([-7, 0, 7]);
      const [audit] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'payments.feeDueDate'), eq(auditLog.entityId, `${tuition}/1`)));
      expect(audit).toMatchObject({ action: 'create', actorUsername: 'accountants_officer' });
      expect(JSON.stringify(audit!.details)).toContain(DUE_DAY);

      // Before the first reminder's day (a week before the due day) nothing is sent.
      now = collegeAt('2026-11-29', 12);
      await runOnce();
      expect(await reminders(-7)).toHaveLength(0);

      now = collegeAt('2026-11-30', 12);
      expect(await runOnce()).toBeGreaterThan(0);
      const told = await reminders(-7);
      expect(channels(told)).toEqual(['parent:app', 'parent:email', 'parent:sms', 'student:app', 'student:email', 'student:sms']);
      expect(told.find((r) => r.who === 'parent' && r.channel === 'sms')!.address).toBe(DEMO_PARENT_MOBILE);
      expect(told[0]!.params).toMatchObject({ amountPaise: '4500000', dueDate: DUE_DAY, fee: expect.stringContaining('semester 1') });

      expect(await runOnce()).toBe(0);
      expect(await reminders(-7)).toHaveLength(told.length);
      await allSent();
      const mails = await Promise.all(smtp.messages.filter((m) => m.to.includes('k.ramesh@family.test')).map((m) => simpleParser(m.raw)));
      const mail = mails.find((m) => m.subject?.includes('due on 07-12-2026'));
      expect(mail?.text).toContain('of ₹45,000.00 for');
      const sms = fs.readdirSync(path.join(dataDir, 'sms')).map((f) => fs.readFileSync(path.join(dataDir, 'sms', f), 'utf8'));
      expect(sms.some((text) => text.includes(DEMO_PARENT_MOBILE) && text.includes('of Rs 45,000.00 is due on 07-12-2026'))).toBe(true);
    });

    it('adds each reminder once when two runs start at once; an SMS made in the quiet hours is held', async () => {
      now = collegeAt(DUE_DAY, 22);
      await Promise.all([t.app.dueReminders.run(), t.app.dueReminders.run()]);
      const told = await reminders(0);
      expect(channels(told)).toEqual(['parent:app', 'parent:email', 'parent:sms', 'student:app', 'student:email', 'student:sms']);
      expect(await runOnce()).toBe(0);
      for (const sms of told.filter((r) => r.channel === 'sms'))
        expect(sms).toMatchObject({ state: 'queued', dueAt: new Date(collegeAt('2026-12-08', 9)) });
    });

    it('withdraws the held reminder SMS when a receipt is issued at the counter, and reminds no more of the paid due', async () => {
      const paid = await api('POST', '/api/payments/counter/receipts', clerk, {
        rollNo: roll,
        requestKey: crypto.randomUUID(),
        items: [{ feeTypeId: tuition, semester: 1, amountPaise: 4500000 }],
        mode: 'CASH',
        receivedFrom: 'K. Ramesh (father)',
      });
      expect(paid.statusCode, paid.body).toBe(201);
      const withdrawn = (await reminders(0)).filter((r) => r.channel === 'sms');
      expect(withdrawn).toHaveLength(2);
      for (const sms of withdrawn) expect(sms).toMatchObject({ state: 'failed', reason: PAID_REASON });

      now = collegeAt('2026-12-14', 12);
      await runOnce();
      expect(await reminders(7)).toHaveLength(0);
    });

    it('sends a reminder up to three days late, but not an older one', async () => {
      await db().execute(sql`delete from fee_collections where student_id = ${studentId}`);
      await db().execute(sql`delete from payment_orders where student_id = ${studentId}`);
      now = collegeAt('2026-12-18', 12);
      await runOnce();
      expect(await reminders(7)).toHaveLength(0);
      now = collegeAt('2026-12-17', 12);
      await runOnce();
      expect(channels(await reminders(7))).toContain('student:app');
    });

    it('withdraws the held reminder SMS when a payment through the gateway is recorded', async () => {
      const dueDay = '2026-12-20';
      await api('PUT', '/api/payments/due-dates', officer, { dueDates: [{ feeTypeId: tuition, semester: 2, dueOn: dueDay }] });
      now = collegeAt('2026-12-13', 22);
      await runOnce();
      const held = (await reminders(-7, 2, dueDay)).filter((r) => r.channel === 'sms');
      expect(held.map((r) => r.state)).toEqual(['queued', 'queued']);

      const opened = await api('POST', '/api/payments/orders', student, { kind: 'fee', items: [{ feeTypeId: tuition, semester: 2 }] });
      expect(opened.statusCode, opened.body).toBe(200);
      const orderId = opened.json().orderId as string;
      const [order] = await db().select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
      const paid = await fetch(`${base}/gateway-sim/control/charges/${order!.chargeUuid}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'UPI', webhook: false }),
      });
      expect(paid.status).toBe(200);
      expect((await api('POST', `/api/payments/orders/${orderId}/verify`, student, {})).json()).toMatchObject({ status: 'PAID' });
      for (const sms of (await reminders(-7, 2, dueDay)).filter((r) => r.channel === 'sms'))
        expect(sms).toMatchObject({ state: 'failed', reason: PAID_REASON });
    });
  });
}

for (const target of targets) {
  describe(`due reminders on a schedule (${target})`, () => {
    let t: TestApp;
    const today = '2026-12-01';
    const now = collegeAt(today, 12);

    beforeAll(async () => {
      t = await createTestApp(target, { env: { DUE_REMINDER_MINUTES: '60', MAIL_POLL_SECONDS: '0' }, clock: () => new Date(now) });
      await t.app.ready();
    });
    afterAll(async () => t?.close());

    it('a due date saved for today reminds at once, without waiting for the next run', async () => {
      const officer = await bearer(t.app, 'accountants_officer');
      const student = await bearer(t.app, 'student');
      const own = (await t.app.inject({ method: 'GET', url: '/api/payments/dues', headers: student })).json() as {
        dues: { feeTypeId: number; semester: number | null; duePaise: number }[];
      };
      const due = own.dues.find((d) => d.duePaise > 0 && d.semester !== null)!;
      const [me] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      const key = `due:${me!.studentId}:${due.feeTypeId}:${due.semester}:${today}:0:${me!.id}:app`;
      await t.app.dueReminders.idle();
      expect(await t.database.db.select().from(notifications).where(eq(notifications.idempotencyKey, key))).toEqual([]);

      const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: officer, payload });
      expect((await put('/api/payments/reminder-schedule', { offsets: [0] })).statusCode).toBe(200);
      expect(
        (await put('/api/payments/due-dates', { dueDates: [{ feeTypeId: due.feeTypeId, semester: due.semester, dueOn: today }] }))
          .statusCode,
      ).toBe(200);
      await t.app.dueReminders.idle();
      const [told] = await t.database.db.select().from(notifications).where(eq(notifications.idempotencyKey, key));
      expect(told).toMatchObject({ kind: 'dueReminder', params: { dueDate: today } });
    });
  });
}
