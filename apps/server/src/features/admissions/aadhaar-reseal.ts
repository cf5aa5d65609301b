import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { createAadhaarVault } from './aadhaar-vault.js';
import { applications } from './applications.table.js';

/** Re-seals every stored Aadhaar number (cipher and keyed hash) from one key to another; answers how many. */
export async function resealAadhaarNumbers(tx: DbOrTx, oldKey: Buffer, newKey: Buffer): Promise<number> {
  const from = createAadhaarVault(oldKey);
  const to = createAadhaarVault(newKey);
  const sealed = await tx.select({ id: applications.id, cipher: applications.aadhaarCipher }).from(applications);
  for (const { id, cipher } of sealed) {
    const { aadhaarCipher, aadhaarHash } = to.seal(from.decrypt(cipher));
    await tx.update(applications).set({ aadhaarCipher, aadhaarHash }).where(eq(applications.id, id));
  }
  return sealed.length;
}
