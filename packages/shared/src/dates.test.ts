import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { aYearFromToday, birthDateSchema, dateSchema, isCalendarDate, latestToday } from './dates.js';

const DAY = 86_400_000;
const form = z.object({
  dateOfAdmission: dateSchema('Please enter a valid date'),
  dateOfBirth: birthDateSchema('Please enter a valid date'),
});
const problem = (record: Record<string, string>) => {
  const r = form.partial().safeParse(record);
  return r.success ? null : { field: r.error.issues[0].path.join('.'), message: r.error.issues[0].message };
};

describe('calendar days', () => {
  it.each(['2025-01-31', '2024-02-29', '2000-02-29', '2025-12-31', '1900-01-01'])('%s is a day', (d) => {
    expect(isCalendarDate(d)).toBe(true);
  });
  it.each([
    '2025-02-30',
    '2025-02-29',
    '1900-02-29',
    '2100-02-29',
    '2025-04-31',
    '2025-13-01',
    '2025-00-10',
    '2025-01-00',
    '2025-1-5',
    '15/07/2025',
  ])('%s is not', (d) => {
    expect(isCalendarDate(d)).toBe(false);
  });
});

describe('the shared date schema', () => {
  it('refuses an impossible day with the form message and the field', () => {
    expect(problem({ dateOfAdmission: '2025-02-30' })).toEqual({ field: 'dateOfAdmission', message: 'Please enter a valid date' });
  });

  it.each(['0000-01-01', '1899-12-31', '9999-12-31'])('refuses %s as out of range, naming the field and the range', (d) => {
    expect(problem({ dateOfAdmission: d })).toEqual({
      field: 'dateOfAdmission',
      message: `dateOfAdmission must be a date from 1900-01-01 to ${aYearFromToday()}`,
    });
  });

  it('a date of admission may lie up to a year ahead, not more', () => {
    const inAYear = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
    const inTwoYears = new Date(Date.now() + 2 * 365 * DAY).toISOString().slice(0, 10);
    expect(problem({ dateOfAdmission: inAYear })).toBeNull();
    expect(problem({ dateOfAdmission: inTwoYears })?.field).toBe('dateOfAdmission');
  });

  it('a date of birth is not after today', () => {
    const today = new Date().toISOString().slice(0, 10);
    const nextWeek = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    expect(problem({ dateOfBirth: today })).toBeNull();
    expect(problem({ dateOfBirth: '2005-06-15' })).toBeNull();
    expect(problem({ dateOfBirth: nextWeek })).toEqual({
      field: 'dateOfBirth',
      message: `dateOfBirth must be a date from 1900-01-01 to ${latestToday()}`,
    });
  });

  it('today is the latest calendar day on Earth (UTC+14)', () => {
    expect(latestToday(Date.parse('2025-03-10T09:59:00Z'))).toBe('2025-03-10');
    expect(latestToday(Date.parse('2025-03-10T10:00:00Z'))).toBe('2025-03-11');
  });
});
