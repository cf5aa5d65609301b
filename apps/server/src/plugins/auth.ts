import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { can, isPublic, MESSAGES, type Permission } from '@campus/shared';
import type { AuthService, AuthUser } from '../features/auth/auth.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (packages/shared roles.ts). Routes without one are refused. */
    access?: Permission;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    authVia: 'bearer' | 'cookie' | null;
  }
  interface FastifyInstance {
    /** Every route with its access rule, as registered (the access test walks this list). */
    routeAccess: RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  /** The rule the route declares in `config.access`; undefined when it declares none. */
  declared: Permission | undefined;
  /** The rule the hook enforces (web pages and API docs default to public). */
  access: Permission | undefined;
}

export const SESSION_COOKIE = 'erp_session';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function tokenOf(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    // With TRUST_PROXY set, request.host honours X-Forwarded-Host, so a reverse proxy does not break same-origin requests.
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

function deny(reply: FastifyReply, status: 401 | 403, message: string, code: string) {
  return reply.code(status).send({ message, code });
}

/**
 * Resolves the session of every request and enforces the route's access rule: deny by default.
 * Static files and API docs are public; any other route must name its permission.
 */
export function registerAuth(app: FastifyInstance, auth: AuthService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    const isApi = url.startsWith('/api');
    const declared = route.config?.access;
    if (!declared && (!isApi || url.startsWith('/api/docs'))) route.config = { ...route.config, access: 'public.read' };
    for (const method of [route.method].flat()) routeAccess.push({ method, url, declared, access: route.config?.access });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (request.is404) return;
    if (!access) return deny(reply, 403, 'This route has no access rule', 'NO_ACCESS_RULE');
    // Public routes never read the user: a signed-in visitor's lookup costs no session query.
    if (isPublic(access)) return;
    const found = tokenOf(request);
    if (found) {
      request.user = await auth.userForToken(found.token);
      request.authVia = request.user ? found.via : null;
    }
    if (!request.user) return deny(reply, 401, MESSAGES.signInRequired, 'UNAUTHENTICATED');
    if (request.authVia === 'cookie' && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
      return deny(reply, 403, 'Cross-site request refused', 'BAD_ORIGIN');
    }
    if (!can(request.user.roles, access)) return deny(reply, 403, MESSAGES.forbidden, 'FORBIDDEN');
  });
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
