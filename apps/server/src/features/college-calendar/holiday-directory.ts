import { and, gte, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { collegeHolidays } from './college-holidays.table.js';

/** The college's holidays as other features read them: the days it is closed between two days. */
export function createHolidayDirectory(db: DbOrTx) {
  async function between(from: string, to: string): Promise<Set<string>> {
    const rows = await db
      .select({ day: collegeHolidays.day })
      .from(collegeHolidays)
      .where(and(gte(collegeHolidays.day, from), lte(collegeHolidays.day, to)));
    return new Set(rows.map((r) => r.day));
  }

  return { between };
}

export type HolidayDirectory = ReturnType<typeof createHolidayDirectory>;
