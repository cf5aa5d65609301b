import { sql, type SQL } from 'drizzle-orm';
import type { MarkSheetState } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { BELONGS, createClassDirectory, SECTION_LABEL as LABEL, THIS_SEMESTER } from '../sections/class-directory.js';

/** A class with how far its internal marks are: its students, those with every mark entered, its sheet's state. */
export interface StoredClass {
  allocationId: number;
  sectionId: number;
  section: string;
  subjectId: number;
  code: string;
  subject: string;
  kind: 'theory' | 'lab' | 'project' | 'elective';
  labBatch: number | null;
  facultyId: number;
  faculty: string;
  /** The department heading the section's branch. */
  departmentId: number | null;
  students: number;
  complete: number;
  state: MarkSheetState;
  submittedAt: string | null;
  releasedAt: string | null;
}

export interface StoredSheet {
  state: MarkSheetState;
  version: number;
  submittedAt: string | null;
  releasedAt: string | null;
  updatedAt: string;
}

export interface StoredComponent {
  id: number;
  name: string;
  maxMarks: number;
}

export interface StoredMark {
  componentId: number;
  studentId: number;
  marks: number | null;
  absent: boolean;
}

/** A mark as written: a number, absent, or cleared (null). */
export interface MarkWrite {
  componentId: number;
  studentId: number;
  value: number | 'AB' | null;
}

const ISO = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const ids = (list: readonly number[]) => `{${list.join(',')}}`;

/** The class's students with a mark or AB in every component of its subject (none while the subject has no components). */
const COMPLETE = sql`(select count(*)::int from section_students ss join students st on st.id = ss.student_id and st.status = 'active'
  where ss.section_id = a.section_id and ${BELONGS}
    and exists (select 1 from internal_components ic where ic.subject_id = cs.id)
    and not exists (select 1 from internal_components ic where ic.subject_id = cs.id
      and not exists (select 1 from internal_marks im where im.component_id = ic.id and im.student_id = ss.student_id)))`;
const STUDENTS = sql`(select count(*)::int from section_students ss join students st on st.id = ss.student_id and st.status = 'active'
  where ss.section_id = a.section_id and ${BELONGS})`;

const CLASS = sql`select a.id as "allocationId", s.id as "sectionId", ${LABEL} as section, cs.id as "subjectId", cs.code, cs.name as subject,
    cs.kind, a.lab_batch as "labBatch", a.faculty_id as "facultyId", f.full_name as faculty,
    br.department_id as "departmentId", ${STUDENTS} as students, ${COMPLETE} as complete,
    coalesce(m.state, 'open') as state, ${ISO(sql`m.submitted_at`)} as "submittedAt", ${ISO(sql`m.released_at`)} as "releasedAt"
  from subject_allocations a join sections s on s.id = a.section_id join batches bt on bt.id = s.batch_id
    join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id join curriculum_subjects cs on cs.id = a.subject_id
    join faculty f on f.id = a.faculty_id left join internal_mark_sheets m on m.allocation_id = a.id`;
const CLASS_ORDER = sql`order by c.code, br.code, bt.start_year, s.name, cs.code, a.lab_batch nulls first`;

