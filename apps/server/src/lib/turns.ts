import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';

/** Runs work one piece at a time, in order: `run(work)` answers what `work` answers, once its turn came and it ran. */
export type Turns = <T>(work: () => Promise<T>) => Promise<T>;

interface Job {
  work: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

/**
 * One piece of work at a time, first come first served, in slices: a slice begins after a turn of
 * the event loop (what waits for the network goes first) and runs queued work until it has taken
 * `sliceMs`, then the loop turns again. A hundred small pieces queued at once take a few turns, not a
 * hundred; a long run of them still lets the rest of the server in every `sliceMs`.
 */
export function inTurns(sliceMs: number, now: () => number = () => performance.now()): Turns {
  const queue: Job[] = [];
  let draining = false;

  async function drain() {
    draining = true;
    try {
      while (queue.length > 0) {
        await turnOfTheEventLoop();
        const sliceStarted = now();
        while (queue.length > 0 && now() - sliceStarted < sliceMs) {
          const job = queue.shift()!;
          try {
            job.resolve(await job.work());
          } catch (err) {
            job.reject(err);
          }
        }
      }
    } finally {
      draining = false;
    }
  }

  return <T>(work: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!draining) void drain();
    });
}
