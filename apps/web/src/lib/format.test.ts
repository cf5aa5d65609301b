import { describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { formatFor } from './format';

/** Intl writes a no-break space before am/pm and before ₹ in German: compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const en = formatFor('en', 'Asia/Kolkata');
const de = formatFor('de', 'Asia/Kolkata');

describe("the web's one format", () => {
  it('writes numbers in the reader’s language: Indian grouping in English, a dot for thousands in German', () => {
    expect(en.number(2037)).toBe('2,037');
    expect(de.number(2037)).toBe('2.037');
    expect(en.number(565_950)).toBe('5,65,950');
    expect(de.number(565_950)).toBe('565.950');
    expect(en.number(8.5, 2)).toBe('8.50');
    expect(de.number(8.5, 2)).toBe('8,50');
    expect(de.percent(85.5)).toBe('85,5\u00a0%');
  });

  it('writes rupees with Indian grouping in English and German separators in German', () => {
    expect(en.money(56_595_000)).toBe('₹5,65,950.00');
    expect(plain(de.money(56_595_000))).toBe('565.950,00 ₹');
    expect(en.moneyAxis(150_000)).toBe('₹1.5L');
    expect(de.moneyAxis(150_000)).toBe('150.000 ₹');
    expect(en.moneyInput(20_050)).toBe('200.50');
    expect(de.moneyInput(20_050)).toBe('200,50');
    expect(de.paiseOf('200,50')).toBe(20_050);
    expect(en.paiseOf('200,50')).toBeUndefined();
  });

  it("writes dates as DD-MM-YYYY and times in the college's zone, across midnight UTC", () => {
    expect(en.day('2026-11-27')).toBe('27-11-2026');
    expect(de.day('2026-11-27')).toBe('27-11-2026');
    // 23:50 UTC on the 27th and 00:10 UTC on the 28th are both the 28th in the college (UTC+5:30).
    expect(en.day('2026-11-27T23:50:00Z')).toBe('28-11-2026');
    expect(plain(en.dateTime('2026-11-27T23:50:00Z'))).toBe('28-11-2026, 5:20 am');
    expect(plain(en.dateTime('2026-11-28T00:10:00Z'))).toBe('28-11-2026, 5:40 am');
    expect(de.dateTime('2026-11-28T00:10:00Z', { seconds: true })).toBe('28-11-2026, 05:40:00');
    // The college's own midnight, 18:30 UTC.
    expect(en.day('2026-11-27T18:29:59Z')).toBe('27-11-2026');
    expect(en.day('2026-11-27T18:30:00Z')).toBe('28-11-2026');
    expect(en.dayInWords('2026-11-27T18:30:00Z')).toBe('28 Nov 2026');
    expect(de.dayInWords('2026-11-27T18:30:00Z')).toBe('28. Nov. 2026');
    expect(de.dayMonth('2026-11-27')).toBe('27. Nov.');
    // Another college's zone: the same moment is still the 27th in New York.
    expect(plain(formatFor('en', 'America/New_York').dateTime('2026-11-28T02:00:00Z'))).toBe('27-11-2026, 9:00 pm');
  });

  it("writes a moment the server gave in the college's own time as it stands, in any zone, and a month in words", () => {
    expect(plain(en.wallClock('2026-11-29 16:05'))).toBe('29-11-2026, 4:05 pm');
    expect(de.wallClock('2026-11-29 16:05')).toBe('29-11-2026, 16:05');
    expect(plain(formatFor('en', 'America/New_York').wallClock('2026-11-29 00:10'))).toBe('29-11-2026, 12:10 am');
    expect(en.wallClock('soon')).toBe('soon');
    expect(en.monthInWords('2026-06')).toBe('June 2026');
    expect(de.monthInWords('2027-03')).toBe('März 2027');
  });

  it('gives the texts’ {{count, number}} the same style', async () => {
    i18n.addResourceBundle('en', 'translation', { formatTest: '{{count, number}} entries' }, true, true);
    i18n.addResourceBundle('de', 'translation', { formatTest: '{{count, number}} Einträge' }, true, true);
    await i18n.changeLanguage('en');
    expect(i18n.t('formatTest', { count: 123_456 })).toBe('1,23,456 entries');
    await i18n.changeLanguage('de');
    expect(i18n.t('formatTest', { count: 2037 })).toBe('2.037 Einträge');
    await i18n.changeLanguage('en');
  });
});
