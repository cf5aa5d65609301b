import crypto from 'node:crypto';
import { asc, like, sql } from 'drizzle-orm';
import { formatRupees } from '@campus/shared/money';
import { flagReasonText, type FlagCause } from '@campus/shared/payments/flag-reason';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { feeCollections, feeTypes, paymentOrderItems, paymentOrders, receiptSeries } from '../features/payments/payments.table.js';
import { pick, seededRandom } from './names.js';
import { demoRrn } from './seed-fees.js';

const DAY_MS = 86_400_000;
const ORDER_PREFIX = 'ORD-DEMO-';

/** The fee types the history pays, as the fee seed (seed-fees.ts) names them; whichever runs first creates them. */
const DEMO_FEE_TYPES = [
  { code: 'TUITION', name: 'Tuition Fee', category: 'fee', fixedAmountPaise: null },
  { code: 'EXAM', name: 'Examination Fee', category: 'exam', fixedAmountPaise: null },
  { code: 'ADMISSION', name: 'New Admission Fee', category: 'admission', fixedAmountPaise: null },
  { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 200_00 },
] as const;

type Kind = (typeof paymentOrders.$inferInsert)['kind'];
type Status = 'PAID' | 'FLAGGED' | 'PENDING' | 'EXPIRED';

/** What one demo order pays: fee type codes with their semester and amount. */
const BASKETS: { kind: Kind; items: [code: string, semester: number | null, paise: number][] }[] = [
  { kind: 'fee', items: [['TUITION', 3, 4_500_000]] },
  {
    kind: 'fee',
    items: [
      ['TUITION', 5, 4_500_000],
      ['EXAM', 5, 120_000],
    ],
  },
  { kind: 'exam', items: [['EXAM', 3, 120_000]] },
  { kind: 'exam', items: [['EXAM', 1, 95_000]] },
  { kind: 'admission', items: [['ADMISSION', 1, 500_000]] },
  { kind: 'miscellaneous', items: [['BONAFIDE', null, 10_000]] },
];

/** `2026-27` for a day from April 2026 to March 2027. */
export const financialYearOf = (day: string) => {
  const [year, month] = day.split('-').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

const hex = (rand: () => number, length: number) => Array.from({ length }, () => Math.floor(rand() * 16).toString(16)).join('');

/**
 * The accounts view's demo: 40 paid orders over the last 30 days with their collections and receipt
 * numbers (RCT/2026-27/000001… from the receipt series), two FLAGGED and four PENDING orders, and two
 * that EXPIRED. Runs once: a database that has the demo orders is left as it is.
 */
export async function seedPaymentsHistory(tx: DbOrTx, now: Date = new Date()): Promise<void> {
  const [done] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(like(paymentOrders.orderId, `${ORDER_PREFIX}%`))
    .limit(1);
  if (done) return;
  // Students with a demo sign-in (the student, the parent's ward) keep the dues the fee seed gives them.
  const paying = await tx
    .select({ id: students.id })
    .from(students)
    .where(sql`not exists (select 1 from ${users} where ${users.studentId} = ${students.id})`)
    .orderBy(asc(students.id))
    .limit(40);
  if (paying.length === 0) return;

  for (const f of DEMO_FEE_TYPES) {
    await tx.insert(feeTypes).values(f).onConflictDoNothing({ target: feeTypes.code });
  }
  const types = new Map((await tx.select({ id: feeTypes.id, code: feeTypes.code }).from(feeTypes)).map((f) => [f.code, f.id]));

  const rand = seededRandom(2026);
  const statuses: Status[] = [
    ...Array<Status>(40).fill('PAID'),
    'FLAGGED',
    'FLAGGED',
    'PENDING',
    'PENDING',
    'PENDING',
    'PENDING',
    'EXPIRED',
    'EXPIRED',
  ];
  let serial = 0;
  const paid: DemoPayment[] = [];
  for (const status of statuses) {
    serial++;
    const student = pick(rand, paying);
    const basket = pick(rand, BASKETS);
    const amountPaise = basket.items.reduce((s, [, , paise]) => s + paise, 0);
    // Paid orders spread over the last 30 days, in office hours; pending ones are from today.
    const daysAgo = status === 'PENDING' ? 0 : 1 + Math.floor(rand() * 29);
    const createdAt = new Date(now.getTime() - daysAgo * DAY_MS - Math.floor(rand() * 8 * 3_600_000));
    const chargeUuid = status === 'PENDING' || status === 'EXPIRED' ? null : hex(rand, 32);
    const flagCause: FlagCause | null =
      status === 'FLAGGED' ? { key: 'partPaid', values: { paid: { paise: amountPaise / 2 }, amount: { paise: amountPaise } } } : null;
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderId: `${ORDER_PREFIX}${String(serial).padStart(6, '0')}`,
        studentId: student.id,
        kind: basket.kind,
        amountPaise,
        status,
        chargeUuid,
        itemsKey: basket.items.map(([code, semester]) => `${code}:${semester ?? '-'}`).join(','),
        flagReason: flagCause && flagReasonText(flagCause, formatRupees),
        flagCause,
        expiresAt: new Date(createdAt.getTime() + (status === 'PENDING' ? DAY_MS : 30 * 60_000)),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: paymentOrders.id });
    await tx
      .insert(paymentOrderItems)
      .values(
        basket.items.map(([code, semester, paise]) => ({ orderId: order.id, feeTypeId: types.get(code)!, semester, amountPaise: paise })),
      );
    if (status !== 'PAID' || !chargeUuid) continue;
    const paidAt = new Date(createdAt.getTime() + (2 + Math.floor(rand() * 10)) * 60_000);
    const upi = rand() < 0.4;
    const cardLast4 = upi ? null : String(1000 + Math.floor(rand() * 9000));
    paid.push({ orderId: order.id, chargeUuid, studentId: student.id, amountPaise, paidAt, cardLast4 });
  }
  await collectDemoPayments(tx, paid);
}

