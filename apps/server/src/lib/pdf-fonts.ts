import fs from 'node:fs';
import { formatRupees, groupPaise } from '@campus/shared/money';

/**
 * DejaVu Sans writes every Indian name's letters, the diacritics of imported records and the rupee
 * sign (₹), and is on most Linux servers. Helvetica has no rupee sign: where DejaVu is missing, the
 * documents print `Rs.` instead (ADR 0045).
 */
const FONT_FILES = {
  regular: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  bold: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
};

export interface PdfFonts {
  regular: string;
  bold: string;
  /** An amount in paise as the font can print it: `₹1,250.00`, or `Rs. 1,250.00` in Helvetica. */
  rupee: (paise: number) => string;
}

/** The fonts every PDF the server lays out writes in, registered on the document. */
export function pdfFonts(doc: PDFKit.PDFDocument): PdfFonts {
  if (fs.existsSync(FONT_FILES.regular) && fs.existsSync(FONT_FILES.bold)) {
    doc.registerFont('Body', FONT_FILES.regular);
    doc.registerFont('Body-Bold', FONT_FILES.bold);
    return { regular: 'Body', bold: 'Body-Bold', rupee: formatRupees };
  }
  return { regular: 'Helvetica', bold: 'Helvetica-Bold', rupee: (paise) => `Rs. ${groupPaise(paise)}` };
}
