import { sql, type SQL } from 'drizzle-orm';
import type { Allocation, Section, SectionInput, SectionPlaces, SectionStudent, SectionSubject, Teacher } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A section with its batch's, programme's, branch's and regulation's names and its counts: every read of sections selects these. */
const SECTION = sql`select s.id, s.batch_id as "batchId", bt.name as batch, bt.course_id as "courseId", c.code as programme,
    s.branch_id as "branchId", br.code as branch, s.name, c.code || ' ' || br.code || ' ' || bt.start_year || ' ' || s.name as label,
    s.regulation_id as "regulationId", r.code as regulation, s.semester, s.room,
    (select count(*)::int from section_students ss where ss.section_id = s.id) as students,
    (select count(*)::int from curriculum_subjects cs where cs.regulation_id = s.regulation_id and cs.course_id = bt.course_id
      and (cs.branch_id = s.branch_id or cs.branch_id is null) and cs.semester = s.semester) as subjects,
    (select count(*)::int from curriculum_subjects cs where cs.regulation_id = s.regulation_id and cs.course_id = bt.course_id
      and (cs.branch_id = s.branch_id or cs.branch_id is null) and cs.semester = s.semester
      and (exists (select 1 from subject_allocations a where a.section_id = s.id and a.subject_id = cs.id and a.lab_batch is null)
        or (select count(*) from subject_allocations a where a.section_id = s.id and a.subject_id = cs.id) = 2)) as allocated
  from sections s join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id
    join branches br on br.id = s.branch_id join regulations r on r.id = s.regulation_id`;

/** The subjects of a section's semester in its regulation, over the alias `cs` for the section `s` joined to its batch `bt`. */
const OF_SECTION = sql`cs.regulation_id = s.regulation_id and cs.course_id = bt.course_id
  and (cs.branch_id = s.branch_id or cs.branch_id is null) and cs.semester = s.semester`;

export interface SectionSubjectRow {
  id: number;
  code: string;
  kind: string;
  electiveGroup: string | null;
}

/** A student of the college as placing them in a section needs them. */
export interface StudentOfBatch {
  id: number;
  rollNumber: string;
  batchId: number;
  branchId: number;
  sectionId: number | null;
}

