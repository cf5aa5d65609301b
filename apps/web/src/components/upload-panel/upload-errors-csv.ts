import { neutralizedText, type UploadRowError } from '@campus/shared';

/** A cell of the file: text that a spreadsheet would read as a formula goes behind a quote (ADR 0091). */
const csvCell = (v: unknown) => {
  const s = typeof v === 'string' ? neutralizedText(v) : v === undefined || v === null ? '' : String(v);
  return /[",\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

/** The per-row errors of a refused upload as CSV (with a BOM so Excel reads it as UTF-8). */
export function errorsCsv(errors: UploadRowError[], header: [string, string, string]): string {
  const lines = [header, ...errors.map((e) => [e.row ?? '', e.column ?? '', e.message])];
  return `\uFEFF${lines.map((l) => l.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
