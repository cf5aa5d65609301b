import crypto from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import {
  EXAM_TITLE_MAX,
  type ExamResult,
  type ExamTitleStatus,
  type ExamTitleSummary,
  type Grade,
  type ResultStatus,
} from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { courseResults, examTitles, studentResults } from './results.table.js';

/** One student's computed result, ready to be written. */
export interface StudentResultInput {
  rollNo: string;
  studentName: string;
  totalCredits: number;
  earnedCredits: number;
  passCount: number;
  failCount: number;
  sgpa: number;
  courses: {
    courseCode: string;
    course: string;
    credits: number;
    marks: number | null;
    grade: Grade;
    gradePoints: number;
    status: ResultStatus;
  }[];
}

export type ExamTitleRow = typeof examTitles.$inferSelect;

const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 10 characters from an alphabet without look-alikes (0/O, 1/I/L): about 49 bits, not guessable. */
function newVerificationCode(): string {
  const bytes = crypto.randomBytes(10);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

interface JoinedRow {
  examTitle: string;
  rollNo: string;
  studentName: string;
  totalCredits: number;
  earnedCredits: number;
  passCount: number;
  failCount: number;
  sgpa: number;
  courseCode: string;
  course: string;
  credits: number;
  grade: Grade;
  gradePoints: number;
  status: ResultStatus;
}

const joinedColumns = {
  examTitle: examTitles.title,
  rollNo: studentResults.rollNo,
  studentName: studentResults.studentName,
  totalCredits: studentResults.totalCredits,
  earnedCredits: studentResults.earnedCredits,
  passCount: studentResults.passCount,
  failCount: studentResults.failCount,
  sgpa: studentResults.sgpa,
  courseCode: courseResults.courseCode,
  course: courseResults.course,
  credits: courseResults.credits,
  grade: courseResults.grade,
  gradePoints: courseResults.gradePoints,
  status: courseResults.status,
};

/** Rows of one student (ordered by position) → the answer shape of spec 000 section 3. */
function toExamResult(rows: JoinedRow[]): ExamResult {
  const first = rows[0];
  return {
    studentName: first.studentName,
    studentRollNo: first.rollNo,
    totalCredits: first.totalCredits,
    earnedCredits: first.earnedCredits,
    passCount: first.passCount,
    failCount: first.failCount,
    listofRecords: rows.map((r) => ({
      examTitle: r.examTitle,
      sgpa: r.sgpa,
      courseCode: r.courseCode,
      course: r.course,
      credits: r.credits,
      grade: r.grade,
      gradePoints: r.gradePoints,
      status: r.status,
    })),
  };
}

export function createResultsRepository(db: DbOrTx) {
  async function publishedTitles(): Promise<string[]> {
    const rows = await db
      .select({ title: examTitles.title })
      .from(examTitles)
      .where(eq(examTitles.status, 'published'))
      .orderBy(desc(examTitles.publishedAt), asc(examTitles.title));
    return rows.map((r) => r.title);
  }

  async function findTitle(title: string): Promise<ExamTitleRow | undefined> {
    const [row] = await db.select().from(examTitles).where(eq(examTitles.title, title));
    return row;
  }

  /** A published result, in one round trip. */
  async function publishedResult(title: string, rollNo: string): Promise<ExamResult | null> {
    const rows = await db
      .select(joinedColumns)
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .innerJoin(courseResults, eq(courseResults.studentResultId, studentResults.id))
      .where(and(eq(examTitles.title, title), eq(examTitles.status, 'published'), eq(studentResults.rollNo, rollNo)))
      .orderBy(asc(courseResults.position));
    return rows.length ? toExamResult(rows) : null;
  }

  /**
   * The results of the first `students` students of a title after the student row `afterId`, in the
   * order of those rows, grouped per student (to fill the cache a page at a time when a title is
   * published), with the last row's id to continue from.
   */
  async function resultsPage(
    titleId: number,
    afterId: number,
    students: number,
  ): Promise<{ results: ExamResult[]; codes: { rollNo: string; code: string }[]; lastId: number }> {
    const ids = db
      .select({ id: studentResults.id })
      .from(studentResults)
      .where(and(eq(studentResults.examTitleId, titleId), gt(studentResults.id, afterId)))
      .orderBy(asc(studentResults.id))
      .limit(students);
    const rows = await db
      .select({ ...joinedColumns, id: studentResults.id, code: studentResults.verificationCode })
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .innerJoin(courseResults, eq(courseResults.studentResultId, studentResults.id))
      .where(inArray(studentResults.id, ids))
      .orderBy(asc(studentResults.id), asc(courseResults.position));
    const results: ExamResult[] = [];
    const codes: { rollNo: string; code: string }[] = [];
    let group: JoinedRow[] = [];
    for (const row of rows) {
      if (group.length && group[0].rollNo !== row.rollNo) {
        results.push(toExamResult(group));
        group = [];
      }
      if (!group.length) codes.push({ rollNo: row.rollNo, code: row.code });
      group.push(row);
    }
    if (group.length) results.push(toExamResult(group));
    return { results, codes, lastId: rows.at(-1)?.id ?? afterId };
  }

  /** One student's result in a title whatever its status (staff previews), with its verification code. */
  async function resultOf(titleId: number, rollNo: string): Promise<{ result: ExamResult; code: string } | null> {
    const rows = await db
      .select({ ...joinedColumns, code: studentResults.verificationCode })
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .innerJoin(courseResults, eq(courseResults.studentResultId, studentResults.id))
      .where(and(eq(studentResults.examTitleId, titleId), eq(studentResults.rollNo, rollNo)))
      .orderBy(asc(courseResults.position));
    return rows.length ? { result: toExamResult(rows), code: rows[0].code } : null;
  }

  /** A page of a title's students, by roll number; `search` matches part of a roll number or a name, in any case. */
  async function studentsPage(titleId: number, { page, pageSize, search }: { page: number; pageSize: number; search?: string }) {
    const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      eq(studentResults.examTitleId, titleId),
      pattern ? or(ilike(studentResults.rollNo, pattern), ilike(studentResults.studentName, pattern)) : undefined,
    );
    const [{ total }] = await db.select({ total: count() }).from(studentResults).where(where);
    const rows = await db
      .select({
        rollNo: studentResults.rollNo,
        studentName: studentResults.studentName,
        totalCredits: studentResults.totalCredits,
        earnedCredits: studentResults.earnedCredits,
        passCount: studentResults.passCount,
        failCount: studentResults.failCount,
        sgpa: studentResults.sgpa,
      })
      .from(studentResults)
      .where(where)
      .orderBy(asc(studentResults.rollNo))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return { total: Number(total), rows };
  }

  async function byVerificationCode(code: string) {
    const [found] = await db
      .select({ title: examTitles.title, status: examTitles.status, publishedAt: examTitles.publishedAt, rollNo: studentResults.rollNo })
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .where(eq(studentResults.verificationCode, code));
    return found;
  }

  async function verificationCodeOf(title: string, rollNo: string): Promise<string | undefined> {
    const [found] = await db
      .select({ code: studentResults.verificationCode })
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .where(and(eq(examTitles.title, title), eq(studentResults.rollNo, rollNo)));
    return found?.code;
  }

  async function titleSummaries(): Promise<ExamTitleSummary[]> {
    const stats = db
      .select({
        examTitleId: studentResults.examTitleId,
        students: count().as('students'),
        passed: sql<number>`count(*) filter (where ${studentResults.failCount} = 0)`.as('passed'),
        records: sql<number>`sum(${studentResults.passCount} + ${studentResults.failCount})`.as('records'),
      })
      .from(studentResults)
      .groupBy(studentResults.examTitleId)
      .as('stats');
    const rows = await db
      .select({
        title: examTitles.title,
        status: examTitles.status,
        publishedAt: examTitles.publishedAt,
        updatedAt: examTitles.updatedAt,
        students: stats.students,
        passed: stats.passed,
        records: stats.records,
      })
      .from(examTitles)
      .leftJoin(stats, eq(stats.examTitleId, examTitles.id))
      .where(eq(examTitles.staging, false))
      .orderBy(desc(examTitles.updatedAt), asc(examTitles.title));
    return rows.map((r) => {
      const students = Number(r.students ?? 0);
      const passed = Number(r.passed ?? 0);
      return {
        title: r.title,
        status: r.status,
        publishedAt: r.publishedAt?.toISOString() ?? null,
        updatedAt: r.updatedAt.toISOString(),
        students,
        records: Number(r.records ?? 0),
        passPercent: students ? Math.round((passed / students) * 1000) / 10 : 0,
      };
    });
  }

  async function setStatus(titleId: number, status: ExamTitleStatus) {
    const now = new Date();
    const [row] = await db
      .update(examTitles)
      .set({ status, publishedAt: status === 'published' ? now : null, updatedAt: now })
      .where(eq(examTitles.id, titleId))
      .returning();
    return row;
  }

  /** The title row, created as a draft when new. */
  async function ensureTitle(title: string): Promise<ExamTitleRow> {
    const [row] = await db
      .insert(examTitles)
      .values({ title })
      .onConflictDoUpdate({ target: examTitles.title, set: { updatedAt: new Date() } })
      .returning();
    return row;
  }

  /**
   * Writes the results of students of one title: a student already there is replaced (course list
   * and totals) and keeps the verification code printed on an earlier grade sheet.
   */
  async function replaceStudents(titleId: number, input: StudentResultInput[]) {
    for (const part of chunks(input, 1000)) {
      const saved = await db
        .insert(studentResults)
        .values(
          part.map((s) => ({
            examTitleId: titleId,
            rollNo: s.rollNo,
            studentName: s.studentName,
            totalCredits: s.totalCredits,
            earnedCredits: s.earnedCredits,
            passCount: s.passCount,
            failCount: s.failCount,
            sgpa: s.sgpa,
            verificationCode: newVerificationCode(),
          })),
        )
        .onConflictDoUpdate({
          target: [studentResults.examTitleId, studentResults.rollNo],
          set: {
            studentName: sql`excluded.student_name`,
            totalCredits: sql`excluded.total_credits`,
            earnedCredits: sql`excluded.earned_credits`,
            passCount: sql`excluded.pass_count`,
            failCount: sql`excluded.fail_count`,
            sgpa: sql`excluded.sgpa`,
            updatedAt: new Date(),
          },
        })
        .returning({ id: studentResults.id, rollNo: studentResults.rollNo });
      const ids = new Map(saved.map((s) => [s.rollNo, s.id]));
      await db.delete(courseResults).where(inArray(courseResults.studentResultId, [...ids.values()]));
      const courseRows = part.flatMap((s) => s.courses.map((c, position) => ({ studentResultId: ids.get(s.rollNo)!, position, ...c })));
      await insertCourses(courseRows);
    }
  }

  /**
   * Course rows go in as one JSON parameter per statement: tens of thousands of bound parameters
   * cost far more than PostgreSQL parsing the same data as JSON (5x on PGlite).
   */
  async function insertCourses(rows: (typeof courseResults.$inferInsert)[]) {
    for (const part of chunks(rows, 10_000)) {
      await db.execute(sql`
        insert into course_results (student_result_id, position, course_code, course, credits, marks, grade, grade_points, status)
        select "studentResultId", position, "courseCode", course, credits, marks, grade, "gradePoints", status
        from json_to_recordset(${JSON.stringify(part)}::json) as x(
          "studentResultId" integer, position smallint, "courseCode" text, course text, credits double precision,
          marks double precision, grade text, "gradePoints" integer, status text)`);
    }
  }

  /**
   * A hidden title for an upload's students. Its name is longer than any exam title may be, so that
   * no title typed by staff can ever name it.
   */
  async function createStagingTitle(): Promise<number> {
    const title = `upload ${crypto.randomUUID()} `.padEnd(EXAM_TITLE_MAX + 1, '.');
    const [row] = await db.insert(examTitles).values({ title, staging: true }).returning({ id: examTitles.id });
    return row.id;
  }

  /**
   * Makes the students staged under `stagingId` the results of `titleId`, in two statements that touch
   * student rows only (their courses follow them): the students they replace move to the hidden
   * title `trashId`, handing their verification codes (printed on earlier grade sheets) to the new rows.
   * While moved, a replaced row's code is kept with a '~' before it, which no code has.
   */
  async function moveStaged(stagingId: number, titleId: number, trashId: number) {
    await db.execute(sql`
      update student_results set exam_title_id = ${trashId}, verification_code = '~' || verification_code
      where exam_title_id = ${titleId} and roll_no in (select roll_no from student_results where exam_title_id = ${stagingId})`);
    await db.execute(sql`
      update student_results s set exam_title_id = ${titleId}, updated_at = now(), verification_code = coalesce(
        (select substr(o.verification_code, 2) from student_results o where o.exam_title_id = ${trashId} and o.roll_no = s.roll_no),
        s.verification_code)
      where s.exam_title_id = ${stagingId}`);
  }

  /** Deletes up to `students` students of a title (and their courses); answers how many went. */
  async function deleteSomeStudents(titleId: number, students: number): Promise<number> {
    const gone = await db
      .delete(studentResults)
      .where(
        inArray(
          studentResults.id,
          db.select({ id: studentResults.id }).from(studentResults).where(eq(studentResults.examTitleId, titleId)).limit(students),
        ),
      )
      .returning({ id: studentResults.id });
    return gone.length;
  }

  async function deleteTitle(titleId: number) {
    await db.delete(examTitles).where(eq(examTitles.id, titleId));
  }

  /** Hidden titles left by uploads that began before `before` (a server stopped in the middle of one). */
  async function staleStagingTitles(before: Date): Promise<number[]> {
    const rows = await db
      .select({ id: examTitles.id })
      .from(examTitles)
      .where(and(eq(examTitles.staging, true), sql`${examTitles.createdAt} < ${before.toISOString()}`));
    return rows.map((r) => r.id);
  }

  async function countStudents(titleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(studentResults).where(eq(studentResults.examTitleId, titleId));
    return Number(row?.n ?? 0);
  }

  return {
    publishedTitles,
    findTitle,
    publishedResult,
    resultsPage,
    resultOf,
    studentsPage,
    byVerificationCode,
    verificationCodeOf,
    titleSummaries,
    setStatus,
    ensureTitle,
    replaceStudents,
    createStagingTitle,
    moveStaged,
    deleteSomeStudents,
    deleteTitle,
    staleStagingTitles,
    countStudents,
  };
}
