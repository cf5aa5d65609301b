import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { applications } from './applications.table.js';
import { admissionImports, students } from './students.table.js';

/** The bookkeeping of bulk uploads saved in parts (ADR 0061, 0094). */
export function createAdmissionImportsRepository(db: DbOrTx) {
  /** A new upload's id, taken before its row exists: the upload is claimed under it before anyone can see it. */
  async function nextId(): Promise<number> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`select nextval(pg_get_serial_sequence('admission_imports', 'id'))::int as id`),
    );
    return row.id;
  }

  async function start(id: number, rows: number): Promise<void> {
    await db.insert(admissionImports).values({ id, rows, claimed: true });
  }

  /** Marks the upload finished; `false` when it is gone (its claim was lost and another server took it back). */
  async function finish(id: number): Promise<boolean> {
    const done = await db
      .update(admissionImports)
      .set({ finishedAt: sql`now()` })
      .where(and(eq(admissionImports.id, id), isNull(admissionImports.finishedAt)))
      .returning({ id: admissionImports.id });
    return done.length > 0;
  }

  /**
   * Removes an upload's students and applications, then the upload, in one transaction: the file's
   * rows go all together or, when one cannot go (a payment was taken for its student), none do.
   */
  async function discard(id: number): Promise<number> {
    return db.transaction(async (tx) => {
      const ofUpload = tx.select({ id: students.id }).from(students).where(eq(students.importId, id));
      await tx.delete(applications).where(inArray(applications.studentId, ofUpload));
      const gone = await tx.delete(students).where(eq(students.importId, id)).returning({ id: students.id });
      await tx.delete(admissionImports).where(eq(admissionImports.id, id));
      return gone.length;
    });
  }

  /**
   * Uploads that never finished: the claimed ones (whose claim says whether their server still
   * runs), and those of an earlier release started more than `olderThanMs` ago.
   */
  async function unfinished(olderThanMs: number): Promise<{ id: number; claimed: boolean }[]> {
    return db
      .select({ id: admissionImports.id, claimed: admissionImports.claimed })
      .from(admissionImports)
      .where(
        and(
          isNull(admissionImports.finishedAt),
          or(eq(admissionImports.claimed, true), lt(admissionImports.startedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)),
        ),
      );
  }

  return { nextId, start, finish, discard, unfinished };
}
