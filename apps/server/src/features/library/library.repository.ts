import { asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueRow } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { libraryCopies, libraryTitles } from './library.table.js';

type TitleRow = typeof libraryTitles.$inferSelect;
export type NewTitleRow = typeof libraryTitles.$inferInsert;
type CopyRow = typeof libraryCopies.$inferSelect;
export type NewCopyRow = typeof libraryCopies.$inferInsert;

/** `%`, `_` and the escape character itself stand for themselves in a `like` pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A title matches a search when its title, an author, its ISBN or call number, or the accession
 * number of one of its copies contains the text, in any case. An ISBN typed with hyphens is found too.
 */
function searchWhere(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const text = containing(q);
  const digits = q.replace(/[\s-]/g, '');
  return or(
    ilike(libraryTitles.title, text),
    sql`array_to_string(${libraryTitles.authors}, ' ') ilike ${text}`,
    digits ? ilike(libraryTitles.isbn, containing(digits)) : undefined,
    ilike(libraryTitles.callNumber, text),
    sql`exists (select 1 from ${libraryCopies} where ${libraryCopies.titleId} = ${libraryTitles.id} and ${libraryCopies.accessionNumber} ilike ${text})`,
  );
}

const titleColumns = {
  id: libraryTitles.id,
  title: libraryTitles.title,
  authors: libraryTitles.authors,
  publisher: libraryTitles.publisher,
  year: libraryTitles.year,
  edition: libraryTitles.edition,
  isbn: libraryTitles.isbn,
  subject: libraryTitles.subject,
  language: libraryTitles.language,
  callNumber: libraryTitles.callNumber,
};
export type TitleRecord = { [K in keyof typeof titleColumns]: TitleRow[K] };

const copyColumns = {
  id: libraryCopies.id,
  titleId: libraryCopies.titleId,
  accessionNumber: libraryCopies.accessionNumber,
  barcode: libraryCopies.barcode,
  location: libraryCopies.location,
  pricePaise: libraryCopies.pricePaise,
  source: libraryCopies.source,
  billNumber: libraryCopies.billNumber,
  billDate: libraryCopies.billDate,
  status: libraryCopies.status,
  itemKind: libraryCopies.itemKind,
};
export type CopyRecord = { [K in keyof typeof copyColumns]: CopyRow[K] };

/** All database access of the library catalogue. Inside a transaction, build it on the transaction. */
export function createLibraryRepository(db: DbOrTx) {
  async function countTitles(q: string | undefined): Promise<number> {
    const [row] = await db.select({ n: count() }).from(libraryTitles).where(searchWhere(q));
    return Number(row?.n ?? 0);
  }

  /** A page of the titles matching a search, by title, each with its copies counted. */
  async function pageOfTitles(q: string | undefined, limit: number, offset: number): Promise<CatalogueRow[]> {
    const titles = await db
      .select({
        id: libraryTitles.id,
        title: libraryTitles.title,
        authors: libraryTitles.authors,
        isbn: libraryTitles.isbn,
        callNumber: libraryTitles.callNumber,
      })
      .from(libraryTitles)
      .where(searchWhere(q))
      .orderBy(sql`lower(${libraryTitles.title})`, asc(libraryTitles.id))
      .limit(limit)
      .offset(offset);
    if (titles.length === 0) return [];
    const counts = await db
      .select({
        titleId: libraryCopies.titleId,
        copies: count(),
        available: sql<number>`count(*) filter (where ${libraryCopies.status} = 'available')`.mapWith(Number),
      })
      .from(libraryCopies)
      .where(
        inArray(
          libraryCopies.titleId,
          titles.map((t) => t.id),
        ),
      )
      .groupBy(libraryCopies.titleId);
    const byTitle = new Map(counts.map((c) => [c.titleId, c]));
    return titles.map((t) => ({ ...t, copies: Number(byTitle.get(t.id)?.copies ?? 0), available: byTitle.get(t.id)?.available ?? 0 }));
  }

  async function title(id: number): Promise<TitleRecord | undefined> {
    const [row] = await db.select(titleColumns).from(libraryTitles).where(eq(libraryTitles.id, id));
    return row;
  }

  /** A title, locked until the transaction ends: its record is about to change. */
  async function titleForUpdate(id: number): Promise<TitleRecord | undefined> {
    const [row] = await db.select(titleColumns).from(libraryTitles).where(eq(libraryTitles.id, id)).for('update');
    return row;
  }

  const copiesOf = (titleId: number): Promise<CopyRecord[]> =>
    db.select(copyColumns).from(libraryCopies).where(eq(libraryCopies.titleId, titleId)).orderBy(asc(libraryCopies.accessionNumber));

  /** A copy, locked until the transaction ends when it is about to be changed. */
  async function copyForUpdate(id: number): Promise<CopyRecord | undefined> {
    const [row] = await db.select(copyColumns).from(libraryCopies).where(eq(libraryCopies.id, id)).for('update');
    return row;
  }

  async function insertTitle(values: NewTitleRow): Promise<TitleRecord> {
    const [row] = await db.insert(libraryTitles).values(values).returning(titleColumns);
    return row!;
  }

  async function updateTitle(id: number, values: Partial<NewTitleRow>): Promise<TitleRecord | undefined> {
    const [row] = await db
      .update(libraryTitles)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(libraryTitles.id, id))
      .returning(titleColumns);
    return row;
  }

  async function insertCopies(rows: NewCopyRow[]): Promise<CopyRecord[]> {
    if (rows.length === 0) return [];
    return db.insert(libraryCopies).values(rows).returning(copyColumns);
  }

  async function updateCopy(id: number, values: Partial<NewCopyRow>): Promise<CopyRecord | undefined> {
    const [row] = await db
      .update(libraryCopies)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(libraryCopies.id, id))
      .returning(copyColumns);
    return row;
  }

  return { countTitles, pageOfTitles, title, titleForUpdate, copiesOf, copyForUpdate, insertTitle, updateTitle, insertCopies, updateCopy };
}
