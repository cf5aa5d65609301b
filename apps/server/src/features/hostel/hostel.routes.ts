import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bedBlockInputSchema,
  blockInputSchema,
  blockSchema,
  blocksSchema,
  hostelFiguresSchema,
  hostelIdSchema,
  roomInputSchema,
  roomSchema,
  roomsPageSchema,
  roomsQuerySchema,
  roomTypeInputSchema,
  roomTypeSchema,
  roomTypesSchema,
} from '@campus/shared';
import type { HostelService } from './hostel.service.js';

/** The hostel office: blocks, room types, rooms with their beds, and its landing figures. */
export const hostelRoutes: FastifyPluginAsyncZod<{ hostel: HostelService }> = async (app, { hostel }) => {
  const read = { access: 'hostel.read' } as const;
  const manage = { access: 'hostel.manage' } as const;

  app.get('/api/hostel/blocks', { config: read, schema: { response: { 200: blocksSchema } } }, () => hostel.blocks());
  app.post(
    '/api/hostel/blocks',
    { config: manage, schema: { body: blockInputSchema, response: { 201: blockSchema } } },
    async (request, reply) => reply.code(201).send(await hostel.addBlock(request.body, request.user!)),
  );
  app.put(
    '/api/hostel/blocks/:id',
    { config: manage, schema: { params: hostelIdSchema, body: blockInputSchema, response: { 200: blockSchema } } },
    (request) => hostel.changeBlock(request.params.id, request.body, request.user!),
  );
  app.delete('/api/hostel/blocks/:id', { config: manage, schema: { params: hostelIdSchema } }, async (request, reply) => {
    await hostel.removeBlock(request.params.id, request.user!);
    return reply.code(204).send();
  });

  app.get('/api/hostel/room-types', { config: read, schema: { response: { 200: roomTypesSchema } } }, () => hostel.roomTypes());
  app.post(
    '/api/hostel/room-types',
    { config: manage, schema: { body: roomTypeInputSchema, response: { 201: roomTypeSchema } } },
    async (request, reply) => reply.code(201).send(await hostel.addRoomType(request.body, request.user!)),
  );
  app.put(
    '/api/hostel/room-types/:id',
    { config: manage, schema: { params: hostelIdSchema, body: roomTypeInputSchema, response: { 200: roomTypeSchema } } },
    (request) => hostel.changeRoomType(request.params.id, request.body, request.user!),
  );
  app.delete('/api/hostel/room-types/:id', { config: manage, schema: { params: hostelIdSchema } }, async (request, reply) => {
    await hostel.removeRoomType(request.params.id, request.user!);
    return reply.code(204).send();
  });

  app.get('/api/hostel/rooms', { config: read, schema: { querystring: roomsQuerySchema, response: { 200: roomsPageSchema } } }, (request) =>
    hostel.rooms(request.query),
  );
  app.post(
    '/api/hostel/rooms',
    { config: manage, schema: { body: roomInputSchema, response: { 201: roomSchema } } },
    async (request, reply) => reply.code(201).send(await hostel.addRoom(request.body, request.user!)),
  );
  app.put(
    '/api/hostel/rooms/:id',
    { config: manage, schema: { params: hostelIdSchema, body: roomInputSchema, response: { 200: roomSchema } } },
    (request) => hostel.changeRoom(request.params.id, request.body, request.user!),
  );
  app.delete('/api/hostel/rooms/:id', { config: manage, schema: { params: hostelIdSchema } }, async (request, reply) => {
    await hostel.removeRoom(request.params.id, request.user!);
    return reply.code(204).send();
  });

  app.post(
    '/api/hostel/beds/:id/block',
    { config: manage, schema: { params: hostelIdSchema, body: bedBlockInputSchema, response: { 200: roomSchema } } },
    (request) => hostel.blockBed(request.params.id, request.body, request.user!),
  );
  app.post(
    '/api/hostel/beds/:id/unblock',
    { config: manage, schema: { params: hostelIdSchema, response: { 200: roomSchema } } },
    (request) => hostel.unblockBed(request.params.id, request.user!),
  );

  app.get('/api/hostel/figures', { config: read, schema: { response: { 200: hostelFiguresSchema } } }, () => hostel.figures());
};
