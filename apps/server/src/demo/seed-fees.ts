import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { batches, courses } from '../features/masterdata/masterdata.table.js';
import { feeStructure, feeTypes } from '../features/payments/payments.table.js';

const FEE_TYPES: (typeof feeTypes.$inferInsert)[] = [
  { code: 'TUITION', name: 'Tuition Fee', category: 'fee' },
  { code: 'EXAM', name: 'Examination Fee', category: 'exam' },
  { code: 'ADMISSION', name: 'New Admission Fee', category: 'admission' },
  { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 200_00 },
  { code: 'IDCARD', name: 'ID Card', category: 'miscellaneous', fixedAmountPaise: 150_00 },
  { code: 'TRANSCRIPT', name: 'Transcript', category: 'miscellaneous', fixedAmountPaise: 1_000_00 },
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
}
