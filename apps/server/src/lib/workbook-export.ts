import type ExcelJS from 'exceljs';
import { neutralizedText } from '@campus/shared/spreadsheet-text';

function neutralizeCell(cell: ExcelJS.Cell) {
  const value = cell.value;
  if (typeof value === 'string') {
    if (neutralizedText(value) !== value) cell.value = neutralizedText(value);
  } else if (value && typeof value === 'object' && 'richText' in value) {
    const text = value.richText.map((r) => r.text).join('');
    if (neutralizedText(text) !== text) cell.value = { richText: [{ text: "'" }, ...value.richText] };
  } else if (value && typeof value === 'object' && 'hyperlink' in value && typeof value.text === 'string') {
    cell.value = { ...value, text: neutralizedText(value.text) };
  }
}

/**
 * The one way the server writes a workbook: every text cell of every sheet that could be read as a
 * formula is neutralised first (ADR 0091). Numbers, dates and the workbook's own formulas stay as
 * they are, so a negative amount is still a number.
 */
export async function workbookBuffer(wb: ExcelJS.Workbook): Promise<Buffer> {
  wb.eachSheet((sheet) => sheet.eachRow({ includeEmpty: false }, (row) => row.eachCell({ includeEmpty: false }, neutralizeCell)));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
