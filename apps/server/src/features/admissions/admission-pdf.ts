import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf-marks.js';
import { DATE_PATTERN, dayMonthYear, FEE_PACKAGE_PARTS, FEE_PACKAGE_YEARS, type FeePackage } from '@campus/shared';
import { groupPaise, rupeesToPaise } from '@campus/shared/money';
import { pdfLayout } from '../../lib/pdf-workers.js';

interface AdmissionPdfInput {
  college: { name: string; logo?: string | null; address?: string | null };
  admissionNumber: string;
  rollNumber: string;
  /** The day the form was saved, in the college's time zone (`YYYY-MM-DD`). */
  date: string;
  /** The saved record (form field names), Aadhaar already masked. */
  form: Record<string, unknown>;
  photo?: Buffer | null;
}

/** A field of the form; `whenPresent` ones are printed only if the record holds a value. */
type Field = [key: string, label: string, whenPresent?: 'whenPresent'];

const SECTIONS: [title: string, fields: Field[]][] = [
  [
    'Student',
    [
      ['name', 'Full Name'],
      ['dateOfBirth', 'Date of Birth'],
      ['gender', 'Gender'],
      ['bloodGroup', 'Blood Group'],
      ['aadharNo', 'Aadhaar Number'],
      ['nationality', 'Nationality'],
      ['religion', 'Religion'],
      ['motherTongue', 'Mother Tongue'],
      ['category', 'Category'],
      ['subCaste', 'Sub-caste'],
      ['studentContactNo', 'Mobile'],
      ['emailId', 'Email'],
      ['identificationMarksA', 'Identification Mark 1'],
      ['identificationMarksB', 'Identification Mark 2'],
      ['physicallyChallanged', 'Physically Challenged'],
      ['belongsToSportsNcc', 'Sports / NCC'],
    ],
  ],
  [
    'Parents',
    [
      ['fathersName', "Father's Name"],
      ['occupationOfFather', "Father's Occupation"],
      ['fatherContactNo', "Father's Mobile"],
      ['fatherEmailId', "Father's Email"],
      ['mothersName', "Mother's Name"],
      ['occupationOfMother', "Mother's Occupation"],
      ['motherContactNo', "Mother's Mobile"],
      ['annualIncome', 'Annual Income (Rs.)'],
    ],
  ],
  [
    'Address',
    [
      ['doorNo', 'Door Number'],
      ['street', 'Street'],
      ['village', 'Village'],
      ['mandal', 'Mandal'],
      ['district', 'District'],
      ['state', 'State'],
      ['pincode', 'Pincode'],
      ['landline', 'Landline'],
      ['presentAddress', 'Present Address'],
      ['permanentAddress', 'Permanent Address'],
      ['distance', 'Distance (km)'],
    ],
  ],
  [
    'Education',
    [
      ['ssc.board', 'SSC Board'],
      ['ssc.school', 'SSC School'],
      ['ssc.yearOfPass', 'SSC Year of Pass'],
      ['ssc.marks', 'SSC Marks'],
      ['ssc.gradePoints', 'SSC Grade Points'],
      ['sscPercentage', 'SSC Percentage'],
      ['inter.board', 'Inter Board'],
      ['inter.institution', 'Inter Institution'],
      ['inter.yearOfPass', 'Inter Year of Pass'],
      ['inter.marks', 'Inter Marks'],
      ['inter.gradePoints', 'Inter Grade Points'],
      ['marksSecured', 'Inter Marks Secured', 'whenPresent'],
      ['totalMarksInter', 'Inter Total Marks', 'whenPresent'],
      ['percentageOfMarks', 'Inter Percentage'],
      ['previousInstitution', 'Last Institution'],
      ['division', 'Division'],
      ['otherIfAny', 'Other (if any)', 'whenPresent'],
    ],
  ],
  [
    'Admission',
    [
      ['adminNo', 'Admin Number', 'whenPresent'],
      ['level', 'Level', 'whenPresent'],
      ['courseAppliedFor', 'Course'],
      ['batch', 'Batch'],
      ['branch', 'Branch'],
      ['semester', 'Semester'],
      ['dateOfAdmission', 'Date of Admission'],
      ['admissionType', 'Admission Type'],
      ['seatType', 'Seat Type'],
      ['entranceType', 'Entrance Exam'],
      ['hallTicketNo', 'Hall Ticket Number'],
      ['rank', 'Rank'],
      ['lateral', 'Lateral Admission', 'whenPresent'],
      ['lateralEntry', 'Lateral Entry'],
      ['admissionEntryType', 'Admission Entry Type', 'whenPresent'],
      ['regulation', 'Regulation'],
      ['knowingAboutInstitute', 'Came to Know Through'],
      ['agent', 'Agent'],
      ['certificateSubmission', 'Certificates Submitted'],
      ['scholarShip', 'Scholarship'],
    ],
  ],
  [
    'Fees and Bank',
    [
      ['feeCommitment', 'Fee Committed (Rs.)'],
      ['studentPaidamount', 'Amount Paid (Rs.)'],
      ['agentAmount', 'Agent Amount (Rs.)'],
      ['bankAccountNo', 'Bank Account Number'],
      ['bankName', 'Bank Name'],
      ['ifscCode', 'IFSC Code'],
      ['rationCardNo', 'Ration Card Number'],
    ],
  ],
];

