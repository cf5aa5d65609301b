import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentHistory } from '@campus/shared';
import { api } from '../../../lib/api';

/** Every order of the student of a roll number, newest first, with its receipt number. */
export const getPaymentHistory = (rollNumber: string) => api<PaymentHistory>('payments/accounts/history', { query: { rollNumber } });

export const getPaymentHistoryQueryOptions = (rollNumber: string) =>
  queryOptions({ queryKey: ['payments', 'history', rollNumber], queryFn: () => getPaymentHistory(rollNumber), retry: false });

export const usePaymentHistory = (rollNumber: string) =>
  useQuery({ ...getPaymentHistoryQueryOptions(rollNumber), enabled: rollNumber !== '' });
