import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `getBranchesShortForms?course&batch`: the branches of a course's batch (the history form's cascade). */
export const getCourseBranches = (course: string, batch: string) => api<string[]>('getBranchesShortForms', { query: { course, batch } });

export const getCourseBranchesQueryOptions = (course: string, batch: string) =>
  queryOptions({
    queryKey: masterListKey('branches', course, batch),
    queryFn: () => getCourseBranches(course, batch),
    staleTime: 5 * 60_000,
  });

export const useCourseBranches = (course: string, batch: string) =>
  useQuery({ ...getCourseBranchesQueryOptions(course, batch), enabled: Boolean(course && batch) });
