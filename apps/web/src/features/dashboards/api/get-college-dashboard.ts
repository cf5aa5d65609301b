import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollegeDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The college at a glance. */
export const getCollegeDashboard = () => api<CollegeDashboard>('dashboards/college');

export const getCollegeDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'college'], queryFn: getCollegeDashboard });

export const useCollegeDashboard = () => useQuery(getCollegeDashboardQueryOptions());
