import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { buildBoardingListPdf, type BoardingList } from './boarding-list-pdf.js';

/** A full bus of 75: three stops of twenty-five. */
const LIST: BoardingList = {
  college: 'Vignan College of Engineering and Technology',
  route: { code: 'R-06', name: 'LB Nagar – College' },
  vehicle: { registration: 'TS 08 UA 4286', driverName: 'G. Yadagiri', driverPhone: '9848021565' },
  day: '2026-12-01',
  students: 75,
  stops: ['LB Nagar', 'Kothapet', 'Moosapet'].map((name, s) => ({
    name,
    pickupTime: `07:${String(s * 10 + 5).padStart(2, '0')}`,
    boarders: Array.from({ length: 25 }, (_, i) => ({
      rollNumber: `24VC1A05${String(s * 25 + i).padStart(2, '0')}`,
      name: `Student ${s * 25 + i}`,
      mobile: `98480${String(s * 25 + i).padStart(5, '0')}`,
      paid: i % 3 !== 0,
    })),
  })),
};

describe('a boarding list PDF', () => {
  it('continues its table over the pages with the headings on each, and a stop going over named again', async () => {
    const pages = pdfText(await buildBoardingListPdf(LIST))
      .split('\f')
      .filter((p) => p.trim() !== '');
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page).toMatch(/#\s+Roll number\s+Name\s+Mobile\s+Fee/);
      expect(page).toContain(`Page ${i + 1} of ${pages.length}`);
    });
    expect(pages[0]).toContain('Boarding list: R-06 · LB Nagar – College');
    expect(pages[0]).toMatch(/01 December 2026\s+75 students/);
    expect(pages[1]).toContain('R-06 · LB Nagar – College, 01 December 2026 (continued)');
    expect(pages[1]).toMatch(/07:15\s+Kothapet \(continued\)\s+25 students/);
    // Every student once, in order.
    const rolls = pages.join('\n').match(/24VC1A05\d\d/g);
    expect(rolls).toEqual(LIST.stops.flatMap((s) => s.boarders.map((b) => b.rollNumber)));
  });

  it('says so when nobody rides, and names a route without a bus', async () => {
    const text = pdfText(await buildBoardingListPdf({ ...LIST, vehicle: null, students: 0, stops: [] }));
    expect(text).toContain('No vehicle runs this route');
    expect(text).toContain('No student has a seat on this route.');
    expect(text).toMatch(/0 students/);
  });
});
