import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** A counter per key: in memory by default, shared in Redis when the app has one. */
export function createLimiter(opts: LimiterOptions, redis?: Redis): RateLimiterAbstract {
  const common = { keyPrefix: opts.keyPrefix, points: Math.max(opts.points, 1), duration: opts.durationSeconds };
  return redis ? new RateLimiterRedis({ ...common, storeClient: redis }) : new RateLimiterMemory(common);
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function secondsBlocked(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  if (!res || res.consumedPoints < limiter.points) return 0;
  return Math.ceil(res.msBeforeNext / 1000);
}
