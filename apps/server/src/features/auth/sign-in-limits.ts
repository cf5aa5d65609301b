import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * The counters behind sign-in limits (ADR 0068, ADR 0082), in this server's memory or, with Redis,
 * shared by every server copy. Reserving an attempt is one atomic step: a synchronous update of a
 * Map, or one Lua script in Redis.
 *
 * Each counter holds the attempts `n` of its key within ten minutes of the last one. Its first `free`
 * attempts pass at once. Beyond them a user name's counter is a queue: attempt k takes the next free
 * slot, and the slot after it lies 2^(k − free) steps later (at most 32 steps). An attempt whose slot
 * is more than 8 steps away is refused without taking it. An address's queue keeps one fixed, short
 * gap instead, so that its failures slow it down but a right password from it still gets in within
 * seconds. The counters of a user name and address pair and of a device cookie are plain limits:
 * `free` attempts, then refused until their ten minutes are over.
 *
 * `ip` here is always the address's group (`addressGroup`: an IPv6 /64).
 */
export interface SignInLimitsOptions {
  /** Failed attempts of one user name from one address; an address gets five times as many. */
  free: number;
  /** The first gap between slots of a user name's queue. */
  stepMs: number;
  /** The gap between slots of an address's queue past its free failures. */
  addressGapMs: number;
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
  /** The device cookie's id whose counter was taken instead of every other (ADR 0082). */
  device?: string;
  waitMs: number;
}

/** Pass after `waitMs`, or refused: ask again in `retryAfterMs`. */
export type Reserved = { reservation: Reservation } | { retryAfterMs: number };

interface Rule {
  free: number;
  stepMs: number;
  maxWaitMs: number;
  /** A fixed gap between slots instead of a doubling one. */
  gapMs?: number;
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
  /** Attempts at the user name from addresses it never signed in from: what a distributed guesser fills. */
  user: `user:${username}`,
  /** Attempts at the user name from addresses it signed in from before: a queue of its own. */
  userKnown: `user-known:${username}`,
});

const deviceKey = (device: string) => `device:${device}`;

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
  entry.next = slot + (rule.gapMs ?? Math.min(rule.stepMs * 2 ** (entry.n - rule.free), 32 * rule.stepMs));
  entry.n++;
  entry.expires = now + WINDOW_MS;
  return [false, wait];
}

// The same steps as `takeEntry`, for the scripts below.
const TAKE_LUA = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local free, stepMs, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local function take(key, free, maxWait, gap)
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
  if gap == 0 then gap = math.min(stepMs * 2 ^ (n - free), 32 * stepMs) end
  redis.call('HSET', key, 'n', n + 1, 'next', slot + gap)
  redis.call('PEXPIRE', key, windowMs)
  return false, wait
end
local function giveBack(key)
  if tonumber(redis.call('HGET', key, 'n') or '0') > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
`;

// The steps of `reserve` in memory, in one script: KEYS pair, known, address, user, user-known; ARGV free, stepMs, window, address gap.
const RESERVE_SCRIPT = `${TAKE_LUA}
local refused, ms = take(KEYS[1], free, 0, 0)
if refused then return {1, ms, 0} end
local address = redis.call('EXISTS', KEYS[2]) == 0
local wait = 0
local user = KEYS[5]
if address then
  user = KEYS[4]
  refused, ms = take(KEYS[3], free * 5, 8 * stepMs, tonumber(ARGV[4]))
  if refused then giveBack(KEYS[1]) return {1, ms, 0} end
  wait = ms
end
refused, ms = take(user, free, 8 * stepMs, 0)
if refused then
  giveBack(KEYS[1])
  if address then giveBack(KEYS[3]) end
  return {1, ms, 0}
end
if ms > wait then wait = ms end
return {0, wait, address and 1 or 0}
`;

// A device cookie's own limit: KEYS device; ARGV free, stepMs, window.
const DEVICE_SCRIPT = `${TAKE_LUA}
local refused, ms = take(KEYS[1], free, 0, 0)
return refused and 1 or 0
`;

// The same step as `giveBackAddress` in memory.
const ADDRESS_BACK_LUA = `
local function addressBack(key, budget, gap)
  local n = tonumber(redis.call('HGET', key, 'n') or '0')
  if n > budget then
    local t = redis.call('TIME')
    local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
    local nx = tonumber(redis.call('HGET', key, 'next') or '0') - gap
    if nx < now then nx = now end
    redis.call('HSET', key, 'next', nx)
  end
  if n > 0 then redis.call('HINCRBY', key, 'n', -1) end
