import { parentPort, type ResourceLimits, type Worker } from 'node:worker_threads';
import { startWorker } from './worker-thread.js';

/**
 * What a pool's worker tells the pool, in this order for each job: `started` once what the job needs
 * is loaded, any number of `progress`, then `done` or `failed`. `ready` once, when the worker has loaded.
 */
type FromWorker<R, P, F> = { ready: true } | { started: true } | { progress: P } | { done: R } | { failed: F };

/** How a client of the pool words what went wrong, each in its own errors and messages. */
export interface PoolErrors<J, F> {
  /** The job itself failed in the worker, which said why (`failure`); the worker is kept. */
  failed(failure: F, job: J): Error;
  /** The job ran past the time limit; its worker was stopped and is replaced. */
  timedOut(job: J): Error;
  /**
   * The worker stopped under the job: it ran out of heap, threw outside the job or exited. `error` is
   * what the worker reported (`code` 'ERR_WORKER_OUT_OF_MEMORY' past the heap limit), if anything.
   */
  stopped(job: J, error: Error | undefined): Error;
  /** The queue is full and the job is refused at once (only with a `queueLimit`). */
  busy?(): Error;
  /** The pool was closed while the job waited or ran. */
  closed?(job: J): Error;
}

export interface WorkerPoolOptions<J, R, F> {
  /** The worker's module; it answers jobs with `serveJobs` below. */
  file: URL;
  /** Workers at most, started as jobs come; one job per worker at a time. 0 runs every job in place. */
  threads: number;
  /** A job that runs longer, counted from the worker's `started`, is stopped and its worker replaced. */
  timeLimitMs: number;
  /** Jobs waiting for a worker at most; one more is refused at once with `errors.busy`. */
  queueLimit?: number;
  /** A worker with nothing to do for this long ends; without it, idle workers stay. */
  idleMs?: number;
  /** Each worker's heap and stack; past them the worker is stopped, never the server. */
  resourceLimits?: ResourceLimits;
  errors: PoolErrors<J, F>;
  /** What is posted to the worker for a job (default: the job itself); it crosses by structured cloning. */
  toWorker?(job: J): unknown;
  /**
   * Runs a job on this thread: used when `threads` is 0, and from the first worker that exits before it
   * has loaded on (workers cannot run here). Without it, such a worker's job fails with `errors.stopped`.
   */
  inPlace?(job: J): Promise<R>;
}

interface Task<J, R, P> {
  job: J;
  onProgress?(progress: P): void;
  resolve(result: R): void;
  reject(err: Error): void;
}

interface Slot<J, R, P> {
  worker: Worker;
  task: Task<J, R, P> | null;
  /** The worker has loaded; an exit before that means workers cannot run here. */
  ready: boolean;
  error?: Error;
  timer?: NodeJS.Timeout;
  idle?: NodeJS.Timeout;
}

/**
 * A pool of worker threads for one kind of job (PDF layouts, workbook reads): jobs wait in a bounded
 * queue and go to a worker each, started as the load needs them up to `threads`. A job past the time
 * limit, or whose worker runs out of heap or crashes, fails alone with its client's error, and the
 * worker is replaced by the next job that needs one. Workers are unref'd: they never hold the
 * process open. `close()` refuses every waiting and running job and stops the workers.
 */
