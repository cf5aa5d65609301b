import { z } from 'zod';
import { paymentMeansSchema } from './payment-means.js';
import { DATE_PATTERN, isCalendarDate } from '../dates.js';
import { dateRangeIssue, dateWrittenIssue } from '../date-schemas.js';
import { MESSAGES } from '../messages.js';
import { boundedText, fromOneTo, oneOfIssue, ROLL_NO_MAX, SHORT_CODE_MAX, textOnly, tooLong, wholeNumber } from '../limits.js';
import { ACCOUNTS_TEXTS, COLLECTIONS_RANGE_MAX_DAYS } from './accounts.texts.js';
import { COLLECTION_MODES, RETURNABLE_MODES } from './collection-modes.js';
import { flagCauseSchema } from './flag-reason.js';
import { issueText, issuesOf } from '../schema-issue.js';

const accountsIssue = issuesOf('feeAccounts', ACCOUNTS_TEXTS);
export const ACCOUNTS_PAGE_SIZES = [10, 25, 50, 100] as const;
const PAGE_SIZE_MAX = ACCOUNTS_PAGE_SIZES[ACCOUNTS_PAGE_SIZES.length - 1];
const PAGE_MAX = 10_000;
const ORDER_STATUS_LIST = ['PENDING', 'PAID', 'DROPPED', 'EXPIRED', 'FLAGGED'] as const;
export type AccountsOrderStatus = (typeof ORDER_STATUS_LIST)[number];
export const ACCOUNTS_ORDER_STATUSES: readonly AccountsOrderStatus[] = ORDER_STATUS_LIST;

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** No college collected fees online before this day; a typing slip (0205) is refused rather than searched. */
const EARLIEST_DAY = '2000-01-01';
const LATEST_DAY = '2099-12-31';

/**
 * A real calendar day written YYYY-MM-DD. (Checked here rather than with dates.ts's schemas, which
 * the app's first script holds: a page using them would pull the schema library into it.)
 */
const reportDay = (field: string) =>
  z
    .string({ error: textOnly })
    .trim()
    .max(SHORT_CODE_MAX, tooLong(SHORT_CODE_MAX, field))
    .regex(DATE_PATTERN, { error: dateWrittenIssue(field), abort: true })
    .refine(isCalendarDate, { error: dateWrittenIssue(field), abort: true })
    .refine((day) => day >= EARLIEST_DAY && day <= LATEST_DAY, {
      error: dateRangeIssue(field, EARLIEST_DAY, LATEST_DAY),
    });

/** `from` and `to` (college days, both included): not reversed, at most a year apart; `mode`: only the collections paid so. */
export const collectionsRangeSchema = z
  .object({
    from: reportDay('from'),
    to: reportDay('to'),
    mode: z.enum(COLLECTION_MODES, { error: accountsIssue('modeUnknown') }).optional(),
  })
  .refine((r) => r.from <= r.to, { error: accountsIssue('rangeReversed'), path: ['from'] })
  .refine((r) => r.from > r.to || daysBetween(r.from, r.to) < COLLECTIONS_RANGE_MAX_DAYS, {
    error: accountsIssue('rangeTooLong'),
    path: ['to'],
  });
export type CollectionsRange = z.infer<typeof collectionsRangeSchema>;

/** One mode's collections in a range: how many and how much. */
export const modeFigureSchema = z.object({ mode: z.enum(COLLECTION_MODES), count: z.number(), amountPaise: z.number() });
export type ModeFigure = z.infer<typeof modeFigureSchema>;

/** `GET /api/payments/accounts/collections`: what was collected, per college day, per fee type and per mode. */
export const collectionsReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The mode chosen: every figure is of the collections paid so. */
  mode: z.enum(COLLECTION_MODES).nullable(),
  totalPaise: z.number(),
  count: z.number(),
  /** Refunds made in the range (by the day the money went back): money that went back to payers. */
  refundedPaise: z.number(),
  /**
   * Cheques and drafts the bank returned in the range (by the day their credit note was made): the
   * collection reversed, no money went back (ADR 0106). Netted as refunds are; listed apart from them.
   */
  returned: z.array(z.object({ mode: z.enum(RETURNABLE_MODES), count: z.number(), amountPaise: z.number() })),
  returnedPaise: z.number(),
  /** What the college kept: total less refunds and returned cheques and drafts. */
  netPaise: z.number(),
  /** Modes with a collection in the range, in the order of COLLECTION_MODES. */
  byMode: z.array(modeFigureSchema),
  /** Every day of the range, days without a collection included (0). */
  byDay: z.array(z.object({ day: z.string(), amountPaise: z.number(), count: z.number() })),
  /** Fee types with a collection in the range, largest first; an order paying two fee types counts in both. */
  byFeeType: z.array(z.object({ feeType: z.string(), name: z.string(), amountPaise: z.number(), count: z.number() })),
});
export type CollectionsReport = z.infer<typeof collectionsReportSchema>;

/** `GET /api/payments/accounts/orders`: FLAGGED orders first, then the newest; `q` is a roll number, part of an order id, an RRN/UTR or a transaction id. */
export const accountsOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUS_LIST, { error: oneOfIssue('status', ORDER_STATUS_LIST) }).optional(),
  q: boundedText(ROLL_NO_MAX, 'q').optional(),
  page: wholeNumber(1, PAGE_MAX, fromOneTo('page', PAGE_MAX)).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(25),
});
export type AccountsOrdersQuery = z.infer<typeof accountsOrdersQuerySchema>;

const accountsOrderRowSchema = z.object({
  orderId: z.string(),
  rollNumber: z.string(),
  studentName: z.string(),
  kind: z.string(),
  /** The fee type codes the order pays, with the semester where there is one: `TUITION (3), EXAM (3)`. */
  items: z.string(),
  amountPaise: z.number(),
  status: z.enum(ORDER_STATUS_LIST),
  flagReason: z.string().nullable(),
  /** flagReason by its keys and values, for the reader's language (FLAG_REASON_TEXTS). */
  flagCause: flagCauseSchema.nullable(),
  createdAt: z.string(),
  receiptNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  /** The paying transaction (as on the receipt), the bank's reference (RRN/UTR) and how it was paid; null until paid. */
  transactionId: z.string().nullable(),
  rrn: z.string().nullable(),
  paidBy: z.string().nullable(),
  /** The same facts, for a line in the reader's language (paymentMeansText); paidBy is it in English. */
  means: paymentMeansSchema.nullable(),
  /** Money received that pays no due and is owed back (the due was already paid by another order). */
  refundDuePaise: z.number(),
});
export type AccountsOrderRow = z.infer<typeof accountsOrderRowSchema>;

export const accountsOrdersPageSchema = z.object({
  /** Every order matching the search, on all pages. */
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  /** How many orders of each status there are (the search and status filter left aside). */
  counts: z.record(z.enum(ORDER_STATUS_LIST), z.number()),
  rows: z.array(accountsOrderRowSchema),
});
export type AccountsOrdersPage = z.infer<typeof accountsOrdersPageSchema>;

/** `GET /api/payments/accounts/history?rollNumber=`. */
export const paymentHistoryQuerySchema = z.object({
  rollNumber: boundedText(ROLL_NO_MAX, 'rollNumber').min(1, { error: issueText('results.enterRollNumber', MESSAGES.enterRollNumber) }),
});

export const paymentHistorySchema = z.object({
  rollNumber: z.string(),
  studentName: z.string(),
  /** Every order of the student, newest first. */
  orders: z.array(accountsOrderRowSchema),
  paidTotalPaise: z.number(),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;
