import { serverText } from '@campus/shared';
import { parentPort } from 'node:worker_threads';

import { AppError } from '../../lib/app-error.js';
import { parseWorkbook, type ParseOptions } from './workbook-parse.js';

/** Reads one workbook at a time off the main thread (see workbook-reader.ts): rows in batches, then the header. */
parentPort?.on('message', async ({ file, opts }: { file: Uint8Array; opts: ParseOptions }) => {
  const port = parentPort!;
  try {
    const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
    const shape = await parseWorkbook(buffer, opts, (rows) => port.postMessage({ type: 'rows', rows }));
    port.postMessage({ type: 'done', shape });
  } catch (err) {
    // Anything but our own refusal (an XML, zip or SheetJS error) means the file cannot be read.
    const e = err instanceof AppError ? err : new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
    port.postMessage({ type: 'failed', error: { code: e.code, text: e.text, details: e.details } });
  }
});
