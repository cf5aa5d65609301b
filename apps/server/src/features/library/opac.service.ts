import { BlockList, isIP } from 'node:net';
import { changedFields, readIsbn, serverText, type CatalogueQuery, type OpacCopy, type OpacPage, type OpacSettings } from '@campus/shared';
import { silentFeed, type ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/client.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import { forbidden, invalid } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createOpacRepository, type OpacSearch } from './opac.repository.js';

export interface OpacServiceDeps {
  db: Db;
  audit: AuditService;
  /** What changed in the database, on any server: a kept answer goes when a title or a copy changes. */
  changes?: ChangeFeed;
}

/** Searches kept in memory: at most this many answers, each for at most this long (a copy's status changes them sooner). */
const KEPT_SEARCHES = 5_000;
const KEPT_SEARCHES_MS = 10 * 60_000;
/**
 * What a kept answer was read from: any title (a new or changed title may match it), and the copies
 * of the titles it shows (`l:<title id>`: a copy issued or returned changes that answer alone). A
 * search that may be a copy's number also goes when any copy is added or renumbered.
 */
function tagsOf(query: CatalogueQuery, answer: OpacPage): string[] {
  const tags = ['t:library_titles', ...answer.rows.map((r) => `l:${r.id}`)];
  if (COPY_NUMBER.test(query.q?.trim() ?? '')) tags.push('t:library_copies');
  return tags;
}

/** A class number of the DDC, alone or with the start of a book number: `621.3`, `005.133 BAL`. */
const CLASS_NUMBER = /^\d{3}(\.\d*)?( +[A-Za-z0-9.]*)*$/;
/** The tables whose statistics the OPAC's plans need (an embedded database gathers them as it starts). */
export const LIBRARY_SEARCHED_TABLES = ['library_titles', 'library_copies', 'library_search_words'] as const;

/** Words of a search the OPAC reads; a reader's search is a few words, not a paragraph. */
const WORDS_MAX = 8;
/** What could be written on a copy's spine or label: letters, digits and dashes, with a digit. */
const COPY_NUMBER = /^(?=.*\d)[A-Za-z0-9-]+$/;

/** The campus's networks as one list an address is checked against. */
function campusOf(networks: readonly string[]): BlockList {
  const list = new BlockList();
  for (const network of networks) {
    const [address = '', bits = ''] = network.split('/');
    list.addSubnet(address, Number(bits), isIP(address) === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** Whether an address (as the server knows the visitor: TRUST_PROXY decides whom it believes) is on the campus. */
function onCampus(settings: OpacSettings, ip: string): boolean {
  if (!settings.opacOpenOnCampus || settings.campusNetworks.length === 0) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(ip)?.[1];
  const address = mapped ?? ip;
  const kind = isIP(address);
  if (kind === 0) return false;
  return campusOf(settings.campusNetworks).check(address, kind === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The OPAC: readers search the catalogue and see every copy and where it stands. An ISBN (either
 * form) and a copy's accession number or barcode find their title; a class number finds its shelf;
 * anything else is words, typos forgiven.
 */
export function createOpacService({ db, audit, changes }: OpacServiceDeps) {
  const repo = createOpacRepository(db);
  const kept = keptAnswers<OpacPage>({ feed: changes ?? silentFeed(), max: KEPT_SEARCHES, ttlMs: KEPT_SEARCHES_MS, dropOnAll: false });

  async function searchOf(q: string | undefined): Promise<OpacSearch> {
    const text = q?.trim() ?? '';
    if (!text) return { kind: 'all' };
    const isbn = readIsbn(text);
    if ('isbn13' in isbn) return { kind: 'isbn', isbn: isbn.isbn13 };
    if (CLASS_NUMBER.test(text)) return { kind: 'callNumber', prefix: text.replace(/ +/g, ' ').toUpperCase() };
    if (COPY_NUMBER.test(text)) {
      const copy: OpacSearch = { kind: 'copy', number: text.toUpperCase() };
      if ((await repo.countTitles(copy)) > 0) return copy;
    }
    return { kind: 'words', words: await wordsOf(text) };
  }

  /**
   * The words of a search as the catalogue holds them: a word it has, or starts, stays; a word it has
   * not is taken for the closest it has (`thermodynamcs` is thermodynamics); short words stay as typed.
   */
  async function wordsOf(text: string): Promise<string[]> {
    const tokens = [...new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, WORDS_MAX);
    if (tokens.length === 0) return [text.toLowerCase()];
    const read = await repo.readWords(tokens);
    return read.map((w) => (w.known || w.starts || w.token.length < 3 ? w.token : (w.closest ?? w.token)));
  }

  /** A search as the catalogue answers it; the same search again, from memory until the catalogue changes. */
  async function search(query: CatalogueQuery): Promise<OpacPage> {
    const key = JSON.stringify([query.q?.trim().toLowerCase() ?? '', query.page, query.size]);
    const hit = kept.get(key);
    if (hit) return hit;
    const ticket = kept.ticket();
    const answer = await read(query);
    kept.set(key, answer, tagsOf(query, answer), ticket);
    return answer;
  }

  async function read({ q, page, size }: CatalogueQuery): Promise<OpacPage> {
    const found = await searchOf(q);
    const [total, titles] = await Promise.all([repo.countTitles(found), repo.pageOfTitles(found, size, (page - 1) * size)]);
    const typed = q
      ?.trim()
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.join(' ');
    const searchedFor = found.kind === 'words' && found.words.join(' ') !== typed ? found.words.join(' ') : null;
    const copies = await repo.copiesOf(titles.map((t) => t.id));
    const byTitle = new Map<number, OpacCopy[]>();
    for (const { titleId, ...copy } of copies) byTitle.set(titleId, [...(byTitle.get(titleId) ?? []), copy]);
    const rows = titles.map((t) => ({ ...t, copies: byTitle.get(t.id) ?? [] }));
    return { total, page, size, searchedFor, rows };
  }

  /** Whether a visitor without a session may search: on campus, when the library has opened the catalogue there. */
  const openFor = async (ip: string) => ({ open: onCampus(await repo.settings(), ip) });

  async function searchOnCampus(query: CatalogueQuery, ip: string): Promise<OpacPage> {
    if (!(await openFor(ip)).open) throw forbidden(serverText('library.opacCampusOnly'));
    return search(query);
  }

  const settings = () => repo.settings();

  async function changeSettings(input: OpacSettings, actor: Actor): Promise<OpacSettings> {
    if (input.opacOpenOnCampus && input.campusNetworks.length === 0)
      throw invalid(serverText('library.campusWithoutNetworks'), 'campusNetworks');
    return db.transaction(async (tx) => {
      const txRepo = createOpacRepository(tx);
      const before = await txRepo.settings();
      const after = await txRepo.saveSettings({ ...input, campusNetworks: [...new Set(input.campusNetworks)] });
      await audit.record(tx, {
        actor,
        action: 'library.opacSettingsChanged',
        entity: 'library_settings',
        entityId: '1',
        changes: changedFields(before, after),
      });
      return after;
    });
  }

  return { search, openFor, searchOnCampus, settings, changeSettings };
}

export type OpacService = ReturnType<typeof createOpacService>;
