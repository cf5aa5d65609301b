import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuditService } from './audit.service.js';

const entrySchema = z.object({
  id: z.number(),
  at: z.date(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/api/audit-log',
    {
      config: { access: 'audit.view' },
      schema: {
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
        response: { 200: z.array(entrySchema) },
      },
    },
    async (request) => audit.recent(request.query.limit),
  );
};
