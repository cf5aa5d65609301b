import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFilter, AuditPage } from '@campus/shared';
import { api } from '../../../lib/api';

export interface AuditLogSearch extends AuditFilter {
  page: number;
  pageSize: number;
}

/** The filters as the call sends them: empty ones left out. */
export const auditFilterQuery = ({ username, action, from, to }: AuditFilter) => ({
  username: username?.trim() || undefined,
  action: action || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** One page of the audit log, newest first, with the total of every page. */
export const getAuditLog = (search: AuditLogSearch) =>
  api<AuditPage>('audit-log', { query: { ...auditFilterQuery(search), page: search.page, pageSize: search.pageSize } });

export const getAuditLogQueryOptions = (search: AuditLogSearch) =>
  queryOptions({ queryKey: ['audit', 'log', search], queryFn: () => getAuditLog(search), placeholderData: keepPreviousData });

/** While the next page loads, the last one stays on the screen. */
export const useAuditLog = (search: AuditLogSearch) => useQuery(getAuditLogQueryOptions(search));
