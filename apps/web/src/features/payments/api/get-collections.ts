import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionsRange, CollectionsReport } from '@campus/shared';
import { api } from '../../../lib/api';

/** What was collected from `from` to `to` (college days), per day and per fee type. */
export const getCollections = (range: CollectionsRange) => api<CollectionsReport>('payments/accounts/collections', { query: { ...range } });

export const getCollectionsQueryOptions = (range: CollectionsRange) =>
  queryOptions({ queryKey: ['payments', 'collections', range], queryFn: () => getCollections(range) });

export const useCollections = (range: CollectionsRange, enabled = true) =>
  useQuery({ ...getCollectionsQueryOptions(range), enabled, placeholderData: keepPreviousData });
