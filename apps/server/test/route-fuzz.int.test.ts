import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serverText } from '@campus/shared';
import { auditLog } from '../src/features/audit/audit.table.js';
import { invalid } from '../src/lib/app-error.js';
import { isDocumented } from '../src/plugins/api-docs.js';
import { fuzzRoutes, summary, type FuzzReport } from './fuzz/route-fuzz.js';
import { bearer, createTestApp, engineFree, targets, type TestApp } from './helpers.js';

/**
 * Every route of the app, fuzzed from its own zod schemas with a fixed seed (FUZZ_SEED overrides it;
 * `npm run bench:fuzz` runs longer with any seed, and holds health's answer time to its budget).
 * The rate limits are on, as in production: a case with hostile headers comes from an address of
 * its own, as an attacker's requests would, and a 429 must be a proper refusal like any other.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_509);
/**
 * PGlite gets the longer run; PostgreSQL, which runs the same SQL, a short one. `npm run bench:fuzz`
 * runs 200 cases a route with a new seed each time: the suite's pass is the fixed-seed floor (ADR 0140).
 */
const RUNS = { pglite: { allowed: 25, refused: 4 }, postgres: { allowed: 8, refused: 2 } } as const;

for (const target of targets) {
  describe(`every route, fuzzed (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // The payment jobs' timer is off: a reconciliation tick writes its cursor whenever it comes, and a
      // slow run would see that write beside a refused request.
      t = await createTestApp(target, { env: { PAYMENT_JOBS_SECONDS: '0' } });
    });
    afterAll(async () => t?.close());

    it('never answers 5xx, names the field of every 400, writes nothing when it refuses, and keeps /api/health answering', async () => {
      const lines: string[] = [];
      const report = await fuzzRoutes(t.app, t.database, { seed: SEED, runs: RUNS[target], log: (line) => lines.push(line) });
      console.log([...lines, summary(report)].join('\n'));
      expect(report.routes).toBeGreaterThanOrEqual(45);
      expect(report.failures).toEqual([]);
      expect(report.healthFailures).toBe(0);
      expect(await undocumentedAnswers(t.app, report)).toEqual([]);
    }, 600_000);
  });
}

/** Each 4xx a route answered the fuzzer that the API document does not declare for it (ADR 0107). */
async function undocumentedAnswers(app: FastifyInstance, report: FuzzReport): Promise<string[]> {
  const res = await app.inject({ url: '/api/docs/json', headers: await bearer(app, 'admin') });
  const paths = (res.json() as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }).paths;
  return Object.entries(report.answered).flatMap(([label, statuses]) => {
    const [method, url] = label.split(' ') as [string, string];
    if (!isDocumented(url)) return [];
    const declared = Object.keys(paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()]?.responses ?? {});
    return statuses
      .filter((status) => status >= 400 && status < 500 && !declared.includes(String(status)))
      .map((status) => `${label} answered ${status}`);
  });
}

/**
 * The fuzzer itself: routes registered after the app's own are found and fuzzed, and each kind of
 * defect it looks for fails the run. Three routes, each with one defect, reached by any text that
 * is not plain letters and digits, and a fourth that trusts its request's headers.
 */
const odd = (text: string | undefined) => text !== undefined && /[^A-Za-z0-9]/.test(text);
const canaries: FastifyPluginAsyncZod<{ app: TestApp }> = async (app, { app: t }) => {
  const query = z.object({ q: z.string().max(50).optional() });
  app.get('/api/canary/crash', { config: { access: 'public.read' }, schema: { querystring: query } }, async (request) => {
    if (odd(request.query.q)) throw new Error('unescaped text');
    return 'ok';
  });
  app.get('/api/canary/unnamed', { config: { access: 'public.read' }, schema: { querystring: query } }, async (request, reply) => {
    if (odd(request.query.q)) return reply.code(400).send({ message: 'bad', code: 'INVALID' });
    return 'ok';
  });
  app.get('/api/canary/headers', { config: { access: 'public.read' } }, async (request) => {
    const language = request.headers['accept-language'] ?? 'en';
    if (!/^[a-z]{2}(-[A-Z]{2})?$/.test(language.split(',')[0]!)) throw new Error(`unknown language ${language}`);
    return 'ok';
  });
  app.post(
    '/api/canary/half-write',
    { config: { access: 'public.read' }, schema: { body: z.object({ q: z.string().max(50) }) } },
    async (request) => {
      await t.database.db.insert(auditLog).values({ action: 'canary', entity: 'canary' });
      if (odd(request.body.q)) throw invalid(serverText('masterData.codeCharacters', { field: 'q' }), 'q');
      return 'ok';
    },
  );
};

describe.runIf(engineFree)('the fuzzer', () => {
  const holder = {} as TestApp;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: { students: 5 },
      extraRoutes: (app: FastifyInstance) => void app.register(canaries, { app: holder }),
    });
    Object.assign(holder, t);
  });
  afterAll(async () => t?.close());

  it('fuzzes a route added after the app was built, and reports a 500, a 400 without its field, a refused request that wrote and a header that breaks a route', async () => {
    const report = await fuzzRoutes(t.app, t.database, { seed: SEED, runs: { allowed: 60, refused: 60 }, only: /canary/ });
    expect(report.routes).toBe(4);
    const failures = report.failures.join('\n');
    expect(failures).toMatch(/GET \/api\/canary\/crash as \w+: answered 500/);
    expect(failures).toMatch(/GET \/api\/canary\/unnamed as \w+: answered 400 without naming the field/);
    expect(failures).toMatch(/POST \/api\/canary\/half-write as \w+: refused with 400 but wrote: audit_log \d+ → \d+/);
    expect(failures).toMatch(/GET \/api\/canary\/headers as \w+: answered 500[^\n]*\n\s+case headers ← /);
  }, 300_000);
});
