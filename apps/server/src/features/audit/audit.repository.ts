import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.table.js';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** All database access of the audit log. */
export function createAuditRepository(db: DbOrTx) {
  async function insert(row: NewAuditRow) {
    await db.insert(auditLog).values(row);
  }

  const recent = (limit: number) => db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);

  return { insert, recent };
}
