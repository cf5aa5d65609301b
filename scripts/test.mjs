#!/usr/bin/env node
// Runs every check of Campus ERP in order (typecheck and lint side by side), prints how long each stage took, and ends with one line:
// 'N passed, N failed'. Typecheck, lint and the start of the built server count as one check each; unit,
// integration and end-to-end tests count one per test.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { checkBuiltServer } from './built-server-check.mjs';

const reports = path.resolve('.test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];
const durations = [];
/** The names of the failed tests, printed again at the end where a short CI log still shows them. */
const failures = [];
/** What the page showed when an end-to-end test failed (Playwright's error context), printed after the names. */
const pageSnapshots = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push({ label, seconds: (performance.now() - started) / 1000 });
  return res.status === 0;
}

function count(label, ok) {
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
}

/** Runs a command with its output kept, and prints the output as one block when it ends. */
function runQuietly(label, cmd, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    // A command that cannot start fails its check, rather than leaving the run waiting.
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
      process.stdout.write(Buffer.concat(output));
      durations.push({ label, seconds: (performance.now() - started) / 1000 });
      resolve(code === 0);
    });
  });
}

/**
 * Checks that each use one core (the TypeScript compiler, ESLint), run side by side: each counts as
 * one check, and its output is printed whole when it ends.
 */
async function checksSideBySide(checks) {
  const results = await Promise.all(checks.map(([label, cmd, args]) => runQuietly(label, cmd, args)));
  checks.forEach(([label], i) => count(label, results[i]));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function readJsonLines(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** An error no test's result holds (scripts/vitest-failures.reporter.mjs), with where it came and its first frames. */
function describeOutsideTests(error) {
  const frames = String(error.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l) && !l.includes('node:internal'))
    .slice(0, 4)
    .map((l) => `      ${l.trim()}`);
  const where = error.where.replaceAll(`${process.cwd()}/`, '');
  return [`${error.kind}: ${where}`, `      ${error.name}: ${error.message}`, ...frames].join('\n');
}

function vitest(label, project, env = {}, explained = () => false) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const outside = path.join(reports, `${label.replace(/\W+/g, '-')}.outside-tests.jsonl`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
      '--reporter=./scripts/vitest-failures.reporter.mjs',
    ],
    { ...env, VITEST_FAILURES_REPORT: outside },
  );
  const outsideTests = readJsonLines(outside);
  for (const error of outsideTests) failures.push(`${label}: ${describeOutsideTests(error)}`);
  const r = readJson(out);
  if (!r) {
    failed++;
    summary.push(`${label}: no report (exit ${ok ? 0 : 'non-zero'})`);
    return;
  }
  // A suite that failed to load counts as a failure, unless a check counted below explains the exit.
  const extra = !ok && r.numFailedTests === 0 && !explained() ? 1 : 0;
  if (extra && outsideTests.length === 0)
    failures.push(`${label}: an error outside any test, e.g. an unhandled rejection (see "Unhandled Errors" above)`);
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${label}: ${path.relative(process.cwd(), file.name)} › ${t.fullName}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')) {
      const why = String(file.message ?? '').split('\n')[0];
      const what = why ? `did not load: ${why}` : 'failed outside its tests: see its suite or error above';
      failures.push(`${label}: ${path.relative(process.cwd(), file.name)} (${what})`);
    }
  }
  passed += r.numPassedTests;
  failed += r.numFailedTests + extra;
  summary.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests + extra} failed`);
}

/** The scan of the integration tests' log for personal data (apps/server/test/log-scan.global.ts): one check per engine. */
function logScan(label, report) {
  const r = readJson(report);
  const ok = r?.ok === true;
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${!r ? 'no report' : ok ? `ok (${r.lines} lines)` : `FAILED (${r.leaks} leaks)`}`);
}

