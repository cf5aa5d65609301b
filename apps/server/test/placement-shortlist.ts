import ExcelJS from 'exceljs';

/** A company's shortlist as it sends one: a real .xlsx with a heading row and a `Roll number` column. */
export async function shortlistWorkbook(rolls: string[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Shortlist');
  ws.addRow(['S. No.', 'Roll number', 'Name']);
  rolls.forEach((roll, i) => ws.addRow([i + 1, roll, `Candidate ${i + 1}`]));
  return Buffer.from(await wb.xlsx.writeBuffer());
}