/** What a choice's stored code reads as on paper. */
const CHOICE_LABELS: Record<string, string> = {
  oldStudent: 'Old student',
  news: 'Newspaper',
  media: 'Media',
  familyRelation: 'Family or relatives',
  website: 'Website',
  others: 'Others',
  MALE: 'Male',
  FEMALE: 'Female',
  yes: 'Yes',
  no: 'No',
};
/** Amounts in rupees, printed with the Indian grouping (2,50,000.00). */
const MONEY_FIELDS = new Set(['feeCommitment', 'studentPaidamount', 'agentAmount', 'annualIncome']);

/** Rupees as saved (`130000`) → `1,30,000.00`; '-' for none or a text that is no amount. */
const rupees = (text: string | undefined) => {
  const paise = text ? rupeesToPaise(text) : undefined;
  return paise === undefined ? '-' : groupPaise(paise);
};

function valueAt(form: Record<string, unknown>, key: string): string {
  const v = key.split('.').reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as Record<string, unknown>)[k] : undefined), form);
  if (v === undefined || v === null || v === '') return '-';
  const text = String(v);
  const paise = MONEY_FIELDS.has(key) ? rupeesToPaise(text) : undefined;
  if (paise !== undefined) return groupPaise(paise);
  // A saved day (`2007-03-21`) is printed as every date of the form and the screens are: 21-03-2007.
  if (DATE_PATTERN.test(text)) return dayMonthYear(text);
  return CHOICE_LABELS[text] ?? text;
}

const YEAR_LABELS: Record<(typeof FEE_PACKAGE_YEARS)[number], string> = {
  firstYear: 'I Year',
  secondYear: 'II Year',
  thirdYear: 'III Year',
  forthYear: 'IV Year',
};
const PART_LABELS: Record<(typeof FEE_PACKAGE_PARTS)[number], string> = {
  Donation: 'Donation',
  TutionFee: 'Tuition Fee',
  MiscFee: 'Misc. Fee',
};

/**
 * The admission form as a one- or two-page A4 PDF: college header and logo, photo, every saved field.
 * @public Laid out in a PDF worker, which loads it by name (`admissionPdf` below).
 */
