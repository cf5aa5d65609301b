import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../db/change-feed.js';

/**
 * Answers of published titles, kept as ready-to-send JSON text. A published title is immutable, so
 * entries live until the title is published or unpublished again ({@link ResultsCache.invalidate}).
 * `null` JSON means "no result for this roll number", cached as well so misses stay cheap.
 *
 * Every title has a generation, bumped by `invalidate`. Whoever reads the database reads the
 * generation first and stores with `setMany(…, generation)`, which stores nothing when the title was
 * invalidated meanwhile: an answer read before a publish or unpublish can never be stored after it.
 */
export interface ResultsCache {
  kind: 'memory' | 'redis';
  /** `undefined` when not cached, or when the cache cannot be reached (the database answers then). */
  get(title: string, key: string): Promise<string | undefined>;
  /** The current generation of a title; read it before reading the database. */
  generation(title: string): Promise<number>;
  /** Stores entries of one title, but only when the title is still at `generation`. */
  setMany(title: string, entries: [key: string, json: string][], generation: number): Promise<void>;
  /** Bumps the generation and drops the title's entries; throws when the cache cannot be reached. */
  invalidate(title: string): Promise<void>;
}

export interface CacheLog {
  warn(obj: object, message: string): void;
}

/** The list of published titles is cached under this pseudo title. */
export const TITLES_KEY = '\u0000titles';

/** Generation of a cache that could not be asked: `setMany` stores nothing with it. */
export const UNKNOWN_GENERATION = -1;

const MAX_BYTES = 256 * 1024 * 1024;
const TTL_SECONDS = 6 * 60 * 60;

export interface MemoryCacheOptions {
  maxBytes?: number;
  /**
   * The database's change feed (ADR 0070): several servers of one PostgreSQL database without Redis
   * each keep their own answers, and drop them when any server publishes, unpublishes or uploads
   * (a change of exam titles or results). While the feed is not live nothing is answered or kept.
   * Without it (one process, tests) the cache follows only this server's own invalidations.
   */
  feed?: ChangeFeed;
}

/** In-process LRU: one per server copy; without REDIS_URL each copy drops its answers on the change feed. */
export function createMemoryCache({ maxBytes = MAX_BYTES, feed }: MemoryCacheOptions = {}): ResultsCache {
  const lru = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length + 64,
    ttl: TTL_SECONDS * 1000,
  });
  /** Part of each key: bumped by an invalidation, so that the old entries cannot be reached. */
  const generations = new Map<string, number>();
  const gen = (title: string) => generations.get(title) ?? 0;
  const k = (title: string, key: string) => `${gen(title)}\u0000${title}\u0000${key}`;
  // A generation handed out is the count of drops so far: an answer read before a drop of its title,
  // or of everything, is not stored after it.
  let drops = 0;
  let droppedAll = 0;
  const dropped = new Map<string, number>();
  const live = () => feed?.live() ?? true;
  feed?.subscribe((change) => {
    // Exam titles tell `all`; results tell their roll number or `r:*`; a reset may have missed either.
    if (change.kind === 'all' || change.kind === 'reset' || change.kind === 'r') {
      droppedAll = ++drops;
      lru.clear();
    }
  });

  return {
    kind: 'memory',
    async get(title, key) {
      return live() ? lru.get(k(title, key)) : undefined;
    },
    async generation() {
      return drops;
    },
    async setMany(title, entries, generation) {
      if (!live() || droppedAll > generation || (dropped.get(title) ?? 0) > generation) return;
      for (const [key, json] of entries) lru.set(k(title, key), json);
    },
    async invalidate(title) {
      // Old entries become unreachable at once and age out of the LRU.
      generations.set(title, gen(title) + 1);
      dropped.set(title, ++drops);
    },
  };
}

/**
 * Sets KEYS[2..] to ARGV[3..] (with a TTL of ARGV[2] seconds) only when the generation counter
 * KEYS[1] still equals ARGV[1]: checked and written in one step, so an invalidation by any server
 * copy either comes before (nothing is written) or after (it deletes what was written).
 */
const SET_IF_GENERATION = `
local current = redis.call('GET', KEYS[1]) or '0'
if current ~= ARGV[1] then return 0 end
for i = 2, #KEYS do redis.call('SET', KEYS[i], ARGV[i + 1], 'EX', ARGV[2]) end
return 1`;

type CampusRedis = Redis & {
  campusSetIfGeneration(numKeys: number, ...args: (string | number)[]): Promise<number>;
};

/** Logs at most once a minute, so an outage on results day does not flood the log. */
function throttled(log: CacheLog | undefined) {
  let last = 0;
  return (err: unknown, message: string) => {
    if (!log || Date.now() - last < 60_000) return;
    last = Date.now();
    log.warn({ err }, message);
  };
}

/**
 * Shared by every server copy. Entries are `campus:results:<sha1 of title>:<key>`; the generation of
 * a title is the counter `campus:results-gen:<sha1 of title>`, shared as well. When Redis is down or
 * fails, reads and writes are skipped with a warning and the database answers.
 */
export function createRedisCache(client: Redis, log?: CacheLog): ResultsCache {
  const redis = client as CampusRedis;
  redis.defineCommand('campusSetIfGeneration', { lua: SET_IF_GENERATION });
  const hash = (title: string) => crypto.createHash('sha1').update(title).digest('hex');
  const prefix = (title: string) => `campus:results:${hash(title)}:`;
  const generationKey = (title: string) => `campus:results-gen:${hash(title)}`;
  const warn = throttled(log);
  // Not connected: skip at once rather than wait for reconnection attempts on every lookup.
  const ready = () => redis.status === 'ready';

  return {
    kind: 'redis',
    async get(title, key) {
      if (!ready()) {
        warn(undefined, `results cache: Redis is ${redis.status}; answering from the database`);
        return undefined;
      }
      try {
        return (await redis.get(prefix(title) + key)) ?? undefined;
      } catch (err) {
        warn(err, 'results cache: Redis read failed; answering from the database');
        return undefined;
      }
    },
    async generation(title) {
      if (!ready()) return UNKNOWN_GENERATION;
      try {
        return Number((await redis.get(generationKey(title))) ?? 0);
      } catch (err) {
        warn(err, 'results cache: Redis read failed; answering from the database');
        return UNKNOWN_GENERATION;
      }
    },
    async setMany(title, entries, generation) {
      if (generation === UNKNOWN_GENERATION || !ready()) return;
      try {
        for (let i = 0; i < entries.length; i += 1000) {
          const part = entries.slice(i, i + 1000);
          const keys = part.map(([key]) => prefix(title) + key);
          const stored = await redis.campusSetIfGeneration(
            keys.length + 1,
            generationKey(title),
            ...keys,
            generation,
            TTL_SECONDS,
            ...part.map(([, json]) => json),
          );
          if (stored === 0) return;
        }
      } catch (err) {
        warn(err, 'results cache: Redis write failed; the answer was sent from the database');
      }
    },
    async invalidate(title) {
      // Known to be down: fail now rather than after reconnection attempts (the connecting state at start-up waits).
      if (['reconnecting', 'close', 'end', 'resting'].includes(redis.status)) throw new Error(`Redis is ${redis.status}`);
      await redis.incr(generationKey(title));
      const stream = redis.scanStream({ match: `${prefix(title)}*`, count: 1000 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length) await redis.del(...keys);
      }
    },
  };
}
