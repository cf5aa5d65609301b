import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsernameFor, type AccountsOrdersPage, type CollectionsReport, type PaymentHistory } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { students } from '../admissions/students.table.js';
import { feeCollections, feeTypes, paymentOrderItems, paymentOrders } from './payments.table.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';

type Item = [code: string, semester: number | null, paise: number];
interface OrderSeed {
  orderId: string;
  student: number;
  status: 'PAID' | 'FLAGGED' | 'PENDING';
  items: Item[];
  createdAt: string;
  paidAt?: string;
}

/** Instants in UTC; the college's days are in Asia/Kolkata (UTC+05:30). */
const ORDERS: OrderSeed[] = [
  // 10 June, 10:30 in the college.
  {
    orderId: 'ORD-T-A',
    student: 0,
    status: 'PAID',
    items: [
      ['TUITION', 3, 4_500_000],
      ['EXAM', 3, 120_000],
    ],
    createdAt: '2025-06-10T04:50:00Z',
    paidAt: '2025-06-10T05:00:00Z',
  },
  // 10 June 19:00 UTC is 11 June, 00:30 in the college.
  {
    orderId: 'ORD-T-B',
    student: 1,
    status: 'PAID',
    items: [['EXAM', 5, 120_000]],
    createdAt: '2025-06-10T18:55:00Z',
    paidAt: '2025-06-10T19:00:00Z',
  },
  {
    orderId: 'ORD-T-C',
    student: 0,
    status: 'PAID',
    items: [['BONAFIDE', null, 10_000]],
    createdAt: '2025-06-12T07:55:00Z',
    paidAt: '2025-06-12T08:00:00Z',
  },
  // 1 June, 00:30 in the college: inside a range from 1 June.
  {
    orderId: 'ORD-T-G',
    student: 1,
    status: 'PAID',
    items: [['BONAFIDE', null, 50_000]],
    createdAt: '2025-05-31T18:55:00Z',
    paidAt: '2025-05-31T19:00:00Z',
  },
  // 31 May, 23:30 in the college: outside it.
  {
    orderId: 'ORD-T-H',
    student: 2,
    status: 'PAID',
    items: [['EXAM', 1, 95_000]],
    createdAt: '2025-05-31T17:55:00Z',
    paidAt: '2025-05-31T18:00:00Z',
  },
  { orderId: 'ORD-T-FLAG', student: 2, status: 'FLAGGED', items: [['EXAM', 1, 95_000]], createdAt: '2025-01-01T10:00:00Z' },
  ...Array.from({ length: 30 }, (_, i) => ({
    orderId: `ORD-T-P${String(i).padStart(2, '0')}`,
    student: 2,
    status: 'PENDING' as const,
    items: [['TUITION', 1, 4_500_000]] as Item[],
    createdAt: new Date(Date.UTC(2025, 6, 1, 9, i)).toISOString(),
  })),
];

