import { and, asc, count, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OpacCopy, OpacSettings, OpacTitle } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { libraryLoans } from './circulation.table.js';
import { libraryCopies, librarySearchWords, librarySettings, libraryTitles } from './library.table.js';

/** How a reader's search is read: an ISBN, a copy's number, a class number, or words. */
export type OpacSearch =
  | { kind: 'all' }
  | { kind: 'isbn'; isbn: string }
  | { kind: 'copy'; number: string }
  | { kind: 'callNumber'; prefix: string }
  /** Each word matched as the start of a word of the record (`thermo` finds thermodynamics), all of them. */
  | { kind: 'words'; words: string[] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The words as one full-text query: every one of them, each as the start of a word when it has three letters or more. */
const queryOf = (words: string[]): SQL => sql`to_tsquery('simple', ${words.map((w) => (w.length >= 3 ? `${w}:*` : w)).join(' & ')})`;

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
      return sql`${libraryTitles.searchVector} @@ ${queryOf(search.words)}`;
  }
}

/** The closest first: the words in the title before the words in an author, a subject or a publisher; then by title. */
function orderOf(search: OpacSearch): SQL[] {
  const byTitle = [sql`lower(${libraryTitles.title})`, asc(libraryTitles.id)];
  if (search.kind === 'callNumber') return [asc(libraryTitles.callNumber), ...byTitle];
  if (search.kind !== 'words') return byTitle;
  return [sql`ts_rank(${libraryTitles.searchVector}, ${queryOf(search.words)}) desc`, ...byTitle];
}

/** What the catalogue holds of a typed word: the word itself, words it starts, or the closest word. */
export interface WordReading {
  token: string;
  known: boolean;
  starts: boolean;
  closest: string | null;
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
        dueOn: libraryLoans.dueOn,
      })
      .from(libraryCopies)
      .leftJoin(libraryLoans, and(eq(libraryLoans.copyId, libraryCopies.id), isNull(libraryLoans.closedAt)))
      .where(inArray(libraryCopies.titleId, titleIds))
      .orderBy(asc(libraryCopies.accessionNumber));
  }

  /**
   * Each typed word read against the catalogue's words, in one query (trigram indexes answer the last
   * two). The words are letters and digits alone, so none holds a `like` pattern's `%` or `_`.
   */
  async function readWords(tokens: string[]): Promise<WordReading[]> {
    const result = (await db.execute(sql`
      select t.token,
        exists (select 1 from ${librarySearchWords} w where w.word = t.token) as known,
        exists (select 1 from ${librarySearchWords} w where w.word like t.token || '%') as starts,
        (select w.word from ${librarySearchWords} w where w.word % t.token order by similarity(w.word, t.token) desc, w.word limit 1) as closest
      from unnest(string_to_array(${tokens.join(' ')}, ' ')) with ordinality as t(token, n)
      order by t.n
    `)) as unknown as { rows: WordReading[] };
    return result.rows;
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

  return { countTitles, pageOfTitles, copiesOf, readWords, settings, saveSettings };
}
