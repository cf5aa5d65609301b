import type { DbOrTx } from '../../db/client.js';
import { settleOldestFirst } from './laid-dues.repository.js';
import { createTransportDuesRepository } from './transport-dues.repository.js';

/**
 * The payments' half of a bus pass: its fee is a due the student pays through Pay Fees, online or at
 * the counter, under the fee type `TRANSPORT_FEE`. Inside a transaction, build it on the transaction.
 */
export function createTransportDues(db: DbOrTx) {
  const repo = createTransportDuesRepository(db);

  /** What was paid and is owed of each of the student's pass fees (by pass id), the oldest pass first. */
  async function standing(studentId: number): Promise<Map<number, { paidPaise: number; owedPaise: number }>> {
    const [charges, paid] = await Promise.all([repo.charges(studentId), repo.paid(studentId)]);
    return settleOldestFirst(
      charges.map((c) => ({ key: c.passId!, duePaise: c.amountPaise - c.waivedPaise })),
      paid,
    );
  }

  return { lay: repo.lay, setAmount: repo.setAmount, waive: repo.waive, standing };
}

export type TransportDues = ReturnType<typeof createTransportDues>;
