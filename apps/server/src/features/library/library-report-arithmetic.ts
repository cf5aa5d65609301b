import { addDays } from '../college-calendar/college-days.js';
import { overdueFine } from './circulation-days.js';

/** A ratio as the reports show it: two decimals, and 0 when there is nothing to divide by. */
export const ratioOf = (count: number, by: number): number => (by > 0 ? Math.round((count / by) * 100) / 100 : 0);

/**
 * The days the library was open in a range: neither a Sunday nor a college holiday (as the
 * circulation desk's calendar says), and only days that have come, up to `today`.
 */
export function openDaysOf(from: string, to: string, today: string, closed: (day: string) => boolean): string[] {
  const last = to < today ? to : today;
  const days: string[] = [];
  for (let day = from; day <= last; day = addDays(day, 1)) if (!closed(day)) days.push(day);
  return days;
}

/**
 * NAAC's average daily users: the members served (an issue or a return) on each open day, summed
 * over the open days and divided by their number. A closed day's desk work is not counted.
 */
export function averageDailyUsers(openDays: readonly string[], membersByDay: readonly { day: string; members: number }[]) {
  const open = new Set(openDays);
  const memberVisits = membersByDay.filter((d) => open.has(d.day)).reduce((sum, d) => sum + d.members, 0);
  return { openDays: openDays.length, memberVisits, averageDailyUsers: ratioOf(memberVisits, openDays.length) };
}

interface OverdueRule {
  dueOn: string;
  finePerDayPaise: number | null;
  graceDays: number | null;
  maxFinePaise: number | null;
}

/** The fine an overdue loan has run up by `today`, by its borrowing rule; none when no rule lends it. */
export function fineSoFar(loan: OverdueRule, today: string, closed: (day: string) => boolean): number {
  if (loan.finePerDayPaise === null || loan.graceDays === null || loan.maxFinePaise === null) return 0;
  const rule = { finePerDayPaise: loan.finePerDayPaise, graceDays: loan.graceDays, maxFinePaise: loan.maxFinePaise };
  return overdueFine(loan.dueOn, today, rule, closed);
}
