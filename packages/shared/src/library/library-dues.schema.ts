import { z } from 'zod';
import { messageKeyFields } from '../errors.js';
import { boundedText, ID_MAX, wholeNumber } from '../limits.js';
import { issuesOf } from '../schema-issue.js';
import { typedRupees } from '../payments/fees.schema.js';
import { LIBRARY_DUES_TEXTS } from './library-dues.texts.js';

const duesIssue = issuesOf('libraryDues', LIBRARY_DUES_TEXTS);

/** The most one waiver may be: ₹1,00,000.00, far above any copy's price. */
const WAIVER_MAX_PAISE = 1_00_000_00;

/** A charge's number in a path. */
export const libraryChargeIdSchema = z.object({ id: z.coerce.number().int().min(1).max(ID_MAX) });

/** A waiver: how much of the charge's unpaid part, and why (kept with the charge and in the audit log). */
export const waiverSchema = z.object({
  amountPaise: wholeNumber(1, WAIVER_MAX_PAISE, duesIssue('waiverAmount')),
  reason: boundedText(300, 'reason').min(5, duesIssue('waiverReasonRequired')),
});
export type Waiver = z.output<typeof waiverSchema>;

/** The waiver dialog: the amount typed in rupees in the reader's language. */
export const waiverFormSchema = (language = 'en') =>
  waiverSchema.extend({
    amountPaise: typedRupees(language, wholeNumber(1, WAIVER_MAX_PAISE, duesIssue('waiverAmount'))),
  }) as unknown as z.ZodType<Waiver, { amountPaise: string; reason: string }>;

/** What a member owes the library for one loan: a fine, or a lost or damaged copy, with what was paid and waived. */
export const libraryChargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['overdue', 'lost', 'damaged']),
  title: z.string(),
  accessionNumber: z.string(),
  /** The business date the loan closed, when the charge arose. */
  chargedOn: z.string().nullable(),
  amountPaise: z.number().int(),
  paidPaise: z.number().int(),
  waivedPaise: z.number().int(),
  waiverReason: z.string().nullable(),
  unpaidPaise: z.number().int(),
});
export type LibraryCharge = z.infer<typeof libraryChargeSchema>;

/** The library's no-dues clearance of a member: cleared when nothing is on loan and nothing is owed. */
export const clearanceSchema = z.object({
  kind: z.enum(['student', 'faculty']),
  barcode: z.string(),
  name: z.string(),
  programme: z.string().nullable(),
  /** The business date it was asked on. */
  asOf: z.string(),
  cleared: z.boolean(),
  onLoan: z.number().int(),
  owedPaise: z.number().int(),
  /** Why the member is not cleared; empty when cleared. */
  reasons: z.array(z.object({ message: z.string(), ...messageKeyFields })),
});
export type Clearance = z.infer<typeof clearanceSchema>;
