import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { duesQuerySchema, receiptEntrySchema, receiptParamsSchema, receiptQuerySchema } from '@campus/shared';
import type { ReceiptService } from './receipt.service.js';

/** `GET /api/payments/receipts/{receiptNo}`: the receipt PDF (the number URL-encoded: `RCT%2F2026-27%2F000123`). */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.get(
    '/api/payments/receipts',
    { config: { access: 'payments.dues' }, schema: { querystring: duesQuerySchema, response: { 200: z.array(receiptEntrySchema) } } },
    (request) => receipts.receiptsOf(request.user!, request.query.rollNo),
  );

  app.get(
    '/api/payments/receipts/:receiptNo',
    { config: { access: 'payments.dues' }, schema: { params: receiptParamsSchema, querystring: receiptQuerySchema } },
    async (request, reply) => {
      const { pdf, fileName } = await receipts.byReceiptNo(request.params.receiptNo, request.user!);
      const disposition = request.query.download ? 'attachment' : 'inline';
      return reply
        .type('application/pdf')
        .header('content-disposition', `${disposition}; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
