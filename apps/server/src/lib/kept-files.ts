import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ALUMNI_FILE_MAX_BYTES, ALUMNI_FILE_MAX_MB, serverText } from '@campus/shared';
import { AppError, invalid } from './app-error.js';

export type KeptFileType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/gif';
const EXTENSION: Record<KeptFileType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
};
const IMAGES: readonly KeptFileType[] = ['image/jpeg', 'image/png', 'image/gif'];

/** An uploaded file as the route read it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
}

const startsWith = (bytes: Buffer, magic: number[] | string) =>
  typeof magic === 'string' ? bytes.subarray(0, magic.length).toString('latin1') === magic : magic.every((b, i) => bytes[i] === b);

/** What the bytes are (PDF, JPEG, PNG or GIF), whatever the file's name or declared type says. */
function sniffKeptFile(bytes: Buffer): KeptFileType | null {
  if (startsWith(bytes, '%PDF-')) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  return null;
}

/**
 * Checks an upload: not empty, at most the size limit, and by its content a PDF, JPG, PNG or GIF
 * (`imagesOnly`: an image). Answers its type.
 */
export function checkUploadedFile(file: UploadedFile, field: string, imagesOnly = false): KeptFileType {
  if (file.bytes.length === 0) throw invalid(serverText('alumni.fileEmpty'), field);
  if (file.bytes.length > ALUMNI_FILE_MAX_BYTES)
    throw new AppError('TOO_LARGE', serverText('alumni.fileTooLarge', { mb: String(ALUMNI_FILE_MAX_MB) }), { field });
  const type = sniffKeptFile(file.bytes);
  if (!type || (imagesOnly && !IMAGES.includes(type)))
    throw invalid(imagesOnly ? serverText('alumni.photoType') : serverText('alumni.fileType'), field);
  return type;
}

const STORED_NAME = /^[a-f0-9]{32}\.(pdf|jpg|png|gif)$/;

/**
 * Files people upload (alumni certificates, grievance attachments, résumés and offer letters) live in `<dataDir>/files/<folder>`
 * under random names; the database keeps the name, type and original name.
 */
export function createFileStore(dataDir: string, folder: 'alumni' | 'grievances' | 'placements') {
  const dir = path.join(dataDir, 'files', folder);

  async function save(bytes: Buffer, type: KeptFileType): Promise<string> {
    await fs.mkdir(dir, { recursive: true });
    const name = `${crypto.randomBytes(16).toString('hex')}.${EXTENSION[type]}`;
    const file = path.join(dir, name);
    // A write cut short (the disk filled up) leaves no half file behind.
    await fs.writeFile(file, bytes).catch(async (err: unknown) => {
      await fs.rm(file, { force: true });
      throw err;
    });
    return name;
  }

  async function read(name: string): Promise<Buffer | null> {
    if (!STORED_NAME.test(name)) return null;
    try {
      return await fs.readFile(path.join(dir, name));
    } catch {
      return null;
    }
  }

  async function remove(name: string | null | undefined): Promise<void> {
    if (!name || !STORED_NAME.test(name)) return;
    await fs.rm(path.join(dir, name), { force: true });
  }

  return { save, read, remove };
}
