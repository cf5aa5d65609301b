import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LibraryDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The library's day for its staff's landing page. */
export const getLibraryDashboard = () => api<LibraryDashboard>('dashboards/library');

export const getLibraryDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'library'], queryFn: getLibraryDashboard });

export const useLibraryDashboard = () => useQuery(getLibraryDashboardQueryOptions());
