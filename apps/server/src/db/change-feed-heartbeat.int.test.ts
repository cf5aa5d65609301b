import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';
import { openDatabase, type Database } from './client.js';
import { DEMO_PASSWORD } from '../demo/seed.js';
import { targets } from '../../test/helpers.js';
import type { ScratchDatabase } from '../../test/scratch-database.js';
import { seededPostgres, TEST_SECRET_KEY } from '../../test/seeded-databases.js';
import { tcpProxy, type TcpProxy } from '../../test/tcp-proxy.js';

/** What the feed's connection asks, and no other connection of the server does. */
const LISTENING = 'LISTEN "campus_changes"';

/**
 * A server whose listening connection stops passing anything on while it stays open (a network cut,
 * a failover without reset), through a hop in front of the real PostgreSQL; its other connections
 * pass on. The database is changed meanwhile as another server would change it.
 */
describe.runIf(targets.includes('postgres'))('the change feed stalls and comes back (postgres)', () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;
  let other: pg.Client;
  beforeAll(async () => {
    const { scratch: made, seeded } = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 });
    scratch = made;
    const url = new URL(scratch.url);
    proxy = await tcpProxy(Number(url.port || 5432), url.hostname);
    url.host = `127.0.0.1:${proxy.port}`;
    database = await openDatabase({ databaseUrl: url.toString() });
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data',
      APP_SECRET_KEY: TEST_SECRET_KEY,
      FEED_HEARTBEAT_MS: '200',
      FEED_LATE_MS: '1500',
    });
    app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: seeded ? false : { students: 5 } });
    other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await scratch?.drop();
  });

  const health = async () => (await app.inject({ method: 'GET', url: '/api/health' })).json();
  const signIn = (username: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin?module=Admin', payload: { username, password: DEMO_PASSWORD } });
  const me = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } })).statusCode;

  it('reads from the database and says degraded while its heartbeat is late, and keeps again once it is back', async () => {
    const signedIn = await signIn('faculty');
    expect(signedIn.statusCode).toBe(200);
    const token: string = signedIn.json().token;
    // The session is now kept in memory, and so is the student's landing page.
    expect(await me(token)).toBe(200);
    const student = { authorization: `Bearer ${(await signIn('student')).json().token}` };
    const name = async () =>
      (await app.inject({ method: 'GET', url: '/api/dashboards/student', headers: student })).json().student.fullName as string;
    const before = await name();
    // Up once the server has settled after its start.
    await expect.poll(async () => (await health()).feed, { timeout: 10_000, interval: 100 }).toEqual({ state: 'up' });

    proxy.stall(LISTENING);
    await other.query(`update users set status = 'disabled' where username = 'faculty'`);
    await other.query(
      `update students set full_name = full_name || ' Renamed' where id = (select student_id from users where username = 'student')`,
    );
    // The notifications of these never arrive; the late heartbeat sends the server to the database.
    await expect.poll(() => me(token), { timeout: 15_000, interval: 100 }).toBe(401);
    expect(await name()).toBe(`${before} Renamed`);
    const degraded = await health();
    expect(degraded).toMatchObject({ status: 'degraded', database: { state: 'up' }, feed: { state: 'late' } });
    // Writes answer meanwhile: they do not wait for a marker the feed cannot bring.
    expect((await signIn('student')).statusCode).toBe(200);

    await proxy.restore();
    await expect.poll(async () => (await health()).status, { timeout: 20_000, interval: 100 }).toBe('ok');
    expect((await health()).feed).toEqual({ state: 'up' });

    // Heard again: a session kept after the return is dropped when another server ends it.
    const again = (await signIn('examination')).json().token as string;
    expect(await me(again)).toBe(200);
    await other.query(`delete from sessions where user_id = (select id from users where username = 'examination')`);
    await expect.poll(() => me(again), { timeout: 10_000, interval: 100 }).toBe(401);
  });
});
