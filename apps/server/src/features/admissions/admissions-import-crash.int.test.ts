import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { generateWorkbook } from '../../../test/admissions-workbook.js';
import { targets } from '../../../test/helpers.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { seededPostgres, TEST_SECRET_KEY } from '../../../test/seeded-databases.js';
import { startServer, type ServerProcess } from '../../../test/server-process.js';
import { IMPORT_CLAIM } from './admissions-import.service.js';

const ROWS = 3_000;

/** Polls `read` until `done` holds for its answer, at most `limitMs`; answers the last answer. */
async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 60_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await delay(5);
  }
}

const upload = (server: ServerProcess, token: string, file: Buffer) => {
  const form = new FormData();
  form.append('excelFileUpload', new Blob([new Uint8Array(file)]), 'admissions.xlsx');
  return fetch(`${server.url}/api/masterDataExcelsUploads?fileType=newAdmissionsForm`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
};

/**
 * A server killed (`kill -9`) while it saves an admissions upload in parts leaves some of the parts
 * behind on PostgreSQL; the next server knows at once that nobody is saving them any more (ADR 0094).
 */
describe.runIf(targets.includes('postgres'))('an admissions upload whose server was killed midway (postgres)', () => {
  let db: ScratchDatabase;
  let client: pg.Client;
  const servers: ServerProcess[] = [];
  const env = () => ({ DATABASE_URL: db.url, APP_SECRET_KEY: TEST_SECRET_KEY, DEMO: 'false', PAYMENT_JOBS_SECONDS: '0' });
  const start = async () => {
    const server = await startServer(env());
    servers.push(server);
    expect(server.output()).toContain('Campus ERP is running at');
    return server;
  };
  const signIn = async (server: ServerProcess) => {
    const res = await fetch(`${server.url}/api/auth/signin?module=Admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admissions', password: DEMO_PASSWORD }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const count = async (query: string) => Number((await client.query<{ n: string }>(query)).rows[0].n);

  beforeAll(async () => {
    ({ scratch: db } = await seededPostgres(process.env.TEST_DATABASE_URL!, { students: 5 }));
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await client?.end();
    await db?.drop();
  });

  it('is taken back at once: the same file uploaded again to another running server is accepted whole', async () => {
    const [file, first, second] = await Promise.all([generateWorkbook(ROWS), start(), start()]);
    const studentsBefore = await count('select count(*) as n from students');
    const applicationsBefore = await count('select count(*) as n from applications');

    const answer = upload(first, await signIn(first), file).catch((err: unknown) => err);
    const saved = await waitFor(
      () => count('select count(*) as n from students where import_id is not null'),
      (n) => n > 0,
    );
    expect(saved).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await answer).toBeInstanceOf(Error);
    const left = await count('select count(*) as n from students where import_id is not null');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(ROWS);
    expect(await count('select count(*) as n from admission_imports where finished_at is null')).toBe(1);

    // The killed server's sessions end as soon as PostgreSQL reads its closed sockets; its claim goes with them.
    const claims = await waitFor(
      () =>
        count(
          `select count(*) as n from pg_locks where locktype = 'advisory' and classid = ${IMPORT_CLAIM}
             and database = (select oid from pg_database where datname = current_database())`,
        ),
      (n) => n === 0,
    );
    expect(claims).toBe(0);
    const again = await upload(second, await signIn(second), file);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Successfully Uploaded Excel File', key: 'upload.uploaded', imported: ROWS });

    expect(await count('select count(*) as n from students')).toBe(studentsBefore + ROWS);
    expect(await count('select count(*) as n from applications')).toBe(applicationsBefore + ROWS);
    expect(await count('select count(*) as n from admission_imports where finished_at is null')).toBe(0);
    expect(await count('select count(*) as n from admission_imports')).toBe(1);
  });
});
