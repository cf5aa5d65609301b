import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropAbandonedTemplates } from './seeded-databases.global.js';
import { targets } from './helpers.js';

const serverUrl = process.env.TEST_DATABASE_URL!;

describe.runIf(targets.includes('postgres'))('seeded templates of two runs on one PostgreSQL server', () => {
  const tag = crypto.randomBytes(4).toString('hex');
  const live = `campus_tpl_zzlive${tag}`;
  const dead = `campus_tpl_zzdead${tag}`;
  let other: pg.Client;
  let self: pg.Client;

  const exists = async (name: string) => ((await self.query('select 1 from pg_database where datname = $1', [name])).rowCount ?? 0) > 0;

  beforeAll(async () => {
    other = new pg.Client({ connectionString: serverUrl });
    self = new pg.Client({ connectionString: serverUrl });
    await Promise.all([other.connect(), self.connect()]);
    // A run still going holds its lock; a killed one left its templates and no lock.
    await other.query('select pg_advisory_lock(hashtext($1))', [live]);
    for (const name of [`${live}_students_40`, `${dead}_students_40`, `${dead}_empty_making`]) await self.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of [`${live}_students_40`, `${dead}_students_40`, `${dead}_empty_making`])
      await self?.query(`drop database if exists ${name} with (force)`);
    await Promise.all([other?.end(), self?.end()]);
  });

  it('a run starting drops the templates of a run that was killed, and keeps those of a run still going', async () => {
    await dropAbandonedTemplates(self);
    expect(await exists(`${live}_students_40`)).toBe(true);
    expect(await exists(`${dead}_students_40`)).toBe(false);
    expect(await exists(`${dead}_empty_making`)).toBe(false);
    // The lock taken to drop them is given back: a later start may take it again.
    expect((await self.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [dead])).rows[0]?.ok).toBe(true);
    await self.query('select pg_advisory_unlock(hashtext($1))', [dead]);
  });
});
