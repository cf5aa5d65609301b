import { sql, type SQL } from 'drizzle-orm';
import type { Period, Slot, Substitution, TimetableAllocation } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

/** A class of a timetable with its section, subject and teacher in words: every read of classes selects these. */
const SLOT = sql`select t.id, t.section_id as "sectionId", c.code || ' ' || br.code || ' ' || bt.start_year || ' ' || s.name as section,
    t.weekday, t.period, t.allocation_id as "allocationId", a.subject_id as "subjectId", cs.code, cs.name as subject, cs.kind,
    a.lab_batch as "labBatch", t.faculty_id as "facultyId", f.full_name as faculty, t.room
  from timetable_slots t join sections s on s.id = t.section_id join batches bt on bt.id = s.batch_id
    join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id
    join subject_allocations a on a.id = t.allocation_id join curriculum_subjects cs on cs.id = a.subject_id
    join faculty f on f.id = t.faculty_id`;
const ORDER = sql`order by t.weekday, t.period, c.code, br.code, s.name, a.lab_batch nulls first`;

/** A section as its timetable names it, locked while a class is put on it. */
export interface TimetableSection {
  id: number;
  label: string;
  room: string | null;
}

/** An allocation as the timetable places it: its part of the section and its kind decide what may share a period. */
export interface PlacedAllocation {
  id: number;
  sectionId: number;
  subjectId: number;
  code: string;
  kind: string;
  electiveGroup: string | null;
  labBatch: number | null;
  facultyId: number;
}

