import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS } from '@campus/shared';
import { buildApp } from '../../app.js';
import { parseConfig } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { createTestApp, engineFree, targets, type TestApp } from '../../../test/helpers.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { seededPostgres, TEST_SECRET_KEY } from '../../../test/seeded-databases.js';
import { tcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js';

const [PUBLISHED] = DEMO_EXAM_TITLES.map((t) => t.title);
const signIn = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api/auth/signin?module=Admin', payload: { username: 'admin', password: DEMO_PASSWORD } });
const health = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

/** Through a hop in front of the real PostgreSQL that the test takes down and brings back. */
describe.runIf(targets.includes('postgres'))('the database goes away and comes back (postgres)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    // A copy of the run's seeded template: the outage, not migrating and seeding through the hop, is what is tested.
    const copy = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 });
    scratch = copy.scratch;
    const url = new URL(scratch.url);
    proxy = await tcpProxy(Number(url.port || 5432), url.hostname);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data',
      APP_SECRET_KEY: TEST_SECRET_KEY,
    });
    app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: copy.seeded ? false : { students: 5 } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  it('answers 503 with Retry-After and a plain message while it is down, and recovers without a restart', async () => {
    expect((await signIn(app)).statusCode).toBe(200);

    await proxy.cut();
    const refused = await signIn(app);
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ code: 'UNAVAILABLE', message: ERROR_TEXTS.UNAVAILABLE.database, key: 'page.unavailable' });
    const down = await health(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'down', database: { engine: 'postgres', state: 'down' } });

    await proxy.restore();
    expect((await signIn(app)).statusCode).toBe(200);
    const up = await health(app);
    expect(up.statusCode).toBe(200);
    expect(up.json()).toMatchObject({ database: { state: 'up' } });
    // Degraded until the change feed listens again on a connection of its own, then ok.
    await expect.poll(async () => (await health(app)).json(), { timeout: 20_000 }).toMatchObject({ status: 'ok', feed: { state: 'up' } });

    // The server lost its serving lock with its connection and takes it again: a tool that needs every
    // server stopped (rotate-key) still sees this one running.
    const tool = await openDatabase({ databaseUrl: scratch.url, applicationName: 'campus-erp-test-tool', migrate: false });
    try {
      await vi.waitFor(async () => expect(await tool.withoutServers(async () => 'ran alone')).toBe(false), {
        timeout: 20_000,
        interval: 250,
      });
    } finally {
      await tool.close();
    }
  });
});

/** A Redis that is connected but stops answering (a hop that passes nothing on). */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(engineFree && redisUrl)('Redis stops answering', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  const logLines: Record<string, unknown>[] = [];
  const lookup = () =>
    t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView', query: { rollNo: roll, examTitle: PUBLISHED } });
  let roll: string;
  beforeAll(async () => {
    const url = new URL(redisUrl!);
    proxy = await tcpProxy(Number(url.port || 6379), url.hostname);
    url.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp('pglite', { seed: { students: 5 }, logLines, env: { REDIS_URL: url.toString(), RESULTS_RATE_LIMIT: '100' } });
    roll = (await t.database.db.query.studentResults.findFirst())!.rollNo;
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('costs one lookup one short wait, then is left alone: lookups and sign-ins answer from this server, logged once', async () => {
    const before = await lookup();
    expect(before.statusCode).toBe(200);

    proxy.hang();
    const first = await lookup();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(before.json());
    const tried = proxy.swallowed();
    expect(tried).toBeGreaterThan(0);

    for (let i = 0; i < 5; i++) expect((await lookup()).json()).toEqual(before.json());
    expect((await signIn(t.app)).statusCode).toBe(200);
    // Nothing more was sent to the hung Redis: the breaker left it alone.
    expect(proxy.swallowed()).toBe(tried);
    expect(logLines.filter((l) => String(l.msg).startsWith('Redis failed'))).toHaveLength(1);

    const degraded = await health(t.app);
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toMatchObject({ status: 'degraded', cache: { store: 'redis', state: 'down' } });
  });
});
