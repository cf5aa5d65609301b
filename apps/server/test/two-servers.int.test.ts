import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/demo/seed.js';
import { DEMO_EXAM_TITLES } from '../src/demo/seed-results.js';
import { freePort } from './free-port.js';
import { targets } from './helpers.js';
import type { ScratchDatabase } from './scratch-database.js';
import { seededPostgres, TEST_SECRET_KEY } from './seeded-databases.js';
import { startServer, type ServerProcess } from './server-process.js';

const [PUBLISHED] = DEMO_EXAM_TITLES.map((t) => t.title);
const redisUrl = process.env.TEST_REDIS_URL;

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
  json: any;
}

async function call(base: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: 'manual',
  });
  const text = await res.text();
  let json: unknown = text;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: res.status, json };
}

/**
 * Two server processes on one PostgreSQL database and one Redis, as behind a load balancer: what one
 * server does, the other sees. Server A hosts the gateway simulator both use.
 */
describe.runIf(targets.includes('postgres') && redisUrl)('two servers on one PostgreSQL database and one Redis', () => {
  let db: ScratchDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  const signIn = (server: ServerProcess, username: string, password = DEMO_PASSWORD) =>
    call(server.url, 'POST', '/api/auth/signin?module=Admin', {}, { username, password });
  const bearer = async (server: ServerProcess, username: string) => ({
    authorization: `Bearer ${(await signIn(server, username)).json.token}`,
  });

  beforeAll(async () => {
    ({ scratch: db } = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 }));
    const redis = new URL(redisUrl!);
    redis.pathname = '/8';
    // Counters of an earlier run must not count in this one.
    const client = new Redis(redis.toString());
    await client.flushdb();
    client.disconnect();
    const [portA, portB] = [await freePort(), await freePort()];
    const common = {
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      APP_SECRET_KEY: TEST_SECRET_KEY,
      DEMO: 'false',
      REDIS_URL: redis.toString(),
      LOGIN_RATE_LIMIT: '4',
      GATEWAY: 'simulator',
      GATEWAY_BASE_URL: `http://127.0.0.1:${portA}/gateway-sim`,
      PAYMENT_JOBS_SECONDS: '0',
    };
    [a, b] = await Promise.all([
      startServer({ ...common, PORT: String(portA), PUBLIC_URL: `http://127.0.0.1:${portA}` }),
      startServer({ ...common, PORT: String(portB), PUBLIC_URL: `http://127.0.0.1:${portB}` }),
    ]);
    expect(a.output() + b.output()).not.toContain('Error');
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await db?.drop();
  });

  it('shares sessions: signed in on one, known on the other; signed out on one, refused on both', async () => {
    const headers = await bearer(a, 'admissions');
    expect((await call(b.url, 'GET', '/api/auth/me', headers)).json).toMatchObject({ username: 'admissions' });
    expect((await call(b.url, 'POST', '/api/auth/signout', headers)).status).toBe(200);
    expect((await call(a.url, 'GET', '/api/auth/me', headers)).status).toBe(401);
  });

  it('counts wrong passwords of one user name on both servers together', async () => {
    const answers = [];
    for (const server of [a, b, a, b]) answers.push((await signIn(server, 'faculty', 'wrong-password')).status);
    expect(answers).toEqual([401, 401, 401, 401]);
    expect((await signIn(b, 'faculty', 'wrong-password')).status).toBe(429);
    expect((await signIn(a, 'faculty', 'wrong-password')).status).toBe(429);
  });

  it('drops the shared results cache on unpublish on one server, so the other stops showing the result', async () => {
    const examination = await bearer(a, 'examination');
    const rollNo = (await pgRows<{ roll_no: string }>(db.url, 'select roll_no from student_results limit 1'))[0]!.roll_no;
    const lookup = () => call(b.url, 'GET', `/api/getExamResultByRollNoView?rollNo=${rollNo}&examTitle=${encodeURIComponent(PUBLISHED!)}`);
    expect((await lookup()).status).toBe(200);
    const title = `/api/exam-results/${encodeURIComponent(PUBLISHED!)}`;
    expect((await call(a.url, 'POST', `${title}/unpublish`, examination)).status).toBe(200);
    expect((await lookup()).status).toBe(404);
    expect((await call(a.url, 'POST', `${title}/publish`, examination)).status).toBe(200);
    expect((await lookup()).status).toBe(200);
  });

  it("answers a student's landing page and session from memory, and forgets them when the other server changes them", async () => {
    const student = await bearer(a, 'student');
    const examination = await bearer(b, 'examination');
    const titles = async () => {
      const page = await call(a.url, 'GET', '/api/dashboards/student', student);
      expect(page.status).toBe(200);
      return page.json.results.map((r: { examTitle: string }) => r.examTitle) as string[];
    };
    expect(await titles()).toContain(PUBLISHED);
    const title = `/api/exam-results/${encodeURIComponent(PUBLISHED!)}`;
    expect((await call(b.url, 'POST', `${title}/unpublish`, examination)).status).toBe(200);
    // Server A learns of it when the database's notification arrives.
    await expect.poll(titles, { timeout: 10_000 }).not.toContain(PUBLISHED);
    expect((await call(b.url, 'POST', `${title}/publish`, examination)).status).toBe(200);
    await expect.poll(titles, { timeout: 10_000 }).toContain(PUBLISHED);

    expect((await call(a.url, 'GET', '/api/auth/me', student)).status).toBe(200);
    expect((await call(b.url, 'POST', '/api/auth/signout', student)).status).toBe(200);
    await expect.poll(async () => (await call(a.url, 'GET', '/api/auth/me', student)).status, { timeout: 10_000 }).toBe(401);
  });

  it('records one payment once when both servers confirm it at the same moment', async () => {
    const student = await bearer(a, 'student');
    const dues = await call(a.url, 'GET', '/api/payments/dues', student);
    const due = dues.json.dues.find((d: { category: string }) => d.category === 'fee');
    expect(due).toBeDefined();
    const opened = await call(a.url, 'POST', '/api/payments/orders', student, {
      kind: 'fee',
      items: [{ feeTypeId: due.feeTypeId, semester: due.semester }],
    });
    expect(opened.status).toBe(200);
    const [order] = await pgRows<{ charge_uuid: string }>(db.url, 'select charge_uuid from payment_orders where order_id = $1', [
      opened.json.orderId,
    ]);
    const paid = await call(a.url, 'POST', `/gateway-sim/control/charges/${order!.charge_uuid}/pay`, {}, { method: 'UPI', webhook: false });
    expect(paid.status).toBe(200);
    const verify = (server: ServerProcess) => call(server.url, 'POST', `/api/payments/orders/${opened.json.orderId}/verify`, student, {});
    const answers = await Promise.all([verify(a), verify(b), verify(b), verify(a)]);
    expect(answers.map((x) => x.json.status)).toEqual(['PAID', 'PAID', 'PAID', 'PAID']);
    expect(new Set(answers.map((x) => x.json.receiptNo)).size).toBe(1);
    const collections = await pgRows(
      db.url,
      'select c.id from fee_collections c join payment_orders o on o.id = c.order_id where o.order_id = $1',
      [opened.json.orderId],
    );
    expect(collections).toHaveLength(1);
  });
});

async function pgRows<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
