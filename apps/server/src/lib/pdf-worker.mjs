// The entry of a PDF worker thread (pdf-workers.ts). Node 20 does not hand tsx's loader
// (`node --import tsx`) on to worker threads, so the worker registers it before loading the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
