import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { BELONGS, SECTION_LABEL as LABEL, THIS_SEMESTER } from '../sections/class-directory.js';
import { COUNTS, HELD, MISSED } from './attendance.repository.js';

/** A student of a batch with their section and their classes held and attended this semester. */
export interface StudentShare {
  id: number;
  rollNumber: string;
  fullName: string;
  sectionId: number;
  section: string;
  regulationId: number;
  semester: number;
  departmentId: number | null;
  held: number;
  attended: number;
}

export interface StoredCondonation {
  id: number;
  studentId: number;
  rollNumber: string;
  fullName: string;
  section: string;
  semester: number;
  regulationId: number;
  permille: number;
  feePaise: number;
  state: 'pending' | 'approved' | 'refused';
  /** Milliseconds since the epoch. */
  requestedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
  remark: string | null;
  departmentId: number | null;
}

/** The students' sections of `where` (over `s` sections, `st` students, `ss` section_students). */
const STUDENTS = (where: SQL) => sql`select st.id, st.roll_number as "rollNumber", st.full_name as "fullName", s.id as "sectionId",
    ${LABEL} as section, s.regulation_id as "regulationId", s.semester, br.department_id as "departmentId"
  from section_students ss join students st on st.id = ss.student_id and st.status = 'active'
    join sections s on s.id = ss.section_id join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id
    join branches br on br.id = s.branch_id
  where ${where}`;

/** Each student's classes held and attended this semester, from the counts of their classes (ADR 0150). */
const SHARES = (where: SQL) => sql`with pupils as (${STUDENTS(where)}),
  shares as (
    select p.id, ${HELD} as held, ${MISSED} as missed
    from pupils p join subject_allocations a on a.section_id = p."sectionId"
      join curriculum_subjects cs on cs.id = a.subject_id and cs.regulation_id = p."regulationId" and cs.semester = p.semester
      join section_students ss on ss.student_id = p.id and ss.section_id = p."sectionId" ${COUNTS}
    where ${BELONGS}
    group by p.id)
  select p.id, p."rollNumber", p."fullName", p."sectionId", p.section, p."regulationId", p.semester, p."departmentId",
    coalesce(x.held, 0) as held, coalesce(x.held, 0) - coalesce(x.missed, 0) as attended
  from pupils p left join shares x on x.id = p.id
  order by upper(p."rollNumber") collate "C"`;

const CONDONATION = sql`select k.id, k.student_id as "studentId", st.roll_number as "rollNumber", st.full_name as "fullName",
    ${LABEL} as section, k.semester, k.regulation_id as "regulationId", k.permille, k.fee_paise as "feePaise", k.state,
    (extract(epoch from k.requested_at) * 1000)::float8 as "requestedAt", u.full_name as "decidedBy", (extract(epoch from k.decided_at) * 1000)::float8 as "decidedAt", k.remark,
    br.department_id as "departmentId"
  from attendance_condonations k join students st on st.id = k.student_id join sections s on s.id = k.section_id
    join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id
    left join users u on u.id = k.decided_by`;

