import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { serverText } from '@campus/shared';
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
 * Which line a check waits in. `known`: a sign-in from a device or address its user signed in from
 * before, or a signed-in user's own password change. `anonymous`: everything else (new devices, user
 * names that do not exist, sign-ups, reset links). Anonymous junk can fill only its own line.
 */
export type Lane = 'known' | 'anonymous';

/** While both lines wait, one turn in this many goes to the anonymous line, so that it never stops. */
const ANONYMOUS_SHARE = 4;

/**
 * A password check is the one part of a sign-in that costs real work: an scrypt hash keeps a core busy
 * for about 45 ms. On a results morning more sign-ins can arrive than the cores can hash, and an
 * unbounded queue grows until every sign-in waits half a minute and fails. Here at most `parallel`
 * checks run at once and the rest wait their turn in order; one whose turn is further away than
 * `maxWaitMs` is refused at once, saying how many seconds to wait, and the sign-in page tries again
 * then (ADR 0071). Everything else the server does goes on meanwhile.
 *
 * Known clients wait in a line of their own that is served first, but for one turn in
 * `ANONYMOUS_SHARE` while anonymous checks wait (ADR 0082): a flood of guesses from new addresses
 * makes the anonymous line long and refused, and a known device still gets its turn at once.
 */
export function createPasswordQueue({ parallel = os.availableParallelism(), maxWaitMs, typicalMs = 50 }: PasswordQueueOptions) {
  let running = 0;
  const waiting: Record<Lane, (() => void)[]> = { known: [], anonymous: [] };
  let knownInARow = 0;
  let meanMs = typicalMs;

  /** How long a check arriving now in this lane waits before its turn, `parallel` at a time. */
  function waitMs(lane: Lane) {
    const { known, anonymous } = waiting;
    const ahead =
      lane === 'known'
        ? known.length + Math.min(anonymous.length, Math.ceil((known.length + 1) / (ANONYMOUS_SHARE - 1)))
        : anonymous.length + Math.min(known.length, (anonymous.length + 1) * (ANONYMOUS_SHARE - 1));
    return Math.ceil((ahead + 1) / parallel) * meanMs;
  }

  function turn(lane: Lane): Promise<void> {
    if (running < parallel) {
      running++;
      return Promise.resolve();
    }
    const wait = waitMs(lane);
    if (wait > maxWaitMs) {
      const retryAfter = Math.max(1, Math.ceil(wait / 1000));
      return Promise.reject(new AppError('UNAVAILABLE', serverText('page.signInsBusy'), { retryAfter }));
    }
    return new Promise((resolve) => waiting[lane].push(resolve));
  }

  function nextInLine() {
    const { known, anonymous } = waiting;
    if (known.length > 0 && (anonymous.length === 0 || knownInARow < ANONYMOUS_SHARE - 1)) {
      knownInARow++;
      return known.shift();
    }
    knownInARow = 0;
    return anonymous.shift();
  }

  function done(tookMs: number) {
    meanMs = meanMs * 0.9 + tookMs * 0.1;
    const next = nextInLine();
    if (next) next();
    else running--;
  }

  /** Runs one password check (or hash) in its turn in its lane; `refused` runs first when it gets none. */
  async function check<T>(work: () => Promise<T>, refused?: () => Promise<void>, lane: Lane = 'anonymous'): Promise<T> {
    try {
      await turn(lane);
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
