import { z } from 'zod';
import { boundedText, idSchema, ROLL_NO_MAX, wholeNumber } from '../limits.js';
import { PAYMENT_MESSAGES } from './payment-messages.js';
import { INPUT_TEXTS } from '../input-texts.js';
import { issueText, issuesOf } from '../schema-issue.js';
import { FEE_TEXTS } from './fee-texts.js';

const paymentIssue = issuesOf('payments', PAYMENT_MESSAGES);
const feeIssue = issuesOf('fees', FEE_TEXTS);
/** What a payment is for; each kind has its own result page (spec 001 section 2). */
const PAYMENT_KINDS = ['fee', 'miscellaneous', 'exam', 'admission', 'self'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'DROPPED', 'EXPIRED', 'FLAGGED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The result page the gateway sends the browser back to, per kind. */
export const PAYMENT_RETURN_PATHS: Record<PaymentKind, string> = {
  fee: '/lyra/payment/status',
  admission: '/lyra/payment/status',
  miscellaneous: '/lyra/misFeepayment/status',
  exam: '/lyra/examFeepayment/status',
  self: '/lyra/selfPayment/status',
};

/** The largest amount one order may carry, in paise (₹1 crore): well inside the integer column. */
const ORDER_AMOUNT_MAX_PAISE = 1_000_000_000;

const orderItemSchema = z.object({
  feeTypeId: idSchema(),
  /** Absent or null for a fee without a semester (certificates, fees on request). */
  semester: wholeNumber(1, 12, feeIssue('semester')).nullish(),
  /** Self payment only: the part of the due paid now, in paise. */
  amountPaise: wholeNumber(
    1,
    ORDER_AMOUNT_MAX_PAISE,
    issueText('input.wholePaise', INPUT_TEXTS.wholePaise, { field: 'Amount' }),
  ).optional(),
});
export type OrderItemInput = z.infer<typeof orderItemSchema>;

export const createOrderSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  items: z.array(orderItemSchema).min(1, paymentIssue('chooseFee')).max(50),
  /** Fee staff taking a payment for a student name them by roll number, as for the dues; a student or parent pays their own. */
  rollNo: boundedText(ROLL_NO_MAX, 'rollNo').optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

export const createOrderAnswerSchema = z.object({ orderId: z.string(), paymentLink: z.string() });
export type CreateOrderAnswer = z.infer<typeof createOrderAnswerSchema>;

/** Our order ids: ORD-2026-000123-AB12 for the gateway's, CTR-2026-000123-1F0A for the counter's. */
export const orderIdParamsSchema = z.object({
  orderId: boundedText(ROLL_NO_MAX, 'Order id').regex(/^(ORD|CTR)-\d{4}-\d{6}-[A-Z0-9]{4}$/, paymentIssue('orderIdInvalid')),
});

/** What the server verified with the gateway; the result pages show this, never the address bar's values. */
export const verifiedPaymentSchema = z.object({
  orderId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number().int(),
  currency: z.string(),
  transactionId: z.string().nullable(),
  date: z.string().nullable(),
  rollNumber: z.string(),
  receiptNo: z.string().nullable(),
  kind: z.enum(PAYMENT_KINDS),
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

export const reconcileAnswerSchema = z.object({
  checked: z.number().int(),
  paid: z.number().int(),
  dropped: z.number().int(),
  expired: z.number().int(),
  flagged: z.number().int(),
  unreachable: z.number().int(),
});
export type ReconcileAnswer = z.infer<typeof reconcileAnswerSchema>;
