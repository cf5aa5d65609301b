import { z } from 'zod';
import { paymentMeansSchema } from './payment-means.js';
import { notAfterTodaySchema } from '../date-schemas.js';
import { boundedText, fromOneTo, idSchema, NAME_MAX, oneLineText, ROLL_NO_MAX, wholeNumber } from '../limits.js';
import { ACCOUNTS_PAGE_SIZES, modeFigureSchema, type ModeFigure } from './accounts.schema.js';
import { COLLECTION_MODES, COUNTER_MODES, type CounterMode } from './collection-modes.js';
import { COUNTER_TEXTS } from './counter.texts.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf } from '../schema-issue.js';

const counterIssue = issuesOf('counter', COUNTER_TEXTS);
const paymentIssue = issuesOf('payments', PAYMENT_MESSAGES);
/** Modes paid by an instrument the bank must still honour: received first, later cleared or bounced. */
export const INSTRUMENT_MODES = ['DD', 'CHEQUE'] as const satisfies readonly CounterMode[];
export const isInstrumentMode = (mode: string): mode is (typeof INSTRUMENT_MODES)[number] =>
  (INSTRUMENT_MODES as readonly string[]).includes(mode);
/** Modes named by the bank's UTR. */
export const UTR_MODES = ['TRANSFER', 'UPI_QR'] as const satisfies readonly CounterMode[];
export const isUtrMode = (mode: string): mode is (typeof UTR_MODES)[number] => (UTR_MODES as readonly string[]).includes(mode);

export const INSTRUMENT_STATUSES = ['received', 'cleared', 'bounced'] as const;
export type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];

/** Indian notes and coins counted at the day's closing, in rupees. */
export const DENOMINATIONS = [500, 200, 100, 50, 20, 10, 5, 2, 1] as const;

/** ₹1 crore: the largest receipt, as an order's. */
const COUNTER_AMOUNT_MAX_PAISE = 1_000_000_000;
/** A cheque is valid for three months from its date (RBI, since 2012). */
export const CHEQUE_VALID_MONTHS = 3;

/** A cheque or DD number: six digits on Indian CTS cheques and drafts. */
const INSTRUMENT_NO = /^\d{6}$/;
/** A UTR: 12 digits (IMPS, UPI), 16 characters (NEFT) or 22 (RTGS); letters and digits only. */
const UTR = /^[A-Za-z0-9]{12,22}$/;

const itemSchema = z.object({
  feeTypeId: idSchema(),
  semester: wholeNumber(1, 20, fromOneTo('semester', 20)).nullable(),
  amountPaise: wholeNumber(100, COUNTER_AMOUNT_MAX_PAISE, counterIssue('amountRange')),
});

