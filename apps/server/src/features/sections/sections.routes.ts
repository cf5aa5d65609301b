import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allocationInputSchema,
  allocationSchema,
  allocationTeacherSchema,
  electiveChoiceInputSchema,
  placementInputSchema,
  sectionDetailSchema,
  sectionIdSchema,
  sectionInputSchema,
  sectionPlacesSchema,
  sectionSchema,
  sectionsQuerySchema,
  sectionsSchema,
  sectionsSplitResultSchema,
  sectionsSplitSchema,
  sectionStudentParamsSchema,
  teachersQuerySchema,
  teachersSchema,
} from '@campus/shared';
import type { SectionsService } from './sections.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sections, their students and electives, and who teaches what (ADR 0145); the upload is `fileType=sections`. */
export const sectionsRoutes: FastifyPluginAsyncZod<{ sections: SectionsService }> = async (app, { sections }) => {
  const manage = { access: 'sections.manage' } as const;
  const read = { access: 'sections.read' } as const;

  app.get('/api/sections/places', { config: read, schema: { response: { 200: sectionPlacesSchema } } }, () => sections.places());
  app.get('/api/sections/teachers', { config: read, schema: { querystring: teachersQuerySchema, response: { 200: teachersSchema } } }, (request) =>
    sections.teachers(request.query.q),
  );
  app.get('/api/sections/template.xlsx', { config: manage }, async (_request, reply) =>
    reply
      .headers({ 'content-type': XLSX, 'content-disposition': 'attachment; filename="sections-template.xlsx"', 'cache-control': 'private, no-store' })
      .send(await sections.template()),
  );
  app.get('/api/sections', { config: read, schema: { querystring: sectionsQuerySchema, response: { 200: sectionsSchema } } }, (request) =>
    sections.list(request.query),
  );
  app.post(
    '/api/sections',
    { config: manage, schema: { body: sectionsSplitSchema, response: { 201: sectionsSplitResultSchema } } },
    async (request, reply) => reply.code(201).send(await sections.split(request.user!, request.body)),
  );
  app.get('/api/sections/:id', { config: read, schema: { params: sectionIdSchema, response: { 200: sectionDetailSchema } } }, (request) =>
    sections.detail(request.params.id),
  );
  app.put(
    '/api/sections/:id',
    { config: manage, schema: { params: sectionIdSchema, body: sectionInputSchema, response: { 200: sectionSchema } } },
    (request) => sections.change(request.user!, request.params.id, request.body),
  );
  app.delete('/api/sections/:id', { config: manage, schema: { params: sectionIdSchema } }, async (request, reply) => {
    await sections.remove(request.user!, request.params.id);
    return reply.code(204).send();
  });
  app.put(
    '/api/sections/:id/students/:studentId',
    { config: manage, schema: { params: sectionStudentParamsSchema, body: placementInputSchema } },
    async (request, reply) => {
      await sections.placeStudent(request.user!, request.params.id, request.params.studentId, request.body);
      return reply.code(204).send();
    },
  );
  app.put(
    '/api/sections/:id/electives',
    { config: manage, schema: { params: sectionIdSchema, body: electiveChoiceInputSchema } },
    async (request, reply) => {
      await sections.chooseElective(request.user!, request.params.id, request.body);
      return reply.code(204).send();
    },
  );
  app.post(
    '/api/sections/:id/allocations',
    { config: manage, schema: { params: sectionIdSchema, body: allocationInputSchema, response: { 201: allocationSchema } } },
    async (request, reply) => reply.code(201).send(await sections.allocate(request.user!, request.params.id, request.body)),
  );
  app.put(
    '/api/allocations/:id',
    { config: manage, schema: { params: sectionIdSchema, body: allocationTeacherSchema, response: { 200: allocationSchema } } },
    (request) => sections.changeAllocation(request.user!, request.params.id, request.body.facultyId),
  );
  app.delete('/api/allocations/:id', { config: manage, schema: { params: sectionIdSchema } }, async (request, reply) => {
    await sections.removeAllocation(request.user!, request.params.id);
    return reply.code(204).send();
  });
};
