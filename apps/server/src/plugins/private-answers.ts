import type { FastifyInstance } from 'fastify';

/**
 * An API answer that does not say how it may be kept is not kept: most depend on who asks (`me`,
 * dues, lists of one's own), and a shared cache or a browser's back button must not show them to
 * someone else. The answers anyone may keep say so themselves (results lookups, college data).
 */
export function keepApiAnswersPrivate(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
