import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditActionsSchema, auditFilterSchema, auditPageSchema, auditQuerySchema } from '@campus/shared';
import type { AuditLogService } from './audit-log.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The audit log for the administrator: a page of it, its actions, and its export. */
export const auditRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (app, { auditLog }) => {
  const view = { access: 'audit.view' } as const;

  app.get(
    '/api/audit-log',
    { config: view, schema: { querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request, reply) => {
      const page = await auditLog.page(request.query);
      reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  app.get('/api/audit-log/actions', { config: view, schema: { response: { 200: auditActionsSchema } } }, () => auditLog.actions());

  app.get('/api/audit-log/export.xlsx', { config: view, schema: { querystring: auditFilterSchema } }, async (request, reply) => {
    const { file, total, rows } = await auditLog.exportWorkbook(request.query);
    return reply
      .type(XLSX)
      .header('content-disposition', 'attachment; filename="audit-log.xlsx"')
      .header('cache-control', 'private, no-store')
      .header('x-total-count', String(total))
      .header('x-export-rows', String(rows))
      .send(file);
  });
};
