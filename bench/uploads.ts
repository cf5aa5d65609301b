/**
 * Hostile uploads: the decompression and row bombs of issue 9 at full size, one at a time and two at
 * once, and an admission form whose PDF takes seconds to lay out, sent over HTTP to
 * POST /api/masterDataExcelsUploads?fileType=newAdmissionsForm (the form: /api/saveApplicationFormData) of the whole
 * application (embedded PGlite) while /api/health is polled and the event loop's delay is watched.
 * Prints, for each case, the answer, how long it took, the slowest health answer, the longest
 * event-loop delay and the peak growth of the process's resident memory (worker threads included),
 * and fails when an answer is not a 4xx or the server stopped answering for 1 s.
 *
 *   npm run bench:uploads
 *
 * The health checks are sent from this process, which the server shares; the event loop's delay is
 * the server's own measure (a health check cannot be answered sooner than the loop turns).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { STUDENT_ADMISSION_FIELDS, withVerhoeff } from '@campus/shared';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { collegeSettings } from '../apps/server/src/features/public/college.table.js';
import { inflationBomb, numberedRowBomb, rowBomb, sharedStringsBomb } from '../apps/server/test/hostile-workbooks.js';
import { fullAdmission } from '../apps/server/test/admission-fixtures.js';
import { whileWatchingHealth } from './watch-health.js';

const MB = 1024 * 1024;

const HEALTH_TARGET_MS = 1000;
const HEADER = STUDENT_ADMISSION_FIELDS.filter((f) => f.required).map((f) => f.label);

interface Case {
  name: string;
  files: Buffer[];
}

function cases(): Case[] {
  const honestBomb = inflationBomb(HEADER);
  const lyingBomb = inflationBomb(HEADER, 1100 * MB, 190 * MB);
  const rows = numberedRowBomb(HEADER);
  const copiedRows = rowBomb(HEADER, 1, 6_000_000);
  const strings = sharedStringsBomb(HEADER);
  return [
    { name: '1.1 GB bomb, honest header', files: [honestBomb] },
    { name: '1.1 GB bomb, header claims 190 MB', files: [lyingBomb] },
    { name: '3M numbered rows', files: [rows] },
    { name: '6M copied rows', files: [copiedRows] },
    { name: '7M shared strings', files: [strings] },
    { name: 'two 190 MB-claim bombs at once', files: [lyingBomb, lyingBomb] },
    { name: 'two 3M-row bombs at once', files: [rows, rows] },
  ];
}

async function main() {
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: '/nonexistent-bench-data' });
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: { students: 5 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username: 'admissions', password: DEMO_PASSWORD },
  });
  const authorization = `Bearer ${signIn.json().token as string}`;

  /**
   * Sends the file as a browser would, written in 64 KB pieces as the socket takes them: building a
   * large multipart body at once (as fetch with FormData does) would stall this process's event loop,
   * which the server shares, and be counted against it.
   */
  const upload = (file: Buffer) =>
    new Promise<{ status: number; code: string; message: string }>((resolve, reject) => {
      const boundary = `----bench${crypto.randomBytes(8).toString('hex')}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="excelFileUpload"; filename="admissions.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const req = http.request(`${base}/api/masterDataExcelsUploads?fileType=newAdmissionsForm`, {
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
        const body = JSON.parse(text) as { code: string; message: string };
        resolve({ status: res.statusCode ?? 0, code: body.code, message: body.message });
      });
      req.on('error', reject);
      void (async () => {
        for (const piece of [
          head,
          ...Array.from({ length: Math.ceil(file.length / 65536) }, (_, i) => file.subarray(i * 65536, (i + 1) * 65536)),
          tail,
        ]) {
          if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
        }
        req.end();
      })().catch(reject);
    });

  console.log('Generating the files…');
  const all = cases();
  // Warm: the first upload starts the thread that reads workbooks.
  await upload(rowBomb(HEADER, 1, 10));
  let failed = false;
  console.log(
    `${'case'.padEnd(36)} ${'file'.padStart(8)}  ${'answer'.padEnd(44)} ${'seconds'.padStart(7)} ${'health'.padStart(7)} ${'loop'.padStart(6)} ${'RSS +'.padStart(7)}`,
  );
  for (const c of all) {
    if (global.gc) global.gc();
    const watched = await whileWatchingHealth(base, () => Promise.all(c.files.map(upload)));
    const answers = watched.result;
    const seconds = watched.ms / 1000;
    const slowestHealth = watched.slowestHealthMs;
    const loopMs = watched.loopMaxMs;
    const answer = [...new Set(answers.map((a) => `${a.status} ${a.code}`))].join(', ');
    const size = c.files.reduce((s, f) => s + f.length, 0) / MB;
    console.log(
      `${c.name.padEnd(36)} ${`${size.toFixed(1)} MB`.padStart(8)}  ${answer.padEnd(44)} ${seconds.toFixed(2).padStart(7)} ${`${slowestHealth.toFixed(0)} ms`.padStart(7)} ${`${loopMs.toFixed(0)} ms`.padStart(6)} ${`${watched.rssGrowthMb.toFixed(0)} MB`.padStart(7)}`,
    );
    for (const message of new Set(answers.map((a) => a.message))) console.log(`${''.padEnd(47)}${message}`);
    if (answers.some((a) => a.status < 400 || a.status >= 500) || Math.max(slowestHealth, loopMs) >= HEALTH_TARGET_MS) failed = true;
  }
  // An admission form that takes seconds to lay out: a campus address saved before the limits (the
  // probe saved 4 MB) is printed on every form. Laid out off the main thread, health keeps answering.
  const [settings] = await database.db.select().from(collegeSettings);
  await database.db.update(collegeSettings).set({ contact: { ...settings.contact, campus: 'A'.repeat(30_000) } });
  const form = new FormData();
  // A new Aadhaar number each run.
  form.append('applicationFormData', JSON.stringify(fullAdmission(withVerhoeff(`7${String(Date.now() % 1e10).padStart(10, '0')}`))));
  const pdf = await whileWatchingHealth(base, async () => {
    const res = await fetch(`${base}/api/saveApplicationFormData`, { method: 'POST', body: form, headers: { authorization } });
    return { status: res.status, text: await res.text() };
  });
  const pdfHealth = Math.max(pdf.slowestHealthMs, pdf.loopMaxMs);
  console.log(
    `${'admission form, 30,000-char address'.padEnd(36)} ${''.padStart(8)}  ${String(pdf.result.status).padEnd(44)} ${(pdf.ms / 1000).toFixed(2).padStart(7)} ${`${pdf.slowestHealthMs.toFixed(0)} ms`.padStart(7)} ${`${pdf.loopMaxMs.toFixed(0)} ms`.padStart(6)} ${`${pdf.rssGrowthMb.toFixed(0)} MB`.padStart(7)}`,
  );
  if (pdf.result.status !== 200 || pdfHealth >= HEALTH_TARGET_MS) failed = true;
  console.log(
    failed
      ? 'FAILED: a bomb was not answered with a 4xx, the long form was not saved, or health waited 1 s or more'
      : 'every bomb refused with a 4xx and the long form saved; health answered within 1 s throughout',
  );
  await app.close();
  await database.close();
  if (failed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
