import os from 'node:os';
import { serverText } from '@campus/shared';
import { AppError } from './app-error.js';
import { createWorkerPool } from './worker-pool.js';

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

/** What a PDF worker is sent: where the layout is, and its input. */
export interface PdfJob {
  module: string;
  name: string;
  input: unknown;
}

const WORKER_FILE = new URL(`./pdf-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
/** Heap of one worker: far more than a bounded form needs, far less than the server has. */
const WORKER_HEAP_MB = 256;

const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * Laying out a PDF is CPU work (10 ms for a grade sheet, up to 300 ms for an admission form with
 * every field at its longest) that would hold up every other request on the main thread: the
 * grade sheets and admission forms are laid out in worker threads (lib/worker-pool.ts), one job per
 * worker at a time, the rest queued. A layout over the time limit or the heap limit fails alone,
 * and its worker is replaced. The time limit counts from when the worker has loaded the layout's
 * module. If workers cannot start at all, PDFs are laid out in place.
 */
export function createPdfWorkers({
  threads = Math.min(4, Math.max(2, os.availableParallelism())),
  timeLimitMs = 30_000,
  queueLimit = 200,
}: PdfWorkersOptions = {}) {
  const pool = createWorkerPool<{ layout: PdfLayout<unknown>; input: unknown }, Uint8Array, never, string>({
    file: WORKER_FILE,
    threads,
    timeLimitMs,
    queueLimit,
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    toWorker: ({ layout, input }): PdfJob => ({ module: layout.module, name: layout.name, input }),
    inPlace: ({ layout, input }) => layout.render(input),
    errors: {
      failed: (message) => new Error(message),
      timedOut: ({ layout }) => new Error(`The PDF ${layout.name} took longer than ${timeLimitMs} ms`),
      stopped: (_job, error) => error ?? new Error('The PDF worker stopped'),
      busy: () => new AppError('UNAVAILABLE', serverText('page.pdfsBusy'), { retryAfter: BUSY_RETRY_SECONDS }),
      closed: () => new Error('The PDF workers were closed'),
    },
  });

  function render<I>(layout: PdfLayout<I>, input: I): Promise<Buffer> {
    return pool.run({ layout: layout as PdfLayout<unknown>, input }).then(asBuffer);
  }

  return { render, close: pool.close };
}

export type PdfWorkers = ReturnType<typeof createPdfWorkers>;
