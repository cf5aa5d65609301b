/**
 * Plain numbers as the reader's language writes them. English is read as India reads it: Indian
 * digit grouping, as the college's papers print their figures (2,037 · 1,23,456 · 85.5). German as
 * Germany writes it (2.037 · 123.456 · 85,5). Money (money.ts) and dates (dates.ts) take their
 * locale from here too, so that a screen's counts, amounts and dates never disagree.
 */

/** The language a reader chose (`en`, `de`, `de-DE`, …) → the locale its figures are written in. */
export const readerLocale = (language: string): 'de-DE' | 'en-IN' => (language.toLowerCase().startsWith('de') ? 'de-DE' : 'en-IN');

const numberFormats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and options (making one is slow; a screen writes hundreds of figures). */
export function numberFormat(language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const locale = readerLocale(language);
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A count or a measure: `2037` → `2,037` (English), `2.037` (German); `fractionDigits` fixes the
 * decimals (an SGPA of 8.5 → `8.50` / `8,50`), otherwise up to two are shown as they are.
 */
export function formatNumber(n: number, language: string, fractionDigits?: number): string {
  const digits =
    fractionDigits === undefined
      ? { maximumFractionDigits: 2 }
      : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits };
  return numberFormat(language, digits).format(n);
}

/**
 * A percentage given as its number: `85.5` → `85.5 %` (English), `85,5 %` (German), with the space
 * German typography asks for: a no-break space, so that a narrow column never puts the sign on a line of its own.
 */
export const formatPercent = (percent: number, language: string, fractionDigits?: number) =>
  `${formatNumber(percent, language, fractionDigits)}\u00a0%`;

/** A figure written short for a chart's axis: `150000` → `1.5L` (English, in lakh), `150.000` (German). */
export const formatCompact = (n: number, language: string) => numberFormat(language, { notation: 'compact' }).format(n);
