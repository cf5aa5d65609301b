import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { freePort } from '../../../test/free-port.js';
import { createServices } from '../../services.js';
import { rowsOf } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { feeTypes, paymentOrderItems, paymentOrders } from './payments.table.js';

for (const target of targets) {
  describe(`new orders per due, and reconciliation over many candidates (${target})`, () => {
    let t: TestApp;
    let base: string;
    let studentId: number;
    let student: Record<string, string>;
    let accountant: Record<string, string>;
    const shop = { authorization: `Basic ${Buffer.from('SIMSHOP:simulator-password').toString('base64')}` };

    const api = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
      return { status: res.status, json: (await res.json()) as any, headers: res.headers };
    };
    const feeId = async (code: string) => (await t.database.db.select().from(feeTypes).where(eq(feeTypes.code, code)))[0].id;
    const chargeOf = async (orderId: string) =>
      (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)))[0].chargeUuid!;

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(target, {
        seed: { students: 5 },
        env: {
          PUBLIC_URL: base,
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${base}/gateway-sim`,
          GATEWAY_TIMEOUT_MS: '2000',
          PAYMENT_JOBS_SECONDS: '0',
        },
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      const [me] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      studentId = me.studentId!;
      [student, accountant] = await Promise.all([bearer(t.app, 'student'), bearer(t.app, 'accountant')]);
    });
    afterAll(async () => t?.close());

    it('opens at most ten orders for one due in a day, then answers 429 naming the fee; fee staff may still open one', async () => {
      const bonafide = await feeId('BONAFIDE');
      const items = [{ feeTypeId: bonafide, semester: null }];
      for (let i = 0; i < 10; i++) {
        const opened = await api('POST', '/api/payments/orders', student, { kind: 'miscellaneous', items });
        expect(opened.status, JSON.stringify(opened.json)).toBe(200);
        // The same press again reuses the open order instead of opening another charge.
        expect((await api('POST', '/api/payments/orders', student, { kind: 'miscellaneous', items })).json.orderId).toBe(
          opened.json.orderId,
        );
        await api(
          'POST',
          `/gateway-sim/control/charges/${await chargeOf(opened.json.orderId)}/pay`,
          {},
          { method: 'DECLINE', webhook: false },
        );
      }
      const refused = await api('POST', '/api/payments/orders', student, { kind: 'miscellaneous', items });
      expect(refused.status).toBe(429);
      expect(refused.json).toMatchObject({
        message: 'Bonafide Certificate has been tried 10 times in the last 24 hours. Please try again later or pay at the fee counter.',
        key: 'payments.tooManyAttempts',
        field: 'items',
      });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(86_000);
      const count = await t.database.db.execute(
        sql`select count(*)::int as n from payment_orders o join payment_order_items i on i.order_id = o.id
          where o.student_id = ${studentId} and i.fee_type_id = ${bonafide}`,
      );
      expect(Number(rowsOf<{ n: number }>(count)[0].n)).toBe(10);
      // Another due is not held back, and the fee counter may take the payment for the student.
      const transcript = await api('POST', '/api/payments/orders', student, {
        kind: 'miscellaneous',
        items: [{ feeTypeId: await feeId('TRANSCRIPT'), semester: null }],
      });
      expect(transcript.status).toBe(200);
      const rollNo = (await api('GET', '/api/payments/dues', student)).json.student.rollNumber as string;
      const atCounter = await api('POST', '/api/payments/orders', accountant, { kind: 'miscellaneous', items, rollNo });
      expect(atCounter.status, JSON.stringify(atCounter.json)).toBe(200);
    });

    it('reads every candidate within a few runs when there are more than a batch: the newest late payment is recorded', async () => {
      const idcard = await feeId('IDCARD');
      const since = new Date(Date.now() - 60_000);
      const orderIds: string[] = [];
      for (let i = 0; i < 12; i++) {
        const orderId = `ORD-2026-${String(700_000 + i)}-RCNA`;
        const charge = await api('POST', '/gateway-sim/pg/rest/v1/charge', shop, {
          orderId,
          currency: 'INR',
          amount: 10_000,
          customer: { uid: 'x', name: 'x', emailId: '', phone: '' },
          return: { method: 'GET', url: `${base}/lyra/payment/status`, timeout: 600 },
          webhook: { url: `${base}/api/payments/lyra/webhook` },
          maxAgeInHours: 1,
        });
        expect(charge.status).toBe(201);
        // Eleven were declined; the newest ended here unpaid but is paid late, after its order was closed.
        const late = i === 11;
        if (!late) await api('POST', `/gateway-sim/control/charges/${charge.json.uuid}/pay`, {}, { method: 'DECLINE', webhook: false });
        const [row] = await t.database.db
          .insert(paymentOrders)
          .values({
            orderId,
            studentId,
            kind: 'miscellaneous',
            amountPaise: 10_000,
            status: late ? 'EXPIRED' : 'DROPPED',
            itemsKey: `${idcard}:-:10000`,
            chargeUuid: charge.json.uuid,
            paymentLink: charge.json.paymentLink,
            expiresAt: since,
            createdAt: since,
            updatedAt: new Date(since.getTime() + i * 1000),
          })
          .returning();
        await t.database.db.insert(paymentOrderItems).values({ orderId: row.id, feeTypeId: idcard, semester: null, amountPaise: 10_000 });
        if (late) await api('POST', `/gateway-sim/control/charges/${charge.json.uuid}/pay`, {}, { method: 'UPI', webhook: false });
        orderIds.push(orderId);
      }
      const services = createServices(t.database.db, t.config);
      try {
        const statusOfNewest = async () =>
          (await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderIds[11])))[0].status;
        let runs = 0;
        // Batches of 5 over 12 candidates (and the demo's own): a few runs reach every one.
        while ((await statusOfNewest()) !== 'PAID' && runs < 8) {
          const answer = await services.paymentRecording.reconcile(5);
          expect(answer.checked).toBe(5);
          runs++;
        }
        expect(await statusOfNewest()).toBe('PAID');
        expect(runs).toBeLessThanOrEqual(5);
      } finally {
        await services.pdfs.close();
      }
    });
  });
}
