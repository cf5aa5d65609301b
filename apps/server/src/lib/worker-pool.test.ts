import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { PoolTestAnswer, PoolTestJob } from '../../test/pool-worker.js';
import { createWorkerPool, type PoolErrors, type WorkerPoolOptions } from './worker-pool.js';

// The pool both the PDF workers and the workbook reader use, on real worker threads
// (test/pool-worker.ts), with errors of its client's own.

const WORKER = new URL('../../test/pool-worker.ts', import.meta.url);

const errors: PoolErrors<PoolTestJob, string> = {
  failed: (text, job) => new Error(`${job.kind} failed: ${text}`),
  timedOut: (job) => new Error(`${job.kind} took too long`),
  stopped: (job, error) => new Error(`${job.kind} stopped`, { cause: error }),
  busy: () => new Error('busy, come back later'),
  closed: (job) => new Error(`${job.kind} closed`),
};

type Options = Partial<WorkerPoolOptions<PoolTestJob, PoolTestAnswer, string>>;

describe('worker pool', { timeout: 30_000 }, () => {
  let pool: ReturnType<typeof createWorkerPool<PoolTestJob, PoolTestAnswer, number, string>> | undefined;
  const open = (options: Options = {}) =>
    (pool = createWorkerPool<PoolTestJob, PoolTestAnswer, number, string>({
      file: WORKER,
      threads: 1,
      timeLimitMs: 10_000,
      errors,
      ...options,
    }));
  const echo = (text: string, more: { spinMs?: number; loadMs?: number } = {}): PoolTestJob => ({ kind: 'echo', text, ...more });

  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('runs a job in another thread, and hands its progress to the caller as it comes', async () => {
    const heard: number[] = [];
    const answer = await open().run({ kind: 'count', to: 3 }, (n) => heard.push(n));
    expect(answer.text).toBe('counted to 3');
    expect(answer.threadId).not.toBe(threadId);
    expect(heard).toEqual([1, 2, 3]);
  });

  it("a job that fails in the worker is refused with the client's error, and the worker is kept", async () => {
    const p = open();
    const first = await p.run(echo('first'));
    await expect(p.run({ kind: 'fail', text: 'the sheet is wrong' })).rejects.toThrow('fail failed: the sheet is wrong');
    expect(await p.run(echo('next'))).toEqual({ threadId: first.threadId, text: 'next' });
  });

  it("a worker that crashes under a job: the job is refused with the client's error and what the worker threw; a new worker takes the next", async () => {
    const p = open();
    const first = await p.run(echo('first'));
    const crashed = await p.run({ kind: 'crash' }).catch((e: Error) => e);
    expect(crashed).toMatchObject({ message: 'crash stopped', cause: { message: 'the worker fell over' } });
    const next = await p.run(echo('next'));
    expect(next.text).toBe('next');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it("a worker past its heap limit is stopped, not the process: the job is refused with the client's error, marked out of memory", async () => {
    const p = open({ resourceLimits: { maxOldGenerationSizeMb: 32 } });
    const first = await p.run(echo('loaded'));
    const hog = await p.run({ kind: 'hog' }).catch((e: Error) => e);
    expect(hog).toMatchObject({ message: 'hog stopped', cause: { code: 'ERR_WORKER_OUT_OF_MEMORY' } });
    const next = await p.run(echo('next'));
    expect(next.text).toBe('next');
    expect(next.threadId).not.toBe(first.threadId);
  });

  it('a stuck job is stopped at the time limit and its worker replaced; the job queued behind it runs', async () => {
    const p = open({ timeLimitMs: 500 });
    const began = Date.now();
    const stuck = p.run({ kind: 'endless' }).catch((e: Error) => ({ error: e, after: Date.now() - began }));
    const queued = p.run(echo('after'));
    const { error, after } = (await stuck) as { error: Error; after: number };
    expect(error.message).toBe('endless took too long');
    expect(after).toBeGreaterThanOrEqual(500);
    // The only thread was stuck: the queued job can only have run on a new one.
    expect((await queued).text).toBe('after');
  });

  it('the time limit counts from when the worker has loaded what the job needs', async () => {
    const p = open({ timeLimitMs: 500 });
    expect((await p.run(echo('slow to load', { loadMs: 1000 }))).text).toBe('slow to load');
    await expect(p.run(echo('slow to run', { spinMs: 1000 }))).rejects.toThrow('echo took too long');
  });

  it("refuses a job beyond the bounded queue at once with the client's busy error, and runs the ones accepted", async () => {
    const p = open({ queueLimit: 1 });
    const accepted = [p.run(echo('running', { spinMs: 300 })), p.run(echo('queued'))];
    await expect(p.run(echo('one too many'))).rejects.toThrow('busy, come back later');
    expect((await Promise.all(accepted)).map((a) => a.text)).toEqual(['running', 'queued']);
    expect((await p.run(echo('later'))).text).toBe('later');
  });

  it("close refuses the running and the waiting jobs with the client's error and stops the workers", async () => {
    const p = open();
    let begun!: () => void;
    const inLoop = new Promise<void>((resolve) => (begun = resolve));
    const running = p.run({ kind: 'endless' }, begun).catch((e: Error) => e.message);
    const waiting = p.run(echo('waiting')).catch((e: Error) => e.message);
    await inLoop;
    // Resolves only once the thread stuck in its loop has been stopped.
    await p.close();
    expect(await Promise.all([running, waiting])).toEqual(['endless closed', 'echo closed']);
  });

  it('with no threads, runs jobs in place', async () => {
    const p = open({ threads: 0, inPlace: async (job) => ({ threadId, text: job.kind }) });
    expect(await p.run(echo('here'))).toEqual({ threadId, text: 'echo' });
  });

  it('a worker that cannot load: jobs run in place from then on, or, with no way to, are refused', async () => {
    const missing = new URL('../../test/no-such-worker.ts', import.meta.url);
    const inPlace = open({ file: missing, inPlace: async (job) => ({ threadId, text: job.kind }) });
    expect(await inPlace.run(echo('here'))).toEqual({ threadId, text: 'echo' });
    await inPlace.close();
    const refused = await open({ file: missing })
      .run(echo('nowhere'))
      .catch((e: Error) => e);
    expect(refused).toMatchObject({ message: 'echo stopped' });
  });
});
