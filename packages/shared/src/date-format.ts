import { collegeTimeZone, DATE_PATTERN, dayIn, dayMonthYear, isCalendarDate } from './dates.js';
import { readerLocale } from './numbers.js';

/*
 * Dates and times as the application shows them (the web's lib/format.ts binds these to the reader's
 * language and the college's zone):
 *
 * - A date is DD-MM-YYYY (`27-11-2026`), in English and in German alike: it is how the college's
 *   receipts, admission forms and registers print a date, so the screen and the paper agree, and it
 *   puts the day first as both languages do. A moment (an ISO instant) is first turned into the
 *   college's calendar day: 19:06 UTC on 22 November is 23-11-2026 in Asia/Kolkata, wherever the
 *   browser is.
 * - A time is the college's wall-clock time: `10:15 am` in English (India's 12-hour clock), `10:15`
 *   in German; with seconds where the exact moment matters (the audit log). A moment with its time is
 *   `27-11-2026, 10:15 am`.
 * - In words only where a date is read inside a sentence or labels a chart: `27 Nov 2026` (English),
 *   `27. Nov. 2026` (German), and on an axis `27 Nov` / `27. Nov.`.
 *
 * Dates typed into a field are DD-MM-YYYY too (`dayFromText`), whatever the browser's own locale;
 * the API keeps ISO days.
 */

/** A calendar day `YYYY-MM-DD` as it stands, or an ISO instant as the day it falls on in `zone`; undefined when neither. */
function dayOf(dayOrInstant: string, zone: string = collegeTimeZone()): string | undefined {
  if (DATE_PATTERN.test(dayOrInstant)) return dayOrInstant;
  const instant = Date.parse(dayOrInstant);
  return Number.isNaN(instant) ? undefined : dayIn(zone, instant);
}

/** `2026-11-27` (or a moment of that college day) → `27-11-2026`; text that is no date is shown as it is. */
export const formatDay = (dayOrInstant: string, zone: string = collegeTimeZone()) => {
  const day = dayOf(dayOrInstant, zone);
  return day ? dayMonthYear(day) : dayOrInstant;
};

const wordFormats = new Map<string, Intl.DateTimeFormat>();
/** One formatter per locale, zone and options. */
function dateFormat(language: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const locale = readerLocale(language);
  const key = `${locale} ${zone} ${JSON.stringify(options)}`;
  let format = wordFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    wordFormats.set(key, format);
  }
  return format;
}

/** A day's noon in UTC: formatting it in UTC names that day in any locale. */
const noonOf = (day: string) => Date.parse(`${day}T12:00:00Z`);

/** `2026-11-27` (or a moment of that college day) → `27 Nov 2026` (English), `27. Nov. 2026` (German). */
export function formatDayInWords(dayOrInstant: string, language: string, zone: string = collegeTimeZone()): string {
  const day = dayOf(dayOrInstant, zone);
  return day ? dateFormat(language, 'UTC', { day: 'numeric', month: 'short', year: 'numeric' }).format(noonOf(day)) : dayOrInstant;
}

/** A chart's label of a day: `27 Nov` (English), `27. Nov.` (German). */
export function formatDayMonth(dayOrInstant: string, language: string, zone: string = collegeTimeZone()): string {
  const day = dayOf(dayOrInstant, zone);
  return day ? dateFormat(language, 'UTC', { day: 'numeric', month: 'short' }).format(noonOf(day)) : dayOrInstant;
}

/** The college's wall-clock time of a moment: `10:15 am` (English), `10:15` (German); `seconds` adds them. */
export function formatTime(instant: string, language: string, opts: { zone?: string; seconds?: boolean } = {}): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return instant;
  const options: Intl.DateTimeFormatOptions = { hour: readerLocale(language) === 'de-DE' ? '2-digit' : 'numeric', minute: '2-digit' };
  if (opts.seconds) options.second = '2-digit';
  return dateFormat(language, opts.zone ?? collegeTimeZone(), options).format(at);
}

/** A moment as the college's day and time: `27-11-2026, 10:15 am` (English), `27-11-2026, 10:15` (German). */
export function formatDateTime(instant: string, language: string, opts: { zone?: string; seconds?: boolean } = {}): string {
  const day = DATE_PATTERN.test(instant) ? undefined : dayOf(instant, opts.zone);
  return day ? `${dayMonthYear(day)}, ${formatTime(instant, language, opts)}` : formatDay(instant, opts.zone);
}

/** A whole number of one or two digits, no sign. */
const digits = (text: string) => (/^\d{1,2}$/.test(text) ? Number(text) : NaN);

/**
 * A date as typed into a field → the ISO day, or undefined when it names no real day. Day first:
 * `27-11-2026`, `27.11.2026`, `27/11/2026`, `7-1-2026`, `27112026`; an ISO day (`2026-11-27`, as a
 * spreadsheet or another page gives it) is taken as it is.
 */
export function dayFromText(text: string): string | undefined {
  const typed = text.trim();
  if (typed.length > 10) return undefined;
  let parts: string[];
  if (DATE_PATTERN.test(typed)) parts = typed.split('-').reverse();
  else if (/^\d{8}$/.test(typed)) parts = [typed.slice(0, 2), typed.slice(2, 4), typed.slice(4)];
  else parts = typed.split(/[-./ ]/);
  if (parts.length !== 3) return undefined;
  const [d, m, year] = [digits(parts[0]), digits(parts[1]), parts[2]];
  if (Number.isNaN(d) || Number.isNaN(m) || !/^\d{4}$/.test(year)) return undefined;
  const day = `${year}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return isCalendarDate(day) ? day : undefined;
}
