import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { deriveKey } from '../../lib/secret-key.js';
import { serverKey } from './server-key.table.js';

/** A one-way fingerprint of the key: it tells keys apart and reveals nothing of them. */
export function keyFingerprint(key: Buffer): string {
  return crypto.createHmac('sha256', deriveKey(key, 'key-fingerprint')).update('campus-erp').digest('hex').slice(0, 32);
}

/** A server's key does not match the database's fingerprint: it must not start. */
export class KeyMismatchError extends Error {}

/** Where the key of a server comes from, as an operator names it. */
function keySource(config: Pick<Config, 'appSecretKey' | 'dataDir'>): string {
  return config.appSecretKey ? 'APP_SECRET_KEY' : `the key file ${config.dataDir}/secret.key (or APP_SECRET_KEY)`;
}

/**
 * Records the key's fingerprint at first start; afterwards refuses a key with another one, so that
 * no server opens secrets with the wrong key (500s) or seals new ones that no other server can open.
 */
export async function checkServerKey(db: DbOrTx, key: Buffer, config: Pick<Config, 'appSecretKey' | 'dataDir'>) {
  const fingerprint = keyFingerprint(key);
  await db.insert(serverKey).values({ id: 1, fingerprint }).onConflictDoNothing();
  const [row] = await db.select({ fingerprint: serverKey.fingerprint }).from(serverKey).where(eq(serverKey.id, 1));
  if (row?.fingerprint === fingerprint) return;
  throw new KeyMismatchError(
    `The secret key of this server (${keySource(config)}, fingerprint ${fingerprint.slice(0, 8)}) does not match ` +
      `the key this database was set up with (fingerprint ${row?.fingerprint.slice(0, 8)}). Every server of one ` +
      'database must have the same APP_SECRET_KEY: start this server with that key. Without it, the sealed Aadhaar ' +
      'numbers and gateway passwords cannot be read.',
  );
}
