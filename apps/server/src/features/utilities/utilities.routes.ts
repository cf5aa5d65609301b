import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cryptQuerySchema } from '@campus/shared';
import type { CryptService } from './crypt.service.js';

export const utilitiesRoutes: FastifyPluginAsyncZod<{ crypt: CryptService }> = async (app, { crypt }) => {
  app.get(
    '/api/getDecryptedValue',
    {
      config: { access: 'utilities.crypt' },
      schema: { querystring: cryptQuerySchema, response: { 200: z.string() } },
    },
    // The spec's answer is the text itself; never kept by a browser or a proxy.
    async (request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(crypt.run(request.query.type, request.query.content ?? '')),
  );
};
