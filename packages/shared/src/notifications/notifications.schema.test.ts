import { describe, expect, it } from 'vitest';
import { formatIndianMobile, normaliseIndianMobile } from './notifications.schema.js';

describe('Indian mobile numbers', () => {
  it('are stored in one form, however written', () => {
    for (const written of ['98480 22338', '+91-98480-22338', '098480 22338', '+91 98480 22338', '(98480) 22338'])
      expect(normaliseIndianMobile(written)).toBe('+919848022338');
    for (const written of ['58480 22338', '9848022', '+44 7911 123456']) expect(normaliseIndianMobile(written)).toBeUndefined();
  });

  it('are shown as people read them, and read back to the same number', () => {
    expect(formatIndianMobile('+919848022338')).toBe('+91 98480 22338');
    expect(normaliseIndianMobile(formatIndianMobile('+919848022338'))).toBe('+919848022338');
    expect(formatIndianMobile('office@college.edu.in')).toBe('office@college.edu.in');
  });
});
