import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CatalogueRow, PrintoutQuery } from '@campus/shared';
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

/** Numbers or ISBNs looked up in one query. */
const LOOKUP_BATCH = 1000;

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

  /** Of these accession numbers and barcodes, those the library has already: one query per thousand. */
  async function takenNumbers(accessionNumbers: string[], barcodes: string[]) {
    const taken = { accessionNumbers: new Set<string>(), barcodes: new Set<string>() };
    for (let i = 0; i < accessionNumbers.length; i += LOOKUP_BATCH) {
      const rows = await db
        .select({ accessionNumber: libraryCopies.accessionNumber })
        .from(libraryCopies)
        .where(inArray(libraryCopies.accessionNumber, accessionNumbers.slice(i, i + LOOKUP_BATCH)));
      for (const r of rows) taken.accessionNumbers.add(r.accessionNumber);
    }
    for (let i = 0; i < barcodes.length; i += LOOKUP_BATCH) {
      const rows = await db
        .select({ barcode: libraryCopies.barcode })
        .from(libraryCopies)
        .where(inArray(libraryCopies.barcode, barcodes.slice(i, i + LOOKUP_BATCH)));
      for (const r of rows) taken.barcodes.add(r.barcode);
    }
    return taken;
  }

  /** The catalogue's titles of these ISBNs, by ISBN (the first of two records of one ISBN). */
  async function titleIdsByIsbn(isbns: string[]): Promise<Map<string, number>> {
    const found = new Map<string, number>();
    for (let i = 0; i < isbns.length; i += LOOKUP_BATCH) {
      const rows = await db
        .select({ id: libraryTitles.id, isbn: libraryTitles.isbn })
        .from(libraryTitles)
        .where(inArray(libraryTitles.isbn, isbns.slice(i, i + LOOKUP_BATCH)))
        .orderBy(asc(libraryTitles.id));
      for (const r of rows) if (r.isbn && !found.has(r.isbn)) found.set(r.isbn, r.id);
    }
    return found;
  }

  /** Titles of an import, in one statement: their ids in the order given. */
  async function insertTitleRows(rows: NewTitleRow[]): Promise<number[]> {
    const saved = await db.insert(libraryTitles).values(rows).returning({ id: libraryTitles.id });
    return saved.map((r) => r.id);
  }

  async function insertCopyRows(rows: NewCopyRow[]): Promise<void> {
    if (rows.length > 0) await db.insert(libraryCopies).values(rows);
  }

  /**
   * The copies a printout holds, in accession order (numbers of one length as numbers: ACC-9
   * before ACC-10), each with its title: the chosen copies, or those from one accession number to
   * another, or all.
   */
  function copiesToPrint(query: PrintoutQuery, limit: number) {
    const number = libraryCopies.accessionNumber;
    const where = and(
      query.copies ? inArray(libraryCopies.id, query.copies) : undefined,
      query.from ? sql`(length(${number}), ${number}) >= (length(${query.from}), ${query.from})` : undefined,
      query.to ? sql`(length(${number}), ${number}) <= (length(${query.to}), ${query.to})` : undefined,
    );
    return db
      .select({
        accessionNumber: number,
        barcode: libraryCopies.barcode,
        accessionDate: sql<string>`to_char(${libraryCopies.createdAt}, 'YYYY-MM-DD')`,
        title: libraryTitles.title,
        authors: libraryTitles.authors,
        edition: libraryTitles.edition,
        publisher: libraryTitles.publisher,
        year: libraryTitles.year,
        callNumber: libraryTitles.callNumber,
        isbn: libraryTitles.isbn,
        source: libraryCopies.source,
        billNumber: libraryCopies.billNumber,
        billDate: libraryCopies.billDate,
        pricePaise: libraryCopies.pricePaise,
        status: libraryCopies.status,
      })
      .from(libraryCopies)
      .innerJoin(libraryTitles, eq(libraryTitles.id, libraryCopies.titleId))
      .where(where)
      .orderBy(sql`length(${number})`, asc(number))
      .limit(limit);
  }

  return {
    copiesToPrint,
    takenNumbers,
    titleIdsByIsbn,
    insertTitleRows,
    insertCopyRows,
    countTitles,
    pageOfTitles,
    title,
    titleForUpdate,
    copiesOf,
    copyForUpdate,
    insertTitle,
    updateTitle,
    insertCopies,
    updateCopy,
  };
}
