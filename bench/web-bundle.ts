/**
 * Web bundle: how much JavaScript each public page makes a visitor download. The built web app
 * (`npm run build` first; this script builds nothing) is served by the real application over a
 * small demo college on embedded PGlite; Chromium opens each public page, every script response is
 * recorded, and its bytes are gzipped here (zlib, default level) whatever the server sent. Prints per
 * page the number of scripts, their raw and gzip size and the ratio gzip ÷ the 200 KB budget; exits
 * non-zero when the home page is over budget.
 *
 *   npm run build && npm run bench:web
 *   CHROME_PATH=/path/to/chromium npm run bench:web
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createAadhaarVault } from '../apps/server/src/features/admissions/aadhaar-vault.js';
import { seedDemo } from '../apps/server/src/demo/seed.js';

const BUDGET_BYTES = 200 * 1024;
const WEB_DIST = path.resolve(import.meta.dirname, '../apps/web/dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

interface Script {
  name: string;
  raw: number;
  gzip: number;
}

interface PageVisit {
  label: string;
  path: string;
  /** What a visitor reads once the page is there. */
  ready: (page: import('@playwright/test').Page) => Promise<void>;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function visit(browser: Browser, origin: string, target: PageVisit): Promise<Script[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<Script | undefined>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ name: new URL(response.url()).pathname, raw: body.length, gzip: zlib.gzipSync(body).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(`${origin}${target.path}`);
  await target.ready(page);
  // Ready for a reader; for the count, also let every script the page asks for right away arrive.
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== undefined);
  await context.close();
  return scripts;
}

async function main() {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.error('No built web app in apps/web/dist: run `npm run build` first.');
    process.exit(2);
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await seedDemo(database.db, { sealAadhaar: createAadhaarVault(crypto.randomBytes(32)).seal }, { students: 20 });
  const student = await database.db.query.students.findFirst();
  const config = parseConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    RESULTS_RATE_LIMIT: '0',
    RESULTS_ROLL_RATE_LIMIT: '0',
    DATA_DIR: '/nonexistent-bench',
  });
  const app = await buildApp({ ...config, webDist: WEB_DIST }, { database, seed: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const titles = (await (await fetch(`${origin}/api/getDistinctExamTitlesBy`)).json()) as string[];
  if (!titles.length || !student) throw new Error('the demo college has no published exam title or no student');

  const pages: PageVisit[] = [
    { label: 'home', path: '/', ready: (p) => p.getByTestId('home-tiles').getByRole('link').first().waitFor() },
    { label: 'sign-in', path: '/login/Admin', ready: (p) => p.getByRole('button', { name: 'Sign in' }).waitFor() },
    { label: 'exam titles', path: '/examresults', ready: (p) => p.getByRole('link', { name: titles[0] }).waitFor() },
    {
      label: 'results (result shown)',
      path: `/results/${encodeURIComponent(titles[0])}`,
      ready: async (p) => {
        await p.getByLabel('Roll Number').fill(student.rollNumber);
        await p.getByRole('button', { name: 'Get Result' }).click();
        await p.getByTestId('student-roll').waitFor();
      },
    },
  ];

  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const rows: { label: string; path: string; scripts: Script[] }[] = [];
  try {
    for (const target of pages) rows.push({ label: target.label, path: target.path, scripts: await visit(browser, origin, target) });
  } finally {
    await browser.close();
    await app.close();
    await database.close();
  }

  console.log(`web bundle: JavaScript per public page, gzip (zlib) against the ${kb(BUDGET_BYTES)} budget\n`);
  const head = ['page', 'scripts', 'raw', 'gzip', 'gzip ÷ budget'];
  const lines = rows.map(({ label, scripts }) => {
    const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
    const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
    return [label, String(scripts.length), kb(raw), kb(gzip), (gzip / BUDGET_BYTES).toFixed(2)];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells: string[]) => '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(format(head));
  for (const l of lines) console.log(format(l));

  for (const { label, path: pagePath, scripts } of rows) {
    console.log(`\n${label} (${pagePath})`);
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(s.gzip).padStart(9)}  ${s.name}`);
  }

  const home = rows[0].scripts.reduce((sum, s) => sum + s.gzip, 0);
  const met = home <= BUDGET_BYTES;
  console.log(`\ntarget\n  home page JavaScript ≤ ${kb(BUDGET_BYTES)} gzip   ${kb(home)}   ${met ? 'met' : 'NOT MET'}`);
  if (!met) process.exitCode = 1;
}

await main();
