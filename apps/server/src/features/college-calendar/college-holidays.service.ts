import { serverText, type Holiday } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { CollegeService } from '../public/college.service.js';
import { createCollegeHolidaysRepository } from './college-holidays.repository.js';

export interface CollegeHolidaysDeps {
  db: Db;
  audit: AuditService;
  college: Pick<CollegeService, 'today'>;
}

/** How far back the list of holidays reaches: the loans still open were issued within it. */
const LIST_FROM_DAYS_AGO = 366;

/** The college's holidays: the days it is closed besides Sundays, which the library's due dates and fines skip. */
export function createCollegeHolidaysService({ db, audit, college }: CollegeHolidaysDeps) {
  async function list(): Promise<{ holidays: Holiday[] }> {
    const today = await college.today();
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - LIST_FROM_DAYS_AGO * 86_400_000).toISOString().slice(0, 10);
    return { holidays: await createCollegeHolidaysRepository(db).from(from) };
  }

  /** A holiday added; a day already a holiday is refused by the table's key. */
  async function add(input: Holiday, actor: Actor): Promise<Holiday> {
    try {
      return await db.transaction(async (tx) => {
        await createCollegeHolidaysRepository(tx).insert(input);
        await audit.record(tx, {
          actor,
          action: 'college.holidayAdded',
          entity: 'college_holiday',
          entityId: input.day,
          details: { ...input },
        });
        return input;
      });
    } catch (err) {
      if (violationOf(err)?.kind === 'unique') throw conflict(serverText('circulation.holidayExists', { day: input.day }), 'day');
      throw err;
    }
  }

  async function remove(day: string, actor: Actor): Promise<void> {
    await db.transaction(async (tx) => {
      const gone = await createCollegeHolidaysRepository(tx).remove(day);
      if (!gone) throw notFound(serverText('circulation.holidayNotFound', { day }));
      await audit.record(tx, {
        actor,
        action: 'college.holidayRemoved',
        entity: 'college_holiday',
        entityId: day,
        details: { day, name: gone.name },
      });
    });
  }

  return { list, add, remove };
}

export type CollegeHolidaysService = ReturnType<typeof createCollegeHolidaysService>;
