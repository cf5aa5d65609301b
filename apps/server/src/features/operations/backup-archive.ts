import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { openDatabase, type Db } from '../../db/client.js';
import { dumpDatabase, loadDatabase } from './database-copy.js';
import { latestMigration, migrationAt, migrationsUpTo } from './migration-journal.js';
import { keyFingerprint } from './server-key.js';

const FORMAT = 'campus-erp-backup';
const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  createdAt: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  migration: z.object({ tag: z.string(), when: z.number(), hash: z.string() }),
  tables: z.record(z.string(), z.number().int().min(0)),
  sequences: z.record(z.string(), z.number()),
  files: z.object({ count: z.number().int().min(0), bytes: z.number().int().min(0) }),
  /** Names the secret key the data was sealed with (server-key.ts), without revealing it; absent when none was known. */
  keyFingerprint: z.string().optional(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** A backup or restore refused for a reason the operator can act on (the command prints it, exit code 1). */
export class BackupRefused extends Error {}

export interface BackupSource {
  db: Db;
  engine: 'pglite' | 'postgres';
  dataDir: string;
  secretKey?: Buffer;
}

/** The secret key an install has, without creating one (secret-key.ts creates the file when it is missing). */
export function existingSecretKey(config: Pick<Config, 'appSecretKey' | 'dataDir'>): Buffer | undefined {
  if (config.appSecretKey) return Buffer.from(config.appSecretKey, 'hex');
  const file = path.join(config.dataDir, 'secret.key');
  return fs.existsSync(file) ? Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex') : undefined;
}

/**
 * Writes ONE gzipped tar to `outFile`: manifest.json, database/<table>.jsonl (every table from one
 * snapshot) and files/ (photos and alumni files, hard-linked at the snapshot, so every file a saved
 * row names is in it). Staged in a folder inside DATA_DIR that is removed afterwards.
 */
export async function writeBackup(source: BackupSource, outFile: string): Promise<BackupManifest> {
  fs.mkdirSync(source.dataDir, { recursive: true });
  const staging = fs.mkdtempSync(path.join(source.dataDir, '.backup-'));
  try {
    let files = { count: 0, bytes: 0 };
    const copy = await dumpDatabase(source.db, path.join(staging, 'database'), async () => {
      files = gatherFiles(path.join(source.dataDir, 'files'), path.join(staging, 'files'));
    });
    const migration = migrationAt(copy.migration.when);
    if (!migration)
      throw new BackupRefused('The database has a migration this Campus ERP does not know: back it up with the newer version');
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      engine: source.engine,
      migration: { tag: migration.tag, when: migration.when, hash: copy.migration.hash },
      tables: copy.tables,
      sequences: copy.sequences,
      files,
      keyFingerprint: source.secretKey ? keyFingerprint(source.secretKey) : undefined,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n');
    await tar.c({ gzip: true, file: outFile, cwd: staging, portable: true }, ['manifest.json', 'database', 'files']);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/** Hard-links (or, across file systems, copies) every file under `from` into `to`. */
function gatherFiles(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true });
  const totals = { count: 0, bytes: 0 };
  if (!fs.existsSync(from)) return totals;
  for (const entry of fs.readdirSync(from, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, source));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    try {
      fs.linkSync(source, target);
    } catch (err) {
      // A photo removed since the listing (replaced by a newer one) is named by no row of the snapshot.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      fs.copyFileSync(source, target);
    }
    totals.count++;
    totals.bytes += fs.statSync(target).size;
  }
  return totals;
}

/** Unpacks a backup into `into` and checks its manifest: the format, and a migration this code knows. */
export async function openBackup(file: string, into: string): Promise<BackupManifest> {
  if (!fs.existsSync(file)) throw new BackupRefused(`No backup file at ${file}`);
  try {
    await tar.x({ file, cwd: into, strict: true });
  } catch (err) {
    throw new BackupRefused(`${file} is not a Campus ERP backup (${(err as Error).message})`);
  }
  const manifestFile = path.join(into, 'manifest.json');
  if (!fs.existsSync(manifestFile)) throw new BackupRefused(`${file} is not a Campus ERP backup: it has no manifest.json`);
  const parsed = manifestSchema.safeParse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  if (!parsed.success) throw new BackupRefused(`${file} is not a Campus ERP backup: its manifest does not read as one`);
  const manifest = parsed.data;
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupRefused(
      `This backup has format ${manifest.version}; this Campus ERP reads format ${FORMAT_VERSION}: restore it with a newer version`,
    );
  }
  if (!migrationAt(manifest.migration.when)) {
    throw new BackupRefused(
      `This backup was taken at migration ${manifest.migration.tag}, which this Campus ERP does not know (it knows up to ${latestMigration().tag}): restore it with the version that made it, or a newer one`,
    );
  }
  return manifest;
}

/**
 * Loads an unpacked backup into an empty database: migrates to the backup's migration, loads the
 * rows in one transaction, then applies the migrations that came after it.
 */
export async function restoreDatabase(target: { databaseUrl?: string; pgliteDir: string }, unpacked: string, manifest: BackupManifest) {
  const migrations = migrationsUpTo(manifest.migration.tag, path.join(unpacked, 'migrations'));
  const named = { ...target, applicationName: 'campus-erp-restore' };
  const atBackup = await openDatabase({ ...named, migrationsFolder: migrations });
  try {
    await loadDatabase(atBackup.db, path.join(unpacked, 'database'), manifest);
  } finally {
    await atBackup.close();
  }
  const current = await openDatabase(named);
  await current.close();
}

/** Puts the backup's uploaded files under `<dataDir>/files`. */
export function restoreFiles(unpacked: string, dataDir: string) {
  const from = path.join(unpacked, 'files');
  if (fs.existsSync(from)) fs.cpSync(from, path.join(dataDir, 'files'), { recursive: true, errorOnExist: true, force: false });
}

/** Whether any file lies under `dir` (a restore fills an empty files folder only). */
export function holdsFiles(dir: string): boolean {
  if (!fs.existsSync(dir)) return false;
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).some((e) => e.isFile());
}

export const randomSuffix = () => crypto.randomBytes(4).toString('hex');
