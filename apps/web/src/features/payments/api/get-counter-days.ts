import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CounterDaysAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { COUNTER_KEY } from './counter-keys';

/** `GET /api/payments/counter/days`: every clerk's day of a date (accounts). */
export const getCounterDays = (date?: string) => api<CounterDaysAnswer>('payments/counter/days', { query: { date } });

export const useCounterDays = (date: string | undefined, enabled = true) =>
  useQuery({
    queryKey: [...COUNTER_KEY, 'days', date ?? ''],
    queryFn: () => getCounterDays(date),
    enabled,
    placeholderData: keepPreviousData,
  });
