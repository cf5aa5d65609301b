import {
  AUDIT_CHANGE_KEYS,
  AUDIT_EXPORT_MAX_ROWS,
  auditChangesOf,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import type { CollegeService } from '../public/college.service.js';
import { auditWorkbook } from './audit-export.js';
import { createAuditRepository, type AuditRow, type AuditSearch } from './audit.repository.js';

export interface AuditLogServiceDeps {
  db: Db;
  college: Pick<CollegeService, 'timeZone'>;
}

/** The details besides the changes, which the entry answers on their own. */
const detailsOf = (details: AuditRow['details']) =>
  details && Object.fromEntries(Object.entries(details).filter(([key]) => !(AUDIT_CHANGE_KEYS as readonly string[]).includes(key)));

const toEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorUsername: row.actorUsername,
  action: row.action,
  entity: row.entity,
  entityId: row.entityId,
  details: detailsOf(row.details),
  changes: auditChangesOf(row.details),
});

/** The administrator's reading of the audit log: pages of it by user, action and college days, and its export. */
export function createAuditLogService({ db, college }: AuditLogServiceDeps) {
  const repo = createAuditRepository(db);
  const searchOf = async ({ username, action, from, to }: AuditFilter): Promise<AuditSearch> => ({
    username: username || undefined,
    action: action || undefined,
    from,
    to,
    zone: await college.timeZone(),
  });

  async function page(query: AuditQuery): Promise<AuditPage> {
    const search = await searchOf(query);
    const [rows, total] = await Promise.all([
      repo.entries(search, query.pageSize, (query.page - 1) * query.pageSize),
      repo.countEntries(search),
    ]);
    return { total, page: query.page, pageSize: query.pageSize, rows: rows.map(toEntry) };
  }

  const actions = () => repo.actions();

  /** The newest AUDIT_EXPORT_MAX_ROWS entries of the filter as an .xlsx, with how many matched in all. */
  async function exportWorkbook(filter: AuditFilter): Promise<{ file: Buffer; total: number; rows: number }> {
    const search = await searchOf(filter);
    const [rows, total] = await Promise.all([repo.entries(search, AUDIT_EXPORT_MAX_ROWS), repo.countEntries(search)]);
    const file = await auditWorkbook({ filter, zone: search.zone, total, rows: rows.map(toEntry) });
    return { file, total, rows: rows.length };
  }

  return { page, actions, exportWorkbook };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
