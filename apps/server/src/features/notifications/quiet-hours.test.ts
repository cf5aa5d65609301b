import { describe, expect, it } from 'vitest';
import { dayStart, smsNotBefore } from './quiet-hours.js';

const QUIET = { from: '21:00', to: '09:00' };
const IST = 'Asia/Kolkata';

describe('SMS quiet hours in the college’s time', () => {
  it('lets a message made in the day go at once', () => {
    const noon = new Date('2026-11-30T06:30:00Z'); // 12:00 IST
    expect(smsNotBefore(noon, QUIET, IST)).toEqual(noon);
    const justBefore = new Date('2026-11-30T15:29:00Z'); // 20:59 IST
    expect(smsNotBefore(justBefore, QUIET, IST)).toEqual(justBefore);
  });

  it('holds an evening message until nine the next morning', () => {
    expect(smsNotBefore(new Date('2026-11-30T15:30:00Z'), QUIET, IST).toISOString()).toBe('2026-12-01T03:30:00.000Z');
    expect(smsNotBefore(new Date('2026-11-30T18:29:00Z'), QUIET, IST).toISOString()).toBe('2026-12-01T03:30:00.000Z'); // 23:59
  });

  it('holds a message made after midnight until nine the same morning', () => {
    expect(smsNotBefore(new Date('2026-11-30T18:31:00Z'), QUIET, IST).toISOString()).toBe('2026-12-01T03:30:00.000Z'); // 00:01
    expect(smsNotBefore(new Date('2026-12-01T03:29:00Z'), QUIET, IST).toISOString()).toBe('2026-12-01T03:30:00.000Z'); // 08:59
    const nine = new Date('2026-12-01T03:30:00Z');
    expect(smsNotBefore(nine, QUIET, IST)).toEqual(nine);
  });

  it('reads a window within one day, and none when it is empty', () => {
    const lunch = { from: '13:00', to: '14:00' };
    expect(smsNotBefore(new Date('2026-11-30T07:45:00Z'), lunch, IST).toISOString()).toBe('2026-11-30T08:30:00.000Z');
    const t = new Date('2026-11-30T16:00:00Z');
    expect(smsNotBefore(t, { from: '00:00', to: '00:00' }, IST)).toEqual(t);
    expect(smsNotBefore(t, undefined, IST)).toEqual(t);
  });

  it('reads another zone’s clock', () => {
    expect(smsNotBefore(new Date('2026-11-30T22:00:00Z'), QUIET, 'Europe/Berlin').toISOString()).toBe('2026-12-01T08:00:00.000Z');
  });
});

describe('the start of a college day', () => {
  it('is midnight in the college’s zone', () => {
    expect(dayStart(IST, '2026-11-30').toISOString()).toBe('2026-11-29T18:30:00.000Z');
    expect(dayStart(IST, '2026-11-30', 1).toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(dayStart('Europe/Berlin', '2026-07-01').toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });
});
