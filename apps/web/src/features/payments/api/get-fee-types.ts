import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { FeeType } from '@campus/shared';
import { api } from '../../../lib/api';

/** The key prefix of the fee screens' lists (fee types, structure, dues all change together). */
export const FEES_KEY = 'fees';

export const getFeeTypes = () => api<FeeType[]>('payments/fee-types');

export const getFeeTypesQueryOptions = () => queryOptions({ queryKey: [FEES_KEY, 'types'], queryFn: getFeeTypes });

export const useFeeTypes = () => useQuery(getFeeTypesQueryOptions());

/** After a change to fee types or the structure: every fee list, and the dues built from them. */
export function invalidateFees(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [FEES_KEY] });
}
