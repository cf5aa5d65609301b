import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardingListQuerySchema,
  busPassApplySchema,
  busPassCancelSchema,
  busPassListQuerySchema,
  busPassPageSchema,
  busPassSchema,
  busPassSettingsInputSchema,
  busPassSettingsSchema,
  busPassStopChangeSchema,
  busPassVerificationSchema,
  busPassVerifyParamsSchema,
  ownBusPassSchema,
  transportIdSchema,
} from '@campus/shared';
import { sendPdf } from '../../lib/send-pdf.js';
import type { BusPassService } from './bus-pass.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Bus passes: students apply and print, the office allots, moves and cancels, a conductor verifies. */
export const busPassRoutes: FastifyPluginAsyncZod<{ passes: BusPassService }> = async (app, { passes }) => {
  const read = { access: 'transport.read' } as const;
  const manage = { access: 'transport.manage' } as const;
  const own = { access: 'transport.pass.own' } as const;

  app.get('/api/transport/me/pass', { config: own, schema: { response: { 200: ownBusPassSchema } } }, (request) =>
    passes.own(request.user!),
  );
  app.post(
    '/api/transport/me/pass',
    { config: own, schema: { body: busPassApplySchema.omit({ rollNo: true }), response: { 201: busPassSchema } } },
    async (request, reply) => reply.code(201).send(await passes.apply(request.user!, request.body)),
  );
  app.get('/api/transport/me/pass/:id/pdf', { config: own, schema: { params: transportIdSchema } }, async (request, reply) =>
    sendPdf(reply, await passes.pdf(request.user!, request.params.id)),
  );

  app.get(
    '/api/transport/passes',
    { config: read, schema: { querystring: busPassListQuerySchema, response: { 200: busPassPageSchema } } },
    (request) => passes.list(request.query),
  );
  app.post(
    '/api/transport/passes',
    { config: manage, schema: { body: busPassApplySchema, response: { 201: busPassSchema } } },
    async (request, reply) => reply.code(201).send(await passes.apply(request.user!, request.body)),
  );
  app.get('/api/transport/passes/:id', { config: read, schema: { params: transportIdSchema, response: { 200: busPassSchema } } }, (request) =>
    passes.pass(request.user!, request.params.id),
  );
  app.get('/api/transport/passes/:id/pdf', { config: read, schema: { params: transportIdSchema } }, async (request, reply) =>
    sendPdf(reply, await passes.pdf(request.user!, request.params.id)),
  );
  app.post(
    '/api/transport/passes/:id/stop',
    { config: manage, schema: { params: transportIdSchema, body: busPassStopChangeSchema, response: { 200: busPassSchema } } },
    (request) => passes.changeStop(request.user!, request.params.id, request.body),
  );
  app.post(
    '/api/transport/passes/:id/cancel',
    { config: manage, schema: { params: transportIdSchema, body: busPassCancelSchema, response: { 200: busPassSchema } } },
    (request) => passes.cancel(request.user!, request.params.id, request.body.reason),
  );

  app.get(
    '/api/transport/routes/:id/boarding-list',
    { config: read, schema: { params: transportIdSchema, querystring: boardingListQuerySchema } },
    async (request, reply) => {
      const { file, fileName } = await passes.boardingListFile(request.params.id, request.query.format);
      if (request.query.format === 'pdf') return sendPdf(reply, { pdf: file, fileName });
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );

  app.get('/api/transport/pass-settings', { config: read, schema: { response: { 200: busPassSettingsSchema } } }, () => passes.settings());
  app.put(
    '/api/transport/pass-settings',
    { config: manage, schema: { body: busPassSettingsInputSchema, response: { 200: busPassSettingsSchema } } },
    (request) => passes.saveSettings(request.body, request.user!),
  );

  app.get(
    '/api/transport/verify/:code',
    { config: { access: 'transport.pass.verify' }, schema: { params: busPassVerifyParamsSchema, response: { 200: busPassVerificationSchema } } },
    (request) => passes.verify(request.params.code),
  );
};
