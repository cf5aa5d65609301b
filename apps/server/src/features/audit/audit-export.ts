import ExcelJS from 'exceljs';
import { AUDIT_EXPORT_MAX_ROWS, auditDetailPairs, type AuditEntry, type AuditFilter } from '@campus/shared';

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

const timeFormats = new Map<string, Intl.DateTimeFormat>();
/** The college day (YYYY-MM-DD) and time (HH:MM:SS) of an instant in the zone. */
function dayAndTime(iso: string, zone: string) {
  let format = timeFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}:${parts.second}` };
}

/** A college day as a date cell (an Excel date has no zone: the day as written). */
const dayCell = (day: string) => new Date(`${day}T00:00:00Z`);

const detailsText = (details: AuditEntry['details']) => {
  const text = auditDetailPairs(details, DETAILS_MAX)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\n');
  return text.length > DETAILS_MAX ? `${text.slice(0, DETAILS_MAX - 1)}…` : text;
};

function header(ws: ExcelJS.Worksheet, widths: number[]) {
  const row = ws.getRow(1);
  row.font = { bold: true };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE0F2F1' } };
  widths.forEach((width, i) => (ws.getColumn(i + 1).width = width));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
}

function entriesSheet(wb: ExcelJS.Workbook, { rows, zone }: AuditExport) {
  const ws = wb.addWorksheet('Audit log');
  ws.addRow(['Date', 'Time', 'User', 'Action', 'Entity', 'Entity Id', 'Details']);
  header(ws, [12, 10, 20, 24, 24, 14, 80]);
  for (const r of rows) {
    const { day, time } = dayAndTime(r.at, zone);
    ws.addRow([dayCell(day), time, r.actorUsername ?? '', r.action, r.entity, r.entityId ?? '', detailsText(r.details)]);
  }
  ws.getColumn(1).numFmt = 'dd-mm-yyyy';
  ws.getColumn(7).alignment = { wrapText: true, vertical: 'top' };
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
  return Buffer.from(await wb.xlsx.writeBuffer());
}
