import path from 'node:path';
import type { Config } from '../config.js';
import type { BackupManifest } from '../features/operations/backup-archive.js';

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('en-IN', { maximumFractionDigits: 1 })} MB`;

/** "3.2 MB: 41 tables, 12,345 rows, 20 files of 1.1 MB, migration 0011_…" */
export function describeBackup(manifest: BackupManifest, archiveBytes?: number): string {
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  const size = archiveBytes === undefined ? '' : `${megabytes(archiveBytes)}: `;
  return (
    `${size}${Object.keys(manifest.tables).length} tables, ${rows.toLocaleString('en-IN')} rows, ` +
    `${manifest.files.count.toLocaleString('en-IN')} files of ${megabytes(manifest.files.bytes)}, migration ${manifest.migration.tag}`
  );
}

/** Where this install's key is, and that a backup never holds it. */
export function keyReminder(config: Pick<Config, 'appSecretKey' | 'dataDir'>): string {
  const where = config.appSecretKey ? 'APP_SECRET_KEY' : `the key file ${path.join(config.dataDir, 'secret.key')}`;
  return (
    `The secret key is NOT in the backup. Keep ${where} apart from the backup file: a restore needs the same key, ` +
    'without it the Aadhaar numbers and gateway passwords in the backup cannot be read.'
  );
}
