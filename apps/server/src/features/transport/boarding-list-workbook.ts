import ExcelJS from 'exceljs';
import { workbookBuffer } from '../../lib/workbook-export.js';
import { feeWord, studentsCount, type BoardingList } from './boarding-list-pdf.js';

const HEADINGS = ['#', 'Stop', 'Pick-up', 'Roll number', 'Name', 'Mobile', 'Fee'];
const WIDTHS = [5, 26, 9, 16, 32, 14, 9];

/**
 * A route's boarding list as a workbook: the college, route, bus, driver, day and count at the top,
 * then a row a student by stop in the order the bus reaches the stops, each row with its stop and
 * pick-up time so the list can be sorted and filtered. The headings stay in view and print on every page.
 */
export function boardingListWorkbook(list: BoardingList): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = list.college;
  wb.title = `Boarding list ${list.route.code}`;
  const ws = wb.addWorksheet('Boarding list', {
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  ws.addRow([list.college]).font = { bold: true, size: 14 };
  ws.addRow([`Boarding list: ${list.route.code} · ${list.route.name}`]).font = { bold: true, size: 12 };
  ws.addRow(list.vehicle ? ['Vehicle', list.vehicle.registration] : ['Vehicle', 'No vehicle runs this route']);
  if (list.vehicle) ws.addRow(['Driver', `${list.vehicle.driverName}, ${list.vehicle.driverPhone}`]);
  const dayRow = ws.addRow(['Date', new Date(`${list.day}T00:00:00Z`)]);
  dayRow.getCell(2).numFmt = 'dd-mm-yyyy';
  dayRow.getCell(2).alignment = { horizontal: 'left' };
  ws.addRow(['Students', studentsCount(list.students)]);
  ws.addRow([]);
  const heading = ws.addRow(HEADINGS);
  heading.font = { bold: true };
  heading.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8E8E8' } };
  WIDTHS.forEach((width, i) => (ws.getColumn(i + 1).width = width));
  ws.views = [{ state: 'frozen', ySplit: heading.number }];
  ws.pageSetup.printTitlesRow = `${heading.number}:${heading.number}`;
  let n = 0;
  for (const stop of list.stops)
    for (const b of stop.boarders) {
      n += 1;
      const row = ws.addRow([n, stop.name, stop.pickupTime, b.rollNumber, b.name, b.mobile ?? '', feeWord(b.paid)]);
      if (!b.paid) row.getCell(7).font = { bold: true };
    }
  return workbookBuffer(wb);
}
