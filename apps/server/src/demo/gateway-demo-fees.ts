import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { batches } from '../features/masterdata/masterdata.table.js';
import { feeStructure, feeTypes } from '../features/payments/payments.table.js';

/** Demo fees, so that a demo student can pay through the gateway simulator: added only when there are no fee types yet. */
export async function seedGatewayDemoFees(db: DbOrTx) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(feeTypes);
  if (Number(count) > 0) return;
  const types = await db
    .insert(feeTypes)
    .values([
      { code: 'TUITION', name: 'Tuition Fee', category: 'fee' },
      { code: 'EXAM', name: 'Examination Fee', category: 'exam' },
      { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 20_000 },
    ])
    .returning();
  const amountOf: Record<string, number> = { TUITION: 4_500_000, EXAM: 150_000 };
  const perSemester = types.filter((t) => amountOf[t.code]);
  const rows = (await db.select({ id: batches.id, courseId: batches.courseId }).from(batches)).flatMap((b) =>
    perSemester.flatMap((t) =>
      Array.from({ length: 8 }, (_, i) => ({
        feeTypeId: t.id,
        courseId: b.courseId,
        batchId: b.id,
        semester: i + 1,
        amountPaise: amountOf[t.code],
      })),
    ),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(feeStructure).values(rows.slice(i, i + 500));
}
