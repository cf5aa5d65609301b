import ExcelJS from 'exceljs';
import { SECTION_COLUMNS, type SectionColumn } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const HELP = [
  'Enter one student per row on the Sections sheet, from row 2 down. Only that sheet is imported: this one never is.',
  'Columns whose heading ends in * are required. The section must exist for the student’s batch and branch (Sections, Make sections).',
  'Lab batch is 1 or 2. A section the file fills without any lab batch is split in two halves by roll number.',
  'Electives are the subject codes the student chose, separated by commas: one of each elective group of the section’s semester.',
  'A student already in a section is moved to the one the row names.',
  'A file with a problem places nobody: every problem is listed with its row and column, so that you can correct them and upload again.',
];

const EXAMPLE: Record<SectionColumn, string> = { rollNumber: '24VC1A0501', section: 'A', labBatch: '1', electives: '22CS511' };

const header = (c: (typeof SECTION_COLUMNS)[number]) => (c.required ? `${c.label}*` : c.label);

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F6F5C' } };
}

/** The template to place students in sections by: the Sections sheet with its header, and a sheet of help with an example row. */
export async function buildSectionsTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  const ws = wb.addWorksheet('Sections', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = SECTION_COLUMNS.map((c) => ({ header: header(c), key: c.key, width: Math.max(14, c.label.length + 6) }));
  styleHeader(ws.getRow(1));
  for (const c of SECTION_COLUMNS) ws.getColumn(c.key).numFmt = '@';
  const help = wb.addWorksheet('Example and help');
  help.columns = SECTION_COLUMNS.map((c) => ({ key: c.key, width: Math.max(14, c.label.length + 6) }));
  HELP.forEach((line) => (help.addRow([line]).font = { italic: true }));
  help.addRow([]);
  styleHeader(help.addRow(SECTION_COLUMNS.map(header)));
  help.addRow(SECTION_COLUMNS.map((c) => EXAMPLE[c.key]));
  return workbookBuffer(wb);
}
