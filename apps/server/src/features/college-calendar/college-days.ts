/**
 * The college's days as everything that counts them reads them (loan periods, fines, a grievance's
 * 15 working days): days are `YYYY-MM-DD`; the college is closed on Sundays and on its holidays.
 */

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** Whether the college is closed on a day: a Sunday, or one of its holidays. */
export const closedOn = (holidays: ReadonlySet<string>) => (day: string) => isSunday(day) || holidays.has(day);

/** Open days after `after` up to and including `upTo`. */
export function openDaysBetween(after: string, upTo: string, closed: (day: string) => boolean): number {
  let n = 0;
  for (let day = addDays(after, 1); day <= upTo; day = addDays(day, 1)) if (!closed(day)) n++;
  return n;
}

/** The `n`th open day after `after`: the 15th working day after a grievance's receipt. */
export function openDayAfter(after: string, n: number, closed: (day: string) => boolean): string {
  let day = after;
  for (let left = n; left > 0; ) {
    day = addDays(day, 1);
    if (!closed(day)) left--;
  }
  return day;
}
