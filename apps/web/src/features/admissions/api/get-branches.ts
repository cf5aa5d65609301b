import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** The branches (short forms) of a course, of one batch when it is given. */
export const getBranches = (course: string, batch: string) =>
  api<string[]>('getBranchesShortForms', { query: { course, batch: batch || undefined } });

export const getBranchesQueryOptions = (course: string, batch: string) =>
  queryOptions({ queryKey: masterListKey('branches', course, batch), queryFn: () => getBranches(course, batch), staleTime: 5 * 60_000 });

export const useBranches = (course: string, batch: string, enabled = Boolean(course)) =>
  useQuery({ ...getBranchesQueryOptions(course, batch), enabled });
