import type { FastifyReply, FastifyRequest } from 'fastify';
import { ALUMNI_FILE_MAX_BYTES, ALUMNI_FILE_MAX_MB, serverText } from '@campus/shared';
import { AppError, invalid } from './app-error.js';
import type { UploadedFile } from './kept-files.js';
import { refuseNulCharacters } from './nul-characters.js';

const tooLarge = (field: string) =>
  new AppError('TOO_LARGE', serverText('alumni.fileTooLarge', { mb: String(ALUMNI_FILE_MAX_MB) }), { field });

/**
 * Reads a multipart save: the JSON part (a text field or a file part) and the named file parts, in
 * any order; a file part may come more than once (a grievance's attachments). A file is read up to
 * the size limit and no further; other parts are read past; empty files are left out.
 */
export async function readForm(request: FastifyRequest, jsonPart: string, fileParts: readonly string[]) {
  if (!request.isMultipart()) throw invalid(serverText('alumni.notMultipart'), jsonPart);
  let json: string | undefined;
  const files: Record<string, UploadedFile[]> = {};
  for await (const part of request.parts({ limits: { fileSize: ALUMNI_FILE_MAX_BYTES } })) {
    if (part.type === 'field') {
      if (part.fieldname === jsonPart) json = String(part.value);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.fieldname);
      throw err;
    }
    if (part.file.truncated) throw tooLarge(part.fieldname);
    if (part.fieldname === jsonPart) json = bytes.toString('utf8');
    else if (fileParts.includes(part.fieldname) && bytes.length > 0)
      (files[part.fieldname] ??= []).push({ bytes, fileName: part.filename ?? '' });
  }
  if (json === undefined) throw invalid(serverText('alumni.formMissing', { part: jsonPart }), jsonPart);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw invalid(serverText('alumni.formNotJson', { part: jsonPart }), jsonPart);
  }
  // The part's text was checked as it was read; what its JSON decodes to (`\u0000`) is checked here.
  refuseNulCharacters(raw, jsonPart);
  return { raw, files };
}

/** Sends a kept file inline, under the name it was uploaded with, never cached by shared caches. */
export function sendFile(reply: FastifyReply, file: { type: string; fileName: string; bytes: Buffer }) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.type)
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}
