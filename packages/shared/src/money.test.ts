import { describe, expect, it } from 'vitest';
import { formatRupees, rupeesInWords, rupeesToPaise } from './money.js';

describe('rupees in figures', () => {
  it('prints paise as ₹ with two decimals and Indian grouping', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(1)).toBe('₹0.01');
    expect(formatRupees(4_500_000)).toBe('₹45,000.00');
    expect(formatRupees(12_345_000)).toBe('₹1,23,450.00');
    expect(formatRupees(10_000_000)).toBe('₹1,00,000.00');
    expect(formatRupees(1_234_567_850)).toBe('₹1,23,45,678.50');
    expect(formatRupees(-20_000)).toBe('-₹200.00');
  });

  it('reads rupees typed on a screen as paise', () => {
    expect(rupeesToPaise('45000')).toBe(4_500_000);
    expect(rupeesToPaise('200.5')).toBe(20_050);
    expect(rupeesToPaise(' 1.05 ')).toBe(105);
    expect(rupeesToPaise('1,000')).toBeUndefined();
    expect(rupeesToPaise('-5')).toBeUndefined();
    expect(rupeesToPaise('1.234')).toBeUndefined();
  });
});

describe('rupees in words (Indian English)', () => {
  it('says zero and a single paisa', () => {
    expect(rupeesInWords(0)).toBe('Zero Rupees Only');
    expect(rupeesInWords(1)).toBe('Zero Rupees And One Paisa Only');
  });

  it('counts in lakh and crore', () => {
    expect(rupeesInWords(10_000_000)).toBe('One Lakh Rupees Only');
    expect(rupeesInWords(4_500_000)).toBe('Forty Five Thousand Rupees Only');
    expect(rupeesInWords(1_234_567_850)).toBe(
      'One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight Rupees And Fifty Paise Only',
    );
  });
});
