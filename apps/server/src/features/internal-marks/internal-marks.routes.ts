import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  componentsParamsSchema,
  componentsSaveSchema,
  markClassesSchema,
  markSheetQuerySchema,
  markSheetSaveSchema,
  markSheetSchema,
  markSheetSubmitSchema,
  markSheetUnlockSchema,
  marksOverviewQuerySchema,
  marksOverviewSchema,
  marksReleaseSchema,
  messageResponseSchema,
  myMarksSchema,
  subjectComponentsSchema,
} from '@campus/shared';
import type { InternalMarksService } from './internal-marks.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Internal marks entered by each class's teacher, unlocked by the head, released by the examination cell, and one's own. */
export const internalMarksRoutes: FastifyPluginAsyncZod<{ marks: InternalMarksService }> = async (app, { marks }) => {
  const enter = { access: 'marks.enter' } as const;
  const read = { access: 'marks.read' } as const;
  const view = { access: 'marks.view' } as const;

  app.get('/api/internal-marks/classes', { config: enter, schema: { response: { 200: markClassesSchema } } }, (request) =>
    marks.classes(request.user!),
  );
  app.get(
    '/api/internal-marks/sheet',
    { config: view, schema: { querystring: markSheetQuerySchema, response: { 200: markSheetSchema } } },
    (request) => marks.sheet(request.user!, request.query.allocationId),
  );
  app.put(
    '/api/internal-marks/sheet',
    { config: enter, schema: { body: markSheetSaveSchema, response: { 200: markSheetSchema } } },
    (request) => marks.save(request.user!, request.body),
  );
  app.post(
    '/api/internal-marks/sheet/submit',
    { config: enter, schema: { body: markSheetSubmitSchema, response: { 200: markSheetSchema } } },
    (request) => marks.submit(request.user!, request.body),
  );
  app.post(
    '/api/internal-marks/sheet/unlock',
    { config: { access: 'marks.unlock' }, schema: { body: markSheetUnlockSchema, response: { 200: markSheetSchema } } },
    (request) => marks.unlock(request.user!, request.body),
  );
  app.get(
    '/api/internal-marks/overview',
    { config: read, schema: { querystring: marksOverviewQuerySchema, response: { 200: marksOverviewSchema } } },
    (request) => marks.overview(request.query.batchId, request.query.branchId),
  );
  app.post(
    '/api/internal-marks/release',
    { config: { access: 'marks.release' }, schema: { body: marksReleaseSchema, response: { 200: messageResponseSchema } } },
    (request) => marks.release(request.user!, request.body.allocationIds),
  );
  app.get('/api/internal-marks/export', { config: read, schema: { querystring: marksOverviewQuerySchema } }, async (request, reply) => {
    const { file, fileName } = await marks.exportMarks(request.query.batchId, request.query.branchId);
    return reply
      .headers({ 'content-type': XLSX, 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'private, no-store' })
      .send(file);
  });
  app.get(
    '/api/internal-marks/mine',
    { config: { access: 'marks.own' }, schema: { response: { 200: myMarksSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return marks.mine(request.user!.id);
    },
  );
  app.get(
    '/api/internal-marks/components/:subjectId',
    { config: view, schema: { params: componentsParamsSchema, response: { 200: subjectComponentsSchema } } },
    (request) => marks.components(request.params.subjectId),
  );
  app.put(
    '/api/internal-marks/components/:subjectId',
    {
      config: { access: 'curriculum.manage' },
      schema: { params: componentsParamsSchema, body: componentsSaveSchema, response: { 200: subjectComponentsSchema } },
    },
    (request) => marks.saveComponents(request.user!, request.params.subjectId, request.body),
  );
};
