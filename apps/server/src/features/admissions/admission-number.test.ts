import { describe, expect, it } from 'vitest';
import { dayIn } from '@campus/shared';
import { admissionYear, formatAdmissionNumber } from './admission-number.js';

describe('admission numbers', () => {
  it('formats year and a five-digit serial', () => {
    expect(formatAdmissionNumber(2026, 1)).toBe('ADM2026-00001');
    expect(formatAdmissionNumber(2026, 12345)).toBe('ADM2026-12345');
    expect(formatAdmissionNumber(2026, 123456)).toBe('ADM2026-123456');
  });

  it('refuses impossible years and serials', () => {
    expect(() => formatAdmissionNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatAdmissionNumber(26, 1)).toThrow(RangeError);
    expect(() => formatAdmissionNumber(2026, 1.5)).toThrow(RangeError);
  });

  it('counts an admission in the year of its date, else this year', () => {
    expect(admissionYear('2025-07-15', '2026-03-01')).toBe(2025);
    expect(admissionYear(undefined, '2026-03-01')).toBe(2026);
    expect(admissionYear('bad', '2026-03-01')).toBe(2026);
    // 00:36 IST on 1 January 2027 is still 2026 in UTC: the college's day decides.
    expect(admissionYear(undefined, dayIn('Asia/Kolkata', Date.parse('2026-12-31T19:06:00Z')))).toBe(2027);
  });
});