end
`;

// Signed in: KEYS known, address, then the counters forgotten; ARGV the known pair's lifetime, whether the address's place is given back, its budget and gap.
const SIGNED_IN_SCRIPT = `${ADDRESS_BACK_LUA}
for i = 3, #KEYS do redis.call('DEL', KEYS[i]) end
redis.call('SET', KEYS[1], '1', 'PX', ARGV[1])
if ARGV[2] == '1' then addressBack(KEYS[2], tonumber(ARGV[3]), tonumber(ARGV[4])) end
return 0
`;

// A right password's place at an address: KEYS address; ARGV its budget and gap.
const ADDRESS_BACK_SCRIPT = `${ADDRESS_BACK_LUA}
addressBack(KEYS[1], tonumber(ARGV[1]), tonumber(ARGV[2]))
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

  reserve(username: string, ip: string, free: number, stepMs: number, addressGapMs: number): Reserved {
    const now = Date.now();
    const keys = keysOf(username, ip);
    const queue = { stepMs, maxWaitMs: 8 * stepMs };
    const [pairRefused, pairMs] = takeEntry(this.live(keys.pair, now), now, { free, stepMs, maxWaitMs: 0 });
    if (pairRefused) return { retryAfterMs: pairMs };
    const address = !((this.entries.get(keys.known)?.expires ?? 0) > now);
    let waitMs = 0;
    if (address) {
      const [refused, ms] = takeEntry(this.live(keys.address, now), now, { ...queue, free: free * 5, gapMs: addressGapMs });
      if (refused) {
        this.giveBack([keys.pair]);
        return { retryAfterMs: ms };
      }
      waitMs = ms;
    }
    const userKey = address ? keys.user : keys.userKnown;
    const [userRefused, userMs] = takeEntry(this.live(userKey, now), now, { ...queue, free });
    if (userRefused) {
      this.giveBack(address ? [keys.pair, keys.address] : [keys.pair]);
      return { retryAfterMs: userMs };
    }
    return { reservation: { username, ip, address, waitMs: Math.max(waitMs, userMs) } };
  }

  /** Whether the device cookie may still be tried: its own failures are under the limit. */
  takeDevice(device: string, free: number, stepMs: number): boolean {
    const now = Date.now();
    const [refused] = takeEntry(this.live(deviceKey(device), now), now, { free, stepMs, maxWaitMs: 0 });
    return !refused;
  }

  giveBack(keys: string[]) {
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry && entry.n > 0) entry.n--;
    }
  }

  /**
   * A right password's place at an address. Past its free failures it took a slot too: the slots
   * after it move up by one gap, so that successes do not push later sign-ins back, only failures do.
   */
  giveBackAddress(key: string, budget: number, gapMs: number) {
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.n > budget) entry.next = Math.max(Date.now(), entry.next - gapMs);
    if (entry.n > 0) entry.n--;
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

export function createSignInLimits({ free, stepMs, addressGapMs, redis, log }: SignInLimitsOptions) {
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
          5,
          r(keys.pair),
          r(keys.known),
          r(keys.address),
          r(keys.user),
          r(keys.userKnown),
          free,
          stepMs,
          WINDOW_MS,
          addressGapMs,
        )) as [number, number, number];
        return refused ? { retryAfterMs: ms } : { reservation: { username, ip, address: address === 1, waitMs: ms } };
      },
      () => memory.reserve(username, ip, free, stepMs, addressGapMs),
    );
  };

  /**
   * An attempt with a valid device cookie of its user name (ADR 0082) counts against that cookie
   * only: no lockout of the user name or the address applies to it. Undefined when the cookie has
   * failed too often itself; the attempt is then an untrusted one.
   */
  const reserveDevice = async (username: string, ip: string, device: string): Promise<Reservation | undefined> => {
    const taken = await shared(
      async (redis) => (await redis.eval(DEVICE_SCRIPT, 1, r(deviceKey(device)), free, stepMs, WINDOW_MS)) === 0,
      () => memory.takeDevice(device, free, stepMs),
    );
    return taken ? { username, ip, address: false, device, waitMs: 0 } : undefined;
  };

  /** What an attempt took. */
  const countedBy = (res: Reservation) => {
    const keys = keysOf(res.username, res.ip);
    if (res.device) return [deviceKey(res.device)];
    return res.address ? [keys.pair, keys.user] : [keys.pair, keys.userKnown];
  };
  const addressBudget = free * 5;

  /** The password was right: the attempt does not count. */
  const giveBack = (res: Reservation) => {
    const counted = countedBy(res);
    const address = keysOf(res.username, res.ip).address;
    return shared(
      async (redis) => {
        await redis.eval(GIVE_BACK_SCRIPT, counted.length, ...counted.map(r));
        if (res.address) await redis.eval(ADDRESS_BACK_SCRIPT, 1, r(address), addressBudget, addressGapMs);
      },
      () => {
        memory.giveBack(counted);
        if (res.address) memory.giveBackAddress(address, addressBudget, addressGapMs);
      },
    );
  };

  /**
   * Signed in: it is known at this address from now on, and its failures are forgotten: those of the
   * device, or of the user name from untrusted clients when it signed in as one. A sign-in with a
   * device cookie leaves the untrusted clients' count alone, so that the owner signing in does not
   * hand a guesser a fresh allowance.
   */
  const signedIn = (res: Reservation) => {
    const keys = keysOf(res.username, res.ip);
    const forgotten = res.device ? [deviceKey(res.device)] : [keys.pair, keys.user, keys.userKnown];
    return shared(
      async (redis) =>
        void (await redis.eval(
          SIGNED_IN_SCRIPT,
          2 + forgotten.length,
          r(keys.known),
          r(keys.address),
          ...forgotten.map(r),
          KNOWN_PAIR_MS,
          res.address ? '1' : '0',
          addressBudget,
          addressGapMs,
        )),
      () => {
        memory.delete(forgotten);
        memory.mark(keys.known, KNOWN_PAIR_MS);
        if (res.address) memory.giveBackAddress(keys.address, addressBudget, addressGapMs);
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
        const keys = keysOf(username, '');
        await redis.del(r(keys.user), r(keys.userKnown));
      },
      () => {
        const keys = keysOf(username, '');
        memory.deletePrefix(`pair:${username}|`);
        memory.delete([keys.user, keys.userKnown]);
      },
    );

  return { reserve, reserveDevice, giveBack, signedIn, unlock };
}
