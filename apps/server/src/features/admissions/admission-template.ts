import ExcelJS from 'exceljs';
import { BLOOD_GROUPS, GENDERS, STUDENT_ADMISSION_FIELDS, type StudentAdmissionField } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';

/** The lists the template offers as dropdowns (from the master data). */
export interface TemplateLists {
  admissionTypes: string[];
  courses: string[];
  categories: string[];
  branches: string[];
  /** Each course's batches, current first, by course code. */
  batchesByCourse: ReadonlyMap<string, readonly string[]>;
}

/** Rows that get the dropdowns; a bigger sheet still imports, only without the arrows. */
const VALIDATED_ROWS = 10_001;

/** Header text of a column: required ones end in '*' (the reader ignores it). */
const templateHeader = (f: { label: string; required?: boolean }) => (f.required ? `${f.label}*` : f.label);

const EXAMPLE: Partial<Record<StudentAdmissionField, string>> = {
  dateOfAdmission: '15-07-2025',
  name: 'Ravi Kumar',
  gender: 'MALE',
  aadharNo: '234123412346',
  dateOfBirth: '21-03-2007',
  nationality: 'Indian',
  religion: 'Hindu',
  motherTongue: 'Telugu',
  bloodGroup: 'O+',
  emailId: 'ravi.kumar@example.com',
  studentContactNo: '9876543210',
  fathersName: 'Suresh Kumar',
  fatherContactNo: '9876501234',
  occupationOfFather: 'Farmer',
  mothersName: 'Lakshmi',
  motherContactNo: '9876512345',
  occupationOfMother: 'Teacher',
  presentAddress: '2-14 Main Road, Guntur, Andhra Pradesh 522001',
  permanentAddress: '2-14 Main Road, Guntur, Andhra Pradesh 522001',
  identificationMarksA: 'Mole on left hand',
  identificationMarksB: 'Scar on forehead',
  hallTicketNo: 'EAP2025123456',
  rank: '10234',
  previousInstitution: 'Narayana Junior College',
};

const colLetter = (n: number) => {
  let s = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) s = String.fromCharCode(65 + ((x - 1) % 26)) + s;
  return s;
};

/** A label inside a sentence: 'Admission type' → 'admission type'. */
const inSentence = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

/** 'a' or 'an' before a field's label. */
const article = (label: string) => (/^[aeiou]/i.test(label) ? 'an' : 'a');

const EXAMPLE_SHEET = 'Example and help';

const HELP = [
  'Enter one student per row on the New Admissions sheet, from row 2 down. Only that sheet is imported: this one never is.',
  'Columns whose heading ends in * are required. Type dates as DD-MM-YYYY (e.g. 15-07-2025), as every screen shows them.',
  'Aadhaar numbers have 12 digits and mobile numbers 10; the cells keep them as text, so no digit is lost.',
  'Choose gender, admission type, course, branch, batch and category from the dropdowns; the batches offered are those of the course chosen in the row.',
  'A file with a problem imports nothing: every problem is listed with its row, so that you can correct them and upload again.',
];

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F6F5C' } };
}

/** The second sheet: what to enter, and a filled-in example row under the same headings. */
function addExampleSheet(wb: ExcelJS.Workbook, example: Partial<Record<StudentAdmissionField, string>>) {
  const sheet = wb.addWorksheet(EXAMPLE_SHEET);
  sheet.columns = STUDENT_ADMISSION_FIELDS.map((f) => ({ key: f.key, width: Math.max(14, f.label.length + 4) }));
  HELP.forEach((line) => (sheet.addRow([line]).font = { italic: true }));
  sheet.addRow([]);
  styleHeader(sheet.addRow(STUDENT_ADMISSION_FIELDS.map(templateHeader)));
  sheet.addRow(STUDENT_ADMISSION_FIELDS.map((f) => example[f.key] ?? ''));
}

/**
 * One column of batches per course on the Lists sheet, after the other lists, each named
 * `Batches_<n>` after the course's place in the course list. The batch cell's list is then the one
 * of the course chosen in its row: INDIRECT of the name MATCH finds for the course (course codes
 * such as 'B.Tech' are not names Excel takes).
 */