/** Internal marks: subjects' components, students' marks and classes' sheets, in the database of `db` (the database or a transaction). */
export function createInternalMarksRepository(db: DbOrTx) {
  const many = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL) => (await many<T>(query))[0];

  /** The classes with internal marks a teacher keeps. */
  const classesOfFaculty = (facultyId: number) =>
    many<StoredClass>(sql`${CLASS} where a.faculty_id = ${facultyId} and cs.internal_max > 0 ${CLASS_ORDER}`);

  /** Every class with internal marks of a batch's sections (of one branch). */
  const classesOfBatch = (batchId: number, branchId?: number) =>
    many<StoredClass>(sql`${CLASS} where s.batch_id = ${batchId} ${branchId ? sql`and s.branch_id = ${branchId}` : sql``}
      and cs.internal_max > 0 ${CLASS_ORDER}`);

  /** Classes by id, with internal marks or not. */
  const classesByIds = (allocationIds: readonly number[]) =>
    many<StoredClass>(sql`${CLASS} where a.id = any(${ids(allocationIds)}::integer[]) ${CLASS_ORDER}`);

  /** The subject's row held until the transaction ends: two changes of its components one after the other. */
  const lockSubject = (subjectId: number) => db.execute(sql`select id from curriculum_subjects where id = ${subjectId} for update`);

  const subject = (subjectId: number) =>
    one<{
      id: number;
      code: string;
      kind: StoredClass['kind'];
      internalMax: number;
    }>(sql`select id, code, kind, internal_max as "internalMax"
      from curriculum_subjects where id = ${subjectId}`);

  const components = (subjectId: number) =>
    many<StoredComponent>(
      sql`select id, name, max_marks as "maxMarks" from internal_components where subject_id = ${subjectId} order by position`,
    );

  /**
   * The components given, in order, unless the subject has some already. Two requests making them at
   * once both end with the same components: the second's rows give way on the unique indexes.
   */
  const addComponentsOnce = (subjectId: number, parts: readonly { name: string; maxMarks: number }[]) =>
    db.execute(sql`insert into internal_components (subject_id, position, name, max_marks)
      select ${subjectId}, p.position, p.name, p.max_marks
        from unnest(${`{${parts.map((_, i) => i + 1).join(',')}}`}::smallint[], ${arrayOfTexts(parts.map((p) => p.name))}::text[],
          ${ids(parts.map((p) => p.maxMarks))}::smallint[]) as p(position, name, max_marks)
      where not exists (select 1 from internal_components ic where ic.subject_id = ${subjectId})
      on conflict do nothing`);

  /** A subject's components replaced (no marks are entered for it). */
  async function replaceComponents(subjectId: number, parts: readonly { name: string; maxMarks: number }[]) {
    await db.execute(sql`delete from internal_components where subject_id = ${subjectId}`);
    await addComponentsOnce(subjectId, parts);
  }

  const marksEntered = async (subjectId: number) =>
    (await one<{
      entered: boolean;
    }>(sql`select exists (select 1 from internal_marks im join internal_components ic on ic.id = im.component_id
      where ic.subject_id = ${subjectId}) as entered`))!.entered;

  /** The marks of some students in a subject's components. */
  const marksOf = (subjectId: number, studentIds: readonly number[]) =>
    studentIds.length === 0
      ? Promise.resolve([] as StoredMark[])
      : many<StoredMark>(sql`select im.component_id as "componentId", im.student_id as "studentId", im.marks::float8 as marks, im.absent
          from internal_marks im join internal_components ic on ic.id = im.component_id
          where ic.subject_id = ${subjectId} and im.student_id = any(${ids(studentIds)}::integer[])`);

  /** Who entered the latest of some students' marks in a subject, and when. */
  const lastSaved = (subjectId: number, studentIds: readonly number[]) =>
    studentIds.length === 0
      ? Promise.resolve(undefined)
      : one<{ by: string | null; at: string }>(sql`select u.full_name as by, ${ISO(sql`im.entered_at`)} as at
          from internal_marks im join internal_components ic on ic.id = im.component_id left join users u on u.id = im.entered_by
          where ic.subject_id = ${subjectId} and im.student_id = any(${ids(studentIds)}::integer[])
          order by im.entered_at desc limit 1`);

  /** Marks written: numbers and absences stored (a mark left as it was keeps who entered it), cleared ones removed. */
  async function writeMarks(marks: readonly MarkWrite[], userId: number) {
    const cleared = marks.filter((m) => m.value === null);
    const kept = marks.filter((m) => m.value !== null);
    if (cleared.length > 0)
      await db.execute(sql`delete from internal_marks where (component_id, student_id) in (
        select * from unnest(${ids(cleared.map((m) => m.componentId))}::integer[], ${ids(cleared.map((m) => m.studentId))}::integer[]))`);
    if (kept.length === 0) return;
    const numbers = `{${kept.map((m) => (m.value === 'AB' ? 'NULL' : String(m.value))).join(',')}}`;
    const absent = `{${kept.map((m) => (m.value === 'AB' ? 't' : 'f')).join(',')}}`;
    await db.execute(sql`insert into internal_marks (component_id, student_id, marks, absent, entered_by, entered_at)
      select x.component_id, x.student_id, x.marks, x.absent, ${userId}, now()
        from unnest(${ids(kept.map((m) => m.componentId))}::integer[], ${ids(kept.map((m) => m.studentId))}::integer[],
          ${numbers}::numeric[], ${absent}::boolean[]) as x(component_id, student_id, marks, absent)
      on conflict (component_id, student_id) do update set marks = excluded.marks, absent = excluded.absent,
        entered_by = excluded.entered_by, entered_at = excluded.entered_at
      where internal_marks.marks is distinct from excluded.marks or internal_marks.absent <> excluded.absent`);
  }

  const SHEET = sql`select state, version, ${ISO(sql`submitted_at`)} as "submittedAt", ${ISO(sql`released_at`)} as "releasedAt",
      ${ISO(sql`updated_at`)} as "updatedAt" from internal_mark_sheets`;
  /** A class's sheet; a class with none yet is open at version 1. */
  const sheet = async (allocationId: number): Promise<StoredSheet> =>
    (await one<StoredSheet>(sql`${SHEET} where allocation_id = ${allocationId}`)) ?? {
      state: 'open',
      version: 1,
      submittedAt: null,
      releasedAt: null,
      updatedAt: new Date(0).toISOString(),
    };
  /** The sheet's row made when first needed; a second request making it at once gives way. */
  const addSheetOnce = (allocationId: number) =>
    db.execute(sql`insert into internal_mark_sheets (allocation_id) values (${allocationId}) on conflict (allocation_id) do nothing`);

  /** The next version of an open sheet still at the version the teacher opened; undefined when it is not. */
  const bumpOpen = async (allocationId: number, version: number) =>
    (
      await one<{ version: number }>(sql`update internal_mark_sheets set version = version + 1, updated_at = now()
        where allocation_id = ${allocationId} and version = ${version} and state = 'open' returning version`)
    )?.version;

  const submit = async (allocationId: number, version: number, userId: number) =>
    (
      await one<{
        version: number;
      }>(sql`update internal_mark_sheets set state = 'submitted', submitted_by = ${userId}, submitted_at = now(),
          version = version + 1, updated_at = now()
        where allocation_id = ${allocationId} and version = ${version} and state = 'open' returning version`)
    )?.version !== undefined;

  const unlock = async (allocationId: number) =>
    (
      await one<{ version: number }>(sql`update internal_mark_sheets set state = 'open', submitted_by = null, submitted_at = null,
          released_by = null, released_at = null, version = version + 1, updated_at = now()
        where allocation_id = ${allocationId} and state = 'submitted' returning version`)
    )?.version !== undefined;

  /** Submitted sheets released (those released already keep their day); how many were submitted. */
  const release = async (allocationIds: readonly number[], userId: number) =>
    (
      await many<{ allocationId: number }>(sql`update internal_mark_sheets set released_by = coalesce(released_by, ${userId}),
          released_at = coalesce(released_at, now()), updated_at = now()
        where allocation_id = any(${ids(allocationIds)}::integer[]) and state = 'submitted' returning allocation_id as "allocationId"`)
    ).length;

  /** A subject's classes made to open their marks again: their teachers' pages were opened with other components. */
  const bumpSubjectSheets = (subjectId: number) =>
    db.execute(sql`update internal_mark_sheets set version = version + 1, updated_at = now()
      where allocation_id in (select id from subject_allocations where subject_id = ${subjectId})`);

  /** The classes of a student's section this semester that teach them, each with its sheet's state. */
  const studentClasses = (studentId: number) =>
    many<{ allocationId: number; subjectId: number; code: string; name: string; internalMax: number; releasedAt: string | null }>(sql`select
        a.id as "allocationId", cs.id as "subjectId", cs.code, cs.name, cs.internal_max as "internalMax", ${ISO(sql`m.released_at`)} as "releasedAt"
      from section_students ss join sections s on s.id = ss.section_id join subject_allocations a on a.section_id = s.id
        join curriculum_subjects cs on cs.id = a.subject_id left join internal_mark_sheets m on m.allocation_id = a.id
      where ss.student_id = ${studentId} and ${THIS_SEMESTER} and ${BELONGS} and cs.internal_max > 0
      order by cs.code`);

  /** A batch's programme and year and, when asked, its branch: a file is named by them. */
  const batchName = (batchId: number, branchId?: number) =>
    one<{ programme: string; startYear: number; branch: string | null }>(sql`select c.code as programme, bt.start_year as "startYear",
        ${branchId ? sql`(select code from branches where id = ${branchId})` : sql`null`} as branch
      from batches bt join courses c on c.id = bt.course_id where bt.id = ${batchId}`);

  /** Every student of a batch's sections (of one branch), with their section, by section and roll number. */
  const batchStudents = (batchId: number, branchId?: number) =>
    many<{ id: number; rollNumber: string; fullName: string; sectionId: number; section: string }>(sql`select st.id,
        st.roll_number as "rollNumber", st.full_name as "fullName", s.id as "sectionId", ${LABEL} as section
      from section_students ss join students st on st.id = ss.student_id join sections s on s.id = ss.section_id
        join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id
      where s.batch_id = ${batchId} ${branchId ? sql`and s.branch_id = ${branchId}` : sql``} and st.status = 'active'
      order by br.code, s.name, upper(st.roll_number) collate "C"`);

  /** Each student of the classes given and the class that teaches them. */
  const classStudents = (allocationIds: readonly number[]) =>
    allocationIds.length === 0
      ? Promise.resolve([] as { allocationId: number; studentId: number }[])
      : many<{ allocationId: number; studentId: number }>(sql`select a.id as "allocationId", ss.student_id as "studentId"
          from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id join section_students ss on ss.section_id = a.section_id
          where a.id = any(${ids(allocationIds)}::integer[]) and ${BELONGS}`);

  /** The marks of some students in the subjects given. */
  const marksOfSubjects = (subjectIds: readonly number[], studentIds: readonly number[]) =>
    subjectIds.length === 0 || studentIds.length === 0
      ? Promise.resolve([] as (StoredMark & { subjectId: number })[])
      : many<StoredMark & { subjectId: number }>(sql`select ic.subject_id as "subjectId", im.component_id as "componentId",
          im.student_id as "studentId", im.marks::float8 as marks, im.absent
          from internal_marks im join internal_components ic on ic.id = im.component_id where ic.subject_id = any(${ids(subjectIds)}::integer[])
            and im.student_id = any(${ids([...new Set(studentIds)])}::integer[])`);

  const componentsOfSubjects = (subjectIds: readonly number[]) =>
    subjectIds.length === 0
      ? Promise.resolve([] as (StoredComponent & { subjectId: number })[])
      : many<StoredComponent & { subjectId: number }>(sql`select subject_id as "subjectId", id, name, max_marks as "maxMarks"
          from internal_components where subject_id = any(${ids(subjectIds)}::integer[]) order by subject_id, position`);

  /** The students a class is taught to: its section's (or lab batch's), those of an elective who chose it; by roll number. */

  /** The student a sign-in names (a student's or a parent's). */
  const studentOfUser = (userId: number) =>
    one<{ id: number; rollNumber: string; fullName: string }>(sql`select st.id, st.roll_number as "rollNumber", st.full_name as "fullName"
      from users u join students st on st.id = u.student_id where u.id = ${userId}`);

  return {
    ...createClassDirectory(db),
    studentOfUser,
    classesOfFaculty,
    classesOfBatch,
    classesByIds,
    subject,
    lockSubject,
    components,
    addComponentsOnce,
    replaceComponents,
    marksEntered,
    marksOf,
    lastSaved,
    writeMarks,
    sheet,
    addSheetOnce,
    bumpOpen,
    submit,
    unlock,
    release,
    bumpSubjectSheets,
    studentClasses,
    batchName,
    batchStudents,
    classStudents,
    marksOfSubjects,
    componentsOfSubjects,
  };
}

/** A PostgreSQL array literal of texts, each quoted. */
function arrayOfTexts(texts: readonly string[]): string {
  return `{${texts.map((t) => `"${t.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

export type InternalMarksRepository = ReturnType<typeof createInternalMarksRepository>;
