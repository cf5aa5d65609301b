// Every Playwright worker runs its own Campus ERP server on its own port, with its own copy of the
// demo college (made once by demo-template.setup.ts), so journeys on two workers never share data.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { assertPortFree, cloneTemplateDatabase, E2E, serverArgs, serverEnv, waitForHealth } from './e2e-servers';

export type Engine = 'pglite' | 'postgres';

interface WorkerServer {
  url: string;
  /** The port of the SMTP server the app mails to: a journey that reads mail listens there. */
  smtpPort: number;
  /** The server's DATA_DIR: the demo's SMS simulator writes each message to its `sms` folder. */
  dataDir: string;
}

interface WorkerFixtures {
  /** Which database the worker's server runs on (the project's option). */
  engine: Engine;
  /**
   * A journey that changes what the other journeys of a worker rely on (it pays the demo student's
   * dues) names itself here: `test.use({ ownServer: 'its name' })` runs it in a worker, and on a
   * copy of the demo college, of its own.
   */
  ownServer: string;
  server: WorkerServer;
}

/** Stops a server and waits for it, so that its port and folder are free for the next worker. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export const test = base.extend<object, WorkerFixtures>({
  engine: ['pglite', { scope: 'worker', option: true }],
  ownServer: ['', { scope: 'worker', option: true }],
  server: [
    // `ownServer` is asked for so that a journey naming one gets a worker of its own.
    async ({ engine, ownServer: _ownServer }, use, workerInfo) => {
      // parallelIndex is unique among the workers running at once, so their ports never collide.
      const port = E2E.port + 10 * (workerInfo.parallelIndex + 1);
      const smtpPort = port + 7;
      const own = path.join(E2E.root, 'e2e', `.worker-${engine}-${workerInfo.parallelIndex}`);
      fs.rmSync(own, { recursive: true, force: true });
      fs.mkdirSync(own, { recursive: true });
      // Its own copy of the built web app, so that a rebuild during the run cannot pull pages from under the browser.
      fs.cpSync(E2E.webBuild, path.join(own, 'web'), { recursive: true });
      const env: Record<string, string> = {
        ...serverEnv,
        PORT: String(port),
        WEB_DIST: path.join(own, 'web'),
        DATA_DIR: path.join(own, 'data'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      };
      if (engine === 'pglite') {
        fs.cpSync(E2E.pgliteTemplate, path.join(own, 'data'), { recursive: true });
      } else {
        env.DATABASE_URL = await cloneTemplateDatabase(`campus_e2e_w${workerInfo.parallelIndex}`);
      }
      await assertPortFree(port);
      const child = spawn(process.execPath, serverArgs, {
        cwd: E2E.root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      try {
        const url = `http://localhost:${port}`;
        await waitForHealth(url, child);
        await use({ url, smtpPort, dataDir: env.DATA_DIR! });
      } finally {
        await stop(child);
        fs.rmSync(own, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect } from '@playwright/test';
