import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUserSchema, signInBodySchema, signInQuerySchema, signInResponseSchema } from '@campus/shared';
import { SESSION_COOKIE, tokenOf } from './session-token.js';
import { DEVICE_COOKIE_MAX_AGE_S, DEVICE_COOKIE_PATH } from './device-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { SESSION_TTL_MS, type AuthService } from './auth.service.js';

const okSchema = z.object({ message: z.string() });

interface AuthRoutesOptions {
  auth: AuthService;
  /** Mark the session cookie Secure on every answer (PUBLIC_URL is https); it is Secure on answers over HTTPS anyway. */
  cookieSecure: boolean;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { auth, cookieSecure }) => {
  // request.protocol is https for a TLS connection, or behind a trusted proxy (TRUST_PROXY) that says so in X-Forwarded-Proto.
  const secure = (request: FastifyRequest) => cookieSecure || request.protocol === 'https';

  app.post(
    '/api/auth/signin',
    {
      config: { access: 'auth.signin' },
      schema: { querystring: signInQuerySchema, body: signInBodySchema, response: { 200: signInResponseSchema } },
    },
    async (request, reply) => {
      const {
        user: _user,
        device,
        ...answer
      } = await auth.signIn(request.body.username, request.body.password, request.ip, request.headers.cookie).catch((err: unknown) => {
        const reason = err instanceof AppError ? err.code : 'ERROR';
        request.log.warn({ username: request.body.username, ip: request.ip, reason }, 'sign-in failed');
        throw err;
      });
      reply.setCookie(SESSION_COOKIE, answer.token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
        maxAge: SESSION_TTL_MS / 1000,
      });
      // This browser is a known device of this user name from now on (ADR 0082).
      reply.setCookie(device.name, device.value, {
        path: DEVICE_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: secure(request),
        maxAge: DEVICE_COOKIE_MAX_AGE_S,
      });
      return answer;
    },
  );

  app.post(
    '/api/auth/signout',
    { config: { access: 'auth.session', beforePasswordChange: true }, schema: { response: { 200: okSchema } } },
    async (request, reply) => {
      const found = tokenOf(request);
      if (found) await auth.signOut(found.token);
      reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(request) });
      return { message: 'Signed out' };
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'auth.session', beforePasswordChange: true }, schema: { response: { 200: sessionUserSchema } } },
    async (request) => auth.sessionUser(request.user!),
  );
};
