import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppServices } from '../../app.js';

const entrySchema = z.object({
  id: z.number(),
  at: z.date(),
  actorUsername: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});

export function auditRoutes({ audit }: AppServices): FastifyPluginAsyncZod {
  return async (app) => {
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
}
