import type { DbOrTx } from '../../db/client.js';
import { settleOldestFirst } from './laid-dues.repository.js';
import { createLibraryDuesRepository } from './library-dues.repository.js';

/** Where a student's library dues stand: what they owe in all, and what was paid of each charge. */
export interface LibraryDuesStanding {
  owedPaise: number;
  /** Paid of each library charge (by its id): what was paid of the fee type, given to the oldest charges first. */
  paidOf: Map<number, number>;
}

/** The payments' half of a library charge: the due a student pays through Pay Fees, online or at the counter. */
export function createLibraryDues(db: DbOrTx) {
  const repo = createLibraryDuesRepository(db);

  /** Lays a library charge on the student as a due; a second call for the same charge adds nothing. */
  const lay = (due: { studentId: number; libraryChargeId: number; amountPaise: number; reason: string; createdBy: number | null }) =>
    repo.insert(due);

  /** What the library has waived of a charge in all: the due shrinks by it. */
  const waive = (libraryChargeId: number, waivedPaise: number) => repo.setWaived(libraryChargeId, waivedPaise);

  async function standing(studentId: number): Promise<LibraryDuesStanding> {
    const [charges, paid] = await Promise.all([repo.charges(studentId), repo.paid(studentId)]);
    const settled = settleOldestFirst(
      charges.map((c) => ({ key: c.libraryChargeId!, duePaise: c.amountPaise - c.waivedPaise })),
      paid,
    );
    const paidOf = new Map([...settled].map(([id, s]) => [id, s.paidPaise]));
    const owed = [...settled.values()].reduce((sum, s) => sum + s.owedPaise, 0);
    return { owedPaise: owed, paidOf };
  }

  /** What the student owes of their library dues now. */
  const owed = (studentId: number) => repo.owed(studentId);

  return { lay, waive, standing, owed };
}

export type LibraryDues = ReturnType<typeof createLibraryDues>;
