import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountsOrdersPageSchema,
  accountsOrdersQuerySchema,
  collectionsRangeSchema,
  collectionsReportSchema,
  paymentHistoryQuerySchema,
  paymentHistorySchema,
} from '@campus/shared';
import type { AccountsService } from './accounts.service.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The accounts view's reads (fee staff): collections, orders, a student's history and the export. */
export const accountsRoutes: FastifyPluginAsyncZod<{ accounts: AccountsService }> = async (app, { accounts }) => {
  const reports = { access: 'payments.reports' } as const;

  app.get(
    '/api/payments/accounts/collections',
    { config: reports, schema: { querystring: collectionsRangeSchema, response: { 200: collectionsReportSchema } } },
    (request) => accounts.collections(request.query),
  );

  app.get(
    '/api/payments/accounts/orders',
    { config: reports, schema: { querystring: accountsOrdersQuerySchema, response: { 200: accountsOrdersPageSchema } } },
    async (request, reply) => {
      const page = await accounts.orders(request.query);
      reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  app.get(
    '/api/payments/accounts/history',
    { config: reports, schema: { querystring: paymentHistoryQuerySchema, response: { 200: paymentHistorySchema } } },
    (request) => accounts.history(request.query.rollNumber),
  );

  app.get(
    '/api/payments/collections.xlsx',
    { config: reports, schema: { querystring: collectionsRangeSchema } },
    async (request, reply) => {
      const { from, to, mode } = request.query;
      const file = await accounts.exportCollections(request.query);
      const of = mode ? `-${mode.toLowerCase()}` : '';
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="collections-${from}-to-${to}${of}.xlsx"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
