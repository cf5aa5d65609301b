import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountsDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The last 30 days' collections and the orders that need a look. */
export const getAccountsDashboard = () => api<AccountsDashboard>('dashboards/accounts');

export const getAccountsDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'accounts'], queryFn: getAccountsDashboard });

export const useAccountsDashboard = () => useQuery(getAccountsDashboardQueryOptions());
