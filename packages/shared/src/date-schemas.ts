import { z } from 'zod';
import { aYearFromToday, collegeToday, DATE_PATTERN, dayMonthYear, EARLIEST_DATE, isCalendarDate } from './dates.js';
import { INPUT_TEXTS } from './input-texts.js';
import { issueField, SHORT_CODE_MAX, textOnly, tooLong } from './limits.js';
import { issueText, type IssueMessage } from './schema-issue.js';

/** The date fields of the shared schemas (apart from dates.ts, so that a page that only shows dates loads no zod). */

/**
 * A calendar date from 1900-01-01 to `latest()` (evaluated at each check, so a long-running server
 * moves with the calendar): a badly written or impossible day answers `message`; one out of range
 * names the field and the range.
 */
export function calendarDate(opts: { message: IssueMessage; latest: () => string; label?: string }) {
  return z
    .string({ error: textOnly })
    .trim()
    .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX))
    .regex(DATE_PATTERN, { error: opts.message, abort: true })
    .refine(isCalendarDate, { error: opts.message, abort: true })
    .refine((value) => value >= EARLIEST_DATE && value <= opts.latest(), {
      error: (issue) => dateRangeIssue(opts.label ?? issueField(issue.path, 'The date'), EARLIEST_DATE, opts.latest()),
    });
}

/** A date of admission (or any date of the record): up to a year ahead; `label` names the field out of range. */
export const dateSchema = (message: IssueMessage, label?: string) => calendarDate({ message, latest: aYearFromToday, label });
/** A day that has come: not after the college's today (a date of birth, a cheque's date). */
export const notAfterTodaySchema = (message: IssueMessage) => calendarDate({ message, latest: collegeToday });
/** A date of birth: not after today. */
export const birthDateSchema = (message: IssueMessage) => calendarDate({ message, latest: collegeToday });

/** `{field} must be a date written YYYY-MM-DD`. */
export const dateWrittenIssue = (field: string) => issueText('input.dateWritten', INPUT_TEXTS.dateWritten, { field });

/** `{field} must be a date from {from} to {to}`, the days written as a reader reads them. */
export const dateRangeIssue = (field: string, from: string, to: string) =>
  issueText('input.dateRange', INPUT_TEXTS.dateRange, { field, from: dayMonthYear(from), to: dayMonthYear(to) });
