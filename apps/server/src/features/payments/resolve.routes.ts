import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  gatewayFactsSchema,
  orderIdParamsSchema,
  resolveDecisionAnswerSchema,
  resolveDecisionSchema,
  resolvePageSchema,
  resolveQuerySchema,
  resolveRefundAnswerSchema,
  resolveRefundedSchema,
} from '@campus/shared';
import type { ResolveService } from './resolve.service.js';

/** Payments to resolve (accounts): the list, the gateway's facts of one order, and the three decisions. */
export const resolveRoutes: FastifyPluginAsyncZod<{ resolve: ResolveService }> = async (app, { resolve }) => {
  const access = { access: 'payments.resolve' } as const;

  app.get(
    '/api/payments/resolve',
    { config: access, schema: { querystring: resolveQuerySchema, response: { 200: resolvePageSchema } } },
    async (request, reply) => {
      const page = await resolve.list(request.query);
      reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  app.get(
    '/api/payments/resolve/:orderId/charge',
    { config: access, schema: { params: orderIdParamsSchema, response: { 200: gatewayFactsSchema } } },
    (request) => resolve.facts(request.params.orderId),
  );

  app.post(
    '/api/payments/resolve/:orderId/paid',
    {
      config: access,
      schema: { params: orderIdParamsSchema, body: resolveDecisionSchema, response: { 200: resolveDecisionAnswerSchema } },
    },
    (request) => resolve.recordPaid(request.user!, request.params.orderId, request.body),
  );

  app.post(
    '/api/payments/resolve/:orderId/refund-due',
    {
      config: access,
      schema: { params: orderIdParamsSchema, body: resolveDecisionSchema, response: { 200: resolveDecisionAnswerSchema } },
    },
    (request) => resolve.recordRefundDue(request.user!, request.params.orderId, request.body),
  );

  app.post(
    '/api/payments/resolve/:orderId/refunded',
    { config: access, schema: { params: orderIdParamsSchema, body: resolveRefundedSchema, response: { 200: resolveRefundAnswerSchema } } },
    (request) => resolve.refunded(request.user!, request.params.orderId, request.body),
  );
};
