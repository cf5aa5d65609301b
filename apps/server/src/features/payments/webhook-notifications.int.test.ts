import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { freePort } from '../../../test/free-port.js';
import { rowsOf } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { gatewayEvents, paymentOrders } from './payments.table.js';

const hex = () => crypto.randomBytes(16).toString('hex');
/** A notification as the flood sent it: uuid-shaped, padded to just under the 16 KiB the route takes. */
const padded = (uuid: string) => JSON.stringify({ uuid, pad: 'x'.repeat(16 * 1024 - 100) });

for (const target of targets) {
  describe(`the gateway webhook keeps only what belongs to an order (${target})`, () => {
    let t: TestApp;
    let studentId: number;
    let address = 0;
    /** Each call from an address of its own, as a flood from many machines. */
    const notify = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payments/lyra/webhook',
        headers: { 'content-type': 'application/json' },
        payload: body,
        remoteAddress: `10.9.${Math.floor(++address / 250)}.${address % 250}`,
      });
    const eventCount = async () =>
      Number(rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from gateway_events`))[0].n);

    beforeAll(async () => {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      t = await createTestApp(target, {
        seed: { students: 5 },
        env: {
          PUBLIC_URL: base,
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${base}/gateway-sim`,
          GATEWAY_TIMEOUT_MS: '1000',
          PAYMENT_JOBS_SECONDS: '0',
          WEBHOOK_GLOBAL_RATE_LIMIT: '100',
        },
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      const [me] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      studentId = me.studentId!;
    });
    afterAll(async () => t?.close());

    it('answers notifications for charges of no order 200 and keeps none of them', async () => {
      const before = await eventCount();
      for (let i = 0; i < 30; i++) {
        const res = await notify(padded(hex()));
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true });
      }
      await t.app.settled();
      expect(await eventCount()).toBe(before);
    });

    it("keeps an order's notifications, at most 20 of them, with the order's id", async () => {
      const chargeUuid = hex();
      await t.database.db.insert(paymentOrders).values({
        orderId: 'ORD-2026-111111-WHKA',
        studentId,
        kind: 'miscellaneous',
        amountPaise: 10_000,
        itemsKey: 'x',
        chargeUuid,
        paymentLink: 'http://127.0.0.1/pay',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      for (let i = 0; i < 25; i++) expect((await notify(padded(chargeUuid))).statusCode).toBe(200);
      await t.app.settled();
      const kept = await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.chargeUuid, chargeUuid));
      expect(kept).toHaveLength(20);
      expect(new Set(kept.map((e) => e.orderId))).toEqual(new Set(['ORD-2026-111111-WHKA']));
      // Kept 180 days: older ones go with the next reconciliation.
      await t.database.db
        .update(gatewayEvents)
        .set({ receivedAt: new Date(Date.now() - 181 * 86_400_000) })
        .where(eq(gatewayEvents.chargeUuid, chargeUuid));
      const accountant = await bearer(t.app, 'accountant');
      expect((await t.app.inject({ method: 'POST', url: '/api/payments/reconcile', headers: accountant })).statusCode).toBe(200);
      expect(await t.database.db.select().from(gatewayEvents).where(eq(gatewayEvents.chargeUuid, chargeUuid))).toHaveLength(0);
    });

    it('refuses notifications past the limit for all addresses together, each address sending once', async () => {
      const answers = [];
      for (let i = 0; i < 101; i++) answers.push(await notify(padded(hex())));
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(refused[0].json()).toMatchObject({
        message: PAYMENT_MESSAGES.tooManyNotificationsAll,
        key: 'payments.tooManyNotificationsAll',
      });
      expect(refused[0].headers['retry-after']).toBeDefined();
      expect(answers.filter((a) => a.statusCode !== 429).every((a) => a.statusCode === 200)).toBe(true);
    });
  });
}
