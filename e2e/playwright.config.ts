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

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  // One server, one demo college: journeys that change college settings must not race each other.
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: '../.test-reports/e2e.json' }]]
    : [['list'], ['json', { outputFile: '../.test-reports/e2e.json' }]],
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
  webServer: {
    // Serves a copy of the built web app, so that a rebuild during the run cannot pull pages from under the browser.
    command: 'rm -rf e2e/.data e2e/.web && cp -r apps/web/dist e2e/.web && node --import tsx apps/server/src/server.ts',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: 'e2e/.data',
      WEB_DIST: 'e2e/.web',
      DEMO: 'true',
      LOG_LEVEL: 'warn',
      RESULTS_RATE_LIMIT: '0',
      NODE_ENV: 'test',
    },
  },
});
