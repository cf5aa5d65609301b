import type { DbOrTx } from '../../db/client.js';
import { settleOldestFirst } from './laid-dues.repository.js';
import { createTransportDuesRepository } from './transport-dues.repository.js';

interface PassStanding {
  paidPaise: number;
  owedPaise: number;
}

/**
 * The payments' half of a bus pass: its fee is a due the student pays through Pay Fees, online or at
 * the counter, under the fee type `TRANSPORT_FEE`. Inside a transaction, build it on the transaction.
 */
export function createTransportDues(db: DbOrTx) {
  const repo = createTransportDuesRepository(db);

  /**
   * What was paid and is owed of each of the students' pass fees: by student, then by pass id. Each
   * student's payments go to their oldest pass first. Two reads, however many students.
   */
  async function standings(studentIds: readonly number[]): Promise<Map<number, Map<number, PassStanding>>> {
    const ids = [...new Set(studentIds)];
    const [charges, paid] = await Promise.all([repo.charges(ids), repo.paid(ids)]);
    const duesOf = new Map(ids.map((id) => [id, [] as { key: number; duePaise: number }[]]));
    for (const c of charges) duesOf.get(c.studentId)?.push({ key: c.passId!, duePaise: c.amountPaise - c.waivedPaise });
    return new Map(ids.map((id) => [id, settleOldestFirst(duesOf.get(id)!, paid.get(id) ?? 0)]));
  }

  /** What was paid and is owed of each of the student's pass fees (by pass id), the oldest pass first. */
  async function standing(studentId: number): Promise<Map<number, PassStanding>> {
    return (await standings([studentId])).get(studentId)!;
  }

  return { lay: repo.lay, setAmount: repo.setAmount, waive: repo.waive, standing, standings };
}

export type TransportDues = ReturnType<typeof createTransportDues>;
