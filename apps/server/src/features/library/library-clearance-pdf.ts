import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-marks.js';
import { dayMonthYear } from '@campus/shared';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface ClearanceInput {
  college: { name: string; logo?: string | null };
  member: { name: string; barcode: string; kind: 'student' | 'faculty'; programme: string | null };
  /** The business date the library cleared the member. */
  asOf: string;
}

function drawLogo(doc: PDFKit.PDFDocument, logo: string | null | undefined, x: number, y: number) {
  if (!logo) return false;
  try {
    doc.image(Buffer.from(logo, 'base64'), x, y, { fit: [48, 48] });
    return true;
  } catch {
    return false;
  }
}

/**
 * The library's no-dues certificate, on A5: the member has nothing on loan and owes the library
 * nothing on the day it was printed. Printed only for a member the library has cleared.
 * @public Laid out in a PDF worker, which loads it by name (`libraryClearancePdf` below).
 */
export async function buildLibraryClearancePdf(input: ClearanceInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A5', layout: 'landscape', margin: 40, info: { Title: `Library no-dues ${input.member.barcode}` } });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const width = doc.page.width - 80;
  const logoShown = drawLogo(doc, input.college.logo, 40, 34);
  const headX = logoShown ? 96 : 40;
  doc
    .font(f.bold)
    .fontSize(15)
    .text(input.college.name, headX, 40, { width: width - (headX - 40) });
  doc
    .moveTo(40, 92)
    .lineTo(40 + width, 92)
    .lineWidth(0.8)
    .stroke('#1f3b6f');
  doc.font(f.bold).fontSize(13).text('LIBRARY NO-DUES CERTIFICATE', 40, 106, { width, align: 'center' });
  const who =
    input.member.kind === 'student'
      ? `student, roll number ${input.member.barcode}`
      : `faculty member, employee ID ${input.member.barcode}`;
  const programme = input.member.programme ? ` (${input.member.programme})` : '';
  doc
    .font(f.regular)
    .fontSize(11)
    .text(
      `This is to certify that ${input.member.name}, ${who}${programme}, has returned every book borrowed from the library ` +
        `and owes the library nothing as on ${dayMonthYear(input.asOf)}.`,
      40,
      140,
      { width, align: 'justify', lineGap: 4 },
    );
  const bottom = doc.page.height - 80;
  doc
    .font(f.regular)
    .fontSize(10)
    .text(`Date: ${dayMonthYear(input.asOf)}`, 40, bottom, { width: width / 2 });
  doc.text('Librarian', 40 + width / 2, bottom, { width: width / 2, align: 'right' });
  doc.end();
  return done;
}

export const libraryClearancePdf = pdfLayout(import.meta.url, { buildLibraryClearancePdf });
