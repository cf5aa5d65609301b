import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** The batches of a course (its code). */
export const getBatches = (course: string) => api<string[]>('getBatchesByDegrees', { query: { degree: course } });

export const getBatchesQueryOptions = (course: string) =>
  queryOptions({ queryKey: masterListKey('batches', course), queryFn: () => getBatches(course), staleTime: 5 * 60_000 });

export const useBatches = (course: string) => useQuery({ ...getBatchesQueryOptions(course), enabled: Boolean(course) });
