/**
 * Admissions register: 10,000 admissions (students with their saved application, Aadhaar sealed as
 * the forms seal it) are written straight into a fresh database, then each kind of register call is
 * timed through the whole application (GET /api/admissions/register: sign-in check, schemas,
 * catalog, count and page queries, answer serialisation): the first page, a deep page, a page in
 * name order, and searches by name, roll number, admission number, last four Aadhaar digits,
 * course and branch. Prints the median and 95th percentile of each, and the ratio of the median
 * against a baseline measured in the same run on the same app: GET /api/auth/me, a signed-in call
 * that reads one row, so the ratio is the register's own work. On embedded PGlite and PostgreSQL.
 *
 *   npm run bench:register                        (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=none npm run bench:register      (PGlite only)
 *   ADMISSIONS=50000 RUNS=50 npm run bench:register
 */
import crypto from 'node:crypto';
import { withVerhoeff, type AdmissionsRegisterPage } from '@campus/shared';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { createAadhaarVault } from '../apps/server/src/features/admissions/aadhaar-vault.js';
import { formatAdmissionNumber } from '../apps/server/src/features/admissions/admission-number.js';
import { createAdmissionsRepository } from '../apps/server/src/features/admissions/admissions.repository.js';
import { createMasterDataRepository } from '../apps/server/src/features/masterdata/masterdata.repository.js';
import { loadSecretKey } from '../apps/server/src/lib/secret-key.js';
import { createScratchDatabase, scratchName } from '../apps/server/test/scratch-database.js';

const ADMISSIONS = Number(process.env.ADMISSIONS ?? 10_000);
const RUNS = Number(process.env.RUNS ?? 30);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** A page of the register should come back well within what a clerk notices. */
const TARGET_MS = 200;

const PLACES: [course: string, batch: string, branch: string][] = [
  ['B.Tech', '2025-2029', 'CSE'],
  ['B.Tech', '2025-2029', 'ECE'],
  ['B.Tech', '2024-2028', 'EEE'],
  ['B.Tech', '2024-2028', 'MECH'],
  ['MBA', '2025-2027', 'MBA'],
  ['MCA', '2025-2027', 'MCA'],
];
const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Vihaan', 'Saanvi', 'Arjun', 'Lakshmi', 'Rohan', 'Kavya', 'Meena', 'Sai'];
const LAST = ['Reddy', 'Rao', 'Naidu', 'Sharma', 'Varma', 'Chowdary', 'Kumar', 'Prasad', 'Goud', 'Yadav', 'Khan'];

interface Seeded {
  rollNumber: string;
  admissionNumber: string;
  aadhaar: string;
}

