import { eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { students } from '../src/features/admissions/students.table.js';
import { users } from '../src/features/auth/auth.table.js';
import { hashPassword } from '../src/features/auth/password.js';
import { examTitles, studentResults } from '../src/features/results/results.table.js';

/**
 * Logins for the first `count` students of the register (user name = roll number), as Create Logins
 * makes them, with `password` already changed. Answers [user name, password] pairs.
 */
export async function studentLogins(db: Db, count: number, password: string): Promise<[string, string][]> {
  const hash = await hashPassword(password);
  const rows = await db
    .select({ id: students.id, rollNumber: students.rollNumber, fullName: students.fullName })
    .from(students)
    .orderBy(students.id)
    .limit(count);
  const username = (roll: string) => roll.toLowerCase();
  await db
    .insert(users)
    .values(
      rows.map((s) => ({
        username: username(s.rollNumber),
        passwordHash: hash,
        fullName: s.fullName,
        roles: ['ROLE_STUDENT'],
        studentId: s.id,
      })),
    )
    .onConflictDoNothing();
  return rows.map((s) => [username(s.rollNumber), password]);
}

/** Up to `count` published results, in random order, as [roll number, exam title] pairs. */
export async function publishedLookups(db: Db, count: number): Promise<[string, string][]> {
  const rows = await db
    .select({ rollNo: studentResults.rollNo, title: examTitles.title })
    .from(studentResults)
    .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
    .where(eq(examTitles.status, 'published'))
    .orderBy(sql`random()`)
    .limit(count);
  return rows.map((r) => [r.rollNo, r.title]);
}
