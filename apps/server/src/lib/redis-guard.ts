import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** How long one Redis command may take: a hung Redis costs a request at most this, once. */
const REDIS_COMMAND_MS = 250;
/** How long Redis is left alone after a failure: limits and the results cache work in each server meanwhile. */
const REDIS_REST_MS = 30_000;

/** Methods of the client that are not commands: they pass through even while Redis is left alone. */
const NOT_COMMANDS = new Set<PropertyKey>([
  'on',
  'once',
  'off',
  'emit',
  'addListener',
  'removeListener',
  'removeAllListeners',
  'listeners',
  'listenerCount',
  'defineCommand',
  'disconnect',
  'quit',
  'connect',
  'duplicate',
  'scanStream',
  'createBuiltinCommand',
]);

export interface GuardedRedis {
  client: Redis;
  /** Resolves once connected, or after `ms` (the server starts without Redis then, and it joins when it can). */
  connected(ms: number): Promise<void>;
  /** Whether the last command failed less than REDIS_REST_MS ago. */
  resting(): boolean;
}

/**
 * A Redis client with a breaker: each command gives up after REDIS_COMMAND_MS; after a failure, every
 * command fails at once for REDIS_REST_MS (its `status` reads `resting`, which the limiters and the
 * results cache take as "not ready" and count or answer in this server instead), logged once per rest.
 */
export function connectGuardedRedis(url: string, log: FastifyBaseLogger): GuardedRedis {
  const redis = new Redis(url, { commandTimeout: REDIS_COMMAND_MS, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let restUntil = 0;
  const resting = () => Date.now() < restUntil;
  const fail = (err: unknown) => {
    if (!resting())
      log.warn({ err }, `Redis failed; limits and the results cache work in each server for the next ${REDIS_REST_MS / 1000} s`);
    restUntil = Date.now() + REDIS_REST_MS;
  };
  redis.on('error', (err) => fail(err));
  redis.on('ready', () => {
    if (restUntil) log.info('Redis is reachable');
  });
  const client = new Proxy(redis, {
    get(target, prop) {
      if (prop === 'status') return resting() ? 'resting' : target.status;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || NOT_COMMANDS.has(prop)) return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        if (resting()) return Promise.reject(new Error('Redis is left alone after a failure'));
        const answer: unknown = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (answer instanceof Promise) answer.catch(fail);
        return answer;
      };
    },
  });
  const connected = (ms: number) =>
    new Promise<void>((resolve) => {
      if (redis.status === 'ready') return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        redis.off('ready', done);
        resolve();
      }
      redis.once('ready', done);
    });
  return { client, resting, connected };
}
