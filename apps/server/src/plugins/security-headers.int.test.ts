import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../test/helpers.js';
import { DEMO_PASSWORD } from '../demo/seed.js';
import { SESSION_COOKIE } from '../features/auth/session-token.js';
import { CONTENT_SECURITY_POLICY, DOCS_POLICY } from '../lib/content-security.js';
import { NONCE_PLACEHOLDER } from './web-app.js';

/** A web build as Vite writes it with `html.cspNonce`: the placeholder on its tags and in a meta element. */
function fakeWebBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'index.js'), 'document.title = "Campus ERP";\n');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}">` +
      `<script type="module" crossorigin src="/assets/index.js" nonce="${NONCE_PLACEHOLDER}"></script></head>` +
      '<body><div id="root"></div></body></html>',
  );
  return dir;
}

const directives = (policy: string | undefined) => new Map((policy ?? '').split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

/** The documentation's page, its spec as JSON and YAML and Swagger UI's files. */
const DOCS_URLS = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

/** Signed out: 401; every signed-in role but the administrator: 403; the administrator: the documentation. */
async function expectDocsForAdminOnly(t: TestApp) {
  for (const url of DOCS_URLS) {
    const res = await t.app.inject({ method: 'GET', url });
    expect([url, res.statusCode, res.json().code]).toEqual([url, 401, 'UNAUTHENTICATED']);
  }
  for (const username of ['student', 'faculty', 'principal', 'placement_dean', 'alumni']) {
    const headers = await bearer(t.app, username);
    for (const url of DOCS_URLS) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect([username, url, res.statusCode, res.json().code]).toEqual([username, url, 403, 'FORBIDDEN']);
    }
  }
  const admin = await bearer(t.app, 'admin');
  const spec = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin });
  expect(spec.statusCode).toBe(200);
  expect(spec.json().info.title).toBe('Campus ERP API');
  expect((await t.app.inject({ method: 'GET', url: '/api/docs/yaml', headers: admin })).body).toContain('Campus ERP API');
}

for (const target of targets) {
  describe(`Content-Security-Policy (${target})`, () => {
    let t: TestApp;
    let web: string;
    beforeAll(async () => {
      web = fakeWebBuild();
      t = await createTestApp(target, { seed: { students: 5 }, webDist: web });
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(web, { recursive: true, force: true });
    });

    const get = (url: string) => t.app.inject({ method: 'GET', url });

    it('is sent with every answer: API, files, errors and pages; no inline script, no framing', async () => {
      for (const url of [
        '/api/getCollegeName',
        '/api/health',
        '/assets/index.js',
        '/api/no-such-route',
        '/',
        '/results',
        '/api/docs/json',
      ]) {
        const res = await get(url);
        const policy = directives(res.headers['content-security-policy'] as string);
        expect([url, policy.get('frame-ancestors')]).toEqual([url, ["'none'"]]);
        expect([url, policy.get('script-src')]).toEqual([url, ["'self'"]]);
        expect([url, policy.get('script-src-attr')]).toEqual([url, ["'none'"]]);
        expect([url, policy.get('object-src')]).toEqual([url, ["'none'"]]);
        expect([url, res.headers['x-frame-options']]).toEqual([url, 'DENY']);
        expect(res.headers['content-security-policy']).not.toContain('unsafe');
      }
      expect((await get('/api/getCollegeName')).headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    });

    it("gives every page a fresh nonce, in its policy's style-src and in the page, and never lets it be cached", async () => {
      const nonces = new Set<string>();
      for (const url of ['/', '/results', '/app/dashboard', '/index.html']) {
        const res = await get(url);
        expect([url, res.statusCode]).toEqual([url, 200]);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['cache-control']).toBe('no-store');
        const styleSrc = directives(res.headers['content-security-policy'] as string).get('style-src')!;
        expect(styleSrc).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/)]);
        const nonce = /^'nonce-(.+)'$/.exec(styleSrc[1])![1];
        expect(res.body).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
        expect(res.body).not.toContain(NONCE_PLACEHOLDER);
        nonces.add(nonce);
      }
      expect(nonces.size).toBe(4);
    });

    it('answers what depends on who asks with Cache-Control: no-store; what anyone may keep says so itself', async () => {
      const student = await bearer(t.app, 'student');
      for (const url of ['/api/auth/me', '/api/payments/dues', '/api/dashboards/student']) {
        const res = await t.app.inject({ method: 'GET', url, headers: student });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['cache-control'], url).toBe('no-store');
      }
      const refused = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect((await get('/api/getCollegeName')).headers['cache-control']).toBe('public, no-cache');
    });

    it('shows the API documentation without a sign-in in the demo, allowing only its own inline style', async () => {
      expect((await get('/api/docs/json')).statusCode).toBe(200);
      const docs = await get('/api/docs');
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-security-policy']).toBe(DOCS_POLICY);
      expect(directives(DOCS_POLICY).get('style-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
    });
  });

  describe(`in production over HTTPS (${target})`, () => {
    const PUBLIC_URL = 'https://erp.vcet.edu.in';
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 }, env: { PUBLIC_URL, DEMO: 'false' } });
    });
    afterAll(async () => t?.close());

    const signIn = () => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'admin', password: DEMO_PASSWORD } });

    it('shows the API documentation to the administrator only (issue 9, item 11; issue 35, finding 11)', async () => {
      await expectDocsForAdminOnly(t);
      const token = (await signIn()).json().token;
      expect((await t.app.inject({ method: 'GET', url: '/api/docs', cookies: { [SESSION_COOKIE]: token } })).statusCode).toBe(200);
    });

    it('marks the session cookie Secure even when the proxy in front does not say the request came over HTTPS', async () => {
      const res = await signIn();
      expect(res.statusCode).toBe(200);
      const cookie = [res.headers['set-cookie']].flat().find((c) => c!.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toMatch(/; Secure/);
    });

    it("accepts cookie-authenticated writes from PUBLIC_URL's pages, and refuses its plain-HTTP twin", async () => {
      const token = (await signIn()).json().token;
      const cookies = { [SESSION_COOKIE]: token };
      const signOut = (origin: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { host: '127.0.0.1:3000', origin }, cookies });
      for (const origin of ['http://erp.vcet.edu.in', 'https://erp.vcet.edu.in.evil.example', 'https://evil.example']) {
        const res = await signOut(origin);
        expect([origin, res.statusCode, res.json().code]).toEqual([origin, 403, 'BAD_ORIGIN']);
      }
      expect((await signOut(PUBLIC_URL)).statusCode).toBe(200);
    });
  });

  describe(`the demo college under NODE_ENV=production (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 }, env: { NODE_ENV: 'production' } });
    });
    afterAll(async () => t?.close());

    it('shows the API documentation to the administrator only (issue 35, finding 11)', async () => {
      expect(t.config.demo).toBe(true);
      await expectDocsForAdminOnly(t);
    });
  });
}
