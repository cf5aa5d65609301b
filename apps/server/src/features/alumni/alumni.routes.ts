import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
  tooLong,
} from '@campus/shared';
import { readForm, sendFile } from '../../lib/multipart-form.js';
import type { AlumniService } from './alumni.service.js';

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
      return alumni.register(raw, files[ALUMNI_PARTS.file]?.[0] ?? null, request.user!);
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
      const uploads = { photo: files[ALUMNI_PARTS.photo]?.[0] ?? null, certificate: files[ALUMNI_PARTS.certificate]?.[0] ?? null };
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
