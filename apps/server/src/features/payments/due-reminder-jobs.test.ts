import { describe, expect, it } from 'vitest';
import { remindersOn, shiftDay } from './due-reminder-jobs.js';

describe('due reminder days', () => {
  const tuition = { feeTypeId: 1, semester: 3, dueOn: '2026-12-07' };

  it('counts days across months and years', () => {
    expect(shiftDay('2026-12-07', -7)).toBe('2026-11-30');
    expect(shiftDay('2026-12-28', 7)).toBe('2027-01-04');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('names the reminders whose day is today or up to three days past, not those to come or older', () => {
    const offsets = [-7, 0, 7];
    expect(remindersOn('2026-11-29', [tuition], offsets)).toEqual([]);
    expect(remindersOn('2026-11-30', [tuition], offsets)).toEqual([{ ...tuition, offset: -7 }]);
    expect(remindersOn('2026-12-03', [tuition], offsets)).toEqual([{ ...tuition, offset: -7 }]);
    expect(remindersOn('2026-12-04', [tuition], offsets)).toEqual([]);
    expect(remindersOn('2026-12-08', [tuition], offsets)).toEqual([{ ...tuition, offset: 0 }]);
  });

  it('names two reminders at once when their days are close together', () => {
    expect(remindersOn('2026-12-08', [tuition], [0, 1])).toEqual([
      { ...tuition, offset: 0 },
      { ...tuition, offset: 1 },
    ]);
  });
});
