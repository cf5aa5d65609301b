import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts a worker thread on a module of this app. The compiled server (`npm start`) hands it a `.js`
 * file, started as it is (the thread inherits `--conditions=@campus/compiled`). From the TypeScript
 * sources (the development server on tsx, tests on vitest) a worker thread does not get the
 * TypeScript loader, so the thread first registers tsx's loader and then imports the module.
 */
export function startWorker(file: URL, options: WorkerOptions = {}): Worker {
  if (!file.pathname.endsWith('.ts')) return new Worker(file, options);
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(file.href)}); });`;
  return new Worker(code, { ...options, eval: true });
}