function addCourseBatchLists(wb: ExcelJS.Workbook, listSheet: ExcelJS.Worksheet, listsBefore: number, lists: TemplateLists) {
  lists.courses.forEach((course, i) => {
    const col = colLetter(listsBefore + i + 1);
    const batches = lists.batchesByCourse.get(course) ?? [];
    listSheet.getCell(`${col}1`).value = `batch: ${course}`;
    batches.forEach((b, r) => (listSheet.getCell(`${col}${r + 2}`).value = b));
    // A course without batches names one empty cell: its rows offer nothing to choose.
    wb.definedNames.add(`Lists!$${col}$2:$${col}$${Math.max(batches.length, 1) + 1}`, `Batches_${i + 1}`);
  });
}

/**
 * The New Admissions template: a sheet with the header row only, dropdowns for gender, admission
 * type, course and category (and branch, batch, blood group) fed by a hidden Lists sheet, and text
 * cells for Aadhaar and phone numbers so Excel keeps every digit; a second sheet explains the
 * columns and shows an example row, which an upload of the template never imports.
 */
export async function buildAdmissionTemplate(lists: TemplateLists): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  const ws = wb.addWorksheet('New Admissions', { views: [{ state: 'frozen', ySplit: 1 }] });

  const listSheet = wb.addWorksheet('Lists', { state: 'hidden' });
  const dropdowns: Partial<Record<StudentAdmissionField, string[]>> = {
    gender: [...GENDERS],
    admissionType: lists.admissionTypes,
    courseAppliedFor: lists.courses,
    category: lists.categories,
    branch: [...new Set(lists.branches)],
    bloodGroup: [...BLOOD_GROUPS],
  };
  const listRange: Partial<Record<StudentAdmissionField, string>> = {};
  Object.entries(dropdowns).forEach(([key, values], i) => {
    const col = colLetter(i + 1);
    listSheet.getCell(`${col}1`).value = key;
    values!.forEach((v, r) => (listSheet.getCell(`${col}${r + 2}`).value = v));
    if (values!.length > 0) listRange[key as StudentAdmissionField] = `Lists!$${col}$2:$${col}$${values!.length + 1}`;
  });
  addCourseBatchLists(wb, listSheet, Object.keys(dropdowns).length, lists);

  const firstBatches = lists.batchesByCourse.get(lists.courses[0] ?? '') ?? [];
  const example = {
    ...EXAMPLE,
    admissionType: lists.admissionTypes[0] ?? 'Direct',
    courseAppliedFor: lists.courses[0] ?? '',
    branch: lists.branches[0] ?? '',
    batch: firstBatches.find((b) => b.startsWith(EXAMPLE.dateOfAdmission!.slice(-4))) ?? firstBatches[0] ?? '',
    category: lists.categories[0] ?? '',
  };

  ws.columns = STUDENT_ADMISSION_FIELDS.map((f) => ({ header: templateHeader(f), key: f.key, width: Math.max(14, f.label.length + 4) }));
  styleHeader(ws.getRow(1));
  addExampleSheet(wb, example);

  const courseColumn = colLetter(STUDENT_ADMISSION_FIELDS.findIndex((f) => f.key === 'courseAppliedFor') + 1);
  const courseList = listRange.courseAppliedFor;
  const batchSource = courseList && `INDIRECT("Batches_"&MATCH($${courseColumn}2,${courseList},0))`;
  STUDENT_ADMISSION_FIELDS.forEach((f, i) => {
    const col = colLetter(i + 1);
    const range = `${col}2:${col}${VALIDATED_ROWS}`;
    const column = ws.getColumn(i + 1);
    if (f.key === 'aadharNo' || f.key.endsWith('ContactNo') || f.key === 'hallTicketNo') column.numFmt = '@';
    if (f.key === 'dateOfAdmission' || f.key === 'dateOfBirth') {
      column.numFmt = '@';
      (ws as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(range, {
        type: 'textLength',
        operator: 'equal',
        formulae: [10],
        allowBlank: !f.required,
        showInputMessage: true,
        promptTitle: f.label,
        prompt: 'Type the date as DD-MM-YYYY, e.g. 15-07-2025',
      });
    }
    const source = f.key === 'batch' ? batchSource : listRange[f.key];
    if (!source) return;
    (ws as unknown as { dataValidations: { add(r: string, v: ExcelJS.DataValidation): void } }).dataValidations.add(range, {
      type: 'list',
      allowBlank: !f.required,
      formulae: [source],
      showErrorMessage: true,
      // 'stop' refuses other values; exceljs's 'error' is not a value the schema allows, and strict readers refuse the file.
      errorStyle: 'stop',
      errorTitle: f.label,
      error: `Please choose ${article(f.label)} ${inSentence(f.label)} from the list`,
    });
  });

  return workbookBuffer(wb);
}
