import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { libraryCopies, libraryImports, libraryTitles } from './library.table.js';

/** The bookkeeping of catalogue imports saved in parts (ADR 0127, after ADR 0061 and 0094). */
export function createLibraryImportsRepository(db: DbOrTx) {
  /** A new import's id, taken before its row exists: it is claimed under it before anyone can see it. */
  async function nextId(): Promise<number> {
    const [row] = rowsOf<{ id: number }>(await db.execute(sql`select nextval(pg_get_serial_sequence('library_imports', 'id'))::int as id`));
    return row!.id;
  }

  async function start(id: number): Promise<void> {
    await db.insert(libraryImports).values({ id });
  }

  /** Marks the import finished; `false` when it is gone (another server took it back). */
  async function finish(id: number): Promise<boolean> {
    const done = await db
      .update(libraryImports)
      .set({ finishedAt: sql`now()` })
      .where(and(eq(libraryImports.id, id), isNull(libraryImports.finishedAt)))
      .returning({ id: libraryImports.id });
    return done.length > 0;
  }

  /** Removes an import's copies and titles, then the import, in one transaction; answers the titles removed. */
  async function discard(id: number): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.delete(libraryCopies).where(eq(libraryCopies.importId, id));
      const gone = await tx.delete(libraryTitles).where(eq(libraryTitles.importId, id)).returning({ id: libraryTitles.id });
      await tx.delete(libraryImports).where(eq(libraryImports.id, id));
      return gone.length;
    });
  }

  /** Imports that never finished: their claims say whether their servers still run. */
  const unfinished = (): Promise<{ id: number }[]> =>
    db.select({ id: libraryImports.id }).from(libraryImports).where(isNull(libraryImports.finishedAt));

  return { nextId, start, finish, discard, unfinished };
}
