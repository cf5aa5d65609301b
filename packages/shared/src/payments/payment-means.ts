/** How a collection was paid, as the gateway's paying transaction described it. */
export interface PaymentMeans {
  mode: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  payerVpa?: string | null;
}

/**
 * One line for the receipt, accounts and the export: `UPI ravi.kumar@okaxis`, `Card VISA ending 4242`,
 * `Card ending 4242`, or the mode alone when the gateway said no more.
 */
export function paymentMeansText({ mode, cardBrand, cardLast4, payerVpa }: PaymentMeans): string {
  if (mode === 'UPI') return payerVpa ? `UPI ${payerVpa}` : 'UPI';
  if (mode === 'CARD') {
    const brand = cardBrand ? ` ${cardBrand}` : '';
    return cardLast4 ? `Card${brand} ending ${cardLast4}` : `Card${brand}`;
  }
  return mode;
}
