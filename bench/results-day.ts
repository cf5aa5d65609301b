/**
 * Results day: 50,000 students × 8 courses are seeded directly into one exam title, the title is
 * published (which fills the results cache), and then, in one run, autocannon (100 connections,
 * 10 s, a random roll number per request) measures
 *   - a bare Fastify route (the ceiling of this machine) that answers one real lookup answer's JSON
 *     text, with the same security and cache headers and the same logger configuration (level,
 *     access log, asynchronous writing) as the application, so that the ratio measures the work of
 *     the application and not a lighter baseline,
 *   - GET /api/getExamResultByRollNoView of the whole application, warm: every answer is in the
 *     cache, as on results day after publishing,
 *   - the same lookup cold: a second copy of the application over the same database without a
 *     results cache, so that every lookup is a database query, and
 *   - grade-sheet PDFs per second (getExamResultByRollNoReport),
 * on embedded PGlite and on PostgreSQL. The bare route and the warm lookup are each warmed up and
 * then measured in turns (bare, lookup, bare, lookup), so that both sides of the ratio see the same
 * machine. The application runs at its production log level (info), its
 * log written to a temporary file as the server writes standard output. Prints requests per second,
 * p99 latency, the ratio lookup ÷ bare, the access log's lines per request, and whether each target
 * is met. The load generator runs in its own process so that it does not share the server's event loop.
 *
 *   npm run bench:results                                  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=none npm run bench:results                (PGlite only)
 *   BENCH_STUDENTS=10000 BENCH_DURATION=5 BENCH_CONNECTIONS=50 npm run bench:results
 */
import crypto from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { createAadhaarVault } from '../apps/server/src/features/admissions/aadhaar-vault.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/seed.js';
import { demoStudentResult } from '../apps/server/src/demo/seed-results.js';
import { seededRandom } from '../apps/server/src/demo/names.js';
import type { ResultsCache } from '../apps/server/src/features/results/results-cache.js';
import { createResultsRepository, type StudentResultInput } from '../apps/server/src/features/results/results.repository.js';
import { createScratchDatabase, scratchName } from '../apps/server/test/scratch-database.js';
import { LOOKUP_MAX_AGE_SECONDS, SECURITY_HEADERS } from '../apps/server/src/features/results/results.routes.js';
import { closeLogDestination, createLogDestination, loggerOptions, type LogDestination } from '../apps/server/src/logging.js';

const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 50_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TITLE = 'B.Tech Semester End Examinations (Regular), Results Day Benchmark';
const BRANCHES = ['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT'];

const roll = (i: number) => `25BD1A${String(i).padStart(5, '0')}`;

/** Resolved here, so the load generator finds autocannon from whatever directory the bench is started in. */
const AUTOCANNON = fileURLToPath(import.meta.resolve('autocannon'));

const TARGET_RATIO = 0.6;
const TARGET_P99_MS = 50;
const TARGET_REPORTS = 100;

/** Stores nothing: every lookup of the cold measurement is answered by the database. */
const noCache: ResultsCache = {
  kind: 'memory',
  get: async () => undefined,
  generation: async () => 0,
  setMany: async () => {},
  invalidate: async () => {},
};

