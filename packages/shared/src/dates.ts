import { z } from 'zod';
import { issueField, SHORT_CODE_MAX, textOnly, tooLong } from './limits.js';

/** Dates travel as `YYYY-MM-DD`. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** No date of a student or an admission lies before this day. */
const EARLIEST_DATE = '1900-01-01';

const DAY_MS = 86_400_000;
/** Today's calendar day where it is latest (UTC+14), so that "not after today" holds in every time zone. */
export const latestToday = (now = Date.now()) => new Date(now + 14 * 3_600_000).toISOString().slice(0, 10);
/** A year after the latest today (a date of admission may be set that far ahead). */
export const aYearFromToday = (now = Date.now()) => latestToday(now + 366 * DAY_MS);

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` that names a real day (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]);
}

/**
 * A calendar date from 1900-01-01 to `latest()` (evaluated at each check, so a long-running server
 * moves with the calendar): a badly written or impossible day answers `message`; one out of range
 * names the field and the range.
 */
function calendarDate(opts: { message: string; latest: () => string }) {
  return z
    .string({ error: textOnly })
    .trim()
    .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX))
    .regex(DATE_PATTERN, { error: opts.message, abort: true })
    .refine(isCalendarDate, { error: opts.message, abort: true })
    .refine((value) => value >= EARLIEST_DATE && value <= opts.latest(), {
      error: (issue) => `${issueField(issue.path, 'The date')} must be a date from ${EARLIEST_DATE} to ${opts.latest()}`,
    });
}

/** A date of admission (or any date of the record): up to a year ahead. */
export const dateSchema = (message: string) => calendarDate({ message, latest: aYearFromToday });
/** A date of birth: not after today. */
export const birthDateSchema = (message: string) => calendarDate({ message, latest: latestToday });

/** The time zone whose calendar day is "today" for the college's records. */
export const COLLEGE_TIME_ZONE = 'Asia/Kolkata';

/**
 * Today's calendar day (`YYYY-MM-DD`) where the college is. Every "not in the future" rule of a
 * record asks this one function, so the zone can become a college setting in one place.
 */
export function collegeToday(now: number | Date = Date.now(), timeZone: string = COLLEGE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The current year where the college is. */
export const collegeYear = (now: number | Date = Date.now()) => Number(collegeToday(now).slice(0, 4));
