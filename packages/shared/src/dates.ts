/** Dates travel as `YYYY-MM-DD`. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** No date of a student or an admission lies before this day. */
export const EARLIEST_DATE = '1900-01-01';

const DAY_MS = 86_400_000;

export const TIME_ZONE_MESSAGE = 'Time zone: choose an IANA time zone, such as Asia/Kolkata';

/** The college's time zone until it chooses another (College Settings). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';

let knownZones: Set<string> | undefined;
const zones = () => (knownZones ??= new Set(Intl.supportedValuesOf('timeZone')));
/** Names that resolved to a known zone (a formatter per check is slow; only real zone names are kept, so it stays small). */
const resolvedZones = new Set<string>();

/**
 * An IANA time zone this runtime knows: one of `Intl.supportedValuesOf('timeZone')`, or an
 * Area/Location name it resolves to one of them (older ICU lists Asia/Calcutta and resolves
 * Asia/Kolkata to it). Abbreviations such as IST are refused: they name more than one zone.
 */
export function isTimeZone(name: string): boolean {
  if (zones().has(name) || resolvedZones.has(name)) return true;
  if (!name.includes('/')) return false;
  try {
    const known = zones().has(new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone);
    if (known) resolvedZones.add(name);
    return known;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormat = (zone: string) => {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(zone, format);
  }
  return format;
};

/**
 * The calendar day (`YYYY-MM-DD`) that `instant` falls on in `zone`: the one helper for every date
 * the application prints or decides on. 19:06 UTC on 22 November is 23 November in Asia/Kolkata.
 */
export function dayIn(zone: string, instant: Date | number = Date.now()): string {
  const parts = dayFormat(zone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

let collegeZone = DEFAULT_TIME_ZONE;

/** The server (from the settings) and the web (from the public contact data) tell this module the college's zone. */
export function setCollegeTimeZone(zone: string | null | undefined) {
  if (zone && isTimeZone(zone)) collegeZone = zone;
}
export const collegeTimeZone = () => collegeZone;

let collegeNow: () => Date | number = () => Date.now();

/** The server tells this module its clock, so that the shared checks' "today" is the services' (tests fix it). */
export function setCollegeClock(now: () => Date | number) {
  collegeNow = now;
}

/** Today in the college's time zone: "today" for every check and every printed date. */
export const collegeToday = (now: Date | number = collegeNow()) => dayIn(collegeZone, now);
/** The current year where the college is. */
export const collegeYear = (now: Date | number = collegeNow()) => Number(collegeToday(now).slice(0, 4));
/** A year after the college's today (a date of admission may be set that far ahead). */
export const aYearFromToday = (now: Date | number = collegeNow()) => collegeToday(Number(now) + 366 * DAY_MS);

/** `2026-11-23` → `23-11-2026`, as forms print a date (date-format.ts: every date the application shows). */
export const dayMonthYear = (day: string) => day.split('-').reverse().join('-');
/** `2026-11-23` → `23 November 2026` (the grade sheet's date of issue). */
export const longDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC' });

const isLeapYear = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** `YYYY-MM-DD` that names a real day (2025-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= (m === 2 && isLeapYear(y) ? 29 : DAYS_IN_MONTH[m - 1]);
}

/** Spec 001 §9: from May the year is current–next, before that previous–current; `today` is the college's (`YYYY-MM-DD`). */
export function academicYearLabel(today = collegeToday()): string {
  const [y, month] = today.split('-').map(Number);
  return month >= 5 ? `${y}-${y + 1}` : `${y - 1}-${y}`;
}

/** The first day of the academic year `today` falls in: 1 May. */
export const academicYearStart = (today: string): string => `${academicYearLabel(today).slice(0, 4)}-05-01`;