/** A demo order the gateway confirmed: paid by card (`cardLast4`) or else by UPI. */
interface DemoPayment {
  orderId: number;
  chargeUuid: string;
  studentId: number;
  amountPaise: number;
  paidAt: Date;
  cardLast4: string | null;
}

/**
 * The gateway's confirmations of demo orders: their collections, with receipt numbers from each
 * financial year's series in the order given, as recorded payments take them, one write for them all.
 */
async function collectDemoPayments(tx: DbOrTx, payments: DemoPayment[]): Promise<void> {
  const yearOf = (p: DemoPayment) => financialYearOf(p.paidAt.toISOString().slice(0, 10));
  const counts = new Map<string, number>();
  for (const p of payments) counts.set(yearOf(p), (counts.get(yearOf(p)) ?? 0) + 1);
  const next = new Map<string, number>();
  for (const [financialYear, n] of counts) {
    const [{ lastNumber }] = await tx
      .insert(receiptSeries)
      .values({ financialYear, lastNumber: n })
      .onConflictDoUpdate({ target: receiptSeries.financialYear, set: { lastNumber: sql`${receiptSeries.lastNumber} + ${n}` } })
      .returning({ lastNumber: receiptSeries.lastNumber });
    next.set(financialYear, lastNumber - n + 1);
  }
  if (payments.length > 0)
    await tx.insert(feeCollections).values(
      payments.map((p) => {
        const financialYear = yearOf(p);
        const receiptSeq = next.get(financialYear)!;
        next.set(financialYear, receiptSeq + 1);
        const upi = p.cardLast4 === null;
        return {
          orderId: p.orderId,
          chargeUuid: p.chargeUuid,
          transactionUuid: crypto.createHash('sha256').update(p.chargeUuid).digest('hex').slice(0, 32),
          studentId: p.studentId,
          amountPaise: p.amountPaise,
          mode: upi ? 'UPI' : 'CARD',
          cardLast4: p.cardLast4,
          cardBrand: upi ? null : 'RUPAY',
          payerVpa: upi ? `payer.${p.studentId}@okaxis` : null,
          rrn: demoRrn(p.chargeUuid),
          financialYear,
          receiptSeq,
          receiptNo: `RCT/${financialYear}/${String(receiptSeq).padStart(6, '0')}`,
          paidAt: p.paidAt,
          recordedAt: p.paidAt,
        };
      }),
    );
}

/** A laid due's payment the demo made online: one order of its items (no semester), paid by card (`cardLast4`) or else by UPI. */
export interface DemoPaidOrder {
  /** What the order pays, unique among the demo's (`bus-pass/12`): its order id and charge follow from it. */
  key: string;
  studentId: number;
  items: { feeTypeId: number; amountPaise: number }[];
  paidAt: Date;
  cardLast4: string | null;
}

/**
 * Demo orders of laid dues paid online, as the orders feature records them: the orders (numbered from
 * `serialBase`, apart from the orders feature's), their items and their collections with receipts in
 * the order they were paid.
 */
export async function payDemoOrders(tx: DbOrTx, serialBase: number, orders: DemoPaidOrder[]): Promise<void> {
  if (orders.length === 0) return;
  const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
  const sorted = [...orders].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  const charged = sorted.map((o, i) => ({
    ...o,
    chargeUuid: hash(`${o.key}/paid`).slice(0, 32),
    orderId: `ORD-${o.paidAt.getUTCFullYear()}-${serialBase + i + 1}-${hash(o.key).slice(0, 4).toUpperCase()}`,
    amountPaise: o.items.reduce((sum, item) => sum + item.amountPaise, 0),
  }));
  const made = await tx
    .insert(paymentOrders)
    .values(
      charged.map((o) => {
        const createdAt = new Date(o.paidAt.getTime() - 3 * 60_000);
        return {
          orderId: o.orderId,
          studentId: o.studentId,
          kind: 'miscellaneous' as const,
          amountPaise: o.amountPaise,
          status: 'PAID' as const,
          chargeUuid: o.chargeUuid,
          itemsKey: o.items
            .map((item) => `${item.feeTypeId}:-:${item.amountPaise}`)
            .sort()
            .join(','),
          expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
          createdAt,
          updatedAt: o.paidAt,
        };
      }),
    )
    .returning({ id: paymentOrders.id, chargeUuid: paymentOrders.chargeUuid });
  const idOf = new Map(made.map((o) => [o.chargeUuid, o.id]));
  await tx
    .insert(paymentOrderItems)
    .values(
      charged.flatMap((o) =>
        o.items.map((item) => ({
          orderId: idOf.get(o.chargeUuid)!,
          feeTypeId: item.feeTypeId,
          semester: null,
          amountPaise: item.amountPaise,
        })),
      ),
    );
  await collectDemoPayments(
    tx,
    charged.map((o) => ({
      orderId: idOf.get(o.chargeUuid)!,
      chargeUuid: o.chargeUuid,
      studentId: o.studentId,
      amountPaise: o.amountPaise,
      paidAt: o.paidAt,
      cardLast4: o.cardLast4,
    })),
  );
}
