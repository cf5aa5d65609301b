import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDashboard } from '@campus/shared';
import { api } from '../../../lib/api';

/** The signed-in student's own record (from their landing page's call), to fill in their alumni registration. */
export const getOwnStudent = async () => (await api<StudentDashboard>('dashboards/student')).student;

export const getOwnStudentQueryOptions = () => queryOptions({ queryKey: ['alumni', 'own-student'], queryFn: getOwnStudent });

export const useOwnStudent = (enabled: boolean) => useQuery({ ...getOwnStudentQueryOptions(), enabled });
