import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { parseConfig } from '../../../config.js';
import { openDatabase, type Database } from '../../../db/client.js';
import { gatewaySimCharges } from '../payments.table.js';
import { bearer, targets } from '../../../../test/helpers.js';
import { freePort } from '../../../../test/free-port.js';
import { seededPglite, seededPostgres, TEST_SECRET_KEY } from '../../../../test/seeded-databases.js';

const SHOP = { authorization: `Basic ${Buffer.from('SIMSHOP:simulator-password').toString('base64')}` };

/**
 * The demo behind a load balancer: two servers on one database, each with the simulator on itself
 * (GATEWAY_BASE_URL its own address) and the balancer's address as PUBLIC_URL. A charge one server
 * opened is answered, paid and read on the other.
 */
for (const target of targets) {
  describe(`the gateway simulator on two servers of one database (${target})`, () => {
    const apps: FastifyInstance[] = [];
    const databases: Database[] = [];
    const bases: string[] = [];
    let drop: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const ports = [await freePort(), await freePort()];
      bases.push(...ports.map((p) => `http://127.0.0.1:${p}`));
      let seed: { students: number } | false = false;
      if (target === 'pglite') {
        const shared = await seededPglite({ students: 5 });
        databases.push(shared, shared);
      } else {
        const { scratch, seeded } = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 });
        drop = scratch.drop;
        if (!seeded) seed = { students: 5 };
        databases.push(await openDatabase({ databaseUrl: scratch.url }), await openDatabase({ databaseUrl: scratch.url }));
      }
      for (const [i, port] of ports.entries()) {
        const config = parseConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'error',
          DATA_DIR: '/nonexistent-test-data',
          APP_SECRET_KEY: TEST_SECRET_KEY,
          PUBLIC_URL: bases[0],
          GATEWAY: 'simulator',
          GATEWAY_BASE_URL: `${bases[i]}/gateway-sim`,
          PAYMENT_JOBS_SECONDS: '0',
        });
        const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database: databases[i], seed: i === 0 ? seed : false });
        await app.listen({ port, host: '127.0.0.1' });
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      for (const database of new Set(databases)) await database.close();
      await drop?.();
    });

    it('answers, pays and reads on one server a charge the other opened', async () => {
      const [a, b] = bases;
      const student = await bearer(apps[0], 'student');
      const dues = (await (await fetch(`${a}/api/payments/dues`, { headers: student })).json()) as { onRequest: { feeTypeId: number }[] };
      const opened = await fetch(`${a}/api/payments/orders`, {
        method: 'POST',
        headers: { ...student, 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'miscellaneous', items: [{ feeTypeId: dues.onRequest[0].feeTypeId, semester: null }] }),
      });
      expect(opened.status).toBe(200);
      const { orderId, paymentLink } = (await opened.json()) as { orderId: string; paymentLink: string };
      const uuid = paymentLink.split('/').pop()!;

      // The balancer sends the browser, and server B's own calls, to B.
      const charge = await fetch(`${b}/gateway-sim/pg/rest/v1/charge/${uuid}`, { headers: SHOP });
      expect(charge.status).toBe(200);
      expect(await charge.json()).toMatchObject({ uuid, orderId, status: 'DUE' });
      const payPage = await fetch(`${b}/gateway-sim/pay/${uuid}`);
      expect(payPage.status).toBe(200);
      expect(await payPage.text()).toContain('Pay with card');
      const back = await fetch(`${b}/gateway-sim/pay/${uuid}/complete?method=UPI`, { redirect: 'manual' });
      expect(back.status).toBe(303);

      // Either server reads the charge as paid and records it once.
      for (const server of [b, a]) {
        const verified = await fetch(`${server}/api/payments/orders/${orderId}/verify`, {
          method: 'POST',
          headers: { ...student, 'content-type': 'application/json' },
          body: '{}',
        });
        expect(await verified.json()).toMatchObject({ orderId, status: 'PAID' });
      }
      // A second press on the other server finds the charge paid: the page is closed.
      expect((await fetch(`${a}/gateway-sim/pay/${uuid}/complete?method=CARD`, { redirect: 'manual' })).status).toBe(404);
      for (const app of apps) await app.settled();
    });

    it('forgets charges opened more than 30 days ago when it opens a new one', async () => {
      const db = databases[0].db;
      const old = { uuid: 'f'.repeat(32), status: 'DUE', orderId: 'ORD-2026-000001-OLDC', amount: 100, currency: 'INR', transactions: [] };
      await db.insert(gatewaySimCharges).values({
        uuid: old.uuid,
        charge: old,
        request: {} as never,
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      });
      expect((await fetch(`${bases[1]}/gateway-sim/pg/rest/v1/charge/${old.uuid}`, { headers: SHOP })).status).toBe(200);
      const opened = await fetch(`${bases[1]}/gateway-sim/pg/rest/v1/charge`, {
        method: 'POST',
        headers: { ...SHOP, 'content-type': 'application/json' },
        body: JSON.stringify({
          orderId: 'ORD-2026-000002-NEWC',
          currency: 'INR',
          amount: 100,
          customer: { uid: 'x', name: 'x', emailId: '', phone: '' },
          return: { method: 'GET', url: `${bases[0]}/lyra/payment/status`, timeout: 600 },
          webhook: { url: `${bases[0]}/api/payments/lyra/webhook` },
          maxAgeInHours: 1,
        }),
      });
      expect(opened.status).toBe(201);
      expect(await db.select().from(gatewaySimCharges).where(eq(gatewaySimCharges.uuid, old.uuid))).toEqual([]);
    });
  });
}
