import ExcelJS from 'exceljs';
import type { MarkValue } from '@campus/shared';
import { workbookBuffer } from '../../lib/workbook-export.js';
import { totalOf } from './internal-marks-totals.js';

interface WorkbookSubject {
  id: number;
  code: string;
  name: string;
  components: { name: string; maxMarks: number }[];
}

export interface WorkbookInput {
  students: { id: number; rollNumber: string; fullName: string; section: string }[];
  subjects: WorkbookSubject[];
  /** A student's marks in a subject's components, in their order; null when the student is not taught the subject. */
  marksOf: (subjectId: number, studentId: number) => MarkValue[] | null;
}

/** A subject's internal total as the office reads it: the number, AB when absent in every component, blank until every mark is entered. */
function totalCell(values: MarkValue[] | null): number | string {
  if (!values) return '';
  if (values.length > 0 && values.every((v) => v === 'AB')) return 'AB';
  return totalOf(values) ?? '';
}

/** A sheet's name as Excel takes it: no `[]:*?/\`, at most 31 characters, not used twice. */
function sheetName(wanted: string, used: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').slice(0, 28) || 'Subject';
  let name = base;
  for (let n = 2; used.has(name.toUpperCase()); n++) name = `${base} ${n}`;
  used.add(name.toUpperCase());
  return name;
}

function header(ws: ExcelJS.Worksheet, titles: string[]) {
  ws.addRow(titles).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1, xSplit: 2 }];
  ws.getColumn(1).width = 16;
  ws.getColumn(2).width = 28;
  ws.getColumn(3).width = 20;
}

/**
 * The internal marks of a batch's students: a first sheet with each subject's internal total per
 * student, then a sheet per subject with the marks of each component.
 */
export async function internalMarksWorkbook({ students, subjects, marksOf }: WorkbookInput): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Campus ERP';
  wb.title = 'Internal marks';
  const used = new Set<string>(['INTERNAL MARKS']);
  const all = wb.addWorksheet('Internal marks');
  header(all, ['Roll Number', 'Name', 'Section', ...subjects.map((s) => s.code)]);
  for (const st of students) all.addRow([st.rollNumber, st.fullName, st.section, ...subjects.map((s) => totalCell(marksOf(s.id, st.id)))]);

  for (const subject of subjects) {
    const ws = wb.addWorksheet(sheetName(subject.code, used));
    header(ws, ['Roll Number', 'Name', 'Section', ...subject.components.map((c) => `${c.name} (${c.maxMarks})`), 'Total']);
    for (const st of students) {
      const values = marksOf(subject.id, st.id);
      if (!values) continue;
      ws.addRow([st.rollNumber, st.fullName, st.section, ...values.map((v) => v ?? ''), totalCell(values)]);
    }
  }
  return workbookBuffer(wb);
}
