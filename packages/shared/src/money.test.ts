import { describe, expect, it } from 'vitest';
import { rupeesInWords } from './money-words.js';
import { formatRupees, rupeesInputText, rupeesToPaise } from './money.js';

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

  it('in German with German separators and the symbol after the figure (an amount reads like every other number)', () => {
    // Intl puts a no-break space between the figure and the sign.
    const de = (paise: number) => formatRupees(paise, 'de').replace(/\s/g, ' ');
    expect(de(56_595_000)).toBe('565.950,00 ₹');
    expect(de(4_500_000)).toBe('45.000,00 ₹');
    expect(de(1)).toBe('0,01 ₹');
    expect(de(-20_000)).toBe('-200,00 ₹');
    expect(formatRupees(56_595_000, 'en')).toBe('₹5,65,950.00');
    expect(formatRupees(56_595_000, 'en-US')).toBe('₹5,65,950.00');
  });

  it('reads rupees typed on a screen as paise', () => {
    expect(rupeesToPaise('45000')).toBe(4_500_000);
    expect(rupeesToPaise('200.5')).toBe(20_050);
    expect(rupeesToPaise(' 1.05 ')).toBe(105);
    expect(rupeesToPaise('1,000')).toBeUndefined();
    expect(rupeesToPaise('-5')).toBeUndefined();
    expect(rupeesToPaise('1.234')).toBeUndefined();
    expect(rupeesToPaise('200,50')).toBeUndefined();
  });

  it('takes a decimal comma from a German reader, never a grouping', () => {
    expect(rupeesToPaise('200,50', 'de')).toBe(20_050);
    expect(rupeesToPaise('200.5', 'de')).toBe(20_050);
    expect(rupeesToPaise('45000', 'de')).toBe(4_500_000);
    expect(rupeesToPaise('1.000', 'de')).toBeUndefined();
    expect(rupeesToPaise('1.000,00', 'de')).toBeUndefined();
  });

  it('fills a field back with what it reads', () => {
    expect(rupeesInputText(4_500_000)).toBe('45000');
    expect(rupeesInputText(20_050)).toBe('200.50');
    expect(rupeesInputText(20_050, 'de')).toBe('200,50');
    expect(rupeesInputText(5)).toBe('0.05');
    expect(rupeesInputText(null)).toBe('');
    for (const paise of [0, 5, 100, 20_050, 99_999_999_99]) {
      for (const language of ['en', 'de']) expect(rupeesToPaise(rupeesInputText(paise, language), language)).toBe(paise);
    }
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
