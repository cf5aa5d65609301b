import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** The sub-castes of a caste category (its code). */
export const getSubCastes = (category: string) => api<string[]>(`getAllSubCastesByCaste/${encodeURIComponent(category)}`);

export const getSubCastesQueryOptions = (category: string) =>
  queryOptions({ queryKey: masterListKey('subCastes', category), queryFn: () => getSubCastes(category), staleTime: 5 * 60_000 });

export const useSubCastes = (category: string) => useQuery({ ...getSubCastesQueryOptions(category), enabled: Boolean(category) });
