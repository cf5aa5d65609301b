import { execFileSync } from 'node:child_process';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUsernameFor, PAYMENT_MESSAGES } from '@campus/shared';
import { bearer, createTestApp, engineFree, targets, type TestApp } from '../../../test/helpers.js';
import { createServices } from '../../services.js';
import { users } from '../auth/auth.table.js';
import { notifications } from '../notifications/notifications.table.js';
import { students } from '../admissions/students.table.js';
import { createStudentRegister } from '../admissions/student-register.service.js';
import type { Gateway } from './gateway/gateway.types.js';
import { createPaymentJobs } from './payment-jobs.js';
import { createPaymentRecordingService } from './payment-recording.service.js';
import {
  feeCollections,
  feeTypes,
  gatewayEvents,
  paymentOrderItems,
  paymentOrders,
  paymentRefunds,
  receiptSeries,
} from './payments.table.js';
import { freePort } from '../../../test/free-port.js';

/** The value once `ok` holds; fails the test if it never does. */
function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!ok(value)) throw new Error(`not yet: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: 10_000, interval: 50 },
  );
}

for (const target of targets) {
  describe(`fee payments through the gateway simulator over HTTP (${target})`, () => {
    let t: TestApp;
    let base: string;
    let student: Record<string, string>;
    let parent: Record<string, string>;
    let accountant: Record<string, string>;
    let faculty: Record<string, string>;
    let studentId: number;
    const fee = { tuition: 0, exam: 0, bonafide: 0, transcript: 0, idcard: 0 };
    const logLines: Record<string, unknown>[] = [];

    const api = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
      });
      const text = await res.text();
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
      let json: any;
      try {
        json = JSON.parse(text);
      } catch {
        json = text;
      }
      return { status: res.status, json, headers: res.headers };
    };
    const sim = (path: string, body: unknown) => api('POST', `/gateway-sim/control${path}`, {}, body);
    const orderRow = async (orderId: string) =>
      (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)))[0];
    const collectionsOf = async (orderId: string) => {
      const order = await orderRow(orderId);
      return t.database.db.select().from(feeCollections).where(eq(feeCollections.orderId, order.id));
    };
    const open = async (items: unknown[], kind = 'fee', who = student) => api('POST', '/api/payments/orders', who, { kind, items });
    const verify = (orderId: string, who = student) => api('POST', `/api/payments/orders/${orderId}/verify`, who, {});
    const chargeOf = async (orderId: string) => (await orderRow(orderId)).chargeUuid!;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(target, {
        env: {
          PUBLIC_URL: base,
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${base}/gateway-sim`,
          GATEWAY_TIMEOUT_MS: '1000',
          PAYMENT_JOBS_SECONDS: '0',
        },
        logLines,
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      const db = t.database.db;
      const [me] = await db.select().from(users).where(eq(users.username, 'student'));
      studentId = me.studentId!;
      // In the last semester of the course every semester's fees are due: the tests pay semesters 1 to 8.
      await db.execute(
        sql`update students st set semester_id = (select id from semesters s where s.course_id = st.course_id order by s.number desc limit 1) where st.id = ${studentId}`,
      );
      // The demo's own payments of this student (its past semesters, the accounts view's history) are not this test's.
      await db.execute(sql`delete from fee_collections where student_id = ${studentId}`);
      await db.execute(sql`delete from payment_orders where student_id = ${studentId}`);
      // The amounts this file counts with: tuition ₹45,000 and the exam fee ₹1,500 in every semester of the student's batch.
      await db.execute(sql`update fee_structure fs set amount_paise = case ft.code when 'TUITION' then 4500000 else 150000 end
        from fee_types ft, students st
        where ft.id = fs.fee_type_id and ft.code in ('TUITION', 'EXAM') and st.id = ${studentId}
          and fs.course_id = st.course_id and fs.batch_id = st.batch_id`);
      await t.app.heard();
      const types = await db.select().from(feeTypes);
      fee.tuition = types.find((x) => x.code === 'TUITION')!.id;
      fee.exam = types.find((x) => x.code === 'EXAM')!.id;
      fee.bonafide = types.find((x) => x.code === 'BONAFIDE')!.id;
      fee.transcript = types.find((x) => x.code === 'TRANSCRIPT')!.id;
      fee.idcard = types.find((x) => x.code === 'IDCARD')!.id;
      [student, parent, accountant, faculty] = await Promise.all(
        ['student', 'parent', 'accountant', 'faculty'].map((u) => bearer(t.app, u)),
      );
    });
    afterAll(async () => t?.close());

    it('pays: the order is opened from the dues, paid on the simulator, verified, and recorded once with a receipt', async () => {
      const opened = await open([{ feeTypeId: fee.tuition, semester: 1 }]);
      expect(opened.status).toBe(200);
      expect(opened.json.paymentLink).toMatch(/\/gateway-sim\/pay\/[0-9a-f]{32}$/);
      const order = await orderRow(opened.json.orderId);
      expect(order).toMatchObject({ status: 'PENDING', amountPaise: 4_500_000, currency: 'INR', kind: 'fee' });

      const page = await fetch(opened.json.paymentLink);
      const html = await page.text();
      expect(html).toContain('Pay with card');
      expect(html).toContain('₹45,000.00');
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      const back = await fetch(`${opened.json.paymentLink}/complete?method=CARD`, { redirect: 'manual' });
      expect(back.status).toBe(303);
      const returned = new URL(back.headers.get('location')!);
      expect(returned.pathname).toBe('/lyra/payment/status');
      expect(returned.searchParams.get('orderId')).toBe(opened.json.orderId);
      expect(returned.searchParams.get('feeType')).toBe('TUITION');
      expect(returned.searchParams.get('vads_charge_status')).toBe('PAID');
      expect(returned.searchParams.get('vads_amount')).toBe('4500000');

      const verified = await verify(opened.json.orderId);
      expect(verified.status).toBe(200);
      expect(verified.json).toMatchObject({ status: 'PAID', amountPaise: 4_500_000, kind: 'fee' });
      expect(verified.json.receiptNo).toMatch(/^RCT\/\d{4}-\d{2}\/\d{6}$/);
      expect(verified.json.rollNumber).toBe(returned.searchParams.get('vads_cust_name'));
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
      const [collection] = await collectionsOf(opened.json.orderId);
      expect(collection).toMatchObject({ amountPaise: 4_500_000, mode: 'CARD', cardLast4: '4242', cardBrand: 'VISA', refundDuePaise: 0 });
      expect(collection.rrn).toMatch(/^\d{12}$/);
      // One transaction id everywhere: the result page's is the receipt's and accounts'.
      expect(verified.json.transactionId).toBe(collection.transactionUuid);
      expect(collection.transactionUuid).not.toBe(order.chargeUuid);
    });

    it('refuses to open an order for a due already paid, with a clear 409', async () => {
      const res = await open([{ feeTypeId: fee.tuition, semester: 1 }]);
      expect(res.status).toBe(409);
      expect(res.json.message).toBe('Tuition Fee (semester 1) is already paid');
      expect(res.json.key).toBe('payments.alreadyPaid');
    });

    it('reuses the open charge for the same items instead of opening a second', async () => {
      const first = await open([{ feeTypeId: fee.tuition, semester: 2 }]);
      const second = await open([{ feeTypeId: fee.tuition, semester: 2 }]);
      expect(second.json).toEqual(first.json);
      await sim(`/charges/${await chargeOf(first.json.orderId)}/pay`, { method: 'DECLINE' });
    });

    it('records one collection and one receipt when the webhook comes five times and the page verifies twice at once', async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 1 }], 'exam');
      const charge = await chargeOf(opened.json.orderId);
      await sim('/faults', { webhookCopies: 5, staleWebhookLast: true });
      // The series of every financial year (the demo's past semesters have their own).
      const series = async () => new Map((await t.database.db.select().from(receiptSeries)).map((r) => [r.financialYear, r.lastNumber]));
      const before = await series();
      const paid = await sim(`/charges/${charge}/pay`, { method: 'UPI', webhook: false });
      expect(new URL(paid.json.returnUrl).pathname).toBe('/lyra/examFeepayment/status');
      const [webhooks, a, b] = await Promise.all([
        api('POST', `/gateway-sim/control/charges/${charge}/webhook`, {}, {}),
        verify(opened.json.orderId),
        verify(opened.json.orderId),
      ]);
      expect(webhooks.status).toBe(200);
      expect(a.json.status).toBe('PAID');
      expect(b.json.receiptNo).toBe(a.json.receiptNo);
      await eventually(
        () => t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.chargeUuid, charge)),
        (rows) => rows.length >= 6,
      );
      // Every webhook's re-read has ended: whatever they would record is recorded.
      await t.app.settled();
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
      // Its student is told of the receipt once, in the app.
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'receiptIssued'), eq(notifications.channel, 'app')));
      expect(told.filter((n) => n.params.receiptNo === a.json.receiptNo).length).toBeGreaterThan(0);
      expect(new Set(told.filter((n) => n.params.receiptNo === a.json.receiptNo).map((n) => n.userId)).size).toBe(
        told.filter((n) => n.params.receiptNo === a.json.receiptNo).length,
      );
      const year = String(a.json.receiptNo).split('/')[1];
      expect((await series()).get(year)).toBe((before.get(year) ?? 0) + 1);
      expect((await orderRow(opened.json.orderId)).status).toBe('PAID');
      await sim('/faults', {});
    });

    it("asks the gateway once, with the order's fee type, when the return page and the webhook confirm one order together", async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 8 }], 'exam');
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'CARD', webhook: false });
      const services = createServices(t.database.db, t.config);
      const reads: (string | undefined)[] = [];
      const gateway: Gateway = {
        createCharge: (body, code) => services.gateway.createCharge(body, code),
        getCharge: (uuid, code) => {
          reads.push(code);
          return services.gateway.getCharge(uuid, code);
        },
      };
      const payerOf = createStudentRegister(t.database.db).payerOf;
      const recording = createPaymentRecordingService({
        db: t.database.db,
        gateway,
        audit: services.audit,
        college: services.college,
        payerOf,
      });
      const order = (await recording.orderByOrderId(opened.json.orderId))!;
      // The gateway answers slowly, so that all three confirmations arrive while the first re-read is under way.
      await sim('/faults', { delayMs: 300 });
      const outcomes = await Promise.all([
        recording.recordPayment(order),
        recording.recordByReference({ chargeUuid: order.chargeUuid }),
        recording.recordPayment(order, { id: 1, username: 'accountant' }),
      ]);
      await sim('/faults', {});
      await services.pdfs.close();
      expect(reads).toEqual(['EXAM']);
      const receipts = outcomes.map((o) => o?.collection?.receiptNo);
      expect(receipts[0]).toMatch(/^[A-Z]+\/\d{4}-\d{2}\/\d+$/);
      expect(new Set(receipts)).toEqual(new Set([receipts[0]]));
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
      // Afterwards a confirmation finds the order PAID and answers its receipt without asking the gateway.
      const again = await recording.recordPayment((await recording.orderByOrderId(opened.json.orderId))!);
      expect(again.collection?.receiptNo).toBe(receipts[0]);
      expect(reads).toHaveLength(1);
    });

    it('records a payment from the webhook alone, the browser never coming back', async () => {
      const opened = await open([{ feeTypeId: fee.bonafide }], 'miscellaneous');
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'CARD' });
      const order = await eventually(
        () => orderRow(opened.json.orderId),
        (o) => o.status === 'PAID',
      );
      expect(order.status).toBe('PAID');
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
    });

    it('opens a certificate fee as Pay Fees sends it, with semester null, and records the UPI payment', async () => {
      const opened = await open([{ feeTypeId: fee.bonafide, semester: null }], 'miscellaneous');
      expect(opened.status, JSON.stringify(opened.json)).toBe(200);
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'UPI', webhook: false });
      const verified = await verify(opened.json.orderId);
      expect(verified.json).toMatchObject({ status: 'PAID', kind: 'miscellaneous' });
      const [collection] = await collectionsOf(opened.json.orderId);
      expect(collection).toMatchObject({ mode: 'UPI', cardLast4: null, payerVpa: 'student@okbank' });
      expect(collection.rrn).toMatch(/^\d{12}$/);
    });

    it('lets fee staff take a payment for a student named by roll number, which the student then sees as theirs', async () => {
      const [{ rollNumber }] = await t.database.db
        .select({ rollNumber: students.rollNumber })
        .from(students)
        .where(eq(students.id, studentId));
      const body = (rollNo?: string) => ({ kind: 'miscellaneous', items: [{ feeTypeId: fee.transcript, semester: null }], rollNo });
      const taken = await api('POST', '/api/payments/orders', accountant, body(rollNumber));
      expect(taken.status, JSON.stringify(taken.json)).toBe(200);
      expect((await orderRow(taken.json.orderId)).studentId).toBe(studentId);
      await sim(`/charges/${await chargeOf(taken.json.orderId)}/pay`, { method: 'CARD', webhook: false });
      expect((await verify(taken.json.orderId, accountant)).json).toMatchObject({ status: 'PAID', rollNumber });
      expect((await verify(taken.json.orderId, student)).json).toMatchObject({ status: 'PAID', rollNumber });

      const unknown = await api('POST', '/api/payments/orders', accountant, body('99XX1A9999'));
      expect(unknown.status).toBe(404);
      expect(unknown.json.message).toBe('No student is registered with roll number 99XX1A9999');
      const unnamed = await api('POST', '/api/payments/orders', accountant, body());
      expect(unnamed.status).toBe(400);
      expect(unnamed.json).toMatchObject({ field: 'rollNo' });
      // A student names no one but themself.
      const other = await api('POST', '/api/payments/orders', student, body('99XX1A9999'));
      expect(other.status).toBe(403);
    });

    it('opens one order for ten presses of Pay at once, and refuses the same due in a self payment while that order is open', async () => {
      const idCard = [{ feeTypeId: fee.idcard, semester: null }];
      const presses = await Promise.all(Array.from({ length: 10 }, () => open(idCard, 'miscellaneous')));
      expect(presses.map((p) => p.status)).toEqual(Array(10).fill(200));
      expect(new Set(presses.map((p) => p.json.orderId)).size).toBe(1);
      const held = await t.database.db
        .select({ orderId: paymentOrders.orderId })
        .from(paymentOrders)
        .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
        .where(
          and(eq(paymentOrders.studentId, studentId), eq(paymentOrders.status, 'PENDING'), eq(paymentOrderItems.feeTypeId, fee.idcard)),
        );
      expect(held).toEqual([{ orderId: presses[0].json.orderId }]);

      const self = await open([{ feeTypeId: fee.idcard, semester: null, amountPaise: 5000 }], 'self');
      expect(self.status).toBe(409);
      expect(self.json).toMatchObject({
        message: 'A payment for ID Card is already open: choose the same fees again to return to it, or wait until it closes',
        key: 'payments.paymentOpen',
        field: 'items',
      });

      // Paid, the order lets go of the due: the next press opens a new order.
      await sim(`/charges/${await chargeOf(presses[0].json.orderId)}/pay`, { method: 'UPI', webhook: false });
      expect((await verify(presses[0].json.orderId)).json.status).toBe('PAID');
      const next = await open(idCard, 'miscellaneous');
      expect(next.status).toBe(200);
      expect(next.json.orderId).not.toBe(presses[0].json.orderId);
      await sim(`/charges/${await chargeOf(next.json.orderId)}/pay`, { method: 'DECLINE', webhook: false });
      expect((await verify(next.json.orderId)).json.status).toBe('DROPPED');
    });

    it('closes an order whose charge the gateway does not know, and reconciles the paid order behind it', async () => {
      const unknown = await open([{ feeTypeId: fee.bonafide, semester: null }], 'miscellaneous');
      const late = await open([{ feeTypeId: fee.transcript, semester: null }], 'miscellaneous');
      // The gateway no longer knows the first order's charge; the second was paid and its webhook lost.
      await t.database.db
        .update(paymentOrders)
        .set({ chargeUuid: 'f'.repeat(32), createdAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(paymentOrders.orderId, unknown.json.orderId));
      await sim(`/charges/${await chargeOf(late.json.orderId)}/pay`, { method: 'UPI', webhook: false });

      const reconciled = await api('POST', '/api/payments/reconcile', accountant);
      expect(reconciled.status).toBe(200);
      expect(reconciled.json.paid).toBeGreaterThanOrEqual(1);
      expect((await orderRow(unknown.json.orderId)).status).toBe('EXPIRED');
      expect((await orderRow(late.json.orderId)).status).toBe('PAID');
      expect(await collectionsOf(late.json.orderId)).toHaveLength(1);

      // The certificate is payable again: a new order with a new charge, not a 500.
      const again = await open([{ feeTypeId: fee.bonafide, semester: null }], 'miscellaneous');
      expect(again.status).toBe(200);
      expect(again.json.orderId).not.toBe(unknown.json.orderId);
      await sim(`/charges/${await chargeOf(again.json.orderId)}/pay`, { method: 'DECLINE', webhook: false });
    });

    it('records a payment that arrives after its order expired, and a second payment of one due as money to refund', async () => {
      const exam3 = [{ feeTypeId: fee.exam, semester: 3 }];
      // The first order's hour passes unpaid: reconciliation expires it and lets go of the due.
      const first = await open(exam3, 'exam');
      await t.database.db
        .update(paymentOrders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.orderId, first.json.orderId));
      expect((await api('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      expect((await orderRow(first.json.orderId)).status).toBe('EXPIRED');
      const second = await open(exam3, 'exam');
      expect(second.status).toBe(200);
      expect(second.json.orderId).not.toBe(first.json.orderId);

      // Both charges are paid at the gateway (the first in a UPI app that was slow, its notification lost): the
      // second order's return page and the reconciliation that reads the expired first order again run at once.
      await sim(`/charges/${await chargeOf(first.json.orderId)}/pay`, { method: 'UPI', webhook: false });
      await sim(`/charges/${await chargeOf(second.json.orderId)}/pay`, { method: 'UPI', webhook: false });
      const [reconciled, onTime] = await Promise.all([api('POST', '/api/payments/reconcile', accountant), verify(second.json.orderId)]);
      expect(reconciled.json.paid).toBeGreaterThanOrEqual(1);
      expect(onTime.json.status).toBe('PAID');
      expect((await orderRow(first.json.orderId)).status).toBe('PAID');

      // Both sums of money are recorded; one settles the due and the other is owed back, whichever came first.
      const collections = [...(await collectionsOf(first.json.orderId)), ...(await collectionsOf(second.json.orderId))];
      expect(collections.map((c) => c.amountPaise)).toEqual([150_000, 150_000]);
      expect(collections.map((c) => c.refundDuePaise).sort()).toEqual([0, 150_000]);
      const refunded = collections.find((c) => c.refundDuePaise > 0)!;
      const refundOrder = (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, refunded.orderId)))[0];

      // The due stays paid once, not twice: the examination fee of semester 3 is settled, nothing is owed or clamped.
      const dues = await api('GET', '/api/payments/dues', student);
      expect(
        dues.json.dues.find((d: { feeTypeId: number; semester: number }) => d.feeTypeId === fee.exam && d.semester === 3),
      ).toBeUndefined();
      const again = await open(exam3, 'exam');
      expect(again.status).toBe(409);

      // Accounts see it, the receipt says it, the audit log keeps it.
      const listed = await api('GET', `/api/payments/accounts/orders?q=${refundOrder.orderId}`, accountant);
      expect(listed.json.rows[0]).toMatchObject({ refundDuePaise: 150_000, rrn: refunded.rrn, paidBy: 'UPI student@okbank' });
      const pdf = await fetch(`${base}/api/payments/receipts/${encodeURIComponent(refunded.receiptNo)}`, { headers: student });
      expect(pdf.status).toBe(200);
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(await pdf.arrayBuffer()), encoding: 'utf8' });
      expect(text).toContain(`Bank Reference (RRN/UTR): ${refunded.rrn}`);
      expect(text).toContain('Payment Mode: UPI student@okbank');
      expect(text).toContain(`Transaction ID: ${refunded.transactionUuid}`);
      expect(text.replace(/\s+/g, ' ')).toContain('Refund due: ₹1,500.00 of this payment pays a fee that was already paid');
      const audit = await api('GET', `/api/audit-log?action=payment.refundDue&pageSize=100`, await bearer(t.app, 'admin'));
      expect(audit.status).toBe(200);
      expect(JSON.stringify(audit.json)).toContain(refundOrder.orderId);
    });

    it('tells a visitor without a session what happened to an order: verified, the roll number masked, no receipt', async () => {
      const opened = await open([{ feeTypeId: fee.idcard, semester: null }], 'miscellaneous');
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'UPI', webhook: false });
      const outcome = await api('GET', `/api/payments/orders/${opened.json.orderId}/outcome`);
      expect(outcome.status).toBe(200);
      expect(outcome.headers.get('cache-control')).toBe('no-store');
      const signedIn = await verify(opened.json.orderId);
      expect(outcome.json).toEqual({
        ...signedIn.json,
        rollNumber: `${signedIn.json.rollNumber.slice(0, 2)}${'*'.repeat(signedIn.json.rollNumber.length - 4)}${signedIn.json.rollNumber.slice(-2)}`,
        receiptNo: null,
      });
      expect(outcome.json.status).toBe('PAID');
      expect((await api('GET', '/api/payments/orders/ORD-2026-000000-AAAA/outcome')).status).toBe(404);
      // The payment status page shows a mistyped order id in the reader's language: the answer carries its key.
      const mistyped = await api('GET', '/api/payments/orders/not-an-order/outcome');
      expect(mistyped.status).toBe(400);
      expect(mistyped.json).toMatchObject({ code: 'INVALID', message: 'Order id is not valid', key: 'payments.orderIdInvalid' });
    });

    it('marks a declined charge DROPPED and records nothing', async () => {
      const opened = await open([{ feeTypeId: fee.tuition, semester: 3 }]);
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'DECLINE', webhook: false });
      const verified = await verify(opened.json.orderId);
      expect(verified.json).toMatchObject({ status: 'DROPPED', receiptNo: null });
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(0);
    });

    it('tries a declined payment again: a new order and charge for the same dues, once however often it is pressed', async () => {
      const declined = await open([{ feeTypeId: fee.tuition, semester: 3 }]);
      expect(declined.status).toBe(200);
      await sim(`/charges/${await chargeOf(declined.json.orderId)}/pay`, { method: 'DECLINE', webhook: false });
      expect((await verify(declined.json.orderId)).json.status).toBe('DROPPED');

      const retry = (orderId: string, who = student) => api('POST', `/api/payments/orders/${orderId}/retry`, who);
      const presses = await Promise.all([retry(declined.json.orderId), retry(declined.json.orderId), retry(declined.json.orderId)]);
      expect(presses.map((p) => p.status)).toEqual([200, 200, 200]);
      const orderIds = new Set(presses.map((p) => p.json.orderId));
      expect(orderIds.size).toBe(1);
      const again = await orderRow(presses[0].json.orderId);
      expect(again).toMatchObject({ status: 'PENDING', amountPaise: 4_500_000, kind: 'fee', studentId });
      expect(again.orderId).not.toBe(declined.json.orderId);
      expect(again.chargeUuid).not.toBe((await orderRow(declined.json.orderId)).chargeUuid);

      // Someone else's order is not theirs to try; fee staff may; a paid one has nothing to try again.
      expect((await retry(declined.json.orderId, faculty)).status).toBe(403);
      expect((await retry(declined.json.orderId, accountant)).json.orderId).toBe(again.orderId);
      await sim(`/charges/${again.chargeUuid}/pay`, { method: 'CARD', webhook: false });
      expect((await verify(again.orderId)).json.status).toBe('PAID');
      const paidAgain = await retry(again.orderId);
      expect(paidAgain.status).toBe(409);
      expect(paidAgain.json.message).toBe('This payment was not declined and has not expired: there is nothing to try again');
      const stale = await retry(declined.json.orderId);
      expect(stale.status).toBe(409);
      expect(stale.json.message).toBe('Tuition Fee (semester 3) is already paid');
      expect((await retry('ORD-2026-000000-AAAA')).status).toBe(404);
    });

    it('records nothing for a forged return: the address bar says PAID, the gateway says DUE', async () => {
      const opened = await open([{ feeTypeId: fee.tuition, semester: 4 }]);
      const forged = `vads_charge_status=PAID&vads_amount=4500000&orderId=${opened.json.orderId}`;
      const verified = await api('POST', `/api/payments/orders/${opened.json.orderId}/verify`, student, { returnQuery: forged });
      expect(verified.json).toMatchObject({ status: 'PENDING', receiptNo: null });
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(0);
      const kept = await t.database.db
        .select()
        .from(gatewayEvents)
        .where(and(eq(gatewayEvents.orderId, opened.json.orderId), eq(gatewayEvents.source, 'return')));
      expect(kept.map((e) => e.rawBody)).toEqual([forged]);
    });

    it('flags a charge paid with another amount and records nothing', async () => {
      const opened = await open([{ feeTypeId: fee.tuition, semester: 5 }]);
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'CARD', amount: 100, webhook: false });
      const verified = await verify(opened.json.orderId);
      expect(verified.json.status).toBe('FLAGGED');
      const order = await orderRow(opened.json.orderId);
      expect(order.flagReason).toBe("Gateway says PAID but amount 100 paise, the order's 4500000; paid 100 paise, the order's 4500000");
      // Kept by its keys as well, for a reader in another language.
      expect(order.flagCause).toEqual({
        key: 'gatewayPaid',
        values: {},
        problems: [
          { key: 'amount', values: { amount: 100, orderAmount: 4_500_000 } },
          { key: 'paid', values: { paid: 100, orderAmount: 4_500_000 } },
        ],
      });
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(0);
    });

    it('lets accounts record a flagged payment as paid with a reason, and record its refund with the gateway reference', async () => {
      const tuition5 = await orderRow(
        (
          await t.database.db
            .select()
            .from(paymentOrders)
            .where(
              eq(
                paymentOrders.flagReason,
                "Gateway says PAID but amount 100 paise, the order's 4500000; paid 100 paise, the order's 4500000",
              ),
            )
        )[0].orderId,
      );
      const listed = await api('GET', '/api/payments/resolve?pageSize=100', accountant);
      expect(listed.status).toBe(200);
      expect(listed.json.rows.find((r: { orderId: string }) => r.orderId === tuition5.orderId)).toMatchObject({
        status: 'FLAGGED',
        items: 'TUITION (5)',
        amountPaise: 4_500_000,
        receivedPaise: null,
        flagCause: tuition5.flagCause,
      });
      const facts = await api('GET', `/api/payments/resolve/${tuition5.orderId}/charge`, accountant);
      expect(facts.json).toMatchObject({ status: 'PAID', paidPaise: 100, chargeUuid: tuition5.chargeUuid });
      expect(facts.json.transactions[0]).toMatchObject({
        type: 'PAYMENT',
        status: 'ACCEPTED',
        amountPaise: 100,
        paidBy: 'Card VISA ending 4242',
      });
      expect(facts.json.transactions[0].rrn).toMatch(/^\d{12}$/);

      // The fee counter sees the orders but does not decide on them.
      const clerk = await bearer(t.app, demoUsernameFor('ROLE_FEEPAYMENTS'));
      expect((await api('GET', '/api/payments/resolve', clerk)).status).toBe(403);
      const noReason = await api('POST', `/api/payments/resolve/${tuition5.orderId}/paid`, accountant, { reason: 'ok' });
      expect(noReason.status).toBe(400);
      expect(noReason.json).toMatchObject({ field: 'reason', message: 'Please give the reason (at least 5 characters)' });

      // Recorded as paid: the ₹1.00 received settles that much of the due, and the decision is audited.
      const paid = await api('POST', `/api/payments/resolve/${tuition5.orderId}/paid`, accountant, {
        reason: 'Bank confirmed a part payment',
      });
      expect(paid.status, JSON.stringify(paid.json)).toBe(200);
      expect(paid.json).toMatchObject({ refundDuePaise: 0 });
      expect(paid.json.receiptNo).toMatch(/^RCT\//);
      expect((await orderRow(tuition5.orderId)).status).toBe('PAID');
      const dueOf = async () =>
        (await api('GET', '/api/payments/dues', student)).json.dues.find(
          (d: { feeTypeId: number; semester: number }) => d.feeTypeId === fee.tuition && d.semester === 5,
        )?.duePaise;
      expect(await dueOf()).toBe(4_499_900);
      const twice = await api('POST', `/api/payments/resolve/${tuition5.orderId}/paid`, accountant, {
        reason: 'Bank confirmed a part payment',
      });
      expect(twice.status).toBe(409);
      expect(twice.json.message).toBe('This order is not flagged: there is nothing to decide');

      // The ₹1.00 is given back in the gateway's back office (no notification arrives): accounts record the refund with
      // its reference, the gateway lists it, so it is confirmed, with a credit note.
      await sim(`/charges/${tuition5.chargeUuid}/refund`, { amount: 100, webhook: false });
      const tooMuch = await api('POST', `/api/payments/resolve/${tuition5.orderId}/refunded`, accountant, {
        reference: 'BO-REF-1001',
        amountPaise: 200,
      });
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.json).toMatchObject({ field: 'amountPaise', message: 'At most ₹1.00 of this payment can still be refunded' });
      const refund = await api('POST', `/api/payments/resolve/${tuition5.orderId}/refunded`, accountant, {
        reference: 'BO-REF-1001',
        amountPaise: 100,
        reason: 'Returned to the payer',
      });
      expect(refund.status, JSON.stringify(refund.json)).toBe(200);
      expect(refund.json).toMatchObject({ amountPaise: 100, status: 'confirmed' });
      expect(refund.json.creditNoteNo).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
      // The due is open again in full: the money that settled it went back.
      expect(await dueOf()).toBe(4_500_000);
      // The receipt says what went back, under which credit note.
      const receipt = await fetch(`${base}/api/payments/receipts/${encodeURIComponent(paid.json.receiptNo)}`, { headers: student });
      const receiptText = execFileSync('pdftotext', ['-layout', '-', '-'], {
        input: Buffer.from(await receipt.arrayBuffer()),
        encoding: 'utf8',
      });
      expect(receiptText).toContain(`credit note ${refund.json.creditNoteNo}`);
      expect(receiptText).toMatch(/Refunded: ₹1\.00 on \d{2}-\d{2}-\d{4}, credit note CN\//);
      const again = await api('POST', `/api/payments/resolve/${tuition5.orderId}/refunded`, accountant, {
        reference: 'BO-REF-1002',
        amountPaise: 1,
      });
      expect(again.status).toBe(400);
      expect(again.json.message).toBe('At most ₹0.00 of this payment can still be refunded');
      const audit = await api('GET', '/api/audit-log?action=payment.refunded&pageSize=100', await bearer(t.app, 'admin'));
      expect(JSON.stringify(audit.json)).toContain(refund.json.creditNoteNo);
    });

    it("records a flagged payment as money to give back, and the gateway's refund of it from its notification", async () => {
      const opened = await open([{ feeTypeId: fee.transcript, semester: null }], 'miscellaneous');
      const charge = await chargeOf(opened.json.orderId);
      await sim(`/charges/${charge}/pay`, { method: 'UPI', amount: 5000, webhook: false });
      expect((await verify(opened.json.orderId)).json.status).toBe('FLAGGED');
      const decided = await api('POST', `/api/payments/resolve/${opened.json.orderId}/refund-due`, accountant, {
        reason: 'Paid the wrong amount; return it',
      });
      expect(decided.status, JSON.stringify(decided.json)).toBe(200);
      expect(decided.json.refundDuePaise).toBe(5000);
      const waiting = (await api('GET', '/api/payments/resolve?pageSize=100', accountant)).json.rows.find(
        (r: { orderId: string }) => r.orderId === opened.json.orderId,
      );
      expect(waiting).toMatchObject({
        status: 'PAID',
        receivedPaise: 5000,
        refundDuePaise: 5000,
        refundedPaise: 0,
        paidBy: 'UPI student@okbank',
      });

      // The refund made at the gateway arrives by its notification: recorded once, with a credit note, and the order leaves the list.
      await sim(`/charges/${charge}/refund`, { amount: 5000 });
      const [refund] = await eventually(
        () => t.database.db.select().from(paymentRefunds),
        (rows) => rows.some((r) => r.source === 'gateway'),
      ).then((rows) => rows.filter((r) => r.source === 'gateway'));
      expect(refund).toMatchObject({ amountPaise: 5000, source: 'gateway' });
      expect(refund.creditNoteNo).toMatch(/^CN\//);
      expect(refund.rrn).toMatch(/^\d{12}$/);
      await sim(`/charges/${charge}/webhook`, {});
      expect((await api('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      expect((await t.database.db.select().from(paymentRefunds)).filter((r) => r.source === 'gateway')).toHaveLength(1);
      const after = (await api('GET', '/api/payments/resolve?pageSize=100', accountant)).json.rows;
      expect(after.map((r: { orderId: string }) => r.orderId)).not.toContain(opened.json.orderId);

      // Accounts show what was collected, what went back and the net.
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
      const report = await api('GET', `/api/payments/accounts/collections?from=${yesterday}&to=${tomorrow}`, accountant);
      expect(report.json.refundedPaise).toBeGreaterThanOrEqual(5100);
      expect(report.json.netPaise).toBe(report.json.totalPaise - report.json.refundedPaise);
    });

    it('keeps an order PENDING while the gateway is down, and reconciliation records it once the gateway is back', async () => {
      const opened = await open([{ feeTypeId: fee.tuition, semester: 6 }]);
      await sim('/faults', { webhookLost: true });
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'CARD' });
      await sim('/faults', { downForMs: 60_000 });
      const down = await verify(opened.json.orderId);
      expect(down.json.status).toBe('PENDING');
      const refused = await open([{ feeTypeId: fee.tuition, semester: 7 }]);
      expect(refused.status).toBe(503);
      expect(refused.json.message).toBe(PAYMENT_MESSAGES.gatewayUnavailable);
      const whileDown = await api('POST', '/api/payments/reconcile', accountant);
      expect(whileDown.json.unreachable).toBeGreaterThan(0);
      expect((await orderRow(opened.json.orderId)).status).toBe('PENDING');
      await sim('/faults', {});
      const back = await api('POST', '/api/payments/reconcile', accountant);
      expect(back.status).toBe(200);
      expect(back.json.unreachable).toBe(0);
      expect((await orderRow(opened.json.orderId)).status).toBe('PAID');
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
      await api('POST', '/api/payments/reconcile', accountant);
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
    });

    it("tries a webhook's re-read again while the gateway is down, and records the payment when it is back, without reconciliation", async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 7 }], 'exam');
      const charge = await chargeOf(opened.json.orderId);
      await sim('/faults', { webhookLost: true });
      await sim(`/charges/${charge}/pay`, { method: 'CARD' });
      await sim('/faults', { downForMs: 1000 });
      const delivered = await api('POST', `/gateway-sim/control/charges/${charge}/webhook`, {}, {});
      expect(delivered.status).toBe(200);
      expect((await orderRow(opened.json.orderId)).status).toBe('PENDING');
      const order = await eventually(
        () => orderRow(opened.json.orderId),
        (o) => o.status === 'PAID',
      );
      expect(order.status).toBe('PAID');
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
    });

    it('keeps an order PENDING when the gateway answers too slowly, and records it when it answers in time', async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 5 }], 'exam');
      await sim('/faults', { webhookLost: true });
      await sim(`/charges/${await chargeOf(opened.json.orderId)}/pay`, { method: 'UPI' });
      await sim('/faults', { delayMs: 1500 });
      expect((await verify(opened.json.orderId)).json.status).toBe('PENDING');
      await sim('/faults', {});
      expect((await verify(opened.json.orderId)).json.status).toBe('PAID');
      expect(await collectionsOf(opened.json.orderId)).toHaveLength(1);
    });

    it('runs a tick of the payment jobs on one server at a time (PostgreSQL advisory lock)', async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 6 }], 'exam');
      const services = createServices(t.database.db, t.config);
      const jobs = [1, 2].map(() => createPaymentJobs({ db: t.database.db, recording: services.paymentRecording, intervalSeconds: 0 }));
      await sim('/faults', { delayMs: 300 });
      const ticks = await Promise.all(jobs.map((j) => j.runTick()));
      await sim('/faults', {});
      await services.pdfs.close();
      const ran = ticks.filter((tick) => tick !== null);
      // PGlite is one process's own database: every tick runs there.
      expect(ran).toHaveLength(target === 'postgres' ? 1 : 2);
      expect(ran[0]!.checked).toBeGreaterThan(0);
      expect((await orderRow(opened.json.orderId)).status).toBe('PENDING');
    });

    it('expires an order whose time is up and whose charge was never paid', async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 2 }], 'exam');
      await t.database.db
        .update(paymentOrders)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(paymentOrders.orderId, opened.json.orderId));
      const res = await api('POST', '/api/payments/reconcile', accountant);
      expect(res.json.expired).toBeGreaterThan(0);
      expect((await orderRow(opened.json.orderId)).status).toBe('EXPIRED');
    });

    it('lets a parent pay for their ward, a self payment choose its amount, and refuses the wrong amounts', async () => {
      const byParent = await open([{ feeTypeId: fee.tuition, semester: 8, amountPaise: 100_000 }], 'self', parent);
      expect(byParent.status).toBe(200);
      expect((await orderRow(byParent.json.orderId)).amountPaise).toBe(100_000);
      const tooMuch = await open([{ feeTypeId: fee.tuition, semester: 8, amountPaise: 4_500_001 }], 'self');
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.json.message).toBe('Amount for Tuition Fee (semester 8) must be from ₹1.00 to ₹45000.00');
      const notSelf = await open([{ feeTypeId: fee.tuition, semester: 8, amountPaise: 100_000 }], 'fee');
      expect(notSelf.json.message).toBe(PAYMENT_MESSAGES.amountOnlySelf);
      const wrongKind = await open([{ feeTypeId: fee.tuition, semester: 8 }], 'exam');
      expect(wrongKind.json.message).toBe('Tuition Fee (semester 8) cannot be paid in this payment');
      const twice = await open(
        [
          { feeTypeId: fee.exam, semester: 3 },
          { feeTypeId: fee.exam, semester: 3 },
        ],
        'exam',
      );
      expect(twice.json.message).toBe(PAYMENT_MESSAGES.chooseOnce);
      const notDue = await open([{ feeTypeId: fee.tuition, semester: 12 }]);
      expect(notDue.json.message).toBe('Nothing is due for Tuition Fee (semester 12)');
    });

    it('answers 401 signed out and 403 to roles and people the rules leave out, on every payments route', async () => {
      const opened = await open([{ feeTypeId: fee.exam, semester: 4 }], 'exam');
      const routes: [string, string][] = [
        ['POST', '/api/payments/orders'],
        ['POST', `/api/payments/orders/${opened.json.orderId}/verify`],
        ['POST', '/api/payments/reconcile'],
      ];
      for (const [method, path] of routes) {
        expect((await api(method, path, {}, {})).status).toBe(401);
        expect((await api(method, path, faculty, {})).status).toBe(403);
      }
      expect((await api('POST', '/api/payments/reconcile', student)).status).toBe(403);
      // Another student's order: the parent of this student may verify it, a staff member of fees too; an unlinked student not.
      await t.database.db.update(users).set({ studentId: null }).where(eq(users.username, 'parent'));
      await t.app.heard();
      const unlinked = await verify(opened.json.orderId, parent);
      expect(unlinked.status).toBe(403);
      expect(unlinked.json.message).toBe(PAYMENT_MESSAGES.notYours);
      expect((await verify(opened.json.orderId, accountant)).status).toBe(200);
    });

    it('answers the webhook 400 for what is not a charge notification and 413 past 16 KB, keeping none of them', async () => {
      const notify = (body: string) =>
        fetch(`${base}/api/payments/lyra/webhook`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body });
      const before = (await t.database.db.select().from(gatewayEvents)).length;
      for (const junk of ['not json', '{"uuid":"<script>"}', '[]', 'null']) {
        const res = await notify(junk);
        expect(res.status, junk).toBe(400);
        expect(await res.json()).toMatchObject({ message: 'This is not a charge notification', field: 'body' });
      }
      const nul = await notify(`uuid=${'a'.repeat(32)}&x=\u0000`);
      expect(nul.status).toBe(400);
      expect(await nul.json()).toMatchObject({ message: 'body must not contain NUL characters', field: 'body' });
      expect((await notify(JSON.stringify({ uuid: 'a'.repeat(32), pad: 'x'.repeat(17 * 1024) }))).status).toBe(413);
      expect((await t.database.db.select().from(gatewayEvents)).length).toBe(before);
      const opened = await open([{ feeTypeId: fee.idcard, semester: null }], 'miscellaneous');
      const chargeUuid = await chargeOf(opened.json.orderId);
      const known = await notify(JSON.stringify({ uuid: chargeUuid, orderId: opened.json.orderId }));
      expect(known.status).toBe(200);
      await t.app.settled();
      const kept = () => t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.chargeUuid, chargeUuid));
      expect(await kept()).toHaveLength(1);
      // Kept for 180 days: older events go with the next reconciliation.
      await t.database.db
        .update(gatewayEvents)
        .set({ receivedAt: new Date(Date.now() - 181 * 86_400_000) })
        .where(eq(gatewayEvents.chargeUuid, chargeUuid));
      expect((await api('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      expect(await kept()).toHaveLength(0);
    });

    it('logs the gateway failures without the shop password or the Authorization header', () => {
      const text = JSON.stringify(logLines);
      expect(text).toContain('payment gateway call failed');
      expect(text).not.toContain('simulator-password');
      expect(text).not.toContain(Buffer.from('SIMSHOP:simulator-password').toString('base64'));
    });

    it('answers the real client only with the right shop credentials', async () => {
      const wrong = await fetch(`${base}/gateway-sim/pg/rest/v1/charge/x`, {
        headers: { authorization: `Basic ${Buffer.from('SIMSHOP:nope').toString('base64')}` },
      });
      expect(wrong.status).toBe(401);
    });

    it("lets the simulator send browsers and notifications only to this app's own address", async () => {
      const shop = { authorization: `Basic ${Buffer.from('SIMSHOP:simulator-password').toString('base64')}` };
      const charge = (returnUrl: string, webhookUrl: string) =>
        api('POST', '/gateway-sim/pg/rest/v1/charge', shop, {
          orderId: 'ORD-2026-000001-TEST',
          currency: 'INR',
          amount: 100,
          customer: { uid: 'x', name: 'x', emailId: '', phone: '' },
          return: { method: 'GET', url: returnUrl, timeout: 600 },
          webhook: { url: webhookUrl },
          maxAgeInHours: 1,
        });
      const ours = `${base}/api/payments/lyra/webhook`;
      expect((await charge('https://evil.example/phish', ours)).status).toBe(400);
      expect((await charge(`${base}/lyra/payment/status`, 'https://evil.example/hook')).status).toBe(400);
      expect((await charge(`${base}/lyra/payment/status`, ours)).status).toBe(201);
    });
  });
}

