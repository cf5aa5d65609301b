import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from 'rate-limiter-flexible';

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
  return new RateLimiterRedis({
    ...common,
    storeClient: redis,
    rejectIfRedisNotReady: true,
    insuranceLimiter: new FallbackLimiter(common, log),
  });
}

/**
 * Takes one point from the key at once (one atomic step in memory and in Redis), so that N requests
 * arriving together cost N points. Answers 0 when the key was under its limit, else the seconds until
 * it may try again (the point is taken either way; give it back with `reward` if it should not count).
 */
export async function reserve(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof Error) throw rejection;
    return Math.max(1, Math.ceil((rejection as RateLimiterRes).msBeforeNext / 1000));
  }
}
