import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TIME_ZONE,
  formatCompact,
  formatDateTime,
  formatDay,
  formatDayInWords,
  formatDayMonth,
  formatNumber,
  formatPercent,
  isTimeZone,
  readerLocale,
} from '@campus/shared';
import { formatRupees, rupeesInputText, rupeesToPaise } from '@campus/shared/money';
import { useCollegeTimeZone } from './college';

/**
 * The web's one way to write dates, times, numbers and money: every screen takes its formatter from
 * `useFormat()`, bound to the reader's language and the college's time zone (ESLint refuses
 * toLocaleString, Intl formatters and the shared helpers anywhere else on the web). The rules live in
 * @campus/shared (date-format.ts, numbers.ts, money.ts), where the server's PDFs find them too:
 *
 * - Numbers follow the reader's language: `2,037` and `1,23,456` in English (Indian grouping, as the
 *   college's papers print figures), `2.037` and `123.456` in German; an SGPA keeps two decimals
 *   (`8.50` / `8,50`), a percentage has a space before its sign (`85.5 %` / `85,5 %`).
 * - Money: `₹5,65,950.00` in English, Indian grouping. In German the same amount is written with
 *   German separators, thousands grouping and the sign after it, `565.950,00 ₹`: a German reader
 *   takes every dot on the screen as a thousands separator, and an amount must read like the counts
 *   beside it. The receipts (PDF, English) keep ₹5,65,950.00. Amounts are typed without grouping,
 *   `200.50`, and in German also `200,50`.
 * - A date is DD-MM-YYYY (`27-11-2026`) in both languages, as the receipts, admission forms and
 *   registers print it. A moment is first turned into the college's day: the college's zone, never
 *   the browser's. In words only inside a sentence or on a chart's axis: `27 Nov 2026` /
 *   `27. Nov. 2026`, `27 Nov` / `27. Nov.`.
 * - A time is the college's wall clock: `27-11-2026, 10:15 am` in English, `27-11-2026, 10:15` in
 *   German; with seconds where the exact moment matters (the audit log).
 * - Date fields are typed as DD-MM-YYYY too, whatever the browser's locale (components/date-field.tsx);
 *   the API keeps ISO days.
 */
export interface Format {
  language: string;
  /** `2037` → `2,037` / `2.037`; `fractionDigits` fixes the decimals. */
  number(n: number, fractionDigits?: number): string;
  /** `85.5` → `85.5 %` / `85,5 %`. */
  percent(percent: number, fractionDigits?: number): string;
  /** Paise → `₹5,65,950.00` / `565.950,00 ₹`. */
  money(paise: number): string;
  /** Rupees on a chart's axis, short: `₹1.5L` / `150.000 ₹`. */
  moneyAxis(rupees: number): string;
  /** Paise as an amount field holds them for editing: `200.50` / `200,50`. */
  moneyInput(paise: number | null | undefined): string;
  /** An amount typed into a field → paise; undefined when it is not one. */
  paiseOf(text: string): number | undefined;
  /** A day `YYYY-MM-DD`, or a moment as the college's day → `27-11-2026`. */
  day(dayOrInstant: string): string;
  /** The same in words, for a sentence: `27 Nov 2026` / `27. Nov. 2026`. */
  dayInWords(dayOrInstant: string): string;
  /** A chart's label of a day: `27 Nov` / `27. Nov.`. */
  dayMonth(dayOrInstant: string): string;
  /** A moment as the college's day and time: `27-11-2026, 10:15 am` / `27-11-2026, 10:15`. */
  dateTime(instant: string, opts?: { seconds?: boolean }): string;
  /** A month `2026-06` in words: `June 2026` / `Juni 2026`. */
  monthInWords(month: string): string;
  /** A moment the server wrote as the college's wall clock, `2026-11-29 16:05` → `29-11-2026, 4:05 pm` / `29-11-2026, 16:05`. */
  wallClock(text: string): string;
}

/** `2026-11-29 16:05` (or with a `T`, or seconds): the day and the time as the college's clock showed them. */
const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

/** The formatter of a language and a zone (`useFormat` binds them; tests call this). */
export function formatFor(language: string, zone: string): Format {
  const german = readerLocale(language) === 'de-DE';
  return {
    language,
    number: (n, fractionDigits) => formatNumber(n, language, fractionDigits),
    percent: (p, fractionDigits) => formatPercent(p, language, fractionDigits),
    money: (paise) => formatRupees(paise, language),
    moneyAxis: (rupees) => (german ? `${formatCompact(rupees, language)} ₹` : `₹${formatCompact(rupees, language)}`),
    moneyInput: (paise) => rupeesInputText(paise, language),
    paiseOf: (text) => rupeesToPaise(text, language),
    day: (d) => formatDay(d, zone),
    dayInWords: (d) => formatDayInWords(d, language, zone),
    dayMonth: (d) => formatDayMonth(d, language, zone),
    dateTime: (instant, opts) => formatDateTime(instant, language, { zone, seconds: opts?.seconds }),
    monthInWords: (month) =>
      /^\d{4}-\d{2}$/.test(month)
        ? new Intl.DateTimeFormat(readerLocale(language), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
            Date.parse(`${month}-15T12:00:00Z`),
          )
        : month,
    // Already the college's time: written as the same clock reading in UTC, so that no zone moves it.
    wallClock: (text) => {
      const m = WALL_CLOCK.exec(text);
      return m ? formatDateTime(`${m[1]}T${m[2]}:00Z`, language, { zone: 'UTC' }) : text;
    },
  };
}

/** The formatter of the reader's language and the college's zone; a screen re-renders when either changes. */
export function useFormat(): Format {
  const { i18n } = useTranslation();
  const zone = useCollegeTimeZone();
  const language = i18n.language;
  return useMemo(() => formatFor(language, isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE), [language, zone]);
}
