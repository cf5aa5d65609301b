import { z } from 'zod';
import { FEE_TEXTS } from './fee-texts.js';
import {
  CODE_MAX,
  idSchema,
  LABEL_MAX,
  requiredIssue,
  requiredLine,
  ROLL_NO_MAX,
  SHORT_CODE_MAX,
  tooLong,
  wholeNumber,
} from '../limits.js';
import { rupeesToPaise } from '../money.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issuesOf, issueText } from '../schema-issue.js';

const feeIssue = issuesOf('fees', FEE_TEXTS);
/** What a fee is for; the category decides the structure, the result page and the receipt's call. */
export const FEE_CATEGORIES = ['fee', 'exam', 'admission', 'miscellaneous'] as const;
export type FeeCategory = (typeof FEE_CATEGORIES)[number];

/** The largest amount one fee head may have: ₹1,00,00,000 (one crore), well inside the integer column. */
const MAX_FEE_PAISE = 1_000_000_000;

const amountError = (label: string) => feeIssue('amountRange', { field: label });
/** An amount in paise: a whole number from 1 to ₹1 crore. */
const amountPaiseSchema = (label = 'Amount') => wholeNumber(1, MAX_FEE_PAISE, amountError(label));

/**
 * An amount as a screen types it, in rupees (`200.50`; in German also `200,50`), read as paise
 * before the amount's own check; an empty field is no amount, and text that is none says how to type
 * one (`notAnAmount`, the fee screens' wording unless a screen has its own).
 */
export const typedRupees = <T extends z.ZodType>(language: string, amount: T, notAnAmount: string = feeIssue('amountTyped')) =>
  z.preprocess((text, ctx) => {
    if (typeof text !== 'string') return text;
    if (text.trim() === '') return undefined;
    const paise = rupeesToPaise(text, language);
    if (paise === undefined) ctx.addIssue({ code: 'custom', message: notAnAmount, input: text });
    return paise ?? text;
  }, amount);

const feeTypeFields = {
  code: requiredLine('Code', CODE_MAX).regex(/^[A-Za-z0-9_-]+$/, feeIssue('codeCharacters')),
  name: requiredLine('Name', LABEL_MAX),
  category: z.enum(FEE_CATEGORIES, { error: feeIssue('category') }),
  fixedAmountPaise: amountPaiseSchema('Fixed amount').nullish(),
};

/** The body of an add or edit of a fee type, as a route declares it. */
export const feeTypeBodySchema = z.object(feeTypeFields);
export type FeeTypeBody = z.input<typeof feeTypeBodySchema>;

type FeeTypeFields = z.output<typeof feeTypeBodySchema>;

/** A miscellaneous fee needs its fixed amount, any other has none; the code in capitals. */
const feeTypeRules = <I>(body: z.ZodType<FeeTypeFields, I>) =>
  body
    .superRefine((v, ctx) => {
      if (v.category === 'miscellaneous' && v.fixedAmountPaise == null)
        ctx.addIssue({ code: 'custom', path: ['fixedAmountPaise'], message: feeIssue('fixedAmountRequired') });
    })
    .transform((v) => ({
      ...v,
      code: v.code.toUpperCase(),
      fixedAmountPaise: v.category === 'miscellaneous' ? (v.fixedAmountPaise ?? null) : null,
    }));

/** Add or edit a fee type, as the server checks it. */
export const feeTypeInputSchema = feeTypeRules(feeTypeBodySchema);
export type FeeTypeInput = z.infer<typeof feeTypeInputSchema>;

/**
 * The fee type form of the Fee Structure screen: the same checks, with the fixed amount typed in
 * rupees in the reader's language; what it makes of the form is the body the routes take.
 */
export const feeTypeFormSchema = (language = 'en') =>
  feeTypeRules(
    z.object({
      ...feeTypeFields,
      fixedAmountPaise: typedRupees(language, amountPaiseSchema('Fixed amount').nullish()),
    }) as z.ZodType<FeeTypeFields, Omit<z.input<typeof feeTypeBodySchema>, 'fixedAmountPaise'> & { fixedAmountPaise?: string | null }>,
  );

export const feeTypeSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  category: z.enum(FEE_CATEGORIES),
  fixedAmountPaise: z.number().nullable(),
});
export type FeeType = z.infer<typeof feeTypeSchema>;

