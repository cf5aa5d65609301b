import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { drawImage, drawQr, pdfBytes } from '../../lib/pdf-marks.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface LibraryCardInput {
  college: { name: string; logo?: string | null };
  member: { name: string; barcode: string; kind: 'student' | 'faculty'; programme: string | null };
  photo?: Buffer | null;
}

/** The card's size: ID-1, the size of a bank card (85.6 × 54 mm), in points. */
const CARD = { width: 242.65, height: 153.07 };
const PAD = 10;

/**
 * A member's library card, the size of a bank card: the college, the member's name, kind and
 * programme or department, their photo if the college has one, the member barcode as Code 128 with
 * the number under it, and the same number as a QR code for a phone's camera.
 * @public Laid out in a PDF worker, which loads it by name (`libraryCardPdf` below).
 */
export async function buildLibraryCardPdf(input: LibraryCardInput): Promise<Buffer> {
  const barcode = await bwipjs.toBuffer({ bcid: 'code128', text: input.member.barcode, scale: 3, height: 9, includetext: false });
  const doc = new PDFDocument({
    size: [CARD.width, CARD.height],
    margin: 0,
    info: { Title: `Library card ${input.member.barcode}`, Author: input.college.name },
  });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const inner = CARD.width - PAD * 2;

  doc.rect(0, 0, CARD.width, 26).fill('#1f3b6f');
  const logoShown = drawImage(doc, input.college.logo, PAD, 4, [18, 18]);
  const headX = PAD + (logoShown ? 22 : 0);
  doc
    .fillColor('#ffffff')
    .font(f.bold)
    .fontSize(8)
    .text(input.college.name, headX, 5, { width: CARD.width - headX - PAD, height: 10, ellipsis: true, lineBreak: false });
  doc
    .font(f.regular)
    .fontSize(6.5)
    .text('LIBRARY CARD', headX, 15, { width: CARD.width - headX - PAD, lineBreak: false });

  const photoW = 44;
  const photoH = 54;
  const photoX = CARD.width - PAD - photoW;
  const top = 32;
  if (!drawImage(doc, input.photo, photoX, top, [photoW, photoH])) doc.rect(photoX, top, photoW, photoH).lineWidth(0.5).stroke('#999999');
  const textW = inner - photoW - 6;
  doc.fillColor('#000000').font(f.bold).fontSize(9).text(input.member.name, PAD, top, { width: textW });
  doc
    .font(f.regular)
    .fontSize(7)
    .text(input.member.kind === 'student' ? 'Student' : 'Faculty', PAD, doc.y + 2, { width: textW });
  if (input.member.programme) doc.text(input.member.programme, PAD, doc.y + 1, { width: textW, height: 18, ellipsis: true });
  doc
    .font(f.bold)
    .fontSize(8)
    .text(input.member.barcode, PAD, doc.y + 2, { width: textW });

  const qrSize = 44;
  const codeY = CARD.height - PAD - 30;
  doc.image(barcode, PAD, codeY, { fit: [inner - qrSize - 8, 24] });
  drawQr(doc, input.member.barcode, CARD.width - PAD - qrSize, CARD.height - PAD - qrSize, qrSize);
  doc
    .font(f.regular)
    .fontSize(6)
    .text(input.member.barcode, PAD, CARD.height - PAD - 5, { width: inner - qrSize - 8, align: 'center', lineBreak: false });
  doc.end();
  return done;
}

export const libraryCardPdf = pdfLayout(import.meta.url, { buildLibraryCardPdf });