/** `POST /api/payments/counter/receipts`: money received at the counter against a student's dues. */
export const counterReceiptSchema = z
  .object({
    rollNo: boundedText(ROLL_NO_MAX, 'rollNo').min(1, counterIssue('rollNoRequired')),
    /** Made by the form when it opens: a second press of the same form records nothing new. */
    requestKey: z.uuid({ error: issueText('input.uuid', INPUT_TEXTS.uuid, { field: 'requestKey' }) }),
    items: z.array(itemSchema).min(1, paymentIssue('chooseFee')).max(40),
    mode: z.enum(COUNTER_MODES, { error: counterIssue('modeRequired') }),
    /** Cheque or DD number. */
    instrumentNo: oneLineText(20, 'instrumentNo').optional(),
    /** The bank a cheque or DD is drawn on. */
    bank: oneLineText(NAME_MAX, 'bank').optional(),
    /** The issuing branch of a DD. */
    branch: oneLineText(NAME_MAX, 'branch').optional(),
    /** The date written on the cheque or DD. */
    instrumentDate: notAfterTodaySchema(counterIssue('instrumentDateInvalid')).optional(),
    /** The bank's UTR of a transfer or of a payment to the college's UPI QR. */
    utr: oneLineText(30, 'utr').optional(),
    /** Who handed the money over, when not the student (a parent's name). */
    receivedFrom: oneLineText(NAME_MAX, 'receivedFrom').optional(),
    remarks: oneLineText(200, 'remarks').optional(),
  })
  .superRefine((body, ctx) => {
    const need = (field: keyof typeof body, message: string) => {
      if (!body[field]) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (isInstrumentMode(body.mode)) {
      need('instrumentNo', body.mode === 'DD' ? counterIssue('ddNoRequired') : counterIssue('chequeNoRequired'));
      if (body.instrumentNo && !INSTRUMENT_NO.test(body.instrumentNo))
        ctx.addIssue({ code: 'custom', path: ['instrumentNo'], message: counterIssue('instrumentNoDigits') });
      need('bank', counterIssue('bankRequired'));
      need('instrumentDate', counterIssue('instrumentDateRequired'));
      if (body.mode === 'DD') need('branch', counterIssue('branchRequired'));
    }
    if (isUtrMode(body.mode)) {
      need('utr', counterIssue('utrRequired'));
      if (body.utr && !UTR.test(body.utr)) ctx.addIssue({ code: 'custom', path: ['utr'], message: counterIssue('utrInvalid') });
    }
    const keys = body.items.map((i) => `${i.feeTypeId}/${i.semester ?? ''}`);
    if (new Set(keys).size !== keys.length) ctx.addIssue({ code: 'custom', path: ['items'], message: paymentIssue('chooseOnce') });
  });
export type CounterReceiptBody = z.infer<typeof counterReceiptSchema>;

/** A receipt the counter issued, as the counter's screens list it. */
const counterReceiptRowSchema = z.object({
  receiptNo: z.string(),
  rollNumber: z.string(),
  studentName: z.string(),
  items: z.string(),
  amountPaise: z.number(),
  mode: z.enum(COLLECTION_MODES),
  /** `Cheque 123456, State Bank of India, dated 20-11-2026`, `UTR …`, `Cash` (counterMeansText). */
  paidBy: z.string(),
  /** The same facts, for a line in the reader's language (paymentMeansText); paidBy is it in English. */
  means: paymentMeansSchema,
  instrumentStatus: z.enum(INSTRUMENT_STATUSES).nullable(),
  /** The instant received (ISO). */
  receivedAt: z.string(),
  /** The day the receipt counts on (YYYY-MM-DD, college time). */
  businessDate: z.string(),
  clerk: z.string(),
  /** The credit note of a bounced cheque or DD. */
  creditNoteNo: z.string().nullable(),
});
export type CounterReceiptRow = z.infer<typeof counterReceiptRowSchema>;

export const counterReceiptAnswerSchema = z.object({
  receipt: counterReceiptRowSchema,
  /** True when this answer is of a receipt the same form already recorded (a second press). */
  repeated: z.boolean(),
  /** An online payment of one of these dues that was started and may still be paid: it would be refunded. */
  openOnline: z.array(z.object({ orderId: z.string(), items: z.string() })),
});
export type CounterReceiptAnswer = z.infer<typeof counterReceiptAnswerSchema>;

/** One mode's count and amount in a day. */
const modeTotalSchema = modeFigureSchema;
export type ModeTotal = ModeFigure;

/** Notes and coins counted: how many of each denomination (rupees, as text keys). */
const denominationsSchema = z.partialRecord(
  z.enum(DENOMINATIONS.map(String) as [string, ...string[]], { error: counterIssue('denominationUnknown') }),
  wholeNumber(0, 100_000, counterIssue('denominationCount')),
);
export type Denominations = z.infer<typeof denominationsSchema>;

const COUNTER_DAY_STATUSES = ['open', 'closed'] as const;

/** The closing as saved: what was counted and where the cash went. */
const closingSchema = z.object({
  denominations: z.record(z.string(), z.number()),
  countedCashPaise: z.number(),
  expectedCashPaise: z.number(),
  /** counted − expected: positive is cash over, negative short. */
  differencePaise: z.number(),
  differenceNote: z.string().nullable(),
  depositSlipNo: z.string().nullable(),
  closedAt: z.string(),
  closedBy: z.string(),
});

/** `GET /api/payments/counter/day`: one clerk's day at the counter. */
export const counterDaySchema = z.object({
  id: z.number().nullable(),
  date: z.string(),
  clerk: z.string(),
  clerkUserName: z.string(),
  status: z.enum(COUNTER_DAY_STATUSES),
  receipts: z.array(counterReceiptRowSchema),
  totals: z.array(modeTotalSchema),
  totalPaise: z.number(),
  closing: closingSchema.nullable(),
  /** Changes after the closing (accounts officer), newest first. */
  changes: z.array(z.object({ at: z.string(), by: z.string(), reason: z.string(), what: z.string() })),
});
export type CounterDay = z.infer<typeof counterDaySchema>;

export const counterDayQuerySchema = z.object({
  date: notAfterTodaySchema(counterIssue('dateInvalid')).optional(),
  /** Accounts: another clerk's day, by their user id. */
  clerkId: idSchema().optional(),
});

/** `POST /api/payments/counter/day/close`: the clerk counts the cash and names the deposit slip. */
export const counterCloseSchema = z
  .object({
    date: notAfterTodaySchema(counterIssue('dateInvalid')),
    denominations: denominationsSchema,
    depositSlipNo: oneLineText(40, 'depositSlipNo').optional(),
    /** Why the cash counted differs from the cash received; required when it does. */
    differenceNote: oneLineText(300, 'differenceNote').optional(),
  })
  .strict();
export type CounterCloseBody = z.infer<typeof counterCloseSchema>;

/** `PUT /api/payments/counter/days/{id}`: the accounts officer changes a closed day, with a reason. */
export const counterDayAmendSchema = z
  .object({
    denominations: denominationsSchema.optional(),
    depositSlipNo: oneLineText(40, 'depositSlipNo').optional(),
    differenceNote: oneLineText(300, 'differenceNote').optional(),
    /** Reopen the day so that its clerk may record again (the closing is kept until they close it anew). */
    reopen: z.boolean().optional(),
    reason: boundedText(500, 'reason').min(5, paymentIssue('reasonRequired')),
  })
  .strict();
export type CounterDayAmendBody = z.infer<typeof counterDayAmendSchema>;

export const counterDayIdParamsSchema = z.object({ id: idSchema() });

/** `GET /api/payments/counter/days`: every clerk's day of a date (accounts). */
export const counterDaysQuerySchema = z.object({ date: notAfterTodaySchema(counterIssue('dateInvalid')).optional() });
const counterDaySummarySchema = z.object({
  id: z.number(),
  clerkId: z.number(),
  clerk: z.string(),
  date: z.string(),
  status: z.enum(COUNTER_DAY_STATUSES),
  count: z.number(),
  totalPaise: z.number(),
  totals: z.array(modeTotalSchema),
  differencePaise: z.number().nullable(),
  depositSlipNo: z.string().nullable(),
});
export const counterDaysSchema = z.object({ date: z.string(), days: z.array(counterDaySummarySchema) });
export type CounterDaysAnswer = z.infer<typeof counterDaysSchema>;

/** `GET /api/payments/counter/instruments`: cheques and DDs by their state, a page at a time. */
export const instrumentsQuerySchema = z.object({
  status: z.enum(INSTRUMENT_STATUSES).default('received'),
  page: wholeNumber(1, 10_000, fromOneTo('page', 10000)).default(1),
  pageSize: wholeNumber(1, ACCOUNTS_PAGE_SIZES[ACCOUNTS_PAGE_SIZES.length - 1], fromOneTo('pageSize', 100)).default(25),
});
const instrumentRowSchema = counterReceiptRowSchema.extend({
  instrumentNo: z.string(),
  bank: z.string(),
  instrumentDate: z.string(),
  /** The day it was cleared or bounced. */
  settledOn: z.string().nullable(),
  bounceReason: z.string().nullable(),
});
export type InstrumentRow = z.infer<typeof instrumentRowSchema>;
export const instrumentsPageSchema = z.object({ total: z.number(), rows: z.array(instrumentRowSchema) });
export type InstrumentsPage = z.infer<typeof instrumentsPageSchema>;

export const receiptNoParamsSchema = z.object({ receiptNo: boundedText(40, 'receiptNo').min(1) });

/** `POST /api/payments/counter/instruments/{receiptNo}/cleared`. */
export const instrumentClearedSchema = z.object({ date: notAfterTodaySchema(counterIssue('dateInvalid')) }).strict();
/** `POST /api/payments/counter/instruments/{receiptNo}/bounced`. */
export const instrumentBouncedSchema = z
  .object({
    date: notAfterTodaySchema(counterIssue('dateInvalid')),
    reason: boundedText(300, 'reason').min(5, counterIssue('bounceReasonRequired')),
  })
  .strict();
export const instrumentAnswerSchema = z.object({
  receipt: counterReceiptRowSchema,
  /** The bounce charge added to the student's dues, when the college sets one. */
  chargePaise: z.number(),
});
export type InstrumentAnswer = z.infer<typeof instrumentAnswerSchema>;

/**
 * The fee type of the college's charge for a cheque or draft the bank returned: a miscellaneous fee
 * whose fixed amount (Fee Structure) is the charge. Laid on the student by the bounce, never asked for.
 */
export const BOUNCE_CHARGE_CODE = 'CHEQUE_BOUNCE';

/**
 * The fee type of what a student owes the library (overdue fines, lost and damaged copies): a
 * miscellaneous fee with no fixed amount, laid on the student by the library, never asked for.
 */
export const LIBRARY_FINE_CODE = 'LIBRARY_FINE';

/** The fee type of a bus pass: a miscellaneous fee laid on the student when a seat is given, never asked for. */
export const TRANSPORT_FEE_CODE = 'TRANSPORT_FEE';

/** The fee types of a hostel stay: laid on the student when a bed is given and for each term it is kept, never asked for. */
export const HOSTEL_FEE_TYPES = {
  rent: { code: 'HOSTEL_RENT', name: 'Hostel Rent' },
  mess: { code: 'HOSTEL_MESS', name: 'Mess Charges' },
  caution: { code: 'HOSTEL_CAUTION', name: 'Hostel Caution Deposit' },
} as const;

/** The fee types laid on a student rather than asked for: paid in part or whole, never on request. */
export const LAID_CHARGE_CODES: readonly string[] = [
  BOUNCE_CHARGE_CODE,
  LIBRARY_FINE_CODE,
  TRANSPORT_FEE_CODE,
  ...Object.values(HOSTEL_FEE_TYPES).map((t) => t.code),
];
