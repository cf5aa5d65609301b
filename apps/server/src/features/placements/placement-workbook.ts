import ExcelJS from 'exceljs';
import type { PlacementFigures } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const COUNT = { numFmt: '#,##0' };
const RUPEES = { numFmt: '"₹"#,##,##0' };
const PERCENT = { numFmt: '0.0' };
const yes = (v: boolean) => (v ? 'Yes' : 'No');

/** One student behind the figures: where they stand, and what came of the season for them. */
export interface PlacementStudentRow {
  rollNumber: string;
  name: string;
  programme: string;
  branch: string;
  batch: string;
  passingYear: number;
  cgpa: number | null;
  backlogs: number;
  eligible: boolean;
  placed: boolean;
  /** The companies that made an offer. */
  offers: string;
  bestCtcRupees: number | null;
  higherStudies: boolean;
  optedOut: boolean;
}

function sheet(wb: ExcelJS.Workbook, name: string, columns: Partial<ExcelJS.Column>[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns;
  ws.getRow(1).font = { bold: true };
  return ws;
}

/**
 * The season's figures and the students behind them: by programme and batch, company by company,
 * NIRF's Graduation Outcomes and NAAC 5.2.1 and 5.2.2, then every student of the passing-out batches
 * with whether they were eligible, placed or went on to study. CTCs are rupees a year.
 */
export function placementFiguresWorkbook(college: string, f: PlacementFigures, students: PlacementStudentRow[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = college;
  const groups = sheet(wb, 'By programme and batch', [
    { header: 'Programme', key: 'programme', width: 12 },
    { header: 'Batch', key: 'batch', width: 12 },
    { header: 'Passing year', key: 'passingYear', width: 10 },
    { header: 'Students', key: 'students', width: 10, style: COUNT },
    { header: 'Eligible', key: 'eligible', width: 10, style: COUNT },
    { header: 'Placed', key: 'placed', width: 10, style: COUNT },
    { header: 'Placed %', key: 'percentage', width: 10, style: PERCENT },
    { header: 'Offers', key: 'offers', width: 10, style: COUNT },
    { header: 'Median CTC', key: 'medianCtcRupees', width: 14, style: RUPEES },
    { header: 'Highest CTC', key: 'highestCtcRupees', width: 14, style: RUPEES },
    { header: 'Higher studies', key: 'higherStudies', width: 10, style: COUNT },
    { header: 'Opted out', key: 'optedOut', width: 10, style: COUNT },
  ]);
  for (const g of f.groups) groups.addRow(g);
  groups.addRow({ programme: 'Total', ...f.totals }).font = { bold: true };

  const companies = sheet(wb, 'Companies', [
    { header: 'Company', key: 'company', width: 30 },
    { header: 'Sector', key: 'sector', width: 20 },
    { header: 'Drives', key: 'drives', width: 8, style: COUNT },
    { header: 'Hires', key: 'hires', width: 8, style: COUNT },
    { header: 'Highest CTC', key: 'highestCtcRupees', width: 14, style: RUPEES },
  ]);
  for (const c of f.companies) companies.addRow(c);

  const nirf = sheet(wb, 'NIRF graduation outcomes', [
    { header: 'Programme', key: 'programme', width: 12 },
    { header: 'Passing year', key: 'passingYear', width: 10 },
    { header: 'Students graduating', key: 'graduating', width: 12, style: COUNT },
    { header: 'Placed', key: 'placed', width: 10, style: COUNT },
    { header: 'Median salary', key: 'medianCtcRupees', width: 14, style: RUPEES },
    { header: 'Higher studies', key: 'higherStudies', width: 10, style: COUNT },
  ]);
  for (const n of f.nirf) nirf.addRow(n);

  const naac = sheet(wb, 'NAAC 5.2.1 and 5.2.2', [
    { header: 'Passing year', key: 'passingYear', width: 10 },
    { header: 'Outgoing students', key: 'outgoing', width: 12, style: COUNT },
    { header: '5.2.1 Placed', key: 'placed', width: 10, style: COUNT },
    { header: '5.2.2 Higher education', key: 'higherStudies', width: 12, style: COUNT },
  ]);
  for (const n of f.naac) naac.addRow(n);

  const list = sheet(wb, 'Students', [
    { header: 'Roll number', key: 'rollNumber', width: 14 },
    { header: 'Name', key: 'name', width: 26 },
    { header: 'Programme', key: 'programme', width: 10 },
    { header: 'Branch', key: 'branch', width: 8 },
    { header: 'Batch', key: 'batch', width: 12 },
    { header: 'Passing year', key: 'passingYear', width: 10 },
    { header: 'CGPA', key: 'cgpa', width: 8 },
    { header: 'Active backlogs', key: 'backlogs', width: 8, style: COUNT },
    { header: 'Eligible', key: 'eligible', width: 8 },
    { header: 'Placed', key: 'placed', width: 8 },
    { header: 'Offers from', key: 'offers', width: 30 },
    { header: 'Best CTC', key: 'bestCtcRupees', width: 14, style: RUPEES },
    { header: 'Higher studies', key: 'higherStudies', width: 8 },
    { header: 'Opted out', key: 'optedOut', width: 8 },
  ]);
  for (const s of students)
    list.addRow({
      ...s,
      eligible: yes(s.eligible),
      placed: yes(s.placed),
      higherStudies: yes(s.higherStudies),
      optedOut: yes(s.optedOut),
    });
  return workbookBuffer(wb);
}