/** Sections, their students, elective choices and allocations, in the database of `db` (the database or a transaction). */
export function createSectionsRepository(db: DbOrTx) {
  const many = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL) => (await many<T>(query))[0];

  async function places(): Promise<SectionPlaces> {
    const [batches, branches, regulations, courses] = await Promise.all([
      many<SectionPlaces['batches'][number]>(sql`select bt.id, bt.course_id as "courseId", c.code as programme, bt.name, bt.start_year as "startYear"
        from batches bt join courses c on c.id = bt.course_id where bt.active and c.active order by c.code, bt.start_year desc`),
      many<SectionPlaces['branches'][number]>(
        sql`select id, course_id as "courseId", code, name from branches where active order by course_id, code`,
      ),
      many<SectionPlaces['regulations'][number]>(sql`select id, code, from_year as "fromYear" from regulations order by from_year desc, code`),
      many<{ id: number; years: number }>(sql`select id, duration_years as years from courses where active`),
    ]);
    return { batches, branches, regulations, semesters: Object.fromEntries(courses.map((c) => [String(c.id), Math.min(10, c.years * 2)])) };
  }

  const list = (batchId: number, branchId: number | null | undefined) =>
    many<Section>(
      sql`${SECTION} where s.batch_id = ${batchId} ${branchId ? sql`and s.branch_id = ${branchId}` : sql``} order by br.code, s.name`,
    );

  const section = (id: number, lock = false) => one<Section>(sql`${SECTION} where s.id = ${id} ${lock ? sql`for update of s` : sql``}`);

  const batch = (id: number) =>
    one<{ id: number; courseId: number; programme: string; startYear: number; years: number }>(
      sql`select bt.id, bt.course_id as "courseId", c.code as programme, bt.start_year as "startYear", c.duration_years as years
        from batches bt join courses c on c.id = bt.course_id where bt.id = ${id}`,
    );
  const branch = (id: number) => one<{ id: number; courseId: number; code: string }>(sql`select id, course_id as "courseId", code from branches where id = ${id}`);
  const regulationExists = async (id: number) => (await one(sql`select 1 from regulations where id = ${id}`)) !== undefined;

  async function insertSection(values: SectionInput & { batchId: number; branchId: number }): Promise<number> {
    const row = await one<{ id: number }>(sql`insert into sections (batch_id, branch_id, name, regulation_id, semester, room)
      values (${values.batchId}, ${values.branchId}, ${values.name}, ${values.regulationId}, ${values.semester}, ${values.room}) returning id`);
    return row!.id;
  }

  async function updateSection(id: number, input: SectionInput): Promise<void> {
    await db.execute(sql`update sections set name = ${input.name}, regulation_id = ${input.regulationId}, semester = ${input.semester},
      room = ${input.room} where id = ${id}`);
  }

  const deleteSection = (id: number) => db.execute(sql`delete from sections where id = ${id}`);

  /** Students of a batch's branch whose roll number is within a range (in the code-point order of roll numbers), counted. */
  const countInRange = async (batchId: number, branchId: number, from: string, to: string) =>
    (await one<{ n: number }>(sql`select count(*)::int as n from students where batch_id = ${batchId} and branch_id = ${branchId}
      and status = 'active' and upper(roll_number) collate "C" >= ${from} and upper(roll_number) collate "C" <= ${to}`))!.n;

  /** The students of a range not yet in a section placed in this one; the first half by roll number in lab batch 1. */
  async function placeRange(sectionId: number, batchId: number, branchId: number, from: string, to: string): Promise<number> {
    const placed = await many(sql`insert into section_students (student_id, section_id, lab_batch)
      select id, ${sectionId}, 1 from students where batch_id = ${batchId} and branch_id = ${branchId} and status = 'active'
        and upper(roll_number) collate "C" >= ${from} and upper(roll_number) collate "C" <= ${to}
      on conflict (student_id) do nothing returning student_id`);
    await splitLabBatches(sectionId);
    return placed.length;
  }

  /** A section's students in two lab batches by roll number: the first half (the larger, when odd) in batch 1. */
  const splitLabBatches = (sectionId: number) =>
    db.execute(sql`update section_students ss set lab_batch = case when o.n <= (o.total + 1) / 2 then 1 else 2 end
      from (select ss2.student_id, row_number() over (order by upper(st.roll_number) collate "C") as n, count(*) over () as total
        from section_students ss2 join students st on st.id = ss2.student_id where ss2.section_id = ${sectionId}) o
      where ss.student_id = o.student_id`);

  const unplaced = async (batchId: number, branchId: number) =>
    (
      await many<{ roll: string }>(sql`select roll_number as roll from students st where batch_id = ${batchId} and branch_id = ${branchId}
        and status = 'active' and not exists (select 1 from section_students ss where ss.student_id = st.id)
        order by upper(roll_number) collate "C"`)
    ).map((r) => r.roll);

  const roster = (sectionId: number) =>
    many<SectionStudent>(sql`select st.id, st.roll_number as "rollNumber", st.full_name as "fullName", ss.lab_batch as "labBatch",
        coalesce((select json_object_agg(ec.elective_group, ec.subject_id) from elective_choices ec join sections s on s.id = ss.section_id
          where ec.student_id = st.id and ec.regulation_id = s.regulation_id and ec.semester = s.semester), '{}'::json) as electives
      from section_students ss join students st on st.id = ss.student_id where ss.section_id = ${sectionId}
      order by upper(st.roll_number) collate "C"`);

  const subjectsOf = (sectionId: number) =>
    many<SectionSubject>(sql`select cs.id, cs.code, cs.name, cs.kind, cs.credits, cs.elective_group as "electiveGroup",
        case when cs.kind = 'elective' then (select count(*)::int from elective_choices ec join section_students ss on ss.student_id = ec.student_id
            where ss.section_id = s.id and ec.subject_id = cs.id)
          else (select count(*)::int from section_students ss where ss.section_id = s.id) end as students,
        coalesce((select json_agg(json_build_object('id', a.id, 'subjectId', a.subject_id, 'labBatch', a.lab_batch, 'facultyId', a.faculty_id,
            'faculty', f.full_name, 'empCode', f.emp_code) order by a.lab_batch nulls first)
          from subject_allocations a join faculty f on f.id = a.faculty_id where a.section_id = s.id and a.subject_id = cs.id), '[]'::json) as allocations
      from sections s join batches bt on bt.id = s.batch_id join curriculum_subjects cs on ${OF_SECTION}
      where s.id = ${sectionId} order by cs.kind = 'elective', cs.elective_group nulls first, cs.code`);

  /** A subject of the section's semester, or undefined when it is not one. */
  const subjectOfSection = (sectionId: number, subjectId: number) =>
    one<SectionSubjectRow>(sql`select cs.id, cs.code, cs.kind, cs.elective_group as "electiveGroup"
      from sections s join batches bt on bt.id = s.batch_id join curriculum_subjects cs on ${OF_SECTION}
      where s.id = ${sectionId} and cs.id = ${subjectId}`);

  /** Elective subjects of a section's semester, by code (the upload names them by code). */
  const electivesOf = (sectionId: number) =>
    many<SectionSubjectRow>(sql`select cs.id, cs.code, cs.kind, cs.elective_group as "electiveGroup"
      from sections s join batches bt on bt.id = s.batch_id join curriculum_subjects cs on ${OF_SECTION}
      where s.id = ${sectionId} and cs.kind = 'elective'`);

  const student = (id: number) =>
    one<StudentOfBatch>(sql`select st.id, st.roll_number as "rollNumber", st.batch_id as "batchId", st.branch_id as "branchId",
      (select ss.section_id from section_students ss where ss.student_id = st.id) as "sectionId" from students st where st.id = ${id}`);

  /** Students by roll number (in capitals), with their batch's branch in words. */
  const studentsByRoll = (rolls: string[]) =>
    many<StudentOfBatch & { place: string }>(sql`select st.id, st.roll_number as "rollNumber", st.batch_id as "batchId", st.branch_id as "branchId",
      (select ss.section_id from section_students ss where ss.student_id = st.id) as "sectionId",
      (select c.code || ' ' || br.code || ' ' || bt.start_year from batches bt join courses c on c.id = bt.course_id
        join branches br on br.id = st.branch_id where bt.id = st.batch_id) as place
      from students st where upper(st.roll_number) = any(${`{${rolls.map((r) => `"${r.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`);

  /** Every section of the batches named, by batch, branch and name (the upload finds the section a row names). */
  const sectionsOfBatches = (batchIds: number[]) =>
    batchIds.length === 0
      ? Promise.resolve([] as Section[])
      : many<Section>(sql`${SECTION} where s.batch_id = any(${`{${batchIds.join(',')}}`}::integer[])`);

  async function place(studentId: number, sectionId: number, labBatch: number): Promise<void> {
    await db.execute(sql`insert into section_students (student_id, section_id, lab_batch) values (${studentId}, ${sectionId}, ${labBatch})
      on conflict (student_id) do update set section_id = excluded.section_id, lab_batch = excluded.lab_batch`);
  }

  async function choose(studentId: number, subject: SectionSubjectRow, regulationId: number, semester: number): Promise<void> {
    await db.execute(sql`insert into elective_choices (student_id, subject_id, regulation_id, semester, elective_group)
      values (${studentId}, ${subject.id}, ${regulationId}, ${semester}, ${subject.electiveGroup})
      on conflict (student_id, regulation_id, semester, upper(elective_group)) do update set subject_id = excluded.subject_id,
        elective_group = excluded.elective_group`);
  }

  const allocationsOfSubject = (sectionId: number, subjectId: number) =>
    many<{ id: number; labBatch: number | null }>(
      sql`select id, lab_batch as "labBatch" from subject_allocations where section_id = ${sectionId} and subject_id = ${subjectId}`,
    );

  const ALLOCATION = sql`select a.id, a.subject_id as "subjectId", a.lab_batch as "labBatch", a.faculty_id as "facultyId",
      f.full_name as faculty, f.emp_code as "empCode", a.section_id as "sectionId", cs.code
    from subject_allocations a join faculty f on f.id = a.faculty_id join curriculum_subjects cs on cs.id = a.subject_id`;
  const allocation = (id: number, lock = false) =>
    one<Allocation & { sectionId: number; code: string }>(sql`${ALLOCATION} where a.id = ${id} ${lock ? sql`for update of a` : sql``}`);

  async function insertAllocation(sectionId: number, subjectId: number, labBatch: number | null, facultyId: number): Promise<number> {
    const row = await one<{ id: number }>(sql`insert into subject_allocations (section_id, subject_id, lab_batch, faculty_id)
      values (${sectionId}, ${subjectId}, ${labBatch}, ${facultyId}) returning id`);
    return row!.id;
  }

  /** Another teacher for an allocation, and for its classes on the timetable (which keep their teacher beside them for clashes). */
  async function changeTeacher(id: number, facultyId: number): Promise<void> {
    await db.execute(sql`update subject_allocations set faculty_id = ${facultyId} where id = ${id}`);
    await db.execute(sql`update timetable_slots set faculty_id = ${facultyId} where allocation_id = ${id}`);
  }

  const deleteAllocation = (id: number) => db.execute(sql`delete from subject_allocations where id = ${id}`);

  const teacher = (id: number) =>
    one<Teacher>(sql`select f.id, f.emp_code as "empCode", f.full_name as "fullName", d.name as department
      from faculty f left join departments d on d.id = f.department_id where f.id = ${id}`);

  const teachers = (q: string | null | undefined) =>
    many<Teacher>(sql`select f.id, f.emp_code as "empCode", f.full_name as "fullName", d.name as department
      from faculty f left join departments d on d.id = f.department_id
      where coalesce((select u.status <> 'disabled' from users u where u.id = f.user_id), true)
        ${q?.trim() ? sql`and (f.full_name ilike ${likeText(q.trim())} or f.emp_code ilike ${likeText(q.trim())})` : sql``}
      order by f.full_name, f.id limit 20`);

  return {
    places,
    list,
    section,
    batch,
    branch,
    regulationExists,
    insertSection,
    updateSection,
    deleteSection,
    countInRange,
    placeRange,
    splitLabBatches,
    unplaced,
    roster,
    subjectsOf,
    subjectOfSection,
    electivesOf,
    student,
    studentsByRoll,
    sectionsOfBatches,
    place,
    choose,
    allocationsOfSubject,
    allocation,
    insertAllocation,
    changeTeacher,
    deleteAllocation,
    teacher,
    teachers,
  };
}

export type SectionsRepository = ReturnType<typeof createSectionsRepository>;
