import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CounterCloseBody, CounterDay } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { readAgain } from './counter-keys';

/** `POST /api/payments/counter/day/close`: the clerk's cash counted and the deposit slip. */
export const closeCounterDay = (body: CounterCloseBody) => api<CounterDay>('payments/counter/day/close', { method: 'POST', body });

export const closeCounterDayMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: closeCounterDay, onSuccess: () => readAgain(queryClient) });

export const useCloseCounterDay = (config?: MutationConfig<CounterDay, CounterCloseBody>) =>
  useFeatureMutation(closeCounterDayMutationOptions, config);
