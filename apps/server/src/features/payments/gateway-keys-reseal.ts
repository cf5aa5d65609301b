import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { createGatewayKeyVault } from './gateway-keys.vault.js';
import { gatewayKeys } from './payments.table.js';

/** Re-seals every gateway password from one key to another; answers how many. */
export async function resealGatewayPasswords(tx: DbOrTx, oldKey: Buffer, newKey: Buffer): Promise<number> {
  const from = createGatewayKeyVault(oldKey);
  const to = createGatewayKeyVault(newKey);
  const keys = await tx.select().from(gatewayKeys);
  for (const key of keys) {
    const passwordSealed = to.seal(from.unseal(key.passwordSealed, key.feeType), key.feeType);
    await tx.update(gatewayKeys).set({ passwordSealed }).where(eq(gatewayKeys.id, key.id));
  }
  return keys.length;
}
