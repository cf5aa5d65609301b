import PDFDocument from 'pdfkit';
import { longDay } from '@campus/shared';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

/** A student boarding at a stop: who, how to reach them, and whether their pass's fee is paid. */
interface Boarder {
  rollNumber: string;
  name: string;
  mobile: string | null;
  paid: boolean;
}

/** A route's boarding list as its driver carries it: the stops in the order the bus reaches them, each with its students. */
export interface BoardingList {
  college: string;
  route: { code: string; name: string };
  /** The route's bus, its registration spaced as painted (`TS 08 UA 4101`); null while the route has none. */
  vehicle: { registration: string; driverName: string; driverPhone: string } | null;
  /** The business day the list is for (`YYYY-MM-DD`). */
  day: string;
  students: number;
  stops: { name: string; pickupTime: string; boarders: Boarder[] }[];
}

/** `3 students`, `1 student`. */
export const studentsCount = (n: number) => `${n} ${n === 1 ? 'student' : 'students'}`;

/** `Paid` or `Unpaid`: what the driver reads of a student's pass fee. */
export const feeWord = (paid: boolean) => (paid ? 'Paid' : 'Unpaid');

const COLUMNS = [
  { head: '#', share: 5, text: (_: Boarder, n: number) => String(n) },
  { head: 'Roll number', share: 18, text: (b: Boarder) => b.rollNumber },
  { head: 'Name', share: 40, text: (b: Boarder) => b.name },
  { head: 'Mobile', share: 20, text: (b: Boarder) => b.mobile ?? '' },
  { head: 'Fee', share: 12, text: (b: Boarder) => feeWord(b.paid) },
];

const MARGIN = 36;
const PAD = 3;
const ROW_FONT = 9;

/**
 * A route's boarding list on A4 portrait pages: the college, route, bus, driver, day and count at the
 * head; then a table of the students by stop in the order the bus reaches the stops, each stop under
 * a band with its pick-up time. The table's headings come again at the top of every page, with a
 * stop's band when its students go on over the page; each page is numbered.
 * @public Laid out in a PDF worker, which loads it by name (`boardingListPdf` below).
 */
export async function buildBoardingListPdf(list: BoardingList): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Boarding list ${list.route.code} ${list.day}`, Author: list.college },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const f = pdfFonts(doc);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN - 16;
  const totalShare = COLUMNS.reduce((s, c) => s + c.share, 0);
  const widths = COLUMNS.map((c) => (c.share / totalShare) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const routeLine = `${list.route.code} · ${list.route.name}`;

  const rule = (y: number, weight: number, colour = '#000000') =>
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(weight)
      .strokeColor(colour)
      .stroke()
      .strokeColor('#000000');

  /** The first page's head: the college, the route, its bus and driver, the day and the count. */
  const head = () => {
    doc.font(f.bold).fontSize(14).fillColor('#000000').text(list.college, left, MARGIN, { width });
    doc
      .font(f.bold)
      .fontSize(12)
      .text(`Boarding list: ${routeLine}`, left, doc.y + 4, { width });
    const vehicle = list.vehicle
      ? `Vehicle ${list.vehicle.registration}   Driver ${list.vehicle.driverName}, ${list.vehicle.driverPhone}`
      : 'No vehicle runs this route';
    doc
      .font(f.regular)
      .fontSize(10)
      .text(vehicle, left, doc.y + 4, { width });
    doc.text(`${longDay(list.day)}   ${studentsCount(list.students)}`, left, doc.y + 2, { width });
    return doc.y + 10;
  };

  /** A later page's head: the route and day, so a loose sheet is still known. */
  const continuedHead = () => {
    doc
      .font(f.regular)
      .fontSize(9)
      .fillColor('#555555')
      .text(`${routeLine}, ${longDay(list.day)} (continued)`, left, MARGIN, { width });
    doc.fillColor('#000000');
    return doc.y + 6;
  };

  /** The table's headings. */
  const headings = (y: number) => {
    doc.font(f.bold).fontSize(ROW_FONT);
    COLUMNS.forEach((c, i) => doc.text(c.head, xs[i]! + PAD, y, { width: widths[i]! - 2 * PAD, lineBreak: false }));
    rule(y + 13, 0.6);
    return y + 16;
  };

  /** A stop's band: its pick-up time and name, and how many board there. */
  const band = (y: number, stop: BoardingList['stops'][number], continued: boolean) => {
    doc.rect(left, y, width, 16).fill('#e8e8e8');
    doc
      .fillColor('#000000')
      .font(f.bold)
      .fontSize(ROW_FONT + 0.5);
    doc.text(`${stop.pickupTime}   ${stop.name}${continued ? ' (continued)' : ''}`, left + PAD, y + 3.5, {
      width: width * 0.7,
      lineBreak: false,
    });
    doc.font(f.regular).text(studentsCount(stop.boarders.length), left + width * 0.7, y + 3.5, {
      width: width * 0.3 - PAD,
      align: 'right',
      lineBreak: false,
    });
    return y + 19;
  };

  let y = headings(head());
  if (list.stops.length === 0)
    doc
      .font(f.regular)
      .fontSize(10)
      .text('No student has a seat on this route.', left, y + 4, { width });
  let n = 0;
  for (const stop of list.stops) {
    // A band is never left alone at the foot of a page: it goes over with its first student.
    if (y + 19 + 16 > bottom) {
      doc.addPage();
      y = headings(continuedHead());
    }
    y = band(y, stop, false);
    for (const boarder of stop.boarders) {
      n += 1;
      doc.font(f.regular).fontSize(ROW_FONT);
      const texts = COLUMNS.map((c) => c.text(boarder, n));
      const height = Math.max(...texts.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i]! - 2 * PAD }))) + 5;
      if (y + height > bottom) {
        doc.addPage();
        y = band(headings(continuedHead()), stop, true);
        doc.font(f.regular).fontSize(ROW_FONT);
      }
      texts.forEach((t, i) => {
        const unpaid = i === COLUMNS.length - 1 && !boarder.paid;
        doc.font(unpaid ? f.bold : f.regular).text(t, xs[i]! + PAD, y + 2, { width: widths[i]! - 2 * PAD });
      });
      y += height;
      rule(y, 0.2, '#999999');
    }
  }

  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p += 1) {
    doc.switchToPage(p);
    doc
      .font(f.regular)
      .fontSize(7.5)
      .fillColor('#555555')
      .text(`${list.route.code} boarding list, ${list.day}   Page ${p + 1} of ${range.count}`, left, doc.page.height - MARGIN - 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

export const boardingListPdf = pdfLayout(import.meta.url, { buildBoardingListPdf });
