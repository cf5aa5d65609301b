import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteGatewayKeyQuerySchema,
  gatewayKeyChangeAnswerSchema,
  gatewayKeysAnswerSchema,
  saveGatewayKeysSchema,
  updateGatewayKeySchema,
} from '@campus/shared';
import type { GatewayKeysService } from './gateway-keys.service.js';

/** Payment gateway key maintenance (001 §7), the spec's names and spelling kept. */
export const gatewayKeysRoutes: FastifyPluginAsyncZod<{ gatewayKeys: GatewayKeysService }> = async (app, { gatewayKeys }) => {
  const keys = { access: 'payments.gatewayKeys' } as const;

  app.get(
    '/api/getPaymentGatewayKeyMaintenance',
    { config: keys, schema: { response: { 200: gatewayKeysAnswerSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return gatewayKeys.list();
    },
  );

  app.post(
    '/api/savePaymentGatewayKeyMaintenance',
    { config: keys, schema: { body: saveGatewayKeysSchema, response: { 200: gatewayKeyChangeAnswerSchema } } },
    (request) => gatewayKeys.save(request.body, request.user!),
  );

  app.put(
    '/api/updatePaymentGatewayKeyMaintenance',
    { config: keys, schema: { body: updateGatewayKeySchema, response: { 200: gatewayKeyChangeAnswerSchema } } },
    (request) => gatewayKeys.update(request.body, request.user!),
  );

  app.delete(
    '/api/deletPaymentGatewayKeyMaintenance',
    { config: keys, schema: { querystring: deleteGatewayKeyQuerySchema, response: { 200: gatewayKeyChangeAnswerSchema } } },
    (request) => gatewayKeys.remove(request.query.uniquekey, request.user!),
  );
};
