import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { messageKeyFields } from '../errors.js';
import { CODE_MAX, ID_MAX, NAME_MAX, oneLine, oneOfIssue, requiredIssue, requiredLine, textOnly, tooLong, wholeNumber } from '../limits.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issuesOf, issueText } from '../schema-issue.js';
import { typedRupees } from '../payments/fees.schema.js';
import { CIRCULATION_TEXTS } from './circulation.texts.js';
import { libraryChargeSchema } from './library-dues.schema.js';

const circulationIssue = issuesOf('circulation', CIRCULATION_TEXTS);

/** Who borrows: the college's students and its faculty; there is no register of members apart from them. */
const MEMBER_KINDS = ['student', 'faculty'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

/** What a copy is for lending: a book is lent by its rule; a reference copy stays in the library. */
export const ITEM_KINDS = ['book', 'reference'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** How a loan ended. */
const LOAN_OUTCOMES = ['returned', 'lost', 'damaged'] as const;
export type LoanOutcome = (typeof LOAN_OUTCOMES)[number];

/** What a member owes: a fine for days late, or a lost or damaged copy's price with the processing fee. */
export type ChargeKind = 'overdue' | 'lost' | 'damaged';

/** The most a rule's counts and days may be; any library's rules fit far below. */
const COUNT_MAX = 365;
/** The most a rule's amounts may be: ₹1,00,000.00. */
const AMOUNT_MAX_PAISE = 1_00_000_00;

/** A scanned or typed barcode: a roll number, an employee ID or a copy's barcode, kept in capitals. */
const barcodeSchema = (field: string) =>
  oneLine(
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredIssue(field) : textOnly(issue)) })
      .trim()
      .max(CODE_MAX, tooLong(CODE_MAX, field)),
    field,
  )
    .min(1, requiredIssue(field))
    .regex(/^[A-Za-z0-9/-]+$/, { error: circulationIssue('barcodeWritten') })
    .transform((v) => v.toUpperCase());

export const memberBarcodeSchema = z.object({ barcode: barcodeSchema('Member barcode') });

/** Issue at the desk: the member's barcode, then the copy's. */
export const issueSchema = z.object({ memberBarcode: barcodeSchema('Member barcode'), copyBarcode: barcodeSchema('Copy barcode') });
export type IssueRequest = z.output<typeof issueSchema>;

/** Return or renew: the copy's barcode alone names its open loan. */
export const copyScanSchema = z.object({ copyBarcode: barcodeSchema('Copy barcode') });
export type CopyScan = z.output<typeof copyScanSchema>;

/** A copy on loan declared lost, or returned damaged: its price and the processing fee are charged. */
export const lossSchema = copyScanSchema.extend({
  condition: z.enum(['lost', 'damaged'], { error: oneOfIssue('Condition', ['lost', 'damaged']) }),
});
export type LossRequest = z.output<typeof lossSchema>;

const count = (field: string, min = 0) => wholeNumber(min, COUNT_MAX, circulationIssue('countRange', { field, min, max: COUNT_MAX }));
const amount = (field: string) => wholeNumber(0, AMOUNT_MAX_PAISE, issueText('input.wholePaise', INPUT_TEXTS.wholePaise, { field }));

/** A borrowing rule's figures; amounts in paise. */
const borrowingRuleFieldsSchema = z.object({
  maxLoans: count('Books at once'),
  loanDays: count('Loan days', 1),
  renewals: count('Renewals'),
  finePerDayPaise: amount('Fine per day'),
  graceDays: count('Grace days'),
  maxFinePaise: amount('Maximum fine'),
  processingFeePaise: amount('Processing fee'),
  fineLimitPaise: amount('Fine limit'),
});

const borrowingRuleKindsSchema = z.object({
  memberKind: z.enum(MEMBER_KINDS, { error: oneOfIssue('Member kind', MEMBER_KINDS) }),
  itemKind: z.enum(ITEM_KINDS, { error: oneOfIssue('Item kind', ITEM_KINDS) }),
});

export const borrowingRuleSchema = borrowingRuleKindsSchema.extend(borrowingRuleFieldsSchema.shape);
export type BorrowingRule = z.output<typeof borrowingRuleSchema>;

/** A rule as its form holds it: the counts as typed, the amounts in rupees. */
export type BorrowingRuleForm = Record<Exclude<keyof BorrowingRule, 'memberKind' | 'itemKind'>, string> &
  Pick<BorrowingRule, 'memberKind' | 'itemKind'>;

const typedAmount = (language: string, field: string) => typedRupees(language, amount(field), circulationIssue('amountTyped', { field }));

/** The rule dialog: a rule, its amounts typed in rupees in the reader's language. */
export const borrowingRuleFormSchema = (language = 'en') =>
  borrowingRuleSchema.extend({
    finePerDayPaise: typedAmount(language, 'Fine per day'),
    maxFinePaise: typedAmount(language, 'Maximum fine'),
    processingFeePaise: typedAmount(language, 'Processing fee'),
    fineLimitPaise: typedAmount(language, 'Fine limit'),
  }) as unknown as z.ZodType<BorrowingRule, BorrowingRuleForm>;

