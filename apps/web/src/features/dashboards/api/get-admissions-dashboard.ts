import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdmissionsDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** Admissions today and this academic year, by programme and branch, and the latest ones. */
export const getAdmissionsDashboard = () => api<AdmissionsDashboard>('dashboards/admissions');

export const getAdmissionsDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['dashboards', 'admissions'], queryFn: getAdmissionsDashboard });

export const useAdmissionsDashboard = () => useQuery(getAdmissionsDashboardQueryOptions());
