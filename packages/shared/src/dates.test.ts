import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  aYearFromToday,
  collegeTimeZone,
  collegeToday,
  dayIn,
  dayMonthYear,
  isCalendarDate,
  isTimeZone,
  longDay,
  setCollegeTimeZone,
} from './dates.js';
import { birthDateSchema, dateSchema } from './date-schemas.js';
import { issueText, readIssue } from './schema-issue.js';

const DAY = 86_400_000;
const VALID_DATE = issueText('admissions.date', 'Please enter a valid date');
const form = z.object({
  dateOfAdmission: dateSchema(VALID_DATE),
  dateOfBirth: birthDateSchema(VALID_DATE),
});
const problem = (record: Record<string, string>) => {
  const r = form.partial().safeParse(record);
  return r.success ? null : { field: r.error.issues[0].path.join('.'), message: readIssue(r.error.issues[0].message).message };
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
      message: `dateOfAdmission must be a date from 01-01-1900 to ${dayMonthYear(aYearFromToday())}`,
    });
  });

  it('a date of admission may lie up to a year ahead, not more', () => {
    const inAYear = new Date(Date.now() + 365 * DAY).toISOString().slice(0, 10);
    const inTwoYears = new Date(Date.now() + 2 * 365 * DAY).toISOString().slice(0, 10);
    expect(problem({ dateOfAdmission: inAYear })).toBeNull();
    expect(problem({ dateOfAdmission: inTwoYears })?.field).toBe('dateOfAdmission');
  });

  it('a date of birth is not after today', () => {
    const today = collegeToday();
    const nextWeek = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
    expect(problem({ dateOfBirth: today })).toBeNull();
    expect(problem({ dateOfBirth: '2005-06-15' })).toBeNull();
    expect(problem({ dateOfBirth: nextWeek })).toEqual({
      field: 'dateOfBirth',
      message: `dateOfBirth must be a date from 01-01-1900 to ${dayMonthYear(collegeToday())}`,
    });
  });

  it("today is the college's: a date of birth of 23 November is refused at 18:29 UTC on the 22nd and taken at 18:30", () => {
    const schema = birthDateSchema(VALID_DATE);
    const at = (iso: string) => {
      const now = vi.spyOn(Date, 'now').mockReturnValue(Date.parse(iso));
      try {
        return schema.safeParse('2026-11-23').success;
      } finally {
        now.mockRestore();
      }
    };
    expect(at('2026-11-22T18:29:00Z')).toBe(false);
    expect(at('2026-11-22T18:30:00Z')).toBe(true);
  });
});

describe("the college's clock", () => {
  afterEach(() => setCollegeTimeZone('Asia/Kolkata'));

  // 00:36 IST on 23 November is 19:06 UTC on 22 November.
  const AT_0036_IST = Date.parse('2026-11-22T19:06:00Z');

  it('names the day in the college zone around midnight IST', () => {
    expect(dayIn('Asia/Kolkata', AT_0036_IST)).toBe('2026-11-23');
    expect(dayMonthYear(dayIn('Asia/Kolkata', AT_0036_IST))).toBe('23-11-2026');
    expect(longDay(dayIn('Asia/Kolkata', new Date(AT_0036_IST)))).toBe('23 November 2026');
    expect(dayIn('Asia/Kolkata', Date.parse('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(dayIn('Asia/Kolkata', Date.parse('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
    expect(dayIn('Europe/Berlin', AT_0036_IST)).toBe('2026-11-22');
  });

  it('is Asia/Kolkata until the college chooses another zone, and today follows it', () => {
    expect(collegeTimeZone()).toBe('Asia/Kolkata');
    expect(collegeToday(AT_0036_IST)).toBe('2026-11-23');
    setCollegeTimeZone('America/New_York');
    expect(collegeToday(AT_0036_IST)).toBe('2026-11-22');
    setCollegeTimeZone('Mars/Base');
    expect(collegeTimeZone()).toBe('America/New_York');
  });

  it('knows IANA zone names and nothing else', () => {
    for (const zone of ['Asia/Kolkata', 'Europe/Berlin', 'America/New_York', 'Asia/Calcutta']) expect(isTimeZone(zone)).toBe(true);
    for (const zone of ['Mars/Base', '', 'IST', 'Asia', '+05:30']) expect(isTimeZone(zone)).toBe(false);
  });
});
