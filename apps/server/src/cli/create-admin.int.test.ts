import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { parseConfig } from '../config.js';
import { freshPostgres, targets } from '../../test/helpers.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

function createAdmin(env: Record<string, string>, ...args: string[]) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/create-admin.ts', ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
  });
  return { code: res.status, out: res.stdout, err: res.stderr };
}

for (const target of targets) {
  describe(`create-admin for a production install (${target})`, () => {
    let env: Record<string, string>;
    let cleanup: () => Promise<void>;
    beforeAll(async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-admin-'));
      const pg = target === 'postgres' ? await freshPostgres() : undefined;
      env = {
        DATA_DIR: dataDir,
        DEMO: 'false',
        LOG_LEVEL: 'error',
        ...(pg ? { DATABASE_URL: pg.url, APP_SECRET_KEY: 'ad'.repeat(32) } : {}),
      };
      cleanup = async () => {
        await pg?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(async () => cleanup?.());

    it('creates the first administrator, who can then sign in; no demo user exists', async () => {
      const made = createAdmin(env, '--username', 'principal', '--password', 'Str0ng!Pass', '--name', 'Dr. K. Lakshmi');
      expect(made.err).toBe('');
      expect(made.code).toBe(0);
      expect(made.out).toContain('Administrator "principal" created');

      const app = await buildApp({ ...parseConfig(env), webDist: '/nonexistent-web' });
      try {
        const ok = await app.inject({
          method: 'POST',
          url: '/api/auth/signin?module=Admin',
          payload: { username: 'principal', password: 'Str0ng!Pass' },
        });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toMatchObject({ username: 'principal', roles: ['ROLE_ADMIN'], fullName: 'Dr. K. Lakshmi' });
        const demo = await app.inject({
          method: 'POST',
          url: '/api/auth/signin?module=Admin',
          payload: { username: 'admin', password: 'Campus@2026' },
        });
        expect(demo.statusCode).toBe(401);
      } finally {
        await app.close();
      }
    });

    it('refuses a second administrator of the same name', () => {
      const again = createAdmin(env, '--username', 'principal', '--password', 'Another!Pass1', '--name', 'Someone');
      expect(again.code).toBe(1);
      expect(again.err).toContain('A user named "principal" already exists.');
    });

    it('names what is missing or wrong, without a stack trace', () => {
      const short = createAdmin(env, '--username', 'principal2', '--password', 'short', '--name', 'X');
      expect(short.code).toBe(1);
      expect(short.err).toContain('--password must have at least 8 characters.');
      const badEnv = createAdmin({ ...env, PORT: 'eighty' }, '--username', 'principal2', '--password', 'Str0ng!Pass', '--name', 'X');
      expect(badEnv.code).toBe(1);
      expect(badEnv.err).toMatch(/^Invalid configuration: PORT /);
      expect(badEnv.err).not.toContain('    at ');
    });
  });
}
