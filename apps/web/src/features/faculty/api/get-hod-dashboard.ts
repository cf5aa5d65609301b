import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HodDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The HOD's landing figures: their department only. */
export const getHodDashboard = () => api<HodDashboard>('faculty/hod-dashboard');

export const getHodDashboardQueryOptions = () => queryOptions({ queryKey: ['faculty', 'hodDashboard'], queryFn: getHodDashboard });

export const useHodDashboard = () => useQuery(getHodDashboardQueryOptions());
