import { parentPort } from 'node:worker_threads';
import { renderGradeSheet, type ReportInput } from './results-report.js';

/** Renders grade sheets off the main thread (see report-renderer.ts). */
parentPort?.on('message', async ({ id, input }: { id: number; input: ReportInput }) => {
  try {
    const logo = input.header.logo ? Buffer.from(input.header.logo) : null;
    const pdf = await renderGradeSheet({ ...input, header: { ...input.header, logo }, issuedOn: new Date(input.issuedOn) });
    parentPort!.postMessage({ id, pdf });
  } catch (err) {
    parentPort!.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
