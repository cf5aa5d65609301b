#!/usr/bin/env node
// Runs every check of Campus ERP in order and ends with one line: 'N passed, N failed'.
// Typecheck and lint count as one check each; unit, integration and end-to-end tests count one per test.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const reports = path.resolve('.test-reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const summary = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${[cmd, ...args].join(' ')}`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return res.status === 0;
}

function check(label, cmd, args) {
  const ok = run(label, cmd, args);
  if (ok) passed++;
  else failed++;
  summary.push(`${label}: ${ok ? 'ok' : 'FAILED'}`);
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function vitest(project) {
  const out = path.join(reports, `${project}.json`);
  const ok = run(`${project} tests`, 'npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  const r = readJson(out);
  if (!r) {
    failed++;
    summary.push(`${project} tests: no report (exit ${ok ? 0 : 'non-zero'})`);
    return;
  }
  const extra = !ok && r.numFailedTests === 0 ? 1 : 0; // a suite that failed to load counts as a failure
  passed += r.numPassedTests;
  failed += r.numFailedTests + extra;
  summary.push(`${project} tests: ${r.numPassedTests} passed, ${r.numFailedTests + extra} failed`);
}

function e2e() {
  if (!run('build web', 'npm', ['run', 'build'])) {
    failed++;
    summary.push('web build: FAILED');
    return;
  }
  const ok = run('end-to-end tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']);
  const r = readJson(path.join(reports, 'e2e.json'));
  if (!r) {
    failed++;
    summary.push('end-to-end tests: no report');
    return;
  }
  const s = r.stats ?? {};
  const bad = (s.unexpected ?? 0) + (s.flaky ?? 0) + (!ok && !s.unexpected ? 1 : 0);
  passed += s.expected ?? 0;
  failed += bad;
  summary.push(`end-to-end tests: ${s.expected ?? 0} passed, ${bad} failed`);
}

check('typecheck', 'npm', ['run', 'typecheck']);
check('lint', 'npm', ['run', 'lint']);
vitest('unit');
vitest('integration');
e2e();

console.log('\n=== summary');
for (const line of summary) console.log(`  ${line}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
