import { type ErrorCode, serverText } from '@campus/shared';
import { AppError, type ErrorDetails, type KeyedText } from '../../lib/app-error.js';
import { createWorkerPool } from '../../lib/worker-pool.js';
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

/** Why the worker refused a workbook: the AppError it threw, or CORRUPT_FILE for anything else. */
export interface WorkbookFailure {
  code: ErrorCode;
  text: KeyedText;
  details: ErrorDetails;
}

/** What a workbook worker is sent (a Buffer arrives as a Uint8Array). */
export interface WorkbookJob {
  file: Uint8Array;
  opts: ParseOptions;
}

const workerFile = new URL(`./workbook-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/**
 * Worker threads that read workbooks (lib/worker-pool.ts), so that neither the CPU nor the memory a
 * hostile workbook costs lands on the thread that answers everyone else: each thread's heap is
 * capped, a read that runs too long is stopped, and a thread that was stopped is replaced. Reads
 * past the threads wait for one. Idle threads end after 30 s. The rows come in batches as they are read.
 */
function createWorkbookThreads() {
  const pool = createWorkerPool<WorkbookJob, SheetShape, SheetRow[], WorkbookFailure>({
    file: workerFile,
    threads: WORKBOOK_LIMITS.threads,
    timeLimitMs: WORKBOOK_LIMITS.readTimeoutMs,
    idleMs: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: WORKBOOK_LIMITS.workerHeapMb, maxYoungGenerationSizeMb: 32 },
    errors: {
      failed: ({ code, text, details }) => new AppError(code, text, details),
      timedOut: tooSlow,
      stopped: (_job, error) =>
        (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooMuchMemory() : corrupt(),
    },
  });

  async function read(file: Buffer, opts: ParseOptions): Promise<Sheet> {
    const rows: SheetRow[] = [];
    try {
      const shape = await pool.run({ file, opts }, (batch) => {
        for (const row of batch) rows.push(row);
      });
      return { ...shape, rows };
    } catch (err) {
      throw err instanceof AppError ? err : corrupt();
    }
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
