import ExcelJS from 'exceljs';
import {
  AUDIT_ENTRY_TEXTS,
  AUDIT_EXPORT_MAX_ROWS,
  auditChangeText,
  auditFieldLabel,
  auditSentenceText,
  auditValueText,
  describeAuditEntry,
  fillText,
  dayIn,
  formatDay,
  formatNumber,
  formatTime,
  roleLabel,
  type AuditEntry,
  type AuditFilter,
  type AuditWords,
} from '@campus/shared';
import { formatRupees } from '@campus/shared/money';
import { workbookBuffer } from '../../lib/workbook-export.js';

export interface AuditExport {
  filter: AuditFilter;
  /** The college's time zone, which the days and times are written in. */
  zone: string;
  /** Every entry matching the filter; `rows` holds the newest AUDIT_EXPORT_MAX_ROWS of them. */
  total: number;
  rows: AuditEntry[];
}

/** A cell holds at most 32,767 characters; the details of one entry stay well below. */
const DETAILS_MAX = 30_000;

/** The college day (YYYY-MM-DD) and time (`11:45:00 pm`) of an instant in the zone, as the audit log screen writes them. */
const dayAndTime = (iso: string, zone: string) => ({
  day: dayIn(zone, Date.parse(iso)),
  time: formatTime(iso, 'en', { zone, seconds: true }),
});

/** A college day as a date cell (an Excel date has no zone: the day as written). */
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

/** A text of AUDIT_ENTRY_TEXTS by its path (`sentences.admissionModified`), filled. */
function englishText(key: string, values: Record<string, string | number> = {}): string | undefined {
  let node: unknown = AUDIT_ENTRY_TEXTS;
  for (const part of key.split('.')) node = typeof node === 'object' && node ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? fillText(node, values) : undefined;
}

/** The export is in English, like the college's other papers, in the application's one money, date and number format. */
const english: AuditWords = {
  text: englishText,
  money: (paise) => formatRupees(paise),
  day: (day) => formatDay(day),
  number: (n) => formatNumber(n, 'en'),
  role: roleLabel,
};

const cell = (lines: string[]) => {
  const text = lines.join('\n');
  return text.length > DETAILS_MAX ? `${text.slice(0, DETAILS_MAX - 1)}…` : text;
};

/** What happened, each changed field before → after, and the other details, in plain words. */
function entryTexts(entry: AuditEntry) {
  const { sentence, details } = describeAuditEntry(entry, DETAILS_MAX);
  return {
    sentence: auditSentenceText(sentence, english),
    changes: cell(entry.changes.map((c) => auditChangeText(c, english))),
    details: cell(
      details.map((d) => `${auditFieldLabel(d.field, english)}: ${auditValueText(d.value, english, { money: d.money, field: d.field })}`),
    ),
  };
}

function header(ws: ExcelJS.Worksheet, widths: number[]) {
  const row = ws.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0F2F1' } };
  widths.forEach((width, i) => (ws.getColumn(i + 1).width = width));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

function entriesSheet(wb: ExcelJS.Workbook, { rows, zone }: AuditExport) {
  const ws = wb.addWorksheet('Audit log');
  ws.addRow(['Date', 'Time', 'User', 'What happened', 'Changes (before → after)', 'Details', 'Action']);
  header(ws, [12, 10, 20, 44, 60, 50, 22]);
  for (const r of rows) {
    const { day, time } = dayAndTime(r.at, zone);
    const { sentence, changes, details } = entryTexts(r);
    ws.addRow([dayCell(day), time, r.actorUsername ?? '', sentence, changes, details, r.action]);
  }
  ws.getColumn(1).numFmt = 'dd-mm-yyyy';
  for (const column of [4, 5, 6]) ws.getColumn(column).alignment = { wrapText: true, vertical: 'top' };
}

/** What the file holds: the filters, the time zone, and whether it stops short of every matching entry. */
function aboutSheet(wb: ExcelJS.Workbook, { filter, zone, total, rows }: AuditExport) {
  const ws = wb.addWorksheet('About');
  ws.addRow(['Filter', 'Value']);
  header(ws, [22, 70]);
  ws.addRow(['User', filter.username || 'any']);
  ws.addRow(['Action', filter.action || 'any']);
  ws.addRow(['From', filter.from ?? 'the first entry']);
  ws.addRow(['To', filter.to ?? 'the last entry']);
  ws.addRow(['Time zone', zone]);
  ws.addRow(['Entries matching', total]);
  ws.addRow(['Entries in this file', rows.length]);
  if (total > rows.length)
    ws.addRow([
      'Note',
      `Only the newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en-IN')} entries are in this file: narrow the filters to export the older ones.`,
    ]).font = { bold: true };
}

/** The .xlsx of the audit log's entries, newest first, and a sheet saying what it holds. */
export async function auditWorkbook(data: AuditExport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  wb.title = 'Audit log';
  wb.created = new Date();
  entriesSheet(wb, data);
  aboutSheet(wb, data);
  return workbookBuffer(wb);
}
