import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counterCloseSchema,
  counterDayAmendSchema,
  counterDayIdParamsSchema,
  counterDayQuerySchema,
  counterDaySchema,
  counterDaysQuerySchema,
  counterDaysSchema,
  counterReceiptAnswerSchema,
  counterReceiptSchema,
  instrumentAnswerSchema,
  instrumentBouncedSchema,
  instrumentClearedSchema,
  instrumentsPageSchema,
  instrumentsQuerySchema,
  receiptNoParamsSchema,
} from '@campus/shared';
import type { CounterService } from './counter.service.js';

/** The fee counter: receipts, each clerk's day and its closing, cheques and drafts cleared or bounced (ADR 0103). */
export const counterRoutes: FastifyPluginAsyncZod<{ counter: CounterService }> = async (app, { counter }) => {
  const clerk = { access: 'payments.counter' } as const;
  const accounts = { access: 'payments.counterAccounts' } as const;

  app.post(
    '/api/payments/counter/receipts',
    {
      config: clerk,
      schema: { body: counterReceiptSchema, response: { 200: counterReceiptAnswerSchema, 201: counterReceiptAnswerSchema } },
    },
    async (request, reply) => {
      const answer = await counter.receive(request.user!, request.body);
      reply.code(answer.repeated ? 200 : 201);
      return answer;
    },
  );

  app.get(
    '/api/payments/counter/day',
    { config: clerk, schema: { querystring: counterDayQuerySchema, response: { 200: counterDaySchema } } },
    (request) => counter.day(request.user!, request.query),
  );

  app.post(
    '/api/payments/counter/day/close',
    { config: clerk, schema: { body: counterCloseSchema, response: { 200: counterDaySchema } } },
    (request) => counter.close(request.user!, request.body),
  );

  app.get(
    '/api/payments/counter/days',
    { config: accounts, schema: { querystring: counterDaysQuerySchema, response: { 200: counterDaysSchema } } },
    (request) => counter.days(request.query),
  );

  app.put(
    '/api/payments/counter/days/:id',
    {
      config: { access: 'payments.counterDayAmend' },
      schema: { params: counterDayIdParamsSchema, body: counterDayAmendSchema, response: { 200: counterDaySchema } },
    },
    (request) => counter.amend(request.user!, request.params.id, request.body),
  );

  app.get(
    '/api/payments/counter/instruments',
    { config: accounts, schema: { querystring: instrumentsQuerySchema, response: { 200: instrumentsPageSchema } } },
    async (request, reply) => {
      const page = await counter.instruments(request.query);
      reply.header('x-total-count', String(page.total));
      return page;
    },
  );

  app.post(
    '/api/payments/counter/instruments/:receiptNo/cleared',
    {
      config: accounts,
      schema: { params: receiptNoParamsSchema, body: instrumentClearedSchema, response: { 200: instrumentAnswerSchema } },
    },
    (request) => counter.cleared(request.user!, request.params.receiptNo, request.body),
  );

  app.post(
    '/api/payments/counter/instruments/:receiptNo/bounced',
    {
      config: accounts,
      schema: { params: receiptNoParamsSchema, body: instrumentBouncedSchema, response: { 200: instrumentAnswerSchema } },
    },
    (request) => counter.bounced(request.user!, request.params.receiptNo, request.body),
  );
};
