import { describe, expect, it } from 'vitest';
import { part, repeatedPart, zip } from '../../../test/hostile-workbooks.js';
import { openZipArchive } from './zip-archive.js';

const MB = 1024 * 1024;
const limits = { maxInflatedBytes: 2 * MB, maxEntries: 10 };

async function readAll(stream: AsyncIterable<unknown>): Promise<number> {
  let chars = 0;
  for await (const chunk of stream) chars += (chunk as string).length;
  return chars;
}

const failure = (p: Promise<unknown>) =>
  p.then(
    () => undefined,
    (e: Error & { code?: string }) => ({ code: e.code, message: e.message }),
  );

describe('openZipArchive', () => {
  it('reads an entry as text, and refuses before inflating when the declared sizes pass the limit', async () => {
    // 45 KB of three-byte characters: inflated chunks end inside a character.
    const kannada = 'ಕನ್ನಡ'.repeat(3000);
    const archive = await openZipArchive(zip([part('a.xml', kannada), repeatedPart('b.xml', '', 'B'.repeat(MB), 3, '')]), limits);
    let text = '';
    for await (const chunk of await archive.open('a.xml')) text += chunk as string;
    expect(text).toBe(kannada);
    expect(() => archive.checkDeclared(['a.xml', 'b.xml'])).toThrow('The workbook unpacks to more than 2 MB of sheet data');
  });

  it('counts what entries inflate to, whatever their headers say, and stops as soon as the total passes the limit', async () => {
    const archive = await openZipArchive(
      zip([repeatedPart('a.xml', '', 'A'.repeat(MB), 1, ''), repeatedPart('b.xml', '', 'B'.repeat(MB), 100, '')]),
      limits,
    );
    expect(await readAll(await archive.open('a.xml'))).toBe(MB);
    const e = await failure(readAll(await archive.open('b.xml')));
    expect(e).toMatchObject({ code: 'TOO_LARGE', message: expect.stringContaining('more than 2 MB') });
  });

  it('stops an entry at the size its header declares', async () => {
    const archive = await openZipArchive(zip([repeatedPart('a.xml', '', 'A'.repeat(MB), 100, '', 1000)]), limits);
    expect(await failure(readAll(await archive.open('a.xml')))).toEqual({
      code: 'CORRUPT_FILE',
      message: 'The Excel file is damaged: a part of it unpacks to more than the file says it holds',
    });
  });

  it('refuses a truncated zip, and one with more entries than a workbook has', async () => {
    const whole = zip([part('a.xml', 'x'.repeat(10_000))]);
    expect(await failure(openZipArchive(whole.subarray(0, whole.length - 10), limits))).toMatchObject({ code: 'CORRUPT_FILE' });
    const many = zip(Array.from({ length: 11 }, (_, i) => part(`${i}.xml`, 'x')));
    expect(await failure(openZipArchive(many, limits))).toMatchObject({ code: 'CORRUPT_FILE' });
  });
});