const figure = z.number().int();
/** A borrowing rule as the server answers it. */
export const borrowingRuleAnswerSchema = z.object({
  memberKind: z.enum(MEMBER_KINDS),
  itemKind: z.enum(ITEM_KINDS),
  maxLoans: figure,
  loanDays: figure,
  renewals: figure,
  finePerDayPaise: figure,
  graceDays: figure,
  maxFinePaise: figure,
  processingFeePaise: figure,
  fineLimitPaise: figure,
});
export const borrowingRulesSchema = z.object({ rules: z.array(borrowingRuleAnswerSchema) });

/** A day the college is closed, with its name. */
export const holidaySchema = z.object({
  day: dateSchema(dateWrittenIssue('Day'), 'Day'),
  name: requiredLine('Name', NAME_MAX),
});
export type Holiday = z.output<typeof holidaySchema>;
export const holidayDaySchema = z.object({ day: dateSchema(dateWrittenIssue('Day'), 'Day') });
export const holidayAnswerSchema = z.object({ day: z.string(), name: z.string() });
export const holidaysSchema = z.object({ holidays: z.array(holidayAnswerSchema) });

const idField = z.number().int().min(1).max(ID_MAX);
const keyedMessageSchema = z.object({ message: z.string(), ...messageKeyFields });

/**
 * Where a hold stands: `waiting` in the title's queue, `ready` with a copy set aside on the hold
 * shelf, then `fulfilled` (borrowed), `cancelled` or `expired` (not collected in time).
 */
const HOLD_STATUSES = ['waiting', 'ready', 'fulfilled', 'cancelled', 'expired'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];
/** The holds still open: in the queue, or on the hold shelf. */
export const OPEN_HOLD_STATUSES = ['waiting', 'ready'] as const;
export type OpenHoldStatus = (typeof OPEN_HOLD_STATUSES)[number];

/** A hold as its member, the desk and the holds list see it. */
export const holdSchema = z.object({
  id: idField,
  titleId: idField,
  title: z.string(),
  memberKind: z.enum(['student', 'faculty']),
  memberName: z.string(),
  memberBarcode: z.string(),
  placedOn: z.string(),
  status: z.enum(HOLD_STATUSES),
  /** A waiting hold's place in the title's queue (1 is next), else null. */
  position: z.number().int().nullable(),
  /** The copy set aside for a ready hold. */
  accessionNumber: z.string().nullable(),
  copyBarcode: z.string().nullable(),
  readyOn: z.string().nullable(),
  /** The last college day a ready hold may be collected. */
  pickupBy: z.string().nullable(),
});
export type Hold = z.infer<typeof holdSchema>;

/** A copy set aside at a return: whom the hold shelf keeps it for, and until when. */
const holdShelfSchema = z.object({ name: z.string(), memberBarcode: z.string(), pickupBy: z.string() });
export type HoldShelf = z.infer<typeof holdShelfSchema>;

const loanSchema = z.object({
  id: idField,
  copyId: idField,
  barcode: z.string(),
  accessionNumber: z.string(),
  title: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  renewals: z.number().int(),
  renewalsAllowed: z.number().int(),
  closedOn: z.string().nullable(),
  outcome: z.enum(LOAN_OUTCOMES).nullable(),
  finePaise: z.number().int(),
  /** What an open loan would owe if it came back today. */
  fineTodayPaise: z.number().int(),
  overdue: z.boolean(),
});
export type Loan = z.infer<typeof loanSchema>;

/** A member as the desk sees them after a scan: who, their loans, what they owe and why nothing could be issued. */
export const memberSchema = z.object({
  kind: z.enum(MEMBER_KINDS),
  id: idField,
  barcode: z.string(),
  name: z.string(),
  /** A student's programme and branch, a faculty member's department. */
  programme: z.string().nullable(),
  hasPhoto: z.boolean(),
  loans: z.array(loanSchema),
  /** Every charge of the member's loans, the newest first. */
  charges: z.array(libraryChargeSchema),
  owedPaise: z.number().int(),
  /** Why an issue would be refused now, whatever the copy: empty when the member may borrow. */
  refusals: z.array(keyedMessageSchema),
  /** The member's open holds: waiting in a queue or on the hold shelf. */
  holds: z.array(holdSchema).optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** The answer of an issue, renewal, return or loss: the loan as it stands, and the member's panel. */
export const circulationResultSchema = z.object({
  loan: loanSchema,
  /** A return scanned again: the loan was closed by an earlier scan and nothing was recorded now. */
  alreadyReturned: z.boolean(),
  /** What was charged now (a fine, a lost copy's price with the processing fee). */
  chargedPaise: z.number().int(),
  /** A returned copy a hold was waiting for: it goes on the hold shelf for this member. */
  holdShelf: holdShelfSchema.optional(),
});
export type CirculationResult = z.infer<typeof circulationResultSchema>;
