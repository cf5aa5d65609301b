import { serverText } from '@campus/shared';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sax from 'sax';
// The texts only: the worker thread that runs this does not load every schema.

import { AppError } from '../../lib/app-error.js';
import { openZipArchive, type ZipArchive, type ZipLimits } from './zip-archive.js';

/** One cell of a row, by column number (A = 1); `text` stops growing one character past `maxCellChars`. */
export interface SheetCell {
  col: number;
  text: string;
}

/** Where the rows of a sheet go, one at a time, as they are read. Throwing stops the reading. */
export interface RowSink {
  /** Whether cells of this column are kept (a cell that is not kept is never turned into text). */
  wants(col: number): boolean;
  row(rowNumber: number, cells: SheetCell[]): void;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';
/** Excel's own limits of a sheet. */
const MAX_SHEET_ROWS = 1_048_576;
const MAX_SHEET_COLUMNS = 16_384;
/** Far more than any part of a workbook has (a sheet's cells are five deep; a cell has at most six attributes). */
const MAX_XML_DEPTH = 64;
const MAX_XML_ATTRIBUTES = 64;
/** Distinct texts of a workbook: a 50,000-row sheet with 31 columns of different text has 1,550,000. */
const MAX_SHARED_STRINGS = 2_000_000;
/** Built-in number formats (ECMA-376 18.8.30) that show a date or a time. */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54, 55, 56, 57, 58,
]);

const corrupt = () => new AppError('CORRUPT_FILE', serverText('upload.corrupt'));
const tooManyStrings = () =>
  new AppError('TOO_LARGE', serverText('upload.tooManyTexts', { max: MAX_SHARED_STRINGS.toLocaleString('en-IN') }));

type Attributes = Record<string, string>;
interface XmlHandlers {
  open?(name: string, attrs: Attributes): void;
  text?(text: string): void;
  close?(name: string): void;
}

/** Element names without their namespace prefix (some writers use `x:row`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Feeds a part's text to sax as it inflates; a handler that throws stops the reading. sax holds no
 * more than 64 KB of any one thing at a time: longer text comes in pieces, and a longer comment, name
 * or attribute is an error. It expands no entities but XML's own, so an entity bomb is just text.
 * What sax would otherwise gather without bound, elements open at once and attributes of one
 * element, is counted here.
 */
async function walkXml(stream: Readable, handlers: XmlHandlers) {
  const parser = sax.parser(true);
  let depth = 0;
  let attributes = 0;
  parser.onerror = () => {
    throw corrupt();
  };
  parser.onopentagstart = () => {
    attributes = 0;
    if (++depth > MAX_XML_DEPTH) throw corrupt();
  };
  parser.onattribute = () => {
    if (++attributes > MAX_XML_ATTRIBUTES) throw corrupt();
  };
  const { open, text, close } = handlers;
  if (open) parser.onopentag = (tag) => open(localName(tag.name), tag.attributes as Attributes);
  if (text) {
    parser.ontext = text;
    parser.oncdata = text;
  }
  parser.onclosetag = (name) => {
    depth--;
    close?.(localName(name));
  };
  for await (const chunk of stream) parser.write(chunk as string);
  parser.close();
}

async function readPart(zip: ZipArchive, entry: string, handlers: XmlHandlers) {
  const stream = await zip.open(entry);
  try {
    await walkXml(stream, handlers);
  } finally {
    stream.destroy();
  }
}

/** A relation's target (relative to xl/, or absolute from the package root) as a zip path. */
function partPath(target: string | undefined): string | undefined {
  if (!target) return undefined;
  const p = target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);
  return p.startsWith('..') ? undefined : p;
}

/** "AB12" → 28; undefined when the reference has no column letters. */
function columnOf(ref: string | undefined): number | undefined {
  if (!ref) return undefined;
  let col = 0;
  let i = 0;
  for (; i < ref.length && i < 4; i++) {
    const c = ref.charCodeAt(i);
    if (c < 65 || c > 90) break;
    col = col * 26 + (c - 64);
  }
  return i === 0 ? undefined : col;
}

/** Excel's escape of a character XML cannot hold: `_x000D_` is a carriage return, `_x0000_` a NUL. */
const unescapeText = (s: string) =>
  s.includes('_x') ? s.replace(/_x([0-9A-Fa-f]{4})_/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))) : s;

