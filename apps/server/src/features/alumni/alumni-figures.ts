import { count, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { alumniHistory, alumniRegistrations } from './alumni.table.js';

/** Alumni as dashboards count them: self registrations, and the history the placement office keeps. */
export function createAlumniFigures(db: DbOrTx) {
  async function counts() {
    const [[registered], [history]] = await Promise.all([
      db.select({ n: count() }).from(alumniRegistrations),
      db
        .select({
          recorded: count(),
          working: sql<number>`(count(*) filter (where ${alumniHistory.status} = 'working'))::int`,
          studying: sql<number>`(count(*) filter (where ${alumniHistory.status} = 'studying'))::int`,
        })
        .from(alumniHistory),
    ]);
    return { registered: registered.n, ...history };
  }
  return { counts };
}

export type AlumniFigures = ReturnType<typeof createAlumniFigures>;
