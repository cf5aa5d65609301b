import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** The published exam titles, for everyone. */
export const getExamTitles = () => api<string[]>('getDistinctExamTitlesBy');

export const getExamTitlesQueryOptions = () => queryOptions({ queryKey: ['examTitles'], queryFn: getExamTitles, staleTime: 60_000 });

export const useExamTitles = () => useQuery(getExamTitlesQueryOptions());
