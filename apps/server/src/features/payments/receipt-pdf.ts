import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-marks.js';
import { dayMonthYear } from '@campus/shared';
import { rupeesInWords } from '@campus/shared/money-words';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface ReceiptPdfInput {
  college: { name: string; logo?: string | null; address?: string | null };
  /** e.g. Fee Receipt, Examination Fee Receipt. */
  title: string;
  receiptNo: string;
  orderId: string;
  /** The day of the payment in the college's time zone (`YYYY-MM-DD`). */
  date: string;
  student: { name: string; rollNumber: string; programme: string; batch: string };
  items: { head: string; semester: number | null; amountPaise: number }[];
  totalPaise: number;
  /** How it was paid: `UPI ravi.kumar@okaxis`, `Card VISA ending 4242` (paymentMeansText). */
  paidBy: string;
  /** The bank's reference (RRN/UTR), when the gateway gave one. */
  rrn: string | null;
  /** The gateway's transaction; null for money received at the counter. */
  transactionId: string | null;
  /** Money received at the fee counter: the clerk, who handed it over, and whether it awaits the bank (a cheque or DD). */
  counter?: { clerk: string; receivedFrom: string | null; awaitsBank: boolean };
  /** Money received that pays no due (already paid by another order), owed back to the payer. */
  refundDuePaise: number;
  /** Refunds made against this payment, each with its credit note; the day in the college's zone (`YYYY-MM-DD`). */
  refunds: { creditNoteNo: string; amountPaise: number; date: string; bounced?: boolean; reason?: string | null }[];
  /** The tax line printed under the total (an exemption note by default). */
  taxNote: string;
}

const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const semesterLabel = (semester: number | null) => (semester === null ? '-' : `Semester ${ROMAN[semester - 1] ?? semester}`);

/**
 * A fee receipt on one A4 page: college header and logo, receipt number and date, the student, the
 * fee heads with their semesters, the total in figures and in words, how it was paid, the tax note.
 * @public Laid out in a PDF worker, which loads it by name (`receiptPdf` below).
 */