/** One entry of `getFeesToAllot`: a fee type as the gateway key maintenance allots keys to it (`feeType` is its code). */
export const feeToAllotSchema = z.object({ feeType: z.string(), name: z.string(), category: z.enum(FEE_CATEGORIES) });

const feeStructureFields = {
  feeTypeId: idSchema(feeIssue('unknownFeeType')),
  courseId: idSchema(feeIssue('unknownCourse')),
  batchId: idSchema(feeIssue('batchRequired')),
  semester: wholeNumber(1, 12, feeIssue('semester')),
  amountPaise: amountPaiseSchema(),
};

/** Add or edit one amount of the per-semester structure. */
export const feeStructureInputSchema = z.object(feeStructureFields);
export type FeeStructureInput = z.infer<typeof feeStructureInputSchema>;

/**
 * The amount form of the Fee Structure screen: the same checks, the choices and the semester as the
 * fields hold them (text), the amount typed in rupees in the reader's language.
 */
export const feeStructureFormSchema = (language = 'en') =>
  z.object({ ...feeStructureFields, amountPaise: typedRupees(language, amountPaiseSchema()) }) as unknown as z.ZodType<
    FeeStructureInput,
    Record<keyof FeeStructureInput, string>
  >;

export const feeStructureRowSchema = z.object({
  id: z.number(),
  feeTypeId: z.number(),
  feeTypeCode: z.string(),
  feeTypeName: z.string(),
  courseId: z.number(),
  course: z.string(),
  batchId: z.number(),
  batch: z.string(),
  semester: z.number(),
  amountPaise: z.number(),
});
export type FeeStructureRow = z.infer<typeof feeStructureRowSchema>;

/** A course as the structure screen offers it: its batches and how many semesters it has. */
export const feeProgrammeSchema = z.object({
  id: z.number(),
  code: z.string(),
  semesters: z.number(),
  batches: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type FeeProgramme = z.infer<typeof feeProgrammeSchema>;

export const feeIdParamsSchema = z.object({ id: idSchema() });

/** The answer to a deleted fee structure row: its id. */
export const feeStructureDeletedSchema = z.object({ id: z.number() });
export type FeeStructureDeleted = z.infer<typeof feeStructureDeletedSchema>;

/** One thing a student owes: a fee type, the semester for per-semester fees, and what is left to pay. */
const dueItemSchema = z.object({
  feeTypeId: z.number(),
  feeTypeCode: z.string(),
  feeTypeName: z.string(),
  category: z.enum(FEE_CATEGORIES),
  semester: z.number().nullable(),
  duePaise: z.number(),
});

/** `GET /api/payments/dues`: fee staff name the student by roll number. */
export const duesQuerySchema = z.object({
  rollNo: z.string().trim().max(ROLL_NO_MAX, tooLong(ROLL_NO_MAX, 'rollNo')).optional(),
});

export const duesAnswerSchema = z.object({
  student: z.object({
    rollNumber: z.string(),
    fullName: z.string(),
    course: z.string(),
    batch: z.string(),
    branch: z.string(),
    semester: z.number().nullable(),
  }),
  /** Fees of the structure still owed, per fee type and semester. */
  dues: z.array(dueItemSchema),
  /** Miscellaneous fees (certificates, ID card) the student may ask for, at their fixed amount. */
  onRequest: z.array(dueItemSchema),
});
export type DuesAnswer = z.infer<typeof duesAnswerSchema>;

/** A receipt of the student's, for the list under their dues. */
export const receiptEntrySchema = z.object({
  receiptNo: z.string(),
  orderId: z.string(),
  /** The day of payment in the college's time zone. */
  date: z.string(),
  amountPaise: z.number(),
  mode: z.string(),
});
export type ReceiptEntry = z.infer<typeof receiptEntrySchema>;

/** `?download=1` asks for the receipt as a file to save (the result page's automatic download); else it opens in the browser. */
export const receiptQuerySchema = z.object({
  download: z.enum(['1'], { error: issueText('input.oneWhenGiven', INPUT_TEXTS.oneWhenGiven, { field: 'download' }) }).optional(),
});

/** A receipt number as stored (`RCT/2026-27/000123`). */
export const receiptParamsSchema = z.object({
  receiptNo: z
    .string()
    .trim()
    .max(SHORT_CODE_MAX * 2, tooLong(SHORT_CODE_MAX * 2, 'receiptNo'))
    .min(1, requiredIssue('receiptNo')),
});
