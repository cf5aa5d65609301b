import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { facultyAchievements, facultyAwards, facultyMous, facultyPublications } from './faculty-records.table.js';

export type AchievementRow = Pick<
  typeof facultyAchievements.$inferSelect,
  'id' | 'facultyId' | 'departmentId' | 'achievedOn' | 'description'
>;

const columns = {
  id: facultyAchievements.id,
  facultyId: facultyAchievements.facultyId,
  departmentId: facultyAchievements.departmentId,
  achievedOn: facultyAchievements.achievedOn,
  description: facultyAchievements.description,
};
const newestFirst = [desc(facultyAchievements.achievedOn), desc(facultyAchievements.id)];

export function createFacultyRepository(db: DbOrTx) {
  const ofFaculty = (departmentId: number, facultyIds: number[]): Promise<AchievementRow[]> =>
    facultyIds.length === 0
      ? Promise.resolve([])
      : db
          .select(columns)
          .from(facultyAchievements)
          .where(and(eq(facultyAchievements.departmentId, departmentId), inArray(facultyAchievements.facultyId, facultyIds)))
          .orderBy(...newestFirst);

  const recentOfDepartment = (departmentId: number, limit: number): Promise<AchievementRow[]> =>
    db
      .select(columns)
      .from(facultyAchievements)
      .where(eq(facultyAchievements.departmentId, departmentId))
      .orderBy(...newestFirst)
      .limit(limit);

  async function countOfDepartment(departmentId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(facultyAchievements).where(eq(facultyAchievements.departmentId, departmentId));
    return row.n;
  }

  async function byId(id: number): Promise<AchievementRow | undefined> {
    const [row] = await db.select(columns).from(facultyAchievements).where(eq(facultyAchievements.id, id));
    return row;
  }

  async function insert(values: typeof facultyAchievements.$inferInsert): Promise<AchievementRow> {
    const [row] = await db.insert(facultyAchievements).values(values).returning(columns);
    return row;
  }

  async function update(id: number, values: { achievedOn: string; description: string }): Promise<AchievementRow | undefined> {
    const [row] = await db
      .update(facultyAchievements)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(facultyAchievements.id, id))
      .returning(columns);
    return row;
  }

  async function remove(id: number): Promise<boolean> {
    const rows = await db.delete(facultyAchievements).where(eq(facultyAchievements.id, id)).returning({ id: facultyAchievements.id });
    return rows.length > 0;
  }

  /** The profile's counts of one member: papers, their citations, Scopus-indexed papers, MoUs and awards. */
  async function counts(facultyId: number) {
    const [papers] = await db
      .select({
        publications: sql<number>`count(*)::int`,
        citations: sql<number>`coalesce(sum(${facultyPublications.citations}), 0)::int`,
        scopus: sql<number>`(count(*) filter (where ${facultyPublications.scopusIndexed}))::int`,
      })
      .from(facultyPublications)
      .where(eq(facultyPublications.facultyId, facultyId));
    const [mous] = await db.select({ n: count() }).from(facultyMous).where(eq(facultyMous.facultyId, facultyId));
    const [awards] = await db.select({ n: count() }).from(facultyAwards).where(eq(facultyAwards.facultyId, facultyId));
    return { ...papers, mous: mous.n, awards: awards.n };
  }

  return { ofFaculty, recentOfDepartment, countOfDepartment, byId, insert, update, remove, counts };
}
