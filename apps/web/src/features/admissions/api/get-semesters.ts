import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

export const getSemesters = (course: string) => api<string[]>('getDistinct/SemesterMaintenanceSemesters', { query: { course } });

export const getSemestersQueryOptions = (course: string) =>
  queryOptions({ queryKey: masterListKey('semesters', course), queryFn: () => getSemesters(course), staleTime: 5 * 60_000 });

export const useSemesters = (course: string, enabled = Boolean(course)) => useQuery({ ...getSemestersQueryOptions(course), enabled });
