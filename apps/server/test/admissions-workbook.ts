import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { STUDENT_ADMISSION_FIELDS, withVerhoeff } from '@campus/shared';

const PLACES: [course: string, branch: string][] = [
  ['B.Tech', 'CSE'],
  ['B.Tech', 'ECE'],
  ['B.Tech', 'EEE'],
  ['B.Tech', 'MECH'],
  ['B.Tech', 'CIVIL'],
  ['B.Tech', 'IT'],
  ['M.Tech', 'CSE'],
  ['M.Tech', 'VLSI'],
  ['MBA', 'MBA'],
  ['MCA', 'MCA'],
  ['Diploma', 'DCME'],
  ['Diploma', 'DECE'],
];
const FIRST = ['Aarav', 'Diya', 'Ishaan', 'Ananya', 'Vihaan', 'Saanvi', 'Arjun', 'Lakshmi', 'Rohan', 'Kavya'];
const LAST = ['Reddy', 'Rao', 'Naidu', 'Sharma', 'Varma', 'Chowdary', 'Kumar', 'Prasad'];

/** A clean new-admissions workbook of `rows` students, with Aadhaar numbers new in each run. */
export async function generateWorkbook(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('New Admissions');
  ws.addRow(STUDENT_ADMISSION_FIELDS.map((f) => f.label));
  const base = 2_000_000_0000 + crypto.randomInt(0, 1_000_000) * 10_000;
  for (let i = 0; i < rows; i++) {
    const [course, branch] = PLACES[i % PLACES.length];
    const values: Record<string, string> = {
      dateOfAdmission: `2025-07-${String(1 + (i % 28)).padStart(2, '0')}`,
      name: `${FIRST[i % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
      admissionType: 'Direct',
      courseAppliedFor: course,
      branch,
      gender: i % 2 ? 'FEMALE' : 'MALE',
      aadharNo: withVerhoeff(String(base + i)),
      nationality: 'Indian',
      bloodGroup: 'O+',
      emailId: `student${i}@example.com`,
      studentContactNo: String(9_000_000_000 + i),
      fathersName: `${FIRST[(i + 3) % FIRST.length]} ${LAST[(i * 7) % LAST.length]}`,
      fatherContactNo: String(8_000_000_000 + i),
      presentAddress: `${i % 90}-${i % 17} Main Road, Guntur`,
    };
    ws.addRow(STUDENT_ADMISSION_FIELDS.map((f) => values[f.key] ?? ''));
  }
  return Buffer.from(await wb.xlsx.writeBuffer());
}
