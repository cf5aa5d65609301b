import { dayMonthYear } from '../dates.js';

/** How a collection was paid: the gateway's paying transaction, or what the counter took. */
export interface PaymentMeans {
  mode: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
  payerVpa?: string | null;
  /** The bank's reference: a UPI payment's or a transfer's UTR. */
  rrn?: string | null;
  /** A cheque's or demand draft's number, bank, branch and date (`YYYY-MM-DD`). */
  instrumentNo?: string | null;
  bank?: string | null;
  branch?: string | null;
  instrumentDate?: string | null;
}

/**
 * One line for the receipt, accounts and the export: `UPI ravi.kumar@okaxis`, `Card VISA ending 4242`,
 * `Cash`, `Cheque 123456, Canara Bank, dated 20-11-2026`, `Bank transfer, UTR …`, or the mode alone
 * when nothing more is known.
 */
export function paymentMeansText(means: PaymentMeans): string {
  const { mode, cardBrand, cardLast4, payerVpa } = means;
  if (mode === 'UPI') return payerVpa ? `UPI ${payerVpa}` : 'UPI';
  if (mode === 'CARD') {
    const brand = cardBrand ? ` ${cardBrand}` : '';
    return cardLast4 ? `Card${brand} ending ${cardLast4}` : `Card${brand}`;
  }
  if (mode === 'CASH') return 'Cash';
  if (mode === 'CHEQUE' || mode === 'DD') return instrumentText(mode === 'DD' ? 'Demand draft' : 'Cheque', means);
  if (mode === 'TRANSFER') return `Bank transfer, UTR ${means.rrn ?? ''}`.trim();
  if (mode === 'UPI_QR') return `UPI to the college's QR, UTR ${means.rrn ?? ''}`.trim();
  return mode;
}

function instrumentText(name: string, { instrumentNo, bank, branch, instrumentDate }: PaymentMeans): string {
  const parts = [[name, instrumentNo].filter(Boolean).join(' '), bank, branch];
  if (instrumentDate) parts.push(`dated ${dayMonthYear(instrumentDate)}`);
  return parts.filter(Boolean).join(', ');
}