interface Measured {
  requests: number;
  /** Requests answered in the whole measurement. */
  total: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon in a child process (it behaves differently inside a worker thread); every request asks
 * for a random roll number when `rolls` > 0.
 */
function load(url: string, opts: { rolls: number; title?: string; connections: number; duration: number }): Promise<Measured> {
  const source = `
    const { autocannonPath, url, rolls, title, connections, duration } = JSON.parse(process.env.LOAD);
    const autocannon = require(autocannonPath);
    const base = new URL(url);
    const pick = () => '25BD1A' + String(1 + Math.floor(Math.random() * rolls)).padStart(5, '0');
    const requests = [{
      setupRequest: (req) => {
        if (!rolls) return req;
        req.path = base.pathname + '?rollNo=' + pick() + '&examTitle=' + encodeURIComponent(title);
        return req;
      },
    }];
    autocannon({ url, connections, duration, requests }, (err, r) => {
      if (err) throw err;
      process.stdout.write(JSON.stringify({ requests: r.requests.average, total: r.requests.total, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
    });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], {
      env: { ...process.env, LOAD: JSON.stringify({ autocannonPath: AUTOCANNON, url, ...opts }) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`load generator exited with ${code}`)),
    );
  });
}

/** Seconds of load that each server gets first, unmeasured, so that both are measured with their code compiled. */
const WARM_UP = 2;

/** Two half-duration rounds of one server as one measurement of the whole duration. */
const sum = (a: Measured, b: Measured): Measured => ({
  requests: (a.total + b.total) / DURATION,
  total: a.total + b.total,
  p99: Math.max(a.p99, b.p99),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});

/**
 * The bare route and the warm lookup measured in turns (warm-up of each, then bare, lookup, bare,
 * lookup, each for half the duration), so that a change of machine load during the run (another
 * process, a frequency step) falls on both sides of the ratio rather than on one.
 */
async function alternate(bareLoad: (duration: number) => Promise<Measured>, warmLoad: (duration: number) => Promise<Measured>) {
  await bareLoad(WARM_UP);
  const warmUp = await warmLoad(WARM_UP);
  const half = DURATION / 2;
  const [bare1, warm1, bare2, warm2] = [await bareLoad(half), await warmLoad(half), await bareLoad(half), await warmLoad(half)];
  return { bare: sum(bare1, bare2), warm: { ...sum(warm1, warm2), warmUpTotal: warmUp.total } };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The application's log level in production. */
const LOG_LEVEL = 'info';
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-'));
const logFile = (name: string) => path.join(logDir, `${name}.log`);
/** Access log lines of answered requests to a path; read after the destination is closed, since a flush returns before the queue is written. */
const countLines = (file: string, urlPath: string) =>
  fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes('"request completed"') && l.includes(`"url":"${urlPath}`)).length;

/**
 * The ceiling: Fastify answering the same JSON text with the same headers as a warm lookup (the
 * security headers as the application sends them on this route, the cache header) and the same
 * logger configuration; everything the application does beyond that counts against the ratio.
 */
async function bareRoute(payload: string, log: LogDestination): Promise<FastifyInstance> {
  const bare = Fastify(loggerOptions(LOG_LEVEL, log));
  bare.get('/bare', (_request, reply) => {
    reply.headers(SECURITY_HEADERS).header('cache-control', `public, max-age=${LOOKUP_MAX_AGE_SECONDS}`);
    return reply.type('application/json; charset=utf-8').send(payload);
  });
  return bare;
}

async function seedTitle(database: Database) {
  const started = Date.now();
  const repo = createResultsRepository(database.db);
  const title = await repo.ensureTitle(TITLE);
  const rand = seededRandom(50_000);
  const batch = 5_000;
  for (let from = 1; from <= STUDENTS; from += batch) {
    const students: StudentResultInput[] = [];
    for (let i = from; i < Math.min(from + batch, STUDENTS + 1); i++) {
      const ability = 40 + rand() * 55;
      students.push(
        demoStudentResult(rand, { rollNo: roll(i), name: `Student ${i}`, branchCode: BRANCHES[i % BRANCHES.length] }, 1, ability),
      );
    }
    await database.db.transaction(async (tx) => createResultsRepository(tx).replaceStudents(title.id, students));
  }
  return (Date.now() - started) / 1000;
}

interface Run {
  kind: 'pglite' | 'postgres';
  /** Access log lines per request answered by the application. */
  logLinesPerRequest: number;
  bare: Measured;
  warm: Measured;
  cold: Measured;
  report: Measured;
}

async function engine(kind: 'pglite' | 'postgres'): Promise<Run> {
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(PG_URL, scratchName('campus_bench'));
    databaseUrl = scratch.url;
    dropDb = scratch.drop;
  }
  try {
    const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
    await seedDemo(database.db, { sealAadhaar: createAadhaarVault(crypto.randomBytes(32)).seal }, { students: 20 });
    const seedSeconds = await seedTitle(database);
    const config = parseConfig({
      NODE_ENV: 'production',
      LOG_LEVEL,
      RESULTS_RATE_LIMIT: '0',
      RESULTS_ROLL_RATE_LIMIT: '0',
      DATA_DIR: '/nonexistent-bench',
    });
    const appLog = createLogDestination(logFile(kind));
    const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: false, logStream: appLog });
    const url = await listen(app);
    // A second copy over the same database, without a results cache.
    const coldLog = createLogDestination(logFile(`${kind}-cold`));
    const coldApp = await buildApp(
      { ...config, webDist: '/nonexistent-web' },
      { database, seed: false, resultsCache: noCache, logStream: coldLog },
    );
    const coldUrl = await listen(coldApp);

