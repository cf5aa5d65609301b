import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  fareSlabsInputSchema,
  fareSlabsSchema,
  routeInputSchema,
  routeSchema,
  routesPageSchema,
  transportFiguresSchema,
  transportIdSchema,
  transportListQuerySchema,
  vehicleInputSchema,
  vehicleSchema,
  vehiclesPageSchema,
} from '@campus/shared';
import type { TransportService } from './transport.service.js';

/** The transport office: routes with their stops, vehicles with their papers, and its landing figures. */
export const transportRoutes: FastifyPluginAsyncZod<{ transport: TransportService }> = async (app, { transport }) => {
  const read = { access: 'transport.read' } as const;
  const manage = { access: 'transport.manage' } as const;

  app.get(
    '/api/transport/routes',
    { config: read, schema: { querystring: transportListQuerySchema, response: { 200: routesPageSchema } } },
    (request) => transport.routes(request.query),
  );
  app.post(
    '/api/transport/routes',
    { config: manage, schema: { body: routeInputSchema, response: { 201: routeSchema } } },
    async (request, reply) => reply.code(201).send(await transport.addRoute(request.body, request.user!)),
  );
  app.get('/api/transport/routes/:id', { config: read, schema: { params: transportIdSchema, response: { 200: routeSchema } } }, (request) =>
    transport.route(request.params.id),
  );
  app.put(
    '/api/transport/routes/:id',
    { config: manage, schema: { params: transportIdSchema, body: routeInputSchema, response: { 200: routeSchema } } },
    (request) => transport.changeRoute(request.params.id, request.body, request.user!),
  );
  app.delete('/api/transport/routes/:id', { config: manage, schema: { params: transportIdSchema } }, async (request, reply) => {
    await transport.removeRoute(request.params.id, request.user!);
    return reply.code(204).send();
  });

  app.get(
    '/api/transport/vehicles',
    { config: read, schema: { querystring: transportListQuerySchema, response: { 200: vehiclesPageSchema } } },
    (request) => transport.vehicles(request.query),
  );
  app.post(
    '/api/transport/vehicles',
    { config: manage, schema: { body: vehicleInputSchema, response: { 201: vehicleSchema } } },
    async (request, reply) => reply.code(201).send(await transport.addVehicle(request.body, request.user!)),
  );
  app.put(
    '/api/transport/vehicles/:id',
    { config: manage, schema: { params: transportIdSchema, body: vehicleInputSchema, response: { 200: vehicleSchema } } },
    (request) => transport.changeVehicle(request.params.id, request.body, request.user!),
  );
  app.delete('/api/transport/vehicles/:id', { config: manage, schema: { params: transportIdSchema } }, async (request, reply) => {
    await transport.removeVehicle(request.params.id, request.user!);
    return reply.code(204).send();
  });

  app.get('/api/transport/fares', { config: read, schema: { response: { 200: fareSlabsSchema } } }, () => transport.fares());
  app.put(
    '/api/transport/fares',
    { config: manage, schema: { body: fareSlabsInputSchema, response: { 200: fareSlabsSchema } } },
    (request) => transport.saveFares(request.body, request.user!),
  );

  app.get('/api/transport/figures', { config: read, schema: { response: { 200: transportFiguresSchema } } }, () => transport.figures());
};
