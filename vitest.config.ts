import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One test file per core (Vitest leaves one core free by default: on two cores, one file at a time).
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
          ],
          // A feature's calls are tested against the component project's API server (below).
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'apps/web/src/features/*/api/*.test.ts'],
          // A worker loads the modules once for all its files: each test that stubs a global, a clock or
          // a function puts it back after itself. Loading them per file took most of the run.
          isolate: false,
        },
      },
      {
        // Components of the web app rendered with Testing Library in jsdom (`*.test.tsx`), and the
        // tests of a feature's calls (`features/*/api/*.test.ts`): Mock Service Worker answers their
        // API calls with the shared handlers (src/test/api-server.ts, started by the setup file).
        test: {
          name: 'component',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/features/*/api/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/component-setup.ts'],
          // Rendering MUI forms in jsdom takes seconds on two busy cores; the default 5 s cut them off.
          testTimeout: 20_000,
          // A worker loads React, MUI and the app's modules once for all its files (each file starts
          // signed out with empty storage: component-setup.ts). Loading them per file took most of the run.
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'apps/server/test/**/*.int.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A worker loads the server's modules once for all its files: each test builds its own app and
          // database (createTestApp), and no test replaces a module (ADR 0113). Loading them per file cost
          // about five seconds a file.
          isolate: false,
          // A worker opens a hundred embedded databases (PGlite, WebAssembly); freeing their tiered-up
          // code once crashed a worker inside V8 ("Check failed: jit_page_->allocations_.erase(addr)
          // == 1" in UnregisterWasmAllocation). Without wasm code GC, that code is kept for the
          // worker's life instead (one compiled module, shared by all its databases).
          execArgv: ['--no-wasm-code-gc'],
          env: { LOG_LEVEL: 'warn' },
          // Every test app's log is captured and scanned for personal data after the run.
          globalSetup: ['apps/server/test/log-scan.global.ts', 'apps/server/test/seeded-databases.global.ts'],
        },
      },
    ],
  },
});
