import ExcelJS from 'exceljs';
import type { AttendanceRules, EligibilityStudent } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const STATUS_WORDS: Record<EligibilityStudent['status'], string> = {
  eligible: 'Eligible',
  condonable: 'Condonable',
  condoned: 'Condoned',
  detained: 'Detained',
};
const CONDONATION_WORDS = { pending: 'Asked', approved: 'Approved', refused: 'Refused' } as const;

/**
 * The eligibility list as the examination cell keeps it: a row per student with their attendance,
 * status and condonation, the rules it was drawn by above the table.
 */
export async function eligibilityWorkbook(found: { batch: string; rules: AttendanceRules; rows: EligibilityStudent[] }): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Eligibility', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = [
    { header: 'Roll Number', key: 'roll', width: 16 },
    { header: 'Name', key: 'name', width: 32 },
    { header: 'Section', key: 'section', width: 24 },
    { header: 'Classes held', key: 'held', width: 14 },
    { header: 'Attended', key: 'attended', width: 12 },
    { header: 'Attendance %', key: 'percent', width: 14 },
    { header: 'Status', key: 'status', width: 14 },
    { header: 'Condonation', key: 'condonation', width: 14 },
    { header: 'Fee paid (₹)', key: 'paid', width: 14 },
  ];
  ws.getRow(1).font = { bold: true };
  ws.getColumn('roll').numFmt = '@';
  ws.getColumn('percent').numFmt = '0.0';
  ws.getColumn('paid').numFmt = '0.00';
  for (const r of found.rows)
    ws.addRow({
      roll: r.rollNumber,
      name: r.fullName,
      section: r.section,
      held: r.held,
      attended: r.attended,
      percent: r.percent,
      status: STATUS_WORDS[r.status],
      condonation: r.condonation ? CONDONATION_WORDS[r.condonation.state] : null,
      paid: r.condonation ? r.condonation.paidPaise / 100 : null,
    });
  const about = wb.addWorksheet('About');
  about.addRows([
    ['Batch', found.batch],
    ['Required attendance %', found.rules.requiredPercent],
    ['Condonable from %', found.rules.condonablePercent],
    ['Condonation fee (₹)', found.rules.condonationFeePaise / 100],
    ['Students', found.rows.length],
  ]);
  about.getColumn(1).width = 26;
  about.getColumn(2).width = 20;
  return workbookBuffer(wb);
}
