import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { faculty } from './faculty-members.table.js';

/** The faculty list as the login creation reads and marks it. */
export function createLoginsRepository(db: DbOrTx) {
  const facultyWithoutLogin = () => db.select().from(faculty).where(isNull(faculty.userId)).orderBy(faculty.empCode);

  async function linkFaculty(links: { facultyId: number; userId: number }[]) {
    for (const link of links)
      await db
        .update(faculty)
        .set({ userId: link.userId })
        .where(and(eq(faculty.id, link.facultyId), isNull(faculty.userId)));
  }

  return { facultyWithoutLogin, linkFaculty };
}
