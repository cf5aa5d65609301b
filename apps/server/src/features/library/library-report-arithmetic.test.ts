import { describe, expect, it } from 'vitest';
import { closedOn } from '../college-calendar/college-days.js';
import { averageDailyUsers, fineSoFar, openDaysOf, ratioOf } from './library-report-arithmetic.js';

// 2026-01-26 (Republic Day) is a Monday; 2026-01-25 a Sunday.
const closed = closedOn(new Set(['2026-01-26']));

describe('library report arithmetic', () => {
  it('divides to two decimals, and answers 0 when there is nothing to divide by', () => {
    expect(ratioOf(7, 3)).toBe(2.33);
    expect(ratioOf(2, 3)).toBe(0.67);
    expect(ratioOf(5, 0)).toBe(0);
    expect(ratioOf(0, 4)).toBe(0);
  });

  it('counts the open days of a range: no Sunday, no holiday, none after today', () => {
    expect(openDaysOf('2026-01-23', '2026-01-28', '2026-02-01', closed)).toEqual(['2026-01-23', '2026-01-24', '2026-01-27', '2026-01-28']);
    expect(openDaysOf('2026-01-23', '2026-01-28', '2026-01-26', closed)).toEqual(['2026-01-23', '2026-01-24']);
    expect(openDaysOf('2026-01-25', '2026-01-26', '2026-02-01', closed)).toEqual([]);
    expect(openDaysOf('2026-03-01', '2026-03-31', '2026-02-01', closed)).toEqual([]);
  });

  it('averages the members served over the open days, leaving out a closed day’s work', () => {
    const open = ['2026-01-23', '2026-01-24', '2026-01-27', '2026-01-28'];
    const served = [
      { day: '2026-01-23', members: 3 },
      { day: '2026-01-25', members: 9 },
      { day: '2026-01-27', members: 4 },
    ];
    expect(averageDailyUsers(open, served)).toEqual({ openDays: 4, memberVisits: 7, averageDailyUsers: 1.75 });
    expect(averageDailyUsers([], served)).toEqual({ openDays: 0, memberVisits: 0, averageDailyUsers: 0 });
  });

  it('charges an overdue loan by its rule over the open days after the grace, and nothing without a rule', () => {
    const rule = { finePerDayPaise: 200, graceDays: 1, maxFinePaise: 1_000 };
    // Due Friday 23rd; by Wednesday 28th: Saturday, Tuesday and Wednesday are open (Sunday and the holiday are not), less a day's grace.
    expect(fineSoFar({ dueOn: '2026-01-23', ...rule }, '2026-01-28', closed)).toBe(400);
    expect(fineSoFar({ dueOn: '2026-01-01', ...rule }, '2026-01-28', closed)).toBe(1_000);
    expect(fineSoFar({ dueOn: '2026-01-23', finePerDayPaise: null, graceDays: null, maxFinePaise: null }, '2026-01-28', closed)).toBe(0);
  });
});
