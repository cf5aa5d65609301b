import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuesAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { FEES_KEY } from './get-fee-types';

/** What a student owes: the signed-in student's own, a parent's ward's, or (fee staff) the roll number's. */
export const getDues = (rollNo?: string) => api<DuesAnswer>('payments/dues', { query: { rollNo: rollNo || undefined } });

export const getDuesQueryOptions = (rollNo?: string) =>
  queryOptions({ queryKey: [FEES_KEY, 'dues', rollNo ?? ''], queryFn: () => getDues(rollNo) });

export const useDues = (rollNo?: string, enabled = true) => useQuery({ ...getDuesQueryOptions(rollNo), enabled, retry: false });
