import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  durationSeconds: number;
}

/** Counts in this server copy while Redis cannot be reached, saying so at most once a minute. */
class FallbackLimiter extends RateLimiterMemory {
  private warnedAt = 0;

  constructor(
    opts: ConstructorParameters<typeof RateLimiterMemory>[0],
    private readonly log?: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    super(opts);
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    if (this.log && Date.now() - this.warnedAt > 60_000) {
      this.warnedAt = Date.now();
      this.log.warn(`rate limit ${this.keyPrefix}: Redis is unreachable; counting in this server copy only`);
    }
    return super.consume(...args);
  }
}

/**
 * A counter per key: in memory by default, shared in Redis when the app has one. When Redis is down
 * or fails, the limit is counted in memory instead of failing the request.
 */
export function createLimiter(opts: LimiterOptions, redis?: Redis, log?: Pick<FastifyBaseLogger, 'warn'>): RateLimiterAbstract {
  const common = { keyPrefix: opts.keyPrefix, points: Math.max(opts.points, 1), duration: opts.durationSeconds };
  if (!redis) return new RateLimiterMemory(common);
  return new RateLimiterRedis({ ...common, storeClient: redis, rejectIfRedisNotReady: true, insuranceLimiter: new FallbackLimiter(common, log) });
}

/** Seconds until the key may try again, or 0 when it is under its limit. */
export async function secondsBlocked(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key);
  if (!res || res.consumedPoints < limiter.points) return 0;
  return Math.ceil(res.msBeforeNext / 1000);
}
