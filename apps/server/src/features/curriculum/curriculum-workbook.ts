import ExcelJS from 'exceljs';
import { CURRICULUM_COLUMNS, SUBJECT_KINDS, type CurriculumColumn, type Subject } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const CURRICULUM_SHEET = 'Curriculum';
const HELP_SHEET = 'Example and help';
/** Rows that get the Kind dropdown; a longer curriculum still imports, only without it. */
const VALIDATED_ROWS = 5_001;

const HELP = [
  'Enter one subject per row on the Curriculum sheet, from row 2 down. Only that sheet is imported: this one never is.',
  'Columns whose heading ends in * are required. The regulation must exist in Campus ERP (Curriculum, Add regulation) before its subjects are imported.',
  'Programme and Branch are the codes of the master data (B.Tech, CSE). Leave Branch empty for a subject of every branch of the programme.',
  'Kind is Theory, Lab, Project or Elective; an elective names its group (PE-I), and only an elective does.',
  'Credits may be halves (1.5). Internal and external maxima are whole marks from 0 to 200, not both 0.',
  'A subject already in the curriculum (same regulation, programme, branch and code) is replaced by the row; every other row is added.',
  'A file with a problem imports nothing: every problem is listed with its row and column, so that you can correct them and upload again.',
];

const EXAMPLE: Record<CurriculumColumn, string | number> = {
  regulation: 'R22',
  programme: 'B.Tech',
  branch: 'CSE',
  semester: 5,
  code: '22CS501',
  name: 'Design and Analysis of Algorithms',
  credits: 3,
  kind: 'Theory',
  electiveGroup: '',
  internalMax: 40,
  externalMax: 60,
};

const header = (c: (typeof CURRICULUM_COLUMNS)[number]) => (c.required ? `${c.label}*` : c.label);
const kindWord = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1);

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F6F5C' } };
}

type Validations = { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } };

/** The Curriculum sheet with its header, text columns for codes, and the Kind dropdown. */
function curriculumSheet(wb: ExcelJS.Workbook): ExcelJS.Worksheet {
  const ws = wb.addWorksheet(CURRICULUM_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = CURRICULUM_COLUMNS.map((c) => ({
    header: header(c),
    key: c.key,
    width: c.key === 'name' ? 40 : Math.max(12, c.label.length + 4),
  }));
  styleHeader(ws.getRow(1));
  for (const key of ['regulation', 'programme', 'branch', 'code', 'electiveGroup'] as const) ws.getColumn(key).numFmt = '@';
  const kind = ws.getColumn('kind').letter;
  (ws as unknown as Validations).dataValidations.add(`${kind}2:${kind}${VALIDATED_ROWS}`, {
    type: 'list',
    allowBlank: false,
    formulae: [`"${SUBJECT_KINDS.map(kindWord).join(',')}"`],
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: 'Kind',
    error: 'Please choose Theory, Lab, Project or Elective',
  });
  return ws;
}

/** The import template: the Curriculum sheet with its header only, and a sheet of help with an example row. */
export async function buildCurriculumTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  curriculumSheet(wb);
  const help = wb.addWorksheet(HELP_SHEET);
  help.columns = CURRICULUM_COLUMNS.map((c) => ({ key: c.key, width: Math.max(14, c.label.length + 6) }));
  HELP.forEach((line) => (help.addRow([line]).font = { italic: true }));
  help.addRow([]);
  styleHeader(help.addRow(CURRICULUM_COLUMNS.map(header)));
  help.addRow(CURRICULUM_COLUMNS.map((c) => EXAMPLE[c.key]));
  return workbookBuffer(wb);
}

/** A regulation's subjects in the template's columns: what the office downloads, corrects and imports again. */
export async function buildCurriculumWorkbook(subjects: Subject[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  const ws = curriculumSheet(wb);
  for (const s of subjects)
    ws.addRow({
      regulation: s.regulation,
      programme: s.programme,
      branch: s.branch ?? '',
      semester: s.semester,
      code: s.code,
      name: s.name,
      credits: s.credits,
      kind: kindWord(s.kind),
      electiveGroup: s.electiveGroup ?? '',
      internalMax: s.internalMax,
      externalMax: s.externalMax,
    });
  return workbookBuffer(wb);
}