export function buildReceiptPdf(input: ReceiptPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: `${input.title} ${input.receiptNo}`, Author: input.college.name } });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  // Header: logo, college name and address, title.
  const top = doc.y;
  if (input.college.logo) {
    try {
      doc.image(Buffer.from(input.college.logo, 'base64'), left, top, { fit: [56, 56] });
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the receipt.
    }
  }
  doc
    .font(f.bold)
    .fontSize(15)
    .text(input.college.name, left + 66, top + 4, { width: width - 66 });
  if (input.college.address)
    doc
      .font(f.regular)
      .fontSize(8.5)
      .text(input.college.address, { width: width - 66 });
  doc.y = Math.max(doc.y, top + 60) + 6;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + width, doc.y)
    .lineWidth(1)
    .stroke('#444444');
  doc.moveDown(0.6);
  doc.font(f.bold).fontSize(13).fillColor('#000000').text(input.title.toUpperCase(), left, doc.y, { width, align: 'center' });
  doc.moveDown(0.6);

  // Receipt number, date, student.
  const pairs: [string, string][] = [
    ['Receipt No.', input.receiptNo],
    ['Date', dayMonthYear(input.date)],
    ['Student Name', input.student.name],
    ['Roll Number', input.student.rollNumber],
    ['Programme', input.student.programme],
    ['Batch', input.student.batch],
    ['Order ID', input.orderId],
  ];
  const colW = width / 2;
  for (let i = 0; i < pairs.length; i += 2) {
    const y = doc.y;
    for (const [j, pair] of [pairs[i], pairs[i + 1]].entries()) {
      if (!pair) continue;
      const x = left + j * colW;
      doc.font(f.bold).fontSize(9.5).text(`${pair[0]}:`, x, y, { width: 90 });
      doc
        .font(f.regular)
        .fontSize(9.5)
        .text(pair[1], x + 92, y, { width: colW - 96 });
    }
    doc.y = y + 16;
    doc.x = left;
  }
  doc.moveDown(0.6);

  // Fee heads.
  const cols = [
    { label: 'S.No', w: 40, align: 'left' as const },
    { label: 'Fee Head', w: width - 40 - 110 - 120, align: 'left' as const },
    { label: 'Semester', w: 110, align: 'left' as const },
    { label: 'Amount', w: 120, align: 'right' as const },
  ];
  const row = (cells: string[], bold: boolean, fill?: string) => {
    const y = doc.y;
    const h = 20;
    if (fill) doc.rect(left, y, width, h).fill(fill).fillColor('#000000');
    let x = left;
    cells.forEach((cell, i) => {
      doc
        .font(bold ? f.bold : f.regular)
        .fontSize(9.5)
        .fillColor('#000000')
        .text(cell, x + 4, y + 5, { width: cols[i].w - 8, align: cols[i].align, lineBreak: false });
      x += cols[i].w;
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.5)
      .stroke('#999999');
    doc.y = y + h;
  };
  row(
    cols.map((c) => c.label),
    true,
    '#e8eef5',
  );
  input.items.forEach((item, i) => row([String(i + 1), item.head, semesterLabel(item.semester), f.rupee(item.amountPaise)], false));
  row(['', 'Total', '', f.rupee(input.totalPaise)], true, '#f4f4f4');
  doc.x = left;
  doc.moveDown(0.8);

  doc.font(f.bold).fontSize(9.5).text('Amount in words: ', left, doc.y, { continued: true, width });
  doc.font(f.regular).text(rupeesInWords(input.totalPaise));
  doc.moveDown(0.6);
  doc.font(f.bold).text('Payment Mode: ', left, doc.y, { continued: true });
  doc.font(f.regular).text(input.paidBy);
  if (input.transactionId) {
    doc.font(f.bold).text('Transaction ID: ', left, doc.y, { continued: true });
    doc.font(f.regular).text(input.transactionId);
  }
  if (input.counter) {
    doc.font(f.bold).text('Received at: ', left, doc.y, { continued: true });
    doc.font(f.regular).text(`Fee counter, by ${input.counter.clerk}`);
    if (input.counter.receivedFrom) {
      doc.font(f.bold).text('Received from: ', left, doc.y, { continued: true });
      doc.font(f.regular).text(input.counter.receivedFrom);
    }
  }
  if (input.rrn && !input.counter) {
    doc.font(f.bold).text('Bank Reference (RRN/UTR): ', left, doc.y, { continued: true });
    doc.font(f.regular).text(input.rrn);
  }
  for (const refund of input.refunds.filter((r) => r.bounced)) {
    doc.font(f.bold).text('Returned by the bank: ', left, doc.y, { continued: true, width });
    const reason = refund.reason ? ` (${refund.reason})` : '';
    doc.font(f.regular).text(`on ${dayMonthYear(refund.date)}${reason}; reversed by credit note ${refund.creditNoteNo}`, { width });
  }
  for (const refund of input.refunds.filter((r) => !r.bounced)) {
    doc.font(f.bold).text('Refunded: ', left, doc.y, { continued: true });
    doc.font(f.regular).text(`${f.rupee(refund.amountPaise)} on ${dayMonthYear(refund.date)}, credit note ${refund.creditNoteNo}`);
  }
  if (input.refundDuePaise > 0) {
    doc.moveDown(0.4);
    doc
      .font(f.bold)
      .text(
        `Refund due: ${f.rupee(input.refundDuePaise)} of this payment pays a fee that was already paid; it will be returned to the payer.`,
        left,
        doc.y,
        {
          width,
        },
      );
  }
  doc.moveDown(0.8);
  doc.font(f.regular).fontSize(9).fillColor('#333333').text(input.taxNote, left, doc.y, { width });
  doc.moveDown(1.5);
  doc.fontSize(8).fillColor('#666666').text(footnote(input), left, doc.y, { width, align: 'center' });

  doc.end();
  return done;
}

function footnote(input: ReceiptPdfInput): string {
  if (!input.counter) return 'This is a computer-generated receipt of a payment confirmed by the payment gateway; it needs no signature.';
  const bank = input.counter.awaitsBank ? ' A cheque or demand draft is subject to realisation.' : '';
  return `This is a computer-generated receipt of money received at the college's fee counter; it needs no signature.${bank}`;
}

export const receiptPdf = pdfLayout(import.meta.url, { buildReceiptPdf });
