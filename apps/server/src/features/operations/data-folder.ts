import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import { openDatabase, type Database } from '../../db/client.js';
import { loadSecretKey } from '../../lib/secret-key.js';
import { writeBackup } from './backup-archive.js';
import { openControlSocket } from './control-socket.js';
import { lockDataFolder, type FolderLock } from './folder-lock.js';

export interface OpenedFolder {
  database: Database;
  lock: FolderLock;
}

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pg');

/**
 * Opens the embedded database of a data folder for this process alone: the folder lock first
 * (FolderInUseError when another live process holds it), then PGlite in `<DATA_DIR>/pg`.
 */
export async function openDataFolder(config: Pick<Config, 'dataDir'>, command: string, migrate = true): Promise<OpenedFolder> {
  const lock = lockDataFolder(config.dataDir, command);
  try {
    return { database: await openDatabase({ pgliteDir: pgliteFolder(config.dataDir), migrate }), lock };
  } catch (err) {
    lock.release();
    throw err;
  }
}

/** The holder of an embedded data folder answers `npm run backup` on its control socket. */
export function serveBackups(config: Config, database: Database, log: FastifyBaseLogger) {
  const secretKey = loadSecretKey(config);
  return openControlSocket({
    dataDir: config.dataDir,
    log,
    backup: (outFile) => writeBackup({ db: database.db, engine: database.kind, dataDir: config.dataDir, secretKey }, outFile),
  });
}