describe.runIf(engineFree)('the gateway simulator of a running demo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { seed: { students: 5 }, env: { NODE_ENV: 'development', GATEWAY: 'simulator' } });
  });
  afterAll(async () => t?.close());

  it('has no control calls: nobody can switch its faults on or pay a charge for someone', async () => {
    const faults = await t.app.inject({ method: 'POST', url: '/gateway-sim/control/faults', payload: { downForSeconds: 3600 } });
    expect(faults.statusCode).toBe(404);
    const pay = await t.app.inject({ method: 'POST', url: '/gateway-sim/control/charges/abc/pay', payload: { method: 'CARD' } });
    expect(pay.statusCode).toBe(404);
  });
});

for (const target of targets) {
  describe(`the result page's check while the gateway is slow (${target})`, () => {
    let t: TestApp;
    let base: string;
    let student: Record<string, string>;

    const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    };

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      // The gateway may take 5 s; the page's check answers after 300 ms with what is stored.
      t = await createTestApp(target, {
        seed: { students: 5 },
        env: {
          PUBLIC_URL: base,
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${base}/gateway-sim`,
          GATEWAY_TIMEOUT_MS: '5000',
          PAYMENT_ANSWER_MS: '300',
          PAYMENT_JOBS_SECONDS: '0',
        },
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      student = await bearer(t.app, 'student');
    });
    afterAll(async () => t?.close());

    it('answers PENDING at once, and records the payment when the slow gateway answers, without another check', async () => {
      const dues = await call('GET', '/api/payments/dues', student);
      const certificate = (dues.json.onRequest as { feeTypeId: number }[])[0];
      const opened = await call('POST', '/api/payments/orders', student, {
        kind: 'miscellaneous',
        items: [{ feeTypeId: certificate.feeTypeId, semester: null }],
      });
      expect(opened.status).toBe(200);
      const uuid = String(opened.json.paymentLink).split('/').pop();
      await call('POST', `/gateway-sim/control/charges/${uuid}/pay`, {}, { method: 'UPI', webhook: false });
      await call('POST', '/gateway-sim/control/faults', {}, { delayMs: 1500 });
      try {
        const checked = await call('POST', `/api/payments/orders/${String(opened.json.orderId)}/verify`, student, {});
        expect(checked.status).toBe(200);
        expect(checked.json).toMatchObject({ status: 'PENDING', receiptNo: null });
        const signedOut = await call('GET', `/api/payments/orders/${String(opened.json.orderId)}/outcome`);
        expect(signedOut.json.status).toBe('PENDING');
        const paid = await vi.waitFor(
          async () => {
            const [order] = await t.database.db
              .select()
              .from(paymentOrders)
              .where(eq(paymentOrders.orderId, String(opened.json.orderId)));
            if (order.status !== 'PAID') throw new Error(`not yet: ${order.status}`);
            return order;
          },
          { timeout: 15_000, interval: 100 },
        );
        expect(paid.status).toBe('PAID');
      } finally {
        await call('POST', '/gateway-sim/control/faults', {}, {});
      }
      const again = await call('POST', `/api/payments/orders/${String(opened.json.orderId)}/verify`, student, {});
      expect(again.json.status).toBe('PAID');
      expect(again.json.receiptNo).toMatch(/^RCT\//);
    });
  });
}
