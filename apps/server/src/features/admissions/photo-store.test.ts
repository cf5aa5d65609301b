import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPhoto } from './photo-store.js';

const assets = path.join(import.meta.dirname, '../../demo/assets');

/** A PNG signature and IHDR chunk declaring the given size (what a decoder reads before any pixel). */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}

/** A JPEG start, an APP0 segment, and a baseline frame header declaring the given size. */
function jpegDeclaring(width: number, height: number): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\u0000'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  const sof = Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    8,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    3,
    1,
    0x22,
    0,
    2,
    0x11,
    1,
    3,
    0x11,
    1,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

const refusal = (bytes: Buffer) => {
  try {
    checkPhoto(bytes);
    return undefined;
  } catch (e) {
    return { message: (e as Error).message, field: (e as { details: { field?: string } }).details.field };
  }
};

describe('checkPhoto', () => {
  it('accepts the demo JPEG and PNG', () => {
    expect(checkPhoto(fs.readFileSync(path.join(assets, 'banner.jpg')))).toBe('image/jpeg');
    expect(checkPhoto(fs.readFileSync(path.join(assets, 'logo.png')))).toBe('image/png');
    expect(checkPhoto(jpegDeclaring(4000, 3000))).toBe('image/jpeg');
  });

  it('refuses a PNG or JPEG that declares more than 4,000 pixels a side, before anything decodes it', () => {
    const pixels = { message: 'The photo must be at most 4,000 × 4,000 pixels', field: 'imageUpload' };
    expect(refusal(pngDeclaring(100_000, 100_000))).toEqual(pixels);
    expect(refusal(pngDeclaring(300, 4001))).toEqual(pixels);
    expect(refusal(jpegDeclaring(65_000, 200))).toEqual(pixels);
  });

  it('refuses a file that only starts like a JPEG or PNG', () => {
    const type = { message: 'The photo must be a JPG or PNG image', field: 'imageUpload' };
    expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 2, 0xff, 0xda]))).toEqual(type);
    expect(refusal(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toEqual(type);
  });
});
