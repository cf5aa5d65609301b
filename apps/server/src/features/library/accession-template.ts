import ExcelJS from 'exceljs';
import { ACCESSION_COLUMNS, COPY_SOURCES, type AccessionColumn } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

const SHEET = 'Accession Register';
const HELP_SHEET = 'Example and help';
/** Rows that get the dropdowns and prompts; a longer register still imports, only without them. */
const VALIDATED_ROWS = 20_001;

const HELP = [
  'Enter one copy per row on the Accession Register sheet, from row 2 down. Only that sheet is imported: this one never is.',
  'Columns whose heading ends in * are required. Write several authors in one cell separated by semicolons: Hunt, Andrew; Thomas, David.',
  'Rows with the same ISBN (or, without an ISBN, the same title, authors and edition) become copies of one title; a title the catalogue has by its ISBN gets the copies.',
  'The ISBN may be an ISBN-10 or ISBN-13, with or without hyphens. The call number is a DDC number with its book number, such as 621.3 SED.',
  'The price is in rupees (450 or 450.50). Choose Purchase or Donation as the source; a purchase needs its bill number and bill date (DD-MM-YYYY).',
  'The barcode is the accession number unless the copy carries another. Accession numbers and barcodes may not be in the file twice or already in the library.',
  'A file with a problem imports nothing: every problem is listed with its row and column, so that you can correct them and upload again.',
];

const EXAMPLE: Record<AccessionColumn, string> = {
  accessionNumber: '10234',
  title: 'Electrical Machinery',
  authors: 'Bimbhra, P. S.',
  edition: '7th',
  publisher: 'Khanna Publishers',
  year: '2021',
  isbn: '81-7409-173-4',
  subject: 'Electrical machines',
  language: 'English',
  callNumber: '621.31 BIM',
  barcode: '',
  location: 'Stack 1, Shelf 2',
  pricePaise: '650.00',
  source: 'Purchase',
  billNumber: 'INV/2026/17',
  billDate: '12-01-2026',
};

const header = (c: { label: string; required?: boolean }) => (c.required ? `${c.label}*` : c.label);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F6F5C' } };
}

type Validations = { dataValidations: { add(range: string, v: ExcelJS.DataValidation): void } };

/** What a column's cells accept, for Excel to check as they are typed. */
function validationOf(key: AccessionColumn, label: string): ExcelJS.DataValidation | undefined {
  const prompt = (text: string) => ({ showInputMessage: true, promptTitle: label, prompt: text });
  switch (key) {
    case 'source':
      return {
        type: 'list',
        allowBlank: true,
        formulae: [`"${COPY_SOURCES.map(capitalised).join(',')}"`],
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: label,
        error: 'Please choose Purchase or Donation',
      };
    case 'billDate':
      return {
        type: 'textLength',
        operator: 'equal',
        formulae: [10],
        allowBlank: true,
        ...prompt('Type the date as DD-MM-YYYY, e.g. 12-01-2026'),
      };
    case 'pricePaise':
      return {
        type: 'decimal',
        operator: 'between',
        formulae: [0, 1_000_000],
        allowBlank: true,
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: label,
        error: 'The price is an amount in rupees, such as 450 or 450.50',
      };
    case 'year':
      return {
        type: 'whole',
        operator: 'between',
        formulae: [1450, 9999],
        allowBlank: true,
        showErrorMessage: true,
        errorStyle: 'stop',
        errorTitle: label,
        error: 'The year of publication has four digits',
      };
    case 'authors':
      return {
        type: 'textLength',
        operator: 'greaterThan',
        formulae: [0],
        allowBlank: false,
        ...prompt('Several authors separated by semicolons'),
      };
    default:
      return undefined;
  }
}

/**
 * The accession register's template: a sheet with the header row only (text cells for numbers that
 * must keep their zeros and hyphens: accession numbers, barcodes, ISBNs, bill dates), a dropdown for
 * the source and checks of price, year and dates; a second sheet explains the columns and shows an
 * example row, which an upload never imports.
 */
export async function buildAccessionTemplate(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  const ws = wb.addWorksheet(SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = ACCESSION_COLUMNS.map((c) => ({ header: header(c), key: c.key, width: Math.max(14, c.label.length + 6) }));
  styleHeader(ws.getRow(1));
  ACCESSION_COLUMNS.forEach((c, i) => {
    const column = ws.getColumn(i + 1);
    if (['accessionNumber', 'barcode', 'isbn', 'billNumber', 'billDate', 'callNumber'].includes(c.key)) column.numFmt = '@';
    const validation = validationOf(c.key, c.label);
    if (!validation) return;
    const letter = column.letter;
    (ws as unknown as Validations).dataValidations.add(`${letter}2:${letter}${VALIDATED_ROWS}`, validation);
  });

  const help = wb.addWorksheet(HELP_SHEET);
  help.columns = ACCESSION_COLUMNS.map((c) => ({ key: c.key, width: Math.max(14, c.label.length + 6) }));
  HELP.forEach((line) => (help.addRow([line]).font = { italic: true }));
  help.addRow([]);
  styleHeader(help.addRow(ACCESSION_COLUMNS.map(header)));
  help.addRow(ACCESSION_COLUMNS.map((c) => EXAMPLE[c.key]));
  return workbookBuffer(wb);
}
