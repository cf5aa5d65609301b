import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '@campus/shared';
import { nextPaymentStatus } from './payment-status.js';

describe('payment status only moves forward', () => {
  it('moves a PENDING order to whatever the gateway reports', () => {
    expect(nextPaymentStatus('PENDING', 'PAID')).toBe('PAID');
    expect(nextPaymentStatus('PENDING', 'DROPPED')).toBe('DROPPED');
    expect(nextPaymentStatus('PENDING', 'EXPIRED')).toBe('EXPIRED');
    expect(nextPaymentStatus('PENDING', 'FLAGGED')).toBe('FLAGGED');
    expect(nextPaymentStatus('PENDING', 'PENDING')).toBeNull();
  });

  it('accepts a late PAID (or a mismatch found then) after DROPPED or EXPIRED, nothing else', () => {
    for (const from of ['DROPPED', 'EXPIRED'] as const) {
      expect(nextPaymentStatus(from, 'PAID')).toBe('PAID');
      expect(nextPaymentStatus(from, 'FLAGGED')).toBe('FLAGGED');
      expect(nextPaymentStatus(from, 'PENDING')).toBeNull();
    }
    expect(nextPaymentStatus('DROPPED', 'EXPIRED')).toBeNull();
    expect(nextPaymentStatus('EXPIRED', 'DROPPED')).toBeNull();
  });

  it('never leaves PAID or FLAGGED', () => {
    for (const observed of PAYMENT_STATUSES) {
      expect(nextPaymentStatus('PAID', observed)).toBeNull();
      expect(nextPaymentStatus('FLAGGED', observed)).toBeNull();
    }
  });
});
