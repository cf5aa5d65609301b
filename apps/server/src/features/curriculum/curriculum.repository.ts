import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { RegulationInput, Subject, SubjectInput, SubjectQuery } from '@campus/shared';
import { rowsOf, type DbOrTx } from '../../db/client.js';
import { curriculumSubjects, regulations } from './curriculum.table.js';

const likeText = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The regulations and their subjects, in the database of `db` (the database or a transaction). */
export function createCurriculumRepository(db: DbOrTx) {
  const regulationRows = () =>
    db
      .select({
        id: regulations.id,
        code: regulations.code,
        name: regulations.name,
        fromYear: regulations.fromYear,
        subjects: sql<number>`(select count(*)::int from curriculum_subjects s where s.regulation_id = "regulations"."id")`,
      })
      .from(regulations);

  const allRegulations = () => regulationRows().orderBy(desc(regulations.fromYear), asc(regulations.code));
  const regulation = async (id: number) => (await regulationRows().where(eq(regulations.id, id)))[0];

  async function insertRegulation(input: RegulationInput): Promise<number> {
    const [row] = await db.insert(regulations).values(input).returning({ id: regulations.id });
    return row!.id;
  }

  async function updateRegulation(id: number, input: RegulationInput): Promise<boolean> {
    const rows = await db.update(regulations).set(input).where(eq(regulations.id, id)).returning({ id: regulations.id });
    return rows.length > 0;
  }

  /** A subject with its regulation's, programme's and branch's codes: every read of subjects selects these. */
  const SUBJECT = sql`select s.id, s.regulation_id as "regulationId", r.code as regulation, s.course_id as "courseId", c.code as programme,
      s.branch_id as "branchId", b.code as branch, s.semester, s.code, s.name, s.credits, s.kind, s.elective_group as "electiveGroup",
      s.internal_max as "internalMax", s.external_max as "externalMax"
    from curriculum_subjects s join regulations r on r.id = s.regulation_id join courses c on c.id = s.course_id
      left join branches b on b.id = s.branch_id`;
  const ORDER = sql`order by c.code, s.semester, b.code asc nulls first, s.code`;

  /** The list's filters over the alias `s`: a branch's subjects are its own and those of every branch of the programme. */
  function subjectMatch(query: Omit<SubjectQuery, 'page' | 'size'>): SQL {
    const q = query.q?.trim();
    const parts: SQL[] = [sql`s.regulation_id = ${query.regulationId}`];
    if (query.courseId) parts.push(sql`s.course_id = ${query.courseId}`);
    if (query.branchId) parts.push(sql`(s.branch_id = ${query.branchId} or s.branch_id is null)`);
    if (query.semester) parts.push(sql`s.semester = ${query.semester}`);
    if (q) parts.push(sql`(s.code ilike ${likeText(q)} or s.name ilike ${likeText(q)})`);
    return sql.join(parts, sql` and `);
  }

  async function subjectsPage(query: SubjectQuery): Promise<{ rows: Subject[]; total: number; credits: number }> {
    const where = subjectMatch(query);
    const [rows, totals] = await Promise.all([
      db.execute(sql`${SUBJECT} where ${where} ${ORDER} limit ${query.size} offset ${(query.page - 1) * query.size}`),
      // An elective group's choices are one subject of the student's load: counted once per group and semester.
      db.execute(sql`select (select count(*)::int from curriculum_subjects s where ${where}) as total,
          coalesce((select sum(c) from (select max(s.credits) as c from curriculum_subjects s where ${where}
            group by s.course_id, coalesce(s.branch_id, 0), s.semester, coalesce(s.elective_group, s.code)) g), 0)::float as credits`),
    ]);
    const [sums] = rowsOf<{ total: number; credits: number }>(totals);
    return { rows: rowsOf<Subject>(rows), total: sums?.total ?? 0, credits: Number(sums?.credits ?? 0) };
  }

  /** Every subject of a regulation, in the list's order (the workbook export). */
  const subjectsOf = async (regulationId: number) => rowsOf<Subject>(await db.execute(sql`${SUBJECT} where s.regulation_id = ${regulationId} ${ORDER}`));

  const subject = async (id: number) => rowsOf<Subject>(await db.execute(sql`${SUBJECT} where s.id = ${id}`))[0];

  async function insertSubject(input: SubjectInput): Promise<number> {
    const [row] = await db.insert(curriculumSubjects).values(input).returning({ id: curriculumSubjects.id });
    return row!.id;
  }

  async function updateSubject(id: number, input: SubjectInput): Promise<boolean> {
    const rows = await db
      .update(curriculumSubjects)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(curriculumSubjects.id, id))
      .returning({ id: curriculumSubjects.id });
    return rows.length > 0;
  }

  async function deleteSubject(id: number): Promise<Subject | undefined> {
    const found = await subject(id);
    if (found) await db.delete(curriculumSubjects).where(eq(curriculumSubjects.id, id));
    return found;
  }

  /**
   * A workbook's subjects written in one statement: a subject of the same regulation, programme,
   * branch and code is replaced, any other added. Returns how many rows were written.
   */
  async function upsertSubjects(rows: SubjectInput[]): Promise<number> {
    if (rows.length === 0) return 0;
    const values = sql.join(
      rows.map(
        (r) =>
          sql`(${r.regulationId}::int, ${r.courseId}::int, ${r.branchId}::int, ${r.semester}::smallint, ${r.code}, ${r.name},
            ${r.credits}::float8, ${r.kind}, ${r.electiveGroup}, ${r.internalMax}::smallint, ${r.externalMax}::smallint)`,
      ),
      sql`, `,
    );
    const written = await db.execute(sql`insert into curriculum_subjects
        (regulation_id, course_id, branch_id, semester, code, name, credits, kind, elective_group, internal_max, external_max)
      values ${values}
      on conflict (regulation_id, course_id, coalesce(branch_id, 0), upper(code)) do update set
        semester = excluded.semester, code = excluded.code, name = excluded.name, credits = excluded.credits, kind = excluded.kind,
        elective_group = excluded.elective_group, internal_max = excluded.internal_max, external_max = excluded.external_max,
        updated_at = now()
      returning id`);
    return (written as unknown as { rows: unknown[] }).rows.length;
  }

  /** Programmes with their years and branches, to check a subject's place by id or by code. */
  async function places() {
    const [courseRows, branchRows] = await Promise.all([
      db.execute(sql`select id, code, name, duration_years as years from courses order by id`),
      db.execute(sql`select id, course_id as "courseId", code from branches order by code`),
    ]);
    return {
      courses: rowsOf<{ id: number; code: string; name: string; years: number }>(courseRows),
      branches: rowsOf<{ id: number; courseId: number; code: string }>(branchRows),
    };
  }

  /** Of `codes`, those no regulation's curriculum has (in capitals). */
  async function unknownCodes(codes: string[]): Promise<string[]> {
    if (codes.length === 0) return [];
    const upper = [...new Set(codes.map((c) => c.trim().toUpperCase()))];
    const known = await db
      .selectDistinct({ code: sql<string>`upper(${curriculumSubjects.code})` })
      .from(curriculumSubjects)
      .where(sql`upper(${curriculumSubjects.code}) in ${upper}`);
    const seen = new Set(known.map((k) => k.code));
    return upper.filter((c) => !seen.has(c));
  }

  const hasSubjects = async () => (await db.select({ n: count() }).from(curriculumSubjects))[0]!.n > 0;

  return {
    allRegulations,
    regulation,
    insertRegulation,
    updateRegulation,
    subjectsPage,
    subjectsOf,
    subject,
    insertSubject,
    updateSubject,
    deleteSubject,
    upsertSubjects,
    places,
    unknownCodes,
    hasSubjects,
  };
}

export type CurriculumRepository = ReturnType<typeof createCurriculumRepository>;
