import ExcelJS from 'exceljs';
import {
  COLLECTION_MODE_NAMES,
  RETURNED_NAMES,
  paymentMeansText,
  type CollectionsReport,
  type InstrumentStatus,
  type ReturnableMode,
} from '@campus/shared';
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
/** What the bank did with a cheque or draft, as the sheet says it. */
const AT_THE_BANK: Record<InstrumentStatus, string> = { received: 'Awaiting the bank', cleared: 'Cleared', bounced: 'Returned' };
/** A credit note as the refunds sheet names it: a returned cheque or draft is no refund (ADR 0106). */
const kindOf = (l: RefundLine) => (l.source === 'bounce' ? (RETURNED_NAMES[l.mode as ReturnableMode] ?? 'Returned') : 'Refund');
const rupees = (paise: number) => paise / 100;
/** An amount taken off a total, written negative (never -0). */
const less = (paise: number) => (paise === 0 ? 0 : -rupees(paise));
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
    'Mode',
    'RRN/UTR',
    'Transaction',
    'Amount (₹)',
    'Refund due (₹)',
    'Cheque or draft',
  ]);
  header(ws, [22, 12, 8, 14, 28, 26, 26, 44, 16, 38, 14, 14, 18]);
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
      l.instrumentStatus ? AT_THE_BANK[l.instrumentStatus] : null,
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

/** The totals by mode, then what the refunds and the returned cheques and drafts take off them: the net. */
function modesSheet(wb: ExcelJS.Workbook, report: CollectionsReport) {
  const ws = wb.addWorksheet('By mode');
  ws.addRow(['Mode', 'Collections', 'Amount (₹)']);
  header(ws, [24, 12, 16]);
  for (const m of report.byMode) ws.addRow([COLLECTION_MODE_NAMES[m.mode], m.count, rupees(m.amountPaise)]);
  ws.addRow(['Total', report.count, rupees(report.totalPaise)]).font = { bold: true };
  ws.addRow(['Refunded', null, less(report.refundedPaise)]);
  for (const r of report.returned) ws.addRow([RETURNED_NAMES[r.mode], r.count, less(r.amountPaise)]);
  ws.addRow(['Net collections', null, rupees(report.netPaise)]).font = { bold: true };
  ws.getColumn(3).numFmt = RUPEES;
}

function refundsSheet(wb: ExcelJS.Workbook, report: CollectionsReport, lines: RefundExportLine[]) {
  const ws = wb.addWorksheet('Refunds and returns');
  ws.addRow([
    'Kind',
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
  header(ws, [16, 22, 12, 8, 14, 22, 26, 36, 14, 30, 14]);
  for (const l of lines)
    ws.addRow([
      kindOf(l),
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
  const refunds = lines.filter((l) => l.source !== 'bounce').length;
  const total = (label: string, paise: number, count?: string) =>
    (ws.addRow([label, null, null, null, null, count ?? null, null, null, null, null, rupees(paise)]).font = { bold: true });
  total('Total refunded', report.refundedPaise, `${refunds} refunds`);
  for (const r of report.returned) total(RETURNED_NAMES[r.mode], r.amountPaise, `${r.count} returned`);
  total('Net collections', report.netPaise);
  ws.getColumn(3).numFmt = 'dd-mm-yyyy';
  ws.getColumn(11).numFmt = RUPEES;
}

/**
 * The .xlsx of the collections of a range: every collection with its mode, the totals by day, by fee
 * type and by mode, and the refunds and returned cheques and drafts. No data validations.
 */
export async function collectionsWorkbook(report: CollectionsReport, lines: ExportLine[], refunds: RefundExportLine[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  wb.title = `Fee collections ${report.from} to ${report.to}${report.mode ? `, ${COLLECTION_MODE_NAMES[report.mode]}` : ''}`;
  wb.created = new Date();
  collectionsSheet(wb, lines);
  summarySheets(wb, report);
  modesSheet(wb, report);
  refundsSheet(wb, report, refunds);
  return workbookBuffer(wb);
}
