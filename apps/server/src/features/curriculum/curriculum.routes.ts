import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  curriculumIdSchema,
  curriculumPlacesSchema,
  curriculumWorkbookQuerySchema,
  regulationInputSchema,
  regulationSchema,
  regulationsSchema,
  subjectInputSchema,
  subjectQuerySchema,
  subjectSchema,
  subjectsPageSchema,
} from '@campus/shared';
import type { CurriculumService } from './curriculum.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The curriculum (ADR 0144): regulations and their subjects, by form and by workbook (the upload is `fileType=curriculum`). */
export const curriculumRoutes: FastifyPluginAsyncZod<{ curriculum: CurriculumService }> = async (app, { curriculum }) => {
  const manage = { access: 'curriculum.manage' } as const;
  const read = { access: 'curriculum.read' } as const;
  const workbook = (name: string) => ({
    'content-type': XLSX,
    'content-disposition': `attachment; filename="${name}"`,
    'cache-control': 'private, no-store',
  });

  app.get('/api/curriculum/places', { config: read, schema: { response: { 200: curriculumPlacesSchema } } }, () => curriculum.places());
  app.get('/api/curriculum/regulations', { config: read, schema: { response: { 200: regulationsSchema } } }, () =>
    curriculum.regulations(),
  );
  app.post(
    '/api/curriculum/regulations',
    { config: manage, schema: { body: regulationInputSchema, response: { 201: regulationSchema } } },
    async (request, reply) => reply.code(201).send(await curriculum.addRegulation(request.user!, request.body)),
  );
  app.put(
    '/api/curriculum/regulations/:id',
    { config: manage, schema: { params: curriculumIdSchema, body: regulationInputSchema, response: { 200: regulationSchema } } },
    (request) => curriculum.changeRegulation(request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/curriculum/subjects',
    { config: read, schema: { querystring: subjectQuerySchema, response: { 200: subjectsPageSchema } } },
    (request) => curriculum.subjects(request.query),
  );
  app.post(
    '/api/curriculum/subjects',
    { config: manage, schema: { body: subjectInputSchema, response: { 201: subjectSchema } } },
    async (request, reply) => reply.code(201).send(await curriculum.addSubject(request.user!, request.body)),
  );
  app.put(
    '/api/curriculum/subjects/:id',
    { config: manage, schema: { params: curriculumIdSchema, body: subjectInputSchema, response: { 200: subjectSchema } } },
    (request) => curriculum.changeSubject(request.user!, request.params.id, request.body),
  );
  app.delete('/api/curriculum/subjects/:id', { config: manage, schema: { params: curriculumIdSchema } }, async (request, reply) => {
    await curriculum.removeSubject(request.user!, request.params.id);
    return reply.code(204).send();
  });

  app.get('/api/curriculum/template.xlsx', { config: manage }, async (_request, reply) => {
    const file = await curriculum.template();
    return reply.headers(workbook('curriculum-template.xlsx')).send(file);
  });
  app.get(
    '/api/curriculum/subjects.xlsx',
    { config: read, schema: { querystring: curriculumWorkbookQuerySchema } },
    async (request, reply) => {
      const { code, file } = await curriculum.workbook(request.query.regulationId);
      return reply.headers(workbook(`curriculum-${code}.xlsx`)).send(file);
    },
  );
};