export function buildAdmissionPdf(input: AdmissionPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 36,
    info: { Title: `Admission Form ${input.admissionNumber}`, Author: input.college.name },
  });
  const done = pdfBytes(doc);

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;

  // Header: logo, college name, address, title.
  const top = doc.y;
  if (input.college.logo) {
    try {
      doc.image(Buffer.from(input.college.logo, 'base64'), left, top, { fit: [56, 56] });
    } catch {
      // A logo pdfkit cannot read is left out rather than failing the admission.
    }
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .text(input.college.name, left + 64, top + 4, { width: width - 64, align: 'center' });
  if (input.college.address)
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(input.college.address, left + 64, doc.y + 2, { width: width - 64, align: 'center' });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text('ADMISSION FORM', left + 64, doc.y + 6, { width: width - 64, align: 'center' });
  const headerEnd = Math.max(doc.y, top + 60) + 6;
  doc
    .moveTo(left, headerEnd)
    .lineTo(left + width, headerEnd)
    .lineWidth(1)
    .stroke('#333333');

  // Admission number, roll number, date; the photo on the right.
  const photoW = 90;
  const photoH = 110;
  const infoTop = headerEnd + 10;
  const photoX = left + width - photoW;
  doc.rect(photoX, infoTop, photoW, photoH).lineWidth(0.5).stroke('#888888');
  if (input.photo) {
    try {
      doc.image(input.photo, photoX + 2, infoTop + 2, { fit: [photoW - 4, photoH - 4], align: 'center', valign: 'center' });
    } catch {
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor('#888888')
        .text('Photo', photoX, infoTop + photoH / 2 - 4, { width: photoW, align: 'center' });
    }
  } else {
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#888888')
      .text('Affix photo', photoX, infoTop + photoH / 2 - 4, { width: photoW, align: 'center' });
  }
  doc.fillColor('#000000');
  const infoRows: [string, string][] = [
    ['Admission Number', input.admissionNumber],
    ['Roll Number', input.rollNumber],
    ['Printed on', dayMonthYear(input.date)],
    ['Student Name', valueAt(input.form, 'name')],
    ['Course / Branch', `${valueAt(input.form, 'courseAppliedFor')} ${valueAt(input.form, 'branch')} (${valueAt(input.form, 'batch')})`],
  ];
  let y = infoTop + 4;
  for (const [label, value] of infoRows) {
    doc.font('Helvetica-Bold').fontSize(10).text(`${label}:`, left, y, { width: 120 });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(value, left + 122, y, { width: width - photoW - 130 });
    y = Math.max(doc.y, y + 14) + 6;
  }
  y = Math.max(y, infoTop + photoH) + 12;

  // Sections: two label/value pairs per row.
  const colW = width / 2;
  const labelW = 110;
  const section = (title: string) => {
    if (y + 40 > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc.rect(left, y, width, 16).fill('#e8eef5');
    doc
      .fillColor('#1b3a5c')
      .font('Helvetica-Bold')
      .fontSize(10)
      .text(title.toUpperCase(), left + 6, y + 4);
    doc.fillColor('#000000');
    y += 20;
  };
  const row = (cells: [string, string][]) => {
    doc.fontSize(8.5);
    const heights = cells.map(([label, value]) =>
      Math.max(
        doc.font('Helvetica-Bold').heightOfString(label, { width: labelW - 4 }),
        doc.font('Helvetica').heightOfString(value, { width: colW - labelW - 8 }),
      ),
    );
    const h = Math.max(...heights) + 4;
    if (y + h > bottom()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    cells.forEach(([label, value], i) => {
      const x = left + i * colW;
      doc
        .font('Helvetica-Bold')
        .fillColor('#444444')
        .text(label, x + 4, y + 2, { width: labelW - 4 });
      doc
        .font('Helvetica')
        .fillColor('#000000')
        .text(value, x + labelW, y + 2, { width: colW - labelW - 8 });
    });
    doc
      .moveTo(left, y + h)
      .lineTo(left + width, y + h)
      .lineWidth(0.3)
      .stroke('#cccccc');
    y += h;
  };

  /** The MRDU package as a table: one line per year, one column per fee, and the year's total. */
  const feeTable = (pkg: FeePackage) => {
    const cols = ['Year', ...FEE_PACKAGE_PARTS.map((p) => PART_LABELS[p]), 'Total'];
    const w = width / cols.length;
    const line = (cells: string[], bold: boolean) => {
      if (y + 16 > bottom()) {
        doc.addPage();
        y = doc.page.margins.top;
      }
      cells.forEach((c, i) =>
        doc
          .font(bold || i === 0 ? 'Helvetica-Bold' : 'Helvetica')
          .fontSize(8.5)
          .fillColor('#000000')
          .text(c, left + i * w + 4, y + 3, { width: w - 8, align: i === 0 ? 'left' : 'right' }),
      );
      y += 15;
      doc
        .moveTo(left, y)
        .lineTo(left + width, y)
        .lineWidth(0.3)
        .stroke('#cccccc');
    };
    line(cols, true);
    for (const year of FEE_PACKAGE_YEARS) {
      const amounts = FEE_PACKAGE_PARTS.map((part) => pkg[year]?.[part]);
      const total = amounts.reduce((sum, a) => sum + (a ? (rupeesToPaise(a) ?? 0) : 0), 0);
      line([YEAR_LABELS[year], ...amounts.map(rupees), total ? groupPaise(total) : '-'], false);
    }
  };

  for (const [title, fields] of SECTIONS) {
    section(title);
    const cells = fields
      .map(([key, label, whenPresent]) => [label, valueAt(input.form, key), whenPresent] as const)
      .filter(([, value, whenPresent]) => !whenPresent || value !== '-')
      .map(([label, value]): [string, string] => [label, value]);
    for (let i = 0; i < cells.length; i += 2) row(cells.slice(i, i + 2));
    y += 8;
  }

  const pkg = input.form.feePackage as FeePackage | undefined;
  if (pkg) {
    section('Fee Package (Rs.)');
    feeTable(pkg);
    y += 8;
  }

  // Signatures.
  if (y + 60 > bottom()) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 36;
  doc.font('Helvetica').fontSize(9).fillColor('#000000');
  doc.text('Signature of the Student', left, y, { width: width / 3, align: 'left' });
  doc.text('Signature of the Parent', left + width / 3, y, { width: width / 3, align: 'center' });
  doc.text('Principal', left + (2 * width) / 3, y, { width: width / 3, align: 'right' });

  doc.end();
  return done;
}

/** The admission form as the PDF workers lay it out (lib/pdf-workers.ts). */
export const admissionPdf = pdfLayout(import.meta.url, { buildAdmissionPdf });
