import { describe, expect, it } from 'vitest';
import { gradeFor, normalizeRollNumber, parseRollNumber, sgpa, summarize } from './grade-scale.js';

describe('grade scale', () => {
  it.each([
    [100, 'S', 10, 'Pass'],
    [90, 'S', 10, 'Pass'],
    [89, 'A', 9, 'Pass'],
    [80, 'A', 9, 'Pass'],
    [79, 'B', 8, 'Pass'],
    [70, 'B', 8, 'Pass'],
    [69, 'C', 7, 'Pass'],
    [60, 'C', 7, 'Pass'],
    [59, 'D', 6, 'Pass'],
    [50, 'D', 6, 'Pass'],
    [49, 'F', 0, 'Fail'],
    [0, 'F', 0, 'Fail'],
  ] as const)('%s marks give %s (%s points, %s)', (marks, grade, gradePoints, status) => {
    expect(gradeFor(marks)).toEqual({ grade, gradePoints, status });
  });

  it('fractional marks just below a boundary stay in the lower grade', () => {
    expect(gradeFor(89.5).grade).toBe('A');
    expect(gradeFor(49.9).grade).toBe('F');
  });

  it('absent is AB with 0 points and fails', () => {
    expect(gradeFor('AB')).toEqual({ grade: 'AB', gradePoints: 0, status: 'Fail' });
  });

  it('refuses marks outside 0–100', () => {
    expect(() => gradeFor(101)).toThrow(RangeError);
    expect(() => gradeFor(-1)).toThrow(RangeError);
    expect(() => gradeFor(Number.NaN)).toThrow(RangeError);
  });
});

describe('SGPA', () => {
  it('is the credit-weighted mean of grade points, rounded to 2 decimals', () => {
    // (3×10 + 3×9 + 4×7 + 1.5×0) / 11.5 = 85 / 11.5 = 7.3913…
    expect(
      sgpa([
        { credits: 3, gradePoints: 10 },
        { credits: 3, gradePoints: 9 },
        { credits: 4, gradePoints: 7 },
        { credits: 1.5, gradePoints: 0 },
      ]),
    ).toBe(7.39);
  });

  it('rounds half up', () => {
    // (1×9 + 7×8) / 8 = 8.125 → 8.13
    expect(
      sgpa([
        { credits: 1, gradePoints: 9 },
        { credits: 7, gradePoints: 8 },
      ]),
    ).toBe(8.13);
  });

  it('is 0 without credits', () => {
    expect(sgpa([])).toBe(0);
  });

  it('summarizes totals, earned credits and pass/fail counts', () => {
    expect(
      summarize([
        { credits: 3, gradePoints: 10, status: 'Pass' },
        { credits: 4, gradePoints: 0, status: 'Fail' },
        { credits: 2, gradePoints: 6, status: 'Pass' },
      ]),
    ).toEqual({ totalCredits: 9, earnedCredits: 5, passCount: 2, failCount: 1, sgpa: 4.67 });
  });
});

describe('roll number parsing', () => {
  it('keeps the first token only', () => {
    expect(parseRollNumber('22VC1A0501 CSE-A')).toBe('22VC1A0501');
    expect(parseRollNumber('  22VC1A0501   extra words ')).toBe('22VC1A0501');
    expect(parseRollNumber('22VC1A0501')).toBe('22VC1A0501');
  });

  it('answers an empty string for blank input', () => {
    expect(parseRollNumber('')).toBe('');
    expect(parseRollNumber('   ')).toBe('');
  });

  it('normalises every spelling of one roll number to the one the results store', () => {
    for (const input of ['25VC1A0501', '25vc1a0501', '25VC1A0501 x1', ' 25vc1a0501\tx40 ', '25VC1A0501\u00a0(CSE)'])
      expect(normalizeRollNumber(input)).toBe('25VC1A0501');
    expect(normalizeRollNumber('   ')).toBe('');
  });
});
