import ExcelJS from 'exceljs';
import { paymentMeansText, type CollectionsReport } from '@campus/shared';
import type { CollectionLine, RefundLine } from './accounts.repository.js';
import { workbookBuffer } from '../../lib/workbook-export.js';

/** A collection line with its student and its college day and time, as the sheet writes it. */
export interface ExportLine extends CollectionLine {
  rollNumber: string;
  studentName: string;
  /** The college day paid (YYYY-MM-DD) and the time (HH:MM), in the college's zone. */
  day: string;
  time: string;
}

/** A refund with its student's roll number and its college day and time. */
export interface RefundExportLine extends RefundLine {
  rollNumber: string;
  day: string;
  time: string;
}

const RUPEES = '#,##0.00';
const rupees = (paise: number) => paise / 100;
/** A college day as a date cell (an Excel date has no zone: the day as written). */
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

function header(ws: ExcelJS.Worksheet, widths: number[]) {
  const row = ws.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0F2F1' } };
  widths.forEach((width, i) => (ws.getColumn(i + 1).width = width));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

function collectionsSheet(wb: ExcelJS.Workbook, lines: ExportLine[]) {
  const ws = wb.addWorksheet('Collections');
  ws.addRow([
    'Receipt No',
    'Paid on',
    'Time',
    'Roll No',
    'Student',
    'Order Id',
    'Fee types',
    'Paid by',
    'RRN/UTR',
    'Transaction',
    'Amount (₹)',
    'Refund due (₹)',
  ]);
  header(ws, [22, 12, 8, 14, 28, 26, 26, 28, 16, 38, 14, 14]);
  for (const l of lines) {
    ws.addRow([
      l.receiptNo,
      dayCell(l.day),
      l.time,
      l.rollNumber,
      l.studentName,
      l.orderId,
      l.items,
      paymentMeansText(l),
      l.rrn,
      l.transactionUuid,
      rupees(l.amountPaise),
      rupees(l.refundDuePaise),
    ]);
  }
  const total = ws.addRow([
    'Total',
    null,
    null,
    null,
    `${lines.length} collections`,
    null,
    null,
    null,
    null,
    null,
    rupees(lines.reduce((s, l) => s + l.amountPaise, 0)),
    rupees(lines.reduce((s, l) => s + l.refundDuePaise, 0)),
  ]);
  total.font = { bold: true };
  ws.getColumn(2).numFmt = 'dd-mm-yyyy';
  ws.getColumn(11).numFmt = RUPEES;
  ws.getColumn(12).numFmt = RUPEES;
}

function summarySheets(wb: ExcelJS.Workbook, report: CollectionsReport) {
  const days = wb.addWorksheet('By day');
  days.addRow(['Day', 'Collections', 'Amount (₹)']);
  header(days, [12, 12, 16]);
  for (const d of report.byDay) days.addRow([dayCell(d.day), d.count, rupees(d.amountPaise)]);
  days.addRow(['Total', report.count, rupees(report.totalPaise)]).font = { bold: true };
  days.getColumn(1).numFmt = 'dd-mm-yyyy';
  days.getColumn(3).numFmt = RUPEES;

  const types = wb.addWorksheet('By fee type');
  types.addRow(['Fee type', 'Name', 'Collections', 'Amount (₹)']);
  header(types, [14, 28, 12, 16]);
  for (const t of report.byFeeType) types.addRow([t.feeType, t.name, t.count, rupees(t.amountPaise)]);
  types.getColumn(4).numFmt = RUPEES;
}

function refundsSheet(wb: ExcelJS.Workbook, report: CollectionsReport, lines: RefundExportLine[]) {
  const ws = wb.addWorksheet('Refunds');
  ws.addRow([
    'Credit Note No',
    'Refunded on',
    'Time',
    'Roll No',
    'Receipt No',
    'Order Id',
    'Reference',
    'Recorded from',
    'Reason',
    'Amount (₹)',
  ]);
  header(ws, [22, 12, 8, 14, 22, 26, 36, 14, 30, 14]);
  for (const l of lines)
    ws.addRow([
      l.creditNoteNo,
      dayCell(l.day),
      l.time,
      l.rollNumber,
      l.receiptNo,
      l.orderId,
      l.reference,
      l.source,
      l.reason,
      rupees(l.amountPaise),
    ]);
  ws.addRow(['Total refunded', null, null, null, `${lines.length} refunds`, null, null, null, null, rupees(report.refundedPaise)]).font = {
    bold: true,
  };
  ws.addRow(['Net collections', null, null, null, null, null, null, null, null, rupees(report.netPaise)]).font = { bold: true };
  ws.getColumn(2).numFmt = 'dd-mm-yyyy';
  ws.getColumn(10).numFmt = RUPEES;
}

/** The .xlsx of the collections of a range: every collection, the totals by day and by fee type, and the refunds. No data validations. */
export async function collectionsWorkbook(report: CollectionsReport, lines: ExportLine[], refunds: RefundExportLine[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  wb.title = `Fee collections ${report.from} to ${report.to}`;
  wb.created = new Date();
  collectionsSheet(wb, lines);
  summarySheets(wb, report);
  refundsSheet(wb, report, refunds);
  return workbookBuffer(wb);
}
