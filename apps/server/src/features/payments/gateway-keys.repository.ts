import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { gatewayKeys } from './payments.table.js';

export interface GatewayKeyRow {
  id: number;
  uniqueKey: string;
  feeType: string;
  username: string;
  passwordSealed: string;
  updatedAt: Date;
}

export function createGatewayKeysRepository(db: DbOrTx) {
  const list = (): Promise<GatewayKeyRow[]> => db.select().from(gatewayKeys).orderBy(asc(gatewayKeys.feeType));

  async function byUniqueKey(uniqueKey: string): Promise<GatewayKeyRow | undefined> {
    const [row] = await db.select().from(gatewayKeys).where(eq(gatewayKeys.uniqueKey, uniqueKey));
    return row;
  }

  async function byFeeType(feeType: string): Promise<GatewayKeyRow | undefined> {
    const [row] = await db.select().from(gatewayKeys).where(eq(gatewayKeys.feeType, feeType));
    return row;
  }

  async function insert(values: { uniqueKey: string; feeType: string; username: string; passwordSealed: string }) {
    await db.insert(gatewayKeys).values(values);
  }

  async function update(id: number, values: { feeType: string; username: string; passwordSealed: string }) {
    await db
      .update(gatewayKeys)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(gatewayKeys.id, id));
  }

  async function remove(id: number) {
    await db.delete(gatewayKeys).where(eq(gatewayKeys.id, id));
  }

  return { list, byUniqueKey, byFeeType, insert, update, remove };
}
