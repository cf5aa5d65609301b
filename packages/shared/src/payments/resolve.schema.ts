import { z } from 'zod';
import { paymentMeansSchema } from './payment-means.js';
import { boundedText, fromOneTo, wholeNumber } from '../limits.js';
import { ACCOUNTS_PAGE_SIZES } from './accounts.schema.js';
import { typedRupees } from './fees.schema.js';
import { flagCauseSchema } from './flag-reason.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf } from '../schema-issue.js';

const paymentIssue = issuesOf('payments', PAYMENT_MESSAGES);
const PAGE_SIZE_MAX = ACCOUNTS_PAGE_SIZES[ACCOUNTS_PAGE_SIZES.length - 1];
const REASON_MAX = 500;
const REFERENCE_MAX = 100;
/** ₹1 crore, as an order's largest amount. */
const REFUND_MAX_PAISE = 1_000_000_000;

/** `GET /api/payments/resolve`: the orders accounts must decide on, a page at a time. */
export const resolveQuerySchema = z.object({
  page: wholeNumber(1, 10_000, fromOneTo('page', 10000)).default(1),
  pageSize: wholeNumber(1, PAGE_SIZE_MAX, fromOneTo('pageSize', PAGE_SIZE_MAX)).default(25),
});
export type ResolveQuery = z.infer<typeof resolveQuerySchema>;

const refundStatusSchema = z.enum(['claimed', 'confirmed']);

const refundSchema = z.object({
  creditNoteNo: z.string(),
  amountPaise: z.number(),
  source: z.enum(['gateway', 'accounts', 'bounce']),
  reference: z.string(),
  rrn: z.string().nullable(),
  reason: z.string().nullable(),
  /** confirmed: the gateway lists it; claimed: recorded by accounts, not (yet) listed by the gateway, so it reopens no due. */
  status: refundStatusSchema,
  refundedAt: z.string(),
});

/** A FLAGGED order, or a recorded payment with money still to give back. */
const resolveRowSchema = z.object({
  orderId: z.string(),
  rollNumber: z.string(),
  studentName: z.string(),
  items: z.string(),
  amountPaise: z.number(),
  status: z.enum(['FLAGGED', 'PAID']),
  flagReason: z.string().nullable(),
  /** flagReason by its keys and values, for the reader's language (FLAG_REASON_TEXTS). */
  flagCause: flagCauseSchema.nullable(),
  createdAt: z.string(),
  receiptNo: z.string().nullable(),
  /** What the collection received; null while nothing is recorded. */
  receivedPaise: z.number().nullable(),
  refundDuePaise: z.number(),
  /** What confirmed refunds gave back. */
  refundedPaise: z.number(),
  /** What refunds only claimed by accounts would give back: the gateway does not list them yet. */
  claimedPaise: z.number(),
  rrn: z.string().nullable(),
  /** Money received at the fee counter: given back by the college's hand, not through the gateway (ADR 0138). */
  counter: z.boolean(),
  paidBy: z.string().nullable(),
  /** The same facts, for a line in the reader's language (paymentMeansText); paidBy is it in English. */
  means: paymentMeansSchema.nullable(),
  refunds: z.array(refundSchema),
});
export type ResolveRow = z.infer<typeof resolveRowSchema>;

export const resolvePageSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: z.array(resolveRowSchema),
});
export type ResolvePage = z.infer<typeof resolvePageSchema>;

/** `GET /api/payments/resolve/{orderId}/charge`: what the gateway says of the order's charge now. */
export const gatewayFactsSchema = z.object({
  chargeUuid: z.string(),
  status: z.string(),
  amountPaise: z.number(),
  paidPaise: z.number().nullable(),
  refundedPaise: z.number().nullable(),
  currency: z.string(),
  transactions: z.array(
    z.object({
      uuid: z.string(),
      type: z.string().nullable(),
      status: z.string(),
      amountPaise: z.number(),
      paidBy: z.string(),
      /** The same facts, for a line in the reader's language (paymentMeansText); paidBy is it in English. */
      means: paymentMeansSchema,
      rrn: z.string().nullable(),
      /** ISO instant, read in Indian time where the gateway gives no zone. */
      date: z.string().nullable(),
    }),
  ),
});
export type GatewayFacts = z.infer<typeof gatewayFactsSchema>;

const reason = boundedText(REASON_MAX, 'reason').min(5, { error: paymentIssue('reasonRequired') });

/** `POST /api/payments/resolve/{orderId}/paid` and `/refund-due`: accounts' decision on a FLAGGED order, with the reason. */
export const resolveDecisionSchema = z.object({ reason });
export type ResolveDecision = z.infer<typeof resolveDecisionSchema>;

/** The answer to a decision: the receipt of a paid order, or what is to be given back. */
export const resolveDecisionAnswerSchema = z.object({ receiptNo: z.string(), refundDuePaise: z.number() });
export type ResolveDecisionAnswer = z.infer<typeof resolveDecisionAnswerSchema>;

/** `POST /api/payments/resolve/{orderId}/refunded`: a refund made in the gateway's back office; the amount defaults to what is due. */
export const resolveRefundedSchema = z.object({
  reference: boundedText(REFERENCE_MAX, 'reference').min(4, { error: paymentIssue('referenceRequired') }),
  amountPaise: wholeNumber(1, REFUND_MAX_PAISE, issueText('input.wholePaise', INPUT_TEXTS.wholePaise, { field: 'amountPaise' })).optional(),
  reason: boundedText(REASON_MAX, 'reason').optional(),
});
export type ResolveRefunded = z.infer<typeof resolveRefundedSchema>;

/**
 * The Record refund dialog: the route's checks, the amount typed in rupees in the reader's language
 * (empty: what is still owed back; text that is no amount says `notAnAmount`) and an empty reason
 * left out; what it makes of the form is the body the route takes.
 */
export const resolveRefundedFormSchema = (language: string, notAnAmount: string) =>
  resolveRefundedSchema
    .extend({ amountPaise: typedRupees(language, resolveRefundedSchema.shape.amountPaise, notAnAmount) })
    .transform(({ reason, ...rest }): ResolveRefunded => ({ ...rest, reason: reason || undefined })) as unknown as z.ZodType<
    ResolveRefunded,
    { reference: string; amountPaise: string; reason: string }
  >;

/** The answer to a recorded refund: its credit note and the amount given back. */
export const resolveRefundAnswerSchema = z.object({ creditNoteNo: z.string(), amountPaise: z.number(), status: refundStatusSchema });
export type ResolveRefundAnswer = z.infer<typeof resolveRefundAnswerSchema>;
