import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@campus/shared';
import { AppError } from '../lib/app-error.js';
import { newNonce, pagePolicy } from '../lib/content-security.js';

/** What the web build writes where each answer's nonce goes (`html.cspNonce` in apps/web/vite.config.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Files under assets/ carry a hash of their content in their name: a new release has new names. */
const HASHED = 'public, max-age=31536000, immutable';
/** The others (favicon, robots.txt) keep their names: asked again each time, answered 304 when unchanged. */
const NAMED = 'no-cache';

const cacheControlOf = (webDist: string, filePath: string) =>
  path.relative(webDist, filePath).split(path.sep)[0] === 'assets' ? HASHED : NAMED;

/**
 * Serves the built web app: its files as they are, and its page (index.html) for `/` and any other
 * unknown non-API path, so that the router decides. The page is sent with a nonce of its own in the
 * Content-Security-Policy and in the page, where the web app gives it to the style elements it
 * inserts; it is therefore never cached.
 */
export function registerWeb(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const page = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  const sendPage = (reply: FastifyReply) => {
    const nonce = newNonce();
    return reply
      .header('content-security-policy', pagePolicy(nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page!.replaceAll(NONCE_PLACEHOLDER, nonce));
  };

  if (page) {
    app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // index.html itself goes through sendPage too, never out as a file with the placeholder in it.
      allowedPath: (pathName) => pathName !== '/index.html',
      // The build's .br and .gz copies, to a browser that takes them (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlOf(webDist, filePath)),
    });
    app.get('/', { config: { access: 'public.read' } }, (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || !page || request.method !== 'GET') {
      const answer = new AppError('NOT_FOUND', MESSAGES.notFound);
      return reply.code(answer.statusCode).send(answer.toJSON());
    }
    return sendPage(reply);
  });
}
