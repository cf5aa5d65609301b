import { describe, expect, it } from 'vitest';
import { closedOn, openDaysBetween } from '../college-calendar/college-days.js';
import { dueDateFrom, overdueFine } from './circulation-days.js';

// 2026-01-26 (Republic Day) is a Monday; 2026-01-25 a Sunday.
const closed = closedOn(new Set(['2026-01-26']));
const rule = { finePerDayPaise: 200, graceDays: 1, maxFinePaise: 1_000 };

describe('circulation days', () => {
  it('moves a due date off a Sunday and a holiday to the next open day', () => {
    expect(dueDateFrom('2026-01-11', 14, closed)).toBe('2026-01-27');
    expect(dueDateFrom('2026-01-12', 14, closed)).toBe('2026-01-27');
    expect(dueDateFrom('2026-01-13', 14, closed)).toBe('2026-01-27');
    expect(dueDateFrom('2026-01-14', 14, closed)).toBe('2026-01-28');
  });

  it('counts the open days after one day up to another', () => {
    expect(openDaysBetween('2026-01-23', '2026-01-27', closed)).toBe(2);
    expect(openDaysBetween('2026-01-23', '2026-01-23', closed)).toBe(0);
  });

  it('fines the open days late beyond the grace, capped at the maximum', () => {
    expect(overdueFine('2026-01-23', '2026-01-23', rule, closed)).toBe(0);
    expect(overdueFine('2026-01-23', '2026-01-24', rule, closed)).toBe(0);
    // Sat 24 and Tue 27 are open (Sun 25 and the holiday are not): two days late, one of grace.
    expect(overdueFine('2026-01-23', '2026-01-27', rule, closed)).toBe(200);
    expect(overdueFine('2026-01-23', '2026-03-31', rule, closed)).toBe(1_000);
  });
});
