import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GrievanceFigures, GrievancesPage } from '@campus/shared';
import { api } from '../../../lib/api';

/** The grievance cell's figures of the academic year, for its landing page. */
const getGrievanceFigures = () => api<GrievanceFigures>('grievances/figures');
export const useGrievanceFigures = () =>
  useQuery(queryOptions({ queryKey: ['dashboards', 'grievances', 'figures'], queryFn: getGrievanceFigures }));

/** The grievances past their due day without a decision: the first ten, and how many there are. */
const getOverdueGrievances = () => api<GrievancesPage>('grievances', { query: { overdue: true, size: 10 } });
export const useOverdueGrievances = (enabled = true) =>
  useQuery({ queryKey: ['dashboards', 'grievances', 'overdue'], queryFn: getOverdueGrievances, enabled });
