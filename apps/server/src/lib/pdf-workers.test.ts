import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@campus/shared';
import { endlessPdf, failingPdf, whereLaidOutPdf } from '../../test/pdf-layouts.js';
import { createPdfWorkers, type PdfWorkers } from './pdf-workers.js';

const parsed = (pdf: Buffer) => JSON.parse(pdf.toString()) as { threadId: number; isBuffer: boolean; text: string };

describe('PDF workers', () => {
  let pool: PdfWorkers | undefined;
  afterEach(async () => {
    await pool?.close();
    pool = undefined;
  });

  it('lays a PDF out in another thread; a Buffer in the input arrives as a Buffer', async () => {
    pool = createPdfWorkers({ threads: 1 });
    const out = parsed(await pool.render(whereLaidOutPdf, { bytes: Buffer.from('photo bytes'), spinMs: 0 }));
    expect(out.threadId).not.toBe(threadId);
    expect(out).toMatchObject({ isBuffer: true, text: 'photo bytes' });
  });

  it('the main thread keeps running while a layout works', async () => {
    pool = createPdfWorkers({ threads: 1 });
    const pdf = pool.render(whereLaidOutPdf, { bytes: Buffer.from('x'), spinMs: 1500 }).then(() => 'pdf');
    // Laid out in place, the layout would hold the thread until it is done, and the PDF would come
    // before the event loop's next turn.
    const nextTurn = new Promise((resolve) => setImmediate(resolve)).then(() => 'next turn');
    expect(await Promise.race([pdf, nextTurn])).toBe('next turn');
    expect(await pdf).toBe('pdf');
  });

  it('refuses a PDF beyond the bounded queue at once with 503 and Retry-After, and makes the queued ones', async () => {
    pool = createPdfWorkers({ threads: 1, queueLimit: 2 });
    const input = (text: string) => ({ bytes: Buffer.from(text), spinMs: 200 });
    const accepted = ['working', 'queued 1', 'queued 2'].map((text) => pool!.render(whereLaidOutPdf, input(text)));
    const refused = pool.render(whereLaidOutPdf, input('one too many'));
    await expect(refused).rejects.toMatchObject({
      statusCode: 503,
      code: 'UNAVAILABLE',
      message: ERROR_TEXTS.UNAVAILABLE.pdfs,
      details: { retryAfter: 5 },
    });
    expect((await Promise.all(accepted)).map((pdf) => parsed(pdf).text)).toEqual(['working', 'queued 1', 'queued 2']);
    // Once the queue has room, PDFs are made again.
    expect(parsed(await pool.render(whereLaidOutPdf, input('later'))).text).toBe('later');
  });

  it('a layout that throws fails alone, with its message; the next one is laid out', async () => {
    pool = createPdfWorkers({ threads: 1 });
    await expect(pool.render(failingPdf, undefined)).rejects.toThrow('The table does not fit the page');
    expect(parsed(await pool.render(whereLaidOutPdf, { bytes: Buffer.from('next'), spinMs: 0 })).text).toBe('next');
  });

  it('a layout over the time limit is stopped and its worker replaced; queued PDFs are still made', async () => {
    pool = createPdfWorkers({ threads: 1, timeLimitMs: 1000 });
    const stuck = pool.render(endlessPdf, undefined);
    const queued = pool.render(whereLaidOutPdf, { bytes: Buffer.from('after'), spinMs: 0 });
    await expect(stuck).rejects.toThrow('The PDF endless took longer than 1000 ms');
    const after = parsed(await queued);
    expect(after.text).toBe('after');
  });

  it('several PDFs at once are spread over the threads', async () => {
    pool = createPdfWorkers({ threads: 2 });
    const outs = await Promise.all([1, 2, 3, 4].map((i) => pool!.render(whereLaidOutPdf, { bytes: Buffer.from(String(i)), spinMs: 300 })));
    expect(outs.map((o) => parsed(o).text)).toEqual(['1', '2', '3', '4']);
    expect(new Set(outs.map((o) => parsed(o).threadId)).size).toBe(2);
  });

  it('with no threads, lays out in place', async () => {
    pool = createPdfWorkers({ threads: 0 });
    expect(parsed(await pool.render(whereLaidOutPdf, { bytes: Buffer.from('here'), spinMs: 0 })).threadId).toBe(threadId);
  });
});
