import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditFilter, AuditPage, AuditQuery } from '@campus/shared';
import { api } from '../../../lib/api';

/** The filters as the call sends them: empty ones left out. */
export const auditFilterQuery = ({ username, action, from, to }: AuditFilter) => ({
  username: username?.trim() || undefined,
  action: action || undefined,
  from: from || undefined,
  to: to || undefined,
});

/** One page of the audit log, newest first, with the total of every page. */
export const getAuditLog = (search: AuditQuery) =>
  api<AuditPage>('audit-log', { query: { ...auditFilterQuery(search), page: search.page, pageSize: search.pageSize } });

export const getAuditLogQueryOptions = (search: AuditQuery) =>
  queryOptions({ queryKey: ['audit', 'log', search], queryFn: () => getAuditLog(search), placeholderData: keepPreviousData });

/** While the next page loads, the last one stays on the screen. */
export const useAuditLog = (search: AuditQuery) => useQuery(getAuditLogQueryOptions(search));
