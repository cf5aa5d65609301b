import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../db/client.js';

/**
 * Per student of the alias `ss` (section_students), of the class `a` (subject_allocations) of subject
 * `cs`: the student is taught in that class (their lab batch, their elective).
 */
export const BELONGS = sql`(a.lab_batch is null or a.lab_batch = ss.lab_batch)
  and (cs.kind <> 'elective' or exists (select 1 from elective_choices ec where ec.student_id = ss.student_id and ec.subject_id = cs.id))`;
/** The subjects of a section's current semester, over the section `s` and subject `cs`. */
export const THIS_SEMESTER = sql`cs.regulation_id = s.regulation_id and cs.semester = s.semester`;
/** A section as the screens name it (`B.Tech CSE 2025 A`), over `s`, `bt`, `c` and `br`. */
export const SECTION_LABEL = sql`c.code || ' ' || br.code || ' ' || bt.start_year || ' ' || s.name`;

export interface ClassStudent {
  id: number;
  rollNumber: string;
  fullName: string;
}

/**
 * Who is in a class and who a sign-in is, for the features that keep a class's registers and marks
 * (attendance, internal marks), in the database of `db` (the database or a transaction).
 */
export function createClassDirectory(db: DbOrTx) {
  const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  const one = async <T>(query: ReturnType<typeof sql>) => (await many<T>(query))[0];

  /** The class's active students, by roll number. */
  const classList = (allocationId: number) =>
    many<ClassStudent>(sql`select st.id, st.roll_number as "rollNumber", st.full_name as "fullName"
      from subject_allocations a join curriculum_subjects cs on cs.id = a.subject_id
        join section_students ss on ss.section_id = a.section_id join students st on st.id = ss.student_id
      where a.id = ${allocationId} and st.status = 'active' and ${BELONGS}
      order by upper(st.roll_number) collate "C"`);

  /** The teacher a sign-in is, if any. */
  const facultyOfUser = (userId: number) =>
    one<{ id: number; fullName: string }>(
      sql`select id, full_name as "fullName" from faculty where user_id = ${userId} order by id limit 1`,
    );

  /** The department a sign-in heads or belongs to. */
  const departmentOfUser = async (userId: number) =>
    (await one<{ departmentId: number | null }>(sql`select department_id as "departmentId" from users where id = ${userId}`))
      ?.departmentId ?? null;

  return { classList, facultyOfUser, departmentOfUser };
}
