import { describe, expect, it } from 'vitest';
import { isValidAadhaar, verhoeffGenerate, verhoeffValidate, withVerhoeff } from './verhoeff.js';

describe('Verhoeff check digit', () => {
  it('generates the textbook check digits', () => {
    expect(verhoeffGenerate('236')).toBe('3');
    expect(verhoeffGenerate('12345')).toBe('1');
    expect(verhoeffGenerate('142857')).toBe('0');
  });

  it('validates numbers that end with their check digit', () => {
    expect(verhoeffValidate('2363')).toBe(true);
    expect(verhoeffValidate('123451')).toBe(true);
    expect(verhoeffValidate('1428570')).toBe(true);
  });

  it('rejects a changed digit and a swap of adjacent digits', () => {
    expect(verhoeffValidate('2364')).toBe(false);
    expect(verhoeffValidate('123415')).toBe(false);
    const good = withVerhoeff('23412341234');
    const swapped = good.slice(0, 3) + good[4] + good[3] + good.slice(5);
    expect(verhoeffValidate(good)).toBe(true);
    if (swapped !== good) expect(verhoeffValidate(swapped)).toBe(false);
  });

  it('rejects non-digits', () => {
    expect(verhoeffValidate('12a4')).toBe(false);
    expect(verhoeffValidate('')).toBe(false);
    expect(() => verhoeffGenerate('x')).toThrow();
  });

  it('accepts only 12-digit Aadhaar numbers with a correct check digit', () => {
    const good = withVerhoeff('49921234567');
    expect(good).toHaveLength(12);
    expect(isValidAadhaar(good)).toBe(true);
    expect(isValidAadhaar(good.slice(0, 11) + ((Number(good[11]) + 1) % 10))).toBe(false);
    expect(isValidAadhaar('0' + withVerhoeff('1234567890'))).toBe(false);
    expect(isValidAadhaar(withVerhoeff('4992123456'))).toBe(false);
  });
});
