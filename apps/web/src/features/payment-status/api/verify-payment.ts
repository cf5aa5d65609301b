import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifiedPayment } from '@campus/shared';
import { api } from '../../../lib/api';

/**
 * The server re-reads the order's charge with the gateway, records it if paid, and answers what it
 * verified. The address bar's values go along only to be kept with the order.
 */
export const verifyPayment = (orderId: string, returnQuery: string) =>
  api<VerifiedPayment>(`payments/orders/${encodeURIComponent(orderId)}/verify`, {
    method: 'POST',
    body: { returnQuery: returnQuery.slice(0, 2000) },
  });

/** Verified once per visit of the page; a refusal is an answer, not a glitch to retry. */
export const verifyPaymentQueryOptions = (orderId: string, returnQuery: string) =>
  queryOptions({
    queryKey: ['verifiedPayment', orderId],
    queryFn: () => verifyPayment(orderId, returnQuery),
    retry: false,
    staleTime: Infinity,
    enabled: orderId.length > 0,
  });

export const useVerifyPayment = (orderId: string, returnQuery: string) => useQuery(verifyPaymentQueryOptions(orderId, returnQuery));
