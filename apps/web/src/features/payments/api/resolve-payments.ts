import { keepPreviousData, mutationOptions, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  GatewayFacts,
  ResolveDecision,
  ResolveDecisionAnswer,
  ResolvePage,
  ResolveRefundAnswer,
  ResolveRefunded,
} from '@campus/shared';
import { api } from '../../../lib/api';
import { useFeatureMutation, type MutationConfig } from '../../../lib/react-query';

/** `GET /api/payments/resolve`: FLAGGED orders and payments with money to give back, a page at a time. */
export const getPaymentsToResolve = (page: number, pageSize: number) => api<ResolvePage>('payments/resolve', { query: { page, pageSize } });

export const paymentsToResolveQueryOptions = (page: number, pageSize: number) =>
  queryOptions({ queryKey: ['payments', 'resolve', page, pageSize], queryFn: () => getPaymentsToResolve(page, pageSize) });

export const usePaymentsToResolve = (page: number, pageSize: number) =>
  useQuery({ ...paymentsToResolveQueryOptions(page, pageSize), placeholderData: keepPreviousData });

/** What the gateway says of an order's charge now; read when asked for, never kept stale. */
export const getGatewayFacts = (orderId: string) => api<GatewayFacts>(`payments/resolve/${encodeURIComponent(orderId)}/charge`);

export const useGatewayFacts = (orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: ['payments', 'resolve', 'charge', orderId],
    queryFn: () => getGatewayFacts(orderId),
    enabled,
    staleTime: 0,
    retry: false,
  });

export interface Decision {
  orderId: string;
  /** paid: the money received settles the order's dues; refund-due: it is to be given back whole. */
  as: 'paid' | 'refund-due';
  body: ResolveDecision;
}

export const decidePayment = ({ orderId, as, body }: Decision) =>
  api<ResolveDecisionAnswer>(`payments/resolve/${encodeURIComponent(orderId)}/${as}`, { method: 'POST', body });

export interface RefundRecord {
  orderId: string;
  body: ResolveRefunded;
}

export const recordRefund = ({ orderId, body }: RefundRecord) =>
  api<ResolveRefundAnswer>(`payments/resolve/${encodeURIComponent(orderId)}/refunded`, { method: 'POST', body });

/** Orders, collections and the list to resolve may all have changed: every payments list is read again. */
export const decidePaymentMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: decidePayment, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payments'] }) });

export const recordRefundMutationOptions = (queryClient: QueryClient) =>
  mutationOptions({ mutationFn: recordRefund, onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['payments'] }) });

export const useDecidePayment = (config?: MutationConfig<ResolveDecisionAnswer, Decision>) =>
  useFeatureMutation(decidePaymentMutationOptions, config);

export const useRecordRefund = (config?: MutationConfig<ResolveRefundAnswer, RefundRecord>) =>
  useFeatureMutation(recordRefundMutationOptions, config);
