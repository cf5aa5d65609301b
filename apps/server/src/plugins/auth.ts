import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { can, ERROR_TEXTS, isPublic, MESSAGES, type Permission } from '@campus/shared';
import { AppError } from '../lib/app-error.js';
import type { AuthService, AuthUser } from '../features/auth/auth.service.js';
import { tokenOf } from '../features/auth/session-token.js';

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
    /** Every route with its access rule and schemas, as registered (the access and fuzz tests walk this list). */
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
  /** The route's schemas (zod: params, querystring, body, response), from which the fuzz suite makes its requests. */
  schema: FastifySchema | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

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

interface AuthPluginOptions {
  auth: Pick<AuthService, 'userForToken'>;
}

/**
 * Resolves the session of every request and enforces the route's access rule: deny by default.
 * Static files and API docs are public; any other route must name its permission.
 */
async function registerAuth(app: FastifyInstance, { auth }: AuthPluginOptions): Promise<void> {
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    const isApi = url.startsWith('/api');
    const declared = route.config?.access;
    if (!declared && (!isApi || url.startsWith('/api/docs'))) route.config = { ...route.config, access: 'public.read' };
    for (const method of [route.method].flat())
      routeAccess.push({ method, url, declared, access: route.config?.access, schema: route.schema });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (request.is404) return;
    if (!access) throw new AppError('NO_ACCESS_RULE', 'This route has no access rule');
    // Public routes never read the user: a signed-in visitor's lookup costs no session query.
    if (isPublic(access)) return;
    const found = tokenOf(request);
    if (found) {
      request.user = await auth.userForToken(found.token);
      request.authVia = request.user ? found.via : null;
    }
    if (!request.user) throw new AppError('UNAUTHENTICATED', MESSAGES.signInRequired);
    if (request.authVia === 'cookie' && !SAFE_METHODS.has(request.method) && !sameOrigin(request)) {
      throw new AppError('BAD_ORIGIN', ERROR_TEXTS.BAD_ORIGIN.origin);
    }
    if (!can(request.user.roles, access)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  });
}

/** Not encapsulated (fastify-plugin), so its hooks cover every route registered after it. */
export const authPlugin = fp(registerAuth, { name: 'campus-auth', dependencies: ['@fastify/cookie'] });
