import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import type { Engine } from './worker-server.fixture';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chrome)) {
  throw new Error(`No Chromium at ${chrome}. Install Debian's "chromium" package (apt-get install -y chromium) or set CHROME_PATH.`);
}

// With TEST_DATABASE_URL (CI sets it) the sign-in, guard, settings and results journeys run again on a
// PostgreSQL server. Each role's landing page and the home page's pop-ups ask the server nothing an
// engine answers differently (the integration suite runs every call on both), so they run once.
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
            grepInvert: [/sign-in of every role/, /home page (shows the logo|About Us|Contact Us|switching to Deutsch|in German at phone)/],
            use: { engine: 'postgres' as const },
          },
        ]
      : []),
  ],
});