    const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'admin', password: DEMO_PASSWORD } });
    const started = Date.now();
    const published = await app.inject({
      method: 'POST',
      url: `/api/exam-results/${encodeURIComponent(TITLE)}/publish`,
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
    const publishSeconds = (Date.now() - started) / 1000;

    const lookupPath = '/api/getExamResultByRollNoView';
    const sample = await app.inject({ url: `${lookupPath}?rollNo=${roll(1)}&examTitle=${encodeURIComponent(TITLE)}` });
    if (sample.statusCode !== 200) throw new Error(`lookup failed: ${sample.body}`);
    const bareLog = createLogDestination(logFile(`${kind}-bare`));
    const bareApp = await bareRoute(sample.body, bareLog);
    const bareUrl = `${await listen(bareApp)}/bare`;
    const { bare, warm } = await alternate(
      (duration) => load(bareUrl, { rolls: 0, connections: CONNECTIONS, duration }),
      (duration) => load(`${url}${lookupPath}`, { rolls: STUDENTS, title: TITLE, connections: CONNECTIONS, duration }),
    );
    await bareApp.close();
    await closeLogDestination(bareLog);
    const cold = await load(`${coldUrl}${lookupPath}`, { rolls: STUDENTS, title: TITLE, connections: CONNECTIONS, duration: DURATION });
    const report = await load(`${url}/api/getExamResultByRollNoReport`, {
      rolls: STUDENTS,
      title: TITLE,
      connections: 10,
      duration: Math.max(3, Math.round(DURATION / 2)),
    });
    await coldApp.close();
    await app.close();
    await Promise.all([closeLogDestination(appLog), closeLogDestination(coldLog)]);
    // The sample lookup above is the one line of this path before the measurements (warm-up included).
    const logLinesPerRequest = (countLines(logFile(kind), lookupPath) - 1) / (warm.total + warm.warmUpTotal);
    await database.close();

    const run: Run = { kind, logLinesPerRequest, bare, warm, cold, report };
    const row = (label: string, m: Measured, unit = 'req/s', ratio = true) =>
      `  ${label.padEnd(36)} ${m.requests.toFixed(0).padStart(7)} ${unit.padEnd(9)} p99 ${String(m.p99).padStart(4)} ms` +
      (ratio ? `   ratio ${(m.requests / bare.requests).toFixed(2)}` : '') +
      (m === bare ? '' : `   non-2xx ${m.non2xx}, errors ${m.errors}`);
    console.log(
      `\n${kind}: ${STUDENTS.toLocaleString('en')} students × 8 courses seeded in ${seedSeconds.toFixed(1)} s; publish (fills the cache) ${publishSeconds.toFixed(1)} s`,
    );
    console.log(row('bare Fastify route (same answer)', bare, 'req/s', false));
    console.log(row('lookup, warm (cache)', warm));
    console.log(row('lookup, cold (database, no cache)', cold));
    console.log(row('grade-sheet PDFs (10 connections)', report, 'reports/s', false));
    console.log(`  access log: ${logLinesPerRequest.toFixed(2)} lines per warm lookup (${sample.body.length} bytes per answer)`);
    return run;
  } finally {
    await dropDb?.();
  }
}

async function main() {
  console.log(`results day: ${CONNECTIONS} connections, ${DURATION} s per measurement, random roll numbers, log level ${LOG_LEVEL}`);
  try {
    const runs = [await engine('pglite')];
    if (PG_URL !== 'none') runs.push(await engine('postgres'));
    printSummary(runs);
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

function printSummary(runs: Run[]) {
  const head = ['engine', 'bare req/s', 'warm req/s', 'warm p99', 'warm ratio', 'cold req/s', 'cold p99', 'cold ratio', 'reports/s'];
  const lines = runs.map((r) => [
    r.kind,
    r.bare.requests.toFixed(0),
    r.warm.requests.toFixed(0),
    `${r.warm.p99} ms`,
    (r.warm.requests / r.bare.requests).toFixed(2),
    r.cold.requests.toFixed(0),
    `${r.cold.p99} ms`,
    (r.cold.requests / r.bare.requests).toFixed(2),
    r.report.requests.toFixed(0),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(`\nsummary (${CONNECTIONS} connections, ${DURATION} s per measurement, ${STUDENTS.toLocaleString('en')} students)`);
  console.log(format(head));
  for (const l of lines) console.log(format(l));

  const verdict = (met: boolean | undefined) => (met === undefined ? 'not measured' : met ? 'met' : 'NOT MET');
  const targets: [string, boolean | undefined, string][] = [
    ...runs.map((r): [string, boolean, string] => {
      const ratio = r.warm.requests / r.bare.requests;
      return [`warm lookup ÷ bare ≥ ${TARGET_RATIO} on ${r.kind}`, ratio >= TARGET_RATIO, ratio.toFixed(2)];
    }),
    ...runs.map((r): [string, boolean, string] => [
      `warm lookup p99 ≤ ${TARGET_P99_MS} ms on ${r.kind}`,
      r.warm.p99 <= TARGET_P99_MS,
      `${r.warm.p99} ms`,
    ]),
    ...runs.map((r): [string, boolean, string] => [
      `grade-sheet PDFs ≥ ${TARGET_REPORTS}/s on ${r.kind}`,
      r.report.requests >= TARGET_REPORTS,
      `${r.report.requests.toFixed(0)}/s`,
    ]),
  ];
  console.log('\ntargets');
  for (const [name, met, value] of targets) console.log(`  ${name.padEnd(40)} ${value.padStart(8)}   ${verdict(met)}`);
}

await main();
