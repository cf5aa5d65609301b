import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CasteCategory } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

export const getCasteCategories = () => api<CasteCategory[]>('getAllCasteCatogeries');

export const getCasteCategoriesQueryOptions = () =>
  queryOptions({ queryKey: masterListKey('casteCategories'), queryFn: getCasteCategories, staleTime: 5 * 60_000 });

export const useCasteCategories = () => useQuery(getCasteCategoriesQueryOptions());
