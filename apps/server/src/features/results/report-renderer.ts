import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { renderGradeSheet, type ReportInput } from './results-report.js';

interface Job {
  resolve(pdf: Buffer): void;
  reject(err: Error): void;
  input: ReportInput;
}

/**
 * Laying out a PDF is CPU work of ~10 ms: on results day it runs in worker threads so that the
 * lookups of everyone else keep flowing on the main thread. Without a way to load the worker
 * (TypeScript run by a test runner) or with `threads` 0, grade sheets are rendered in place.
 */
export function createReportRenderer(threads = Math.min(4, Math.max(2, os.availableParallelism()))) {
  const workerFile = new URL(`./report-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);
  const canLoad = !import.meta.url.endsWith('.ts') || process.execArgv.some((a) => a.includes('tsx'));
  const workers: { worker: Worker; busy: number }[] = [];
  const jobs = new Map<number, Job>();
  let nextId = 1;
  let broken = threads <= 0 || !canLoad;

  function start() {
    for (let i = 0; i < threads; i++) {
      const worker = new Worker(workerFile);
      const entry = { worker, busy: 0 };
      worker.unref();
      worker.on('message', (m: { id: number; pdf?: Uint8Array; error?: string }) => {
        const job = jobs.get(m.id);
        if (!job) return;
        jobs.delete(m.id);
        entry.busy--;
        if (m.pdf) job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength));
        else job.reject(new Error(m.error ?? 'grade sheet failed'));
      });
      // A worker that cannot run: render everything in place from now on, including what it held.
      worker.on('error', () => fallBack());
      workers.push(entry);
    }
  }

  function fallBack() {
    broken = true;
    for (const { worker } of workers.splice(0)) void worker.terminate();
    for (const [id, job] of jobs) {
      jobs.delete(id);
      renderGradeSheet(job.input).then(job.resolve, job.reject);
    }
  }

  function render(input: ReportInput): Promise<Buffer> {
    if (broken) return renderGradeSheet(input);
    if (workers.length === 0) start();
    const entry = workers.reduce((a, b) => (b.busy < a.busy ? b : a));
    const id = nextId++;
    entry.busy++;
    return new Promise((resolve, reject) => {
      jobs.set(id, { resolve, reject, input });
      entry.worker.postMessage({ id, input });
    });
  }

  async function close() {
    await Promise.all(workers.splice(0).map(({ worker }) => worker.terminate()));
  }

  return { render, close };
}
