import { BOUNCE_CHARGE_CODE } from '@campus/shared';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { batches, courses, semesters } from '../features/masterdata/masterdata.table.js';
import {
  feeCollections,
  feeStructure,
  feeTypes,
  paymentOrderItems,
  paymentOrders,
  receiptSeries,
} from '../features/payments/payments.table.js';

const FEE_TYPES: (typeof feeTypes.$inferInsert)[] = [
  { code: 'TUITION', name: 'Tuition Fee', category: 'fee' },
  { code: 'EXAM', name: 'Examination Fee', category: 'exam' },
  { code: 'ADMISSION', name: 'New Admission Fee', category: 'admission' },
  { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 200_00 },
  { code: 'IDCARD', name: 'ID Card', category: 'miscellaneous', fixedAmountPaise: 150_00 },
  { code: 'TRANSCRIPT', name: 'Transcript', category: 'miscellaneous', fixedAmountPaise: 1_000_00 },
  // The college's charge for a cheque or draft the bank returns (laid by the bounce, never asked for).
  { code: BOUNCE_CHARGE_CODE, name: 'Cheque Bounce Charge', category: 'miscellaneous', fixedAmountPaise: 500_00 },
];

/** Per course: tuition per semester for the first batch seeded (rising ₹2,500 a year after it), exam fee per semester, admission fee. */
const AMOUNTS: Record<string, { tuition: number; firstYear: number; exam: number; admission: number }> = {
  'B.Tech': { tuition: 42_500_00, firstYear: 2022, exam: 1_250_00, admission: 5_000_00 },
  'M.Tech': { tuition: 30_000_00, firstYear: 2024, exam: 1_500_00, admission: 5_000_00 },
  MBA: { tuition: 35_000_00, firstYear: 2024, exam: 1_500_00, admission: 5_000_00 },
  MCA: { tuition: 30_000_00, firstYear: 2024, exam: 1_500_00, admission: 5_000_00 },
  Diploma: { tuition: 12_500_00, firstYear: 2023, exam: 600_00, admission: 2_000_00 },
};

/**
 * The demo fee structure: tuition and examination fees per semester for every course and batch,
 * the new-admission fee in the first semester, and three miscellaneous fees on request. Seeded once;
 * what the accounts office changes afterwards stays.
 */
export async function seedFees(db: DbOrTx) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(feeTypes);
  if (count > 0) return;
  await db.insert(feeTypes).values(FEE_TYPES);
  const typeId = new Map((await db.select().from(feeTypes)).map((t) => [t.code, t.id]));
  const rows: (typeof feeStructure.$inferInsert)[] = [];
  for (const course of await db.select().from(courses)) {
    const amounts = AMOUNTS[course.code];
    if (!amounts) continue;
    for (const batch of await db.select().from(batches).where(eq(batches.courseId, course.id))) {
      // Fees are structured for the batches of the demo's students; past batches paid before the ERP.
      if (batch.startYear < amounts.firstYear) continue;
      const tuition = amounts.tuition + Math.max(0, batch.startYear - amounts.firstYear) * 2_500_00;
      for (let semester = 1; semester <= course.durationYears * 2; semester++) {
        const base = { courseId: course.id, batchId: batch.id, semester };
        rows.push({ ...base, feeTypeId: typeId.get('TUITION')!, amountPaise: tuition });
        rows.push({ ...base, feeTypeId: typeId.get('EXAM')!, amountPaise: amounts.exam });
        if (semester === 1) rows.push({ ...base, feeTypeId: typeId.get('ADMISSION')!, amountPaise: amounts.admission });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insert(feeStructure)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  await seedPaidSemesters(db);
}

/** A demo payment's bank reference (RRN): twelve digits drawn from its charge's hex id. */
export const demoRrn = (hex: string) => String((parseInt(hex.slice(0, 10), 16) % 900_000_000_000) + 100_000_000_000);

/** April to March: `2025-26`. */
const financialYear = (d: Date) => {
  const start = d.getUTCMonth() >= 3 ? d.getUTCFullYear() : d.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
};

/**
 * The demo student (and so the parent's ward) paid every semester before the current one, each in
 * its term (July for odd semesters, January for even ones), so the demo shows what is still due and
 * has receipts to open. Orders, items and collections are written as the orders feature records a
 * confirmed payment, and the receipt series of each financial year follows them.
 */
async function seedPaidSemesters(db: DbOrTx) {
  const [row] = await db
    .select({ student: students, batch: batches, semester: semesters.number })
    .from(users)
    .innerJoin(students, eq(students.id, users.studentId))
    .innerJoin(batches, eq(batches.id, students.batchId))
    .leftJoin(semesters, eq(semesters.id, students.semesterId))
    .where(eq(users.username, 'student'));
  if (!row?.semester || row.semester <= 1) return;
  const structure = await db
    .select()
    .from(feeStructure)
    .where(and(eq(feeStructure.courseId, row.student.courseId), eq(feeStructure.batchId, row.student.batchId)));
  const lastOf = new Map<string, number>();
  for (let semester = 1; semester < row.semester; semester++) {
    const items = structure.filter((x) => x.semester === semester);
    if (items.length === 0) continue;
    const year = row.batch.startYear + Math.floor((semester - 1) / 2) + (semester % 2 === 0 ? 1 : 0);
    const paidAt = new Date(Date.UTC(year, semester % 2 === 1 ? 6 : 0, 10, 5, 30));
    const fy = financialYear(paidAt);
    const seq = (lastOf.get(fy) ?? 0) + 1;
    lastOf.set(fy, seq);
    const amountPaise = items.reduce((sum, x) => sum + x.amountPaise, 0);
    const code = crypto.createHash('sha256').update(`${row.student.rollNumber}/${semester}`).digest('hex');
    const [order] = await db
      .insert(paymentOrders)
      .values({
        orderId: `ORD-${year}-${String(seq).padStart(6, '0')}-${code.slice(0, 4).toUpperCase()}`,
        studentId: row.student.id,
        kind: 'fee',
        amountPaise,
        status: 'PAID',
        chargeUuid: code.slice(0, 32),
        itemsKey: items.map((x) => `${x.feeTypeId}:${semester}`).join(','),
        expiresAt: new Date(paidAt.getTime() + 3_600_000),
        createdAt: paidAt,
        updatedAt: paidAt,
      })
      .returning();
    await db
      .insert(paymentOrderItems)
      .values(items.map((x) => ({ orderId: order.id, feeTypeId: x.feeTypeId, semester, amountPaise: x.amountPaise })));
    await db.insert(feeCollections).values({
      orderId: order.id,
      chargeUuid: order.chargeUuid!,
      transactionUuid: code.slice(32),
      studentId: row.student.id,
      amountPaise,
      mode: semester % 2 === 1 ? 'CARD' : 'UPI',
      cardLast4: semester % 2 === 1 ? '4242' : null,
      cardBrand: semester % 2 === 1 ? 'VISA' : null,
      payerVpa: semester % 2 === 1 ? null : 'parent@okaxis',
      rrn: demoRrn(code),
      financialYear: fy,
      receiptSeq: seq,
      receiptNo: `RCT/${fy}/${String(seq).padStart(6, '0')}`,
      paidAt,
      recordedAt: paidAt,
    });
  }
  for (const [fy, last] of lastOf)
    await db
      .insert(receiptSeries)
      .values({ financialYear: fy, lastNumber: last })
      .onConflictDoUpdate({
        target: receiptSeries.financialYear,
        set: { lastNumber: sql`greatest(${receiptSeries.lastNumber}, ${last})` },
      });
}
