import bwipjs from 'bwip-js/node';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-marks.js';
import { formatDay } from '@campus/shared';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

/** One copy as a printout shows it, with what its title says. */
export interface PrintedCopy {
  accessionNumber: string;
  barcode: string;
  /** The day it entered the catalogue (`YYYY-MM-DD`). */
  accessionDate: string;
  title: string;
  authors: string[];
  edition: string | null;
  publisher: string | null;
  year: number | null;
  callNumber: string | null;
  isbn: string | null;
  source: string;
  billNumber: string | null;
  billDate: string | null;
  pricePaise: number | null;
  status: string;
}

interface PrintoutInput {
  college: string;
  copies: PrintedCopy[];
}


const MM = 72 / 25.4;
/** The common A4 sheet of 24 labels: 3 across, 8 down, each 70 × 37 mm, no gaps. */
const LABELS = { across: 3, down: 8, width: 70 * MM, height: 37 * MM, top: (297 - 8 * 37) * MM * 0.5, left: 0 };
const SHORT_TITLE = 34;

const shortened = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * Barcode labels on A4 sheets of 24: each copy's barcode in Code 128 (bwip-js) with its number
 * under it, its accession number, a short title and its call number.
 * @public Laid out in a PDF worker, which loads it by name (`labelsPdf` below).
 */
export async function buildLabelsPdf({ college, copies }: PrintoutInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: 'Barcode labels', Author: college } });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const perPage = LABELS.across * LABELS.down;
  for (const [i, copy] of copies.entries()) {
    if (i % perPage === 0) doc.addPage();
    const at = i % perPage;
    const x = LABELS.left + (at % LABELS.across) * LABELS.width + 4 * MM;
    const y = LABELS.top + Math.floor(at / LABELS.across) * LABELS.height + 3 * MM;
    const width = LABELS.width - 8 * MM;
    const png = await bwipjs.toBuffer({ bcid: 'code128', text: copy.barcode, scale: 2, height: 9, includetext: false });
    doc.image(png, x, y, { fit: [width, 12 * MM], align: 'center' });
    doc
      .font(f.regular)
      .fontSize(7)
      .text(copy.barcode, x, y + 12.5 * MM, { width, align: 'center', lineBreak: false });
    doc
      .font(f.bold)
      .fontSize(8)
      .text(`Acc. ${copy.accessionNumber}`, x, y + 16.5 * MM, { width, lineBreak: false });
    doc
      .font(f.regular)
      .fontSize(7)
      .text(shortened(copy.title, SHORT_TITLE), x, y + 20.5 * MM, { width, lineBreak: false });
    if (copy.callNumber)
      doc
        .font(f.bold)
        .fontSize(8)
        .text(copy.callNumber, x, y + 24.5 * MM, { width, lineBreak: false });
  }
  doc.end();
  return done;
}

/** The register's columns: heading, share of the width, and the text of a copy. */
function registerColumns(rupee: (paise: number) => string) {
  return [
    { head: 'Acc. No.', share: 8, text: (c: PrintedCopy) => c.accessionNumber },
    { head: 'Date', share: 7, text: (c: PrintedCopy) => formatDay(c.accessionDate) },
    { head: 'Title', share: 20, text: (c: PrintedCopy) => c.title },
    { head: 'Author', share: 13, text: (c: PrintedCopy) => c.authors.join('; ') },
    { head: 'Edition', share: 6, text: (c: PrintedCopy) => c.edition ?? '' },
    { head: 'Publisher', share: 11, text: (c: PrintedCopy) => c.publisher ?? '' },
    { head: 'Year', share: 4, text: (c: PrintedCopy) => (c.year ? String(c.year) : '') },
    { head: 'Source', share: 6, text: (c: PrintedCopy) => (c.source === 'donation' ? 'Donation' : 'Purchase') },
    {
      head: 'Bill no. / date',
      share: 10,
      text: (c: PrintedCopy) => [c.billNumber, c.billDate ? formatDay(c.billDate) : null].filter(Boolean).join(' / '),
    },
    { head: 'Price', share: 7, text: (c: PrintedCopy) => (c.pricePaise === null ? '' : rupee(c.pricePaise)) },
    { head: 'Status', share: 8, text: (c: PrintedCopy) => c.status.replace(/_/g, ' ') },
  ];
}

/**
 * The accession register on A4 landscape pages: a row per copy in accession order, the headings
 * again on every page, and each page numbered.
 * @public Laid out in a PDF worker, which loads it by name (`registerPdf` below).
 */
export async function buildRegisterPdf({ college, copies }: PrintoutInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 28,
    bufferPages: true,
    info: { Title: 'Accession register', Author: college },
  });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 14;
  const columns = registerColumns(f.rupee);
  const totalShare = columns.reduce((s, c) => s + c.share, 0);
  const widths = columns.map((c) => (c.share / totalShare) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const pad = 2;

  const heading = () => {
    doc.font(f.bold).fontSize(12).text(`${college}: Accession register`, left, doc.page.margins.top, { width });
    const y = doc.y + 4;
    doc.font(f.bold).fontSize(7.5);
    columns.forEach((c, i) => doc.text(c.head, xs[i]! + pad, y, { width: widths[i]! - 2 * pad, lineBreak: false }));
    doc
      .moveTo(left, y + 11)
      .lineTo(left + width, y + 11)
      .lineWidth(0.6)
      .stroke();
    return y + 14;
  };

  let y = heading();
  doc.font(f.regular).fontSize(7.5);
  for (const copy of copies) {
    const texts = columns.map((c) => c.text(copy));
    const height = Math.max(...texts.map((t, i) => doc.heightOfString(t || ' ', { width: widths[i]! - 2 * pad }))) + 3;
    if (y + height > bottom) {
      doc.addPage();
      y = heading();
      doc.font(f.regular).fontSize(7.5);
    }
    texts.forEach((t, i) => doc.text(t, xs[i]! + pad, y, { width: widths[i]! - 2 * pad }));
    y += height;
    doc
      .moveTo(left, y - 1.5)
      .lineTo(left + width, y - 1.5)
      .lineWidth(0.2)
      .strokeColor('#999999')
      .stroke()
      .strokeColor('black');
  }
  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p += 1) {
    doc.switchToPage(p);
    doc
      .font(f.regular)
      .fontSize(7)
      .text(`Page ${p + 1} of ${range.count}`, left, doc.page.height - doc.page.margins.bottom - 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

export const labelsPdf = pdfLayout(import.meta.url, { buildLabelsPdf });
export const registerPdf = pdfLayout(import.meta.url, { buildRegisterPdf });
