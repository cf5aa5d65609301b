import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ExamResult, ExamTitleStatus, ExamTitleSummary, Grade, ResultStatus } from '@campus/shared';
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

  /** Every result of a title, grouped per student (to fill the cache when a title is published). */
  async function allResultsOf(titleId: number): Promise<ExamResult[]> {
    const rows = await db
      .select(joinedColumns)
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .innerJoin(courseResults, eq(courseResults.studentResultId, studentResults.id))
      .where(eq(studentResults.examTitleId, titleId))
      .orderBy(asc(studentResults.id), asc(courseResults.position));
    const out: ExamResult[] = [];
    let group: JoinedRow[] = [];
    for (const row of rows) {
      if (group.length && group[0].rollNo !== row.rollNo) {
        out.push(toExamResult(group));
        group = [];
      }
      group.push(row);
    }
    if (group.length) out.push(toExamResult(group));
    return out;
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

  async function verificationCodes(titleId: number) {
    return db
      .select({ rollNo: studentResults.rollNo, code: studentResults.verificationCode })
      .from(studentResults)
      .where(eq(studentResults.examTitleId, titleId));
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

  async function countStudents(titleId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(studentResults).where(eq(studentResults.examTitleId, titleId));
    return Number(row?.n ?? 0);
  }

  return {
    publishedTitles,
    findTitle,
    publishedResult,
    allResultsOf,
    resultOf,
    studentsPage,
    byVerificationCode,
    verificationCodeOf,
    verificationCodes,
    titleSummaries,
    setStatus,
    ensureTitle,
    replaceStudents,
    countStudents,
  };
}
