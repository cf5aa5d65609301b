import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALUMNI_FILE_MAX_BYTES,
  ALUMNI_FILE_MAX_MB,
  ALUMNI_PARTS,
  alumniHistoryAnswerSchema,
  alumniHistoryEditSchema,
  alumniHistoryEntrySchema,
  alumniRegisterStudentSchema,
  alumniRegistrationAnswerSchema,
  alumniRegistrationEntrySchema,
  idSchema,
  LABEL_MAX,
  oneOfIssue,
  requiredIssue,
  ROLL_NO_MAX,
  serverText,
  tooLong,
} from '@campus/shared';
import { AppError, invalid } from '../../lib/app-error.js';
import { refuseNulCharacters } from '../../lib/nul-characters.js';
import type { UploadedFile } from './alumni-files.js';
import type { AlumniFile, AlumniService } from './alumni.service.js';

const tooLarge = (field: string) =>
  new AppError('TOO_LARGE', serverText('alumni.fileTooLarge', { mb: String(ALUMNI_FILE_MAX_MB) }), { field });

/**
 * Reads a multipart save: the JSON part (a text field or a file part) and the named file parts, in
 * any order. A file is read up to the size limit and no further; other parts are read past.
 */
async function readForm(request: FastifyRequest, jsonPart: string, fileParts: readonly string[]) {
  if (!request.isMultipart()) throw invalid(serverText('alumni.notMultipart'), jsonPart);
  let json: string | undefined;
  const files: Record<string, UploadedFile> = {};
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
    else if (fileParts.includes(part.fieldname) && bytes.length > 0) files[part.fieldname] = { bytes, fileName: part.filename ?? '' };
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
function sendFile(reply: FastifyReply, file: AlumniFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .type(file.type)
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.bytes);
}

const choice = (field: string) => z.string().trim().max(LABEL_MAX, tooLong(LABEL_MAX, field)).min(1, requiredIssue(field));

/** Alumni registration and history (001 §7), the spec's names and spelling kept; files and the dashboard's list are ours. */
export const alumniRoutes: FastifyPluginAsyncZod<{ alumni: AlumniService }> = async (app, { alumni }) => {
  const read = { access: 'masterdata.read' } as const;
  const registerAccess = { access: 'alumni.register' } as const;
  const history = { access: 'alumni.history' } as const;

  // The registration's and the history's cascading lists (degree → batches → branches).
  app.get(
    '/api/getBatches',
    { config: read, schema: { querystring: z.object({ degree: choice('degree') }), response: { 200: z.array(z.string()) } } },
    (request) => alumni.batchesOf(request.query.degree),
  );
  app.get(
    '/api/getAlumniBatchesByCourse',
    { config: read, schema: { querystring: z.object({ degree: choice('degree') }), response: { 200: z.array(z.string()) } } },
    (request) => alumni.batchesOf(request.query.degree),
  );
  app.get(
    '/api/getAllbranchesbasedonleveldegree',
    {
      config: read,
      schema: {
        querystring: z.object({
          course: choice('course'),
          level: z.string().trim().max(LABEL_MAX, tooLong(LABEL_MAX, 'level')).optional(),
        }),
        response: { 200: z.array(z.string()) },
      },
    },
    (request) => alumni.branchesOf(request.query.course, request.query.level || undefined),
  );

  app.post(
    '/api/saveAlumniStudentRegister',
    { config: registerAccess, schema: { response: { 200: alumniRegistrationAnswerSchema } } },
    async (request) => {
      const { raw, files } = await readForm(request, ALUMNI_PARTS.registration, [ALUMNI_PARTS.file]);
      return alumni.register(raw, files[ALUMNI_PARTS.file] ?? null, request.user!);
    },
  );
  app.get(
    '/api/alumni/registrations',
    { config: registerAccess, schema: { response: { 200: z.array(alumniRegistrationEntrySchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return alumni.myRegistrations(request.user!);
    },
  );
  app.get(
    '/api/alumni/registrations/:id/file',
    { config: { access: 'alumni.files' }, schema: { params: z.object({ id: idSchema() }) } },
    async (request, reply) => sendFile(reply, await alumni.registrationFile(request.params.id, request.user!)),
  );

  app.get(
    '/api/getAlumniData',
    { config: history, schema: { response: { 200: z.array(alumniHistoryEntrySchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return alumni.historyList();
    },
  );
  app.post(
    '/api/saveAluminiHistoryByUrl',
    { config: history, schema: { response: { 200: alumniHistoryAnswerSchema } } },
    async (request) => {
      const { raw, files } = await readForm(request, ALUMNI_PARTS.history, [ALUMNI_PARTS.photo, ALUMNI_PARTS.certificate]);
      const uploads = { photo: files[ALUMNI_PARTS.photo] ?? null, certificate: files[ALUMNI_PARTS.certificate] ?? null };
      return alumni.saveHistory(raw, uploads, request.user!);
    },
  );
  app.put(
    '/api/alumni/history/:id',
    {
      config: history,
      schema: { params: z.object({ id: idSchema() }), body: alumniHistoryEditSchema, response: { 200: alumniHistoryAnswerSchema } },
    },
    (request) => alumni.editHistory(request.params.id, request.body, request.user!),
  );
  app.delete(
    '/api/alumni/history/:id',
    { config: history, schema: { params: z.object({ id: idSchema() }), response: { 200: alumniHistoryAnswerSchema } } },
    (request) => alumni.deleteHistory(request.params.id, request.user!),
  );
  // What the register knows of a roll number, to fill a new entry; only to those who record alumni.
  app.get(
    '/api/alumni/register/:rollNumber',
    {
      config: history,
      schema: {
        params: z.object({
          rollNumber: z.string().trim().min(1, requiredIssue('rollNumber')).max(ROLL_NO_MAX, tooLong(ROLL_NO_MAX, 'rollNumber')),
        }),
        response: { 200: alumniRegisterStudentSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return alumni.registerStudent(request.params.rollNumber);
    },
  );
  app.get(
    '/api/alumni/history/:id/:kind',
    {
      config: history,
      schema: {
        params: z.object({
          id: idSchema(),
          kind: z.enum(['photo', 'certificate'], { error: oneOfIssue('kind', ['photo', 'certificate']) }),
        }),
      },
    },
    async (request, reply) => sendFile(reply, await alumni.historyFile(request.params.id, request.params.kind)),
  );
};
