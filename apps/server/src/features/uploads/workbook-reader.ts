import type { Worker } from 'node:worker_threads';
import { type ErrorCode, serverText } from '@campus/shared';
import { AppError, type ErrorDetails, type KeyedText } from '../../lib/app-error.js';
import { startWorker } from '../../lib/worker-thread.js';
import type { ParseOptions, SheetRow, SheetShape } from './workbook-parse.js';

export interface Sheet extends SheetShape {
  rows: SheetRow[];
}

export interface ReadOptions {
  /** Columns that must be present; header cells match them ignoring case, spaces and a trailing '*'. */
  requiredColumns?: readonly string[];
  /** Further known columns; matched the same way so values are keyed by these names. Other columns' values are not kept. */
  optionalColumns?: readonly string[];
  /** Older headings of known columns (heading → column), so that files made from an older template still read. */
  columnAliases?: Readonly<Record<string, string>>;
  /** More data rows than this is refused (default 50,000). */
  maxRows?: number;
}

const MB = 1024 * 1024;

/**
 * What reading one upload may cost. A 50,000-row admissions sheet with every one of its 31 columns
 * filled with distinct text unpacks to about 120 MB; the 20 MB upload itself is limited by the
 * multipart plugin (app.ts).
 */
const WORKBOOK_LIMITS = {
  maxRows: 50_000,
  maxInflatedBytes: 200 * MB,
  maxCellChars: 32_767,
  /** Heap of the thread that reads one workbook; past it the thread is stopped, not the server. */
  workerHeapMb: 512,
  readTimeoutMs: 60_000,
  /** Workbooks read at once; more wait for a thread. */
  threads: 2,
} as const;

const IDLE_MS = 30_000;

const corrupt = () => new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
const tooMuchMemory = () => new AppError('TOO_LARGE', serverText('upload.tooMuchMemory', { mb: WORKBOOK_LIMITS.workerHeapMb }));
const tooSlow = () => new AppError('TOO_LARGE', serverText('upload.tooSlow', { seconds: WORKBOOK_LIMITS.readTimeoutMs / 1000 }));

type WorkerMessage =
  | { type: 'rows'; rows: SheetRow[] }
  | { type: 'done'; shape: SheetShape }
  | { type: 'failed'; error: { code: ErrorCode; text: KeyedText; details: ErrorDetails } };

const workerFile = new URL(`./workbook-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * Worker threads that read workbooks, so that neither the CPU nor the memory a hostile workbook costs
 * lands on the thread that answers everyone else: each thread's heap is capped, a read that runs too
 * long is stopped, and a thread that was stopped is replaced. Idle threads end after 30 s.
 */
function createWorkbookThreads() {
  const idle = new Map<Worker, NodeJS.Timeout>();
  const waiting: (() => void)[] = [];
  let running = 0;

  function spawn(): Worker {
    const worker = startWorker(workerFile, {
      resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_LIMITS.workerHeapMb, maxYoungGenerationSizeMb: 32 },
    });
    worker.unref();
    // A thread that fails or ends while idle is simply not used again.
    const forget = () => {
      clearTimeout(idle.get(worker));
      idle.delete(worker);
    };
    worker.on('error', forget);
    worker.on('exit', forget);
    return worker;
  }

  async function acquire(): Promise<Worker> {
    if (running >= WORKBOOK_LIMITS.threads) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    const [worker] = idle.keys();
    if (!worker) return spawn();
    clearTimeout(idle.get(worker));
    idle.delete(worker);
    return worker;
  }

  /** Gives the slot to the next read waiting (the count stays), or frees it. */
  function release(worker: Worker, reusable: boolean) {
    if (reusable) idle.set(worker, setTimeout(() => void worker.terminate(), IDLE_MS).unref());
    else void worker.terminate();
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  function readOn(worker: Worker, file: Buffer, opts: ParseOptions): Promise<{ sheet?: Sheet; error?: AppError; reusable: boolean }> {
    return new Promise((resolve) => {
      const rows: SheetRow[] = [];
      const finish = (answer: { sheet?: Sheet; error?: AppError; reusable: boolean }) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        resolve(answer);
      };
      const onMessage = (m: WorkerMessage) => {
        if (m.type === 'rows') for (const row of m.rows) rows.push(row);
        else if (m.type === 'done') finish({ sheet: { ...m.shape, rows }, reusable: true });
        else finish({ error: new AppError(m.error.code, m.error.text, m.error.details), reusable: true });
      };
      const onError = (err: Error & { code?: string }) =>
        finish({ error: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory() : corrupt(), reusable: false });
      const onExit = () => finish({ error: corrupt(), reusable: false });
      const timer = setTimeout(() => finish({ error: tooSlow(), reusable: false }), WORKBOOK_LIMITS.readTimeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ file, opts });
    });
  }

  async function read(file: Buffer, opts: ParseOptions): Promise<Sheet> {
    const worker = await acquire();
    const { sheet, error, reusable } = await readOn(worker, file, opts).catch(() => ({
      sheet: undefined,
      error: corrupt(),
      reusable: false,
    }));
    release(worker, reusable);
    if (error || !sheet) throw error ?? corrupt();
    return sheet;
  }

  return { read };
}

let threads: ReturnType<typeof createWorkbookThreads> | undefined;

/**
 * Reads the first sheet of an .xlsx or legacy .xls workbook into rows keyed by header, in a worker
 * thread (workbook-parse.ts does the reading). Every problem with the file itself is a 4xx with a
 * message the user can act on; a workbook past a limit is refused as soon as the limit is passed.
 */
export async function readWorkbook(file: Buffer, opts: ReadOptions = {}): Promise<Sheet> {
  threads ??= createWorkbookThreads();
  return threads.read(file, {
    requiredColumns: opts.requiredColumns,
    optionalColumns: opts.optionalColumns,
    columnAliases: opts.columnAliases,
    maxRows: opts.maxRows ?? WORKBOOK_LIMITS.maxRows,
    maxInflatedBytes: WORKBOOK_LIMITS.maxInflatedBytes,
    maxCellChars: WORKBOOK_LIMITS.maxCellChars,
  });
}
