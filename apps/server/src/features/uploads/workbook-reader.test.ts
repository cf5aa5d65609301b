import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { inflationBomb, nestingBomb, part, rowBomb, smallXlsx, zip } from '../../../test/hostile-workbooks.js';
import { readWorkbook } from './workbook-reader.js';

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function xls(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Sheet1');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xls' }) as Buffer;
}

const status = async (p: Promise<unknown>) =>
  p.then(
    () => ({ statusCode: 0, message: '' }),
    (e) => e as { statusCode: number; message: string; code: string; details: unknown },
  );

// The first read starts the worker thread that reads workbooks, which takes a moment on a busy machine.
beforeAll(() => readWorkbook(smallXlsx([['x'], ['y']])), 60_000);

describe('readWorkbook', () => {
  const rows = [
    ['Full Name', 'aadhar number', 'Date of Admission*'],
    ['Ravi Kumar', 234123412346, new Date(Date.UTC(2025, 6, 1))],
    [],
    ['Sita', '987654321098', '2025-07-02'],
  ];

  it('reads an .xlsx into rows keyed by the known column names, with Excel row numbers', async () => {
    const sheet = await readWorkbook(await xlsx(rows), { requiredColumns: ['Full Name', 'Aadhar Number', 'Date of Admission'] });
    expect(sheet.format).toBe('xlsx');
    expect(sheet.rows).toEqual([
      { row: 2, values: { 'Full Name': 'Ravi Kumar', 'Aadhar Number': '234123412346', 'Date of Admission': '2025-07-01' } },
      { row: 4, values: { 'Full Name': 'Sita', 'Aadhar Number': '987654321098', 'Date of Admission': '2025-07-02' } },
    ]);
  });

  it("reads a text our exports neutralised ('=…, '-…) as it was before, and leaves other quotes alone", async () => {
    const sheet = await readWorkbook(
      await xlsx([
        ['Category', 'Note'],
        ["'-NRI quota", "'=1+2"],
        ["O'Brien", "'plain"],
      ]),
      {
        requiredColumns: ['Category', 'Note'],
      },
    );
    expect(sheet.rows.map((r) => r.values)).toEqual([
      { Category: '-NRI quota', Note: '=1+2' },
      { Category: "O'Brien", Note: "'plain" },
    ]);
  });

  it('reads a legacy .xls the same way', async () => {
    // SheetJS writes dates in local time; exceljs in UTC.
    const local = rows.map((r) => r.map((c) => (c instanceof Date ? new Date(2025, 6, 1) : c)));
    const sheet = await readWorkbook(xls(local), { requiredColumns: ['Full Name', 'Aadhar Number', 'Date of Admission'] });
    expect(sheet.format).toBe('xls');
    expect(sheet.rows.map((r) => r.row)).toEqual([2, 4]);
    expect(sheet.rows[0].values).toEqual({ 'Full Name': 'Ravi Kumar', 'Aadhar Number': '234123412346', 'Date of Admission': '2025-07-01' });
  });

  it('refuses a file that is not Excel', async () => {
    const e = await status(readWorkbook(Buffer.from('name,aadhaar\nRavi,1234\n')));
    expect(e).toMatchObject({ statusCode: 400, code: 'NOT_EXCEL' });
    expect(e.message).toMatch(/not an Excel workbook/);
  });

  it('refuses a damaged workbook', async () => {
    const good = await xlsx(rows);
    const e = await status(readWorkbook(Buffer.concat([good.subarray(0, 200), Buffer.alloc(500, 7)])));
    expect(e).toMatchObject({ statusCode: 400, code: 'CORRUPT_FILE' });
    const e2 = await status(
      readWorkbook(Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600, 1)])),
    );
    expect(e2).toMatchObject({ statusCode: 400, code: 'CORRUPT_FILE' });
  });

  it('refuses an empty sheet and a sheet with only headers', async () => {
    expect(await status(readWorkbook(await xlsx([])))).toMatchObject({ statusCode: 400, code: 'EMPTY_SHEET' });
    expect(await status(readWorkbook(await xlsx([['Full Name']])))).toMatchObject({ statusCode: 400, code: 'EMPTY_SHEET' });
  });

  it('names the missing columns', async () => {
    const e = await status(readWorkbook(await xlsx([['Full Name'], ['Ravi']]), { requiredColumns: ['Full Name', 'Gender', 'Branch'] }));
    expect(e).toMatchObject({ statusCode: 400, code: 'MISSING_COLUMNS', message: 'The sheet is missing required columns: Gender, Branch' });
  });
});

