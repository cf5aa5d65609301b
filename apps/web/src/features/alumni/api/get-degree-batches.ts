import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** `getBatches?degree`: the batches of a degree (the registration's cascade). */
export const getDegreeBatches = (degree: string) => api<string[]>('getBatches', { query: { degree } });

export const getDegreeBatchesQueryOptions = (degree: string) =>
  queryOptions({ queryKey: masterListKey('alumniBatches', degree), queryFn: () => getDegreeBatches(degree), staleTime: 5 * 60_000 });

export const useDegreeBatches = (degree: string) => useQuery({ ...getDegreeBatchesQueryOptions(degree), enabled: Boolean(degree) });
