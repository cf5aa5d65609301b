import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { flattenPngOnWhite } from './flatten-logo.js';

const logo = fs.readFileSync(path.join(import.meta.dirname, '../../demo/assets/logo.png'));

describe('flattenPngOnWhite', () => {
  it('turns the RGBA demo logo into an opaque RGB PNG of the same size', () => {
    const flat = flattenPngOnWhite(logo)!;
    expect(flat.subarray(1, 4).toString()).toBe('PNG');
    expect(flat.readUInt32BE(16)).toBe(logo.readUInt32BE(16));
    expect(flat.readUInt32BE(20)).toBe(logo.readUInt32BE(20));
    expect(flat[25]).toBe(2); // colour type RGB, no alpha
    const width = flat.readUInt32BE(16);
    const idatLength = flat.readUInt32BE(33);
    const pixels = zlib.inflateSync(flat.subarray(41, 41 + idatLength));
    expect(pixels.length).toBe(flat.readUInt32BE(20) * (width * 3 + 1));
    // The top-left corner of the round logo is transparent: it becomes white.
    expect([...pixels.subarray(1, 4)]).toEqual([255, 255, 255]);
  });

  it('leaves anything else alone', () => {
    expect(flattenPngOnWhite(Buffer.from('not an image'))).toBeNull();
    expect(flattenPngOnWhite(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array(40).fill(0)]))).toBeNull();
  });
});
