import type ExcelJS from 'exceljs';

/**
 * Text a spreadsheet may take for a formula once the file is saved again as CSV (OWASP, CSV
 * injection): it begins with `=`, `+`, `-`, `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** The text as an export writes it: prefixed with a single quote when it could be read as a formula. */
export const neutralizedText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text an export wrote, as it was before {@link neutralizedText}: uploads read back our own files. */
export const restoredText = (text: string) => (text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text);

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
