import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryFiguresSchema,
  deliveryLogQuerySchema,
  deliveryLogSchema,
  markReadSchema,
  NOTIFICATION_KINDS,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationTemplateInputSchema,
  notificationTemplateSchema,
  notificationTemplatesSchema,
  serverText,
  testSendSchema,
  unreadCountSchema,
} from '@campus/shared';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { deliveriesWorkbook } from './deliveries-export.js';
import type { NotificationSender } from './notification-sender.js';
import type { NotificationTemplatesService } from './notification-templates.service.js';
import type { NotificationsService } from './notifications.service.js';
import { parseMsg91DeliveryReports, webhookSecretMatches } from './sms/msg91.adapter.js';

const own = { access: 'notifications.own' } as const;
const office = { access: 'notifications.office' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const REPORT_BODY_MAX = 256 * 1024;

interface NotificationsRoutesOptions {
  notifications: NotificationsService;
  templates: NotificationTemplatesService;
  sender: NotificationSender;
  /** The secret in the delivery-report address registered with the SMS provider; without it, reports are not taken. */
  webhookSecret?: string;
}

/** One's own notifications and choices (ADR 0116, 0117), and the office's log, wording and test send. */
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (
  app,
  { notifications, templates, sender, webhookSecret },
) => {
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

  app.get(
    '/api/notifications/preferences',
    { config: own, schema: { response: { 200: notificationPreferencesAnswerSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.preferences(request.user!.id);
    },
  );
  app.put(
    '/api/notifications/preferences',
    { config: own, schema: { body: notificationPreferencesSchema, response: { 200: notificationPreferencesAnswerSchema } } },
    async (request) => notifications.savePreferences(request.user!.id, request.body),
  );

  app.get(
    '/api/notifications/deliveries',
    { config: office, schema: { querystring: deliveryLogQuerySchema, response: { 200: deliveryLogSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.deliveryLog(request.query);
    },
  );
  app.get(
    '/api/notifications/deliveries/export.xlsx',
    { config: office, schema: { querystring: deliveryLogQuerySchema } },
    async (request, reply) => {
      const { file, rows } = await deliveriesWorkbook(notifications.deliveryRows(request.query));
      return reply
        .type(XLSX)
        .header('content-disposition', 'attachment; filename="deliveries.xlsx"')
        .header('cache-control', 'private, no-store')
        .header('x-export-rows', String(rows))
        .send(file);
    },
  );
  app.get(
    '/api/notifications/figures',
    { config: office, schema: { response: { 200: deliveryFiguresSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return notifications.figures();
    },
  );

  app.get('/api/notifications/templates', { config: office, schema: { response: { 200: notificationTemplatesSchema } } }, async () =>
    templates.list(),
  );
  app.put(
    '/api/notifications/templates/:kind',
    {
      config: office,
      schema: {
        params: z.object({ kind: z.string().max(40) }),
        body: notificationTemplateInputSchema,
        response: { 200: notificationTemplateSchema },
      },
    },
    async (request) => {
      const kind = NOTIFICATION_KINDS.find((k) => k === request.params.kind);
      if (!kind) throw notFound(serverText('notifications.unknownKind'));
      return templates.save(kind, request.body, request.user!.id);
    },
  );

  app.post(
    '/api/notifications/test',
    { config: office, schema: { body: testSendSchema, response: { 200: z.object({ queued: z.number() }) } } },
    async (request) => {
      const queued = await notifications.testSend(request.user!.id, request.body);
      sender.wake();
      return { queued };
    },
  );

  // MSG91 does not sign its delivery reports: the college registers an address holding a secret, and only that address is heard.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'string', bodyLimit: REPORT_BODY_MAX }, (_request, body, done) => done(null, body));
    hook.post(
      '/api/notifications/sms/reports/:secret',
      { config: { access: 'public.read' }, schema: { params: z.object({ secret: z.string().max(200) }) } },
      async (request, reply) => {
        const { secret } = request.params as { secret: string };
        if (!webhookSecret || !webhookSecretMatches(secret, webhookSecret)) throw notFound(serverText('notifications.webhookSecret'));
        const body = typeof request.body === 'string' ? request.body : '';
        // Reports that are not final (submitted, pending) and bodies of no known shape give none: answered 200, as the provider expects.
        const reports = parseMsg91DeliveryReports(request.headers['content-type'] ?? '', body);
        let changed = 0;
        for (const report of reports) changed += await sender.reported(report);
        return reply.code(200).send({ received: reports.length, changed });
      },
    );
  });
};
