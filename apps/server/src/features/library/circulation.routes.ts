import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  clearanceSchema,
  libraryChargeIdSchema,
  waiverSchema,
  borrowingRuleAnswerSchema,
  borrowingRuleSchema,
  borrowingRulesSchema,
  circulationResultSchema,
  copyScanSchema,
  issueSchema,
  lossSchema,
  memberBarcodeSchema,
  memberSchema,
} from '@campus/shared';
import { sendPdf } from '../../lib/send-pdf.js';
import type { CirculationService } from './circulation.service.js';

/** The circulation desk: the library's staff issue, renew and take back copies; the incharge sets the borrowing rules. */
export const circulationRoutes: FastifyPluginAsyncZod<{ circulation: CirculationService }> = async (app, { circulation }) => {
  const desk = { access: 'library.circulation.manage' } as const;

  app.get(
    '/api/library/members/:barcode',
    { config: desk, schema: { params: memberBarcodeSchema, response: { 200: memberSchema } } },
    (request) => circulation.member(request.params.barcode),
  );
  app.get('/api/library/members/:barcode/photo', { config: desk, schema: { params: memberBarcodeSchema } }, async (request, reply) => {
    const { bytes, type } = await circulation.photo(request.params.barcode);
    return reply.type(type).header('cache-control', 'private, no-store').send(bytes);
  });
  app.get('/api/library/members/:barcode/card', { config: desk, schema: { params: memberBarcodeSchema } }, async (request, reply) =>
    sendPdf(reply, await circulation.card(request.params.barcode)),
  );
  app.post(
    '/api/library/circulation/issue',
    { config: desk, schema: { body: issueSchema, response: { 201: circulationResultSchema } } },
    async (request, reply) => reply.code(201).send(await circulation.issue(request.body, request.user!)),
  );
  app.post(
    '/api/library/circulation/return',
    { config: desk, schema: { body: copyScanSchema, response: { 200: circulationResultSchema } } },
    (request) => circulation.returnCopy(request.body, request.user!),
  );
  app.post(
    '/api/library/circulation/renew',
    { config: desk, schema: { body: copyScanSchema, response: { 200: circulationResultSchema } } },
    (request) => circulation.renew(request.body, request.user!),
  );
  // The borrower's own page of the library: their loans, and a renewal of a copy on loan to them.
  app.get('/api/library/me', { config: { access: 'library.own' }, schema: { response: { 200: memberSchema } } }, (request) =>
    circulation.mine(request.user!),
  );
  app.post(
    '/api/library/me/renew',
    { config: { access: 'library.own' }, schema: { body: copyScanSchema, response: { 200: circulationResultSchema } } },
    (request) => circulation.renew(request.body, request.user!, request.user!),
  );
  app.post(
    '/api/library/circulation/loss',
    { config: desk, schema: { body: lossSchema, response: { 200: circulationResultSchema } } },
    (request) => circulation.loss(request.body, request.user!),
  );
  // Fines and charges: waived by the incharge; the no-dues clearance the leaving offices ask for.
  app.post(
    '/api/library/charges/:id/waive',
    {
      config: { access: 'library.charges.waive' },
      schema: { params: libraryChargeIdSchema, body: waiverSchema, response: { 200: memberSchema } },
    },
    (request) => circulation.waive(request.params.id, request.body, request.user!),
  );
  const clearance = { access: 'library.clearance.read' } as const;
  app.get(
    '/api/library/clearance/:barcode',
    { config: clearance, schema: { params: memberBarcodeSchema, response: { 200: clearanceSchema } } },
    (request) => circulation.clearance(request.params.barcode),
  );
  app.get(
    '/api/library/clearance/:barcode/certificate',
    { config: clearance, schema: { params: memberBarcodeSchema } },
    async (request, reply) => sendPdf(reply, await circulation.certificate(request.params.barcode)),
  );
  app.get('/api/library/me/card', { config: { access: 'library.own' } }, async (request, reply) =>
    sendPdf(reply, await circulation.ownCard(request.user!)),
  );
  app.get('/api/library/me/clearance', { config: { access: 'library.own' }, schema: { response: { 200: clearanceSchema } } }, (request) =>
    circulation.ownClearance(request.user!),
  );
  app.get('/api/library/me/clearance/certificate', { config: { access: 'library.own' } }, async (request, reply) =>
    sendPdf(reply, await circulation.ownCertificate(request.user!)),
  );
  app.get('/api/library/rules', { config: desk, schema: { response: { 200: borrowingRulesSchema } } }, () => circulation.rules());
  app.put(
    '/api/library/rules',
    { config: { access: 'library.rules.manage' }, schema: { body: borrowingRuleSchema, response: { 200: borrowingRuleAnswerSchema } } },
    (request) => circulation.saveRule(request.body, request.user!),
  );
};
