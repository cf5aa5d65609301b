import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CounterDay, CounterDayAmendBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { readAgain } from './counter-keys';

export interface CounterDayAmend {
  id: number;
  body: CounterDayAmendBody;
}

/** `PUT /api/payments/counter/days/{id}`: the accounts officer changes or reopens a closed day, with a reason. */
export const amendCounterDay = ({ id, body }: CounterDayAmend) => api<CounterDay>(`payments/counter/days/${id}`, { method: 'PUT', body });

export const amendCounterDayMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: amendCounterDay, onSuccess: () => readAgain(queryClient) });

export const useAmendCounterDay = (config?: MutationConfig<CounterDay, CounterDayAmend>) =>
  useFeatureMutation(amendCounterDayMutationOptions, config);
