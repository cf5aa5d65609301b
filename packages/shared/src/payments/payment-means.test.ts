import { describe, expect, it } from 'vitest';
import { paymentMeansText } from './payment-means.js';

describe('paymentMeansText', () => {
  it('names the UPI address, or the card by scheme and last four digits', () => {
    expect(paymentMeansText({ mode: 'UPI', payerVpa: 'ravi.kumar@okaxis' })).toBe('UPI ravi.kumar@okaxis');
    expect(paymentMeansText({ mode: 'CARD', cardBrand: 'VISA', cardLast4: '4242' })).toBe('Card VISA ending 4242');
    expect(paymentMeansText({ mode: 'CARD', cardLast4: '4242' })).toBe('Card ending 4242');
  });

  it('says only the mode when the gateway said no more', () => {
    expect(paymentMeansText({ mode: 'UPI' })).toBe('UPI');
    expect(paymentMeansText({ mode: 'CARD', cardBrand: 'RUPAY' })).toBe('Card RUPAY');
    expect(paymentMeansText({ mode: 'NETBANKING' })).toBe('NETBANKING');
  });
});
