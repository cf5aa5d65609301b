import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublic, PERMISSIONS, SIGNED_IN, type Permission } from '@campus/shared';
import { isDocumented, operationKey } from '../src/plugins/api-docs.js';
import { API_TAGS, OPERATIONS } from '../src/plugins/api-operations.js';
import type { RouteAccess } from '../src/plugins/auth.js';
import { bearer, createTestApp, engineFree, targets, type TestApp } from './helpers.js';
import { pathServes, webCalls } from './web-calls.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const bin = (name: string) => path.join(repoRoot, 'node_modules/.bin', name);

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  responses: Record<string, { description: string; content?: Record<string, { schema: { $ref?: string } }> }>;
}
interface Document {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
}

/** `/api/users/:id` as the document writes it: `/api/users/{id}`. */
const documentPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const label = (r: RouteAccess) => operationKey(r.method, r.url);

for (const target of targets) {
  describe(`the API document (${target})`, () => {
    let t: TestApp;
    let doc: Document;
    let routes: RouteAccess[];
    let dir: string;
    const operations = () =>
      Object.entries(doc.paths).flatMap(([p, byMethod]) =>
        Object.entries(byMethod).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })),
      );

    beforeAll(async () => {
      t = await createTestApp(target);
      // The administrator reads it on every server; a demo outside production shows it to everyone (ADR 0081).
      const res = await t.app.inject({ url: '/api/docs/json', headers: await bearer(t.app, 'admin') });
      expect(res.statusCode).toBe(200);
      doc = res.json();
      routes = t.app.routeAccess.filter((r) => isDocumented(r.url) && r.method !== 'HEAD' && r.method !== 'OPTIONS');
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-api-document-'));
    });
    afterAll(async () => {
      await t?.close();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    });

    it('lists every API route, and nothing else: not the web pages, the gateway simulator or the documentation', () => {
      const listed = operations().map((o) => o.key);
      expect(listed.filter((key) => !key.split(' ')[1]!.startsWith('/api/') || key.includes('/api/docs'))).toEqual([]);
      expect(routes.map((r) => `${r.method} ${documentPath(r.url)}`).filter((key) => !listed.includes(key))).toEqual([]);
      expect(listed).toHaveLength(routes.length);
      expect(t.app.routeAccess.some((r) => r.url.startsWith('/gateway-sim/'))).toBe(true);
    });

    it('has the words of every route, and none of a route that is gone', () => {
      expect(routes.map(label).filter((key) => !OPERATIONS.has(key))).toEqual([]);
      const declared = new Set(routes.map(label));
      expect([...OPERATIONS.keys()].filter((key) => !declared.has(key))).toEqual([]);
    });

    it('gives every operation a summary, one declared tag and a unique camelCase operation id', () => {
      const tags = doc.tags.map((tag) => tag.name);
      expect(tags).toEqual(Object.keys(API_TAGS).filter((name) => operations().some(({ op }) => op.tags?.includes(name))));
      for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
      const ids = new Map<string, string>();
      const wrong: string[] = [];
      for (const { key, op } of operations()) {
        if (!op.summary?.trim()) wrong.push(`${key}: no summary`);
        if (op.tags?.length !== 1 || !tags.includes(op.tags[0]!)) wrong.push(`${key}: tags ${JSON.stringify(op.tags)}`);
        if (!op.operationId || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId)) wrong.push(`${key}: operationId ${op.operationId}`);
        else if (ids.has(op.operationId)) wrong.push(`${key}: operationId ${op.operationId} also of ${ids.get(op.operationId)}`);
        else ids.set(op.operationId, key);
      }
      expect(wrong).toEqual([]);
    });

    it('declares the session cookie and the bearer token, and each operation the security of its access rule', () => {
      expect(doc.components.securitySchemes).toMatchObject({
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'erp_session' },
        bearerToken: { type: 'http', scheme: 'bearer' },
      });
      const wrong: string[] = [];
      for (const r of routes) {
        const op = doc.paths[documentPath(r.url)]![r.method.toLowerCase()]!;
        const access = r.access as Permission;
        const signedIn = !isPublic(access);
        const expected = signedIn ? [{ sessionCookie: [] }, { bearerToken: [] }] : [];
        if (JSON.stringify(op.security) !== JSON.stringify(expected)) wrong.push(`${label(r)}: security ${JSON.stringify(op.security)}`);
        const statuses = Object.keys(op.responses);
        if (!statuses.includes('400')) wrong.push(`${label(r)}: no 400`);
        if (signedIn && !(statuses.includes('401') && statuses.includes('403'))) wrong.push(`${label(r)}: no 401 or 403`);
        if (signedIn && PERMISSIONS[access] !== SIGNED_IN && !op.responses['403']?.description.includes('roles'))
          wrong.push(`${label(r)}: its 403 does not say the roles`);
        if (!signedIn && statuses.includes('401') && r.url !== '/api/auth/signin') wrong.push(`${label(r)}: public, yet 401`);
        if (['POST', 'PUT', 'DELETE'].includes(r.method) && !(statuses.includes('413') && statuses.includes('415')))
          wrong.push(`${label(r)}: a write without 413 or 415`);
        if (!statuses.some((s) => s.startsWith('2'))) wrong.push(`${label(r)}: no 2xx`);
      }
      expect(wrong).toEqual([]);
    });

    it('answers every 4xx with the one error shape, as the server sends it', async () => {
      const refs = new Set<string | undefined>();
      for (const { op } of operations())
        for (const [status, answer] of Object.entries(op.responses))
          if (status.startsWith('4')) refs.add(answer.content?.['application/json']?.schema.$ref);
      expect([...refs]).toEqual(['#/components/schemas/ApiError']);
      expect(doc.components.schemas.ApiError).toMatchObject({
        type: 'object',
        required: ['message', 'code'],
        properties: {
          message: {},
          code: { enum: expect.arrayContaining(['INVALID', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND']) },
          field: {},
          errors: {},
          key: {},
          params: {},
        },
      });
      // A real answer has no field the document does not name.
      const res = await t.app.inject({ url: '/api/payments/dues' });
      expect(res.statusCode).toBe(401);
      const properties = Object.keys((doc.components.schemas.ApiError as { properties: object }).properties);
      expect(Object.keys(res.json()).filter((key) => !properties.includes(key))).toEqual([]);
    });

    it('names the shapes more than one operation shares, and keeps no unused one', () => {
      const text = JSON.stringify(doc.paths);
      expect(Object.keys(doc.components.schemas)).toEqual(
        expect.arrayContaining(['ApiError', 'Account', 'CounterDay', 'FeeType', 'MasterDataRow']),
      );
      const all = JSON.stringify(doc);
      const unused = Object.keys(doc.components.schemas).filter((name) => !all.includes(`"#/components/schemas/${name}"`));
      expect(unused).toEqual([]);
      expect(text).toContain('"#/components/schemas/CounterDay"');
    });

    it('passes Redocly’s recommended rules with no error and no warning, offline', async () => {
      const file = path.join(dir, 'openapi.json');
      fs.writeFileSync(file, JSON.stringify(doc));
      const lint = await run(bin('redocly'), ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--format', 'json'], {
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
        maxBuffer: 64 * 1024 * 1024,
      }).catch((err: { stdout: string }) => err);
      const report = JSON.parse(lint.stdout) as {
        totals: { errors: number; warnings: number };
        problems: { ruleId: string; message: string }[];
      };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    });

    it.runIf(engineFree)('has every call the web app makes, with its method', () => {
      const { calls, unreadable } = webCalls(path.join(repoRoot, 'apps/web'));
      expect(unreadable).toEqual([]);
      expect(calls.length).toBeGreaterThan(100);
      const missing = calls.filter(
        (call) => !Object.entries(doc.paths).some(([p, byMethod]) => pathServes(p, call.path) && call.method.toLowerCase() in byMethod),
      );
      expect(missing.map((call) => `${call.method} ${call.path} (${call.at})`)).toEqual([]);
    });

    it.runIf(engineFree)('makes a TypeScript client that compiles', async () => {
      fs.writeFileSync(path.join(dir, 'schema.ts'), astToString(await openapiTS(doc as never)));
      fs.writeFileSync(
        path.join(dir, 'client.ts'),
        [
          "import type { components, operations, paths } from './schema';",
          '',
          "type Json<A> = A extends { content: { 'application/json': infer B } } ? B : never;",
          "export type ApiError = components['schemas']['ApiError'];",
          "export type Dues = Json<paths['/api/payments/dues']['get']['responses'][200]>;",
          "export type DuesQuery = operations['getDues']['parameters']['query'];",
          '',
          '/** What a college portal writes: a student’s dues with a bearer token, an ApiError when refused. */',
          'export async function dues(base: string, token: string, query: DuesQuery): Promise<Dues> {',
          "  const url = new URL('/api/payments/dues', base);",
          '  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) url.searchParams.set(name, String(value));',
          '  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });',
          '  if (!res.ok) {',
          '    const error = (await res.json()) as ApiError;',
          '    throw new Error(`${error.code}: ${error.message}`);',
          '  }',
          '  return (await res.json()) as Dues;',
          '}',
          '',
        ].join('\n'),
      );
      fs.writeFileSync(
        path.join(dir, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            noEmit: true,
            target: 'ES2022',
            module: 'ESNext',
            moduleResolution: 'Bundler',
            lib: ['ES2022', 'DOM'],
            types: [],
          },
          files: ['schema.ts', 'client.ts'],
        }),
      );
      const compiled = await run(bin('tsc'), ['-p', dir]).catch((err: { stdout: string }) => err);
      expect(compiled.stdout).toBe('');
    });
  });
}
