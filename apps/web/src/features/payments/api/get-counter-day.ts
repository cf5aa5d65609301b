import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CounterDay } from '@campus/shared';
import { api } from '../../../lib/api';
import { COUNTER_KEY } from './counter-keys';

/** Which day: a date (today when none) and a clerk (the signed-in one when none). */
export interface CounterDayQuery {
  date?: string;
  clerkId?: number;
}

/** `GET /api/payments/counter/day`: one clerk's day, its receipts, totals by mode and closing. */
export const getCounterDay = (query: CounterDayQuery) => api<CounterDay>('payments/counter/day', { query: { ...query } });

export const counterDayQueryOptions = (query: CounterDayQuery) =>
  queryOptions({ queryKey: [...COUNTER_KEY, 'day', query], queryFn: () => getCounterDay(query) });

export const useCounterDay = (query: CounterDayQuery, enabled = true) => useQuery({ ...counterDayQueryOptions(query), enabled });
