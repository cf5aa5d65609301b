import { describe, expect, it } from 'vitest';
import { academicYearLabel } from './academic-year';

describe('academic year label', () => {
  it('is current-next from May', () => {
    expect(academicYearLabel(new Date(2026, 4, 1))).toBe('2026-2027');
    expect(academicYearLabel(new Date(2026, 10, 21))).toBe('2026-2027');
  });
  it('is previous-current until April', () => {
    expect(academicYearLabel(new Date(2026, 3, 30))).toBe('2025-2026');
    expect(academicYearLabel(new Date(2026, 0, 1))).toBe('2025-2026');
  });
});
