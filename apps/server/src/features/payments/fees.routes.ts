import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feeIdParamsSchema,
  feeStructureDeletedSchema,
  feeStructureInputSchema,
  feeTypeBodySchema,
  feeProgrammeSchema,
  feeStructureRowSchema,
  feeToAllotSchema,
  feeTypeSchema,
} from '@campus/shared';
import type { FeesService } from './fees.service.js';

/** `getFeesToAllot` (spec 001 section 7) and the maintenance of fee types and the fee structure. */
export const feesRoutes: FastifyPluginAsyncZod<{ fees: FeesService }> = async (app, { fees }) => {
  app.get('/api/getFeesToAllot', { config: { access: 'masterdata.read' }, schema: { response: { 200: z.array(feeToAllotSchema) } } }, () =>
    fees.feesToAllot(),
  );

  const manage = { access: 'payments.feeStructure' } as const;
  app.get('/api/payments/fee-types', { config: manage, schema: { response: { 200: z.array(feeTypeSchema) } } }, () => fees.feeTypeList());
  app.post(
    '/api/payments/fee-types',
    { config: manage, schema: { body: feeTypeBodySchema, response: { 201: feeTypeSchema } } },
    async (request, reply) => reply.code(201).send(await fees.addFeeType(request.body, request.user!)),
  );
  app.put(
    '/api/payments/fee-types/:id',
    { config: manage, schema: { params: feeIdParamsSchema, body: feeTypeBodySchema, response: { 200: feeTypeSchema } } },
    (request) => fees.editFeeType(request.params.id, request.body, request.user!),
  );
  app.delete(
    '/api/payments/fee-types/:id',
    { config: manage, schema: { params: feeIdParamsSchema, response: { 200: feeTypeSchema } } },
    (request) => fees.removeFeeType(request.params.id, request.user!),
  );

  app.get('/api/payments/fee-structure', { config: manage, schema: { response: { 200: z.array(feeStructureRowSchema) } } }, () =>
    fees.structureList(),
  );
  app.get('/api/payments/fee-structure/programmes', { config: manage, schema: { response: { 200: z.array(feeProgrammeSchema) } } }, () =>
    fees.programmes(),
  );
  app.post(
    '/api/payments/fee-structure',
    { config: manage, schema: { body: feeStructureInputSchema, response: { 201: feeStructureRowSchema } } },
    async (request, reply) => reply.code(201).send(await fees.addStructure(request.body, request.user!)),
  );
  app.put(
    '/api/payments/fee-structure/:id',
    { config: manage, schema: { params: feeIdParamsSchema, body: feeStructureInputSchema, response: { 200: feeStructureRowSchema } } },
    (request) => fees.editStructure(request.params.id, request.body, request.user!),
  );
  app.delete(
    '/api/payments/fee-structure/:id',
    { config: manage, schema: { params: feeIdParamsSchema, response: { 200: feeStructureDeletedSchema } } },
    (request) => fees.removeStructure(request.params.id, request.user!),
  );
};
