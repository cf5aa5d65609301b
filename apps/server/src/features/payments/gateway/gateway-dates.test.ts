import { describe, expect, it } from 'vitest';
import { dayIn } from '@campus/shared';
import { financialYearOf } from '../payment-recording.numbers.js';
import { gatewayDateText, gatewayInstant } from './gateway-dates.js';

describe('gateway dates', () => {
  it('reads the published form as Indian time', () => {
    expect(gatewayInstant('Jun 24, 2024, 10:30:37 AM')?.toISOString()).toBe('2024-06-24T05:00:37.000Z');
    expect(gatewayInstant('Jun 24, 2024, 12:05:00 AM')?.toISOString()).toBe('2024-06-23T18:35:00.000Z');
    expect(gatewayInstant('Jun 24, 2024, 12:05:00 PM')?.toISOString()).toBe('2024-06-24T06:35:00.000Z');
  });

  it('dates a payment at 23:00 on 31 March in that financial year, not the next', () => {
    const paidAt = gatewayInstant('Mar 31, 2026, 11:00:00 PM')!;
    expect(paidAt.toISOString()).toBe('2026-03-31T17:30:00.000Z');
    expect(financialYearOf(dayIn('Asia/Kolkata', paidAt))).toBe(financialYearOf('2026-03-31'));
    expect(financialYearOf(dayIn('Asia/Kolkata', paidAt))).not.toBe(financialYearOf('2026-04-01'));
  });

  it('reads an ISO date without a zone as Indian time, and one with a zone as written', () => {
    expect(gatewayInstant('2024-06-24T10:30:37')?.toISOString()).toBe('2024-06-24T05:00:37.000Z');
    expect(gatewayInstant('2024-06-24T10:30:37Z')?.toISOString()).toBe('2024-06-24T10:30:37.000Z');
    expect(gatewayInstant('2024-06-24T10:30:37+05:30')?.toISOString()).toBe('2024-06-24T05:00:37.000Z');
  });

  it('answers null for what is not a date, never a wrong one', () => {
    for (const text of [
      undefined,
      null,
      '',
      'yesterday',
      'Feb 30, 2024, 10:00:00 AM',
      'Jun 24, 2024, 13:00:00 PM',
      '2024-13-01T00:00:00',
    ]) {
      expect(gatewayInstant(text)).toBeNull();
    }
  });

  it('writes an instant as the gateway does, and reads it back', () => {
    const instant = new Date('2026-03-31T17:30:00.000Z');
    expect(gatewayDateText(instant)).toBe('Mar 31, 2026, 11:00:00 PM');
    expect(gatewayInstant(gatewayDateText(instant))).toEqual(instant);
  });
});
