import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The administrator's figures: users by role, pending sign-ups, the latest audit entries. */
export const getAdminDashboard = () => api<AdminDashboard>('dashboards/admin');

export const getAdminDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'admin'], queryFn: getAdminDashboard });

export const useAdminDashboard = () => useQuery(getAdminDashboardQueryOptions());
