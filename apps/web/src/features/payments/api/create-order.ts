import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** What the student chose to pay; `amountPaise` only for a self payment (part of one due). */
interface OrderItemChoice {
  feeTypeId: number;
  semester: number | null;
  amountPaise?: number;
}

export interface CreateOrderRequest {
  kind: 'fee' | 'miscellaneous' | 'exam' | 'admission' | 'self';
  items: OrderItemChoice[];
  /** Fee staff paying for a student name the roll number. */
  rollNo?: string;
}

/** The order the server opened with the gateway, and where the browser goes to pay it. */
export interface CreatedOrder {
  orderId: string;
  paymentLink: string;
}

/** `POST /api/payments/orders`: the server prices the items from the dues; the browser never sends an amount it chose, but for a self payment's part. */
export const createOrder = (body: CreateOrderRequest) => api<CreatedOrder>('payments/orders', { method: 'POST', body });

export const createOrderMutationOptions = () => mutationOptions({ mutationFn: createOrder });

export const useCreateOrder = (config?: MutationConfig<CreatedOrder, CreateOrderRequest>) =>
  useFeatureMutation(createOrderMutationOptions, config);
