import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ConfigError, parseConfig, type Config } from '../config.js';
import {
  BackupRefused,
  existingSecretKey,
  holdsFiles,
  openBackup,
  restoreDatabase,
  restoreFiles,
  type BackupManifest,
} from '../features/operations/backup-archive.js';
import { latestMigration } from '../features/operations/migration-journal.js';
import { pgliteFolder } from '../features/operations/data-folder.js';
import { FolderInUseError, lockDataFolder } from '../features/operations/folder-lock.js';
import { keyFingerprint } from '../features/operations/server-key.js';
import { describeBackup } from './backup-texts.js';

const USAGE = 'Usage: npm run restore -- FILE   (FILE: a backup made by npm run backup)';
/** Held by a restore into a PostgreSQL database for as long as it runs: two restores never fill one database. */
const RESTORE_LOCK_KEY = 7_240_511;

/** Fills an empty data folder or an empty PostgreSQL database from a backup (docs/OPERATIONS.md). */
async function main() {
  const source = process.argv[2];
  if (!source || source.startsWith('-')) return fail(USAGE);
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-restore-'));
  try {
    const manifest = await openBackup(path.resolve(source), unpacked);
    checkKey(config, manifest);
    await (config.databaseUrl
      ? restorePostgres(config, config.databaseUrl, unpacked, manifest)
      : restoreEmbedded(config, unpacked, manifest));
    console.log(
      `Restored ${path.resolve(source)} (${describeBackup(manifest)}; taken ${manifest.createdAt} on ${manifest.engine}) ` +
        `into ${config.databaseUrl ? 'the PostgreSQL database' : config.dataDir}; migrations applied up to ${latestMigration().tag}.`,
    );
    console.log(keyNotice(config, manifest));
  } catch (err) {
    if (err instanceof BackupRefused || err instanceof FolderInUseError) return fail(err.message);
    throw err;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}

/** A key already in place must be the backup's: data sealed with one key cannot be read with another. */
function checkKey(config: Config, manifest: BackupManifest) {
  const key = existingSecretKey(config);
  if (!key || !manifest.keyFingerprint || keyFingerprint(key) === manifest.keyFingerprint) return;
  throw new BackupRefused(
    `This backup was made with another secret key (fingerprint ${manifest.keyFingerprint.slice(0, 8)}; this install's is ${keyFingerprint(key).slice(0, 8)}). ` +
      `Set APP_SECRET_KEY, or the key file ${path.join(config.dataDir, 'secret.key')}, to the backed-up install's key.`,
  );
}

function keyNotice(config: Config, manifest: BackupManifest): string {
  const where = config.appSecretKey ? 'APP_SECRET_KEY' : `the key file ${path.join(config.dataDir, 'secret.key')}`;
  if (existingSecretKey(config)) return `The restored install needs the same secret key as the backed-up one; ${where} matches it.`;
  return (
    `The restored install needs the same secret key as the backed-up one (fingerprint ${manifest.keyFingerprint?.slice(0, 8) ?? 'not recorded'}): ` +
    `the key is never in a backup. Before starting, set APP_SECRET_KEY or put the key file at ${path.join(config.dataDir, 'secret.key')}.`
  );
}

async function restoreEmbedded(config: Config, unpacked: string, manifest: BackupManifest) {
  const lock = lockDataFolder(config.dataDir, 'restore');
  try {
    const pgDir = pgliteFolder(config.dataDir);
    if (fs.existsSync(pgDir) && fs.readdirSync(pgDir).length > 0) {
      throw new BackupRefused(
        `${config.dataDir} already holds a database (${pgDir}): a restore fills an empty data folder only. Use a new DATA_DIR, or move this one away.`,
      );
    }
    refuseFiles(config);
    await restoreDatabase({ pgliteDir: pgDir }, unpacked, manifest);
    restoreFiles(unpacked, config.dataDir);
  } finally {
    lock.release();
  }
}

async function restorePostgres(config: Config, url: string, unpacked: string, manifest: BackupManifest) {
  const guard = new pg.Client({ connectionString: url, application_name: 'campus-erp-restore' });
  await guard.connect();
  try {
    const { rows } = await guard.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [RESTORE_LOCK_KEY]);
    if (!rows[0].locked) throw new BackupRefused('Another restore into this database is running.');
    const tables = await guard.query<{ name: string }>(
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p') order by 1`,
    );
    if (tables.rows.length > 0) {
      const names = tables.rows
        .slice(0, 3)
        .map((r) => r.name)
        .join(', ');
      throw new BackupRefused(
        `The database in DATABASE_URL is not empty (${tables.rows.length} tables: ${names}, …): a restore fills an empty database only. Create a new database and point DATABASE_URL at it.`,
      );
    }
    refuseFiles(config);
    await restoreDatabase({ databaseUrl: url, pgliteDir: pgliteFolder(config.dataDir) }, unpacked, manifest);
    restoreFiles(unpacked, config.dataDir);
  } finally {
    await guard.end();
  }
}

function refuseFiles(config: Config) {
  const files = path.join(config.dataDir, 'files');
  if (holdsFiles(files))
    throw new BackupRefused(`${files} already holds files: a restore fills an empty folder only. Move them away first.`);
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}

void main();