/**
 * The integration tests, then the scan of their log. Each test file runs on every engine in one run
 * (tests/helpers.ts `targets`: PGlite, and PostgreSQL with TEST_DATABASE_URL), so a file's modules are
 * loaded once for both; a failed test names its engine in its title.
 */
function integration() {
  const name = process.env.TEST_DATABASE_URL ? 'PGlite and PostgreSQL' : 'PGlite';
  const report = path.join(reports, 'log-scan.json');
  vitest(`integration tests (${name})`, 'integration', { LOG_SCAN_REPORT: report }, () => readJson(report)?.ok === false);
  logScan('log scan', report);
}

/** The compiled server as `npm start` runs it, on an empty data folder (scripts/built-server-check.mjs): one check. */
async function builtServer() {
  const label = 'built server';
  console.log(`\n=== ${label}: node apps/server/dist/server.js on an empty DATA_DIR`);
  const started = performance.now();
  const ok = await checkBuiltServer();
  durations.push({ label, seconds: (performance.now() - started) / 1000 });
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
}

/** The web app and the compiled server, the server started once on its own, then the journeys against it. */
async function e2e() {
  if (!run('build', 'npm', ['run', 'build'])) {
    failed++;
    summary.push('build: FAILED');
    return;
  }
  await builtServer();
  const ok = run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  const r = readJson(path.join(reports, 'e2e.json'));
  if (!r) {
    failed++;
    summary.push('end-to-end tests: no report');
    return;
  }
  collectE2eFailures(r.suites ?? [], []);
  const s = r.stats ?? {};
  const bad = (s.unexpected ?? 0) + (s.flaky ?? 0) + (!ok && !s.unexpected ? 1 : 0);
  passed += s.expected ?? 0;
  failed += bad;
  summary.push(`end-to-end tests: ${s.expected ?? 0} passed, ${bad} failed`);
}

/** Walks Playwright's JSON report for tests that failed or only passed on a retry. */
function collectE2eFailures(suites, titles) {
  for (const suite of suites) {
    const inner = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const name = `[${t.projectName}] ${spec.file}:${spec.line} › ${[...inner, spec.title].join(' › ')}`;
          failures.push(`end-to-end tests (${t.status}): ${name}`);
          for (const result of t.results ?? []) keepPageSnapshot(name, result);
        }
      }
    }
    collectE2eFailures(suite.suites ?? [], inner);
  }
}

/** A failed run's page as Playwright saw it (the accessibility tree of its error context), so that a CI log alone shows what was on screen. */
function keepPageSnapshot(name, result) {
  const context = (result.attachments ?? []).find((a) => a.name === 'error-context' && a.path);
  if (!context || !fs.existsSync(context.path)) return;
  const tree = /```yaml\n([\s\S]*?)```/.exec(fs.readFileSync(context.path, 'utf8'))?.[1];
  if (!tree) return;
  const lines = tree.trimEnd().split('\n');
  const shown = lines.slice(0, 80);
  if (lines.length > shown.length)
    shown.push(`… ${lines.length - shown.length} more lines in ${path.relative(process.cwd(), context.path)}`);
  pageSnapshots.push(`--- ${name}\n${shown.join('\n')}`);
}

const started = performance.now();
await checksSideBySide([
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
]);
vitest('unit tests', 'unit');
vitest('component tests', 'component');
integration();
await e2e();

const minutes = (seconds) => `${(seconds / 60).toFixed(1)} min`;
if (pageSnapshots.length > 0) {
  console.log('\n=== what the page showed when an end-to-end test failed');
  for (const snapshot of pageSnapshots) console.log(snapshot);
}
console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
if (failures.length > 0) {
  console.log('\n=== failed tests');
  for (const line of failures) console.log(`  ${line}`);
}
console.log('\n=== durations');
for (const { label, seconds } of durations) console.log(`  ${label.padEnd(32)} ${minutes(seconds).padStart(9)}`);
console.log(`  ${'all'.padEnd(32)} ${minutes((performance.now() - started) / 1000).padStart(9)}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
