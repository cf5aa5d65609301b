import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duesAnswerSchema, duesQuerySchema } from '@campus/shared';
import type { DuesService } from './dues.service.js';

/** `GET /api/payments/dues`: what a student owes (their own, a parent's ward's, or any for fee staff with `?rollNo=`). */
export const duesRoutes: FastifyPluginAsyncZod<{ dues: DuesService }> = async (app, { dues }) => {
  app.get(
    '/api/payments/dues',
    { config: { access: 'payments.dues' }, schema: { querystring: duesQuerySchema, response: { 200: duesAnswerSchema } } },
    (request) => dues.duesAnswer(request.user!, request.query.rollNo),
  );
};