/** A custom number format that shows a date or a time (as exceljs decides it: quoted and bracketed parts aside). */
const isDateFormat = (format: string) => /[ymdhMsb]/.test(format.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

const pad = (n: number) => String(n).padStart(2, '0');
/** Excel dates carry no zone: keep the calendar day that was typed. */
const utcDay = (d: Date) => (Number.isNaN(d.getTime()) ? '' : `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`);
const serialToDay = (serial: number, date1904: boolean) =>
  utcDay(new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000)));

interface Workbook {
  sharedStrings: string[];
  date1904: boolean;
  /** Whether the cell style (an index into cellXfs) shows numbers as dates. */
  isDateStyle(style: number): boolean;
}

/** Cell XML → the text a user typed (dates as YYYY-MM-DD, booleans TRUE/FALSE, errors empty). */
function cellText(book: Workbook, type: string | undefined, style: number, raw: string): string {
  switch (type) {
    case 's':
      return unescapeText(book.sharedStrings[Number.parseInt(raw, 10)] ?? '').trim();
    case 'inlineStr':
    case 'str':
      return unescapeText(raw).trim();
    case 'b':
      return raw.trim() === '' ? '' : Number.parseInt(raw, 10) !== 0 ? 'TRUE' : 'FALSE';
    case 'e':
      return '';
    case 'd':
      return utcDay(new Date(raw.trim()));
    default: {
      if (raw.trim() === '') return '';
      const n = Number.parseFloat(raw);
      if (!Number.isFinite(n)) return '';
      return book.isDateStyle(style) ? serialToDay(n, book.date1904) : String(n);
    }
  }
}

/** Text that stops growing one character past `max`, so that an oversized cell costs no more than that. */
function boundedText(max: number) {
  let text = '';
  return {
    add(t: string) {
      if (text.length <= max) text += t.length > max ? t.slice(0, max + 1) : t;
    },
    take() {
      const t = text;
      text = '';
      return t;
    },
  };
}

async function readRelations(zip: ZipArchive) {
  const rels: { id: string; target: string; type: string }[] = [];
  await readPart(zip, WORKBOOK_RELS, {
    open(name, a) {
      if (name === 'Relationship') rels.push({ id: a.Id ?? '', target: a.Target ?? '', type: a.Type ?? '' });
    },
  });
  return rels;
}

/** The relation id of the first sheet, and whether dates count from 1904. */
async function readWorkbookPart(zip: ZipArchive) {
  let firstSheet: string | undefined;
  let date1904 = false;
  await readPart(zip, WORKBOOK, {
    open(name, a) {
      if (name === 'workbookPr') date1904 = a.date1904 === '1' || a.date1904 === 'true';
      if (name === 'sheet' && firstSheet === undefined) firstSheet = Object.entries(a).find(([k]) => k.endsWith(':id'))?.[1] ?? '';
    },
  });
  return { firstSheet, date1904 };
}