/** The periods, classes and substitutions of the timetable, in the database of `db` (the database or a transaction). */
export function createTimetableRepository(db: DbOrTx) {
  const many = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL) => (await many<T>(query))[0];

  const periods = () => many<Period>(sql`select number, starts_at as "startsAt", ends_at as "endsAt" from college_periods order by number`);

  async function replacePeriods(list: { startsAt: string; endsAt: string }[]): Promise<void> {
    // Times move one by one; a period's start may pass its old end, so the check is met row by row only after all moved.
    for (const [i, p] of list.entries())
      await db.execute(sql`insert into college_periods (number, starts_at, ends_at) values (${i + 1}, ${p.startsAt}, ${p.endsAt})
        on conflict (number) do update set starts_at = excluded.starts_at, ends_at = excluded.ends_at`);
    await db.execute(sql`delete from college_periods where number > ${list.length}`);
  }

  const lockPeriods = () => db.execute(sql`select number from college_periods for update`);
  /** Classes on any timetable in the periods after `period`. */
  const classesAfter = async (period: number) =>
    (await one<{ n: number }>(sql`select count(*)::int as n from timetable_slots where period > ${period}`))!.n;

  const section = (id: number, lock = false) =>
    one<TimetableSection>(sql`select s.id, c.code || ' ' || br.code || ' ' || bt.start_year || ' ' || s.name as label, s.room
      from sections s join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id
      where s.id = ${id} ${lock ? sql`for update of s` : sql``}`);

  const allocation = (id: number) =>
    one<PlacedAllocation>(sql`select a.id, a.section_id as "sectionId", a.subject_id as "subjectId", cs.code, cs.kind,
      cs.elective_group as "electiveGroup", a.lab_batch as "labBatch", a.faculty_id as "facultyId"
      from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id where a.id = ${id}`);

  const allocationsOf = (sectionId: number) =>
    many<TimetableAllocation>(sql`select a.id, cs.code, cs.name as subject, cs.kind, a.lab_batch as "labBatch", f.full_name as faculty,
        (select count(*)::int from timetable_slots t where t.allocation_id = a.id) as classes
      from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id join faculty f on f.id = a.faculty_id
      where a.section_id = ${sectionId} order by cs.code, a.lab_batch nulls first`);

  const slot = (id: number) => one<Slot>(sql`${SLOT} where t.id = ${id}`);
  const slotsOfSection = (sectionId: number) => many<Slot>(sql`${SLOT} where t.section_id = ${sectionId} ${ORDER}`);
  const slotsOfFaculty = (facultyId: number) => many<Slot>(sql`${SLOT} where t.faculty_id = ${facultyId} ${ORDER}`);
  /** The class a teacher or a room has in a period (what a clash names). */
  const facultyAt = (facultyId: number, weekday: number, period: number) =>
    one<Slot>(sql`${SLOT} where t.faculty_id = ${facultyId} and t.weekday = ${weekday} and t.period = ${period}`);
  const roomAt = (room: string, weekday: number, period: number) =>
    one<Slot>(sql`${SLOT} where upper(t.room) = upper(${room}) and t.weekday = ${weekday} and t.period = ${period}`);

  /** The classes of a section in one period, with their parts (what may share the period). */
  const sectionAt = (sectionId: number, weekday: number, period: number) =>
    many<Slot & { part: string; electiveGroup: string | null }>(sql`select x.*, t.part, cs.elective_group as "electiveGroup"
      from (${SLOT} where t.section_id = ${sectionId} and t.weekday = ${weekday} and t.period = ${period}) x
      join timetable_slots t on t.id = x.id join curriculum_subjects cs on cs.id = x."subjectId"`);

  async function insertSlot(values: {
    sectionId: number;
    weekday: number;
    period: number;
    allocationId: number;
    facultyId: number;
    part: string;
    room: string | null;
  }): Promise<number> {
    const row = await one<{ id: number }>(sql`insert into timetable_slots (section_id, weekday, period, allocation_id, faculty_id, part, room)
      values (${values.sectionId}, ${values.weekday}, ${values.period}, ${values.allocationId}, ${values.facultyId}, ${values.part}, ${values.room})
      returning id`);
    return row!.id;
  }

  const deleteSlot = (id: number) => db.execute(sql`delete from timetable_slots where id = ${id}`);

  const teacher = (id: number) =>
    one<{ id: number; fullName: string; userId: number | null }>(sql`select id, full_name as "fullName", user_id as "userId" from faculty where id = ${id}`);
  const teacherOfUser = (userId: number) =>
    one<{ id: number; fullName: string }>(sql`select id, full_name as "fullName" from faculty where user_id = ${userId} order by id limit 1`);

  const holiday = (day: string) => one<{ name: string }>(sql`select name from college_holidays where day = ${day}`);

  const SUBSTITUTION = sql`select u.id, u.day::text as date, u.slot_id as "slotId", u.faculty_id as "facultyId", f.full_name as faculty
    from timetable_substitutions u join faculty f on f.id = u.faculty_id`;

  async function withSlots(rows: (Omit<Substitution, 'slot'> & { slotId: number })[]): Promise<Substitution[]> {
    const out: Substitution[] = [];
    for (const { slotId, ...rest } of rows) out.push({ ...rest, slot: (await slot(slotId))! });
    return out;
  }

  const substitutionsOn = async (day: string) =>
    withSlots(await many(sql`${SUBSTITUTION} where u.day = ${day} order by u.period, u.id`));
  const substitution = async (id: number) => (await withSlots(await many(sql`${SUBSTITUTION} where u.id = ${id}`)))[0];
  /** Classes given to someone else on a day, of the slots named. */
  const givenOn = (day: string) => many<{ slotId: number; faculty: string }>(sql`select u.slot_id as "slotId", f.full_name as faculty
    from timetable_substitutions u join faculty f on f.id = u.faculty_id where u.day = ${day}`);
  /** Classes a faculty member takes for someone on a day. */
  const takenOn = (day: string, facultyId: number) =>
    many<{ slotId: number }>(sql`select slot_id as "slotId" from timetable_substitutions where day = ${day} and faculty_id = ${facultyId}`);

  async function insertSubstitution(slotId: number, day: string, period: number, facultyId: number): Promise<number> {
    const row = await one<{ id: number }>(sql`insert into timetable_substitutions (slot_id, day, period, faculty_id)
      values (${slotId}, ${day}, ${period}, ${facultyId}) returning id`);
    return row!.id;
  }

  const deleteSubstitution = (id: number) => db.execute(sql`delete from timetable_substitutions where id = ${id}`);

  return {
    periods,
    replacePeriods,
    lockPeriods,
    classesAfter,
    section,
    allocation,
    allocationsOf,
    slot,
    slotsOfSection,
    slotsOfFaculty,
    facultyAt,
    roomAt,
    sectionAt,
    insertSlot,
    deleteSlot,
    teacher,
    teacherOfUser,
    holiday,
    substitutionsOn,
    substitution,
    givenOn,
    takenOn,
    insertSubstitution,
    deleteSubstitution,
  };
}

export type TimetableRepository = ReturnType<typeof createTimetableRepository>;
