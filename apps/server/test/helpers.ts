import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { setCollegeClock } from '@campus/shared';
import { buildApp } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import type { Clock } from '../src/lib/clock.js';
import { DEMO_PASSWORD, type SeedOptions } from '../src/demo/seed.js';
import { logCapture } from './log-capture.js';
import { createScratchDatabase, scratchName, type ScratchDatabase } from './scratch-database.js';
import { seededPglite, seededPostgres, TEST_SECRET_KEY } from './seeded-databases.js';
import { createPdfWorkers, type PdfWorkers } from '../src/lib/pdf-workers.js';

export type Target = 'pglite' | 'postgres';

/**
 * PGlite always, PostgreSQL too when TEST_DATABASE_URL is set (CI sets it); TEST_TARGETS picks one
 * (`pglite` or `postgres`), to run one engine on its own.
 */
export const targets: Target[] = (() => {
  const picked = process.env.TEST_TARGETS;
  if (picked === 'pglite' || picked === 'postgres') return [picked];
  if (picked) throw new Error(`TEST_TARGETS must be pglite or postgres, not ${picked}`);
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
})();

/** Tests whose outcome does not depend on the database run once, with PGlite's. */
export const engineFree = targets.includes('pglite');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/** A fresh PostgreSQL database per test file, dropped afterwards. */
export function freshPostgres(): Promise<ScratchDatabase> {
  return createScratchDatabase(process.env.TEST_DATABASE_URL!, scratchName('campus_t'));
}

interface OpenedDatabase {
  database: Database;
  /** Migrated and seeded as asked already. */
  seeded: boolean;
  drop?: () => Promise<void>;
}

async function emptyDatabase(target: Target): Promise<OpenedDatabase> {
  const pgdb = target === 'postgres' ? await freshPostgres() : undefined;
  return { database: await openDatabase({ databaseUrl: pgdb?.url, pgliteDir: 'memory://' }), seeded: false, drop: pgdb?.drop };
}

async function seededDatabase(target: Target, seed: SeedOptions | false, pgliteDir?: string): Promise<OpenedDatabase> {
  if (target === 'pglite') return { database: await seededPglite(seed, pgliteDir), seeded: true };
  const { scratch, seeded } = await seededPostgres(process.env.TEST_DATABASE_URL!, seed);
  return { database: await openDatabase({ databaseUrl: scratch.url }), seeded, drop: scratch.drop };
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Demo seed size; the default is small and fast. `false` for an empty college. */
  seed?: SeedOptions | false;
  /** A built web app to serve (none by default). */
  webDist?: string;
  /** Collects the app's log lines (parsed pino JSON) here. */
  logLines?: Record<string, unknown>[];
  /** Registers more routes after the app's own, before it is ready. */
  extraRoutes?: (app: FastifyInstance) => void;
  /** The time the app's services read (a fixed instant for date tests). */
  clock?: Clock;
  /** The embedded database in this folder rather than in memory (a disk that can fill up). */
  pgliteDir?: string;
  /** The PDF workers the app uses, instead of a pool of its own (a test that makes a PDF fail). */
  pdfs?: PdfWorkers;
}

export async function createTestApp(target: Target, opts: TestAppOptions = {}): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: opts.logLines ? 'warn' : 'error',
    DATA_DIR: '/nonexistent-test-data',
    APP_SECRET_KEY: TEST_SECRET_KEY,
    // Every request's line, for the tests that read them and the scan for personal data.
    ACCESS_LOG_RATE: '0',
    // Tests that send hundreds of sign-ins at once are about the limits, not the password queue: on a
    // slow machine their checks may wait their turn as long as they need (the queue has tests of its own).
    SIGN_IN_QUEUE_MS: '60000',
    // The demo has a bus whose insurance is lapsing: its warning is told only in the tests about it.
    PAPER_WARNING_MINUTES: '0',
    ...opts.env,
  });
  const wanted = opts.seed === false ? false : { students: 40, ...opts.seed };
  // Seeded copies are sealed with the test key; an app with a key of its own seeds its own database.
  const { database, seeded, drop } =
    config.appSecretKey === TEST_SECRET_KEY ? await seededDatabase(target, wanted, opts.pgliteDir) : await emptyDatabase(target);
  const seed = seeded ? false : wanted;
  // The integration suite's log capture takes every line, at trace level; a test reads its own level.
  const capture = logCapture();
  const logLevel = capture ? 'trace' : config.logLevel;
  const threshold = pino.levels.values[config.logLevel];
  const logStream =
    capture || opts.logLines
      ? {
          write: (line: string) => {
            capture?.write(line);
            if (!opts.logLines) return;
            const parsed = JSON.parse(line) as Record<string, unknown>;
            if (Number(parsed.level) >= threshold) opts.logLines.push(parsed);
          },
        }
      : undefined;
  const app = await buildApp(
    { ...config, logLevel, webDist: opts.webDist ?? '/nonexistent-web' },
    { database, seed, logStream, clock: opts.clock, pdfs: opts.pdfs },
  );
  capture?.watch(app);
  opts.extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop?.();
      // The shared date checks read the clock of the last app made: a test's clock ends with its app.
      setCollegeClock(() => new Date());
    },
  };
}

/** Signs in a demo user (password Campus@2026) and answers the bearer header. */
export async function bearer(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<Record<string, string>> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/signin?module=Admin', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().token}` };
}

export type MultipartPart = { name: string; value: string | Buffer; filename?: string; type?: string };

/** A multipart/form-data body as a browser sends it. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----campus${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disp = `form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disp}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(head), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Row counts of every table, in one query. */
export async function rowCounter(database: Database): Promise<() => Promise<Record<string, number>>> {
  const tables = (await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const names = tables.rows.map((r) => r.table_name);
  const query = sql.join(
    names.map((n) => sql`(select count(*)::int from ${sql.identifier(n)}) as ${sql.identifier(n)}`),
    sql`, `,
  );
  return async () => ((await database.db.execute(sql`select ${query}`)) as unknown as { rows: Record<string, number>[] }).rows[0];
}

let signUps = 0;

/** A public sign-up's body that the sign-up route accepts, with a user name and e-mail of its own. */
export function signUpBody(over: Record<string, unknown> = {}) {
  const id = `${Date.now().toString(36)}${signUps++}`;
  return {
    fullName: 'Lakshmi Prasanna',
    username: `user${id}`,
    email: `user${id}@college.example`,
    password: 'secret1',
    eamcetCode: 'VCET',
    collegeName: 'Vignan College',
    instituteType: 'engineering',
    affiliatedTo: '',
    role: ['accountant'],
    department: '',
    module: 'erp,naac',
    promotions: true,
    ...over,
  };
}

/** The real PDF workers, whose next PDF a test can make fail (a failure after a save has committed). */
export function pdfWorkersThatCanFail(): { pdfs: PdfWorkers; failNext(): void } {
  const pool = createPdfWorkers();
  let fails = false;
  const render: PdfWorkers['render'] = (layout, input) => {
    if (!fails) return pool.render(layout, input);
    fails = false;
    return Promise.reject(new Error('the PDF could not be laid out'));
  };
  return { pdfs: { ...pool, render }, failNext: () => (fails = true) };
}
