import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { serverText } from '@campus/shared';
import { AppError } from './app-error.js';
import { startWorker } from './worker-thread.js';

/** A PDF layout, and where a worker thread finds it: the module that exports it and the export's name. */
export interface PdfLayout<I> {
  module: string;
  name: string;
  render(input: I): Promise<Buffer>;
}

/**
 * Names a layout for the workers, in the module that exports it: `pdfLayout(import.meta.url, { buildAdmissionPdf })`.
 * Its input crosses to the worker by structured cloning: plain data, Dates and Buffers.
 */
export function pdfLayout<I>(module: string, exported: Record<string, (input: I) => Promise<Buffer>>): PdfLayout<I> {
  const [[name, render]] = Object.entries(exported);
  return { module, name, render };
}

export interface PdfWorkersOptions {
  /** Worker threads at most, started as the load needs them; 0 lays PDFs out in place. */
  threads?: number;
  /** A layout that runs longer is stopped (its worker is replaced) and its PDF fails. */
  timeLimitMs?: number;
  /** PDFs waiting for a worker at most; one more is refused at once (503 with Retry-After). */
  queueLimit?: number;
}

/** How long a refused PDF is asked to wait: the queue moves a few hundred grade sheets a second. */
const BUSY_RETRY_SECONDS = 5;

interface Job {
  layout: PdfLayout<unknown>;
  input: unknown;
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  timer?: NodeJS.Timeout;
  /** The worker has loaded; an error before that means workers cannot run here. */
  ready: boolean;
  error?: Error;
}

type WorkerMessage = { ready: true } | { laying: true } | { pdf: Uint8Array } | { error: string };

const WORKER_FILE = new URL(`./pdf-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
/** Heap of one worker: far more than a bounded form needs, far less than the server has. */
const WORKER_HEAP_MB = 256;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Laying out a PDF is CPU work (10 ms for a grade sheet, up to 300 ms for an admission form with
 * every field at its longest) that would hold up every other request on the main thread: the
 * grade sheets and admission forms are laid out in worker threads, one job per worker at a time,
 * the rest queued here. A layout over the time limit or the heap limit fails alone, and its worker
 * is replaced. If workers cannot start at all, PDFs are laid out in place.
 */
export function createPdfWorkers({
  threads = Math.min(4, Math.max(2, os.availableParallelism())),
  timeLimitMs = 30_000,
  queueLimit = 200,
}: PdfWorkersOptions = {}) {
  const slots: Slot[] = [];
  const queue: Job[] = [];
  let inPlace = threads <= 0;

  function start(): Slot {
    const worker = startWorker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } });
    const slot: Slot = { worker, job: null, ready: false };
    worker.unref();
    worker.on('message', (m: WorkerMessage) => received(slot, m));
    worker.on('error', (err) => (slot.error = err));
    worker.on('exit', () => exited(slot));
    slots.push(slot);
    return slot;
  }

  function received(slot: Slot, m: WorkerMessage) {
    if ('ready' in m) {
      slot.ready = true;
      return;
    }
    if ('laying' in m) {
      if (slot.job) startClock(slot, slot.job);
      return;
    }
    const job = release(slot);
    if (!job) return;
    if ('pdf' in m) job.resolve(asBuffer(m.pdf));
    else job.reject(new Error(m.error));
    pump();
  }

  /** Frees the slot and answers its job. */
  function release(slot: Slot): Job | null {
    const job = slot.job;
    clearTimeout(slot.timer);
    slot.job = null;
    return job;
  }

  /** Removes a slot from the pool; its worker is stopped if it still runs. */
  function drop(slot: Slot) {
    const i = slots.indexOf(slot);
    if (i >= 0) slots.splice(i, 1);
    void slot.worker.terminate();
  }

  function exited(slot: Slot) {
    if (!slots.includes(slot)) return;
    drop(slot);
    const job = release(slot);
    if (!slot.ready) {
      // The worker could not load: lay out everything in place from now on, this job first.
      inPlace = true;
      for (const other of slots.splice(0)) {
        const held = release(other);
        if (held) queue.unshift(held);
        void other.worker.terminate();
      }
      if (job) queue.unshift(job);
    } else {
      job?.reject(slot.error ?? new Error('The PDF worker stopped'));
    }
    pump();
  }

  /**
   * The time limit counts from when the worker starts laying out the job: not while a new worker
   * loads, nor while it loads the layout's module the first time (seconds on a busy machine).
   */
  function startClock(slot: Slot, job: Job) {
    slot.timer = setTimeout(() => {
      drop(slot);
      release(slot);
      job.reject(new Error(`The PDF ${job.layout.name} took longer than ${timeLimitMs} ms`));
      pump();
    }, timeLimitMs);
    slot.timer.unref();
  }

  function run(slot: Slot, job: Job) {
    slot.job = job;
    try {
      slot.worker.postMessage({ module: job.layout.module, name: job.layout.name, input: job.input });
    } catch (err) {
      release(slot);
      job.reject(err as Error);
    }
  }

  /** Hands queued jobs to idle workers, starting workers up to `threads`. */
  function pump() {
    while (queue.length > 0) {
      if (inPlace) {
        const job = queue.shift()!;
        job.layout.render(job.input).then(job.resolve, job.reject);
        continue;
      }
      const slot = slots.find((s) => !s.job) ?? (slots.length < threads ? start() : undefined);
      if (!slot) return;
      run(slot, queue.shift()!);
    }
  }

  function render<I>(layout: PdfLayout<I>, input: I): Promise<Buffer> {
    // A burst beyond what the workers can work off soon is told to come back, not held in memory.
    if (queue.length >= queueLimit)
      return Promise.reject(new AppError('UNAVAILABLE', serverText('page.pdfsBusy'), { retryAfter: BUSY_RETRY_SECONDS }));
    return new Promise((resolve, reject) => {
      queue.push({ layout: layout as PdfLayout<unknown>, input, resolve, reject });
      pump();
    });
  }

  async function close() {
    const stopping = slots.splice(0);
    for (const slot of stopping) release(slot)?.reject(new Error('The PDF workers were closed'));
    for (const job of queue.splice(0)) job.reject(new Error('The PDF workers were closed'));
    await Promise.all(stopping.map((s) => s.worker.terminate()));
  }

  return { render, close };
}

export type PdfWorkers = ReturnType<typeof createPdfWorkers>;
