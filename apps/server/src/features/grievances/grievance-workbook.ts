import ExcelJS from 'exceljs';
import type { GrievanceFigures, GrievanceRow } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const day = (d: string | null) => (d ? new Date(`${d}T00:00:00Z`) : null);
const DATE = { numFmt: 'dd-mm-yyyy' };
const COUNT = { numFmt: '#,##0' };

export type GrievanceListRow = GrievanceRow & { daysToDispose: number | null; appealedOn: string | null; appealOutcome: string | null };

function sheet(wb: ExcelJS.Workbook, name: string, columns: Partial<ExcelJS.Column>[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  return ws;
}

const COUNT_COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: 'Received', key: 'received', width: 10, style: COUNT },
  { header: 'Disposed', key: 'disposed', width: 10, style: COUNT },
  { header: 'Disposed within 15 working days', key: 'disposedInTime', width: 18, style: COUNT },
  { header: 'Pending', key: 'pending', width: 10, style: COUNT },
  { header: 'Overdue', key: 'overdue', width: 10, style: COUNT },
  { header: 'Appealed', key: 'appealed', width: 10, style: COUNT },
];

/**
 * The year's grievance figures and the list behind them (NAAC 5.1.5): a sheet of counts by
 * category, one by month, and every grievance received in the year with its days to disposal.
 * The list names no filer.
 */
export function grievanceFiguresWorkbook(college: string, figures: GrievanceFigures, list: GrievanceListRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = college;
  const byCategory = sheet(wb, 'By category', [{ header: 'Category', key: 'category', width: 22 }, ...COUNT_COLUMNS]);
  for (const c of figures.byCategory) byCategory.addRow(c);
  byCategory.addRow({ category: 'Total', ...figures.totals }).font = { bold: true };
  byCategory.addRow({ category: 'Average days to dispose', received: figures.totals.averageDaysToDispose });

  const byMonth = sheet(wb, 'By month', [
    { header: 'Month', key: 'month', width: 10 },
    { header: 'Received', key: 'received', width: 10, style: COUNT },
    { header: 'Disposed', key: 'disposed', width: 10, style: COUNT },
    { header: 'Pending', key: 'pending', width: 10, style: COUNT },
    { header: 'Overdue', key: 'overdue', width: 10, style: COUNT },
  ]);
  for (const m of figures.byMonth) byMonth.addRow(m);

  const grievances = sheet(wb, 'Grievances', [
    { header: 'Acknowledgement number', key: 'number', width: 18 },
    { header: 'Category', key: 'category', width: 16 },
    { header: 'Subject', key: 'subject', width: 40 },
    { header: 'Filed by', key: 'filerKind', width: 10 },
    { header: 'Received', key: 'receivedOn', width: 12, style: DATE },
    { header: 'Due', key: 'dueOn', width: 12, style: DATE },
    { header: 'Status', key: 'status', width: 10 },
    { header: 'Decided', key: 'decidedOn', width: 12, style: DATE },
    { header: 'Outcome', key: 'outcome', width: 12 },
    { header: 'Days to dispose', key: 'daysToDispose', width: 10, style: COUNT },
    { header: 'Within 15 working days', key: 'inTime', width: 12 },
    { header: 'Appealed', key: 'appealedOn', width: 12, style: DATE },
    { header: 'Ombudsperson', key: 'appealOutcome', width: 12 },
  ]);
  for (const g of list)
    grievances.addRow({
      ...g,
      receivedOn: day(g.receivedOn),
      dueOn: day(g.dueOn),
      decidedOn: day(g.decidedOn),
      appealedOn: day(g.appealedOn),
      inTime: g.decidedOn ? (g.decidedOn <= g.dueOn ? 'Yes' : 'No') : g.overdue ? 'Overdue' : '',
    });
  return workbookBuffer(wb);
}
