import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { resealAadhaarNumbers } from '../admissions/aadhaar-reseal.js';
import { resealGatewayPasswords } from '../payments/gateway-keys-reseal.js';
import { keyFingerprint } from './server-key.js';
import { serverKey } from './server-key.table.js';

/** Why a rotation did not start; nothing was changed. */
export class RotationRefused extends Error {}

export interface Rotated {
  aadhaarNumbers: number;
  gatewayPasswords: number;
}

/**
 * Re-seals every secret under a new key in one transaction: the Aadhaar numbers (cipher and keyed
 * hash) and the gateway passwords, then the fingerprint. Either all of it moves to the new key or
 * none of it does.
 */
export async function rotateKey(db: Db, oldKey: Buffer, newKey: Buffer): Promise<Rotated> {
  if (oldKey.equals(newKey)) throw new RotationRefused('The new key is the current key: nothing to do.');
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(serverKey).where(eq(serverKey.id, 1)).for('update');
    if (row && row.fingerprint !== keyFingerprint(oldKey)) {
      throw new RotationRefused(
        'The current key does not match this database (its fingerprint differs): give the key the servers run with.',
      );
    }
    const aadhaarNumbers = await resealAadhaarNumbers(tx, oldKey, newKey);
    const gatewayPasswords = await resealGatewayPasswords(tx, oldKey, newKey);
    await tx
      .insert(serverKey)
      .values({ id: 1, fingerprint: keyFingerprint(newKey), rotatedAt: sql`now()` })
      .onConflictDoUpdate({ target: serverKey.id, set: { fingerprint: keyFingerprint(newKey), rotatedAt: sql`now()` } });
    return { aadhaarNumbers, gatewayPasswords };
  });
}
