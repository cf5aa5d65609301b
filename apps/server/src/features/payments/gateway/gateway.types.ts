import { z } from 'zod';

/** Lyra India's charge states: DUE until paid, PAID, or DROPPED (declined, cancelled or aged out). */
const CHARGE_STATUSES = ['DUE', 'PAID', 'DROPPED'] as const;

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

const chargeTransactionSchema = z.object({
  uuid: z.string(),
  status: z.string(),
  amount: z.number().int(),
  family: z.string().optional(),
  cardLast4: z.string().nullish(),
  scheme: z.string().nullish(),
  date: z.string().nullish(),
});
export type ChargeTransaction = z.infer<typeof chargeTransactionSchema>;

/** The answer of both calls, as far as the server relies on it (unknown fields are ignored). */
export const chargeSchema = z.object({
  uuid: z.string().min(1),
  status: z.enum(CHARGE_STATUSES),
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  paid: z.number().int().optional(),
  due: z.number().int().optional(),
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
