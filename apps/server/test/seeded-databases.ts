import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { setCollegeClock } from '@campus/shared';
import { openDatabase, type Database } from '../src/db/client.js';
import { seedDemo, type SeedOptions } from '../src/demo/seed.js';
import { createAadhaarVault } from '../src/features/admissions/aadhaar-vault.js';
import { runProvided } from './run-provided.js';
import { createScratchDatabase, scratchName, type ScratchDatabase } from './scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's seeded databases: PGlite dumps in this folder, PostgreSQL templates named after it (seeded-databases.global.ts). */
    seededDatabasesDir: string;
  }
}

/** The key every integration test app seals Aadhaar numbers with, so that a seeded copy opens in any of them. */
export const TEST_SECRET_KEY = '5eed'.repeat(16);

/** The prefix of this run's PostgreSQL templates: one per run, so that runs never share one. */
export const templatePrefix = (dir: string) =>
  `campus_tpl_${path
    .basename(dir)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;

const seedName = (seed: SeedOptions | false) => (seed === false ? 'empty' : `students_${seed.students ?? 2000}`);

async function migratedAndSeeded(databaseUrl: string | undefined, seed: SeedOptions | false): Promise<Database> {
  // A copy every later test app of the run starts from is seeded on today's date, whatever clock an
  // earlier test app of this worker left to the shared date checks.
  setCollegeClock(() => new Date());
  const database = await openDatabase({ databaseUrl, pgliteDir: 'memory://' });
  if (seed) await seedDemo(database.db, { sealAadhaar: createAadhaarVault(Buffer.from(TEST_SECRET_KEY, 'hex')).seal }, seed);
  return database;
}

/**
 * A PGlite database, migrated and seeded, in memory (or in `pgliteDir`). Within the integration suite the first test app
 * of each seed dumps it into the run's folder and every later one loads that dump, which takes a
 * fraction of migrating and seeding again; elsewhere (benchmarks) it is made afresh.
 */
export async function seededPglite(seed: SeedOptions | false, pgliteDir = 'memory://'): Promise<Database> {
  const dir = runProvided('seededDatabasesDir');
  if (!dir) return migratedAndSeeded(undefined, seed);
  const file = path.join(dir, `${seedName(seed)}.tar`);
  if (!fs.existsSync(file)) {
    const made = await migratedAndSeeded(undefined, seed);
    // Dumped at a checkpoint, each copy starts with nothing of its log to replay.
    await made.db.execute(sql`checkpoint`);
    const dump = Buffer.from(await (await made.dump!()).arrayBuffer());
    await made.close();
    // Two workers may make the same dump at once: each writes its own file, and the rename is atomic.
    const partial = `${file}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, dump);
    fs.renameSync(partial, file);
  }
  return openDatabase({ pgliteDir, pgliteSnapshot: new BytesBlob(dumpBytes(file)) });
}

/** The dumps this worker has read, by file: each database is given a copy of its own, which it may keep and write to. */
const dumps = new Map<string, Buffer>();
function dumpBytes(file: string): Buffer {
  let bytes = dumps.get(file);
  if (!bytes) dumps.set(file, (bytes = fs.readFileSync(file)));
  return Buffer.from(bytes);
}

/**
 * A dump as a Blob whose bytes PGlite reads straight from memory: Node's own `Blob.arrayBuffer()`
 * reads a blob through a stream in small chunks, which for a seeded dump (about 70 MB) cost a second
 * of every test app's start on a slow machine, and a Blob made of the bytes copies them first. PGlite
 * asks a snapshot only for its bytes and its type; the file's bytes are read for this one database.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: Buffer) {
    super([]);
  }

  override async arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.contents;
    if (byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer) return buffer;
    return new Uint8Array(this.contents).buffer;
  }
}

/**
 * A PostgreSQL database of its own, migrated and seeded: within the integration suite a copy of the
 * run's template for that seed (`CREATE DATABASE … TEMPLATE`), made by whichever worker asks first
 * while the others wait on an advisory lock; elsewhere, an empty one the app migrates and seeds.
 */
export async function seededPostgres(serverUrl: string, seed: SeedOptions | false): Promise<{ scratch: ScratchDatabase; seeded: boolean }> {
  const dir = runProvided('seededDatabasesDir');
  if (!dir) return { scratch: await createScratchDatabase(serverUrl, scratchName('campus_t')), seeded: false };
  const template = `${templatePrefix(dir)}_${seedName(seed)}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (!rowCount) {
      const made = await createScratchDatabase(serverUrl, `${template}_making`);
      await (await migratedAndSeeded(made.url, seed)).close();
      await client.query(`alter database ${template}_making rename to ${template}`);
    }
  } finally {
    await client.end();
  }
  return { scratch: await createScratchDatabase(serverUrl, scratchName('campus_t'), template), seeded: true };
}
