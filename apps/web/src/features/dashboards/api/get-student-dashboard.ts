import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The student's (a parent's: the ward's) results, dues and receipts. */
export const getStudentDashboard = () => api<StudentDashboard>('dashboards/student');

export const getStudentDashboardQueryOptions = () => queryOptions({ queryKey: ['dashboards', 'student'], queryFn: getStudentDashboard });

export const useStudentDashboard = () => useQuery(getStudentDashboardQueryOptions());
