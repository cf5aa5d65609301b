import { numberFormat, readerLocale } from './numbers.js';

/**
 * Money is held in integer paise; this module is the one way it is written and read back.
 *
 * - English (the default, and every PDF, receipt and export of the college): ₹ first, two decimals
 *   and the Indian digit grouping, as Indian readers expect (₹5,65,950.00); in words with lakh and
 *   crore for the receipts in money-words.ts (kept apart: its word lists are for the server, not for
 *   every page of the web that writes an amount).
 * - German: as German writes an amount of a foreign currency: German separators, thousands grouping
 *   and the symbol after the figure (565.950,00 ₹). A German reader takes the dots of `2.037` as
 *   thousands on every screen, so an amount beside it uses them too: `₹2,037.00` next to
 *   `2.037 Zahlungen` would read as two different figures. The amount itself never changes, only
 *   its separators; a receipt (always English) prints ₹2,037.00.
 * - Typed amounts (`rupeesToPaise`) are rupees with at most two decimals and no grouping; German
 *   also takes a decimal comma (`200,50`), and `rupeesInputText` fills a field back the same way.
 */

const GROUPING = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** `45000_00` → `45,000.00`, `1_23_450_00` → `1,23,450.00` (no symbol; English, for the PDFs' plain-font fallback). */
export function groupPaise(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(paise));
  const rupees = Math.floor(abs / 100);
  const fraction = String(abs % 100).padStart(2, '0');
  const whole = GROUPING.format(rupees).replace(/\.\d+$/, '');
  return `${sign}${whole}.${fraction}`;
}

/** `4500000` paise → `₹45,000.00` (English), `45.000,00 ₹` (German). */
export function formatRupees(paise: number, language = 'en'): string {
  if (readerLocale(language) === 'de-DE') {
    return numberFormat(language, { style: 'currency', currency: 'INR' }).format(Math.trunc(paise) / 100);
  }
  const grouped = groupPaise(paise);
  return grouped.startsWith('-') ? `-₹${grouped.slice(1)}` : `₹${grouped}`;
}

const TYPED = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/;
const TYPED_GERMAN = /^\s*(\d{1,9})(?:[.,](\d{1,2}))?\s*$/;

/** Rupees as typed on a screen (`45000`, `200.50`; in German also `200,50`) → paise; undefined when it is not an amount. */
export function rupeesToPaise(text: string, language = 'en'): number | undefined {
  const m = (readerLocale(language) === 'de-DE' ? TYPED_GERMAN : TYPED).exec(text);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

/** Paise as a field holds them for editing, the way `rupeesToPaise` reads them back: `45000`, `200.50` (German `200,50`), empty for none. */
export function rupeesInputText(paise: number | null | undefined, language = 'en'): string {
  if (paise == null) return '';
  const abs = Math.abs(Math.trunc(paise));
  const whole = `${paise < 0 ? '-' : ''}${Math.floor(abs / 100)}`;
  if (abs % 100 === 0) return whole;
  return `${whole}${readerLocale(language) === 'de-DE' ? ',' : '.'}${String(abs % 100).padStart(2, '0')}`;
}
