import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../../lib/app-error.js';
import { serverText } from '@campus/shared';

const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/**
 * A side of a photo, in pixels. A PNG of a few MB can declare any size and inflate to gigabytes when
 * the admission PDF decodes it (pdfkit decodes PNGs with transparency); 4,000 × 4,000 is a 16 MP camera.
 */
const MAX_PHOTO_SIDE = 4000;

export type PhotoType = 'image/jpeg' | 'image/png';

/** What the bytes are, whatever the file name or declared type says. */
function sniffPhoto(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Width and height from a PNG's IHDR chunk, which the format puts first. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a JPEG's frame header (SOF0–SOF15 but DHT, JPG and DAC), found by walking the segments before the scan. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    if (marker === 0xda || length < 2) return null;
    i += 2 + length;
  }
  return null;
}

/** Checks an uploaded photo: JPG or PNG by content, at most 2 MB and 4,000 pixels a side. Answers its type. */
export function checkPhoto(bytes: Buffer, field = 'imageUpload'): PhotoType {
  if (bytes.length === 0) throw new AppError('INVALID', serverText('admissionRecords.photoEmpty'), { field });
  if (bytes.length > MAX_PHOTO_BYTES) throw new AppError('TOO_LARGE', serverText('admissionRecords.photoSize'), { field });
  const type = sniffPhoto(bytes);
  const size = type === 'image/png' ? pngSize(bytes) : type === 'image/jpeg' ? jpegSize(bytes) : null;
  if (!type || !size) throw new AppError('INVALID', serverText('admissionRecords.photoType'), { field });
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE)
    throw new AppError('INVALID', serverText('admissionRecords.photoPixels', { side: MAX_PHOTO_SIDE.toLocaleString('en-IN') }), { field });
  return type;
}

/** Photos live in `<dataDir>/files/photos` under random names; the database keeps the name. */
export function createPhotoStore(dataDir: string) {
  const dir = path.join(dataDir, 'files', 'photos');

  async function save(bytes: Buffer, type: PhotoType, baseName?: string): Promise<string> {
    await fs.mkdir(dir, { recursive: true });
    const ext = type === 'image/png' ? 'png' : 'jpg';
    const safeBase = baseName?.replace(/[^A-Za-z0-9-]/g, '');
    const name = `${safeBase || crypto.randomBytes(16).toString('hex')}.${ext}`;
    const file = path.join(dir, name);
    // A write cut short (the disk filled up) leaves no half file behind.
    await fs.writeFile(file, bytes).catch(async (err: unknown) => {
      await fs.rm(file, { force: true });
      throw err;
    });
    return name;
  }

  async function read(name: string): Promise<Buffer | null> {
    if (!/^[A-Za-z0-9-]+\.(jpg|png)$/.test(name)) return null;
    try {
      return await fs.readFile(path.join(dir, name));
    } catch {
      return null;
    }
  }

  async function remove(name: string): Promise<void> {
    if (!/^[A-Za-z0-9-]+\.(jpg|png)$/.test(name)) return;
    await fs.rm(path.join(dir, name), { force: true });
  }

  return { save, read, remove };
}
