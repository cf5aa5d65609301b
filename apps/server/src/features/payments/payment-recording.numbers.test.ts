import { describe, expect, it } from 'vitest';
import { creditNoteNumber, financialYearOf, receiptNumber } from './payment-recording.numbers.js';

describe('financial year and receipt numbers', () => {
  it('turns the financial year on the first of April', () => {
    expect(financialYearOf('2026-03-31')).toBe('2025-26');
    expect(financialYearOf('2026-04-01')).toBe('2026-27');
    expect(financialYearOf('2027-03-31')).toBe('2026-27');
    expect(financialYearOf('2027-04-01')).toBe('2027-28');
    expect(financialYearOf('2026-01-01')).toBe('2025-26');
    expect(financialYearOf('2026-12-31')).toBe('2026-27');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearOf('2099-06-15')).toBe('2099-00');
    expect(financialYearOf('2100-02-01')).toBe('2099-00');
  });

  it('numbers receipts with six digits per year', () => {
    expect(receiptNumber('2026-27', 123)).toBe('RCT/2026-27/000123');
    expect(receiptNumber('2026-27', 1)).toBe('RCT/2026-27/000001');
    expect(creditNoteNumber('2026-27', 12)).toBe('CN/2026-27/000012');
    expect(receiptNumber('2027-28', 1_234_567)).toBe('RCT/2027-28/1234567');
  });
});
