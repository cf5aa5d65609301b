import { desc } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { auditLog } from './audit.table.js';

export interface AuditEntry {
  actor: { id: number; username: string } | null;
  action: string;
  entity: string;
  entityId?: string;
  details?: Record<string, unknown>;
}

export function createAuditService(db: Db) {
  /** Call inside the transaction of the change it records, so both land or neither. */
  async function record(tx: DbOrTx, entry: AuditEntry) {
    await tx.insert(auditLog).values({
      actorUserId: entry.actor?.id ?? null,
      actorUsername: entry.actor?.username ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      details: entry.details ?? null,
    });
  }

  async function recent(limit = 100) {
    return db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
  }

  return { record, recent };
}

export type AuditService = ReturnType<typeof createAuditService>;
