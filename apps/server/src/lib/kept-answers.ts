import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { Change, ChangeFeed } from '../db/change-feed.js';

/** A read that took longer than this is not kept: the changes it could have missed are forgotten. */
const LONGEST_READ_MS = 30_000;

/** Taken before reading the database; a value read after it is kept only if nothing it depends on changed meanwhile. */
interface Ticket {
  seq: number;
  at: number;
}

export interface KeptAnswers<V> {
  get(key: string): V | undefined;
  ticket(): Ticket;
  /**
   * Keeps `value` under `key` until a change of one of its `tags` (`s:12`, `r:21A91A0501`, `u:5`),
   * `ttlMs`, or a change that concerns all. Keeps nothing when one came after `ticket`.
   */
  set(key: string, value: V, tags: string[], ticket: Ticket, ttlMs?: number): void;
  /** Drops the entries of a tag at once (the server that wrote does not wait for the notification). */
  forget(tag: string): void;
}

export interface KeptAnswersOptions {
  feed: ChangeFeed;
  max: number;
  ttlMs: number;
  /** Whether a change of data every answer may use (`all`) drops these answers. */
  dropOnAll: boolean;
  now?: () => number;
}

/**
 * Answers kept in this server's memory and dropped when the database says what they were read from
 * changed, on this server or another (ADR 0070). While the feed is not live nothing is kept.
 */
export function keptAnswers<V>({ feed, max, ttlMs, dropOnAll, now = Date.now }: KeptAnswersOptions): KeptAnswers<V> {
  const byTag = new Map<string, Set<string>>();
  const tagsOf = new Map<string, string[]>();
  const lru = new LRUCache<string, { value: V }>({
    max,
    ttl: ttlMs,
    dispose: (_value, key) => untag(key),
  });
  let seq = 0;
  /** When a tag, a whole kind (`s:*`) or everything (`*`) last changed: seq and time. */
  const changed = new Map<string, Ticket>();

  function untag(key: string) {
    for (const tag of tagsOf.get(key) ?? []) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
    tagsOf.delete(key);
  }

  function mark(tag: string) {
    const at = now();
    changed.delete(tag);
    changed.set(tag, { seq: ++seq, at });
    if (changed.size < 10_000) return;
    // Only a ticket younger than LONGEST_READ_MS is asked about these; older marks are of no use.
    for (const [t, c] of changed) {
      if (at - c.at <= LONGEST_READ_MS) break;
      changed.delete(t);
    }
  }

  function forget(tag: string) {
    mark(tag);
    for (const key of [...(byTag.get(tag) ?? [])]) lru.delete(key);
  }

  function dropAll(tag: string) {
    mark(tag);
    lru.clear();
  }

  function hear(change: Change) {
    if (change.kind === 'reset') return dropAll('*');
    if (change.kind === 'all') return dropOnAll ? dropAll('*') : undefined;
    if (change.key === '*') return dropAll(`${change.kind}:*`);
    forget(`${change.kind}:${change.key}`);
  }
  feed.subscribe(hear);

  const changedSince = (tag: string, ticket: Ticket) => (changed.get(tag)?.seq ?? 0) > ticket.seq;

  return {
    get: (key) => (feed.live() ? lru.get(key)?.value : undefined),
    ticket: () => ({ seq, at: now() }),
    set(key, value, tags, ticket, ttl = ttlMs) {
      if (!feed.live() || now() - ticket.at > LONGEST_READ_MS || changedSince('*', ticket)) return;
      if (tags.some((tag) => changedSince(tag, ticket) || changedSince(`${tag.slice(0, tag.indexOf(':'))}:*`, ticket))) return;
      untag(key);
      lru.set(key, { value }, { ttl });
      tagsOf.set(key, tags);
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    forget,
  };
}

/** Figures kept in memory: at most this many answers, each for at most this long. */
const KEPT_FIGURES = 20_000;
const KEPT_FIGURES_MS = 10 * 60_000;
/**
 * Figures read from the database at once, at most. One change drops many answers together (a register
 * saved at 9:00 drops its sixty students' pages), and their readers all come back at once: on the
 * embedded database's one connection every write would wait behind the whole burst of reads.
 */
const READS_AT_ONCE = 4;

/**
 * Landing-page figures kept for the college day they were read on, until a change of one of their
 * tags: `t:<table>` for every table an office's figures read, `s:<id>` and `r:<roll>` for a student's.
 * What is not kept is read at most READS_AT_ONCE at a time. A reader of figures being read joins that
 * read while nothing has changed since it began; one that waited its turn takes what was kept meanwhile.
 */
export function keptFigures(feed: ChangeFeed, today: () => Promise<string>) {
  const kept = keptAnswers<{ day: string; answer: unknown }>({ feed, max: KEPT_FIGURES, ttlMs: KEPT_FIGURES_MS, dropOnAll: true });
  const reading = pLimit(READS_AT_ONCE);
  /** Set while a read runs: figures read by another's read go straight on (waiting for a turn it holds would never end). */
  const insideRead = new AsyncLocalStorage<true>();
  const flights = new Map<string, { seq: number; day: string; answer: Promise<unknown> }>();

  const keptOrJoined = <T>(key: string, day: string) => {
    const hit = kept.get(key);
    if (hit?.day === day) return Promise.resolve(hit.answer as T);
    const flight = flights.get(key);
    return flight?.day === day && flight.seq === kept.ticket().seq ? (flight.answer as Promise<T>) : undefined;
  };

  /** The figures of `key`, read with others by `readAll` (each kept under its own key) unless kept or being read. */
  function keptOrRead<T>(key: string, day: string, tagsOf: (answer: T) => string[], readAll: () => Promise<Map<string, T>>) {
    const readAndKeep = () => {
      const meanwhile = keptOrJoined<T | undefined>(key, day);
      if (meanwhile) return meanwhile;
      const ticket = kept.ticket();
      const answer = readAll().then((all) => {
        for (const [k, value] of all) kept.set(k, { day, answer: value }, tagsOf(value), ticket);
        return all.get(key);
      });
      flights.set(key, { seq: ticket.seq, day, answer });
      const land = () => {
        if (flights.get(key)?.answer === answer) flights.delete(key);
      };
      answer.then(land, land);
      return answer;
    };
    return (
      keptOrJoined<T | undefined>(key, day) ?? (insideRead.getStore() ? readAndKeep() : reading(() => insideRead.run(true, readAndKeep)))
    );
  }

  async function figures<T>(key: string, tagsOf: (answer: T) => string[], read: () => Promise<T>): Promise<T> {
    return (await keptOrRead(key, await today(), tagsOf, async () => new Map([[key, await read()]]))) as T;
  }

  /**
   * Figures read together with their neighbours' (a section's students' pages in one read), each kept
   * under its own key: one change drops them together, and one read brings them back. Undefined when
   * the read found nothing under `key`.
   */
  async function together<T>(key: string, tagsOf: (answer: T) => string[], readAll: () => Promise<Map<string, T>>) {
    return keptOrRead(key, await today(), tagsOf, readAll);
  }

  return Object.assign(figures, { together });
}

export type KeptFigures = ReturnType<typeof keptFigures>;

/** The tags of figures read from these tables. */
export const fromTables =
  (...tables: string[]) =>
  () =>
    tables.map((t) => `t:${t}`);
