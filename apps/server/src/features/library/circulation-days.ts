import { addDays, openDaysBetween } from '../college-calendar/college-days.js';

/**
 * The calendar of circulation: a due date falls on a day the college is open, and an overdue fine
 * counts only the open days after the grace (college-days.ts).
 */

/** The due date of a loan of `loanDays` from `from`: moved on to the next open day when it falls on a closed one. */
export function dueDateFrom(from: string, loanDays: number, closed: (day: string) => boolean): string {
  let due = addDays(from, loanDays);
  while (closed(due)) due = addDays(due, 1);
  return due;
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
