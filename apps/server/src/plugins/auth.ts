import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { can, isPublic, type Permission, serverText } from '@campus/shared';
import { AppError } from '../lib/app-error.js';
import type { AuthService, AuthUser } from '../features/auth/auth.service.js';
import { tokenOf } from '../features/auth/session-token.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission this route needs (packages/shared roles.ts). Routes without one are refused. */
    access?: Permission;
    /**
     * Open to a user who must still change the first password: only `me`, sign-out and the
     * password change itself set it. Every other route answers PASSWORD_CHANGE_REQUIRED until then.
     */
    beforePasswordChange?: true;
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
  /** The rule the hook enforces (web pages default to public, the API docs to the plugin's `docsAccess`). */
  access: Permission | undefined;
  /** The route's schemas (zod: params, querystring, body, response), from which the fuzz suite makes its requests. */
  schema: FastifySchema | undefined;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** All a generated login may do until its first password is changed: see itself, sign out, change it. */
/** `scheme://host[:port]` of an address, with the default port left out; undefined when it is not one. */
function originOf(address: string): string | undefined {
  return URL.canParse(address) ? new URL(address).origin : undefined;
}

/**
 * A cookie-authenticated write must come from a page of this app: its Origin's scheme, host and port
 * equal either PUBLIC_URL's or the address the request was made to (with TRUST_PROXY set, the
 * proxy's X-Forwarded-Proto and -Host, so a reverse proxy does not break same-origin requests).
 */
function sameOrigin(request: FastifyRequest, publicOrigin: string): boolean {
  const origin = request.headers.origin && originOf(request.headers.origin);
  if (!origin || origin === 'null') return false;
  return origin === publicOrigin || origin === originOf(`${request.protocol}://${request.host}`);
}

interface AuthPluginOptions {
  auth: Pick<AuthService, 'userForToken'>;
  /** PUBLIC_URL: pages served from it may write with the session cookie. */
  publicUrl: string;
  /** Who may read the API documentation (/api/docs): everyone in a demo outside production, the administrator otherwise. */
  docsAccess: Permission;
}

/**
 * Resolves the session of every request and enforces the route's access rule: deny by default.
 * Static files are public, the API docs are `docsAccess`; any other route must name its permission.
 */
async function registerAuth(app: FastifyInstance, { auth, publicUrl, docsAccess }: AuthPluginOptions): Promise<void> {
  const publicOrigin = new URL(publicUrl).origin;
  app.decorateRequest('user', null);
  app.decorateRequest('authVia', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  app.addHook('onRoute', (route) => {
    const url = route.url;
    const isApi = url.startsWith('/api');
    const declared = route.config?.access;
    if (!declared && url.startsWith('/api/docs')) route.config = { ...route.config, access: docsAccess };
    else if (!declared && !isApi) route.config = { ...route.config, access: 'public.read' };
    for (const method of [route.method].flat())
      routeAccess.push({ method, url, declared, access: route.config?.access, schema: route.schema });
  });

  async function authorize(request: FastifyRequest, access: Permission) {
    const found = tokenOf(request);
    if (found) {
      request.user = await auth.userForToken(found.token);
      request.authVia = request.user ? found.via : null;
    }
    if (!request.user) throw new AppError('UNAUTHENTICATED', serverText('signIn.required'));
    if (request.authVia === 'cookie' && !SAFE_METHODS.has(request.method) && !sameOrigin(request, publicOrigin)) {
      throw new AppError('BAD_ORIGIN', serverText('access.badOrigin'));
    }
    if (request.user.mustChangePassword && !request.routeOptions.config.beforePasswordChange)
      throw new AppError('PASSWORD_CHANGE_REQUIRED', serverText('accounts.passwordChangeRequired'));
    if (!can(request.user.roles, access)) throw new AppError('FORBIDDEN', serverText('access.forbidden'));
  }

  // A callback hook rather than an async one: public routes (results day) pass without a promise.
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    if (request.is404) return done();
    if (!access) return done(new AppError('NO_ACCESS_RULE', serverText('access.noRule')));
    // Public routes never read the user: a signed-in visitor's lookup costs no session query.
    if (isPublic(access)) return done();
    authorize(request, access).then(() => done(), done);
  });
}

/** Not encapsulated (fastify-plugin), so its hooks cover every route registered after it. */
export const authPlugin = fp(registerAuth, { name: 'campus-auth' });
