import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { dueReminderSchedule, feeDueDates } from './payments.table.js';

export type FeeDueDate = Pick<typeof feeDueDates.$inferSelect, 'feeTypeId' | 'semester' | 'dueOn'>;

const dueDateColumns = { feeTypeId: feeDueDates.feeTypeId, semester: feeDueDates.semester, dueOn: feeDueDates.dueOn };

/** The due days of the fee types' semester fees and the reminder schedule. */
export function createDueDatesRepository(db: DbOrTx) {
  const list = (): Promise<FeeDueDate[]> =>
    db.select(dueDateColumns).from(feeDueDates).orderBy(asc(feeDueDates.feeTypeId), asc(feeDueDates.semester));

  async function set(entry: FeeDueDate, at: Date) {
    await db
      .insert(feeDueDates)
      .values({ ...entry, updatedAt: at })
      .onConflictDoUpdate({ target: [feeDueDates.feeTypeId, feeDueDates.semester], set: { dueOn: entry.dueOn, updatedAt: at } });
  }

  async function clear(feeTypeId: number, semester: number) {
    await db.delete(feeDueDates).where(and(eq(feeDueDates.feeTypeId, feeTypeId), eq(feeDueDates.semester, semester)));
  }

  /** The schedule's days, or undefined while the office has not set one. */
  async function offsets(): Promise<number[] | undefined> {
    const [row] = await db.select({ offsets: dueReminderSchedule.offsets }).from(dueReminderSchedule);
    return row?.offsets;
  }

  async function saveOffsets(offsets: number[], at: Date) {
    await db
      .insert(dueReminderSchedule)
      .values({ id: 1, offsets, updatedAt: at })
      .onConflictDoUpdate({ target: dueReminderSchedule.id, set: { offsets, updatedAt: at } });
  }

  return { list, set, clear, offsets, saveOffsets };
}
