import { queryOptions, useQuery } from '@tanstack/react-query';
import type { KeyValueKey } from '@campus/shared';
import { api } from '../../../lib/api';
import { masterListKey } from '../../../lib/query-keys';

/** One key-value list of master data (nationalities, religions, entrance types). */
export const getKeyValues = (key: KeyValueKey) => api<string[]>('getKeyValuePair', { query: { key } });

export const getKeyValuesQueryOptions = (key: KeyValueKey) =>
  queryOptions({ queryKey: masterListKey('keyValues', key), queryFn: () => getKeyValues(key), staleTime: 5 * 60_000 });

export const useKeyValues = (key: KeyValueKey) => useQuery(getKeyValuesQueryOptions(key));
