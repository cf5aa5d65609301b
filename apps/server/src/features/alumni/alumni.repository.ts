import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alumniHistory, alumniRegistrations } from './alumni.table.js';

export type AlumniRegistrationRow = typeof alumniRegistrations.$inferSelect;
export type AlumniHistoryRow = typeof alumniHistory.$inferSelect;

export function createAlumniRepository(db: DbOrTx) {
  async function registrationByRollNumber(rollNumber: string): Promise<AlumniRegistrationRow | undefined> {
    const [row] = await db.select().from(alumniRegistrations).where(eq(alumniRegistrations.rollNumber, rollNumber));
    return row;
  }

  async function registrationById(id: number): Promise<AlumniRegistrationRow | undefined> {
    const [row] = await db.select().from(alumniRegistrations).where(eq(alumniRegistrations.id, id));
    return row;
  }

  const registrationsOf = (userId: number): Promise<AlumniRegistrationRow[]> =>
    db
      .select()
      .from(alumniRegistrations)
      .where(eq(alumniRegistrations.registeredBy, userId))
      .orderBy(desc(alumniRegistrations.updatedAt), desc(alumniRegistrations.id));

  /** Inserts a registration; undefined when its roll number is taken (the unique index decides, also between two saves at once). */
  async function insertRegistration(values: typeof alumniRegistrations.$inferInsert): Promise<number | undefined> {
    const [row] = await db
      .insert(alumniRegistrations)
      .values(values)
      .onConflictDoNothing({ target: alumniRegistrations.rollNumber })
      .returning({ id: alumniRegistrations.id });
    return row?.id;
  }

  async function updateRegistration(id: number, values: Partial<typeof alumniRegistrations.$inferInsert>): Promise<void> {
    await db
      .update(alumniRegistrations)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(alumniRegistrations.id, id));
  }

  const historyList = (): Promise<AlumniHistoryRow[]> =>
    db.select().from(alumniHistory).orderBy(desc(alumniHistory.createdAt), desc(alumniHistory.id));

  async function historyById(id: number): Promise<AlumniHistoryRow | undefined> {
    const [row] = await db.select().from(alumniHistory).where(eq(alumniHistory.id, id));
    return row;
  }

  async function historyByRollNumber(rollNumber: string): Promise<AlumniHistoryRow | undefined> {
    const [row] = await db.select().from(alumniHistory).where(eq(alumniHistory.rollNumber, rollNumber));
    return row;
  }

  /** Inserts a history record; undefined when its roll number is taken. */
  async function insertHistory(values: typeof alumniHistory.$inferInsert): Promise<number | undefined> {
    const [row] = await db
      .insert(alumniHistory)
      .values(values)
      .onConflictDoNothing({ target: alumniHistory.rollNumber })
      .returning({ id: alumniHistory.id });
    return row?.id;
  }

  /** Changes a history record; false when there is none of this id. A roll number taken by another record fails on the unique index. */
  async function updateHistory(id: number, values: Partial<typeof alumniHistory.$inferInsert>): Promise<boolean> {
    const rows = await db.update(alumniHistory).set(values).where(eq(alumniHistory.id, id)).returning({ id: alumniHistory.id });
    return rows.length > 0;
  }

  /** Removes a history record; the removed row (to remove its files), or undefined when there was none. */
  async function deleteHistory(id: number): Promise<AlumniHistoryRow | undefined> {
    const [row] = await db.delete(alumniHistory).where(eq(alumniHistory.id, id)).returning();
    return row;
  }

  return {
    registrationByRollNumber,
    registrationById,
    registrationsOf,
    insertRegistration,
    updateRegistration,
    historyList,
    historyById,
    historyByRollNumber,
    insertHistory,
    updateHistory,
    deleteHistory,
  };
}
