// Seeds the demo college once per end-to-end run: a server starts on an empty database, seeds it,
// answers its health check and stops. Each worker then runs its own server on a copy.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { assertPortFree, E2E, freshTemplateDatabase, serverArgs, serverEnv, waitForHealth } from './e2e-servers';

async function seedOnce(port: number, env: Record<string, string>) {
  await assertPortFree(port);
  const child = spawn(process.execPath, serverArgs, {
    cwd: E2E.root,
    env: { ...process.env, ...serverEnv, PORT: String(port), WEB_DIST: E2E.webBuild, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForHealth(`http://localhost:${port}`, child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export default async function seedTemplates() {
  if (!fs.existsSync(path.join(E2E.webBuild, 'index.html'))) {
    throw new Error(`No built web app in ${E2E.webBuild}: run "npm run build" first.`);
  }
  if (!fs.existsSync(E2E.server)) throw new Error(`No compiled server at ${E2E.server}: run "npm run build" first.`);
  fs.rmSync(E2E.pgliteTemplate, { recursive: true, force: true });
  const seeds = [seedOnce(E2E.port, { DATA_DIR: E2E.pgliteTemplate })];
  if (process.env.TEST_DATABASE_URL) {
    const url = await freshTemplateDatabase();
    seeds.push(seedOnce(E2E.port + 1, { DATABASE_URL: url, DATA_DIR: `${E2E.pgliteTemplate}-pg` }));
  }
  await Promise.all(seeds);
}
