import { count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from './auth.table.js';

/** The user accounts as the administrator's dashboard counts them. */
export function createUserFigures(db: DbOrTx) {
  /** Active accounts by their first (displayed) role; accounts without a role are not counted. */
  async function byFirstRole(): Promise<{ name: string; count: number }[]> {
    const role = sql<string>`${users.roles}[1]`;
    const rows = await db
      .select({ name: role, count: count() })
      .from(users)
      .where(sql`${users.status} = 'active' and cardinality(${users.roles}) > 0`)
      .groupBy(role)
      .orderBy(desc(count()), role);
    return rows;
  }

  async function pending(): Promise<number> {
    const [row] = await db.select({ n: count() }).from(users).where(eq(users.status, 'pending'));
    return row.n;
  }

  return { byFirstRole, pending };
}

export type UserFigures = ReturnType<typeof createUserFigures>;