export function createWorkerPool<J, R, P = never, F = never>(options: WorkerPoolOptions<J, R, F>) {
  const { file, threads, timeLimitMs, queueLimit = Infinity, idleMs, resourceLimits, errors } = options;
  const toWorker = options.toWorker ?? ((job: J) => job);
  const slots: Slot<J, R, P>[] = [];
  const queue: Task<J, R, P>[] = [];
  let inPlace = threads <= 0;
  if (inPlace && !options.inPlace) throw new TypeError('A worker pool of 0 threads needs a way to run its jobs in place');

  function start(): Slot<J, R, P> {
    const worker = startWorker(file, { resourceLimits });
    const slot: Slot<J, R, P> = { worker, task: null, ready: false };
    worker.unref();
    worker.on('message', (m: FromWorker<R, P, F>) => received(slot, m));
    worker.on('error', (err) => (slot.error = err));
    worker.on('exit', () => exited(slot));
    slots.push(slot);
    return slot;
  }

  function received(slot: Slot<J, R, P>, m: FromWorker<R, P, F>) {
    if ('ready' in m) slot.ready = true;
    else if ('started' in m) startClock(slot);
    else if ('progress' in m) slot.task?.onProgress?.(m.progress);
    else {
      const task = release(slot);
      if (!task) return;
      if ('done' in m) task.resolve(m.done);
      else task.reject(errors.failed(m.failed, task.job));
      pump();
      if (!slot.task) park(slot);
    }
  }

  /** Frees the slot and hands back its task, to be answered. */
  function release(slot: Slot<J, R, P>): Task<J, R, P> | null {
    const task = slot.task;
    clearTimeout(slot.timer);
    slot.task = null;
    return task;
  }

  /** Removes a slot from the pool; its worker is stopped if it still runs. */
  function drop(slot: Slot<J, R, P>) {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    clearTimeout(slot.idle);
    void slot.worker.terminate();
  }

  /** An idle worker ends after `idleMs` unless a job comes first. */
  function park(slot: Slot<J, R, P>) {
    if (idleMs === undefined || !slots.includes(slot)) return;
    slot.idle = setTimeout(() => drop(slot), idleMs);
    slot.idle.unref();
  }

  function exited(slot: Slot<J, R, P>) {
    if (!slots.includes(slot)) return;
    drop(slot);
    const task = release(slot);
    if (!slot.ready && options.inPlace) {
      // The worker could not load: run everything in place from now on, this job first.
      inPlace = true;
      for (const other of slots.splice(0)) {
        const held = release(other);
        if (held) queue.unshift(held);
        clearTimeout(other.idle);
        void other.worker.terminate();
      }
      if (task) queue.unshift(task);
    } else {
      task?.reject(errors.stopped(task.job, slot.error));
    }
    pump();
  }

  /**
   * The time limit counts from when the worker starts the job: not while a new worker loads, nor
   * while it loads what the job needs the first time (seconds on a busy machine).
   */
  function startClock(slot: Slot<J, R, P>) {
    const task = slot.task;
    if (!task) return;
    slot.timer = setTimeout(() => {
      drop(slot);
      release(slot);
      task.reject(errors.timedOut(task.job));
      pump();
    }, timeLimitMs);
    slot.timer.unref();
  }

  function run(slot: Slot<J, R, P>, task: Task<J, R, P>) {
    clearTimeout(slot.idle);
    slot.task = task;
    try {
      slot.worker.postMessage(toWorker(task.job));
    } catch (err) {
      // The job cannot be cloned to the worker: it fails, the worker stays.
      release(slot);
      task.reject(err as Error);
      park(slot);
    }
  }

  /** Hands queued jobs to idle workers, starting workers up to `threads`. */
  function pump() {
    while (queue.length > 0) {
      if (inPlace) {
        const task = queue.shift()!;
        options.inPlace!(task.job).then(task.resolve, task.reject);
        continue;
      }
      const slot = slots.find((s) => !s.task) ?? (slots.length < threads ? start() : undefined);
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  }

  /** Runs a job in a worker; `onProgress` hears the job's `progress` messages as they come. */
  function runJob(job: J, onProgress?: (progress: P) => void): Promise<R> {
    // A burst beyond what the workers can work off soon is told to come back, not held in memory.
    if (queue.length >= queueLimit) return Promise.reject(errors.busy?.() ?? new Error('The worker pool is busy'));
    return new Promise((resolve, reject) => {
      queue.push({ job, onProgress, resolve, reject });
      pump();
    });
  }

  async function close() {
    const closed = (task: Task<J, R, P>) => task.reject(errors.closed?.(task.job) ?? new Error('The worker pool was closed'));
    const stopping = slots.splice(0);
    for (const slot of stopping) {
      clearTimeout(slot.idle);
      const task = release(slot);
      if (task) closed(task);
    }
    for (const task of queue.splice(0)) closed(task);
    await Promise.all(stopping.map((s) => s.worker.terminate()));
  }

  return { run: runJob, close };
}

/**
 * The worker's side of the pool, called once in the worker's module. For each job, `prepare` loads
 * what the job needs (not timed) and answers the work itself, which the pool's time limit counts;
 * the work may send `progress` as it goes. What the work throws is sent as `failure(err)`.
 */
export function serveJobs<J, R, P = never, F = never>(
  prepare: (job: J) => Promise<(progress: (p: P) => void) => Promise<R>>,
  failure: (err: unknown) => F,
) {
  const port = parentPort;
  if (!port) throw new Error('serveJobs answers a pool from a worker thread');
  const tell = (m: FromWorker<R, P, F>) => port.postMessage(m);
  port.on('message', async (job: J) => {
    try {
      const work = await prepare(job);
      tell({ started: true });
      tell({ done: await work((progress) => tell({ progress })) });
    } catch (err) {
      tell({ failed: failure(err) });
    }
  });
  tell({ ready: true });
}
