import { serverText, type ServerText } from '@campus/shared';

// The texts only: the worker thread that runs this does not load every schema.

import { restoredText } from '@campus/shared/spreadsheet-text';
import { AppError, type RowProblem } from '../../lib/app-error.js';
import { readXlsxRows, type RowSink, type SheetCell } from './xlsx-sheet.js';

/** One data row of the first sheet: `row` is the Excel row number the user sees (header = 1). */
export interface SheetRow {
  row: number;
  values: Record<string, string>;
}

export interface SheetShape {
  format: 'xlsx' | 'xls';
  /** The Excel row number of the header row (the first row that is not empty). */
  headerRow: number;
  headers: string[];
}

export interface ParseOptions {
  /** Columns that must be present; header cells match them ignoring case, spaces and a trailing '*'. */
  requiredColumns?: readonly string[];
  /** Further known columns; matched the same way so values are keyed by these names. */
  optionalColumns?: readonly string[];
  /** Older headings of known columns (heading → column), matched the same way: files made from an older template still read. */
  columnAliases?: Readonly<Record<string, string>>;
  /** More data rows than this is refused as soon as the next one is read. */
  maxRows: number;
  /** What the parts of an .xlsx may inflate to, added up, counted as they inflate. */
  maxInflatedBytes: number;
  /** Excel's own limit of a cell. */
  maxCellChars: number;
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Rows sent on together (a worker posts each batch as it is read). */
const BATCH = 2000;
/** Cells with a NUL or too much text listed at most; the reading stops there. */
const MAX_CELL_ERRORS = 100;

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

/** 28 → "AB". */
function columnLetters(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Takes the rows of a sheet as they are read: the first row that is not empty is the header, whose
 * cells are matched to the known columns; then each data row keyed by header, with its Excel row
 * number. Stops the reading as soon as a limit is passed: missing columns right after the header, one
 * data row more than `maxRows`. A cell that PostgreSQL cannot store (a NUL, written `_x0000_` in the
 * file) or longer than Excel allows is refused with its row and column.
 */
function createSheetCollector(format: 'xlsx' | 'xls', opts: ParseOptions, emit: (rows: SheetRow[]) => void) {
  const known = new Map<string, string>();
  for (const name of [...(opts.requiredColumns ?? []), ...(opts.optionalColumns ?? [])]) known.set(normalizeHeader(name), name);
  for (const [alias, name] of Object.entries(opts.columnAliases ?? {})) known.set(normalizeHeader(alias), name);
  const keepKnownOnly = known.size > 0;

  let headerRow = 0;
  let headers: string[] = [];
  /** Column number → the name values are keyed by, for the columns kept. */
  const keyOf = new Map<number, string>();
  let dataRows = 0;
  let batch: SheetRow[] = [];
  const cellErrors: (RowProblem & ServerText)[] = [];

  function checkCell(rowNumber: number, cell: SheetCell, column: string) {
    let problem: ServerText | undefined;
    if (cell.text.includes('\u0000')) problem = serverText('upload.cellNul');
    else if (cell.text.length > opts.maxCellChars) problem = serverText('upload.cellTooLong', { max: count(opts.maxCellChars) });
    if (!problem) return;
    cellErrors.push({ row: rowNumber, column, ...problem });
    if (cellErrors.length >= MAX_CELL_ERRORS) stopOnCellErrors();
  }

  function readHeader(rowNumber: number, cells: SheetCell[]) {
    headerRow = rowNumber;
    for (const cell of cells) checkCell(rowNumber, cell, columnLetters(cell.col));
    stopOnCellErrors();
    const width = cells.reduce((w, c) => Math.max(w, c.col), 0);
    headers = Array.from({ length: width }, () => '');
    for (const cell of cells) {
      const name = known.get(normalizeHeader(cell.text)) ?? cell.text;
      headers[cell.col - 1] = name;
      if (!keepKnownOnly || known.has(normalizeHeader(cell.text))) keyOf.set(cell.col, name);
    }
    const missing = (opts.requiredColumns ?? []).filter((c) => !headers.includes(c));
    if (missing.length > 0) {
      throw new AppError('MISSING_COLUMNS', serverText('upload.missingColumns', { columns: missing.join(', ') }), {
        errors: missing.map((column) => ({ row: rowNumber, column, ...serverText('upload.missingColumn', { column }) })),
      });
    }
  }

  function stopOnCellErrors() {
    const [first] = cellErrors;
    if (!first) return;
    const at = { row: first.row ?? 0, column: first.column ?? '', problem: first };
    const text =
      cellErrors.length > 1 ? serverText('upload.cellAndMore', { ...at, more: cellErrors.length - 1 }) : serverText('upload.cell', at);
    throw new AppError('INVALID_ROWS', text, { errors: cellErrors });
  }

  const sink: RowSink = {
    wants: (col) => headerRow === 0 || keyOf.has(col),
    row(rowNumber, cells) {
      if (cells.length === 0) return;
      if (headerRow === 0) return readHeader(rowNumber, cells);
      if (++dataRows > opts.maxRows) {
        throw new AppError('TOO_MANY_ROWS', serverText('upload.tooManyRows', { max: count(opts.maxRows) }));
      }
      const values: Record<string, string> = {};
      for (const name of keyOf.values()) values[name] = '';
      for (const cell of cells) {
        const name = keyOf.get(cell.col);
        if (name === undefined) continue;
        checkCell(rowNumber, cell, name);
        values[name] = restoredText(cell.text);
      }
      batch.push({ row: rowNumber, values });
      if (batch.length >= BATCH) flush();
    },
  };

  function flush() {
    if (batch.length > 0) emit(batch);
    batch = [];
  }

  function finish(): SheetShape {
    stopOnCellErrors();
    if (headerRow === 0 || dataRows === 0) throw new AppError('EMPTY_SHEET', serverText('upload.emptySheet'));
    flush();
    return { format, headerRow, headers };
  }

  return { sink, finish };
}

/** SheetJS cell value (raw, cellDates) → text. */
function xlsText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return String(value).trim();
}

/** A legacy .xls has at most 65,536 rows and is not compressed, so SheetJS (loaded for it only) reads it whole. */
async function readXlsRows(buffer: Buffer, sink: RowSink) {
  const XLSX = await import('@e965/xlsx');
  let workbook: import('@e965/xlsx').WorkBook;
  try {
    workbook = XLSX.read(buffer, { type: 'buffer', cellDates: true, dense: true, sheets: 0 });
  } catch {
    throw new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
  }
  const name = workbook.SheetNames[0];
  const data = (name ? workbook.Sheets[name]?.['!data'] : undefined) ?? [];
  data.forEach((cells, r) => {
    const row: SheetCell[] = [];
    cells?.forEach((cell, c) => {
      if (!sink.wants(c + 1)) return;
      const text = xlsText(cell?.v);
      if (text !== '') row.push({ col: c + 1, text });
    });
    sink.row(r + 1, row);
  });
}

/**
 * Reads the first sheet of an .xlsx (streamed, see xlsx-sheet.ts) or legacy .xls (SheetJS) workbook,
 * handing its data rows to `emit` in batches as they are read; answers the header. Every problem with
 * the file itself is a 4xx with a message the user can act on.
 */
export async function parseWorkbook(buffer: Buffer, opts: ParseOptions, emit: (rows: SheetRow[]) => void): Promise<SheetShape> {
  const format = excelFormat(buffer);
  if (!format) throw new AppError('NOT_EXCEL', serverText('upload.notExcel'));
  const collector = createSheetCollector(format, opts, emit);
  if (format === 'xlsx') {
    await readXlsxRows(
      buffer,
      { maxInflatedBytes: opts.maxInflatedBytes, maxEntries: 10_000, maxCellChars: opts.maxCellChars },
      collector.sink,
    );
  } else {
    await readXlsRows(buffer, collector.sink);
  }
  return collector.finish();
}
