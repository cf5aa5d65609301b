import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hostelFeeRulesAnswerSchema,
  hostelFeeRulesSchema,
  hostelFeesSchema,
  hostelIdSchema,
  hostelLaidFeesSchema,
  hostelLayFeesSchema,
} from '@campus/shared';
import type { HostelFeesService } from './hostel-fees.service.js';

/** A stay's fees: read by its student and the office; a term's fees laid and the refund rules kept by the office. */
export const hostelFeesRoutes: FastifyPluginAsyncZod<{ fees: HostelFeesService }> = async (app, { fees }) => {
  const read = { access: 'hostel.read' } as const;
  const manage = { access: 'hostel.manage' } as const;

  app.get('/api/hostel/me/fees', { config: { access: 'hostel.apply.own' }, schema: { response: { 200: hostelFeesSchema } } }, (request) =>
    fees.ofStudent(request.user!.studentId ?? undefined),
  );
  app.get(
    '/api/hostel/applications/:id/fees',
    { config: read, schema: { params: hostelIdSchema, response: { 200: hostelFeesSchema } } },
    (request) => fees.ofApplication(request.params.id),
  );
  app.post(
    '/api/hostel/fees/lay',
    { config: manage, schema: { body: hostelLayFeesSchema, response: { 200: hostelLaidFeesSchema } } },
    (request) => fees.layTerm(request.user!, request.body.termId),
  );
  app.get('/api/hostel/fee-rules', { config: read, schema: { response: { 200: hostelFeeRulesAnswerSchema } } }, () => fees.rules());
  app.put(
    '/api/hostel/fee-rules',
    { config: manage, schema: { body: hostelFeeRulesSchema, response: { 200: hostelFeeRulesAnswerSchema } } },
    (request) => fees.saveRules(request.body, request.user!),
  );
};
