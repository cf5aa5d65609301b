import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFree } from '../../test/helpers.js';
import { freePort } from '../../test/free-port.js';
import { runScript, startScript, type Running } from '../../test/processes.js';

const SERVER = 'server.ts';
const RUNNING = /Campus ERP is running at/;
const PROCESS_TIMEOUT = 240_000;

/** Two servers, a crash and a clean stop on one embedded data folder, as real processes. */
describe.runIf(engineFree)('one process per embedded data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-lock-'));
  const lockFile = path.join(dataDir, 'campus.lock');
  const env = (port: number) => ({
    DATA_DIR: dataDir,
    DEMO: 'false',
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PAYMENT_JOBS_SECONDS: '0',
    WEB_DIST: '/nonexistent-web',
  });
  const started: Running[] = [];
  const start = async (port: number) => {
    const server = startScript(SERVER, [], env(port));
    started.push(server);
    return server;
  };
  let first: Running;
  let firstPort: number;
  let token: string;

  beforeAll(async () => {
    const made = await runScript(
      'cli/create-admin.ts',
      ['--username', 'principal', '--password', 'Str0ng!Pass', '--name', 'K. Lakshmi'],
      env(0),
    );
    expect(made.err).toBe('');
    expect(made.code).toBe(0);
    firstPort = await freePort();
    first = await start(firstPort);
    await first.waitFor(RUNNING);
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a second server on the same folder exits 1 naming the first one, which keeps answering',
    async () => {
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: first.pid, host: os.hostname(), command: 'server' });
      const second = await start(await freePort());
      expect(await second.exited).toBe(1);
      expect(second.stderr()).toMatch(
        new RegExp(
          `^The data folder ${dataDir} is in use by process ${first.pid} on ${os.hostname()} \\(server, since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)\\.`,
        ),
      );
      expect(second.stdout()).not.toMatch(RUNNING);

      const signIn = await fetch(`http://127.0.0.1:${firstPort}/api/auth/signin?module=Admin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'principal', password: 'Str0ng!Pass' }),
      });
      expect(signIn.status).toBe(200);
      token = ((await signIn.json()) as { token: string }).token;
    },
    PROCESS_TIMEOUT,
  );

  it(
    'create-admin refuses the folder while the server holds it',
    async () => {
      const refused = await runScript('cli/create-admin.ts', ['--username', 'second', '--password', 'Str0ng!Pass', '--name', 'X'], env(0));
      expect(refused.code).toBe(1);
      expect(refused.err).toContain(`is in use by process ${first.pid} on ${os.hostname()} (server, since`);
    },
    PROCESS_TIMEOUT,
  );

  it(
    'after a kill -9 the next server takes the folder over, with what the first one saved',
    async () => {
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(lockFile)).toBe(true);

      const port = await freePort();
      const next = await start(port);
      await next.waitFor(RUNNING);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.pid, command: 'server' });
      // The session the killed server saved at sign-in is still there.
      const me = await fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ username: 'principal', fullName: 'K. Lakshmi' });

      next.child.kill('SIGTERM');
      expect(await next.exited).toBe(0);
      expect(fs.existsSync(lockFile)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});
