import { z } from 'zod';
import { DATE_PATTERN, isCalendarDate } from '../dates.js';
import { dateRangeIssue, dateWrittenIssue } from '../date-schemas.js';
import { issuesOf } from '../schema-issue.js';
import { boundedText, fromOneTo, NAME_MAX, SHORT_CODE_MAX, textOnly, tooLong, wholeNumber } from '../limits.js';
import { AUDIT_TEXTS } from './audit.texts.js';
import { auditChangesSchema } from './audit-changes.js';

export const AUDIT_PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_SIZE_MAX = AUDIT_PAGE_SIZES[AUDIT_PAGE_SIZES.length - 1];
const PAGE_MAX = 10_000;
/** An action's name as services record it: `user.approve`, `gatewayKey.update`, `create`. */
const ACTION_MAX = NAME_MAX;

/** No college ran this application before this day; a typing slip (0205) is refused rather than searched. */
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2099-12-31';

/** A real calendar day written YYYY-MM-DD, a college day of the audit log. */
const auditIssue = issuesOf('audit', AUDIT_TEXTS);

const auditDay = (field: 'from' | 'to') =>
  z
    .string({ error: textOnly })
    .trim()
    .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, field))
    .regex(DATE_PATTERN, { error: dateWrittenIssue(field), abort: true })
    .refine(isCalendarDate, { error: dateWrittenIssue(field), abort: true })
    .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, {
      error: dateRangeIssue(field, EARLIEST_DAY, LATEST_DAY),
    });

const filterShape = {
  /** Part of the acting user's name, in any case. */
  username: boundedText(NAME_MAX, 'username').optional(),
  /** One action, exactly as recorded. */
  action: boundedText(ACTION_MAX, 'action').optional(),
  /** College days (the college's time zone), both included. */
  from: auditDay('from').optional(),
  to: auditDay('to').optional(),
};

const fromNotAfterTo = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to;

/** `GET /api/audit-log/export.xlsx`: the filters of the list, without the page. */
export const auditFilterSchema = z.object(filterShape).refine(fromNotAfterTo, { error: auditIssue('rangeReversed'), path: ['from'] });
export type AuditFilter = z.infer<typeof auditFilterSchema>;

/** `GET /api/audit-log`: newest first. */
export const auditQuerySchema = z
  .object({
    ...filterShape,
    page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
    pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(25),
  })
  .refine(fromNotAfterTo, { error: auditIssue('rangeReversed'), path: ['from'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const auditEntrySchema = z.object({
  id: z.number(),
  /** The instant, ISO 8601 in UTC. */
  at: z.string(),
  /** Null for an action no signed-in user took (a password reset by its mailed link). */
  actorUsername: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** What else the entry says (the changes are in `changes`). */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Each field the change modified, before and after; empty when the entry changed no record's fields. */
  changes: auditChangesSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** An entry as a sentence (describeAuditEntry): a key of AUDIT_ENTRY_TEXTS.sentences and its values. */
export const auditSentenceSchema = z.object({
  key: z.string(),
  values: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.object({ paise: z.number() }), z.object({ term: z.string() }), z.object({ day: z.string() })]),
  ),
  count: z.number().optional(),
});

export const auditPageSchema = z.object({
  /** Every entry matching the filters, on all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(auditEntrySchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** `GET /api/audit-log/actions`: every action recorded so far, in alphabetical order. */
export const auditActionsSchema = z.array(z.string());
