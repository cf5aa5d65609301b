/**
 * Heavy work on the embedded database: a 50,000-row results upload (6,250 students × 8 courses),
 * its publish, and a 5,000-row admissions upload, one after the other, over HTTP to the whole
 * application on PGlite, while /api/health and the upload's progress call
 * (GET /api/uploads/progress/:id, signed in as the uploader) are polled every 20 ms from another
 * process (so that every stall of the server's event loop is counted). Prints, for
 * each step, its answer, how long it took, the slowest health answer, the slowest progress answer
 * and the event loop's longest delay; checks that a published result reads back right; and fails
 * (exit 1) when an answer is wrong or health took 1 s or more.
 *
 *   npm run bench:heavy-work
 *   BENCH_TRACE=1 npm run bench:heavy-work      (also: where PGlite's time goes in each step)
 *
 * With BENCH_TRACE, every synchronous call into PGlite is timed: the longest ones are printed with
 * their statement, with how long the database was held by one transaction at the longest.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { smallXlsx } from '../apps/server/test/hostile-workbooks.js';
import { registerStudents } from '../apps/server/test/register-students.js';
import { generateWorkbook } from '../apps/server/test/admissions-workbook.js';
import { whileWatchingHealth } from './watch-health.js';

const STUDENTS = 6_250;
const COURSES = 8;
const ADMISSIONS = 5_000;
const HEALTH_TARGET_MS = 1000;
const TITLE = 'B.Tech IV-I Semester Regular Examinations, Heavy Work Benchmark';
const TRACE = process.env.BENCH_TRACE === '1';

const roll = (i: number) => `25HW1A${String(i).padStart(5, '0')}`;
const nameOf = (i: number) => `Student ${i}`;
const marksOf = (student: number, course: number) => (student * 7 + course * 13) % 101;

function resultsWorkbook(): Buffer {
  const rows = [['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks']];
  for (let s = 1; s <= STUDENTS; s++) {
    for (let c = 1; c <= COURSES; c++) {
      rows.push([roll(s), nameOf(s), TITLE, `CS${400 + c}PC`, `Course ${c}`, '3', String(marksOf(s, c))]);
    }
  }
  return smallXlsx(rows);
}

/** Where PGlite's time goes: each synchronous call timed and named by its statement, and transactions' hold. */
function traceOf(client: object) {
  type Inner = { execProtocolRawSync(message: Uint8Array): Uint8Array; _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> };
  const inner = client as unknown as Inner;
  const decoder = new TextDecoder();
  let statement = '';
  let calls: { ms: number; statement: string }[] = [];
  let longestTransactionMs = 0;
  const runSync = inner.execProtocolRawSync.bind(client);
  inner.execProtocolRawSync = (message) => {
    // Parse ('P': name, then text) and simple query ('Q': text) name the statement the next calls run.
    if (message[0] === 0x50) statement = decoder.decode(message.subarray(5, message.indexOf(0, message.indexOf(0, 5) + 1)));
    if (message[0] === 0x51) statement = decoder.decode(message.subarray(5, message.length - 1));
    const started = performance.now();
    try {
      return runSync(message);
    } finally {
      calls.push({ ms: performance.now() - started, statement });
    }
  };
  const runTransaction = inner._runExclusiveTransaction.bind(client);
  inner._runExclusiveTransaction = async (fn) => {
    const started = performance.now();
    try {
      return await runTransaction(fn);
    } finally {
      longestTransactionMs = Math.max(longestTransactionMs, performance.now() - started);
    }
  };
  return {
    /** Prints the step's longest calls and totals, and starts counting afresh. */
    print() {
      const total = calls.reduce((s, c) => s + c.ms, 0);
      console.log(
        `    PGlite: ${calls.length} synchronous calls, ${total.toFixed(0)} ms in all; longest hold (a query or a transaction) ${longestTransactionMs.toFixed(0)} ms`,
      );
      for (const c of [...calls].sort((a, b) => b.ms - a.ms).slice(0, 5))
        console.log(`      ${c.ms.toFixed(0).padStart(6)} ms  ${c.statement.replace(/\s+/g, ' ').slice(0, 110)}`);
      calls = [];
      longestTransactionMs = 0;
    },
  };
}

