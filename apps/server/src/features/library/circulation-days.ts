/**
 * The calendar of circulation: a due date falls on a day the college is open, and an overdue fine
 * counts only the open days after the grace. Days are `YYYY-MM-DD`; the college is closed on Sundays
 * and on its holidays.
 */

const DAY_MS = 86_400_000;

export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const isSunday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay() === 0;

/** Whether the college is closed on a day: a Sunday, or one of its holidays. */
export const closedOn = (holidays: ReadonlySet<string>) => (day: string) => isSunday(day) || holidays.has(day);

/** The due date of a loan of `loanDays` from `from`: moved on to the next open day when it falls on a closed one. */
export function dueDateFrom(from: string, loanDays: number, closed: (day: string) => boolean): string {
  let due = addDays(from, loanDays);
  while (closed(due)) due = addDays(due, 1);
  return due;
}

/** Open days after `after` up to and including `upTo`. */
export function openDaysBetween(after: string, upTo: string, closed: (day: string) => boolean): number {
  let n = 0;
  for (let day = addDays(after, 1); day <= upTo; day = addDays(day, 1)) if (!closed(day)) n++;
  return n;
}

export interface FineRule {
  finePerDayPaise: number;
  graceDays: number;
  maxFinePaise: number;
}

/** The fine of a copy due on `dueOn` returned on `on`: the open days late beyond the grace, at the day's fine, capped. */
export function overdueFine(dueOn: string, on: string, rule: FineRule, closed: (day: string) => boolean): number {
  if (on <= dueOn) return 0;
  const late = openDaysBetween(dueOn, on, closed) - rule.graceDays;
  return late <= 0 ? 0 : Math.min(late * rule.finePerDayPaise, rule.maxFinePaise);
}