/** Issue 9 ("Hardening what exists"): what a hostile or careless sheet cannot do. */
describe('readWorkbook limits', () => {
  it('refuses a cell holding _x0000_ (a NUL, which PostgreSQL text cannot hold) with its row and column', async () => {
    const e = await status(
      readWorkbook(
        smallXlsx([
          ['Full Name', 'Branch'],
          ['Ravi', 'CSE'],
          ['Sita', 'E_x0000_CE'],
        ]),
        { requiredColumns: ['Full Name', 'Branch'] },
      ),
    );
    expect(e).toMatchObject({
      statusCode: 400,
      code: 'INVALID_ROWS',
      message: 'Row 3, column Branch contains a NUL character (_x0000_), which cannot be saved: remove it',
      details: { errors: [{ row: 3, column: 'Branch', message: 'contains a NUL character (_x0000_), which cannot be saved: remove it' }] },
    });
  });

  it("decodes Excel's other escapes as Excel does", async () => {
    const sheet = await readWorkbook(smallXlsx([['Full Name'], ['Ravi_x000D_Kumar'], ['_x005F_x0041_']]));
    expect(sheet.rows.map((r) => r.values['Full Name'])).toEqual(['Ravi\rKumar', '_x0041_']);
  });

  it('refuses a cell longer than Excel allows, naming it', async () => {
    const e = await status(readWorkbook(smallXlsx([['Full Name'], ['Ravi'], ['a'.repeat(40_000)]])));
    expect(e).toMatchObject({
      statusCode: 400,
      code: 'INVALID_ROWS',
      message: 'Row 3, column Full Name holds more than 32,767 characters, the most a cell may hold',
    });
  });

  it('stops at the first row past the limit', async () => {
    const e = await status(readWorkbook(rowBomb(['Full Name'], 1, 1_000), { maxRows: 10 }));
    expect(e).toMatchObject({
      statusCode: 413,
      code: 'TOO_MANY_ROWS',
      message: 'The sheet has more than 10 rows; at most 10 can be uploaded at once',
    });
  });

  it('keeps only the known columns when they are named, and skips rows with nothing in them', async () => {
    const sheet = await readWorkbook(
      smallXlsx([
        ['Full Name', 'Remarks'],
        ['Ravi', 'x'],
        ['', 'only a remark'],
      ]),
      { requiredColumns: ['Full Name'] },
    );
    expect(sheet.headers).toEqual(['Full Name', 'Remarks']);
    expect(sheet.rows).toEqual([{ row: 2, values: { 'Full Name': 'Ravi' } }]);
  });

  it('refuses a workbook that unpacks past the limit before inflating it, and one whose header lies at the size it claims', async () => {
    const honest = await status(readWorkbook(inflationBomb(['Full Name'])));
    expect(honest).toMatchObject({
      statusCode: 413,
      code: 'TOO_LARGE',
      message: 'The workbook unpacks to more than 200 MB of sheet data, the most one upload may hold: split it into smaller files',
    });
    const lying = await status(readWorkbook(inflationBomb(['Full Name'], 1100 * 1024 * 1024, 100_000)));
    expect(lying).toMatchObject({
      statusCode: 400,
      code: 'CORRUPT_FILE',
      message: 'The Excel file is damaged: a part of it unpacks to more than the file says it holds',
    });
  });

  it('refuses XML nested deeper than a workbook needs, and a zip that is not a workbook', async () => {
    expect(await status(readWorkbook(nestingBomb(['Full Name'])))).toMatchObject({ statusCode: 400, code: 'CORRUPT_FILE' });
    expect(await status(readWorkbook(zip([part('word/document.xml', '<document/>')])))).toMatchObject({
      statusCode: 400,
      code: 'NOT_EXCEL',
    });
  });
});
