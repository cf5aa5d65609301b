import { z } from 'zod';
import { CODE_MAX, EMAIL_MAX, LABEL_MAX, NAME_MAX, requiredIssue, ROLL_NO_MAX, TEXT_MAX, textOnly, tooLong } from '../limits.js';

/**
 * The old product's collection calls (spec 001 section 7). They never record money: they answer the
 * receipt of an order whose payment the gateway confirmed, and 409 for any other.
 */
const text = (max: number, label: string) => z.string({ error: textOnly }).trim().max(max, tooLong(max, label));
const ORDER_ID_MAX = 40;

/** `?userName&userMail&receiptNo&remarks` of the four save calls; `orderId` may come here too. */
export const feeCollectionQuerySchema = z.object({
  userName: text(NAME_MAX, 'userName').optional(),
  userMail: text(EMAIL_MAX, 'userMail').optional(),
  receiptNo: text(ORDER_ID_MAX, 'receiptNo').optional(),
  remarks: text(TEXT_MAX, 'remarks').optional(),
  orderId: text(ORDER_ID_MAX, 'orderId').optional(),
});

/** A receipt line of an exam or new-admission payment (`amountOfReceipt` in rupees, the amount ÷ 100). */
const receiptChildSchema = z.object({
  wayOfReceipt: text(LABEL_MAX, 'wayOfReceipt').optional(),
  wayOfReceiptType: text(CODE_MAX, 'wayOfReceiptType').optional(),
  amountOfReceipt: z.union([z.number().min(0).max(1e9), text(CODE_MAX, 'amountOfReceipt')]).optional(),
  transactionId: text(ORDER_ID_MAX * 2, 'transactionId').optional(),
});

/** One item of the session's paymentData. */
export const paymentDataItemSchema = z.object({
  rollNo: text(ROLL_NO_MAX, 'rollNo').optional(),
  feeType: text(CODE_MAX, 'feeType').optional(),
  semester: z.union([z.number().int().min(0).max(12), text(CODE_MAX, 'semester')]).nullish(),
  orderId: text(ORDER_ID_MAX, 'orderId').optional(),
  examFeeCollectionChild: z.array(receiptChildSchema).max(20).optional(),
  newAdmissionFeePaymentChild: z.array(receiptChildSchema).max(20).optional(),
});
export type PaymentDataItem = z.infer<typeof paymentDataItemSchema>;

export const paymentDataListSchema = z.array(paymentDataItemSchema).max(50);

/** `getStudentsFeePaymentDetails?rollNo&orderId`. */
export const feePaymentDetailsQuerySchema = z.object({
  rollNo: text(ROLL_NO_MAX, 'rollNo').optional(),
  orderId: text(ORDER_ID_MAX, 'orderId').min(1, requiredIssue('orderId')),
});

export const feePaymentDetailSchema = z.object({
  rollNo: z.string(),
  feeType: z.string(),
  semester: z.number().nullable(),
  amountPaise: z.number(),
  orderId: z.string(),
  status: z.string(),
});

/** The transaction record `getStudentPaidFeeTransationStatus` (and its Update variant) sends; only logged. */
export const transactionStatusQuerySchema = z.object({
  status: text(CODE_MAX, 'status').optional(),
  date: text(CODE_MAX * 2, 'date').optional(),
  amount: text(CODE_MAX, 'amount').optional(),
  currency: text(CODE_MAX, 'currency').optional(),
  statusprogress: text(CODE_MAX, 'statusprogress').optional(),
  name: text(NAME_MAX, 'name').optional(),
  email: text(EMAIL_MAX, 'email').optional(),
  transactionId: text(ORDER_ID_MAX * 2, 'transactionId').optional(),
  rollNo: text(ROLL_NO_MAX, 'rollNo').optional(),
  orderId: text(ORDER_ID_MAX, 'orderId').optional(),
  feeType: text(CODE_MAX, 'feeType').optional(),
  semester: text(CODE_MAX, 'semester').optional(),
});
