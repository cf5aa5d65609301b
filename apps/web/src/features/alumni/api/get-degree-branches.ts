import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `getAllbranchesbasedonleveldegree?level&course`: the branches of a degree of its level (the registration's cascade). */
export const getDegreeBranches = (level: string, course: string) =>
  api<string[]>('getAllbranchesbasedonleveldegree', { query: { level: level || undefined, course } });

export const getDegreeBranchesQueryOptions = (level: string, course: string) =>
  queryOptions({
    queryKey: masterListKey('alumniBranches', level, course),
    queryFn: () => getDegreeBranches(level, course),
    staleTime: 5 * 60_000,
  });

export const useDegreeBranches = (level: string, course: string, enabled: boolean) =>
  useQuery({ ...getDegreeBranchesQueryOptions(level, course), enabled: enabled && Boolean(course) });
