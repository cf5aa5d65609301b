import { LRUCache } from 'lru-cache';
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
 * Landing-page figures kept for the college day they were read on, until a change of one of their
 * tags: `t:<table>` for every table an office's figures read, `s:<id>` and `r:<roll>` for a student's.
 */
export function keptFigures(feed: ChangeFeed, today: () => Promise<string>) {
  const kept = keptAnswers<{ day: string; answer: unknown }>({ feed, max: KEPT_FIGURES, ttlMs: KEPT_FIGURES_MS, dropOnAll: true });
  return async function figures<T>(key: string, tagsOf: (answer: T) => string[], read: () => Promise<T>): Promise<T> {
    const day = await today();
    const hit = kept.get(key);
    if (hit?.day === day) return hit.answer as T;
    const ticket = kept.ticket();
    const answer = await read();
    kept.set(key, { day, answer }, tagsOf(answer), ticket);
    return answer;
  };
}

export type KeptFigures = ReturnType<typeof keptFigures>;

/** The tags of figures read from these tables. */
export const fromTables =
  (...tables: string[]) =>
  () =>
    tables.map((t) => `t:${t}`);
