import { ToWords } from 'to-words';

/**
 * Money is held in integer paise. These print it as Indian readers expect: ₹ with two decimals and
 * the Indian digit grouping (₹1,23,450.00), and in words with lakh and crore.
 */

const GROUPING = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** `45000_00` → `45,000.00`, `1_23_450_00` → `1,23,450.00` (no symbol). */
export function groupPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const whole = GROUPING.format(rupees).replace(/\.\d+$/, '');
  return `${sign}${whole}.${fraction}`;
}

/** `4500000` paise → `₹45,000.00`. */
export function formatRupees(paise: number): string {
  const grouped = groupPaise(paise);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

/** Rupees as typed on a screen (`45000`, `200.50`) → paise; undefined when it is not an amount. */
export function rupeesToPaise(text: string): number | undefined {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

let toWords: ToWords | undefined;

/**
 * The amount in Indian English words: `1_00_000_00` → `One Lakh Rupees Only`,
 * `1_23_45_678_50` → `One Crore Twenty Three Lakh … Rupees And Fifty Paise Only`.
 */
export function rupeesInWords(paise: number): string {
  toWords ??= new ToWords({ localeCode: 'en-IN', converterOptions: { currency: true, ignoreZeroCurrency: false } });
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const rest = abs % 100;
  const words = toWords.convert(rupees + rest / 100);
  return paise < 0 ? `Minus ${words}` : words;
}
