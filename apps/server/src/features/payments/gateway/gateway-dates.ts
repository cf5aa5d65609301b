/**
 * Lyra India's charge API writes dates in Indian time without a zone, as in "Jun 24, 2024, 10:30:37 AM".
 * India has one zone and no daylight saving: +05:30 all year.
 */
const IST_OFFSET_MS = 330 * 60_000;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Jun 24, 2024, 10:30:37 AM" (the comma before the time is optional). */
const PUBLISHED = /^([A-Z][a-z]{2}) (\d{1,2}), (\d{4}),? (\d{1,2}):(\d{2}):(\d{2}) ?(AM|PM)$/;
/** "2024-06-24T10:30:37", with or without fractions, a zone or an offset. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/;

/** The instant of Indian wall-clock time `y-m-d h:mi:s`, or null when no such moment exists. */
function indianTime(y: number, m: number, d: number, h: number, mi: number, s: number): Date | null {
  const utc = Date.UTC(y, m - 1, d, h, mi, s);
  const back = new Date(utc);
  if (back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  return new Date(utc - IST_OFFSET_MS);
}

/** A date the gateway sent, as an instant: with a zone as written, without one in Indian time; null when unreadable. */
export function gatewayInstant(text: string | null | undefined): Date | null {
  const value = text?.trim();
  if (!value) return null;
  const published = PUBLISHED.exec(value);
  if (published) {
    const [, mon, d, y, h12, mi, s, half] = published;
    const month = MONTHS.indexOf(mon) + 1;
    const hour = Number(h12);
    if (month === 0 || hour < 1 || hour > 12) return null;
    return indianTime(Number(y), month, Number(d), (hour % 12) + (half === 'PM' ? 12 : 0), Number(mi), Number(s));
  }
  const iso = ISO.exec(value);
  if (!iso) return null;
  if (iso[8]) {
    const parsed = Date.parse(value.replace(' ', 'T'));
    return Number.isNaN(parsed) ? null : new Date(parsed);
  }
  const [, y, m, d, h, mi, s] = iso.map(Number);
  return indianTime(y, m, d, h, mi, s);
}

/** An instant written as the gateway writes it: "Jun 24, 2024, 10:30:37 AM", Indian time. */
export function gatewayDateText(instant: Date): string {
  const t = new Date(instant.getTime() + IST_OFFSET_MS);
  const hour = t.getUTCHours();
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())} ${hour < 12 ? 'AM' : 'PM'}`;
  return `${MONTHS[t.getUTCMonth()]} ${t.getUTCDate()}, ${t.getUTCFullYear()}, ${clock}`;
}
