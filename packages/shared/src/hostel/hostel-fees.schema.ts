import { z } from 'zod';
import { dateSchema, dateWrittenIssue } from '../date-schemas.js';
import { idSchema, oneLineText, oneOfIssue, TEXT_MAX, wholeNumber } from '../limits.js';
import { typedRupees } from '../payments/fees.schema.js';
import { issuesOf } from '../schema-issue.js';
import type { RENT_PERIODS, MESS_PERIODS } from './hostel.schema.js';
import { HOSTEL_TEXTS } from './hostel.texts.js';

const hostelIssue = issuesOf('hostel', HOSTEL_TEXTS);

/** The parts of a hostel stay's fees: rent and mess for each term, and a caution deposit once. */
export const HOSTEL_FEE_PARTS = ['rent', 'mess', 'caution'] as const;
export type HostelFeePart = (typeof HOSTEL_FEE_PARTS)[number];
/** How rent or mess paid for a term is refunded when the bed is left before the term ends. */
export const HOSTEL_REFUND_RULES = ['none', 'monthsNotBegun'] as const;
/** A year's rent is laid in two halves, one each term. */
const TERMS_A_YEAR = 2;
/** A caution deposit's deduction costs at most ₹5,00,000. */
const DEDUCTION_MAX_PAISE = 50_000_000;

/** The college's rules for hostel fees: what of a term's rent and mess is given back to a student who leaves early. */
export const hostelFeeRulesSchema = z.object({
  rentRefund: z.enum(HOSTEL_REFUND_RULES, { error: oneOfIssue('Rent refund', HOSTEL_REFUND_RULES) }),
  rentDeductionPercent: wholeNumber(0, 100, hostelIssue('deductionPercent')),
  messRefund: z.enum(HOSTEL_REFUND_RULES, { error: oneOfIssue('Mess refund', HOSTEL_REFUND_RULES) }),
});
export type HostelFeeRules = z.output<typeof hostelFeeRulesSchema>;
export const hostelFeeRulesAnswerSchema = z.object({
  rentRefund: z.enum(HOSTEL_REFUND_RULES),
  rentDeductionPercent: z.number().int(),
  messRefund: z.enum(HOSTEL_REFUND_RULES),
});
/** Until the office sets its own: months not begun are refunded, rent less a tenth. */
export const DEFAULT_HOSTEL_FEE_RULES: HostelFeeRules = {
  rentRefund: 'monthsNotBegun',
  rentDeductionPercent: 10,
  messRefund: 'monthsNotBegun',
};

const blankAsNull = (v: unknown) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v);

const deductionPaise = wholeNumber(0, DEDUCTION_MAX_PAISE, hostelIssue('amount', { field: 'Deduction' }));
const vacateFields = {
  date: dateSchema(dateWrittenIssue('Date'), 'Date'),
  deductionReason: z.preprocess(blankAsNull, oneLineText(TEXT_MAX, 'Reason').nullable()).optional(),
  adjustDues: z.boolean({ error: oneOfIssue('Adjust dues', ['true', 'false']) }).default(false),
};
const reasonWithDeduction = (v: { cautionDeductionPaise?: number; deductionReason?: string | null }, ctx: z.RefinementCtx) => {
  if ((v.cautionDeductionPaise ?? 0) > 0 && !v.deductionReason)
    ctx.addIssue({ code: 'custom', message: hostelIssue('deductionReason'), path: ['deductionReason'] });
};

/**
 * `POST /api/hostel/allotments/:id/vacate` (and its preview): the day the bed was left, what is kept
 * of the caution deposit for damage and why, and whether hostel fees still owed are taken from the deposit.
 */
export const hostelVacateSchema = z
  .object({ ...vacateFields, cautionDeductionPaise: deductionPaise.default(0) })
  .superRefine(reasonWithDeduction);
export type HostelVacate = z.output<typeof hostelVacateSchema>;

/** The vacate form: the deduction as rupees typed in the reader's language (empty: none); what it makes is the body of the route. */
export const hostelVacateFormSchema = (language = 'en') =>
  z
    .object({
      ...vacateFields,
      cautionDeductionPaise: typedRupees(language, deductionPaise.default(0), hostelIssue('amountTyped', { field: 'Deduction' })),
    })
    .superRefine(reasonWithDeduction) as unknown as z.ZodType<
    HostelVacate,
    { date: string; cautionDeductionPaise: string; deductionReason: string; adjustDues: boolean }
  >;

