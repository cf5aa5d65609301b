import { describe, expect, it } from 'vitest';
import { formatCompact, formatNumber, formatPercent, readerLocale } from './numbers.js';

describe('plain numbers in the reader’s language', () => {
  it('English is read as India reads it: Indian grouping, a decimal point', () => {
    expect(formatNumber(2037, 'en')).toBe('2,037');
    expect(formatNumber(123_456, 'en')).toBe('1,23,456');
    expect(formatNumber(12_345_678, 'en')).toBe('1,23,45,678');
    expect(formatNumber(85.5, 'en')).toBe('85.5');
    expect(formatNumber(0, 'en')).toBe('0');
  });

  it('German with a dot for thousands and a decimal comma', () => {
    expect(formatNumber(2037, 'de')).toBe('2.037');
    expect(formatNumber(123_456, 'de')).toBe('123.456');
    expect(formatNumber(12_345_678, 'de')).toBe('12.345.678');
    expect(formatNumber(85.5, 'de')).toBe('85,5');
  });

  it('fixed decimals where a measure has them (an SGPA), a percentage with a space before the sign', () => {
    expect(formatNumber(8.5, 'en', 2)).toBe('8.50');
    expect(formatNumber(8.5, 'de', 2)).toBe('8,50');
    expect(formatNumber(1234.5, 'de', 1)).toBe('1.234,5');
    expect(formatPercent(85.5, 'en')).toBe('85.5\u00a0%');
    expect(formatPercent(85.5, 'de')).toBe('85,5\u00a0%');
    expect(formatPercent(100, 'de', 1)).toBe('100,0\u00a0%');
  });

  it('short on a chart’s axis: lakh in English', () => {
    expect(formatCompact(150_000, 'en')).toBe('1.5L');
    expect(formatCompact(50_000, 'en')).toBe('50K');
    expect(formatCompact(150_000, 'de')).toBe('150.000');
  });

  it('any German tag is German, anything else English', () => {
    expect(readerLocale('de')).toBe('de-DE');
    expect(readerLocale('de-AT')).toBe('de-DE');
    expect(readerLocale('en')).toBe('en-IN');
    expect(readerLocale('en-US')).toBe('en-IN');
    expect(readerLocale('')).toBe('en-IN');
  });
});
