/**
 * Bulk admission upload benchmark: a generated 10,000-row .xlsx goes through
 * POST /api/masterDataExcelsUploads?fileType=newAdmissionsForm on embedded PGlite and on PostgreSQL.
 * Prints rows per second for each, and the ratio against a baseline measured in the same run:
 * only reading the workbook (no validation, no database).
 *
 *   npm run bench:admissions                      (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=postgres://… ROWS=20000 npm run bench:admissions
 *   BENCH_PG_URL=none npm run bench:admissions    (PGlite only)
 */
import crypto from 'node:crypto';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { readWorkbook } from '../apps/server/src/features/uploads/workbook-reader.js';
import { createScratchDatabase, scratchName } from '../apps/server/test/scratch-database.js';
import { generateWorkbook } from '../apps/server/test/admissions-workbook.js';

const ROWS = Number(process.env.ROWS ?? 10_000);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGET_SECONDS = 15;

function multipart(file: Buffer) {
  const boundary = `----bench${crypto.randomBytes(6).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="excelFileUpload"; filename="admissions.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function uploadOnce(label: string, file: Buffer, databaseUrl?: string): Promise<number> {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: '/nonexistent-bench-data' });
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: { students: 40 } });
  try {
    await app.ready();
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: 'admissions', password: DEMO_PASSWORD },
    });
    const token = signIn.json().token as string;
    const body = multipart(file);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm',
      payload: body.payload,
      headers: { 'content-type': body.contentType, authorization: `Bearer ${token}` },
    });
    const seconds = (performance.now() - started) / 1000;
    if (res.statusCode !== 200) throw new Error(`${label}: upload answered ${res.statusCode} ${res.body.slice(0, 500)}`);
    if (res.json().imported !== ROWS) throw new Error(`${label}: imported ${res.json().imported} of ${ROWS}`);
    return seconds;
  } finally {
    await app.close();
    await database.close();
  }
}

async function withFreshPostgres<T>(url: string, run: (dbUrl: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(url, scratchName('campus_bench'));
  try {
    return await run(scratch.url);
  } finally {
    await scratch.drop();
  }
}

const fmt = (n: number, digits = 2) => n.toFixed(digits);

async function main() {
  console.log(`Generating a ${ROWS.toLocaleString('en-IN')}-row admissions workbook…`);
  const file = await generateWorkbook(ROWS);
  console.log(`  ${fmt(file.length / 1024 / 1024)} MB`);

  // Baseline: best of two reads after a warm-up read, so it is not charged for a cold start.
  await readWorkbook(file);
  let parseSeconds = Infinity;
  for (let i = 0; i < 2; i++) {
    const parseStart = performance.now();
    const sheet = await readWorkbook(file);
    parseSeconds = Math.min(parseSeconds, (performance.now() - parseStart) / 1000);
    if (sheet.rows.length !== ROWS) throw new Error(`baseline read ${sheet.rows.length} rows`);
  }
  console.log(`baseline  read workbook only        ${fmt(parseSeconds)} s   ${fmt(ROWS / parseSeconds, 0)} rows/s`);

  const results: [string, number][] = [];
  results.push(['pglite', await uploadOnce('pglite', file)]);
  if (PG_URL !== 'none') results.push(['postgres', await withFreshPostgres(PG_URL, (url) => uploadOnce('postgres', file, url))]);

  for (const [label, seconds] of results) {
    const verdict = seconds < TARGET_SECONDS ? `under the ${TARGET_SECONDS} s target` : `OVER the ${TARGET_SECONDS} s target`;
    console.log(
      `${label.padEnd(9)} upload, check, import  ${fmt(seconds)} s   ${fmt(ROWS / seconds, 0)} rows/s   ratio to baseline ${fmt(seconds / parseSeconds)}x   ${verdict}`,
    );
  }
  if (results.some(([, s]) => s >= TARGET_SECONDS)) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
