import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlumniHistoryEntry } from '@campus/shared';
import { api } from '../../../lib/api';

/** `getAlumniData`: every alumni history record. */
export const getAlumniHistory = () => api<AlumniHistoryEntry[]>('getAlumniData');

export const getAlumniHistoryQueryOptions = () => queryOptions({ queryKey: ['alumni', 'history'], queryFn: getAlumniHistory });

export const useAlumniHistory = () => useQuery(getAlumniHistoryQueryOptions());
