import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadSchema, notificationsPageSchema, notificationsQuerySchema, unreadCountSchema } from '@campus/shared';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service.js';

const own = { access: 'notifications.own' } as const;

/** One's own notifications in the app: the list, the bell's figure, and marking them read (ADR 0116). */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (app, { notifications }) => {
  app.get(
    '/api/notifications',
    { config: own, schema: { querystring: notificationsQuerySchema, response: { 200: notificationsPageSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.page(request.user!.id, request.query);
    },
  );
  app.get('/api/notifications/unread', { config: own, schema: { response: { 200: unreadCountSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { unread: await notifications.unread(request.user!.id) };
  });
  app.post(
    '/api/notifications/read',
    { config: own, schema: { body: markReadSchema, response: { 200: z.object({ marked: z.number(), unread: z.number() }) } } },
    async (request) => notifications.markRead(request.user!.id, request.body),
  );
};
