import { sql, type SQL } from 'drizzle-orm';
import type { AttendanceRules } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { BELONGS, createClassDirectory, SECTION_LABEL as LABEL, THIS_SEMESTER } from '../sections/class-directory.js';

/** A class as a register names it: its section, subject, lab batch and teacher, and the department heading its branch. */
export interface ClassOf {
  allocationId: number;
  sectionId: number;
  section: string;
  subjectId: number;
  code: string;
  subject: string;
  kind: string;
  labBatch: number | null;
  facultyId: number;
  departmentId: number | null;
}

export interface StoredRegister {
  id: number;
  version: number;
  clientKey: string;
  lastKey: string;
  absent: number;
  markedBy: string;
  /** Milliseconds since the epoch. */
  markedAt: number;
  changedBy: string | null;
  changedAt: number | null;
}

/**
 * The registers held in each class `a` (subject_allocations) and the absences of each student `ss`
 * (section_students) in it, as the triggers of migration 0053 keep them (ADR 0150): a student's share
 * adds up one row per class, however many registers the semester has.
 */
export const COUNTS = sql`left join attendance_class_counts h on h.allocation_id = a.id
  left join attendance_student_counts m on m.student_id = ss.student_id and m.allocation_id = a.id`;
/** Classes held, over the rows grouped (with COUNTS). */
export const HELD = sql`coalesce(sum(h.held), 0)::int`;
/** Classes missed, over the rows grouped (with COUNTS). */
export const MISSED = sql`coalesce(sum(m.missed), 0)::int`;

/** The rules until the office saves its own. */
const DEFAULT_RULES: AttendanceRules = { requiredPercent: 75, condonablePercent: 65, correctionDays: 0, condonationFeePaise: 50_000 };

/** A class as a register names it (ClassOf), over `a` subject_allocations. */
const CLASS = sql`select a.id as "allocationId", s.id as "sectionId", ${LABEL} as section, cs.id as "subjectId", cs.code,
    cs.name as subject, cs.kind, a.lab_batch as "labBatch", a.faculty_id as "facultyId", br.department_id as "departmentId"
  from subject_allocations a join sections s on s.id = a.section_id join batches bt on bt.id = s.batch_id
    join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id join curriculum_subjects cs on cs.id = a.subject_id`;

/** The class on the timetable in a period of a weekday, and who takes it on a day (a substitute, or its teacher). */
const SLOT = (allocationId: number, weekday: number, period: number, day: string) => sql`select t.id as "slotId",
    coalesce(u.faculty_id, t.faculty_id) as "teacherId"
  from timetable_slots t left join timetable_substitutions u on u.slot_id = t.id and u.day = ${day}
  where t.allocation_id = ${allocationId} and t.weekday = ${weekday} and t.period = ${period}`;

