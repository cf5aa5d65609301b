import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
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
    (e) => e as { statusCode: number; message: string; code: string },
  );

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
