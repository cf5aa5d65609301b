import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VerifiedPayment } from '@campus/shared';
import { api, ApiRequestError } from '../../../lib/api';

/**
 * The server re-reads the order's charge with the gateway, records it if paid, and answers what it
 * verified. The address bar's values go along only to be kept with the order.
 */
export const verifyPayment = (orderId: string, returnQuery: string) =>
  api<VerifiedPayment>(`payments/orders/${encodeURIComponent(orderId)}/verify`, {
    method: 'POST',
    body: { returnQuery: returnQuery.slice(0, 2000) },
  });

/** Without a session: the same verified outcome, the roll number masked and no receipt. */
export const paymentOutcome = (orderId: string) => api<VerifiedPayment>(`payments/orders/${encodeURIComponent(orderId)}/outcome`);

export interface PaymentCheck {
  payment: VerifiedPayment;
  /** False when the page was opened without a session: the receipt needs a sign-in. */
  signedIn: boolean;
}

/** Signed in, the order is verified as the user's; without a session (or once it has ended), its public outcome. */
async function checkPayment(orderId: string, returnQuery: string, signedIn: boolean): Promise<PaymentCheck> {
  if (!signedIn) return { payment: await paymentOutcome(orderId), signedIn: false };
  try {
    return { payment: await verifyPayment(orderId, returnQuery), signedIn: true };
  } catch (err) {
    if (!(err instanceof ApiRequestError && err.status === 401)) throw err;
    return { payment: await paymentOutcome(orderId), signedIn: false };
  }
}

/** Verified once per visit of the page; a refusal is an answer, not a glitch to retry. */
export const verifyPaymentQueryOptions = (orderId: string, returnQuery: string, signedIn: boolean) =>
  queryOptions({
    queryKey: ['verifiedPayment', orderId, signedIn],
    queryFn: () => checkPayment(orderId, returnQuery, signedIn),
    retry: false,
    staleTime: Infinity,
    enabled: orderId.length > 0,
  });

export const useVerifyPayment = (orderId: string, returnQuery: string, signedIn: boolean) =>
  useQuery(verifyPaymentQueryOptions(orderId, returnQuery, signedIn));
