import type { PaymentStatus } from '@campus/shared';

/**
 * The status an order moves to when the gateway reports `observed`, or null when it stays. Status
 * only moves forward: PENDING → PAID | DROPPED | EXPIRED | FLAGGED; a late PAID (or a mismatch
 * found then) after DROPPED or EXPIRED is accepted; nothing leaves PAID or FLAGGED.
 */
export function nextPaymentStatus(current: PaymentStatus, observed: PaymentStatus): PaymentStatus | null {
  if (observed === current || observed === 'PENDING') return null;
  if (current === 'PENDING') return observed;
  if (current === 'DROPPED' || current === 'EXPIRED') return observed === 'PAID' || observed === 'FLAGGED' ? observed : null;
  return null;
}
