import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { examTitles, studentResults } from './results.table.js';

const percent = (passed: number, appeared: number) => (appeared === 0 ? 0 : Math.round((passed / appeared) * 1000) / 10);

/** Exam titles and their results as dashboards count them: a student passed a title when no course of theirs failed. */
export function createResultFigures(db: DbOrTx) {
  /** Every title, the newest first: published ones by publication, then drafts. */
  const titles = () =>
    db
      .select({ id: examTitles.id, title: examTitles.title, status: examTitles.status })
      .from(examTitles)
      .where(eq(examTitles.staging, false))
      .orderBy(sql`${examTitles.publishedAt} desc nulls last`, desc(examTitles.id));

  /** Each student's outcome in a title. */
  const outcomes = (titleId: number) =>
    db
      .select({ rollNo: studentResults.rollNo, studentName: studentResults.studentName, failCount: studentResults.failCount })
      .from(studentResults)
      .where(eq(studentResults.examTitleId, titleId));

  /** The students of a title with a failed course, most failures first. */
  const backlogs = (titleId: number, limit: number) =>
    db
      .select({ rollNo: studentResults.rollNo, studentName: studentResults.studentName, failCount: studentResults.failCount })
      .from(studentResults)
      .where(and(eq(studentResults.examTitleId, titleId), gt(studentResults.failCount, 0)))
      .orderBy(desc(studentResults.failCount), asc(studentResults.rollNo))
      .limit(limit);

  /** Pass percentage of each of the newest `limit` published titles. */
  async function latestPassRates(limit: number) {
    const rows = await db
      .select({
        examTitle: examTitles.title,
        appeared: count(studentResults.id),
        passed: sql<number>`(count(${studentResults.id}) filter (where ${studentResults.failCount} = 0))::int`,
      })
      .from(examTitles)
      .innerJoin(studentResults, eq(studentResults.examTitleId, examTitles.id))
      .where(eq(examTitles.status, 'published'))
      .groupBy(examTitles.id, examTitles.title, examTitles.publishedAt)
      .orderBy(desc(examTitles.publishedAt), desc(examTitles.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, percentage: percent(r.passed, r.appeared) }));
  }

  /** A roll number's results in the published titles, the newest first. */
  const publishedOf = (rollNo: string) =>
    db
      .select({
        examTitle: examTitles.title,
        sgpa: studentResults.sgpa,
        passCount: studentResults.passCount,
        failCount: studentResults.failCount,
      })
      .from(studentResults)
      .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
      .where(and(eq(examTitles.status, 'published'), sql`upper(${studentResults.rollNo}) = ${rollNo.toUpperCase()}`))
      .orderBy(desc(examTitles.publishedAt), desc(examTitles.id));

  return { titles, outcomes, backlogs, latestPassRates, publishedOf };
}

export { percent };
export type ResultFigures = ReturnType<typeof createResultFigures>;