/** `POST /api/hostel/fees/lay`: the term whose rent and mess are laid on every student holding a bed. */
export const hostelLayFeesSchema = z.object({ termId: idSchema() });
export const hostelLaidFeesSchema = z.object({ residents: z.number().int(), laid: z.number().int(), term: z.string() });
export type HostelLaidFees = z.infer<typeof hostelLaidFeesSchema>;

/** One of a stay's fees: what it charges for which term, what was waived, paid and is owed. */
const hostelFeeLineSchema = z.object({
  part: z.enum(HOSTEL_FEE_PARTS),
  term: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  amountPaise: z.number().int(),
  waivedPaise: z.number().int(),
  paidPaise: z.number().int(),
  owedPaise: z.number().int(),
});

/** What leaving gives back and keeps, fee by fee: kept, refunded (paid beyond what is kept) and no longer asked. */
const hostelSettlementLineSchema = z.object({
  part: z.enum(HOSTEL_FEE_PARTS),
  term: z.string(),
  amountPaise: z.number().int(),
  paidPaise: z.number().int(),
  keptPaise: z.number().int(),
  refundPaise: z.number().int(),
  waivedPaise: z.number().int(),
  owedPaise: z.number().int(),
});
/** The account of a stay's fees on leaving (the preview, or as it was recorded). */
export const hostelSettlementSchema = z.object({
  vacatedOn: z.string(),
  lines: z.array(hostelSettlementLineSchema),
  cautionDeductionPaise: z.number().int(),
  deductionReason: z.string().nullable(),
  adjustedPaise: z.number().int(),
  refundPaise: z.number().int(),
  waivedPaise: z.number().int(),
  owedPaise: z.number().int(),
});
export type HostelSettlement = z.infer<typeof hostelSettlementSchema>;

/** A stay's fees as its student and the office read them. */
export const hostelFeesSchema = z.object({
  lines: z.array(hostelFeeLineSchema),
  owedPaise: z.number().int(),
  settlement: hostelSettlementSchema.nullable(),
});
export type HostelFees = z.infer<typeof hostelFeesSchema>;

const monthIndex = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
/** Months from the month of `from` to the month of `to`, both counted. */
const monthsSpanned = (from: string, to: string) => Math.max(0, monthIndex(to) - monthIndex(from) + 1);

interface FeeOfType {
  rentPaise: number;
  rentPeriod: (typeof RENT_PERIODS)[number];
  messPaise: number;
  messPeriod: (typeof MESS_PERIODS)[number];
}

/**
 * A term's rent and mess for a stay from `from` (the term's first day when earlier): a term's rent (a
 * year's rent halved) and a semester's mess for the months of the term stayed, begun months counted
 * whole; a month's mess for each month stayed.
 */
export function termFees(type: FeeOfType, term: { startsOn: string; endsOn: string }, from: string) {
  const periodFrom = from > term.startsOn ? from : term.startsOn;
  const months = monthsSpanned(term.startsOn, term.endsOn);
  const stayed = monthsSpanned(periodFrom, term.endsOn);
  const termRent = type.rentPeriod === 'year' ? Math.round(type.rentPaise / TERMS_A_YEAR) : type.rentPaise;
  return {
    periodFrom,
    periodTo: term.endsOn,
    rentPaise: Math.round((termRent * stayed) / months),
    messPaise: type.messPeriod === 'month' ? type.messPaise * stayed : Math.round((type.messPaise * stayed) / months),
  };
}

/**
 * What of a term's rent or mess is given back to a student who left on `day`: all of it for a term
 * not begun; by the rule, the months not begun after the month of leaving, less the deduction.
 */
export function refundableOf(
  charge: { amountPaise: number; periodFrom: string; periodTo: string },
  day: string,
  rule: (typeof HOSTEL_REFUND_RULES)[number],
  deductionPercent = 0,
): number {
  if (day < charge.periodFrom) return charge.amountPaise;
  if (rule === 'none' || day >= charge.periodTo) return 0;
  const months = monthsSpanned(charge.periodFrom, charge.periodTo);
  const notBegun = Math.max(0, monthIndex(charge.periodTo) - monthIndex(day));
  return Math.round((((charge.amountPaise * notBegun) / months) * (100 - deductionPercent)) / 100);
}
