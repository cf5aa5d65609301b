import type { DbOrTx } from '../src/db/client.js';
import { students } from '../src/features/admissions/students.table.js';

/**
 * Puts students in the register (as admissions would), in the programme of the first seeded
 * student, so that a results file may name them. A roll number a demo student already has is a
 * mistake of the test, refused by the register's unique roll number.
 */
export async function registerStudents(db: DbOrTx, list: readonly { rollNumber: string; fullName: string }[]): Promise<void> {
  const [programme] = await db
    .select({ courseId: students.courseId, batchId: students.batchId, branchId: students.branchId })
    .from(students)
    .limit(1);
  if (!programme) throw new Error('registerStudents needs a seeded student to take the programme from');
  await db.insert(students).values(list.map((s) => ({ ...s, ...programme })));
}
