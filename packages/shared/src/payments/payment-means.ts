import { z } from 'zod';
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

/** The means of a payment as answers carry them, for a line in the reader's language (paymentMeansText). */
export const paymentMeansSchema = z.object({
  mode: z.string(),
  cardBrand: z.string().nullable(),
  cardLast4: z.string().nullable(),
  payerVpa: z.string().nullable(),
  rrn: z.string().nullable(),
  instrumentNo: z.string().nullable(),
  bank: z.string().nullable(),
  branch: z.string().nullable(),
  instrumentDate: z.string().nullable(),
});

/** The means with every fact it lacks as null: what an answer carries (paymentMeansSchema). */
const paymentMeansFacts = (means: PaymentMeans): PaymentMeansFacts => ({
  mode: means.mode,
  cardBrand: means.cardBrand ?? null,
  cardLast4: means.cardLast4 ?? null,
  payerVpa: means.payerVpa ?? null,
  rrn: means.rrn ?? null,
  instrumentNo: means.instrumentNo ?? null,
  bank: means.bank ?? null,
  branch: means.branch ?? null,
  instrumentDate: means.instrumentDate ?? null,
});

/** The words of a means line in one language; the web passes its own, the server's receipts and exports read English. */
export interface PaymentMeansWords {
  upi: string;
  card: string;
  /** `{{card}} ending {{last4}}` */
  cardEnding: (card: string, last4: string) => string;
  cash: string;
  cheque: string;
  demandDraft: string;
  /** `dated {{date}}` */
  dated: (date: string) => string;
  /** `Bank transfer, UTR {{utr}}` (the UTR may be empty) */
  transfer: (utr: string) => string;
  /** `UPI to the college's QR, UTR {{utr}}` */
  upiQr: (utr: string) => string;
}

const ENGLISH_MEANS_WORDS: PaymentMeansWords = {
  upi: 'UPI',
  card: 'Card',
  cardEnding: (card, last4) => `${card} ending ${last4}`,
  cash: 'Cash',
  cheque: 'Cheque',
  demandDraft: 'Demand draft',
  dated: (date) => `dated ${date}`,
  transfer: (utr) => `Bank transfer, UTR ${utr}`.trim(),
  upiQr: (utr) => `UPI to the college's QR, UTR ${utr}`.trim(),
};

/**
 * One line for the receipt, accounts and the export: `UPI ravi.kumar@okaxis`, `Card VISA ending 4242`,
 * `Cash`, `Cheque 123456, Canara Bank, dated 20-11-2026`, `Bank transfer, UTR …`, or the mode alone
 * when nothing more is known; in English unless other words are given.
 */
export function paymentMeansText(means: PaymentMeans, words: PaymentMeansWords = ENGLISH_MEANS_WORDS): string {
  const { mode, cardBrand, cardLast4, payerVpa } = means;
  if (mode === 'UPI') return payerVpa ? `${words.upi} ${payerVpa}` : words.upi;
  if (mode === 'CARD') {
    const card = cardBrand ? `${words.card} ${cardBrand}` : words.card;
    return cardLast4 ? words.cardEnding(card, cardLast4) : card;
  }
  if (mode === 'CASH') return words.cash;
  if (mode === 'CHEQUE' || mode === 'DD') return instrumentText(mode === 'DD' ? words.demandDraft : words.cheque, means, words);
  if (mode === 'TRANSFER') return words.transfer(means.rrn ?? '');
  if (mode === 'UPI_QR') return words.upiQr(means.rrn ?? '');
  return mode;
}

function instrumentText(name: string, { instrumentNo, bank, branch, instrumentDate }: PaymentMeans, words: PaymentMeansWords): string {
  const parts = [[name, instrumentNo].filter(Boolean).join(' '), bank, branch];
  if (instrumentDate) parts.push(words.dated(dayMonthYear(instrumentDate)));
  return parts.filter(Boolean).join(', ');
}

type PaymentMeansFacts = z.infer<typeof paymentMeansSchema>;

/** What an answer says of how it was paid: the English line (`paidBy`) and the facts (`means`); both null when unpaid. */
export function paymentMeansFields(means: PaymentMeans): { paidBy: string; means: PaymentMeansFacts };
export function paymentMeansFields(means: PaymentMeans | null): { paidBy: string | null; means: PaymentMeansFacts | null };
export function paymentMeansFields(means: PaymentMeans | null) {
  return means ? { paidBy: paymentMeansText(means), means: paymentMeansFacts(means) } : { paidBy: null, means: null };
}
