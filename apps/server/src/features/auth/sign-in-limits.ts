import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The counters behind sign-in limits (ADR 0068), in this server's memory or, with Redis, shared by
 * every server copy. Reserving an attempt is one atomic step: a synchronous update of a Map, or one
 * Lua script in Redis.
 *
 * Each counter holds the attempts `n` of its key within ten minutes of the last one. Its first `free`
 * attempts pass at once. Beyond them it is a queue: attempt k takes the next free slot, and the slot
 * after it lies 2^(k − free) steps later (at most 32 steps). An attempt whose slot is more than 8
 * steps away is refused without taking it. The counter of a user name and address pair is a plain
 * limit instead: `free` attempts, then refused until its ten minutes are over.
 */
export interface SignInLimitsOptions {
  /** Failed attempts of one user name from one address; an address gets five times as many. */
  free: number;
  /** The first gap between slots. */
  stepMs: number;
  redis?: Redis;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const WINDOW_MS = 10 * 60 * 1000;
/** A user name that signed in from an address passes that address's queue for this long. */
const KNOWN_PAIR_MS = 30 * 24 * 60 * 60 * 1000;

/** What an attempt took, to be given back when its password was right. */
export interface Reservation {
  username: string;
  ip: string;
  /** Whether the address's queue was taken (not for a user name known at the address). */
  address: boolean;
  waitMs: number;
}

/** Pass after `waitMs`, or refused: ask again in `retryAfterMs`. */
export type Reserved = { reservation: Reservation } | { retryAfterMs: number };

interface Rule {
  free: number;
  stepMs: number;
  maxWaitMs: number;
}

interface Entry {
  n: number;
  next: number;
  expires: number;
}

const keysOf = (username: string, ip: string) => ({
  pair: `pair:${username}|${ip}`,
  known: `known:${username}|${ip}`,
  address: `address:${ip}`,
  user: `user:${username}`,
});

/** [refused, ms]: the wait before the attempt's slot, or how long until one may be had. */
function takeEntry(entry: Entry, now: number, rule: Rule): [boolean, number] {
  if (entry.n < rule.free) {
    entry.n++;
    entry.expires = now + WINDOW_MS;
    return [false, 0];
  }
  if (rule.maxWaitMs === 0) return [true, Math.max(1, entry.expires - now)];
  const slot = Math.max(now, entry.next);
  const wait = slot - now;
  if (wait > rule.maxWaitMs) return [true, wait - rule.maxWaitMs];
  entry.next = slot + Math.min(rule.stepMs * 2 ** (entry.n - rule.free), 32 * rule.stepMs);
  entry.n++;
  entry.expires = now + WINDOW_MS;
  return [false, wait];
}

// The same steps as `takeEntry` and `reserveInMemory`, in one script: KEYS pair, known, address, user.
const RESERVE_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free, stepMs, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local function take(key, free, maxWait)
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  if n < free then
    redis.call('HSET', key, 'n', n + 1)
    redis.call('PEXPIRE', key, windowMs)
    return false, 0
  end
  if maxWait == 0 then
    local ttl = redis.call('PTTL', key)
    if ttl < 1 then ttl = 1 end
    return true, ttl
  end
  local slot = math.max(now, tonumber(redis.call('HGET', key, 'next') or '0'))
  local wait = slot - now
  if wait > maxWait then return true, wait - maxWait end
  redis.call('HSET', key, 'n', n + 1, 'next', slot + math.min(stepMs * 2 ^ (n - free), 32 * stepMs))
  redis.call('PEXPIRE', key, windowMs)
  return false, wait
end
local function giveBack(key)
  if tonumber(redis.call('HGET', key, 'n') or '0') > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
local refused, ms = take(KEYS[1], free, 0)
if refused then return {1, ms, 0} end
local address = redis.call('EXISTS', KEYS[2]) == 0
local wait = 0
if address then
  refused, ms = take(KEYS[3], free * 5, 8 * stepMs)
  if refused then giveBack(KEYS[1]) return {1, ms, 0} end
  wait = ms
end
refused, ms = take(KEYS[4], free, 8 * stepMs)
if refused then
  giveBack(KEYS[1])
  if address then giveBack(KEYS[3]) end
  return {1, ms, 0}
end
if ms > wait then wait = ms end
return {0, wait, address and 1 or 0}
`;

// Signed in: KEYS pair, user, known, address; ARGV the known pair's lifetime and whether the address's place is given back.
const SIGNED_IN_SCRIPT = `
redis.call('DEL', KEYS[1], KEYS[2])
redis.call('SET', KEYS[3], '1', 'PX', ARGV[1])
if ARGV[2] == '1' and tonumber(redis.call('HGET', KEYS[4], 'n') or '0') > 0 then redis.call('HINCRBY', KEYS[4], 'n', -1) end
return 0
`;

const GIVE_BACK_SCRIPT = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('HGET', key, 'n') or '0') > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
return 0
`;

class MemoryCounters {
  private readonly entries = new Map<string, Entry>();

