import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { degreeSchema } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

type Degree = z.infer<typeof degreeSchema>;

/** `getDegreeByLevel`: the degrees an alumnus can have studied. */
export const getDegrees = () => api<Degree[]>('getDegreeByLevel');

export const getDegreesQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('degrees'), queryFn: getDegrees, staleTime: 5 * 60_000 });

export const useDegrees = () => useQuery(getDegreesQueryOptions());
