import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueDatesAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { FEES_KEY } from './get-fee-types';

/** The due day of each semester fee of the structure, and the reminder schedule. */
export const getDueDates = () => api<DueDatesAnswer>('payments/due-dates');

export const getDueDatesQueryOptions = () => queryOptions({ queryKey: [FEES_KEY, 'due-dates'], queryFn: getDueDates });

export const useDueDates = () => useQuery(getDueDatesQueryOptions());
