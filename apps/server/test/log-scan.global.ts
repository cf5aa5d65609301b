import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { describeLeaks, scanCaptureDir } from './log-leaks.js';

/**
 * Nothing personal in a log, checked on the whole integration suite: every test app writes its
 * log (at trace level) to a shared folder (log-capture.ts); after the run, the scan fails the run
 * if any line holds an Aadhaar number or ciphertext, a password or a token, naming the kind and line.
 * With LOG_SCAN_REPORT set (scripts/test.mjs), the outcome is also written there as JSON.
 */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-log-capture-'));
  project.provide('logCaptureDir', dir);
  return () => {
    const started = performance.now();
    const { files, lines, leaks } = scanCaptureDir(dir);
    const ms = Math.round(performance.now() - started);
    const report = process.env.LOG_SCAN_REPORT;
    if (report) fs.writeFileSync(report, JSON.stringify({ ok: leaks.length === 0, files, lines, leaks: leaks.length, ms }));
    if (leaks.length > 0) {
      // Vitest only prints an error thrown here; the exit code is what fails the run.
      process.exitCode = 1;
      const head = `Personal data in the log of the integration tests: ${leaks.length} leak(s) in ${lines} lines (kept in ${dir})`;
      throw new Error([head, ...describeLeaks(leaks)].join('\n'));
    }
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`Log scan: ${lines} lines from ${files} test app log(s) in ${ms} ms, no Aadhaar number, password or token.`);
  };
}