for (const target of targets) {
  describe(`accounts view (${target})`, () => {
    let t: TestApp;
    let accountant: Record<string, string>;
    let rolls: string[];
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-accounts-'));
    const get = (url: string, headers = accountant) => t.app.inject({ method: 'GET', url, headers });

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      accountant = await bearer(t.app, demoUsernameFor('ROLE_ACCOUNTANT'));
      const { db } = t.database;
      // The demo's payment history is left out: these tests count their own rows.
      await db.delete(feeCollections);
      await db.delete(paymentOrders);
      await db
        .insert(feeTypes)
        .values([
          { code: 'TUITION', name: 'Tuition Fee', category: 'fee' },
          { code: 'EXAM', name: 'Examination Fee', category: 'exam' },
          { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 10_000 },
        ])
        .onConflictDoNothing();
      const types = new Map((await db.select().from(feeTypes)).map((f) => [f.code, f.id]));
      const studs = await db.select().from(students).orderBy(asc(students.id)).limit(3);
      rolls = studs.map((s) => s.rollNumber);
      let seq = 0;
      for (const o of ORDERS) {
        const amountPaise = o.items.reduce((s, [, , p]) => s + p, 0);
        const [order] = await db
          .insert(paymentOrders)
          .values({
            orderId: o.orderId,
            studentId: studs[o.student].id,
            kind: 'fee',
            amountPaise,
            status: o.status,
            chargeUuid: o.paidAt || o.status === 'FLAGGED' ? `charge-${o.orderId}` : null,
            itemsKey: o.orderId,
            flagReason: o.status === 'FLAGGED' ? 'Amount differs' : null,
            expiresAt: new Date(Date.parse(o.createdAt) + 1_800_000),
            createdAt: new Date(o.createdAt),
          })
          .returning();
        await db
          .insert(paymentOrderItems)
          .values(o.items.map(([code, semester, p]) => ({ orderId: order.id, feeTypeId: types.get(code)!, semester, amountPaise: p })));
        if (!o.paidAt) continue;
        seq++;
        await db.insert(feeCollections).values({
          orderId: order.id,
          chargeUuid: `charge-${o.orderId}`,
          transactionUuid: `txn-${o.orderId}`,
          studentId: studs[o.student].id,
          amountPaise,
          // ORD-T-A was paid by UPI with the bank's reference; the others by card.
          ...(o.orderId === 'ORD-T-A'
            ? { mode: 'UPI', rrn: '417612345678', payerVpa: 'ravi.kumar@okaxis' }
            : { mode: 'CARD', cardBrand: 'VISA', cardLast4: '4242' }),
          financialYear: '2025-26',
          receiptSeq: seq,
          receiptNo: `RCT/2025-26/${String(seq).padStart(6, '0')}`,
          paidAt: new Date(o.paidAt),
        });
      }
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('totals the collections by college day and by fee type', async () => {
      const res = await get('/api/payments/accounts/collections?from=2025-06-01&to=2025-06-30');
      expect(res.statusCode).toBe(200);
      const report = res.json<CollectionsReport>();
      expect(report.totalPaise).toBe(4_800_000);
      expect(report.count).toBe(4);
      expect(report.byDay).toHaveLength(30);
      expect(report.byDay.filter((d) => d.count > 0)).toEqual([
        { day: '2025-06-01', amountPaise: 50_000, count: 1 },
        { day: '2025-06-10', amountPaise: 4_620_000, count: 1 },
        { day: '2025-06-11', amountPaise: 120_000, count: 1 },
        { day: '2025-06-12', amountPaise: 10_000, count: 1 },
      ]);
      expect(report.byDay[1]).toEqual({ day: '2025-06-02', amountPaise: 0, count: 0 });
      expect(report.byFeeType).toEqual([
        { feeType: 'TUITION', name: 'Tuition Fee', amountPaise: 4_500_000, count: 1 },
        { feeType: 'EXAM', name: 'Examination Fee', amountPaise: 240_000, count: 2 },
        { feeType: 'BONAFIDE', name: 'Bonafide Certificate', amountPaise: 60_000, count: 2 },
      ]);

      const may = (await get('/api/payments/accounts/collections?from=2025-05-31&to=2025-05-31')).json<CollectionsReport>();
      expect(may).toMatchObject({ totalPaise: 95_000, count: 1, byDay: [{ day: '2025-05-31', amountPaise: 95_000, count: 1 }] });
    });

    it('refuses a reversed, too long or impossible range, naming the field', async () => {
      const reversed = await get('/api/payments/accounts/collections?from=2025-06-30&to=2025-06-01');
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json()).toMatchObject({ field: 'from', message: 'The from date must not be after the to date' });
      const long = await get('/api/payments/accounts/collections?from=2024-01-01&to=2025-06-01');
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'to', message: 'Choose a range of at most 366 days' });
      const impossible = await get('/api/payments/collections.xlsx?from=2025-02-30&to=2025-03-01');
      expect(impossible.statusCode).toBe(400);
      expect(impossible.json()).toMatchObject({ field: 'from' });
      expect((await get('/api/payments/accounts/collections?to=2025-03-01')).json()).toMatchObject({ field: 'from' });
    });

    it('pages through every order, FLAGGED first, with the total count', async () => {
      const first = await get('/api/payments/accounts/orders?pageSize=10');
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-total-count']).toBe('36');
      const page = first.json<AccountsOrdersPage>();
      expect(page).toMatchObject({
        total: 36,
        page: 1,
        pageSize: 10,
        counts: { PAID: 5, FLAGGED: 1, PENDING: 30, DROPPED: 0, EXPIRED: 0 },
      });
      expect(page.rows[0]).toMatchObject({
        orderId: 'ORD-T-FLAG',
        status: 'FLAGGED',
        flagReason: 'Amount differs',
        rollNumber: rolls[2],
        items: 'EXAM (1)',
      });
      const seen = new Set<string>();
      for (let p = 1; p <= 4; p++) {
        const rows = (await get(`/api/payments/accounts/orders?pageSize=10&page=${p}`)).json<AccountsOrdersPage>().rows;
        for (const r of rows) seen.add(r.orderId);
      }
      expect(seen.size).toBe(36);
      // After the flagged one, the newest first.
      expect(page.rows[1].orderId).toBe('ORD-T-P29');

      const pending = (await get('/api/payments/accounts/orders?status=PENDING&pageSize=100')).json<AccountsOrdersPage>();
      expect(pending.total).toBe(30);
      expect(pending.rows.every((r) => r.status === 'PENDING')).toBe(true);
    });

    it('finds orders by roll number (any case) or by part of the order id', async () => {
      const byRoll = (
        await get(`/api/payments/accounts/orders?q=${encodeURIComponent(rolls[0].toLowerCase())}`)
      ).json<AccountsOrdersPage>();
      expect(byRoll.total).toBe(2);
      expect(byRoll.rows.map((r) => [r.orderId, r.receiptNo])).toEqual([
        ['ORD-T-C', 'RCT/2025-26/000003'],
        ['ORD-T-A', 'RCT/2025-26/000001'],
      ]);
      expect(byRoll.rows[1]).toMatchObject({
        items: 'TUITION (3), EXAM (3)',
        amountPaise: 4_620_000,
        paidAt: '2025-06-10T05:00:00.000Z',
        transactionId: 'txn-ORD-T-A',
        rrn: '417612345678',
        paidBy: 'UPI ravi.kumar@okaxis',
        refundDuePaise: 0,
      });
      expect(byRoll.rows[0]).toMatchObject({ paidBy: 'Card VISA ending 4242', rrn: null });
      // A payer's bank statement shows the RRN/UTR; the receipt shows the transaction id: either finds the order.
      for (const q of ['417612345678', 'TXN-ord-t-a']) {
        const found = (await get(`/api/payments/accounts/orders?q=${q}`)).json<AccountsOrdersPage>();
        expect(
          found.rows.map((r) => r.orderId),
          q,
        ).toEqual(['ORD-T-A']);
      }
      expect((await get('/api/payments/accounts/orders?q=41761234567')).json<AccountsOrdersPage>().total).toBe(0);
      const byId = (await get('/api/payments/accounts/orders?q=t-p2')).json<AccountsOrdersPage>();
      expect(byId.total).toBe(10);
      const nothing = (await get('/api/payments/accounts/orders?q=ZZZ_%25')).json<AccountsOrdersPage>();
      expect(nothing).toMatchObject({ total: 0, rows: [] });
      const bad = await get('/api/payments/accounts/orders?status=LOST');
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'status' });
      expect((await get('/api/payments/accounts/orders?pageSize=1000')).json()).toMatchObject({ field: 'pageSize' });
    });

    it("shows a student's payment history with receipt numbers", async () => {
      const res = await get(`/api/payments/accounts/history?rollNumber=${encodeURIComponent(rolls[1])}`);
      expect(res.statusCode).toBe(200);
      const history = res.json<PaymentHistory>();
      expect(history).toMatchObject({ rollNumber: rolls[1], paidTotalPaise: 170_000 });
      expect(history.orders.map((o) => [o.orderId, o.receiptNo])).toEqual([
        ['ORD-T-B', 'RCT/2025-26/000002'],
        ['ORD-T-G', 'RCT/2025-26/000004'],
      ]);
      const unknown = await get('/api/payments/accounts/history?rollNumber=NOBODY1');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No student with roll number NOBODY1');
      const empty = await get('/api/payments/accounts/history?rollNumber=');
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ field: 'rollNumber', message: 'Please enter Roll Number' });
    });

    it('exports the collections of a range as a workbook that exceljs and openpyxl read back', async () => {
      const res = await get('/api/payments/collections.xlsx?from=2025-06-01&to=2025-06-30');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toBe('attachment; filename="collections-2025-06-01-to-2025-06-30.xlsx"');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(wb.worksheets.map((w) => w.name)).toEqual(['Collections', 'By day', 'By fee type', 'By mode', 'Refunds and returns']);
      const ws = wb.getWorksheet('Collections')!;
      const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
      expect(values(1)).toEqual([
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
      expect(ws.rowCount).toBe(6);
      expect(values(2).slice(0, 4)).toEqual(['RCT/2025-26/000004', new Date('2025-06-01T00:00:00Z'), '00:30', rolls[1]]);
      expect(values(3).slice(6)).toEqual(['TUITION (3), EXAM (3)', 'UPI ravi.kumar@okaxis', '417612345678', 'txn-ORD-T-A', 46_200, 0]);
      expect(values(4).slice(0, 3)).toEqual(['RCT/2025-26/000002', new Date('2025-06-11T00:00:00Z'), '00:30']);
      expect(values(4)[7]).toBe('Card VISA ending 4242');
      expect(values(6)[0]).toBe('Total');
      expect(values(6)[10]).toBe(48_000);
      expect(ws.getCell('K3').numFmt).toBe('#,##0.00');
      const types = wb.getWorksheet('By fee type')!;
      expect((types.getRow(2).values as unknown[]).slice(1)).toEqual(['TUITION', 'Tuition Fee', 1, 45_000]);
      const modes = wb.getWorksheet('By mode')!;
      expect(
        modes
          .getSheetValues()
          .slice(1)
          .map((r) => (r as unknown[]).slice(1)),
      ).toEqual([
        ['Mode', 'Collections', 'Amount (₹)'],
        ['Card', 3, 1_800],
        ['UPI', 1, 46_200],
        ['Total', 4, 48_000],
        ['Refunded', undefined, 0],
        ['Net collections', undefined, 48_000],
      ]);

      const file = path.join(dir, 'collections.xlsx');
      fs.writeFileSync(file, res.rawPayload);
      const read = `
import sys, openpyxl
wb = openpyxl.load_workbook(sys.argv[1])
ws = wb["Collections"]
print("|".join(wb.sheetnames))
for row in ws.iter_rows(values_only=True):
    print(row[0], row[8], row[10])
`;
      const out = execFileSync(PYTHON, ['-c', read, file], { encoding: 'utf8' }).trim().split('\n');
      expect(out).toEqual([
        'Collections|By day|By fee type|By mode|Refunds and returns',
        'Receipt No RRN/UTR Amount (₹)',
        'RCT/2025-26/000004 None 500',
        'RCT/2025-26/000001 417612345678 46200',
        'RCT/2025-26/000002 None 1200',
        'RCT/2025-26/000003 None 100',
        'Total None 48000',
      ]);
    });

    it('is for fee staff only', async () => {
      const urls = [
        '/api/payments/accounts/collections?from=2025-06-01&to=2025-06-30',
        '/api/payments/accounts/orders',
        `/api/payments/accounts/history?rollNumber=${rolls[0]}`,
        '/api/payments/collections.xlsx?from=2025-06-01&to=2025-06-30',
      ];
      for (const url of urls) expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const role of ['ROLE_ADMIN', 'ROLE_ACCOUNTANTS_OFFICER', 'ROLE_FEEPAYMENTS'] as const) {
        const headers = await bearer(t.app, demoUsernameFor(role));
        for (const url of urls) expect((await get(url, headers)).statusCode, `${url} as ${role}`).toBe(200);
      }
      for (const role of ['ROLE_STUDENT', 'ROLE_EXAMINATION', 'ROLE_ADMISSIONS'] as const) {
        const headers = await bearer(t.app, demoUsernameFor(role));
        for (const url of urls) expect((await get(url, headers)).statusCode, `${url} as ${role}`).toBe(403);
      }
    });
  });
}
