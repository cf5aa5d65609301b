import { describe, expect, it } from 'vitest';
import { academicYearLabel, academicYearStart, dayIn } from './dates.js';

describe('academic year label', () => {
  it('is current-next from May', () => {
    expect(academicYearLabel('2026-05-01')).toBe('2026-2027');
    expect(academicYearLabel('2026-11-21')).toBe('2026-2027');
  });
  it('is previous-current until April', () => {
    expect(academicYearLabel('2026-04-30')).toBe('2025-2026');
    expect(academicYearLabel('2026-01-01')).toBe('2025-2026');
  });
  it("turns on the college's first of May: 00:36 IST is still 30 April in UTC", () => {
    expect(academicYearLabel(dayIn('Asia/Kolkata', Date.parse('2026-04-30T19:06:00Z')))).toBe('2026-2027');
  });
  it('starts on 1 May', () => {
    expect(academicYearStart('2026-11-25')).toBe('2026-05-01');
    expect(academicYearStart('2026-04-30')).toBe('2025-05-01');
  });
});
