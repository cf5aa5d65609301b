import { execFileSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { parseConfig } from '../../config.js';
import { openDatabase, rowsOf, type Database } from '../../db/client.js';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { bearer, targets } from '../../../test/helpers.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { seededPostgres, TEST_SECRET_KEY } from '../../../test/seeded-databases.js';
import { sql } from 'drizzle-orm';

const [PUBLISHED] = DEMO_EXAM_TITLES.map((t) => t.title);

/**
 * Two servers on one PostgreSQL database without Redis: each keeps the answers of published titles in
 * its own memory, and drops them when the other publishes or unpublishes (the change feed).
 */
describe.runIf(targets.includes('postgres'))('two servers on one PostgreSQL database without Redis (postgres)', () => {
  let scratch: ScratchDatabase;
  const databases: Database[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    const made = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 });
    scratch = made.scratch;
    const config = parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: '/nonexistent-test-data',
      APP_SECRET_KEY: TEST_SECRET_KEY,
    });
    const server = async (seed: boolean) => {
      const database = await openDatabase({ databaseUrl: scratch.url });
      databases.push(database);
      return buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: seed && { students: 5 } });
    };
    a = await server(!made.seeded);
    b = await server(false);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(databases.map((d) => d.close()));
    await scratch?.drop();
  });

  it('answers 404 on the other server once it has heard an unpublish, and 200 once it has heard the publish again', async () => {
    const examination = await bearer(a, 'examination');
    const [{ roll_no: rollNo }] = rowsOf<{ roll_no: string }>(
      await databases[0]!.db.execute(
        sql`select r.roll_no from student_results r join exam_titles t on t.id = r.exam_title_id where t.title = ${PUBLISHED} limit 1`,
      ),
    ) as [{ roll_no: string }];
    const lookup = async () =>
      (
        await b.inject({
          method: 'GET',
          url: `/api/getExamResultByRollNoView?rollNo=${rollNo}&examTitle=${encodeURIComponent(PUBLISHED!)}`,
        })
      ).statusCode;
    const titles = async () => (await b.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy' })).json() as unknown;
    const title = `/api/exam-results/${encodeURIComponent(PUBLISHED!)}`;

    // Server B keeps the answer and the list of titles.
    expect(await lookup()).toBe(200);
    expect(JSON.stringify(await titles())).toContain(PUBLISHED);

    expect((await a.inject({ method: 'POST', url: `${title}/unpublish`, headers: examination })).statusCode).toBe(200);
    // B has heard every change committed before this (its own marker comes after them on the feed).
    await b.heard();
    expect(await lookup()).toBe(404);
    expect(JSON.stringify(await titles())).not.toContain(PUBLISHED);

    // B now keeps "no result"; the publish on A drops that too.
    expect((await a.inject({ method: 'POST', url: `${title}/publish`, headers: examination })).statusCode).toBe(200);
    await b.heard();
    expect(await lookup()).toBe(200);
    expect(JSON.stringify(await titles())).toContain(PUBLISHED);
  });
  it("shows on the other server's next grade sheet a change of the college's name made on one", async () => {
    const [{ roll_no: rollNo }] = rowsOf<{ roll_no: string }>(
      await databases[0]!.db.execute(
        sql`select r.roll_no from student_results r join exam_titles t on t.id = r.exam_title_id where t.title = ${PUBLISHED} limit 1`,
      ),
    ) as [{ roll_no: string }];
    const gradeSheet = async () => {
      const res = await b.inject({ method: 'GET', url: '/api/getExamResultByRollNoReport', query: { rollNo, examTitle: PUBLISHED! } });
      expect(res.statusCode).toBe(200);
      const pdf = Buffer.from((res.json() as { b64: string }).b64, 'base64');
      return execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf, encoding: 'utf8' });
    };
    const admin = await bearer(a, 'admin');
    const before = (await a.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json() as { name: string };
    // Server B has made a grade sheet, and keeps its header.
    expect(await gradeSheet()).toContain(before.name);

    const saved = await a.inject({
      method: 'PUT',
      url: '/api/college-settings',
      headers: admin,
      payload: { ...before, name: 'Vasavi College of Engineering and Technology' },
    });
    expect(saved.statusCode).toBe(200);
    await b.heard();
    const after = await gradeSheet();
    expect(after).toContain('Vasavi College of Engineering and Technology');
    expect(after).not.toContain(before.name);
  });
});
