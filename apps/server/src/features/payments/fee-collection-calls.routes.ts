import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feeCollectionQuerySchema,
  feePaymentDetailSchema,
  feePaymentDetailsQuerySchema,
  paymentDataItemSchema,
  paymentDataListSchema,
  transactionStatusQuerySchema,
  type PaymentDataItem,
} from '@campus/shared';
import type { ReceiptService } from './receipt.service.js';

/** The order a save call is about: `?orderId=`, else the first item's, else a receipt child's transaction id. */
function orderRef(query: { orderId?: string }, items: PaymentDataItem[]) {
  const orderId = query.orderId || items.find((i) => i.orderId)?.orderId;
  if (orderId) return { orderId };
  const children = items.flatMap((i) => [...(i.examFeeCollectionChild ?? []), ...(i.newAdmissionFeePaymentChild ?? [])]);
  return { transactionId: children.find((c) => c.transactionId)?.transactionId };
}

const receiptAnswer = (field: 'b64' | 'base64') => z.object({ [field]: z.string(), fileName: z.string(), receiptNo: z.string() });

/**
 * The old product's collection calls (spec 001 section 7). None of them records money: the orders
 * feature records a payment once the gateway confirms it. Each answers the receipt of an order
 * already recorded, and 409 for an order not (yet) paid, so a student or parent can mark nothing paid.
 */
/** Shapes a reported value may have to be logged: a status or code word, an order id, a number of at most 9 digits. */
const WORD = /^[A-Za-z_-]{1,30}$/;
const ORDER_ID = /^ORD-(\d{4}|DEMO)-\d{6}(-[A-Z0-9]{4})?$/;
const SMALL_NUMBER = /^\d{1,9}(\.\d{1,2})?$/;
const shaped = (value: string | undefined, shape: RegExp) => (value === undefined ? undefined : shape.test(value) ? value : '(other)');

export const feeCollectionCallsRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  const access = { access: 'payments.dues' } as const;

  for (const path of ['/api/saveFeeCollectionssDataa', '/api/saveFeeCollectionssDataaMiscellaneous']) {
    app.post(
      path,
      { config: access, schema: { querystring: feeCollectionQuerySchema, body: paymentDataListSchema } },
      async (request, reply) => {
        const receipt = await receipts.receiptOfOrder(orderRef(request.query, request.body), request.user!);
        // The spec's client decodes the answer itself: the PDF as base64 text.
        return reply
          .type('text/plain; charset=utf-8')
          .header('x-file-name', receipt.fileName)
          .header('cache-control', 'private, no-store')
          .send(receipt.pdf.toString('base64'));
      },
    );
  }

  app.post(
    '/api/saveExamFeeCollection',
    {
      config: access,
      schema: { querystring: feeCollectionQuerySchema, body: paymentDataListSchema, response: { 200: receiptAnswer('b64') } },
    },
    async (request) => {
      const { pdf, fileName, receiptNo } = await receipts.receiptOfOrder(orderRef(request.query, request.body), request.user!);
      return { b64: pdf.toString('base64'), fileName, receiptNo };
    },
  );

  app.post(
    '/api/saveNewAdmissionFeePaymentData',
    {
      config: access,
      schema: { querystring: feeCollectionQuerySchema, body: paymentDataItemSchema, response: { 200: receiptAnswer('base64') } },
    },
    async (request) => {
      const { pdf, fileName, receiptNo } = await receipts.receiptOfOrder(orderRef(request.query, [request.body]), request.user!);
      return { base64: pdf.toString('base64'), fileName, receiptNo };
    },
  );

  app.get(
    '/api/getStudentsFeePaymentDetails',
    { config: access, schema: { querystring: feePaymentDetailsQuerySchema, response: { 200: z.array(feePaymentDetailSchema) } } },
    (request) => receipts.paymentDetails(request.query.orderId, request.user!, request.query.rollNo),
  );

  // The result pages report what the return address said; it is logged (without the payer's name,
  // e-mail or roll number, and only values of the expected shape, so no typed text reaches the log)
  // and changes nothing: the gateway's own word decides (DESIGN.md 5.2).
  for (const path of ['/api/getStudentPaidFeeTransationStatus', '/api/getStudentPaidFeeTransationStatusUpdate']) {
    app.get(
      path,
      { config: access, schema: { querystring: transactionStatusQuerySchema, response: { 200: z.object({ logged: z.boolean() }) } } },
      async (request) => {
        const q = request.query;
        const reported = {
          status: shaped(q.status, WORD),
          statusprogress: shaped(q.statusprogress, WORD),
          orderId: shaped(q.orderId, ORDER_ID),
          feeType: shaped(q.feeType, WORD),
          semester: shaped(q.semester, SMALL_NUMBER),
          amount: shaped(q.amount, SMALL_NUMBER),
          currency: shaped(q.currency, WORD),
        };
        request.log.info({ ...reported, userId: request.user!.id }, 'payment result page reported a transaction');
        return { logged: true };
      },
    );
  }
};
