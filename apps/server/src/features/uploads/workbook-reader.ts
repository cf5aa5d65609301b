import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { UPLOAD_MESSAGES } from '@campus/shared';
import { AppError } from '../../lib/app-error.js';

/** One data row of the first sheet: `row` is the Excel row number the user sees (header = 1). */
interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export interface Sheet {
  format: 'xlsx' | 'xls';
  /** The Excel row number of the header row (the first row that is not empty). */
  headerRow: number;
  headers: string[];
  rows: SheetRow[];
}

export interface ReadOptions {
  /** Columns that must be present; header cells match them ignoring case, spaces and a trailing '*'. */
  requiredColumns?: readonly string[];
  /** Further known columns; matched the same way so values are keyed by these names. */
  optionalColumns?: readonly string[];
  /** More data rows than this is refused (default 50,000). */
  maxRows?: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const startsWith = (buffer: Buffer, magic: number[]) => buffer.length >= magic.length && magic.every((b, i) => buffer[i] === b);

function excelFormat(buffer: Buffer): 'xlsx' | 'xls' | null {
  if (startsWith(buffer, ZIP)) return 'xlsx';
  if (startsWith(buffer, OLE2)) return 'xls';
  return null;
}

const normalizeHeader = (h: string) =>
  h
    .replace(/\*$/, '')
    .replace(/[\s_]+/g, '')
    .toLowerCase();

const pad = (n: number) => String(n).padStart(2, '0');
/** Excel dates carry no zone: keep the calendar day that was typed. */
const utcDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** exceljs cell value → text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : utcDay(value);
  if ('richText' in value)
    return value.richText
      .map((r) => r.text)
      .join('')
      .trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).trim();
  return '';
}

/** SheetJS cell value (raw, cellDates) → text. */
function xlsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : localDay(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

async function gridOfXlsx(buffer: Buffer): Promise<{ firstRow: number; grid: string[][] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer);
  } catch {
    throw new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corrupt);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new AppError('EMPTY_SHEET', UPLOAD_MESSAGES.emptySheet);
  const grid: string[][] = [];
  let firstRow = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (firstRow === 0) firstRow = rowNumber;
    const values = row.values as ExcelJS.CellValue[];
    const texts: string[] = [];
    for (let c = 1; c < values.length; c++) texts.push(cellText(values[c]));
    grid[rowNumber - firstRow] = texts;
  });
  return { firstRow: firstRow || 1, grid };
}

function gridOfXls(buffer: Buffer): { firstRow: number; grid: string[][] } {
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(buffer, { type: 'buffer', cellDates: true, dense: true });
  } catch {
    throw new AppError('CORRUPT_FILE', UPLOAD_MESSAGES.corrupt);
  }
  const name = workbook.SheetNames[0];
  const sheet = name ? workbook.Sheets[name] : undefined;
  if (!sheet || !sheet['!ref']) throw new AppError('EMPTY_SHEET', UPLOAD_MESSAGES.emptySheet);
  const range = XLSX.utils.decode_range(sheet['!ref']);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: null, blankrows: true });
  return { firstRow: range.s.r + 1, grid: rows.map((r) => r.map(xlsText)) };
}

/**
 * Reads the first sheet of an .xlsx (exceljs) or legacy .xls (SheetJS) workbook into rows keyed by
 * header. Every problem with the file itself is a 400 with a message the user can act on.
 */
export async function readWorkbook(buffer: Buffer, opts: ReadOptions = {}): Promise<Sheet> {
  const format = excelFormat(buffer);
  if (!format) throw new AppError('NOT_EXCEL', UPLOAD_MESSAGES.notExcel);
  const { firstRow, grid } = format === 'xlsx' ? await gridOfXlsx(buffer) : gridOfXls(buffer);

  const headerCells = (grid[0] ?? []).map((h) => h.trim());
  if (headerCells.every((h) => h === '')) throw new AppError('EMPTY_SHEET', UPLOAD_MESSAGES.emptySheet);

  const known = new Map<string, string>();
  for (const name of [...(opts.requiredColumns ?? []), ...(opts.optionalColumns ?? [])]) known.set(normalizeHeader(name), name);
  const headers = headerCells.map((h) => known.get(normalizeHeader(h)) ?? h);

  const missing = (opts.requiredColumns ?? []).filter((c) => !headers.includes(c));
  if (missing.length > 0) {
    throw new AppError('MISSING_COLUMNS', `${UPLOAD_MESSAGES.missingColumns}: ${missing.join(', ')}`, {
      errors: missing.map((column) => ({ row: firstRow, column, message: `Missing column ${column}` })),
    });
  }

  const rows: SheetRow[] = [];
  for (let i = 1; i < grid.length; i++) {
    const cells = grid[i];
    if (!cells || cells.every((c) => c === '')) continue;
    const values: Record<string, string> = {};
    headers.forEach((h, c) => {
      if (h) values[h] = cells[c] ?? '';
    });
    rows.push({ row: firstRow + i, values });
  }
  if (rows.length === 0) throw new AppError('EMPTY_SHEET', UPLOAD_MESSAGES.emptySheet);
  const maxRows = opts.maxRows ?? 50_000;
  if (rows.length > maxRows)
    throw new AppError('TOO_MANY_ROWS', `The sheet has ${rows.length} rows; at most ${maxRows} can be uploaded at once`);
  return { format, headerRow: firstRow, headers, rows };
}
