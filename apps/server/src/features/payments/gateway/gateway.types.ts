import { z } from 'zod';

/** The body of `POST {base}/pg/rest/v1/charge`: amount in paise, currency INR. */
export interface ChargeRequest {
  orderId: string;
  orderInfo: string;
  currency: 'INR';
  amount: number;
  customer: { uid: string; name: string; emailId: string; phone: string };
  return: { method: 'GET' | 'POST'; url: string; timeout: number };
  webhook: { url: string };
  maxAgeInHours: number;
  udf: string[];
}

/**
 * A transaction of a charge, as Lyra India's samples show one: `type` PAYMENT (or a refund's type),
 * `status` ACCEPTED when the money was taken, `family` UPI or CARD, the bank's `rrn`, the payer's
 * `payerVpa` for UPI, and `date` in Indian time without a zone (gateway-dates.ts).
 */
const chargeTransactionSchema = z.object({
  uuid: z.string(),
  type: z.string().optional(),
  status: z.string(),
  amount: z.number().int(),
  family: z.string().optional(),
  rrn: z.string().nullish(),
  payerVpa: z.string().nullish(),
  cardLast4: z.string().nullish(),
  scheme: z.string().nullish(),
  date: z.string().nullish(),
});
export type ChargeTransaction = z.infer<typeof chargeTransactionSchema>;

/**
 * The answer of both calls, as far as the server relies on it (unknown fields are ignored). Lyra
 * India's charge is DUE until paid, PAID, or DROPPED (declined, cancelled or aged out); a status
 * the server does not know is read all the same, and leaves the order as it is (payment-recording).
 */
export const chargeSchema = z.object({
  uuid: z.string().min(1),
  status: z.string().min(1),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid: z.number().int().optional(),
  due: z.number().int().optional(),
  refunded: z.number().int().optional(),
  expiryDate: z.string().nullish(),
  paymentLink: z.string().nullish(),
  transactions: z.array(chargeTransactionSchema).default([]),
});
export type Charge = z.infer<typeof chargeSchema>;

export interface GatewayCredentials {
  shopId: string;
  password: string;
}

/** Which shop credentials a fee type's charges use; the key maintenance supplies stored ones. */
export type CredentialsLookup = (feeTypeCode: string | undefined) => Promise<GatewayCredentials>;

/** The two calls of the charge API the server makes. */
export interface Gateway {
  createCharge(body: ChargeRequest, feeTypeCode?: string): Promise<Charge>;
  getCharge(uuid: string, feeTypeCode?: string): Promise<Charge>;
}

/** The gateway could not be reached or answered with a server error after the retries. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway refused the call (4xx) or answered something the server cannot read. */
export class GatewayRefusedError extends Error {
  constructor(
    message: string,
    public readonly status: number,
  ) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}
