import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix } from './seeded-databases.js';

/** The run a template belongs to: `campus_tpl_<run>` of `campus_tpl_<run>_<seed>` (templatePrefix). */
const runOf = (datname: string) => datname.split('_').slice(0, 3).join('_');

/** The lock a run holds on its own templates for as long as it runs: a session advisory lock on its prefix. */
const RUN_LOCK = 'select pg_advisory_lock(hashtext($1))';

/** Drops the PostgreSQL templates whose names start with `prefix`. */
async function dropTemplates(client: pg.Client, prefix: string) {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
  for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
}

/**
 * Drops the templates of runs that ended without dropping them (killed): those whose run no longer
 * holds its lock. Another run on the same PostgreSQL server (a second checkout, CI beside a developer)
 * still holds its own, and its templates stay.
 */
export async function dropAbandonedTemplates(client: pg.Client) {
  const { rows } = await client.query<{ datname: string }>("select datname from pg_database where starts_with(datname, 'campus_tpl_')");
  for (const run of new Set(rows.map((r) => runOf(r.datname)))) {
    const { rows: taken } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [run]);
    if (!taken[0]?.ok) continue;
    try {
      await dropTemplates(client, run);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [run]);
    }
  }
}

/**
 * The integration suite's seeded databases (seeded-databases.ts), kept for one run: a folder for the
 * PGlite dumps and, with TEST_DATABASE_URL, PostgreSQL templates; both are removed after the run.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-seeded-'));
  project.provide('seededDatabasesDir', dir);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const prefix = templatePrefix(dir);
  // This run's connection holds its lock until the run ends.
  const client = serverUrl ? new pg.Client({ connectionString: serverUrl }) : undefined;
  if (client) {
    await client.connect();
    await client.query(RUN_LOCK, [prefix]);
    await dropAbandonedTemplates(client);
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!client) return;
    try {
      await dropTemplates(client, prefix);
    } finally {
      await client.end();
    }
  };
}
