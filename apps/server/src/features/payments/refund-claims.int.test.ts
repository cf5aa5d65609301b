import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { users } from '../auth/auth.table.js';
import { feeTypes, paymentOrderItems, paymentOrders, paymentRefunds } from './payments.table.js';

/** Our order ids for the fixtures' charges (their own, CAMPUS-ORDER-000n, are not in our form). */
const ORDER_IDS: Record<string, string> = {
  'charge-paid-upi': 'ORD-2024-000001-FXUP',
  'charge-partly-refunded': 'ORD-2024-000004-FXRF',
  'charge-paid-card': 'ORD-2024-000002-FXCD',
};

/** A charge answer of Lyra's API as recorded in fixtures/, for our order of it, as JSON to edit. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the gateway's answers, edited field by field
const fixture = (name: string): any => ({
  ...JSON.parse(fs.readFileSync(new URL(`./gateway/fixtures/${name}.json`, import.meta.url), 'utf8')),
  orderId: ORDER_IDS[name],
});

/**
 * Refunds accounts record by hand are matched with the REFUND transactions the gateway lists on the
 * charge; the gateway here is an HTTP server answering the recorded charge answers, not the simulator.
 */
for (const target of targets) {
  describe(`refunds accounts record, against what the gateway lists (${target})`, () => {
    let t: TestApp;
    let gateway: http.Server;
    let studentId: number;
    let student: Record<string, string>;
    let accountant: Record<string, string>;
    const fee = { tuition: 0, exam: 0 };
    /** The student's last semester, which the fixtures' charges pay. */
    let sem = 0;
    /** What the gateway answers for each charge uuid, changed as the test goes. */
    const answers = new Map<string, unknown>();

    const call = async (method: string, url: string, headers: Record<string, string>, payload?: unknown) => {
      const res = await t.app.inject({ method: method as 'GET', url, headers, payload: payload as object });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
      return { status: res.statusCode, json: res.json() as any };
    };
    /** What is still due for a fee type and semester (0: settled). */
    const dueOf = async (feeTypeId: number, semester: number) =>
      ((await call('GET', '/api/payments/dues', student)).json.dues.find(
        (d: { feeTypeId: number; semester: number }) => d.feeTypeId === feeTypeId && d.semester === semester,
      )?.duePaise ?? 0) as number;
    const refundsOf = async (orderId: string) =>
      t.database.db
        .select({ r: paymentRefunds })
        .from(paymentRefunds)
        .innerJoin(sql`fee_collections c`, sql`c.id = ${paymentRefunds.collectionId}`)
        .innerJoin(paymentOrders, sql`${paymentOrders.id} = c.order_id`)
        .where(eq(paymentOrders.orderId, orderId))
        .orderBy(paymentRefunds.id)
        .then((rows) => rows.map((row) => row.r));

    /** Our order for a fixture's charge, PENDING, for one due of the student; then verified, so recorded as the gateway says. */
    async function paidOrder(charge: { uuid: string; orderId: string; amount: number }, feeTypeId: number, semester: number) {
      const [order] = await t.database.db
        .insert(paymentOrders)
        .values({
          orderId: charge.orderId,
          studentId,
          kind: 'fee',
          amountPaise: charge.amount,
          itemsKey: `${feeTypeId}:${semester}:${charge.amount}`,
          chargeUuid: charge.uuid,
          paymentLink: 'https://secure.in.lyra.com/t/x',
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      await t.database.db.insert(paymentOrderItems).values({ orderId: order.id, feeTypeId, semester, amountPaise: charge.amount });
      const verified = await call('POST', `/api/payments/orders/${charge.orderId}/verify`, accountant, {});
      expect(verified.json.status, JSON.stringify(verified.json)).toBe('PAID');
    }

    beforeAll(async () => {
      gateway = http.createServer((req, res) => {
        const body = answers.get(decodeURIComponent(req.url?.split('/').pop() ?? ''));
        res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? { errorCode: 'NOT_FOUND' }));
      });
      await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
      t = await createTestApp(target, {
        seed: { students: 5 },
        env: {
          GATEWAY: 'lyra',
          GATEWAY_BASE_URL: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
          GATEWAY_SHOP_ID: 'shop',
          GATEWAY_PASSWORD: 'secret',
          GATEWAY_TIMEOUT_MS: '2000',
          PAYMENT_JOBS_SECONDS: '0',
        },
      });
      const db = t.database.db;
      const [me] = await db.select().from(users).where(eq(users.username, 'student'));
      studentId = me.studentId!;
      // In the last semester every semester is due. The demo student paid every semester before the one
      // they were in when seeded (seed-fees.ts), so the last is unpaid whatever the day: its tuition and
      // exam fee are what the fixtures' charges paid.
      await db.execute(
        sql`update students st set semester_id = (select id from semesters s where s.course_id = st.course_id order by s.number desc limit 1) where st.id = ${studentId}`,
      );
      const [last] = (
        (await db.execute(
          sql`select s.number from semesters s join students st on st.semester_id = s.id where st.id = ${studentId}`,
        )) as unknown as { rows: { number: number }[] }
      ).rows;
      sem = last!.number;
      await db.execute(sql`update fee_structure fs set amount_paise = case ft.code when 'TUITION' then 5000000 else 1200000 end
        from fee_types ft, students st
        where ft.id = fs.fee_type_id and ft.code in ('TUITION', 'EXAM') and st.id = ${studentId}
          and fs.course_id = st.course_id and fs.batch_id = st.batch_id and fs.semester = ${sem}`);
      await t.app.heard();
      const types = await db.select().from(feeTypes);
      fee.tuition = types.find((x) => x.code === 'TUITION')!.id;
      fee.exam = types.find((x) => x.code === 'EXAM')!.id;
      [student, accountant] = await Promise.all([bearer(t.app, 'student'), bearer(t.app, 'accountant')]);
    });
    afterAll(async () => {
      await t?.close();
      await new Promise<void>((resolve) => gateway.close(() => resolve()));
    });

    it('keeps six ₹1 refunds the gateway never made as claimed, flagged for accounts, and the due stays paid', async () => {
      const charge = fixture('charge-paid-upi');
      answers.set(charge.uuid, charge);
      await paidOrder(charge, fee.tuition, sem);
      expect(await dueOf(fee.tuition, sem)).toBe(0);
      const answered: { amountPaise: number; status: string }[] = [];
      for (let i = 1; i <= 6; i++) {
        const refund = await call('POST', `/api/payments/resolve/${charge.orderId}/refunded`, accountant, {
          reference: `BO-FAKE-${i}`,
          amountPaise: 100,
        });
        expect(refund.status, JSON.stringify(refund.json)).toBe(200);
        answered.push(refund.json);
      }
      expect(await dueOf(fee.tuition, sem)).toBe(0);
      expect(answered.map((a) => [a.amountPaise, a.status])).toEqual(Array(6).fill([100, 'claimed']));
      const rows = await refundsOf(charge.orderId);
      expect(rows.map((r) => r.status)).toEqual(Array(6).fill('claimed'));
      expect(rows.every((r) => r.transactionUuid === null && !r.duesReopened)).toBe(true);
      // Flagged: the order waits under Payments to resolve with what is only claimed.
      const listed = (await call('GET', '/api/payments/resolve?pageSize=100', accountant)).json.rows.find(
        (r: { orderId: string }) => r.orderId === charge.orderId,
      );
      expect(listed).toMatchObject({ refundedPaise: 0, claimedPaise: 600, refundDuePaise: 0 });
      expect(listed.refunds.map((r: { status: string }) => r.status)).toEqual(Array(6).fill('claimed'));
      // Reconciliation reads the charge again and still finds no refund: nothing changes.
      expect((await call('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      expect((await refundsOf(charge.orderId)).map((r) => r.status)).toEqual(Array(6).fill('claimed'));
      expect(await dueOf(fee.tuition, sem)).toBe(0);
    });

    it('confirms a claimed refund once the gateway lists it, then reopens the due, without a second refund', async () => {
      const refunded = fixture('charge-partly-refunded');
      const beforeRefund = {
        ...refunded,
        refunded: 0,
        transactions: refunded.transactions.filter((x: { type: string }) => x.type !== 'REFUND'),
      };
      answers.set(refunded.uuid, beforeRefund);
      await paidOrder(refunded, fee.exam, sem);
      expect(await dueOf(fee.exam, sem)).toBe(0);
      const claim = await call('POST', `/api/payments/resolve/${refunded.orderId}/refunded`, accountant, {
        reference: 'BO-77120',
        amountPaise: 200_000,
        reason: 'Transport not taken',
      });
      expect(claim.json).toMatchObject({ amountPaise: 200_000, status: 'claimed' });
      expect(await dueOf(fee.exam, sem)).toBe(0);

      // The gateway now lists the refund (the recorded answer): reconciliation confirms the claim.
      answers.set(refunded.uuid, refunded);
      expect((await call('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      const [confirmed, ...others] = await refundsOf(refunded.orderId);
      expect(others).toEqual([]);
      expect(confirmed).toMatchObject({
        status: 'confirmed',
        reference: 'BO-77120',
        transactionUuid: 'f0e1d2c3b4a5968778695a4b3c2d1e0f',
        rrn: '418812340000',
        duesReopened: true,
        creditNoteNo: claim.json.creditNoteNo,
      });
      expect(await dueOf(fee.exam, sem)).toBe(200_000);
      expect((await call('POST', '/api/payments/reconcile', accountant)).status).toBe(200);
      expect(await refundsOf(refunded.orderId)).toHaveLength(1);
      expect(await dueOf(fee.exam, sem)).toBe(200_000);
    });

    it("confirms at once a refund the gateway already lists, and the charge's notification records no second one", async () => {
      const card = fixture('charge-paid-card');
      answers.set(card.uuid, card);
      await paidOrder(card, fee.exam, 6);
      const listedRefund = {
        ...fixture('charge-partly-refunded').transactions[1],
        amount: 50_000,
        uuid: '99aa88bb77cc66dd55ee44ff33aa22bb',
      };
      answers.set(card.uuid, { ...card, refunded: 50_000, transactions: [...card.transactions, listedRefund] });
      // A refund of another amount is not the one the gateway lists.
      const other = await call('POST', `/api/payments/resolve/${card.orderId}/refunded`, accountant, {
        reference: 'BO-OTHER',
        amountPaise: 40_000,
      });
      expect(other.json.status).toBe('claimed');
      const refund = await call('POST', `/api/payments/resolve/${card.orderId}/refunded`, accountant, {
        reference: 'BO-88001',
        amountPaise: 50_000,
      });
      expect(refund.json).toMatchObject({ amountPaise: 50_000, status: 'confirmed' });
      const webhook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/lyra/webhook',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ uuid: card.uuid }),
      });
      expect(webhook.statusCode).toBe(200);
      await t.app.settled();
      const rows = await refundsOf(card.orderId);
      expect(rows.map((r) => [r.reference, r.status, r.transactionUuid])).toEqual([
        ['BO-OTHER', 'claimed', null],
        ['BO-88001', 'confirmed', listedRefund.uuid],
      ]);
    });
  });
}
