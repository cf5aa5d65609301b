import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allotmentPlanSchema,
  allotmentRulesSchema,
  allotmentSettingsSchema,
  fittingBedsSchema,
  hostelAllotSchema,
  hostelApplicationSchema,
  hostelApplicationsPageSchema,
  hostelApplicationsQuerySchema,
  hostelApplySchema,
  hostelIdSchema,
  hostelMoveSchema,
  hostelSettlementSchema,
  hostelVacateSchema,
  ownHostelApplicationSchema,
} from '@campus/shared';
import type { HostelAllotmentService } from './hostel-allotment.service.js';

/** Hostel applications: a student applies, the office allots one by one or all by its rules, moves and vacates. */
export const hostelAllotmentRoutes: FastifyPluginAsyncZod<{ allotments: HostelAllotmentService }> = async (app, { allotments }) => {
  const read = { access: 'hostel.read' } as const;
  const manage = { access: 'hostel.manage' } as const;
  const own = { access: 'hostel.apply.own' } as const;

  app.get('/api/hostel/me/application', { config: own, schema: { response: { 200: ownHostelApplicationSchema } } }, (request) =>
    allotments.own(request.user!),
  );
  app.post(
    '/api/hostel/me/application',
    { config: own, schema: { body: hostelApplySchema.omit({ rollNo: true }), response: { 201: hostelApplicationSchema } } },
    async (request, reply) => reply.code(201).send(await allotments.apply(request.user!, request.body)),
  );

  app.get(
    '/api/hostel/applications',
    { config: read, schema: { querystring: hostelApplicationsQuerySchema, response: { 200: hostelApplicationsPageSchema } } },
    (request) => allotments.list(request.query),
  );
  app.post(
    '/api/hostel/applications',
    { config: manage, schema: { body: hostelApplySchema, response: { 201: hostelApplicationSchema } } },
    async (request, reply) => reply.code(201).send(await allotments.apply(request.user!, request.body)),
  );
  app.get(
    '/api/hostel/applications/:id/beds',
    { config: manage, schema: { params: hostelIdSchema, response: { 200: fittingBedsSchema } } },
    (request) => allotments.fittingBeds(request.params.id),
  );
  app.post(
    '/api/hostel/applications/:id/allot',
    { config: manage, schema: { params: hostelIdSchema, body: hostelAllotSchema, response: { 201: hostelApplicationSchema } } },
    async (request, reply) => reply.code(201).send(await allotments.allot(request.user!, request.params.id, request.body)),
  );

  app.post('/api/hostel/allotments/preview', { config: manage, schema: { response: { 200: allotmentPlanSchema } } }, () =>
    allotments.preview(),
  );
  app.post('/api/hostel/allotments/run', { config: manage, schema: { response: { 200: allotmentPlanSchema } } }, (request) =>
    allotments.run(request.user!),
  );
  app.post(
    '/api/hostel/allotments/:id/move',
    { config: manage, schema: { params: hostelIdSchema, body: hostelMoveSchema, response: { 200: hostelApplicationSchema } } },
    (request) => allotments.move(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/hostel/allotments/:id/vacate',
    { config: manage, schema: { params: hostelIdSchema, body: hostelVacateSchema, response: { 200: hostelApplicationSchema } } },
    (request) => allotments.vacate(request.user!, request.params.id, request.body),
  );

  app.post(
    '/api/hostel/allotments/:id/vacate/preview',
    { config: manage, schema: { params: hostelIdSchema, body: hostelVacateSchema, response: { 200: hostelSettlementSchema } } },
    (request) => allotments.vacatePreview(request.params.id, request.body),
  );

  app.get('/api/hostel/allotment-settings', { config: read, schema: { response: { 200: allotmentRulesSchema } } }, () =>
    allotments.settings(),
  );
  app.put(
    '/api/hostel/allotment-settings',
    { config: manage, schema: { body: allotmentSettingsSchema, response: { 200: allotmentRulesSchema } } },
    (request) => allotments.saveSettings(request.body, request.user!),
  );
};