  constructor() {
    // Expired entries are dropped once a minute, so that a flood of addresses does not keep memory.
    setInterval(() => {
      const now = Date.now();
      for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    }, 60_000).unref();
  }

  private live(key: string, now: number): Entry {
    const entry = this.entries.get(key);
    if (entry && entry.expires > now) return entry;
    const fresh = { n: 0, next: 0, expires: now };
    this.entries.set(key, fresh);
    return fresh;
  }

  reserve(username: string, ip: string, free: number, stepMs: number): Reserved {
    const now = Date.now();
    const keys = keysOf(username, ip);
    const queue = { stepMs, maxWaitMs: 8 * stepMs };
    const [pairRefused, pairMs] = takeEntry(this.live(keys.pair, now), now, { free, stepMs, maxWaitMs: 0 });
    if (pairRefused) return { retryAfterMs: pairMs };
    const address = !((this.entries.get(keys.known)?.expires ?? 0) > now);
    let waitMs = 0;
    if (address) {
      const [refused, ms] = takeEntry(this.live(keys.address, now), now, { ...queue, free: free * 5 });
      if (refused) {
        this.giveBack([keys.pair]);
        return { retryAfterMs: ms };
      }
      waitMs = ms;
    }
    const [userRefused, userMs] = takeEntry(this.live(keys.user, now), now, { ...queue, free });
    if (userRefused) {
      this.giveBack(address ? [keys.pair, keys.address] : [keys.pair]);
      return { retryAfterMs: userMs };
    }
    return { reservation: { username, ip, address, waitMs: Math.max(waitMs, userMs) } };
  }

  giveBack(keys: string[]) {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && entry.n > 0) entry.n--;
    }
  }

  delete(keys: string[]) {
    for (const key of keys) this.entries.delete(key);
  }

  deletePrefix(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }

  mark(key: string, ttlMs: number) {
    this.entries.set(key, { n: 1, next: 0, expires: Date.now() + ttlMs });
  }
}

export function createSignInLimits({ free, stepMs, redis, log }: SignInLimitsOptions) {
  const memory = new MemoryCounters();
  let warnedAt = 0;
  const r = (key: string) => `sign-in:${key}`;
  /** In Redis when the app has one; in this server's memory while Redis fails (said once a minute). */
  const shared = <T>(inRedis: (redis: Redis) => Promise<T>, inMemory: () => T): Promise<T> => {
    if (!redis) return Promise.resolve(inMemory());
    return inRedis(redis).catch((error: unknown) => {
      if (Date.now() - warnedAt > 60_000) {
        warnedAt = Date.now();
        log?.warn({ err: error }, 'sign-in limits: Redis is unreachable; counting in this server copy only');
      }
      return inMemory();
    });
  };

  const reserve = (username: string, ip: string): Promise<Reserved> => {
    const keys = keysOf(username, ip);
    return shared(
      async (redis) => {
        const [refused, ms, address] = (await redis.eval(
          RESERVE_SCRIPT,
          4,
          r(keys.pair),
          r(keys.known),
          r(keys.address),
          r(keys.user),
          free,
          stepMs,
          WINDOW_MS,
        )) as [number, number, number];
        return refused ? { retryAfterMs: ms } : { reservation: { username, ip, address: address === 1, waitMs: ms } };
      },
      () => memory.reserve(username, ip, free, stepMs),
    );
  };

  /** The password was right: the attempt does not count. */
  const giveBack = (res: Reservation) => {
    const keys = keysOf(res.username, res.ip);
    const counted = res.address ? [keys.pair, keys.address, keys.user] : [keys.pair, keys.user];
    return shared(
      async (redis) => void (await redis.eval(GIVE_BACK_SCRIPT, counted.length, ...counted.map(r))),
      () => memory.giveBack(counted),
    );
  };

  /** Signed in: the user name's failures are forgotten, and it is known at this address from now on. */
  const signedIn = (res: Reservation) => {
    const keys = keysOf(res.username, res.ip);
    return shared(
      async (redis) =>
        void (await redis.eval(
          SIGNED_IN_SCRIPT,
          4,
          r(keys.pair),
          r(keys.user),
          r(keys.known),
          r(keys.address),
          KNOWN_PAIR_MS,
          res.address ? '1' : '0',
        )),
      () => {
        memory.delete([keys.pair, keys.user]);
        memory.mark(keys.known, KNOWN_PAIR_MS);
        if (res.address) memory.giveBack([keys.address]);
      },
    );
  };

  /** An administrator's unlock: the user name's queue and its limits at every address. */
  const unlock = (username: string) =>
    shared(
      async (redis) => {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${r(`pair:${username}|`)}*`, 'COUNT', 500);
          if (keys.length) await redis.del(...keys);
          cursor = next;
        } while (cursor !== '0');
        await redis.del(r(`user:${username}`));
      },
      () => {
        memory.deletePrefix(`pair:${username}|`);
        memory.delete([`user:${username}`]);
      },
    );

  return { reserve, giveBack, signedIn, unlock };
}
