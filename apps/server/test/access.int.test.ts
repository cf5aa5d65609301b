import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsernameFor, MESSAGES, PERMISSIONS, PUBLIC, ROLES, SIGNED_IN, type Role } from '@campus/shared';
import { createServices } from '../src/services.js';
import { authPlugin, type RouteAccess } from '../src/plugins/auth.js';
import { bearer, createTestApp, targets, type TestApp } from './helpers.js';

/** A concrete address for a route pattern: path parameters and wildcards get dummy values. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, '1')
    .replace(/\*$/, 'x')
    .replace(/ /g, '%20');
}

const label = (r: RouteAccess) => `${r.method} ${r.url}`;

for (const target of targets) {
  describe(`access rules of every route (${target})`, () => {
    let t: TestApp;
    let routes: RouteAccess[];
    const headersByRole = new Map<Role, Record<string, string>>();
    const headersFor = async (role: Role) => {
      if (!headersByRole.has(role)) headersByRole.set(role, await bearer(t.app, demoUsernameFor(role)));
      return headersByRole.get(role)!;
    };

    beforeAll(async () => {
      t = await createTestApp(target);
      routes = t.app.routeAccess.filter((r) => r.method !== 'OPTIONS');
      if (process.env.PRINT_ROUTES) console.log(routes.map((r) => `${label(r)} ${r.access}`).join('\n'));
    });
    afterAll(async () => t?.close());

    it('finds the routes of the app', () => {
      const names = routes.map(label);
      for (const expected of [
        'POST /api/auth/signin',
        'POST /api/auth/signout',
        'GET /api/auth/me',
        'GET /api/getCollegeName',
        'PUT /api/college-settings',
      ]) {
        expect(names).toContain(expected);
      }
    });

    it('gives every route an access rule, and every API route its own', () => {
      const missing = routes.filter((r) => !r.access || !(r.access in PERMISSIONS)).map(label);
      expect(missing).toEqual([]);
      const undeclared = routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs') && !r.declared).map(label);
      expect(undeclared).toEqual([]);
    });

    it('answers 401 without a token on every non-public route', async () => {
      const wrong: string[] = [];
      for (const r of routes.filter((x) => PERMISSIONS[x.access!] !== PUBLIC)) {
        const res = await t.app.inject({ method: r.method as never, url: concreteUrl(r.url) });
        if (res.statusCode !== 401) wrong.push(`${label(r)} → ${res.statusCode}`);
        else if (r.method !== 'HEAD')
          expect(res.json()).toEqual({ message: MESSAGES.signInRequired, code: 'UNAUTHENTICATED', key: 'signIn.required' });
      }
      expect(wrong).toEqual([]);
    });

    it('answers 403 to every signed-in role the rule of a route leaves out', async () => {
      const wrong: string[] = [];
      let checked = 0;
      for (const r of routes) {
        const rule = PERMISSIONS[r.access!];
        if (rule === PUBLIC || rule === SIGNED_IN) continue;
        const excluded = ROLES.filter((role) => !(rule as readonly string[]).includes(role));
        for (const role of excluded) {
          const res = await t.app.inject({ method: r.method as never, url: concreteUrl(r.url), headers: await headersFor(role) });
          checked++;
          if (res.statusCode !== 403) wrong.push(`${label(r)} as ${role} → ${res.statusCode}`);
          else if (r.method !== 'HEAD')
            expect(res.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN', key: 'access.forbidden' });
        }
      }
      expect(wrong).toEqual([]);
      expect(checked).toBeGreaterThan(0);
    });

    it('never answers 401 or 403 on a public route, signed out or with a bogus token', async () => {
      const wrong: string[] = [];
      // The gateway simulator's charge API checks the shop's Basic authentication itself, as the gateway does;
      // the campus OPAC checks the visitor's network itself (ADR 0129).
      const ownAuthentication = (r: RouteAccess) => r.url.startsWith('/gateway-sim/pg/rest/') || r.url === '/api/public/library/opac';
      for (const r of routes.filter((x) => PERMISSIONS[x.access!] === PUBLIC && !ownAuthentication(x))) {
        for (const headers of [{}, { authorization: 'Bearer no-such-session' }]) {
          const res = await t.app.inject({ method: r.method as never, url: concreteUrl(r.url), headers });
          if (res.statusCode === 401 || res.statusCode === 403) wrong.push(`${label(r)} → ${res.statusCode}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('refuses a route that declares no access rule (deny by default)', async () => {
      const app = Fastify();
      await app.register(cookie);
      await app.register(authPlugin, {
        auth: createServices(t.database.db, t.config).auth,
        publicUrl: t.config.publicUrl,
        docsAccess: 'public.read',
      });
      app.get('/api/forgotten', async () => ({ secret: true }));
      app.get('/api/declared', { config: { access: 'public.read' } }, async () => ({ ok: true }));
      await app.ready();
      try {
        expect(app.routeAccess.find((r) => r.url === '/api/forgotten')).toMatchObject({ declared: undefined, access: undefined });
        const res = await app.inject({ method: 'GET', url: '/api/forgotten', headers: await headersFor('ROLE_ADMIN') });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('NO_ACCESS_RULE');
        expect((await app.inject({ method: 'GET', url: '/api/forgotten' })).statusCode).toBe(403);
        expect((await app.inject({ method: 'GET', url: '/api/declared' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    });
  });
}