/** The eligibility list's figures and condonations, in the database of `db` (the database or a transaction). */
export function createEligibilityRepository(db: DbOrTx) {
  const many = async <T>(query: SQL) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: SQL) => (await many<T>(query))[0];

  const batchLabel = async (batchId: number) =>
    (
      await one<{ label: string }>(sql`select c.code || ' ' || bt.name as label from batches bt join courses c on c.id = bt.course_id
      where bt.id = ${batchId}`)
    )?.label;

  const batchShares = (batchId: number, branchId?: number) =>
    many<StudentShare>(SHARES(sql`s.batch_id = ${batchId} ${branchId ? sql`and s.branch_id = ${branchId}` : sql``}`));
  /**
   * A few students' shares (a register's save asks it for its absentees): the students found by their
   * key first, their counts added up next, their names and sections joined last. Each step is planned
   * on its own: planned as one join of eleven tables, it took the embedded database 40 ms to plan and
   * walk every class of every section, without statistics.
   */
  const studentsShares = (studentIds: number[]) =>
    studentIds.length === 0
      ? Promise.resolve([] as StudentShare[])
      : many<StudentShare>(sql`with ss as materialized (select student_id, section_id, lab_batch from section_students
            where student_id = any(${`{${studentIds.join(',')}}`}::integer[])),
          x as materialized (select ss.student_id, ${HELD} as held, ${MISSED} as missed
            from ss join sections s on s.id = ss.section_id join subject_allocations a on a.section_id = s.id
              join curriculum_subjects cs on cs.id = a.subject_id and ${THIS_SEMESTER} ${COUNTS}
            where ${BELONGS} group by ss.student_id)
          select st.id, st.roll_number as "rollNumber", st.full_name as "fullName", s.id as "sectionId", ${LABEL} as section,
            s.regulation_id as "regulationId", s.semester, br.department_id as "departmentId", x.held, x.held - x.missed as attended
          from ss join students st on st.id = ss.student_id and st.status = 'active' join sections s on s.id = ss.section_id
            join batches bt on bt.id = s.batch_id join courses c on c.id = bt.course_id join branches br on br.id = s.branch_id
            join x on x.student_id = ss.student_id`);
  const studentShare = async (studentId: number) => (await studentsShares([studentId]))[0];

  /**
   * The condonations of the students' current semesters. Most students have none: their ids are looked
   * up by the index alone first, and only those found are joined with their names and sections.
   */
  const condonationsOf = async (studentIds: number[]) => {
    const students = `{${studentIds.join(',')}}`;
    const asked =
      studentIds.length === 0
        ? []
        : await many<{ id: number }>(sql`select id from attendance_condonations
      where student_id = any(${students}::integer[])`);
    if (asked.length === 0) return [] as StoredCondonation[];
    return many<StoredCondonation>(sql`${CONDONATION} join section_students ss on ss.student_id = k.student_id
      join sections cur on cur.id = ss.section_id and cur.regulation_id = k.regulation_id and cur.semester = k.semester
      where k.id = any(${`{${asked.map((k) => k.id).join(',')}}`}::integer[])`);
  };

  const condonation = (id: number, lock = false) =>
    one<StoredCondonation>(sql`${CONDONATION} where k.id = ${id} ${lock ? sql`for update of k` : sql``}`);

  /** Condonations by state, of one department's students when it is given. */
  const condonations = (state: string | undefined, departmentId: number | null | undefined) =>
    many<StoredCondonation>(sql`${CONDONATION} where true ${state ? sql`and k.state = ${state}` : sql``}
      ${departmentId !== undefined ? sql`and br.department_id is not distinct from ${departmentId}` : sql``}
      order by k.requested_at, k.id`);

  /** A condonation asked, or undefined when the student has one for the semester (its unique index). */
  const insertCondonation = async (v: {
    studentId: number;
    sectionId: number;
    regulationId: number;
    semester: number;
    permille: number;
    feePaise: number;
    requestedBy: number;
    at: Date;
  }) =>
    (
      await one<{
        id: number;
      }>(sql`insert into attendance_condonations (student_id, section_id, regulation_id, semester, permille, fee_paise,
          requested_by, requested_at)
        values (${v.studentId}, ${v.sectionId}, ${v.regulationId}, ${v.semester}, ${v.permille}, ${v.feePaise}, ${v.requestedBy},
          ${v.at.toISOString()})
        on conflict (student_id, regulation_id, semester) do nothing returning id`)
    )?.id;

  /** The decision, when the condonation is still pending. */
  const decide = async (id: number, v: { state: 'approved' | 'refused'; by: number; remark: string | null; at: Date }) =>
    (
      await one<{
        id: number;
      }>(sql`update attendance_condonations set state = ${v.state}, decided_by = ${v.by}, decided_at = ${v.at.toISOString()},
        remark = ${v.remark}, version = version + 1 where id = ${id} and state = 'pending' returning id`)
    )?.id !== undefined;

  return {
    batchLabel,
    batchShares,
    studentShare,
    studentsShares,
    condonationsOf,
    condonation,
    condonations,
    insertCondonation,
    decide,
  };
}
