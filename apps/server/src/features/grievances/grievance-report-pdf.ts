import PDFDocument from 'pdfkit';
import { dayMonthYear, type CommitteeMember, type GrievanceFigures } from '@campus/shared';
import { pdfFonts } from '../../lib/pdf-fonts.js';
import { pdfBytes } from '../../lib/pdf-marks.js';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface GrievanceReportInput {
  college: string;
  figures: GrievanceFigures;
  committee: CommitteeMember[];
}

const CATEGORY: Record<string, string> = {
  admission: 'Admission',
  feesRefunds: 'Fees and refunds',
  examinations: 'Examinations and results',
  scholarships: 'Scholarships',
  attendance: 'Attendance',
  hostel: 'Hostel',
  transport: 'Transport',
  library: 'Library',
  harassment: 'Harassment or discrimination',
  ragging: 'Ragging',
  other: 'Other',
};
const ROLE: Record<string, string> = {
  chairperson: 'Chairperson',
  member: 'Member',
  specialInvitee: 'Special invitee (student)',
  ombudsperson: 'Ombudsperson',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthName = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} ${month.slice(0, 4)}`;

/**
 * The grievance cell's annual report, as a college publishes it and NAAC reads it (criterion 5.1.5):
 * the committee, the year's figures by category and by month, and how many were disposed of within
 * the 15 working days the UGC Regulations 2023 allow.
 * @public Laid out in a PDF worker, which loads it by name (`grievanceReportPdf` below).
 */
export async function buildGrievanceReportPdf({ college, figures, committee }: GrievanceReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `Grievance redressal report ${figures.year}`, Author: college },
  });
  const done = pdfBytes(doc);
  const f = pdfFonts(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;

  doc.font(f.bold).fontSize(15).text(college, { width, align: 'center' });
  doc.font(f.bold).fontSize(12).text(`Students' Grievance Redressal: annual report ${figures.year}`, { width, align: 'center' });
  doc
    .font(f.regular)
    .fontSize(9)
    .text(`Grievances received from ${dayMonthYear(figures.from)} to ${dayMonthYear(figures.to)}`, { width, align: 'center' });
  doc.moveDown();

  const t = figures.totals;
  const inTime = t.disposed === 0 ? '–' : `${Math.round((t.disposedInTime / t.disposed) * 100)}%`;
  doc.font(f.bold).fontSize(11).text('The year in figures');
  doc.font(f.regular).fontSize(9.5);
  for (const line of [
    `Received: ${t.received}`,
    `Disposed of: ${t.disposed} (within 15 working days: ${t.disposedInTime}, ${inTime})`,
    `Pending: ${t.pending} (overdue: ${t.overdue})`,
    `Appealed to the ombudsperson: ${t.appealed}`,
    `Average days to dispose of: ${t.averageDaysToDispose ?? '–'}`,
  ])
    doc.text(line, { width });
  doc.moveDown();

  table(
    doc,
    f,
    'By category',
    ['Category', 'Received', 'Disposed', 'In time', 'Pending', 'Overdue', 'Appealed'],
    [3, 1, 1, 1, 1, 1, 1],
    figures.byCategory
      .filter((c) => c.received > 0)
      .map((c) =>
        [CATEGORY[c.category] ?? c.category, c.received, c.disposed, c.disposedInTime, c.pending, c.overdue, c.appealed].map(String),
      ),
    ['Total', t.received, t.disposed, t.disposedInTime, t.pending, t.overdue, t.appealed].map(String),
  );
  table(
    doc,
    f,
    'By month',
    ['Month', 'Received', 'Disposed', 'Pending', 'Overdue'],
    [3, 1, 1, 1, 1],
    figures.byMonth.map((m) => [monthName(m.month), m.received, m.disposed, m.pending, m.overdue].map(String)),
    null,
  );
  table(
    doc,
    f,
    'The committee',
    ['Name', 'Role', 'Designation', 'From', 'Until'],
    [3, 2, 3, 1.3, 1.3],
    committee.map((m) => [
      m.name,
      ROLE[m.role] ?? m.role,
      m.designation,
      dayMonthYear(m.fromDate),
      m.untilDate ? dayMonthYear(m.untilDate) : '–',
    ]),
    null,
  );

  doc
    .font(f.regular)
    .fontSize(8)
    .fillColor('#444444')
    .text(
      'Grievances of sexual harassment and of ragging are counted under their categories above; the names of those who filed them are kept by the committee alone.',
      left,
      doc.y,
      { width },
    );
  doc.fillColor('black');

  const range = doc.bufferedPageRange();
  for (let p = range.start; p < range.start + range.count; p += 1) {
    doc.switchToPage(p);
    doc
      .font(f.regular)
      .fontSize(7)
      .text(`Page ${p + 1} of ${range.count}`, left, doc.page.height - doc.page.margins.bottom - 10, {
        width,
        align: 'right',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

function table(
  doc: PDFKit.PDFDocument,
  f: ReturnType<typeof pdfFonts>,
  title: string,
  heads: string[],
  shares: number[],
  rows: string[][],
  total: string[] | null,
) {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 20;
  const sum = shares.reduce((s, x) => s + x, 0);
  const widths = shares.map((s) => (s / sum) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((s, w) => s + w, 0));
  const line = (cells: string[], font: string) => {
    doc.font(font).fontSize(8.5);
    const height = Math.max(...cells.map((c, i) => doc.heightOfString(c || ' ', { width: widths[i]! - 4 }))) + 4;
    if (doc.y + height > bottom) doc.addPage();
    const y = doc.y;
    cells.forEach((c, i) => doc.text(c, xs[i]! + 2, y + 2, { width: widths[i]! - 4, align: i === 0 ? 'left' : 'right' }));
    doc
      .moveTo(left, y + height)
      .lineTo(left + width, y + height)
      .lineWidth(0.3)
      .strokeColor('#999999')
      .stroke()
      .strokeColor('black');
    doc.y = y + height;
  };
  if (doc.y + 60 > bottom) doc.addPage();
  doc.font(f.bold).fontSize(11).text(title, left, doc.y, { width });
  doc.moveDown(0.3);
  line(heads, f.bold);
  if (rows.length === 0) line([rows.length === 0 ? 'None' : '', ...heads.slice(1).map(() => '')], f.regular);
  for (const r of rows) line(r, f.regular);
  if (total) line(total, f.bold);
  doc.x = left;
  doc.moveDown();
}

export const grievanceReportPdf = pdfLayout(import.meta.url, { buildGrievanceReportPdf });
