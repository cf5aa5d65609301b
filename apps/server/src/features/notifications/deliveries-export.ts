import ExcelJS from 'exceljs';
import { collegeTimeZone, dayIn, formatTime } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

/** A message of the log as the export reads it. */
export interface DeliveryRow {
  id: number;
  kind: string;
  channel: string;
  username: string;
  fullName: string;
  address: string | null;
  state: string | null;
  attempts: number;
  reason: string | null;
  createdAt: Date;
  sentAt: Date | null;
  deliveredAt: Date | null;
}

/** At most this many messages in one file: a results day's messages, with room. */
const DELIVERY_EXPORT_MAX_ROWS = 200_000;

/** A college day and time as the screens write them (`29-11-2026`, `10:30:00 am`). */
function when(at: Date | null, zone: string): string {
  if (!at) return '';
  const day = dayIn(zone, at).split('-').reverse().join('-');
  return `${day} ${formatTime(at.toISOString(), 'en', { zone, seconds: true })}`;
}

/** The delivery log's messages that match, newest first, as a workbook in the college's time. */
export async function deliveriesWorkbook(rows: AsyncIterable<DeliveryRow>): Promise<{ file: Buffer; rows: number }> {
  const zone = collegeTimeZone();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  wb.title = 'Delivery log';
  const ws = wb.addWorksheet('Delivery log');
  ws.addRow(['Queued', 'Message', 'Channel', 'Login', 'Name', 'Address', 'State', 'Attempts', 'Sent', 'Delivered', 'Reason']);
  const head = ws.getRow(1);
  head.font = { bold: true };
  [20, 18, 8, 18, 24, 28, 10, 9, 20, 20, 50].forEach((width, i) => (ws.getColumn(i + 1).width = width));
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  let count = 0;
  for await (const r of rows) {
    if (count >= DELIVERY_EXPORT_MAX_ROWS) break;
    ws.addRow([
      when(r.createdAt, zone),
      r.kind,
      r.channel,
      r.username,
      r.fullName,
      r.address ?? '',
      r.state ?? '',
      r.attempts,
      when(r.sentAt, zone),
      when(r.deliveredAt, zone),
      r.reason ?? '',
    ]);
    count += 1;
  }
  ws.getColumn(11).alignment = { wrapText: true, vertical: 'top' };
  return { file: await workbookBuffer(wb), rows: count };
}
