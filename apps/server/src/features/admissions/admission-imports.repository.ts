import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { applications } from './applications.table.js';
import { admissionImports, students } from './students.table.js';

/** Students removed per statement when an upload is taken back, with a turn of the event loop between. */
const DISCARD_STEP = 500;

/** The bookkeeping of bulk uploads saved in parts (ADR 0061). */
export function createAdmissionImportsRepository(db: DbOrTx) {
  async function start(rows: number): Promise<number> {
    const [created] = await db.insert(admissionImports).values({ rows }).returning({ id: admissionImports.id });
    return created.id;
  }

  async function finish(id: number): Promise<void> {
    await db
      .update(admissionImports)
      .set({ finishedAt: sql`now()` })
      .where(eq(admissionImports.id, id));
  }

  /** Removes an upload's students and applications, a part at a time, then the upload. */
  async function discard(id: number): Promise<number> {
    let removed = 0;
    for (;;) {
      const ids = (await db.select({ id: students.id }).from(students).where(eq(students.importId, id)).limit(DISCARD_STEP)).map(
        (r) => r.id,
      );
      if (ids.length === 0) break;
      await db.transaction(async (tx) => {
        await tx.delete(applications).where(inArray(applications.studentId, ids));
        await tx.delete(students).where(inArray(students.id, ids));
      });
      removed += ids.length;
      await yieldToEventLoop();
    }
    await db.delete(admissionImports).where(eq(admissionImports.id, id));
    return removed;
  }

  /** Uploads that never finished (a stopped server) and started more than `olderThanMs` ago. */
  async function unfinished(olderThanMs: number): Promise<number[]> {
    const rows = await db
      .select({ id: admissionImports.id })
      .from(admissionImports)
      .where(
        and(isNull(admissionImports.finishedAt), lt(admissionImports.startedAt, sql`now() - ${olderThanMs} * interval '1 millisecond'`)),
      );
    return rows.map((r) => r.id);
  }

  return { start, finish, discard, unfinished };
}
