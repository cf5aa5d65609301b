import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { gatewaySimCharges } from '../payments.table.js';
import type { Charge, ChargeRequest } from './gateway.types.js';

export interface SimCharge {
  charge: Charge;
  request: ChargeRequest;
  /** The charge as it was before its last change (a stale webhook's body). */
  previous?: Charge;
}

const asSimCharge = (row: typeof gatewaySimCharges.$inferSelect): SimCharge => ({
  charge: row.charge,
  request: row.request,
  ...(row.previous ? { previous: row.previous } : {}),
});

/**
 * The simulator's charges, in the database: any server on it answers for a charge another created,
 * and a change takes the charge's row lock, so two servers paying one charge take turns.
 */
export function createSimulatorCharges(db: Db) {
  async function add(sim: SimCharge) {
    await db.insert(gatewaySimCharges).values({ uuid: sim.charge.uuid, charge: sim.charge, request: sim.request });
  }

  async function find(uuid: string): Promise<SimCharge | undefined> {
    const [row] = await db.select().from(gatewaySimCharges).where(eq(gatewaySimCharges.uuid, uuid));
    return row && asSimCharge(row);
  }

  /**
   * The charge changed by `edit` on its locked row; `edit` answers what to give back, or undefined to
   * leave the charge as it was. Undefined when there is no such charge.
   */
  async function change<T>(uuid: string, edit: (sim: SimCharge) => T | undefined): Promise<{ sim: SimCharge; result: T } | undefined> {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(gatewaySimCharges).where(eq(gatewaySimCharges.uuid, uuid)).for('update');
      if (!row) return undefined;
      const sim = asSimCharge(row);
      const result = edit(sim);
      if (result === undefined) return undefined;
      await tx
        .update(gatewaySimCharges)
        .set({ charge: sim.charge, previous: sim.previous ?? null })
        .where(eq(gatewaySimCharges.uuid, uuid));
      return { sim, result };
    });
  }

  /** Charges opened before `before` are forgotten, as a demo's old charges no longer matter. */
  const prune = (before: Date) => db.delete(gatewaySimCharges).where(lt(gatewaySimCharges.createdAt, before));

  return { add, find, change, prune };
}
