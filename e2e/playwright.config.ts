import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  throw new Error(`No Chromium at ${chrome}. Install Debian's "chromium" package (apt-get install -y chromium) or set CHROME_PATH.`);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);
const root = path.resolve(import.meta.dirname, '..');
export const baseURL = `http://localhost:${PORT}`;

// With TEST_DATABASE_URL (CI sets it) the sign-in and results journeys run again on a PostgreSQL server.
const postgres = process.env.TEST_DATABASE_URL;
const PG_PORT = PORT + 1;
/** The SMTP server the accounts journey starts in its own process; the app mails reset links to it. */
const SMTP_PORT = PORT + 7;
const postgresURL = (() => {
  if (!postgres) return undefined;
  const url = new URL(postgres);
  url.pathname = `/campus_e2e_${PORT}`;
  return url.toString();
})();

const serverEnv = {
  DEMO: 'true',
  LOG_LEVEL: 'warn',
  RESULTS_RATE_LIMIT: '0',
  NODE_ENV: 'test',
};

/** The built web app the servers copy (`E2E_WEB_DIST`: a build of one's own, for a second run on another `E2E_PORT`). */
const webBuild = process.env.E2E_WEB_DIST ?? 'apps/web/dist';
/** Each run's data and web copies carry its port, so that runs on two ports do not share them. */
const own = (dir: string) => (PORT === 3100 ? dir : `${dir}-${PORT}`);

/** Each server serves its own copy of the built web app, so that a rebuild during the run cannot pull pages from under the browser. */
function server(port: number, web: string, prepare: string, env: Record<string, string>) {
  return {
    command: `rm -rf ${web} && cp -r ${webBuild} ${web} && ${prepare}node --import tsx apps/server/src/server.ts`,
    cwd: root,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...serverEnv, PORT: String(port), WEB_DIST: web, ...env },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  // One server per database, one demo college: journeys that change college settings must not race each other.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-reports/e2e.json' }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chrome,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'pglite' },
    ...(postgresURL
      ? [{ name: 'postgres', testMatch: ['foundation.spec.ts', 'results.spec.ts'], use: { baseURL: `http://localhost:${PG_PORT}` } }]
      : []),
  ],
  webServer: [
    server(PORT, own('e2e/.web'), `rm -rf ${own('e2e/.data')} && `, { DATA_DIR: own('e2e/.data'), SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }),
    ...(postgresURL
      ? [
          server(PG_PORT, own('e2e/.web-pg'), `node --import tsx e2e/fresh-database.ts ${postgresURL} && `, {
            DATABASE_URL: postgresURL,
            DATA_DIR: own('e2e/.data-pg'),
          }),
        ]
      : []),
  ],
});