async function main() {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: '/nonexistent-bench-data' });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: { students: 40 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const tokenOf = async (username: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password: DEMO_PASSWORD } });
    return `Bearer ${res.json().token as string}`;
  };
  const examination = await tokenOf('examination');
  const admissions = await tokenOf('admissions');

  console.log(`Registering ${STUDENTS.toLocaleString('en-IN')} students and generating the workbooks…`);
  await registerStudents(
    database.db,
    Array.from({ length: STUDENTS }, (_, i) => ({ rollNumber: roll(i + 1), fullName: nameOf(i + 1) })),
  );
  const results = resultsWorkbook();
  const newAdmissions = await generateWorkbook(ADMISSIONS);
  const trace = TRACE && database.kind === 'pglite' ? traceOf((database.db as unknown as { $client: object }).$client) : undefined;

  /**
   * Sends the file as a browser would, written in 64 KB pieces as the socket takes them, so that
   * building and sending the body does not stall this process's event loop, which the server shares.
   */
  const upload = (fileType: string, progressId: string, file: Buffer, authorization: string) =>
    new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
      const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="excelFileUpload"; filename="${fileType}.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const req = http.request(`${base}/api/masterDataExcelsUploads?fileType=${fileType}&progressId=${progressId}`, {
        method: 'POST',
        headers: {
          authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + file.length + tail.length,
        },
      });
      req.on('response', async (res) => {
        let text = '';
        for await (const chunk of res) text += chunk;
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Record<string, unknown> });
      });
      req.on('error', reject);
      void (async () => {
        for (let at = 0; at < file.length; at += 65536) {
          const piece = at === 0 ? Buffer.concat([head, file.subarray(0, 65536)]) : file.subarray(at, at + 65536);
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
        }
        req.end(tail);
      })().catch(reject);
    });

  const resultsProgress = crypto.randomUUID();
  const admissionsProgress = crypto.randomUUID();
  const progressPoll = (id: string, authorization: string) => ({
    name: 'progress',
    url: () => `${base}/api/uploads/progress/${id}`,
    headers: { authorization },
  });
  const steps: {
    name: string;
    run: () => Promise<{ status: number; body: Record<string, unknown> }>;
    poll: ReturnType<typeof progressPoll>;
    expect: (body: Record<string, unknown>) => boolean;
  }[] = [
    {
      name: `results upload, ${(STUDENTS * COURSES).toLocaleString('en-IN')} rows`,
      run: () => upload('examResults', resultsProgress, results, examination),
      poll: progressPoll(resultsProgress, examination),
      expect: (body) => body.imported === STUDENTS * COURSES,
    },
    {
      name: 'publish',
      run: async () => {
        const res = await fetch(`${base}/api/exam-results/${encodeURIComponent(TITLE)}/publish`, {
          method: 'POST',
          headers: { authorization: examination },
        });
        return { status: res.status, body: (await res.json()) as Record<string, unknown> };
      },
      poll: progressPoll(resultsProgress, examination),
      expect: (body) => body.status === 'published',
    },
    {
      name: `admissions upload, ${ADMISSIONS.toLocaleString('en-IN')} rows`,
      run: () => upload('newAdmissionsForm', admissionsProgress, newAdmissions, admissions),
      poll: progressPoll(admissionsProgress, admissions),
      expect: (body) => body.imported === ADMISSIONS,
    },
  ];

  let failed = false;
  console.log(
    `${'step'.padEnd(30)} ${'answer'.padEnd(8)} ${'seconds'.padStart(7)} ${'health'.padStart(8)} ${'progress'.padStart(8)} ${'loop'.padStart(8)}`,
  );
  for (const step of steps) {
    const watched = await whileWatchingHealth(base, step.run, [step.poll], { fromAnotherProcess: true });
    const { status, body } = watched.result;
    const right = status === 200 && step.expect(body);
    console.log(
      `${step.name.padEnd(30)} ${String(status).padEnd(8)} ${(watched.ms / 1000).toFixed(2).padStart(7)} ${`${watched.slowestHealthMs.toFixed(0)} ms`.padStart(8)} ${`${(watched.slowestMs.progress ?? 0).toFixed(0)} ms`.padStart(8)} ${`${watched.loopMaxMs.toFixed(0)} ms`.padStart(8)}`,
    );
    if (!right) console.log(`    unexpected answer: ${JSON.stringify(body).slice(0, 300)}`);
    trace?.print();
    if (!right || watched.slowestHealthMs >= HEALTH_TARGET_MS) failed = true;
  }

  // The published results read back right: the last student's marks of the last course.
  const lookup = await fetch(`${base}/api/getExamResultByRollNoView?${new URLSearchParams({ rollNo: roll(STUDENTS), examTitle: TITLE })}`);
  const result = (await lookup.json()) as { listofRecords?: { courseCode: string; grade: string }[] } | null;
  const records = result?.listofRecords ?? [];
  const readBack = records.length === COURSES && records[COURSES - 1].courseCode === `CS${400 + COURSES}PC`;
  console.log(`published result of ${roll(STUDENTS)}: ${records.length} courses ${readBack ? '(right)' : '(WRONG)'}`);
  if (!readBack) failed = true;

  console.log(
    failed
      ? `FAILED: a step answered wrong, a result read back wrong, or health waited ${HEALTH_TARGET_MS} ms or more`
      : `every step answered right; health answered within ${HEALTH_TARGET_MS} ms throughout`,
  );
  await app.close();
  await database.close();
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
