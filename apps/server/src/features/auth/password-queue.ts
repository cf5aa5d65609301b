import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { ERROR_TEXTS } from '@campus/shared';
import { AppError } from '../../lib/app-error.js';

export interface PasswordQueueOptions {
  /** Password checks at once: one per core, since each keeps a core busy for its whole time. */
  parallel?: number;
  /** A check that would wait longer than this for its turn is refused at once (503 with Retry-After). */
  maxWaitMs: number;
  /** What one check is taken to cost until some have been timed. */
  typicalMs?: number;
}

/**
 * A password check is the one part of a sign-in that costs real work: an scrypt hash keeps a core busy
 * for about 45 ms. On a results morning more sign-ins can arrive than the cores can hash, and an
 * unbounded queue grows until every sign-in waits half a minute and fails. Here at most `parallel`
 * checks run at once and the rest wait their turn in order; one whose turn is further away than
 * `maxWaitMs` is refused at once, saying how many seconds to wait, and the sign-in page tries again
 * then (ADR 0071). Everything else the server does goes on meanwhile.
 */
export function createPasswordQueue({ parallel = os.availableParallelism(), maxWaitMs, typicalMs = 50 }: PasswordQueueOptions) {
  let running = 0;
  const waiting: (() => void)[] = [];
  let meanMs = typicalMs;

  /** How long a check arriving now waits before its turn: the queue ahead of it, `parallel` at a time. */
  const waitMs = () => Math.ceil((waiting.length + 1) / parallel) * meanMs;

  function turn(): Promise<void> {
    if (running < parallel) {
      running++;
      return Promise.resolve();
    }
    const wait = waitMs();
    if (wait > maxWaitMs) {
      const retryAfter = Math.max(1, Math.ceil(wait / 1000));
      return Promise.reject(new AppError('UNAVAILABLE', ERROR_TEXTS.UNAVAILABLE.signIns, { retryAfter }));
    }
    return new Promise((resolve) => waiting.push(resolve));
  }

  function done(tookMs: number) {
    meanMs = meanMs * 0.9 + tookMs * 0.1;
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  /** Runs one password check (or hash) in its turn; `refused` runs first when it gets none. */
  async function check<T>(work: () => Promise<T>, refused?: () => Promise<void>): Promise<T> {
    try {
      await turn();
    } catch (err) {
      await refused?.();
      throw err;
    }
    const started = performance.now();
    try {
      return await work();
    } finally {
      done(performance.now() - started);
    }
  }

  return { check };
}

export type PasswordQueue = ReturnType<typeof createPasswordQueue>;
