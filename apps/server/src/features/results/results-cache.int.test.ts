import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Change, ChangeFeed } from '../../db/change-feed.js';
import { engineFree } from '../../../test/helpers.js';
import { createMemoryCache, createRedisCache, UNKNOWN_GENERATION } from './results-cache.js';

const newTitle = () => `Cache test ${crypto.randomBytes(4).toString('hex')}`;

describe.runIf(engineFree)('in-process results cache', () => {
  it('stores nothing that was read before an invalidation', async () => {
    const cache = createMemoryCache();
    const title = newTitle();
    const before = await cache.generation(title);
    await cache.invalidate(title);
    await cache.setMany(title, [['R1', '"old"']], before);
    expect(await cache.get(title, 'R1')).toBeUndefined();
    await cache.setMany(title, [['R1', '"new"']], await cache.generation(title));
    expect(await cache.get(title, 'R1')).toBe('"new"');
  });

  it("drops every answer when the change feed tells of another server's publish or upload, and keeps nothing while it is not live", async () => {
    const listeners = new Set<(change: Change) => void>();
    let live = true;
    const feed: ChangeFeed = {
      live: () => live,
      state: () => (live ? 'up' : 'down'),
      subscribe: (listener) => (listeners.add(listener), () => listeners.delete(listener)),
      sync: async () => undefined,
      close: () => undefined,
    };
    const tell = (change: Change) => listeners.forEach((listener) => listener(change));
    const cache = createMemoryCache({ feed });
    const title = newTitle();
    const store = async (json: string) => cache.setMany(title, [['R1', json]], await cache.generation(title));

    for (const change of [{ kind: 'all' }, { kind: 'r', key: 'R1' }, { kind: 'r', key: '*' }, { kind: 'reset' }] as Change[]) {
      await store('"kept"');
      expect(await cache.get(title, 'R1')).toBe('"kept"');
      tell(change);
      expect(await cache.get(title, 'R1')).toBeUndefined();
    }
    // A student's or a user's change is no change of a result.
    await store('"kept"');
    tell({ kind: 'u', key: '1' });
    expect(await cache.get(title, 'R1')).toBe('"kept"');

    // Read before a change, stored after it: not kept.
    const before = await cache.generation(title);
    tell({ kind: 'all' });
    await cache.setMany(title, [['R2', 'null']], before);
    expect(await cache.get(title, 'R2')).toBeUndefined();

    live = false;
    expect(await cache.get(title, 'R1')).toBeUndefined();
    await store('"while late"');
    live = true;
    expect(await cache.get(title, 'R1')).not.toBe('"while late"');
  });
});

/** Two server copies, each with its own connection, sharing one Redis; runs when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(engineFree && redisUrl)('Redis results cache shared by two server copies', () => {
  let connA: Redis;
  let connB: Redis;
  beforeAll(async () => {
    connA = new Redis(redisUrl!);
    connB = new Redis(redisUrl!);
    await Promise.all([connA.ping(), connB.ping()]);
  });
  afterAll(() => {
    connA?.disconnect();
    connB?.disconnect();
  });

  it("refuses copy B's answer when copy A invalidated the title after B read the database", async () => {
    const [a, b] = [createRedisCache(connA), createRedisCache(connB)];
    const title = newTitle();
    // B misses, reads its generation and then the database …
    expect(await b.get(title, 'R1')).toBeUndefined();
    const readAt = await b.generation(title);
    // … A publishes or unpublishes meanwhile …
    await a.invalidate(title);
    // … and B's old answer is not stored, for either copy.
    await b.setMany(title, [['R1', '"before the change"']], readAt);
    expect(await a.get(title, 'R1')).toBeUndefined();
    expect(await b.get(title, 'R1')).toBeUndefined();

    // An answer read after the change is shared.
    await b.setMany(title, [['R1', '"after the change"']], await b.generation(title));
    expect(await a.get(title, 'R1')).toBe('"after the change"');
    await a.invalidate(title);
    expect(await b.get(title, 'R1')).toBeUndefined();
  });

  it('stores large batches only while the generation holds', async () => {
    const [a, b] = [createRedisCache(connA), createRedisCache(connB)];
    const title = newTitle();
    const entries = Array.from({ length: 2500 }, (_, i): [string, string] => [`R${i}`, JSON.stringify({ i })]);
    await a.setMany(title, entries, await a.generation(title));
    expect(await b.get(title, 'R2499')).toBe('{"i":2499}');
    const stale = await b.generation(title);
    await a.invalidate(title);
    await b.setMany(title, entries, stale);
    expect(await a.get(title, 'R0')).toBeUndefined();
    await a.invalidate(title);
  });

  it('reads from the database with a warning when a Redis command fails', async () => {
    const conn = new Redis(redisUrl!);
    await conn.ping();
    const warn = vi.fn();
    const cache = createRedisCache(conn, { warn });
    vi.spyOn(conn, 'get').mockRejectedValue(new Error('OOM command not allowed'));
    try {
      expect(await cache.get(newTitle(), 'R1')).toBeUndefined();
      expect(await cache.generation(newTitle())).toBe(UNKNOWN_GENERATION);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ err: expect.any(Error) }),
        expect.stringContaining('answering from the database'),
      );
    } finally {
      conn.disconnect();
    }
  });
});

describe.runIf(engineFree)('Redis results cache when Redis is down', () => {
  it('misses with a warning, stores nothing and refuses to invalidate', async () => {
    // Nothing listens on this port.
    const conn = new Redis('redis://127.0.0.1:6390', { maxRetriesPerRequest: 1 });
    conn.on('error', () => {});
    const warn = vi.fn();
    const cache = createRedisCache(conn, { warn });
    try {
      await vi.waitFor(() => expect(conn.status).toBe('reconnecting'));
      const title = newTitle();
      expect(await cache.get(title, 'R1')).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0][1]).toContain('answering from the database');
      // Warned once, not for every lookup of results day.
      expect(await cache.get(title, 'R2')).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
      const generation = await cache.generation(title);
      expect(generation).toBe(UNKNOWN_GENERATION);
      await expect(cache.setMany(title, [['R1', '{}']], generation)).resolves.toBeUndefined();
      await expect(cache.invalidate(title)).rejects.toThrow(/Redis is reconnecting/);
    } finally {
      conn.disconnect();
    }
  });
});
