import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Answers of published titles, kept as ready-to-send JSON text. A published title is immutable, so
 * entries live until the title is published or unpublished again ({@link ResultsCache.invalidate}).
 * `null` JSON means "no result for this roll number", cached as well so misses stay cheap.
 */
export interface ResultsCache {
  get(title: string, key: string): Promise<string | undefined>;
  set(title: string, key: string, json: string): Promise<void>;
  /** Stores many entries of one title, but only when the title was not invalidated since `generation`. */
  setMany(title: string, entries: [key: string, json: string][], generation: number): Promise<void>;
  /** The current generation of a title; bump with invalidate. */
  generation(title: string): number;
  invalidate(title: string): Promise<void>;
  kind: 'memory' | 'redis';
}

/** The list of published titles is cached under this pseudo title. */
export const TITLES_KEY = '\u0000titles';

const MAX_BYTES = 256 * 1024 * 1024;

/** In-process LRU: one per server copy; run several copies with REDIS_URL so they share one cache. */
export function createMemoryCache(maxBytes = MAX_BYTES): ResultsCache {
  const lru = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (value, key) => value.length + key.length + 64,
    ttl: 6 * 60 * 60_000,
  });
  const generations = new Map<string, number>();
  const gen = (title: string) => generations.get(title) ?? 0;
  const k = (title: string, key: string, g = gen(title)) => `${g}\u0000${title}\u0000${key}`;

  return {
    kind: 'memory',
    async get(title, key) {
      return lru.get(k(title, key));
    },
    async set(title, key, json) {
      lru.set(k(title, key), json);
    },
    async setMany(title, entries, generation) {
      if (gen(title) !== generation) return;
      for (const [key, json] of entries) lru.set(k(title, key, generation), json);
    },
    generation: gen,
    async invalidate(title) {
      // Old entries become unreachable at once and age out of the LRU.
      generations.set(title, gen(title) + 1);
    },
  };
}

const TTL_SECONDS = 6 * 60 * 60;

/** Shared by every server copy; keys are `campus:results:<sha1 of title>:<roll number>`. */
export function createRedisCache(redis: Redis): ResultsCache {
  const prefix = (title: string) => `campus:results:${crypto.createHash('sha1').update(title).digest('hex')}:`;
  const generations = new Map<string, number>();
  const gen = (title: string) => generations.get(title) ?? 0;

  return {
    kind: 'redis',
    async get(title, key) {
      const found = await redis.get(prefix(title) + key);
      return found ?? undefined;
    },
    async set(title, key, json) {
      await redis.set(prefix(title) + key, json, 'EX', TTL_SECONDS);
    },
    async setMany(title, entries, generation) {
      for (let i = 0; i < entries.length; i += 1000) {
        if (gen(title) !== generation) return;
        const pipeline = redis.pipeline();
        for (const [key, json] of entries.slice(i, i + 1000)) pipeline.set(prefix(title) + key, json, 'EX', TTL_SECONDS);
        await pipeline.exec();
      }
    },
    generation: gen,
    async invalidate(title) {
      generations.set(title, gen(title) + 1);
      const stream = redis.scanStream({ match: `${prefix(title)}*`, count: 1000 });
      for await (const keys of stream as AsyncIterable<string[]>) {
        if (keys.length) await redis.del(...keys);
      }
    },
  };
}
