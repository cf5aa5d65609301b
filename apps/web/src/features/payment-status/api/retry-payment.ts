import { mutationOptions } from '@tanstack/react-query';
import type { CreateOrderAnswer } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** `POST /api/payments/orders/{orderId}/retry`: a new charge for the dues of a declined or expired order. */
export const retryPayment = (orderId: string) =>
  api<CreateOrderAnswer>(`payments/orders/${encodeURIComponent(orderId)}/retry`, { method: 'POST' });

export const retryPaymentMutationOptions = () => mutationOptions({ mutationFn: retryPayment });

export const useRetryPayment = (config?: MutationConfig<CreateOrderAnswer, string>) =>
  useFeatureMutation(retryPaymentMutationOptions, config);