/** Registers, their absentees and the attendance figures, in the database of `db` (the database or a transaction). */
export function createAttendanceRepository(db: DbOrTx) {
  const many = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL) => (await many<T>(query))[0];

  const settings = async (): Promise<AttendanceRules> =>
    (await one<AttendanceRules>(sql`select required_percent as "requiredPercent", condonable_percent as "condonablePercent",
      correction_days as "correctionDays", condonation_fee_paise as "condonationFeePaise" from attendance_settings where id = 1`)) ??
    DEFAULT_RULES;

  const saveSettings = (s: AttendanceRules) =>
    db.execute(sql`insert into attendance_settings (id, required_percent, condonable_percent, correction_days, condonation_fee_paise, updated_at)
      values (1, ${s.requiredPercent}, ${s.condonablePercent}, ${s.correctionDays}, ${s.condonationFeePaise}, now())
      on conflict (id) do update set required_percent = excluded.required_percent, condonable_percent = excluded.condonable_percent,
        correction_days = excluded.correction_days, condonation_fee_paise = excluded.condonation_fee_paise, updated_at = now()`);

  /**
   * Everything a register's opening or save checks, in one statement: the class, the slot of the day's
   * weekday and period with who takes it that day, the day's holiday, the rules, and the teacher and
   * department the asker is (a save waits for each statement in turn with everyone else's).
   */
  const registerContext = async (q: { allocationId: number; day: string; weekday: number; period: number; userId: number }) => {
    const row = await one<
      Partial<ClassOf> & {
        slotId: number | null;
        teacherId: number | null;
        holiday: string | null;
        rules: AttendanceRules | null;
        myFacultyId: number | null;
        myName: string | null;
        myDepartmentId: number | null;
      }
    >(sql`select c.*, sl."slotId", sl."teacherId", (select name from college_holidays where day = ${q.day}) as holiday,
        (select json_build_object('requiredPercent', required_percent, 'condonablePercent', condonable_percent,
          'correctionDays', correction_days, 'condonationFeePaise', condonation_fee_paise) from attendance_settings where id = 1) as rules,
        me.id as "myFacultyId", me.full_name as "myName", (select department_id from users where id = ${q.userId}) as "myDepartmentId"
      from (select 1) x
        left join lateral (${CLASS} where a.id = ${q.allocationId}) c on true
        left join lateral (${SLOT(q.allocationId, q.weekday, q.period, q.day)}) sl on true
        left join lateral (select id, full_name from faculty where user_id = ${q.userId} order by id limit 1) me on true`);
    const { slotId, teacherId, holiday, rules, myFacultyId, myName, myDepartmentId, ...cls } = row!;
    return {
      cls: cls.allocationId == null ? undefined : (cls as ClassOf),
      slot: slotId == null ? undefined : { slotId, teacherId: teacherId! },
      holiday: holiday == null ? undefined : { name: holiday },
      rules: rules ?? DEFAULT_RULES,
      me: myFacultyId == null ? undefined : { id: myFacultyId, fullName: myName! },
      departmentId: myDepartmentId,
    };
  };

  const REGISTER = sql`select r.id, r.version, r.client_key as "clientKey", r.last_key as "lastKey", r.absent,
      f.full_name as "markedBy", (extract(epoch from r.marked_at) * 1000)::float8 as "markedAt", u.full_name as "changedBy",
      (extract(epoch from r.changed_at) * 1000)::float8 as "changedAt"
    from attendance_registers r join faculty f on f.id = r.faculty_id left join users u on u.id = r.changed_by`;
  const register = (allocationId: number, day: string, period: number, lock = false) =>
    one<StoredRegister>(sql`${REGISTER} where r.allocation_id = ${allocationId} and r.day = ${day} and r.period = ${period}
      ${lock ? sql`for update of r` : sql``}`);
  const absentees = async (registerId: number) =>
    (
      await many<{ studentId: number }>(sql`select student_id as "studentId" from attendance_absences where register_id = ${registerId}`)
    ).map((r) => r.studentId);

  /** A register made (its id and when), or undefined when the class already has one for that day and period. */
  const insertRegister = (values: {
    allocationId: number;
    day: string;
    period: number;
    facultyId: number;
    students: number;
    absent: number;
    clientKey: string;
  }) =>
    one<{ id: number; markedAt: number }>(sql`insert into attendance_registers (allocation_id, day, period, faculty_id, students, absent,
        client_key, last_key)
      values (${values.allocationId}, ${values.day}, ${values.period}, ${values.facultyId}, ${values.students}, ${values.absent},
        ${values.clientKey}, ${values.clientKey})
      on conflict (allocation_id, day, period) do nothing returning id, (extract(epoch from marked_at) * 1000)::float8 as "markedAt"`);

  /** The absentees of a register that has none yet. */
  async function insertAbsentees(registerId: number, studentIds: number[]): Promise<void> {
    if (studentIds.length === 0) return;
    await db.execute(sql`insert into attendance_absences (register_id, student_id)
      select ${registerId}, unnest(${`{${studentIds.join(',')}}`}::integer[])`);
  }

  async function writeAbsentees(registerId: number, studentIds: number[]): Promise<void> {
    await db.execute(sql`delete from attendance_absences where register_id = ${registerId}`);
    await insertAbsentees(registerId, studentIds);
  }

  /** A correction, when the register is still at the version the teacher opened. */
  async function correct(id: number, baseVersion: number, values: { students: number; absent: number; key: string; userId: number }) {
    const row = await one<{ id: number }>(sql`update attendance_registers set version = version + 1, students = ${values.students},
        absent = ${values.absent}, last_key = ${values.key}, changed_by = ${values.userId}, changed_at = now()
      where id = ${id} and version = ${baseVersion} returning id`);
    return row !== undefined;
  }

  /** Registers of a teacher's classes on days and periods, by allocation, day and period. */
  const registersOf = (allocationIds: number[], from: string, to: string) =>
    allocationIds.length === 0
      ? Promise.resolve([] as { allocationId: number; day: string; period: number; id: number; absent: number }[])
      : many<{ allocationId: number; day: string; period: number; id: number; absent: number }>(sql`select allocation_id as "allocationId",
          day::text as day, period, id, absent from attendance_registers
          where allocation_id = any(${`{${allocationIds.join(',')}}`}::integer[]) and day between ${from} and ${to}`);

  const classSizes = (allocationIds: number[]) =>
    allocationIds.length === 0
      ? Promise.resolve([] as { allocationId: number; students: number }[])
      : many<{ allocationId: number; students: number }>(sql`select a.id as "allocationId", count(ss.student_id)::int as students
          from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id
            join section_students ss on ss.section_id = a.section_id join students st on st.id = ss.student_id and st.status = 'active'
          where a.id = any(${`{${allocationIds.join(',')}}`}::integer[]) and ${BELONGS} group by a.id`);

  /**
   * The attendance of every student of a student's section, in one read (a register saved drops their
   * pages together): each with their section and classes held and attended per subject. Nothing when
   * the student is in no section.
   */
  const sectionPages = (studentId: number) =>
    many<{
      id: number;
      rollNumber: string;
      fullName: string;
      sectionId: number;
      section: string;
      subjects: { subjectId: number; code: string; name: string; held: number; attended: number }[];
    }>(sql`with ss as materialized (select student_id, section_id, lab_batch from section_students
          where section_id = (select section_id from section_students where student_id = ${studentId})),
        x as materialized (select ss.student_id, cs.id as subject_id, cs.code, cs.name, ${HELD} as held, ${HELD} - ${MISSED} as attended
          from ss join sections s on s.id = ss.section_id join subject_allocations a on a.section_id = s.id
            join curriculum_subjects cs on cs.id = a.subject_id ${COUNTS}
          where ${THIS_SEMESTER} and ${BELONGS} group by ss.student_id, cs.id, cs.code, cs.name)
      select st.id, st.roll_number as "rollNumber", st.full_name as "fullName", s.id as "sectionId", ${LABEL} as section,
        coalesce((select json_agg(json_build_object('subjectId', x.subject_id, 'code', x.code, 'name', x.name, 'held', x.held,
          'attended', x.attended) order by x.code) from x where x.student_id = st.id), '[]'::json) as subjects
      from ss join students st on st.id = ss.student_id join sections s on s.id = ss.section_id join batches bt on bt.id = s.batch_id
        join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id`);

  /** A student with their section, if they are in one. */
  const student = (id: number) =>
    one<{ id: number; rollNumber: string; fullName: string; sectionId: number | null; section: string | null }>(sql`select st.id,
        st.roll_number as "rollNumber", st.full_name as "fullName", s.id as "sectionId", ${LABEL} as section
      from students st left join section_students ss on ss.student_id = st.id left join sections s on s.id = ss.section_id
        left join batches bt on bt.id = s.batch_id left join courses c on c.id = bt.course_id left join branches br on br.id = s.branch_id
      where st.id = ${id}`);
  const studentOfUser = async (userId: number) =>
    (await one<{ studentId: number | null }>(sql`select student_id as "studentId" from users where id = ${userId}`))?.studentId ?? null;

  /** Every student of a section with their classes held and attended this semester, over all subjects. */
  const sectionTotals = (sectionId: number) =>
    many<{
      id: number;
      rollNumber: string;
      fullName: string;
      held: number;
      attended: number;
    }>(sql`select st.id, st.roll_number as "rollNumber", st.full_name as "fullName", ${HELD} as held, ${HELD} - ${MISSED} as attended
      from section_students ss join students st on st.id = ss.student_id join sections s on s.id = ss.section_id
        join subject_allocations a on a.section_id = s.id join curriculum_subjects cs on cs.id = a.subject_id ${COUNTS}
      where s.id = ${sectionId} and st.status = 'active' and ${THIS_SEMESTER} and ${BELONGS}
      group by st.id, st.roll_number, st.full_name order by upper(st.roll_number) collate "C"`);

  /**
   * A teacher's classes of the days from `from` to `to` with no register: their own (not given to a
   * substitute, on the timetable by then) and those they took for someone, on days the college was open.
   */
  const unmarked = (facultyId: number, from: string, to: string) =>
    many<{ date: string; period: number; allocationId: number; section: string; code: string }>(sql`select x.day::text as date, x.period,
        x.allocation_id as "allocationId", ${LABEL} as section, cs.code
      from (
        select d.day, t.period, t.allocation_id, t.id as slot_id from generate_series(${from}::date, ${to}::date, interval '1 day') as d(day)
          join timetable_slots t on t.faculty_id = ${facultyId} and t.weekday = extract(isodow from d.day) and t.created_at::date <= d.day
          where not exists (select 1 from timetable_substitutions u where u.slot_id = t.id and u.day = d.day)
        union all
        select u.day, t.period, t.allocation_id, t.id from timetable_substitutions u join timetable_slots t on t.id = u.slot_id
          where u.faculty_id = ${facultyId} and u.day between ${from}::date and ${to}::date
      ) x
      join subject_allocations a on a.id = x.allocation_id join curriculum_subjects cs on cs.id = a.subject_id
      join sections s on s.id = a.section_id join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id
      join branches br on br.id = s.branch_id
      where extract(isodow from x.day) <> 7 and not exists (select 1 from college_holidays h where h.day = x.day)
        and not exists (select 1 from attendance_registers r where r.allocation_id = x.allocation_id and r.day = x.day and r.period = x.period)
      order by x.day, x.period`);

  const sectionLabel = async (sectionId: number) =>
    (
      await one<{ label: string }>(sql`select ${LABEL} as label from sections s join batches bt on bt.id = s.batch_id
        join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id where s.id = ${sectionId}`)
    )?.label;

  return {
    ...createClassDirectory(db),
    settings,
    saveSettings,
    registerContext,
    register,
    absentees,
    insertRegister,
    insertAbsentees,
    writeAbsentees,
    correct,
    registersOf,
    classSizes,
    sectionPages,
    student,
    studentOfUser,
    sectionTotals,
    unmarked,
    sectionLabel,
  };
}

export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
