import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsernameFor, type AccountsDashboard, type CollectionsReport, type CollegeDashboard } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { rowsOf } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { feeCollections, feeTypes, paymentOrderItems, paymentOrders, paymentRefunds } from './payments.table.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';

/** 10 March 2026, 10:30 in the college (Asia/Kolkata); the next day at the same time. */
const DAY1 = '2026-03-10';
const DAY2 = '2026-03-11';
const AT_DAY1 = Date.parse('2026-03-10T05:00:00Z');
const ONE_DAY = 86_400_000;

for (const target of targets) {
  describe(`collections by mode: the counter's money in the report, the export and the landing pages (${target})`, () => {
    let t: TestApp;
    let now = AT_DAY1;
    let clerk: Record<string, string>;
    let accountant: Record<string, string>;
    let principal: Record<string, string>;
    let roll: string;
    let clerkName: string;
    let tuition: number;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-modes-'));
    const receipts: Record<string, string> = {};

    const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: unknown) =>
      t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    /** Money received at the counter against the student's tuition of semester 1. */
    async function receive(name: string, amountPaise: number, means: Record<string, unknown>) {
      const res = await call('POST', '/api/payments/counter/receipts', clerk, {
        rollNo: roll,
        requestKey: crypto.randomUUID(),
        items: [{ feeTypeId: tuition, semester: 1, amountPaise }],
        ...means,
      });
      expect(res.statusCode, res.body).toBe(201);
      receipts[name] = res.json().receipt.receiptNo;
    }
    const report = async (query: string) => {
      const res = await call('GET', `/api/payments/accounts/collections?${query}`, accountant);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<CollectionsReport>();
    };
    const accounts = async () => (await call('GET', '/api/dashboards/accounts', accountant)).json<AccountsDashboard>();

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => new Date(now) });
      const { db } = t.database;
      // These tests count their own money: the demo's payment history is left out.
      await db.execute(sql`delete from payment_refunds`);
      await db.execute(sql`delete from student_charges`);
      await db.execute(sql`delete from fee_collections`);
      await db.execute(sql`delete from payment_orders`);
      await db.execute(sql`delete from counter_days`);
      const [me] = await db.select().from(users).where(eq(users.username, 'student'));
      const studentId = me.studentId!;
      roll = rowsOf<{ roll: string }>(await db.execute(sql`select roll_number as roll from students where id = ${studentId}`))[0].roll;
      await db.execute(sql`update fee_structure fs set amount_paise = 4500000 from fee_types ft, students st
        where ft.id = fs.fee_type_id and ft.code = 'TUITION' and st.id = ${studentId} and fs.course_id = st.course_id and fs.batch_id = st.batch_id`);
      const types = await db.select().from(feeTypes);
      tuition = types.find((x) => x.code === 'TUITION')!.id;
      const exam = types.find((x) => x.code === 'EXAM')!.id;
      [clerk, accountant, principal] = await Promise.all(
        ['feepayments', 'accountant', demoUsernameFor('ROLE_PRINCIPAL')].map((u) => bearer(t.app, u)),
      );
      clerkName = (await db.select().from(users).where(eq(users.username, 'feepayments')))[0].fullName;
      await t.app.heard();

      // Two payments through the gateway on day 1 (by card and by UPI), and a refund of part of the card's.
      const other = rowsOf<{ id: number }>(await db.execute(sql`select id from students where id <> ${studentId} order by id limit 1`))[0]
        .id;
      for (const [i, mode] of (['CARD', 'UPI'] as const).entries()) {
        const amountPaise = mode === 'CARD' ? 120_000 : 80_000;
        const [order] = await db
          .insert(paymentOrders)
          .values({
            orderId: `ORD-M-${mode}`,
            studentId: other,
            kind: 'exam',
            amountPaise,
            status: 'PAID',
            chargeUuid: `charge-${mode}`,
            itemsKey: `ORD-M-${mode}`,
            expiresAt: new Date(now + 1_800_000),
            createdAt: new Date(now),
          })
          .returning();
        await db.insert(paymentOrderItems).values({ orderId: order.id, feeTypeId: exam, semester: i + 1, amountPaise });
        const [collection] = await db
          .insert(feeCollections)
          .values({
            orderId: order.id,
            chargeUuid: `charge-${mode}`,
            transactionUuid: `txn-${mode}`,
            studentId: other,
            amountPaise,
            ...(mode === 'CARD'
              ? { mode, cardBrand: 'VISA', cardLast4: '4242' }
              : { mode, payerVpa: 'ravi.kumar@okaxis', rrn: '417612345678' }),
            financialYear: '2025-26',
            receiptSeq: 90_001 + i,
            receiptNo: `RCT/2025-26/09000${i + 1}`,
            paidAt: new Date(now),
          })
          .returning();
        if (mode === 'CARD')
          await db.insert(paymentRefunds).values({
            collectionId: collection.id,
            amountPaise: 20_000,
            source: 'accounts',
            reference: 'RFND-0001',
            reason: '-200 charged twice',
            financialYear: '2025-26',
            creditNoteSeq: 90_001,
            creditNoteNo: 'CN/2025-26/090001',
            refundedAt: new Date(now),
          });
      }

      // Day 1 at the counter: every mode; a draft cleared, one cheque returned, another still at the bank.
      await receive('cash1', 100_000, { mode: 'CASH' });
      await receive('cash2', 50_000, { mode: 'CASH' });
      await receive('dd', 200_000, {
        mode: 'DD',
        instrumentNo: '765432',
        bank: 'State Bank of India',
        branch: 'Guntur Main',
        instrumentDate: DAY1,
      });
      await receive('returned', 300_000, { mode: 'CHEQUE', instrumentNo: '004512', bank: 'Canara Bank', instrumentDate: DAY1 });
      await receive('cheque', 150_000, { mode: 'CHEQUE', instrumentNo: '004513', bank: 'Canara Bank', instrumentDate: DAY1 });
      await receive('transfer', 250_000, { mode: 'TRANSFER', utr: 'N123456789012345' });
      await receive('qr', 70_000, { mode: 'UPI_QR', utr: '633112345678' });
      const instrument = (name: string, what: string) => `/api/payments/counter/instruments/${encodeURIComponent(receipts[name])}/${what}`;
      expect((await call('POST', instrument('dd', 'cleared'), accountant, { date: DAY1 })).statusCode).toBe(200);
      const bounced = await call('POST', instrument('returned', 'bounced'), accountant, { date: DAY1, reason: 'Funds insufficient' });
      expect(bounced.statusCode, bounced.body).toBe(200);
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('totals the collections of the day by mode, the returned cheque netted apart from the refund', async () => {
      const day = await report(`from=${DAY1}&to=${DAY1}`);
      expect(day.byMode).toEqual([
        { mode: 'CARD', count: 1, amountPaise: 120_000 },
        { mode: 'UPI', count: 1, amountPaise: 80_000 },
        { mode: 'CASH', count: 2, amountPaise: 150_000 },
        { mode: 'DD', count: 1, amountPaise: 200_000 },
        { mode: 'CHEQUE', count: 2, amountPaise: 450_000 },
        { mode: 'TRANSFER', count: 1, amountPaise: 250_000 },
        { mode: 'UPI_QR', count: 1, amountPaise: 70_000 },
      ]);
      expect(day).toMatchObject({
        mode: null,
        totalPaise: 1_320_000,
        count: 9,
        refundedPaise: 20_000,
        returned: [{ mode: 'CHEQUE', count: 1, amountPaise: 300_000 }],
        returnedPaise: 300_000,
        netPaise: 1_000_000,
      });
      expect(day.byDay).toEqual([{ day: DAY1, amountPaise: 1_320_000, count: 9 }]);
      // The day before and the day after have none of it: each counts on its college day.
      expect(await report('from=2026-03-09&to=2026-03-09')).toMatchObject({
        totalPaise: 0,
        count: 0,
        byMode: [],
        returned: [],
        netPaise: 0,
      });
    });

    it("names each counter payment's means in the orders list, a cheque by its number and bank", async () => {
      const res = await call('GET', `/api/payments/accounts/history?rollNumber=${encodeURIComponent(roll)}`, accountant);
      expect(res.statusCode).toBe(200);
      const paidBy = new Map((res.json().orders as { receiptNo: string; paidBy: string }[]).map((o) => [o.receiptNo, o.paidBy] as const));
      expect([receipts.cash1, receipts.dd, receipts.cheque, receipts.transfer, receipts.qr].map((r) => paidBy.get(r))).toEqual([
        'Cash',
        'Demand draft 765432, State Bank of India, Guntur Main, dated 10-03-2026',
        'Cheque 004513, Canara Bank, dated 10-03-2026',
        'Bank transfer, UTR N123456789012345',
        "UPI to the college's QR, UTR 633112345678",
      ]);
    });

    it('narrows every figure to the mode chosen, and refuses a mode it does not know', async () => {
      const cheques = await report(`from=${DAY1}&to=${DAY1}&mode=CHEQUE`);
      expect(cheques).toMatchObject({
        mode: 'CHEQUE',
        totalPaise: 450_000,
        count: 2,
        refundedPaise: 0,
        returned: [{ mode: 'CHEQUE', count: 1, amountPaise: 300_000 }],
        netPaise: 150_000,
        byMode: [{ mode: 'CHEQUE', count: 2, amountPaise: 450_000 }],
      });
      expect(cheques.byFeeType).toEqual([{ feeType: 'TUITION', name: expect.any(String), amountPaise: 450_000, count: 2 }]);
      const cards = await report(`from=${DAY1}&to=${DAY1}&mode=CARD`);
      expect(cards).toMatchObject({
        totalPaise: 120_000,
        count: 1,
        refundedPaise: 20_000,
        returned: [],
        returnedPaise: 0,
        netPaise: 100_000,
      });
      const bad = await call('GET', `/api/payments/accounts/collections?from=${DAY1}&to=${DAY1}&mode=COINS`, accountant);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'mode', message: 'mode must be one of CARD, UPI, CASH, DD, CHEQUE, TRANSFER, UPI_QR' });
    });

    it('exports each collection with its mode, a By mode sheet, and the returned cheque apart from the refund, as openpyxl reads them', async () => {
      const res = await call('GET', `/api/payments/collections.xlsx?from=${DAY1}&to=${DAY1}`, accountant);
      expect(res.statusCode).toBe(200);
      const file = path.join(dir, 'modes.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const read = `
import sys, json, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
print(json.dumps(wb.sheetnames))
for name in ["Collections", "By mode", "Refunds and returns"]:
    ws = wb[name]
    for row in ws.iter_rows(values_only=True):
        print(json.dumps([name] + [v if isinstance(v, (str, int, float)) or v is None else str(v) for v in row]))
`;
      const [names, ...rows] = execFileSync(PYTHON, ['-c', read, file], { encoding: 'utf8' })
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown[]);
      expect(names).toEqual(['Collections', 'By day', 'By fee type', 'By mode', 'Refunds and returns']);
      const sheet = (name: string) => rows.filter((r) => r[0] === name).map((r) => r.slice(1));

      const collections = sheet('Collections');
      expect(collections[0]).toEqual([
        'Receipt No',
        'Paid on',
        'Time',
        'Roll No',
        'Student',
        'Order Id',
        'Fee types',
        'Mode',
        'RRN/UTR',
        'Transaction',
        'Amount (₹)',
        'Refund due (₹)',
        'Cheque or draft',
      ]);
      const line = (receiptNo: string) => collections.find((r) => r[0] === receiptNo)!;
      const modeOf = (receiptNo: string) => [line(receiptNo)[7], line(receiptNo)[10], line(receiptNo)[12]];
      expect(modeOf('RCT/2025-26/090001')).toEqual(['Card VISA ending 4242', 1200, null]);
      expect(modeOf('RCT/2025-26/090002')).toEqual(['UPI ravi.kumar@okaxis', 800, null]);
      expect(modeOf(receipts.cash1)).toEqual(['Cash', 1000, null]);
      expect(modeOf(receipts.dd)).toEqual(['Demand draft 765432, State Bank of India, Guntur Main, dated 10-03-2026', 2000, 'Cleared']);
      expect(modeOf(receipts.returned)).toEqual(['Cheque 004512, Canara Bank, dated 10-03-2026', 3000, 'Returned']);
      expect(modeOf(receipts.cheque)).toEqual(['Cheque 004513, Canara Bank, dated 10-03-2026', 1500, 'Awaiting the bank']);
      expect(modeOf(receipts.transfer)).toEqual(['Bank transfer, UTR N123456789012345', 2500, null]);
      expect(modeOf(receipts.qr)).toEqual(["UPI to the college's QR, UTR 633112345678", 700, null]);
      expect(line(receipts.qr)[8]).toBe('633112345678');
      expect(collections.at(-1)!.slice(0, 1).concat(collections.at(-1)![10])).toEqual(['Total', 13200]);

      expect(sheet('By mode')).toEqual([
        ['Mode', 'Collections', 'Amount (₹)'],
        ['Card', 1, 1200],
        ['UPI', 1, 800],
        ['Cash', 2, 1500],
        ['Demand draft', 1, 2000],
        ['Cheque', 2, 4500],
        ['Bank transfer', 1, 2500],
        ['UPI (college QR)', 1, 700],
        ['Total', 9, 13200],
        ['Refunded', null, -200],
        ['Cheque returned', 1, -3000],
        ['Net collections', null, 10000],
      ]);

      const returns = sheet('Refunds and returns');
      expect(returns[0].slice(0, 2)).toEqual(['Kind', 'Credit Note No']);
      const kinds = returns.slice(1).map((r) => [r[0], r[5], r[9], r[10]]);
      expect(kinds).toEqual([
        ['Refund', 'RCT/2025-26/090001', "'-200 charged twice", 200],
        ['Cheque returned', receipts.returned, 'Funds insufficient', 3000],
        ['Total refunded', '1 refunds', null, 200],
        ['Cheque returned', '1 returned', null, 3000],
        ['Net collections', null, null, 10000],
      ]);
    });

    it("shows the accounts landing page today's and the month's collections by mode, the cheques at the bank and the days left open", async () => {
      now = AT_DAY1 + ONE_DAY;
      await receive('day2', 10_000, { mode: 'CASH' });
      const d = await accounts();
      expect(d.today).toEqual({ from: DAY2, totalPaise: 10_000, count: 1, byMode: [{ mode: 'CASH', count: 1, amountPaise: 10_000 }] });
      expect(d.thisMonth).toMatchObject({ from: '2026-03-01', totalPaise: 1_330_000, count: 10 });
      expect(d.thisMonth.byMode.find((m) => m.mode === 'CASH')).toEqual({ mode: 'CASH', count: 3, amountPaise: 160_000 });
      expect(d.awaitingBank).toEqual({ count: 1, amountPaise: 150_000 });
      // The clerk's day 1 was never closed; today's is open, as it should be.
      expect(d.openCounterDays).toBe(1);
      expect(d.openCounterDayList).toEqual([{ date: DAY1, clerk: clerkName, receipts: 7, amountPaise: 1_120_000 }]);

      // The clerk closes day 1 (its cash: ₹1,500 in three notes of 500), and the landing page says so.
      const closed = await call('POST', '/api/payments/counter/day/close', clerk, {
        date: DAY1,
        denominations: { 500: 3 },
        depositSlipNo: 'DS-0101',
      });
      expect(closed.statusCode, closed.body).toBe(200);
      await t.app.heard();
      const after = await accounts();
      expect([after.openCounterDays, after.openCounterDayList]).toEqual([0, []]);
      // The bank clears the last cheque: nothing waits for it.
      const cleared = await call('POST', `/api/payments/counter/instruments/${encodeURIComponent(receipts.cheque)}/cleared`, accountant, {
        date: DAY2,
      });
      expect(cleared.statusCode).toBe(200);
      await t.app.heard();
      expect((await accounts()).awaitingBank).toEqual({ count: 0, amountPaise: 0 });
    });

    it("keeps the leadership's month total, split into online and counter money", async () => {
      const college = (await call('GET', '/api/dashboards/college', principal)).json<CollegeDashboard>();
      expect(college).toMatchObject({
        collectionsThisMonthPaise: 1_330_000,
        collectionsThisMonth: 10,
        collectionsThisMonthOnlinePaise: 200_000,
        collectionsThisMonthCounterPaise: 1_130_000,
      });
      const office = (await call('GET', '/api/dashboards/college', await bearer(t.app, 'library_incharge'))).json();
      expect(office).not.toHaveProperty('collectionsThisMonthOnlinePaise');
      expect(office).not.toHaveProperty('collectionsThisMonthCounterPaise');
    });
  });
}
