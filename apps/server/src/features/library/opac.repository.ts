import { asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OpacCopy, OpacSettings, OpacTitle } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { libraryCopies, librarySettings, libraryTitles } from './library.table.js';

/** How a reader's search is read: an ISBN, a copy's number, a class number, or words. */
export type OpacSearch =
  | { kind: 'all' }
  | { kind: 'isbn'; isbn: string }
  | { kind: 'copy'; number: string }
  | { kind: 'callNumber'; prefix: string }
  | { kind: 'words'; text: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Words match a title when the record holds every one of them (full text), or holds something close
 * to what was typed (trigrams: `thermodynamcs` finds thermodynamics). Both are answered from an index.
 */
const wordsMatch = (text: string): SQL =>
  sql`(to_tsvector('simple', ${libraryTitles.searchText}) @@ plainto_tsquery('simple', ${text}) or ${text} <% ${libraryTitles.searchText})`;

function whereOf(search: OpacSearch): SQL | undefined {
  switch (search.kind) {
    case 'all':
      return undefined;
    case 'isbn':
      return eq(libraryTitles.isbn, search.isbn);
    case 'copy':
      return inArray(
        libraryTitles.id,
        sql`(select ${libraryCopies.titleId} from ${libraryCopies} where ${or(
          eq(libraryCopies.accessionNumber, search.number),
          eq(libraryCopies.barcode, search.number),
        )})`,
      );
    case 'callNumber':
      return sql`${libraryTitles.callNumber} like ${`${escapeLike(search.prefix)}%`}`;
    case 'words':
      return wordsMatch(search.text);
  }
}

/** The closest first: every word present, then the likeness of the typed text, then by title. */
function orderOf(search: OpacSearch): SQL[] {
  const byTitle = [sql`lower(${libraryTitles.title})`, asc(libraryTitles.id)];
  if (search.kind === 'callNumber') return [asc(libraryTitles.callNumber), ...byTitle];
  if (search.kind !== 'words') return byTitle;
  return [
    sql`(to_tsvector('simple', ${libraryTitles.searchText}) @@ plainto_tsquery('simple', ${search.text})) desc`,
    sql`word_similarity(${search.text}, ${libraryTitles.searchText}) desc`,
    ...byTitle,
  ];
}

/** What the OPAC reads: titles found by a reader's search, their copies, and how the library opens it. */
export function createOpacRepository(db: DbOrTx) {
  async function countTitles(search: OpacSearch): Promise<number> {
    const [row] = await db.select({ n: count() }).from(libraryTitles).where(whereOf(search));
    return Number(row?.n ?? 0);
  }

  async function pageOfTitles(search: OpacSearch, limit: number, offset: number): Promise<Omit<OpacTitle, 'copies'>[]> {
    return db
      .select({
        id: libraryTitles.id,
        title: libraryTitles.title,
        authors: libraryTitles.authors,
        publisher: libraryTitles.publisher,
        year: libraryTitles.year,
        edition: libraryTitles.edition,
        isbn: libraryTitles.isbn,
        subject: libraryTitles.subject,
        callNumber: libraryTitles.callNumber,
      })
      .from(libraryTitles)
      .where(whereOf(search))
      .orderBy(...orderOf(search))
      .limit(limit)
      .offset(offset);
  }

  /** The copies of these titles, in accession order. */
  async function copiesOf(titleIds: number[]): Promise<(OpacCopy & { titleId: number })[]> {
    if (titleIds.length === 0) return [];
    return db
      .select({
        titleId: libraryCopies.titleId,
        accessionNumber: libraryCopies.accessionNumber,
        location: libraryCopies.location,
        status: libraryCopies.status,
      })
      .from(libraryCopies)
      .where(inArray(libraryCopies.titleId, titleIds))
      .orderBy(asc(libraryCopies.accessionNumber));
  }

  async function settings(): Promise<OpacSettings> {
    const [row] = await db
      .select({ opacOpenOnCampus: librarySettings.opacOpenOnCampus, campusNetworks: librarySettings.campusNetworks })
      .from(librarySettings)
      .where(eq(librarySettings.id, 1));
    return row ?? { opacOpenOnCampus: false, campusNetworks: [] };
  }

  async function saveSettings(values: OpacSettings): Promise<OpacSettings> {
    const [row] = await db
      .insert(librarySettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: librarySettings.id, set: { ...values, updatedAt: sql`now()` } })
      .returning({ opacOpenOnCampus: librarySettings.opacOpenOnCampus, campusNetworks: librarySettings.campusNetworks });
    return row!;
  }

  return { countTitles, pageOfTitles, copiesOf, settings, saveSettings };
}
