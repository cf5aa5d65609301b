import { HOSTEL_FEE_PARTS, type HostelFeePart } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { createHostelDuesRepository, type HostelChargeInput, type HostelChargeRow } from './hostel-dues.repository.js';

export type { HostelChargeInput };
import { settleOldestFirst } from './laid-dues.repository.js';

export interface HostelFeeStanding extends HostelChargeRow {
  paidPaise: number;
  owedPaise: number;
}

/**
 * The payments' half of a hostel stay: its rent, mess and caution deposit are dues the student pays
 * through Pay Fees, online or at the counter (ADR 0138). Inside a transaction, build it on the transaction.
 */
export function createHostelDues(db: DbOrTx) {
  const repo = createHostelDuesRepository(db);

  /** Each of the students' hostel fees with what was paid and is owed of it: each fee type's payments go to its oldest fee first. */
  async function standings(studentIds: readonly number[]): Promise<HostelFeeStanding[]> {
    const ids = [...new Set(studentIds)];
    const [charges, ...paid] = await Promise.all([repo.charges(ids), ...HOSTEL_FEE_PARTS.map((part) => repo.paid(ids, part))]);
    const paidOf = new Map(HOSTEL_FEE_PARTS.map((part, i) => [part, paid[i]!]));
    const out: HostelFeeStanding[] = [];
    for (const id of ids)
      for (const part of HOSTEL_FEE_PARTS) {
        const mine = charges.filter((c) => c.studentId === id && c.part === part);
        const settled = settleOldestFirst(
          mine.map((c) => ({ key: c.id, duePaise: c.amountPaise - c.waivedPaise })),
          paidOf.get(part)!.get(id) ?? 0,
        );
        out.push(...mine.map((c) => ({ ...c, ...settled.get(c.id)! })));
      }
    return out.sort((a, b) => a.id - b.id);
  }

  return {
    lay: repo.lay,
    standings,
    setWaived: repo.setWaived,
    lockStudent: repo.lockStudent,
    returnToPayer: (studentId: number, part: HostelFeePart, amountPaise: number) => repo.returnToPayer(studentId, part, amountPaise),
  };
}

export type HostelDues = ReturnType<typeof createHostelDues>;
