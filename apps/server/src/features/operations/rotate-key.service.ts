import { eq, sql } from 'drizzle-orm';
import { rowsOf, SERVER_APPLICATION, type Db } from '../../db/client.js';
import { createAadhaarVault } from '../admissions/aadhaar-vault.js';
import { applications } from '../admissions/applications.table.js';
import { createGatewayKeyVault } from '../payments/gateway-keys.vault.js';
import { gatewayKeys } from '../payments/payments.table.js';
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
    const oldAadhaar = createAadhaarVault(oldKey);
    const newAadhaar = createAadhaarVault(newKey);
    const sealed = await tx.select({ id: applications.id, cipher: applications.aadhaarCipher }).from(applications);
    for (const { id, cipher } of sealed) {
      const { aadhaarCipher, aadhaarHash } = newAadhaar.seal(oldAadhaar.decrypt(cipher));
      await tx.update(applications).set({ aadhaarCipher, aadhaarHash }).where(eq(applications.id, id));
    }
    const oldGateway = createGatewayKeyVault(oldKey);
    const newGateway = createGatewayKeyVault(newKey);
    const passwords = await tx.select().from(gatewayKeys);
    for (const key of passwords) {
      const passwordSealed = newGateway.seal(oldGateway.unseal(key.passwordSealed, key.feeType), key.feeType);
      await tx.update(gatewayKeys).set({ passwordSealed }).where(eq(gatewayKeys.id, key.id));
    }
    await tx
      .insert(serverKey)
      .values({ id: 1, fingerprint: keyFingerprint(newKey), rotatedAt: sql`now()` })
      .onConflictDoUpdate({ target: serverKey.id, set: { fingerprint: keyFingerprint(newKey), rotatedAt: sql`now()` } });
    return { aadhaarNumbers: sealed.length, gatewayPasswords: passwords.length };
  });
}

/** Other servers connected to this PostgreSQL database: they would keep sealing with the old key. */
export async function otherServers(db: Db): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and application_name = ${SERVER_APPLICATION}`),
  );
  return row?.n ?? 0;
}
