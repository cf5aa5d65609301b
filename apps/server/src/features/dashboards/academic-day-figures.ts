import { sql } from 'drizzle-orm';
import type { AcademicDay } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

/** The weekday of an ISO day: 1 (Monday) to 7 (Sunday), as the timetable numbers them. */
const isoWeekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() || 7;

/**
 * The academics office's day: what the curriculum, the sections and the timetable hold, what is
 * still to be given a teacher or a place on the timetable, and today's classes and registers,
 * counted by the college's day (a register's `day`), never by when a row was written. Read afresh
 * each time: a register marked shows at once.
 */
export function createAcademicDayFigures(db: DbOrTx) {
  async function figures(today: string): Promise<AcademicDay> {
    const weekday = isoWeekday(today);
    const holiday =
      weekday === 7
        ? null
        : rowsOf<{ name: string }>(await db.execute(sql`select name from college_holidays where day = ${today}::date`))[0];
    const closed = weekday === 7 ? 'Sunday' : (holiday?.name ?? null);
    // On a closed day no class of the timetable is held: the weekday 0 matches none.
    const held = closed ? 0 : weekday;
    const [row] = rowsOf<Omit<AcademicDay, 'date' | 'closed'>>(
      await db.execute(sql`select
          (select count(*) from regulations)::int as regulations,
          (select count(*) from curriculum_subjects)::int as subjects,
          (select count(*) from sections)::int as sections,
          (select count(*) from sections s join batches bt on bt.id = s.batch_id
             join curriculum_subjects cs on cs.regulation_id = s.regulation_id and cs.course_id = bt.course_id
               and (cs.branch_id = s.branch_id or cs.branch_id is null) and cs.semester = s.semester
           where not exists (select 1 from subject_allocations a where a.section_id = s.id and a.subject_id = cs.id and a.lab_batch is null)
             and (select count(*) from subject_allocations a where a.section_id = s.id and a.subject_id = cs.id) < 2)::int as unallocated,
          (select count(*) from subject_allocations a
           where not exists (select 1 from timetable_slots t where t.allocation_id = a.id))::int as unscheduled,
          (select count(*) from timetable_slots t where t.weekday = ${held})::int as "classesToday",
          (select count(*) from attendance_registers r where r.day = ${today}::date)::int as "markedToday",
          (select count(*) from timetable_slots t where t.weekday = ${held}
             and not exists (select 1 from attendance_registers r
               where r.allocation_id = t.allocation_id and r.day = ${today}::date and r.period = t.period))::int as "unmarkedToday"`),
    );
    return { date: today, closed, ...row! };
  }
  return { figures };
}

export type AcademicDayFigures = ReturnType<typeof createAcademicDayFigures>;
