import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CounterReceiptAnswer, CounterReceiptBody } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';
import { readAgain } from './counter-keys';

/** `POST /api/payments/counter/receipts`: money received at the counter; the same `requestKey` records once. */
export const recordCounterReceipt = (body: CounterReceiptBody) =>
  api<CounterReceiptAnswer>('payments/counter/receipts', { method: 'POST', body });

export const recordCounterReceiptMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: recordCounterReceipt, onSuccess: () => readAgain(queryClient) });

export const useRecordCounterReceipt = (config?: MutationConfig<CounterReceiptAnswer, CounterReceiptBody>) =>
  useFeatureMutation(recordCounterReceiptMutationOptions, config);
