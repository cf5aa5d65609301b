import type { QueryClient } from '@tanstack/react-query';
import { FEES_KEY } from './get-fee-types';

/** Every list of the fee counter, under the payments lists (so a change there reads them again too). */
export const COUNTER_KEY = ['payments', 'counter'] as const;

/** A receipt, a closing or a bounce changes the day, the lists, the dues and the collections: all are read again. */
export const readAgain = (queryClient: QueryClient) => {
  void queryClient.invalidateQueries({ queryKey: ['payments'] });
  void queryClient.invalidateQueries({ queryKey: [FEES_KEY] });
};
