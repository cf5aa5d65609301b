import { serverText } from '@campus/shared';

import { AppError } from '../../lib/app-error.js';
import { serveJobs } from '../../lib/worker-pool.js';
import { parseWorkbook, type SheetRow, type SheetShape } from './workbook-parse.js';
import type { WorkbookFailure, WorkbookJob } from './workbook-reader.js';

/** Reads one workbook at a time off the main thread (see workbook-reader.ts): rows in batches, then the header. */
serveJobs<WorkbookJob, SheetShape, SheetRow[], WorkbookFailure>(
  async ({ file, opts }) =>
    (emit) =>
      parseWorkbook(Buffer.from(file.buffer, file.byteOffset, file.byteLength), opts, emit),
  (err) => {
    // Anything but our own refusal (an XML, zip or SheetJS error) means the file cannot be read.
    const e = err instanceof AppError ? err : new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
    return { code: e.code, text: e.text, details: e.details };
  },
);
