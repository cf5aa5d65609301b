import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/**
 * Takes the PostgreSQL advisory lock `key` for the rest of the transaction `tx` when no other
 * connection holds it; answers whether it did. The lock ends with the transaction, or with its
 * connection when the process dies.
 */
export async function tryTransactionLock(tx: DbOrTx, key: bigint): Promise<boolean> {
  const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`)) as unknown as {
    rows: { locked: boolean }[];
  };
  return rows[0]?.locked === true;
}
