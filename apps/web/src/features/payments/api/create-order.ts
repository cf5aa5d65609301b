import { mutationOptions } from '@tanstack/react-query';
import type { CreateOrderAnswer, CreateOrderInput } from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/**
 * `POST /api/payments/orders`: the server prices the items from the dues; the browser never sends an
 * amount it chose, but for a self payment's part. Fee staff name the student by `rollNo`. The shape
 * is the server's own schema (packages/shared), so the two cannot drift apart.
 */
export const createOrder = (body: CreateOrderInput) => api<CreateOrderAnswer>('payments/orders', { method: 'POST', body });

export const createOrderMutationOptions = () => mutationOptions({ mutationFn: createOrder });

export const useCreateOrder = (config?: MutationConfig<CreateOrderAnswer, CreateOrderInput>) =>
  useFeatureMutation(createOrderMutationOptions, config);
