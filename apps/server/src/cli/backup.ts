import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseConfig, type Config } from '../config.js';
import { openDatabase } from '../db/client.js';
import { BackupRefused, existingSecretKey, randomSuffix, writeBackup, type BackupManifest } from '../features/operations/backup-archive.js';
import { requestBackup } from '../features/operations/control-socket.js';
import { openDataFolder, pgliteFolder } from '../features/operations/data-folder.js';
import { FolderInUseError } from '../features/operations/folder-lock.js';
import { describeBackup, keyReminder } from './backup-texts.js';

const USAGE = 'Usage: npm run backup -- FILE   (FILE: the .tar.gz to write; it must not exist yet)';

/** Writes one file with the database and the uploaded files of this install (docs/OPERATIONS.md). */
async function main() {
  const target = process.argv[2];
  if (!target || target.startsWith('-')) return fail(USAGE);
  const file = path.resolve(target);
  if (fs.existsSync(file)) return fail(`${file} already exists: name a new file for the backup.`);
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  // Written under another name first: a backup that fails half way never looks like a whole one.
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomSuffix()}.partial`);
  try {
    const { manifest, from } = await backUp(config, partial);
    fs.renameSync(partial, file);
    console.log(`Backup written to ${file} (${describeBackup(manifest, fs.statSync(file).size)}), ${from}.`);
    console.log(keyReminder(config));
  } catch (err) {
    fs.rmSync(partial, { force: true });
    if (err instanceof BackupRefused || err instanceof FolderInUseError) return fail(err.message);
    throw err;
  }
}

async function backUp(config: Config, outFile: string): Promise<{ manifest: BackupManifest; from: string }> {
  const secretKey = existingSecretKey(config);
  if (config.databaseUrl) {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, migrate: false, applicationName: 'campus-erp-backup' });
    try {
      const manifest = await writeBackup({ db: database.db, engine: 'postgres', dataDir: config.dataDir, secretKey }, outFile);
      return { manifest, from: 'taken from PostgreSQL' };
    } finally {
      await database.close();
    }
  }
  if (!fs.existsSync(pgliteFolder(config.dataDir)))
    throw new BackupRefused(`There is no embedded database in ${config.dataDir} (no pg/ folder): check DATA_DIR.`);
  let folder;
  try {
    folder = await openDataFolder(config, 'backup', false);
  } catch (err) {
    if (!(err instanceof FolderInUseError) || err.owner.command !== 'server' || err.owner.host !== os.hostname()) throw err;
    const manifest = await requestBackup(config.dataDir, outFile);
    return { manifest, from: `taken by the running server (process ${err.owner.pid})` };
  }
  try {
    const manifest = await writeBackup({ db: folder.database.db, engine: 'pglite', dataDir: config.dataDir, secretKey }, outFile);
    return { manifest, from: 'taken from the data folder (no server was running)' };
  } finally {
    await folder.database.close();
    folder.lock.release();
  }
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}

void main();
