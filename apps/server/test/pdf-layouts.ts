import { threadId } from 'node:worker_threads';
import { pdfLayout } from '../src/lib/pdf-workers.js';

// Layouts for the test of the PDF workers: each answers bytes, as a PDF layout does.

/** @public Loaded by name in a PDF worker. */
export async function whereLaidOut(input: { bytes: Buffer; spinMs: number }): Promise<Buffer> {
  const until = Date.now() + input.spinMs;
  while (Date.now() < until);
  return Buffer.from(JSON.stringify({ threadId, isBuffer: Buffer.isBuffer(input.bytes), text: input.bytes.toString() }));
}

/** @public Loaded by name in a PDF worker. */
export async function failing(): Promise<Buffer> {
  throw new Error('The table does not fit the page');
}

/** @public Loaded by name in a PDF worker. */
export async function endless(): Promise<Buffer> {
  for (;;);
}

export const whereLaidOutPdf = pdfLayout(import.meta.url, { whereLaidOut });
export const failingPdf = pdfLayout(import.meta.url, { failing });
export const endlessPdf = pdfLayout(import.meta.url, { endless });