/** Writes the admissions in a few bulk statements, as the Excel import does, and answers one of them to search for. */
async function seedAdmissions(database: Database, secretKey: Buffer): Promise<Seeded> {
  const db = database.db;
  const repo = createAdmissionsRepository(db);
  const vault = createAadhaarVault(secretKey);
  const catalog = await createMasterDataRepository(db).catalogRows();
  const places = PLACES.map(([course, batch, branch]) => {
    const c = catalog.courses.find((r) => r.code === course)!;
    return {
      courseId: c.id,
      batchId: catalog.batches.find((r) => r.courseId === c.id && r.name === batch)!.id,
      branchId: catalog.branches.find((r) => r.courseId === c.id && r.code === branch)!.id,
    };
  });
  const base = 3_000_000_0000 + crypto.randomInt(0, 1_000_000) * 100_000;
  const numbers = Array.from({ length: ADMISSIONS }, (_, i) => formatAdmissionNumber(2025, i + 1));
  const aadhaars = numbers.map((_, i) => withVerhoeff(String(base + i)));
  const students = await repo.insertStudents(
    numbers.map((admissionNumber, i) => ({
      ...places[i % places.length],
      rollNumber: `25BR${String(i + 1).padStart(6, '0')}`,
      admissionNumber,
      fullName: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]} ${FIRST[(i * 5) % FIRST.length]}`,
      gender: i % 2 ? 'FEMALE' : 'MALE',
    })),
  );
  await repo.insertApplications(
    students.map((s, i) => ({
      studentId: s.id,
      admissionNumber: s.admissionNumber,
      dateOfAdmission: `2025-07-${String(1 + (i % 28)).padStart(2, '0')}`,
      data: { fathersName: `${FIRST[(i + 3) % FIRST.length]} ${LAST[(i * 7) % LAST.length]}` },
      ...vault.seal(aadhaars[i]),
    })),
  );
  const pick = Math.floor(ADMISSIONS / 2);
  return { rollNumber: students[pick].rollNumber, admissionNumber: students[pick].admissionNumber, aadhaar: aadhaars[pick] };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function runOnce(label: string, databaseUrl?: string): Promise<boolean> {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: '/nonexistent-bench-data' });
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: { students: 40 } });
  try {
    await app.ready();
    const seedStart = performance.now();
    const one = await seedAdmissions(database, loadSecretKey(config));
    console.log(`${label}: ${ADMISSIONS.toLocaleString('en-IN')} admissions written in ${fmt((performance.now() - seedStart) / 1000)} s`);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'admissions', password: DEMO_PASSWORD },
    });
    const headers = { authorization: `Bearer ${signIn.json().token as string}` };

    /** Median and p95 of RUNS calls after two warm-up calls; the answer of the last call. */
    async function time(url: string) {
      const ms: number[] = [];
      let body = '';
      for (let i = 0; i < RUNS + 2; i++) {
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url, headers });
        const took = performance.now() - started;
        if (res.statusCode !== 200) throw new Error(`${label}: ${url} answered ${res.statusCode} ${res.body.slice(0, 300)}`);
        if (i >= 2) ms.push(took);
        body = res.body;
      }
      ms.sort((a, b) => a - b);
      return { median: percentile(ms, 50), p95: percentile(ms, 95), body };
    }

    const baseline = await time('/api/auth/me');
    console.log(`${label}: baseline GET /api/auth/me                 median ${fmt(baseline.median)} ms   p95 ${fmt(baseline.p95)} ms`);
    const lastPage = Math.ceil((ADMISSIONS + 40) / 25);
    const cases: [name: string, query: string, expect: (p: AdmissionsRegisterPage) => boolean][] = [
      ['first page', '', (p) => p.total >= ADMISSIONS && p.rows.length === 25],
      ['last page', `?page=${lastPage}`, (p) => p.rows.length > 0],
      ['page 100, name order', '?sort=name&page=100', (p) => p.rows.length === 25],
      ['name, two words', `?q=${encodeURIComponent('meena kumar')}`, (p) => p.total > 0],
      ['roll number', `?q=${one.rollNumber}`, (p) => p.total === 1],
      ['admission number', `?q=${one.admissionNumber}`, (p) => p.total === 1],
      ['Aadhaar last four', `?q=${one.aadhaar.slice(-4)}`, (p) => p.rows.some((r) => r.rollNumber === one.rollNumber)],
      ['course and branch', '?course=B.Tech&branch=CSE&page=20', (p) => p.total > 0 && p.rows.length === 25],
      ['branch in the box', '?q=ece', (p) => p.total > 0],
    ];
    let allUnder = true;
    for (const [name, query, check] of cases) {
      const t = await time(`/api/admissions/register${query}`);
      const page = JSON.parse(t.body) as AdmissionsRegisterPage;
      if (!check(page)) throw new Error(`${label}: ${name} answered total ${page.total}, ${page.rows.length} rows`);
      const verdict = t.p95 < TARGET_MS ? `under ${TARGET_MS} ms` : `OVER ${TARGET_MS} ms`;
      allUnder &&= t.p95 < TARGET_MS;
      console.log(
        `${label}: ${name.padEnd(22)} total ${String(page.total).padStart(6)}   median ${fmt(t.median).padStart(6)} ms   p95 ${fmt(t.p95).padStart(6)} ms   ratio to baseline ${fmt(t.median / baseline.median)}x   ${verdict}`,
      );
    }
    return allUnder;
  } finally {
    await app.close();
    await database.close();
  }
}

async function main() {
  const results = [await runOnce('pglite')];
  if (PG_URL !== 'none') {
    const scratch = await createScratchDatabase(PG_URL, scratchName('campus_bench'));
    try {
      results.push(await runOnce('postgres', scratch.url));
    } finally {
      await scratch.drop();
    }
  }
  if (results.some((ok) => !ok)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
