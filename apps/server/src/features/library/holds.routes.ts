import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deskHoldSchema, holdIdSchema, holdSchema, holdsPageSchema, holdsQuerySchema, holdsSchema, placeHoldSchema } from '@campus/shared';
import type { HoldsService } from './holds.service.js';

/** Holds: a member places and cancels their own from the OPAC; the library's staff place them at the desk, list and cancel any. */
export const holdsRoutes: FastifyPluginAsyncZod<{ holds: HoldsService }> = async (app, { holds }) => {
  const desk = { access: 'library.circulation.manage' } as const;
  const own = { access: 'library.own' } as const;

  app.get('/api/library/me/holds', { config: own, schema: { response: { 200: holdsSchema } } }, (request) => holds.mine(request.user!));
  app.post(
    '/api/library/me/holds',
    { config: own, schema: { body: placeHoldSchema, response: { 201: holdSchema } } },
    async (request, reply) => reply.code(201).send(await holds.placeOwn(request.body.titleId, request.user!)),
  );
  app.post(
    '/api/library/me/holds/:id/cancel',
    { config: own, schema: { params: holdIdSchema, response: { 200: holdSchema } } },
    (request) => holds.cancel(request.params.id, request.user!, request.user!),
  );
  app.get(
    '/api/library/holds',
    { config: desk, schema: { querystring: holdsQuerySchema, response: { 200: holdsPageSchema } } },
    (request) => holds.list(request.query),
  );
  app.post(
    '/api/library/holds',
    { config: desk, schema: { body: deskHoldSchema, response: { 201: holdSchema } } },
    async (request, reply) => reply.code(201).send(await holds.placeAtDesk(request.body, request.user!)),
  );
  app.post('/api/library/holds/:id/cancel', { config: desk, schema: { params: holdIdSchema, response: { 200: holdSchema } } }, (request) =>
    holds.cancel(request.params.id, request.user!),
  );
};
