import { threadId } from 'node:worker_threads';
import { serveJobs } from '../src/lib/worker-pool.js';

// The worker of the worker pool's own test (src/lib/worker-pool.test.ts): each job names what it does.

/** A job of the test pool, and what it answers: the thread it ran on, and its text. */
export type PoolTestJob =
  | { kind: 'echo'; text: string; spinMs?: number; loadMs?: number }
  | { kind: 'count'; to: number }
  | { kind: 'fail'; text: string }
  | { kind: 'crash' }
  | { kind: 'hog' }
  | { kind: 'endless' };

export interface PoolTestAnswer {
  threadId: number;
  text: string;
}

const spin = (ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until);
};

serveJobs<PoolTestJob, PoolTestAnswer, number, string>(
  async (job) => {
    // Loading what a job needs: not counted against the time limit.
    if (job.kind === 'echo' && job.loadMs) spin(job.loadMs);
    return async (progress) => {
      switch (job.kind) {
        case 'echo':
          spin(job.spinMs ?? 0);
          return { threadId, text: job.text };
        case 'count':
          for (let i = 1; i <= job.to; i++) progress(i);
          return { threadId, text: `counted to ${job.to}` };
        case 'fail':
          throw new Error(job.text);
        case 'crash':
          // Thrown outside the job, as a library's callback might: the thread dies.
          setImmediate(() => {
            throw new Error('the worker fell over');
          });
          return new Promise<never>(() => {});
        case 'hog': {
          const held: string[][] = [];
          for (;;) held.push(Array.from({ length: 10_000 }, (_, i) => `${i}:${held.length}`));
        }
        case 'endless':
          // Says it has begun, then never ends.
          progress(0);
          for (;;);
      }
    };
  },
  (err) => (err instanceof Error ? err.message : String(err)),
);
