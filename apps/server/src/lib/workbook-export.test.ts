import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { workbookBuffer } from './workbook-export.js';

describe('workbookBuffer', () => {
  it('puts a quote before text that begins with =, +, -, @, a tab or a carriage return, in every sheet; numbers, dates and formulas stay', async () => {
    const wb = new ExcelJS.Workbook();
    const texts = ['=1+2', '+91 98765', '-2+3', '@SUM(A1)', '\tcmd', '\rcmd', 'Ravi', "O'Brien", '2-14 Main Road', ''];
    wb.addWorksheet('One').addRow([...texts, -450.5, new Date(Date.UTC(2025, 5, 1)), { formula: 'SUM(K1:K1)' }]);
    wb.addWorksheet('Two', { state: 'hidden' }).addRow([{ richText: [{ text: '=HYPERLINK' }, { text: '("x")' }] }, '-NRI']);

    const back = new ExcelJS.Workbook();
    await back.xlsx.load((await workbookBuffer(wb)) as unknown as ArrayBuffer);
    const one = (back.getWorksheet('One')!.getRow(1).values as unknown[]).slice(1);
    expect(one.slice(0, 5)).toEqual(["'=1+2", "'+91 98765", "'-2+3", "'@SUM(A1)", "'\tcmd"]);
    // XML reads a carriage return back as a line feed: the quote before it is what counts.
    expect(one[5]).toMatch(/^'[\r\n]cmd$/);
    expect(one.slice(6, texts.length)).toEqual(['Ravi', "O'Brien", '2-14 Main Road', '']);
    expect(one[texts.length]).toBe(-450.5);
    expect(one[texts.length + 1]).toEqual(new Date(Date.UTC(2025, 5, 1)));
    expect(one[texts.length + 2]).toMatchObject({ formula: 'SUM(K1:K1)' });
    const two = back.getWorksheet('Two')!.getRow(1);
    expect(two.getCell(1).text).toBe('\'=HYPERLINK("x")');
    expect(two.getCell(2).value).toBe("'-NRI");
  });
});
