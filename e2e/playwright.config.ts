import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { Engine } from './worker-server.fixture';

// Chromium's headless shell (Debian's chromium-headless-shell), the browser Playwright itself runs
// headless tests in: the same engine as Chromium without the browser's own window layer, and a
// quarter faster on the suite's page tours (ADR 0122).
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell';
if (!fs.existsSync(chrome)) {
  throw new Error(
    `No Chromium at ${chrome}. Install Debian's "chromium-headless-shell" package (apt-get install -y chromium-headless-shell) or set CHROME_PATH.`,
  );
}

// With TEST_DATABASE_URL (CI sets it) a few journeys run again with the built server on a PostgreSQL
// server: a refused and a good sign-in, a session ended on the server, a settings save refused field by
// field, and results looked up, uploaded, published and unpublished. Every call is run on both engines
// by the integration suite; here the browser sees the built server work on PostgreSQL once.
const postgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig<object, { engine: Engine }>({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  // The demo college is seeded once (demo-template.setup.ts); each worker serves its own copy
  // (worker-server.fixture.ts), so journeys that change college settings never race each other.
  globalSetup: './demo-template.setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: '../.test-reports/e2e.json' }]],
  use: {
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as a user may: menus and dialogs appear at once (the app's
    // theme), so no click lands on a menu still growing into place. foundation.spec.ts sees both ways.
    reducedMotion: 'reduce',
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
    { name: 'pglite', use: { engine: 'pglite' } },
    ...(postgres
      ? [
          {
            name: 'postgres',
            testMatch: ['foundation.spec.ts', 'results.spec.ts'],
            grep: [
              /the server message in an alert for a wrong password/,
              /a session ended on the server/,
              /college settings refuse/,
              /list → title → roll number/,
              /examination staff upload a file/,
            ],
            use: { engine: 'postgres' as const },
          },
        ]
      : []),
  ],
});
