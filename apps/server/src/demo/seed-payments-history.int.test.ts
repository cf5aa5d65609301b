import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../../test/helpers.js';
import { feeCollections, feeTypes, paymentOrders, receiptSeries } from '../features/payments/payments.table.js';
import { financialYearOf, seedPaymentsHistory } from './seed-payments-history.js';

for (const target of targets) {
  describe(`demo payment history (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 20 } });
    });
    afterAll(async () => t?.close());

    it('seeds paid, flagged, pending and expired orders over the last 30 days, with receipts from the series', async () => {
      const { db } = t.database;
      // The history's own orders; the fee seed adds the demo student's past semesters.
      const orders = (await db.select().from(paymentOrders)).filter((o) => o.orderId.startsWith('ORD-DEMO-'));
      const count = (status: string) => orders.filter((o) => o.status === status).length;
      expect([count('PAID'), count('FLAGGED'), count('PENDING'), count('EXPIRED')]).toEqual([40, 2, 4, 2]);
      const ids = new Set(orders.map((o) => o.id));
      const collections = (await db.select().from(feeCollections)).filter((c) => ids.has(c.orderId));
      expect(collections).toHaveLength(40);
      const month = Date.now() - 31 * 86_400_000;
      expect(collections.every((c) => c.paidAt.getTime() > month && c.paidAt.getTime() < Date.now())).toBe(true);
      // Every financial year's numbers, the fee seed's included, run from 1 without a gap.
      const series = await db.select().from(receiptSeries);
      const all = await db.select().from(feeCollections);
      for (const s of series) {
        const own = all
          .filter((c) => c.financialYear === s.financialYear)
          .map((c) => c.receiptSeq)
          .sort((a, b) => a - b);
        expect(own).toEqual(Array.from({ length: s.lastNumber }, (_, i) => i + 1));
      }
      for (const c of collections) expect(c.receiptNo).toBe(`RCT/${c.financialYear}/${String(c.receiptSeq).padStart(6, '0')}`);
      expect((await db.select().from(feeTypes)).map((f) => f.code)).toEqual(
        expect.arrayContaining(['TUITION', 'EXAM', 'ADMISSION', 'BONAFIDE']),
      );
    });

    it('runs once', async () => {
      const before = [await t.database.db.$count(paymentOrders), await t.database.db.$count(feeCollections)];
      await seedPaymentsHistory(t.database.db);
      expect([await t.database.db.$count(paymentOrders), await t.database.db.$count(feeCollections)]).toEqual(before);
    });

    it('names financial years from April to March', () => {
      expect([financialYearOf('2026-03-31'), financialYearOf('2026-04-01'), financialYearOf('2099-12-31')]).toEqual([
        '2025-26',
        '2026-27',
        '2099-00',
      ]);
    });
  });
}
