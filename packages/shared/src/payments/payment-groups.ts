import type { FeeCategory } from './fees.schema.js';
import type { PaymentKind } from './orders.schema.js';

/**
 * Which dues go together in one payment: one payment (order) carries the dues of one fee category,
 * and its kind is that category (each kind has its own result page and receipt call). A self
 * payment (part of a due) may name any due. The server refuses an order that breaks this; the Pay
 * Fees screen groups the dues by it, so that no student can choose what the server would refuse.
 */
export const paymentKindOf = (category: FeeCategory): Exclude<PaymentKind, 'self'> => category;

/** Whether a due of this category may be paid in a payment of this kind. */
export const payableIn = (kind: PaymentKind, category: FeeCategory): boolean => kind === 'self' || paymentKindOf(category) === kind;
