import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `getAlumniBatchesByCourse?degree`: the batches of a course (the history form's cascade). */
export const getCourseBatches = (degree: string) => api<string[]>('getAlumniBatchesByCourse', { query: { degree } });

export const getCourseBatchesQueryOptions = (degree: string) =>
  queryOptions({ queryKey: masterListKey('alumniHistoryBatches', degree), queryFn: () => getCourseBatches(degree), staleTime: 5 * 60_000 });

export const useCourseBatches = (degree: string) => useQuery({ ...getCourseBatchesQueryOptions(degree), enabled: Boolean(degree) });
