import PDFDocument from 'pdfkit';
import { longDay } from '@campus/shared';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { drawImage, drawQr, pdfBytes } from '../../lib/pdf-marks.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface BusPassInput {
  college: { name: string; logo?: string | null };
  student: { name: string; rollNumber: string; programme: string | null };
  /** `R-04 · Kukatpally – College` */
  route: string;
  /** `Miyapur · 07:10` */
  stop: string;
  validUntil: string;
  /** Where the QR code leads: the public page that verifies the pass. */
  verifyUrl: string;
  photo?: Buffer | null;
}

/** ID-1, the size of a bank card (85.6 × 54 mm), in points. */
const CARD = { width: 242.65, height: 153.07 };
const PAD = 10;

/**
 * A student's bus pass, the size of a bank card: the college, the student's photo, name, roll number
 * and programme, the route and stop with the pick-up time, the day it runs until, and a QR code a
 * conductor's phone opens to verify it.
 * @public Laid out in a PDF worker, which loads it by name (`busPassPdf` below).
 */
export async function buildBusPassPdf(input: BusPassInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [CARD.width, CARD.height],
    margin: 0,
    info: { Title: `Bus pass ${input.student.rollNumber}`, Author: input.college.name },
  });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);

  doc.rect(0, 0, CARD.width, 26).fill('#8a4b08');
  const logoShown = drawImage(doc, input.college.logo, PAD, 4, [18, 18]);
  const headX = PAD + (logoShown ? 22 : 0);
  const headW = CARD.width - headX - PAD;
  doc.fillColor('#ffffff').font(f.bold).fontSize(8).text(input.college.name, headX, 5, { width: headW, height: 10, ellipsis: true, lineBreak: false });
  doc.font(f.regular).fontSize(6.5).text('BUS PASS', headX, 15, { width: headW, lineBreak: false });

  const photoW = 44;
  const photoH = 54;
  const top = 32;
  if (!drawImage(doc, input.photo, PAD, top, [photoW, photoH])) doc.rect(PAD, top, photoW, photoH).lineWidth(0.5).stroke('#999999');
  const qrSize = 58;
  const textX = PAD + photoW + 6;
  const textW = CARD.width - textX - PAD - qrSize - 4;
  doc.fillColor('#000000').font(f.bold).fontSize(8.5).text(input.student.name, textX, top, { width: textW, height: 22, ellipsis: true });
  doc.font(f.regular).fontSize(7).text(input.student.rollNumber, textX, doc.y + 1, { width: textW });
  if (input.student.programme) doc.fontSize(6).text(input.student.programme, textX, doc.y + 1, { width: textW, height: 15, ellipsis: true });
  drawQr(doc, input.verifyUrl, CARD.width - PAD - qrSize, top, qrSize);
  // The code under the QR, for a conductor who types it rather than scans it.
  const code = input.verifyUrl.slice(input.verifyUrl.lastIndexOf('/') + 1);
  doc.font(f.regular).fontSize(5.5).fillColor('#000000').text(code, CARD.width - PAD - qrSize - 4, top + qrSize + 2, { width: qrSize + 8, align: 'center', lineBreak: false });

  const lines: [string, string][] = [
    ['Route', input.route],
    ['Stop', input.stop],
    ['Valid until', longDay(input.validUntil)],
  ];
  let y = top + photoH + 6;
  for (const [label, value] of lines) {
    doc.font(f.regular).fontSize(6).fillColor('#555555').text(label, PAD, y, { width: 40, lineBreak: false });
    doc.font(f.bold).fontSize(7).fillColor('#000000').text(value, PAD + 42, y - 0.5, { width: CARD.width - PAD * 2 - 42, height: 9, ellipsis: true, lineBreak: false });
    y += 10;
  }
  doc.end();
  return done;
}

export const busPassPdf = pdfLayout(import.meta.url, { buildBusPassPdf });
