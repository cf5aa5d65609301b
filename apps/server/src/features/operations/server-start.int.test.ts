import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, targets } from '../../../test/helpers.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { runCli, startServer, type ServerProcess } from '../../../test/server-process.js';

const KEY = 'a1'.repeat(32);
const OTHER_KEY = 'b2'.repeat(32);

// Start-up on one PostgreSQL database shared by several servers; the embedded engine has one process per folder.
describe.runIf(targets.includes('postgres'))('servers starting on one PostgreSQL database', () => {
  let db: ScratchDatabase;
  const started: ServerProcess[] = [];
  let dataDir: string;
  const env = () => ({ DATABASE_URL: db.url, DATA_DIR: dataDir, DEMO: 'false' });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-start-'));
    db = await freshPostgres();
  });
  afterAll(async () => {
    await Promise.all(started.map((s) => s.stop()));
    await db.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('all come up when three start together on an empty database: the migrations run once, under a lock', async () => {
    const three = await Promise.all([1, 2, 3].map(() => startServer({ ...env(), APP_SECRET_KEY: KEY })));
    started.push(...three);
    for (const server of three) {
      expect(server.output()).toContain('Campus ERP is running at');
      const health = await fetch(`${server.url}/api/health`);
      expect(health.status).toBe(200);
    }
  });

  it('a server with another APP_SECRET_KEY refuses to start, naming it; the others go on answering', async () => {
    const odd = await startServer({ ...env(), APP_SECRET_KEY: OTHER_KEY });
    expect(await odd.exited).toBe(1);
    expect(odd.output()).toContain('does not match the key this database was set up with');
    expect(odd.output()).toContain('APP_SECRET_KEY');
    expect((await fetch(`${started[0]!.url}/api/health`)).status).toBe(200);
  });

  it('a server without APP_SECRET_KEY refuses to start, naming it', async () => {
    const keyless = await startServer(env());
    expect(await keyless.exited).toBe(1);
    expect(keyless.output()).toContain('APP_SECRET_KEY is required with DATABASE_URL');
  });

  it('rotate-key refuses while servers are connected, then moves the database to a new key', async () => {
    const refused = await runCli('rotate-key.ts', { ...env(), APP_SECRET_KEY: KEY }, ['--new-key', OTHER_KEY]);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Servers are running on this database: stop every server, then rotate the key.');

    await Promise.all(started.splice(0).map((s) => s.stop()));
    const rotated = await runCli('rotate-key.ts', { ...env(), APP_SECRET_KEY: KEY }, ['--new-key', OTHER_KEY]);
    expect(rotated.out).toContain('Re-sealed 0 Aadhaar numbers and 0 gateway passwords under the new key.');
    expect(rotated.out).toContain(`New key (set it as APP_SECRET_KEY on every server): ${OTHER_KEY}`);
    expect(rotated.code).toBe(0);

    const old = await startServer({ ...env(), APP_SECRET_KEY: KEY });
    expect(await old.exited).toBe(1);
    const renewed = await startServer({ ...env(), APP_SECRET_KEY: OTHER_KEY });
    started.push(renewed);
    expect((await fetch(`${renewed.url}/api/health`)).status).toBe(200);
  });

  it('rotate-key given a wrong current key refuses, and prints no new key', async () => {
    await Promise.all(started.splice(0).map((s) => s.stop()));
    // The database is on OTHER_KEY now.
    const refused = await runCli('rotate-key.ts', { ...env(), APP_SECRET_KEY: KEY });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('The current key does not match this database');
    expect(refused.out).not.toContain('New key');
    expect(refused.out).not.toMatch(/[0-9a-f]{64}/);
  });
});
