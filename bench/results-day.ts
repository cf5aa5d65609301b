/**
 * Results day: 50,000 students × 8 courses are seeded directly into one exam title, the title is
 * published (which fills the results cache), and then, in one run, autocannon (100 connections,
 * 10 s, a random roll number per request) measures
 *   - a bare Fastify route answering a constant JSON (the ceiling of this machine), and
 *   - GET /api/getExamResultByRollNoView of the whole application,
 * on embedded PGlite and on PostgreSQL. Prints requests per second, p99 latency, the ratio
 * lookup ÷ bare and grade-sheet PDFs per second (getExamResultByRollNoReport).
 * The load generator runs in its own process so that it does not share the server's event loop.
 *
 *   npm run bench:results                          (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=none npm run bench:results        (PGlite only)
 *   STUDENTS=10000 DURATION=5 npm run bench:results
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/seed.js';
import { demoStudentResult } from '../apps/server/src/demo/seed-results.js';
import { seededRandom } from '../apps/server/src/demo/names.js';
import { createResultsRepository, type StudentResultInput } from '../apps/server/src/features/results/results.repository.js';

const STUDENTS = Number(process.env.STUDENTS ?? 50_000);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TITLE = 'B.Tech Semester End Examinations (Regular), Results Day Benchmark';
const BRANCHES = ['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT'];

const roll = (i: number) => `25BD1A${String(i).padStart(5, '0')}`;

interface Measured {
  requests: number;
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
    const autocannon = require('autocannon');
    const { url, rolls, title, connections, duration } = JSON.parse(process.env.LOAD);
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
      process.stdout.write(JSON.stringify({ requests: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
    });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], { env: { ...process.env, LOAD: JSON.stringify({ url, ...opts }) }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
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
      students.push(demoStudentResult(rand, { rollNo: roll(i), name: `Student ${i}`, branchCode: BRANCHES[i % BRANCHES.length] }, 1, ability));
    }
    await database.db.transaction(async (tx) => createResultsRepository(tx).replaceStudents(title.id, students));
  }
  return (Date.now() - started) / 1000;
}

async function engine(kind: 'pglite' | 'postgres', bareUrl: string) {
  let dropDb: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `campus_bench_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }
  try {
    const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
    await seedDemo(database.db, { students: 20 });
    const seedSeconds = await seedTitle(database);
    const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL: 'warn', RESULTS_RATE_LIMIT: '0', DATA_DIR: '/nonexistent-bench' });
    const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: false });
    const url = await listen(app);

    const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'admin', password: DEMO_PASSWORD } });
    const started = Date.now();
    const published = await app.inject({
      method: 'POST',
      url: `/api/exam-results/${encodeURIComponent(TITLE)}/publish`,
      headers: { authorization: `Bearer ${signIn.json().token}` },
    });
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
    const publishSeconds = (Date.now() - started) / 1000;

    // The bare route is measured right before the lookup, so both see the same machine load.
    const bare = await load(bareUrl, { rolls: 0, connections: CONNECTIONS, duration: DURATION });
    const lookup = await load(`${url}/api/getExamResultByRollNoView`, { rolls: STUDENTS, title: TITLE, connections: CONNECTIONS, duration: DURATION });
    const report = await load(`${url}/api/getExamResultByRollNoReport`, { rolls: STUDENTS, title: TITLE, connections: 10, duration: Math.max(3, Math.round(DURATION / 2)) });
    await app.close();
    await database.close();

    const ratio = lookup.requests / bare.requests;
    console.log(`\n${kind}: ${STUDENTS.toLocaleString('en')} students × 8 courses seeded in ${seedSeconds.toFixed(1)} s; publish (fills the cache) ${publishSeconds.toFixed(1)} s`);
    console.log(`  bare Fastify route        ${bare.requests.toFixed(0).padStart(7)} req/s   p99 ${String(bare.p99).padStart(3)} ms`);
    console.log(`  getExamResultByRollNoView ${lookup.requests.toFixed(0).padStart(7)} req/s   p99 ${String(lookup.p99).padStart(3)} ms   non-2xx ${lookup.non2xx}, errors ${lookup.errors}`);
    console.log(`  ratio lookup ÷ bare       ${ratio.toFixed(2)}   (target ≥ 0.5; p99 target ≤ 50 ms on PostgreSQL)`);
    console.log(`  grade-sheet PDFs          ${report.requests.toFixed(0).padStart(7)} reports/s   p99 ${report.p99} ms (10 connections)   non-2xx ${report.non2xx}   (target ≥ 100)`);
    return { kind, bare, lookup, report, ratio };
  } finally {
    await dropDb?.();
  }
}

async function main() {
  const bareApp = Fastify({ logger: false });
  const constant = { status: 'ok', message: 'constant answer' };
  bareApp.get('/bare', async () => constant);
  const bareUrl = `${await listen(bareApp)}/bare`;
  console.log(`results day: ${CONNECTIONS} connections, ${DURATION} s per measurement, random roll numbers`);
  const runs = [await engine('pglite', bareUrl)];
  if (PG_URL !== 'none') runs.push(await engine('postgres', bareUrl));
  await bareApp.close();

  console.log('\nsummary');
  for (const r of runs) {
    console.log(
      `  ${r.kind.padEnd(8)} bare ${r.bare.requests.toFixed(0)} req/s; lookup ${r.lookup.requests.toFixed(0)} req/s, p99 ${r.lookup.p99} ms, ratio ${r.ratio.toFixed(2)}; reports ${r.report.requests.toFixed(0)}/s`,
    );
  }
}

await main();
