import { asc, eq, gte } from 'drizzle-orm';
import type { Holiday } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { collegeHolidays } from './college-holidays.table.js';

/** All database access of the college's holidays. Inside a transaction, build it on the transaction. */
export function createCollegeHolidaysRepository(db: DbOrTx) {
  const from = (day: string): Promise<Holiday[]> =>
    db
      .select({ day: collegeHolidays.day, name: collegeHolidays.name })
      .from(collegeHolidays)
      .where(gte(collegeHolidays.day, day))
      .orderBy(asc(collegeHolidays.day));

  const insert = async (holiday: Holiday) => {
    await db.insert(collegeHolidays).values(holiday);
  };

  async function remove(day: string): Promise<Holiday | undefined> {
    const [gone] = await db
      .delete(collegeHolidays)
      .where(eq(collegeHolidays.day, day))
      .returning({ day: collegeHolidays.day, name: collegeHolidays.name });
    return gone;
  }

  return { from, insert, remove };
}