/** Which cell styles show dates: cellXfs entries whose number format is a built-in or custom date format. */
async function readDateStyles(zip: ZipArchive, entry: string): Promise<boolean[]> {
  const customFormats = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  await readPart(zip, entry, {
    open(name, a) {
      if (name === 'numFmt') customFormats.set(Number(a.numFmtId), a.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) styleFormats.push(Number(a.numFmtId ?? 0));
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return styleFormats.map((id) => {
    const custom = customFormats.get(id);
    return custom !== undefined ? isDateFormat(custom) : BUILT_IN_DATE_FORMATS.has(id);
  });
}

/**
 * The shared strings: the text of each `si`, its runs joined, phonetic hints left out. They are all
 * held until the sheet is read, so their number is bounded too.
 */
async function readSharedStrings(zip: ZipArchive, entry: string, maxCellChars: number): Promise<string[]> {
  const strings: string[] = [];
  const text = boundedText(maxCellChars);
  let inText = false;
  let inPhonetic = false;
  await readPart(zip, entry, {
    open(name) {
      if (name === 't') inText = !inPhonetic;
      else if (name === 'rPh') inPhonetic = true;
    },
    text(t) {
      if (inText) text.add(t);
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic = false;
      else if (name === 'si' && strings.push(text.take()) > MAX_SHARED_STRINGS) throw tooManyStrings();
    },
  });
  return strings;
}

/**
 * Reads the sheet XML as it inflates, handing each row to the sink: no more than the row being read
 * is held, and cells the sink does not want are never turned into text.
 */
async function readSheetRows(zip: ZipArchive, entry: string, book: Workbook, sink: RowSink, maxCellChars: number) {
  let rowNumber = 0;
  let rowsSeen = 0;
  let cells: SheetCell[] = [];
  let inRow = false;
  let col = 0;
  let cell: { col: number; type?: string; style: number } | undefined;
  let capture: 'v' | 'is' | undefined;
  let inText = false;
  let inPhonetic = false;
  const text = boundedText(maxCellChars);

  await readPart(zip, entry, {
    open(name, a) {
      switch (name) {
        case 'row': {
          const r = a.r === undefined ? rowNumber + 1 : Number(a.r);
          if (!Number.isInteger(r) || r < 1 || r > MAX_SHEET_ROWS || ++rowsSeen > MAX_SHEET_ROWS) throw corrupt();
          rowNumber = r;
          inRow = true;
          cells = [];
          col = 0;
          break;
        }
        case 'c': {
          if (!inRow) break;
          col = columnOf(a.r) ?? col + 1;
          if (col > MAX_SHEET_COLUMNS) throw corrupt();
          cell = sink.wants(col) ? { col, type: a.t, style: a.s ? Number.parseInt(a.s, 10) : 0 } : undefined;
          text.take();
          break;
        }
        case 'v':
        case 'is':
          if (cell) capture = name as 'v' | 'is';
          break;
        case 't':
          inText = capture === 'is' && !inPhonetic;
          break;
        case 'rPh':
          inPhonetic = true;
          break;
      }
    },
    text(t) {
      if (capture === 'v' || inText) text.add(t);
    },
    close(name) {
      switch (name) {
        case 'v':
        case 'is':
          capture = undefined;
          break;
        case 't':
          inText = false;
          break;
        case 'rPh':
          inPhonetic = false;
          break;
        case 'c':
          if (cell) {
            const value = cellText(book, cell.type, cell.style, text.take());
            if (value !== '') cells.push({ col: cell.col, text: value });
          }
          cell = undefined;
          capture = undefined;
          break;
        case 'row':
          inRow = false;
          sink.row(rowNumber, cells);
          cells = [];
          break;
      }
    },
  });
}

/**
 * Reads the first sheet of an .xlsx held in memory as a stream of rows, within the zip limits: the
 * parts around the sheet first (relations, workbook, styles, shared strings), then the sheet itself,
 * whatever order the zip holds them in. Nothing is written to disk and no other sheet is read.
 */
export async function readXlsxRows(buffer: Buffer, limits: ZipLimits & { maxCellChars: number }, sink: RowSink): Promise<void> {
  const zip = await openZipArchive(buffer, limits);
  if (!zip.has(WORKBOOK) || !zip.has(WORKBOOK_RELS)) throw new AppError('NOT_EXCEL', serverText('upload.notExcel'));
  zip.checkDeclared([WORKBOOK_RELS, WORKBOOK]);
  const rels = await readRelations(zip);
  const { firstSheet, date1904 } = await readWorkbookPart(zip);

  const relOfType = (type: string) => rels.find((r) => r.type.endsWith(`/${type}`))?.target;
  const sheetPath = partPath(rels.find((r) => r.id === firstSheet)?.target);
  if (!sheetPath || !zip.has(sheetPath)) throw new AppError('EMPTY_SHEET', serverText('upload.emptySheet'));
  const stylesPath = [partPath(relOfType('styles')), 'xl/styles.xml'].find((p) => p && zip.has(p));
  const stringsPath = [partPath(relOfType('sharedStrings')), 'xl/sharedStrings.xml'].find((p) => p && zip.has(p));
  zip.checkDeclared([WORKBOOK_RELS, WORKBOOK, stylesPath, stringsPath, sheetPath].filter((p): p is string => !!p));

  const dateStyles = stylesPath ? await readDateStyles(zip, stylesPath) : [];
  const book: Workbook = {
    sharedStrings: stringsPath ? await readSharedStrings(zip, stringsPath, limits.maxCellChars) : [],
    date1904,
    isDateStyle: (style) => dateStyles[style] === true,
  };
  await readSheetRows(zip, sheetPath, book, sink, limits.maxCellChars);
}
