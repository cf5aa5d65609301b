import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every action recorded in the audit log so far, for the action filter. */
export const getAuditActions = () => api<string[]>('audit-log/actions');

export const getAuditActionsQueryOptions = () => queryOptions({ queryKey: ['audit', 'actions'], queryFn: getAuditActions });

export const useAuditActions = () => useQuery(getAuditActionsQueryOptions());
