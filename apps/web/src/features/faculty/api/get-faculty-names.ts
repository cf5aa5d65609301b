import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** `getFacultyNamesBasedOnDepartment?department`: the members of a department (a faculty member: themselves). */
export const getFacultyNames = (department: string) => api<string[]>('getFacultyNamesBasedOnDepartment', { query: { department } });

export const getFacultyNamesQueryOptions = (department: string) =>
  queryOptions({ queryKey: ['faculty', 'names', department], queryFn: () => getFacultyNames(department), staleTime: 60_000 });

export const useFacultyNames = (department: string) => useQuery({ ...getFacultyNamesQueryOptions(department), enabled: department !== '' });
