import ExcelJS from 'exceljs';
import type { CirculationByDay, CirculationByProgramme, MostBorrowed, NaacFigures, OverdueLoan } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const day = (d: string) => new Date(`${d}T00:00:00Z`);
const DATE = { numFmt: 'dd-mm-yyyy' };
const COUNT = { numFmt: '#,##0' };
const RATIO = { numFmt: '0.00' };
const RUPEES = { numFmt: '#,##0.00' };

/** A workbook of one sheet: its columns with a bold, frozen heading. */
function sheetOf(college: string, name: string, columns: Partial<ExcelJS.Column>[]) {
  const wb = new ExcelJS.Workbook();
  wb.creator = college;
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  return { wb, ws };
}

const totalRow = (ws: ExcelJS.Worksheet, values: Record<string, unknown>) => {
  ws.addRow(values).font = { bold: true };
};

export function circulationByDayWorkbook(college: string, report: CirculationByDay): Promise<Buffer> {
  const { wb, ws } = sheetOf(college, 'Circulation by day', [
    { header: 'Date', key: 'day', width: 12, style: DATE },
    { header: 'Open', key: 'open', width: 8 },
    { header: 'Issues', key: 'issues', width: 10, style: COUNT },
    { header: 'Returns', key: 'returns', width: 10, style: COUNT },
    { header: 'Members served', key: 'members', width: 16, style: COUNT },
  ]);
  for (const d of report.days) ws.addRow({ ...d, day: day(d.day), open: d.closed ? 'Closed' : 'Open' });
  totalRow(ws, { day: 'Total', ...report.totals });
  return workbookBuffer(wb);
}

export function circulationByProgrammeWorkbook(college: string, report: CirculationByProgramme): Promise<Buffer> {
  const { wb, ws } = sheetOf(college, 'Circulation by programme', [
    { header: 'Programme', key: 'programme', width: 40 },
    { header: 'Issues', key: 'issues', width: 10, style: COUNT },
    { header: 'Active members', key: 'members', width: 16, style: COUNT },
    { header: 'Issues per member', key: 'issuesPerMember', width: 18, style: RATIO },
  ]);
  for (const r of report.rows) ws.addRow({ ...r, programme: r.programme ?? 'Faculty' });
  totalRow(ws, { programme: 'Total', ...report.total });
  return workbookBuffer(wb);
}

export function overdueWorkbook(college: string, loans: OverdueLoan[]): Promise<Buffer> {
  const { wb, ws } = sheetOf(college, 'Overdue', [
    { header: 'Member', key: 'member', width: 28 },
    { header: 'Roll number / employee ID', key: 'memberNumber', width: 24 },
    { header: 'Programme or department', key: 'programme', width: 32 },
    { header: 'Title', key: 'title', width: 40 },
    { header: 'Accession number', key: 'accessionNumber', width: 16 },
    { header: 'Issued', key: 'issuedOn', width: 12, style: DATE },
    { header: 'Due', key: 'dueOn', width: 12, style: DATE },
    { header: 'Days late', key: 'daysLate', width: 10, style: COUNT },
    { header: 'Fine so far (₹)', key: 'fine', width: 14, style: RUPEES },
  ]);
  for (const l of loans) ws.addRow({ ...l, issuedOn: day(l.issuedOn), dueOn: day(l.dueOn), fine: l.finePaise / 100 });
  return workbookBuffer(wb);
}

export function mostBorrowedWorkbook(college: string, report: MostBorrowed): Promise<Buffer> {
  const { wb, ws } = sheetOf(college, 'Most borrowed', [
    { header: 'Rank', key: 'rank', width: 6 },
    { header: 'Title', key: 'title', width: 44 },
    { header: 'Authors', key: 'authors', width: 30 },
    { header: 'Issues', key: 'issues', width: 10, style: COUNT },
    { header: 'Copies held', key: 'copies', width: 12, style: COUNT },
  ]);
  for (const r of report.rows) ws.addRow({ ...r, authors: r.authors.join('; ') });
  return workbookBuffer(wb);
}

/** The NAAC figures as a list of figure and value, the range first. */
export function naacWorkbook(college: string, f: NaacFigures): Promise<Buffer> {
  const { wb, ws } = sheetOf(college, 'NAAC 4.2', [
    { header: 'Figure', key: 'figure', width: 52 },
    { header: 'Value', key: 'value', width: 14 },
  ]);
  const rows: [string, number | Date, Partial<ExcelJS.Style>?][] = [
    ['From', day(f.from), DATE],
    ['To', day(f.to), DATE],
    ['Open days (not Sundays or college holidays)', f.openDays],
    ['Members served on open days (summed per day)', f.memberVisits],
    ['Average daily users', f.averageDailyUsers, RATIO],
    ['Books issued to students', f.issuesToStudents],
    ['Active students', f.activeStudents],
    ['Books issued per student', f.booksPerStudent, RATIO],
    ['Titles held', f.titlesHeld],
    ['Volumes held', f.volumesHeld],
    ['Titles added in the range', f.titlesAdded],
    ['Volumes added in the range', f.volumesAdded],
  ];
  for (const [figure, value, style] of rows) {
    const row = ws.addRow({ figure, value });
    if (style) row.getCell('value').style = style;
  }
  return workbookBuffer(wb);
}
