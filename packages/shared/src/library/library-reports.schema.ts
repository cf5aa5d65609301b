import { z } from 'zod';
import { DATE_PATTERN, isCalendarDate } from '../dates.js';
import { dateRangeIssue, dateWrittenIssue } from '../date-schemas.js';
import { SHORT_CODE_MAX, textOnly, tooLong } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { catalogueQuerySchema } from './library.schema.js';
import { LIBRARY_REPORT_RANGE_MAX_DAYS, LIBRARY_REPORT_TEXTS } from './library-reports.texts.js';

const reportIssue = issuesOf('libraryReports', LIBRARY_REPORT_TEXTS);

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, `to` not counted (0 for one day). */
const daysApart = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** No college library counted its loans in this system before this day; a slip (0205) is refused, not searched. */
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2099-12-31';

const reportDay = (field: string) =>
  z
    .string({ error: textOnly })
    .trim()
    .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, field))
    .regex(DATE_PATTERN, { error: dateWrittenIssue(field), abort: true })
    .refine(isCalendarDate, { error: dateWrittenIssue(field), abort: true })
    .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, { error: dateRangeIssue(field, EARLIEST_DAY, LATEST_DAY) });

/** `from` and `to`, college days both included: `to` not before `from`, at most 366 days in all. */
export const libraryReportRangeSchema = z
  .object({ from: reportDay('from'), to: reportDay('to') })
  .refine((r) => r.from <= r.to, { error: reportIssue('rangeReversed'), path: ['to'] })
  .refine((r) => r.from > r.to || daysApart(r.from, r.to) < LIBRARY_REPORT_RANGE_MAX_DAYS, {
    error: reportIssue('rangeTooLong'),
    path: ['to'],
  });
export type LibraryReportRange = z.infer<typeof libraryReportRangeSchema>;

const count = z.number().int();
const ratio = z.number();

/** `GET /api/library/reports/circulation`: issues, returns and members served on each day of the range. */
export const circulationByDaySchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.object({
      day: z.string(),
      /** A Sunday or a college holiday. */
      closed: z.boolean(),
      issues: count,
      returns: count,
      /** Members with an issue or a return that day, each once. */
      members: count,
    }),
  ),
  /** `members`: each member once over the whole range, not the sum of the days. */
  totals: z.object({ issues: count, returns: count, members: count }),
});
export type CirculationByDay = z.infer<typeof circulationByDaySchema>;

/** `GET /api/library/reports/programmes`: issues to each programme's students, and to faculty. */
export const circulationByProgrammeSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      /** `null` for the faculty row. */
      programme: z.string().nullable(),
      issues: count,
      /** Active students of the programme (active faculty on the faculty row). */
      members: count,
      issuesPerMember: ratio,
    }),
  ),
  total: z.object({ issues: count, members: count, issuesPerMember: ratio }),
});
export type CirculationByProgramme = z.infer<typeof circulationByProgrammeSchema>;

/** One open loan past its due date, with the fine it has run up today. */
const overdueLoanSchema = z.object({
  loanId: z.number().int(),
  memberKind: z.enum(['student', 'faculty']),
  member: z.string(),
  /** Roll number or employee ID. */
  memberNumber: z.string(),
  /** A student's programme, a faculty member's department. */
  programme: z.string().nullable(),
  title: z.string(),
  accessionNumber: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  daysLate: count,
  finePaise: count,
});
export type OverdueLoan = z.infer<typeof overdueLoanSchema>;

/** `GET /api/library/reports/overdue`: a page of the overdue loans, the longest overdue first. */
export const overduePageSchema = z.object({
  today: z.string(),
  total: count,
  page: count,
  size: count,
  rows: z.array(overdueLoanSchema),
});
export type OverduePage = z.infer<typeof overduePageSchema>;

/** `GET /api/library/reports/overdue.xlsx`: every overdue loan (of a search, if one is given). */
export const overdueExportQuerySchema = catalogueQuerySchema.pick({ q: true });

/** The most titles the most-borrowed report lists. */
export const MOST_BORROWED_MAX = 50;

/** `GET /api/library/reports/most-borrowed`: the titles issued most in the range. */
export const mostBorrowedSchema = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(
    z.object({
      rank: count,
      titleId: z.number().int(),
      title: z.string(),
      authors: z.array(z.string()),
      issues: count,
      /** Copies the library holds: neither lost nor withdrawn. */
      copies: count,
    }),
  ),
});
export type MostBorrowed = z.infer<typeof mostBorrowedSchema>;

/** `GET /api/library/reports/naac`: the library's figures of NAAC criterion 4.2 for the range. */
export const naacFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Days of the range up to today that are neither Sundays nor college holidays. */
  openDays: count,
  /** Members with an issue or a return on each open day, summed over the open days. */
  memberVisits: count,
  averageDailyUsers: ratio,
  issuesToStudents: count,
  activeStudents: count,
  booksPerStudent: ratio,
  titlesHeld: count,
  volumesHeld: count,
  titlesAdded: count,
  volumesAdded: count,
});
export type NaacFigures = z.infer<typeof naacFiguresSchema>;
