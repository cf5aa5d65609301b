import PDFDocument from 'pdfkit';
import { drawQr } from '../../lib/pdf-marks.js';
import { longDay, type ExamResult } from '@campus/shared';
import { pdfLayout } from '../../lib/pdf-workers.js';

export interface ReportHeader {
  collegeName: string;
  /** The college logo (PNG or JPEG bytes), when one is set. */
  logo: Buffer | null;
  address?: string;
}

interface ReportInput {
  header: ReportHeader;
  examTitle: string;
  result: ExamResult;
  verificationCode: string;
  verifyUrl: string;
  /** The day of issue in the college's time zone (`YYYY-MM-DD`). */
  issuedOn: string;
  /** A preview of a title not yet published: marked DRAFT all over, and without a verification code. */
  draft?: boolean;
}

const MARGIN = 48;
const GREEN = '#1b5e20';
const RED = '#b71c1c';
const GREY = '#555555';

const num = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0$/, ''));

/**
 * One line of text placed by hand: pdfkit's line wrapper is the most expensive part of a page, and
 * cells, labels and figures never wrap. Too long a text is cut with an ellipsis.
 */
function put(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: 'left' | 'center' | 'right' = 'left') {
  let shown = text;
  let w = doc.widthOfString(shown);
  if (w > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown.trimEnd()}…`;
    w = doc.widthOfString(shown);
  }
  const dx = align === 'center' ? (width - w) / 2 : align === 'right' ? width - w : 0;
  doc.text(shown, x + dx, y, { lineBreak: false });
}

function drawHeader(doc: PDFKit.PDFDocument, header: ReportHeader, examTitle: string) {
  const width = doc.page.width - MARGIN * 2;
  let textX = MARGIN;
  if (header.logo) {
    try {
      doc.image(header.logo, MARGIN, MARGIN - 8, { fit: [60, 60] });
      textX = MARGIN + 72;
    } catch {
      // A logo pdfkit cannot read must not cost the student the grade sheet.
    }
  }
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(header.collegeName, textX, MARGIN, { width: width - (textX - MARGIN) });
  if (header.address)
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(GREY)
      .text(header.address, textX, doc.y + 2, { width: width - (textX - MARGIN) });
  const lineY = Math.max(doc.y, MARGIN + 56) + 8;
  doc
    .moveTo(MARGIN, lineY)
    .lineTo(MARGIN + width, lineY)
    .lineWidth(1)
    .strokeColor('#333333')
    .stroke();
  doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000');
  put(doc, 'GRADE SHEET', MARGIN, lineY + 12, width, 'center');
  doc
    .font('Helvetica')
    .fontSize(10.5)
    .text(examTitle, MARGIN, lineY + 31, { width, align: 'center' });
  return doc.y + 14;
}

function drawStudent(doc: PDFKit.PDFDocument, result: ExamResult, y: number) {
  const rows: [string, string][] = [
    ['Name of the student', result.studentName],
    ['Roll number', result.studentRollNo],
  ];
  for (const [label, value] of rows) {
    doc.font('Helvetica').fontSize(10).fillColor(GREY);
    put(doc, label, MARGIN, y, 125);
    doc.font('Helvetica-Bold').fillColor('#000000');
    put(doc, value, MARGIN + 130, y, 360);
    y += 16;
  }
  return y + 8;
}

const COLUMNS = [
  { key: 'sno', label: 'S.No', width: 34, align: 'center' },
  { key: 'courseCode', label: 'Course code', width: 78, align: 'left' },
  { key: 'course', label: 'Course', width: 175, align: 'left' },
  { key: 'credits', label: 'Credits', width: 48, align: 'center' },
  { key: 'grade', label: 'Grade', width: 44, align: 'center' },
  { key: 'gradePoints', label: 'Grade points', width: 68, align: 'center' },
  { key: 'status', label: 'Status', width: 52, align: 'center' },
] as const;

function drawTable(doc: PDFKit.PDFDocument, result: ExamResult, top: number) {
  const width = COLUMNS.reduce((s, c) => s + c.width, 0);
  const courseWidth = COLUMNS.find((c) => c.key === 'course')!.width - 8;
  const cellText = (texts: Record<string, string>, y: number, height: number, bold: boolean, colours: Record<string, string> = {}) => {
    let x = MARGIN;
    for (const col of COLUMNS) {
      const text = texts[col.key] ?? '';
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(bold ? 8.5 : 9)
        .fillColor(colours[col.key] ?? '#000000');
      // Only a long course name wraps (to two lines); every other cell is one line.
      if (col.key === 'course' && height > 20) doc.text(text, x + 4, y + 5, { width: courseWidth, height: height - 6, ellipsis: true });
      else put(doc, text, x + 4, y + (height - 8) / 2, col.width - 8, col.align);
      x += col.width;
    }
  };
  doc.rect(MARGIN, top, width, 20).fill('#e8eef3');
  cellText(Object.fromEntries(COLUMNS.map((c) => [c.key, c.label])), top, 20, true);
  let y = top + 20;
  result.listofRecords.forEach((r, i) => {
    const height = doc.font('Helvetica').fontSize(9).widthOfString(r.course) > courseWidth ? 30 : 20;
    if (i % 2 === 1) doc.rect(MARGIN, y, width, height).fill('#f7f9fa');
    cellText(
      {
        sno: String(i + 1),
        courseCode: r.courseCode,
        course: r.course,
        credits: num(r.credits),
        grade: r.grade,
        gradePoints: String(r.gradePoints),
        status: r.status,
      },
      y,
      height,
      false,
      { status: r.status === 'Pass' ? GREEN : RED, grade: r.grade === 'F' || r.grade === 'AB' ? RED : '#000000' },
    );
    y += height;
  });
  doc
    .rect(MARGIN, top, width, y - top)
    .lineWidth(0.6)
    .strokeColor('#9aa5ad')
    .stroke();
  return y + 16;
}

function drawTotals(doc: PDFKit.PDFDocument, result: ExamResult, y: number) {
  const sgpa = result.listofRecords[0]?.sgpa ?? 0;
  const boxes: [string, string][] = [
    ['Total credits', num(result.totalCredits)],
    ['Credits earned', num(result.earnedCredits)],
    ['Passed', String(result.passCount)],
    ['Failed', String(result.failCount)],
    ['SGPA', sgpa.toFixed(2)],
  ];
  const boxWidth = (doc.page.width - MARGIN * 2) / boxes.length;
  boxes.forEach(([label, value], i) => {
    const x = MARGIN + i * boxWidth;
    doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
    put(doc, label, x, y, boxWidth - 6, 'center');
    doc.font('Helvetica-Bold').fontSize(13).fillColor('#000000');
    put(doc, value, x, y + 12, boxWidth - 6, 'center');
  });
  return y + 44;
}

function drawGradeNotes(doc: PDFKit.PDFDocument, y: number) {
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  put(doc, 'Grades: S (90-100) 10, A (80-89) 9, B (70-79) 8, C (60-69) 7, D (50-59) 6, F (below 50) 0, AB (absent) 0.', MARGIN, y, width);
  put(doc, 'SGPA = sum of (credits x grade points) / sum of credits.', MARGIN, y + 12, width);
  return y + 36;
}

function drawFooter(doc: PDFKit.PDFDocument, input: ReportInput, top: number) {
  const qrSize = 92;
  const width = doc.page.width - MARGIN * 2;
  drawQr(doc, input.verifyUrl, MARGIN, top, qrSize, 2);
  const textX = MARGIN + qrSize + 14;
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  put(doc, `Date of issue: ${longDay(input.issuedOn)}`, textX, top + 4, width - qrSize - 14);
  const label = 'Verification code: ';
  const labelWidth = doc.widthOfString(label);
  put(doc, label, textX, top + 22, 120);
  doc.font('Helvetica-Bold');
  put(doc, input.verificationCode, textX + labelWidth, top + 22, 120);
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(`Scan the code or open ${input.verifyUrl} to verify this grade sheet.`, textX, top + 42, {
      width: width - qrSize - 14,
    });
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  put(doc, 'Controller of Examinations', MARGIN, top + qrSize + 30, width, 'right');
}

const DRAFT_RED = '#c62828';

/** A draft says so across the page and in a line under the title, and carries no verification code. */
function drawDraftMarks(doc: PDFKit.PDFDocument) {
  const { width, height } = doc.page;
  doc.save();
  doc.rotate(-45, { origin: [width / 2, height / 2] });
  doc.font('Helvetica-Bold').fontSize(150).fillColor(DRAFT_RED).fillOpacity(0.12);
  const text = 'DRAFT';
  doc.text(text, width / 2 - doc.widthOfString(text) / 2, height / 2 - 75, { lineBreak: false });
  doc.restore();
}

function drawDraftNotice(doc: PDFKit.PDFDocument, y: number) {
  const width = doc.page.width - MARGIN * 2;
  doc.rect(MARGIN, y, width, 22).fill('#fdecea');
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor(DRAFT_RED);
  put(doc, 'DRAFT - not published; a preview for examination staff, not valid as a grade sheet', MARGIN + 6, y + 7, width - 12, 'center');
  return y + 34;
}

function drawDraftFooter(doc: PDFKit.PDFDocument, top: number) {
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  put(doc, 'Verification code: given when the results are published', MARGIN, top + 4, width);
  put(doc, 'Controller of Examinations', MARGIN, top + 60, width, 'right');
}

/**
 * The one-page grade sheet of a student in one exam title.
 * @public Laid out in a PDF worker, which loads it by name (`gradeSheetPdf` below).
 */
export function renderGradeSheet(input: ReportInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${input.draft ? 'DRAFT ' : ''}Grade sheet ${input.result.studentRollNo} ${input.examTitle}`,
      Author: input.header.collegeName,
    },
  });
  const parts: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
  let y = drawHeader(doc, input.header, input.examTitle);
  if (input.draft) y = drawDraftNotice(doc, y);
  y = drawStudent(doc, input.result, y);
  y = drawTable(doc, input.result, y);
  y = drawTotals(doc, input.result, y);
  y = drawGradeNotes(doc, y);
  if (input.draft) {
    drawDraftFooter(doc, y);
    // Over everything, faint: the table's shaded rows would hide it underneath.
    drawDraftMarks(doc);
  } else drawFooter(doc, input, y);
  doc.end();
  return done;
}

/** The grade sheet as the PDF workers lay it out (lib/pdf-workers.ts). */
export const gradeSheetPdf = pdfLayout(import.meta.url, { renderGradeSheet });
