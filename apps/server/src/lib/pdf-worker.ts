import type { PdfJob } from './pdf-workers.js';
import { serveJobs } from './worker-pool.js';

type Layout = (input: unknown) => Promise<Buffer>;

/** Structured cloning turns a Buffer into a plain Uint8Array; pdfkit reads images only from Buffers. */
function revive(value: unknown): unknown {
  if (value instanceof Uint8Array) return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  if (Array.isArray(value)) return value.map(revive);
  if (value && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, revive(v)]));
  return value;
}

/**
 * Lays out one PDF at a time for pdf-workers.ts: the layout named by module and export, on the input
 * sent. Loading the layout's module is not timed; laying it out is.
 */
serveJobs<PdfJob, Buffer, never, string>(
  async ({ module, name, input }) => {
    const layout = ((await import(module)) as Record<string, Layout>)[name];
    if (typeof layout !== 'function') throw new Error(`${module} exports no PDF layout ${name}`);
    return () => layout(revive(input));
  },
  (err) => (err instanceof Error ? err.message : String(err)),
);
