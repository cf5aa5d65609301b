import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { templatePrefix } from './seeded-databases.js';

/** Drops the PostgreSQL templates whose names start with `prefix`. */
async function dropTemplates(serverUrl: string, prefix: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  } finally {
    await client.end();
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
  // Templates of a run that was killed before it could drop them.
  if (serverUrl) await dropTemplates(serverUrl, 'campus_tpl_');
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (serverUrl) await dropTemplates(serverUrl, templatePrefix(dir));
  };
}
