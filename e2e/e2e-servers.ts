// What the end-to-end run's servers share: where things are, their environment, and how to wait for one.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createScratchDatabase } from '../apps/server/test/scratch-database.js';

const root = path.resolve(import.meta.dirname, '..');
/** Ports from here up (`E2E_PORT`, 3100 by default): the template servers on it, each worker's ten above. */
const port = Number(process.env.E2E_PORT ?? 3100);
/** Names carry the port, so that runs on two ports do not share folders or databases. */
const own = (name: string) => (port === 3100 ? name : `${name}_${port}`);

export const E2E = {
  root,
  port,
  /** The built web app the servers copy (`E2E_WEB_DIST`: a build of one's own, for a second run on another `E2E_PORT`). */
  webBuild: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
  /** The demo college on PGlite, seeded once per run and copied by every worker. */
  pgliteTemplate: path.join(root, 'e2e', own('.template-pglite')),
  /** The demo college on PostgreSQL (with TEST_DATABASE_URL), seeded once per run and cloned by every worker. */
  postgresTemplate: own('campus_e2e_template'),
  /** The compiled server (`npm run build`), started the way `npm start` starts it: what ships is what is tested. */
  server: path.join(root, 'apps/server/dist/server.js'),
};

/** Node's arguments for a server of the run: the compiled server, importing @campus/shared's compiled JavaScript. */
export const serverArgs = ['--conditions=@campus/compiled', '--enable-source-maps', E2E.server];

/** Every server of the run reads the same key, so that the Aadhaar numbers sealed in a template open in its copies. */
export const serverEnv: Record<string, string> = {
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  RESULTS_RATE_LIMIT: '0',
  RESULTS_ROLL_RATE_LIMIT: '0',
  NODE_ENV: 'test',
  APP_SECRET_KEY: 'e2e0'.repeat(16),
  // The demo's SMS simulator, writing each message to DATA_DIR/sms, at any hour.
  SMS_PROVIDER: 'simulator',
  SMS_QUIET_HOURS: 'off',
  // The demo bus's lapsing insurance would queue mail to the transport office in every worker at
  // start; the warnings are told by the integration tests about them, with a real mail server.
  PAPER_WARNING_MINUTES: '0',
};

/** The PostgreSQL server of TEST_DATABASE_URL, addressed through its maintenance database. */
function postgresServer(): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/postgres';
  return url.toString();
}

/** An empty database for the PostgreSQL template. */
export async function freshTemplateDatabase(): Promise<string> {
  return (await createScratchDatabase(postgresServer(), E2E.postgresTemplate)).url;
}

/** A worker's own copy of the PostgreSQL template. */
export async function cloneTemplateDatabase(name: string): Promise<string> {
  return (await createScratchDatabase(postgresServer(), own(name), E2E.postgresTemplate)).url;
}

/** Rejects when something listens on the port already (a server left over from another run would answer in our place). */
export async function assertPortFree(port: number): Promise<void> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', () => reject(new Error(`Port ${port} is in use: stop what listens there, or run with another E2E_PORT.`)));
    probe.listen(port, () => resolve());
  });
  await new Promise((resolve) => probe.close(resolve));
}

/** Resolves once the server answers /api/health; rejects if it exits first. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  let exited = false;
  child.once('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the server for ${url} exited with ${child.exitCode ?? child.signalCode} before it answered`);
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
