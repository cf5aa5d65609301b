import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.table.js';

export type NewAuditRow = typeof auditLog.$inferInsert;
export type AuditRow = typeof auditLog.$inferSelect;

/** What the audit log is searched by; `from` and `to` are days in `zone`, both included. */
export interface AuditSearch {
  username?: string;
  action?: string;
  from?: string;
  to?: string;
  zone: string;
}

/** `%`, `_` and the escape character itself stand for themselves in a `like` pattern. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function searchWhere({ username, action, from, to, zone }: AuditSearch): SQL | undefined {
  return and(
    username ? ilike(auditLog.actorUsername, containing(username)) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    from ? sql`${auditLog.at} >= (${from}::date::timestamp at time zone ${zone})` : undefined,
    to ? sql`${auditLog.at} < ((${to}::date + 1)::timestamp at time zone ${zone})` : undefined,
  );
}

/** All database access of the audit log. */
export function createAuditRepository(db: DbOrTx) {
  async function insert(row: NewAuditRow) {
    await db.insert(auditLog).values(row);
  }

  const recent = (limit: number) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);

  /** Entries of the search, newest first. */
  const entries = (search: AuditSearch, limit: number, offset = 0): Promise<AuditRow[]> =>
    db.select().from(auditLog).where(searchWhere(search)).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset);

  async function countEntries(search: AuditSearch): Promise<number> {
    const [row] = await db.select({ n: count() }).from(auditLog).where(searchWhere(search));
    return Number(row?.n ?? 0);
  }

  const actions = async () =>
    (await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action))).map((r) => r.action);

  return { insert, recent, entries, countEntries, actions };
}
