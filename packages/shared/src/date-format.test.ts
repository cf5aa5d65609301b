import { afterEach, describe, expect, it } from 'vitest';
import { dayFromText, formatDateTime, formatDay, formatDayInWords, formatDayMonth, formatTime } from './date-format.js';
import { setCollegeTimeZone } from './dates.js';

describe('dates and times as the application shows them', () => {
  afterEach(() => setCollegeTimeZone('Asia/Kolkata'));
  /** Intl separates a time from am/pm with a (narrow) no-break space: compare them as plain spaces. */
  const plain = (text: string) => text.replace(/\s/g, ' ');

  it('a day is DD-MM-YYYY in both languages; in words it follows the language', () => {
    expect(formatDay('2026-11-27')).toBe('27-11-2026');
    expect(formatDayInWords('2026-11-27', 'en')).toBe('27 Nov 2026');
    expect(formatDayInWords('2026-11-27', 'de')).toBe('27. Nov. 2026');
    expect(formatDayInWords('2026-03-05', 'de')).toBe('5. März 2026');
    expect(formatDayMonth('2026-06-10', 'en')).toBe('10 Jun');
    expect(formatDayMonth('2026-06-10', 'de')).toBe('10. Juni');
  });

  it('a calendar day is never shifted by a zone: it has none', () => {
    setCollegeTimeZone('America/Los_Angeles');
    expect(formatDay('2026-01-01')).toBe('01-01-2026');
    expect(formatDayInWords('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it("a moment is the college's day and time, across midnight UTC and the college's own midnight", () => {
    // 23:50 UTC on 27 November and 00:10 UTC on 28 November are both the morning of the 28th in India.
    expect(plain(formatDateTime('2026-11-27T23:50:00Z', 'en'))).toBe('28-11-2026, 5:20 am');
    expect(plain(formatDateTime('2026-11-28T00:10:00Z', 'en'))).toBe('28-11-2026, 5:40 am');
    expect(formatDateTime('2026-11-28T00:10:00Z', 'de')).toBe('28-11-2026, 05:40');
    // The college's midnight is 18:30 UTC.
    expect(plain(formatDateTime('2026-11-27T18:29:59Z', 'en', { seconds: true }))).toBe('27-11-2026, 11:59:59 pm');
    expect(formatDateTime('2026-11-27T18:29:59Z', 'de', { seconds: true })).toBe('27-11-2026, 23:59:59');
    expect(plain(formatDateTime('2026-11-27T18:30:00Z', 'en'))).toBe('28-11-2026, 12:00 am');
    expect(formatDay('2026-11-27T18:30:00Z')).toBe('28-11-2026');
    expect(formatDayInWords('2026-11-27T18:30:00Z', 'de')).toBe('28. Nov. 2026');
    expect(plain(formatTime('2026-11-27T04:45:00Z', 'en'))).toBe('10:15 am');
    expect(formatTime('2026-11-27T04:45:00Z', 'de')).toBe('10:15');
  });

  it("follows the college's zone when it chooses another, whatever the browser's", () => {
    setCollegeTimeZone('America/New_York');
    // 02:00 UTC on the 28th is 21:00 on the 27th in New York.
    expect(plain(formatDateTime('2026-11-28T02:00:00Z', 'en'))).toBe('27-11-2026, 9:00 pm');
    expect(formatDateTime('2026-11-28T02:00:00Z', 'de')).toBe('27-11-2026, 21:00');
    expect(formatDateTime('2026-11-28T02:00:00Z', 'de', { zone: 'Asia/Kolkata' })).toBe('28-11-2026, 07:30');
  });

  it('text that is no date or moment is shown as it is', () => {
    expect(formatDay('soon')).toBe('soon');
    expect(formatDateTime('soon', 'en')).toBe('soon');
    expect(formatDayInWords('', 'de')).toBe('');
    expect(formatDateTime('2026-11-27', 'en')).toBe('27-11-2026');
  });
});

describe('a date typed into a field', () => {
  it.each([
    ['27-11-2026', '2026-11-27'],
    ['27.11.2026', '2026-11-27'],
    ['27/11/2026', '2026-11-27'],
    [' 7-1-2026 ', '2026-01-07'],
    ['27112026', '2026-11-27'],
    ['2026-11-27', '2026-11-27'],
    ['29-02-2024', '2024-02-29'],
  ])('%s is %s', (typed, day) => {
    expect(dayFromText(typed)).toBe(day);
  });

  it.each([
    '',
    '27-11',
    '27-11-26',
    '11/27/2026x',
    '31-04-2026',
    '29-02-2025',
    '2026-27-11',
    '27-13-2026',
    '00-01-2026',
    '27 - 11 - 2026',
    'a-b-cdef',
  ])('%s is not a day', (typed) => {
    expect(dayFromText(typed)).toBeUndefined();
  });

  it('writes back what it reads', () => {
    for (const day of ['2026-11-27', '1900-01-01', '2024-02-29']) expect(dayFromText(formatDay(day))).toBe(day);
  });
});
