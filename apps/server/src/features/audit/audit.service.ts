import type { AuditChange } from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { createAuditRepository } from './audit.repository.js';

/** Who did something: the signed-in user every service that changes data records in the audit log. */
export interface Actor {
  id: number;
  username: string;
}

export interface AuditEntry {
  actor: Actor | null;
  action: string;
  entity: string;
  entityId?: string;
  /** Names and numbers the entry is read by (write names beside ids: the reader cannot look them up later). */
  details?: Record<string, unknown>;
  /** Each field the change modified, before and after (`changedFields`); kept in the details as `changes`. */
  changes?: AuditChange[];
}

export interface AuditServiceDeps {
  db: Db;
}

/** Writes the audit log, in the transaction of each change; the administrator's screen reads it with audit-log.service.ts. */
export function createAuditService({ db }: AuditServiceDeps) {
  /** Call inside the transaction of the change it records, so both land or neither. */
  async function record(tx: DbOrTx, entry: AuditEntry) {
    await createAuditRepository(tx).insert({
      actorUserId: entry.actor?.id ?? null,
      actorUsername: entry.actor?.username ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId ?? null,
      details: entry.changes ? { ...entry.details, changes: entry.changes } : (entry.details ?? null),
    });
  }

  /** The latest entries, newest first (the administrator's dashboard). */
  const recent = (limit = 100) => createAuditRepository(db).recent(limit);

  return { record, recent };
}

export type AuditService = ReturnType<typeof createAuditService>;
