import { serverText } from '@campus/shared';
import { Transform, type Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { AppError } from '../../lib/app-error.js';

export interface ZipLimits {
  /** Inflated bytes of all the entries opened, added up; counted as they stream, whatever the headers say. */
  maxInflatedBytes: number;
  /** Entries in the central directory. */
  maxEntries: number;
}

const MB = 1024 * 1024;

const inflatedTooLarge = (limit: number) => new AppError('TOO_LARGE', serverText('upload.tooMuchData', { mb: Math.round(limit / MB) }));

const corrupt = () => new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
const sizeLie = () => new AppError('CORRUPT_FILE', serverText('upload.sizeLie'));

function openBuffer(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, decodeStrings: true }, (err, zip) =>
      err || !zip ? reject(corrupt()) : resolve(zip),
    );
  });
}

function readDirectory(zip: ZipFile, maxEntries: number): Promise<Map<string, Entry>> {
  if (zip.entryCount > maxEntries) return Promise.reject(corrupt());
  const entries = new Map<string, Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(corrupt()));
    zip.readEntry();
  });
}

/**
 * An .xlsx (a zip) held in memory, read one entry at a time as a stream. Every byte an entry inflates
 * to is counted against one budget for the whole workbook, and the stream fails as soon as the budget
 * is passed; yauzl also fails an entry as soon as it inflates past the size its header declares, so a
 * header that lies is caught at the size it claims. `checkDeclared` refuses before inflating anything
 * when the declared sizes of the entries to be read already pass the budget.
 */
export async function openZipArchive(buffer: Buffer, limits: ZipLimits) {
  const zip = await openBuffer(buffer);
  const entries = await readDirectory(zip, limits.maxEntries);
  let inflated = 0;

  function checkDeclared(paths: string[]) {
    const declared = paths.reduce((sum, p) => sum + (entries.get(p)?.uncompressedSize ?? 0), 0);
    if (declared > limits.maxInflatedBytes) throw inflatedTooLarge(limits.maxInflatedBytes);
  }

  /** The entry's text (UTF-8, decoded across chunk boundaries); destroy it to stop early. */
  function open(path: string): Promise<Readable> {
    const entry = entries.get(path);
    if (!entry) return Promise.reject(corrupt());
    return new Promise((resolve, reject) => {
      zip.openReadStream(entry, (err, source) => {
        if (err || !source) return reject(corrupt());
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            inflated += chunk.length;
            if (inflated > limits.maxInflatedBytes) return done(inflatedTooLarge(limits.maxInflatedBytes));
            done(null, chunk);
          },
        });
        // Destroying the text stops the inflating entry too.
        source.on('error', (e: Error) => counter.destroy(/too many bytes/.test(e.message) ? sizeLie() : corrupt()));
        counter.on('close', () => source.destroy());
        source.pipe(counter);
        counter.setEncoding('utf8');
        resolve(counter);
      });
    });
  }

  return { has: (path: string) => entries.has(path), checkDeclared, open };
}

export type ZipArchive = Awaited<ReturnType<typeof openZipArchive>>;
