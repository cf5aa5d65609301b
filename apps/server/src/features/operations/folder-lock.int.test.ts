import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFree } from '../../../test/helpers.js';
import { runCli, startServer, type ServerProcess } from '../../../test/server-process.js';

const PROCESS_TIMEOUT = 240_000;
const RUNNING = 'Campus ERP is running at';

/** Two servers, a crash and a clean stop on one embedded data folder, as real processes. */
describe.runIf(engineFree)('one process per embedded data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-lock-'));
  const lockFile = path.join(dataDir, 'campus.lock');
  const env = { DATA_DIR: dataDir, DEMO: 'false', PAYMENT_JOBS_SECONDS: '0', WEB_DIST: '/nonexistent-web' };
  const started: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer(env);
    started.push(server);
    return server;
  };
  let first: ServerProcess;
  let token: string;

  beforeAll(async () => {
    const made = await runCli('create-admin.ts', env, ['--username', 'principal', '--password', 'Str0ng!Pass', '--name', 'K. Lakshmi']);
    expect(made).toMatchObject({ code: 0, out: 'Administrator "principal" created. Sign in at /login/Admin.\n' });
    first = await start();
    expect(first.output()).toContain(RUNNING);
  }, PROCESS_TIMEOUT);

  afterAll(async () => {
    for (const server of started) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await Promise.all(started.map((s) => s.exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'a second server on the same folder exits 1 naming the first one, which keeps answering',
    async () => {
      const pid = first.child.pid!;
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid, host: os.hostname(), command: 'server' });
      const second = await start();
      expect(await second.exited).toBe(1);
      expect(second.output()).toMatch(
        new RegExp(
          `^The data folder ${dataDir} is in use by process ${pid} on ${os.hostname()} \\(server, since \\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z\\)\\. Only one process may open an embedded data folder: stop that one first\\.\n$`,
        ),
      );

      const signIn = await fetch(`${first.url}/api/auth/signin?module=Admin`, {
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
    'create-admin and key rotation refuse the folder while the server holds it',
    async () => {
      const pid = first.child.pid!;
      const admin = await runCli('create-admin.ts', env, ['--username', 'second', '--password', 'Str0ng!Pass', '--name', 'X']);
      const rotate = await runCli('rotate-key.ts', env);
      for (const refused of [admin, rotate]) {
        expect(refused.code).toBe(1);
        expect(refused.out).toContain(`The data folder ${dataDir} is in use by process ${pid} on ${os.hostname()} (server, since`);
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'after a kill -9 the next server takes the folder over, with what the first one saved; a clean stop frees it',
    async () => {
      first.child.kill('SIGKILL');
      await first.exited;
      expect(fs.existsSync(lockFile)).toBe(true);

      const next = await start();
      expect(next.output()).toContain(RUNNING);
      expect(JSON.parse(fs.readFileSync(lockFile, 'utf8'))).toMatchObject({ pid: next.child.pid, command: 'server' });
      // The session the killed server saved at sign-in is still there.
      const me = await fetch(`${next.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ username: 'principal', fullName: 'K. Lakshmi' });

      expect(await next.stop()).toBe(0);
      expect(fs.existsSync(lockFile)).toBe(false);
      expect(fs.existsSync(path.join(dataDir, 'control.sock'))).toBe(false);
    },
    PROCESS_TIMEOUT,
  );
});
