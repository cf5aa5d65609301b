import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { examTitles, studentResults } from './results.table.js';

export interface PassRate {
  examTitle: string;
  appeared: number;
  passed: number;
  /** Passed of appeared, in percent with one decimal. */
  percentage: number;
}

/**
 * Pass percentage of a group of students (a department) in the newest published exam title that any
 * of them sat: a student passed when no course of theirs failed.
 */
export function createPassRates(db: DbOrTx) {
  async function latestOf(rollNumbers: readonly string[]): Promise<PassRate | null> {
    if (rollNumbers.length === 0) return null;
    const rolls = JSON.stringify(rollNumbers.map((r) => r.toUpperCase()));
    const inGroup = sql`upper(${studentResults.rollNo}) in (select json_array_elements_text(${rolls}::json))`;
    const [title] = await db
      .select({ id: examTitles.id, title: examTitles.title })
      .from(examTitles)
      .where(
        and(
          eq(examTitles.status, 'published'),
          sql`exists (select 1 from ${studentResults} where ${studentResults.examTitleId} = ${examTitles.id} and ${inGroup})`,
        ),
      )
      .orderBy(desc(examTitles.publishedAt), desc(examTitles.id))
      .limit(1);
    if (!title) return null;
    const [row] = await db
      .select({
        appeared: sql<number>`count(*)::int`,
        passed: sql<number>`(count(*) filter (where ${studentResults.failCount} = 0))::int`,
      })
      .from(studentResults)
      .where(and(eq(studentResults.examTitleId, title.id), inGroup));
    const percentage = row.appeared === 0 ? 0 : Math.round((row.passed / row.appeared) * 1000) / 10;
    return { examTitle: title.title, appeared: row.appeared, passed: row.passed, percentage };
  }

  return { latestOf };
}

export type PassRates = ReturnType<typeof createPassRates>;
