import { describe, expect, it } from 'vitest';
import { applicationFormDataSchema, studentAdmissionSchema, withVerhoeff } from '@campus/shared';
import { normalizeDateText, simpleRecordToForm } from './admissions-import.service.js';

const placement = {
  courseId: 1,
  batchId: 4,
  branchId: 1,
  course: 'B.Tech',
  branch: 'CSE',
  batch: '2025-2029',
  admissionType: 'Direct',
  category: 'BC-A',
  subCaste: 'Rajaka',
};

describe('simple record → application record', () => {
  it('a record that passes the simple form passes the full form unchanged', () => {
    const record = studentAdmissionSchema.parse({
      dateOfAdmission: '2025-07-15',
      name: 'Ravi Kumar',
      admissionType: 'Direct',
      courseAppliedFor: 'B.Tech',
      branch: 'CSE',
      gender: 'male',
      aadharNo: withVerhoeff('23412341234'),
      dateOfBirth: '2007-01-02',
      category: 'BC-A',
      subCaste: 'Rajaka',
      nationality: 'Indian',
      religion: 'Hindu',
      motherTongue: 'Telugu',
      bloodGroup: 'O+',
      emailId: 'ravi@example.com',
      studentContactNo: '9876543210',
      fathersName: 'Suresh Kumar',
      fatherContactNo: '9876543211',
      occupationOfFather: 'Farmer',
      mothersName: 'Lakshmi',
      motherContactNo: '9876543212',
      occupationOfMother: 'Teacher',
      presentAddress: '2-14 Main Road',
      permanentAddress: '2-14 Main Road',
      identificationMarksA: 'Mole on left hand',
      identificationMarksB: 'Scar',
      hallTicketNo: 'EAP2025-1',
      rank: '1023',
      previousInstitution: 'Narayana Junior College',
    });
    const form = simpleRecordToForm(record, placement);
    expect(applicationFormDataSchema.parse(form)).toEqual(form);
  });

  it('stores the master-data spelling of what was typed in another case', () => {
    const record = studentAdmissionSchema.parse({
      dateOfAdmission: '2025-07-15',
      name: 'Ravi Kumar',
      admissionType: 'direct',
      courseAppliedFor: 'b.tech',
      branch: 'cse',
      gender: 'MALE',
      aadharNo: withVerhoeff('23412341234'),
      category: 'bc-a',
      subCaste: 'rajaka',
    });
    const form = simpleRecordToForm(record, placement);
    expect(form).toMatchObject({
      courseAppliedFor: 'B.Tech',
      branch: 'CSE',
      batch: '2025-2029',
      admissionType: 'Direct',
      seatType: 'Direct',
      category: 'BC-A',
      subCaste: 'Rajaka',
    });
  });

  it('reads dates typed as text', () => {
    expect(normalizeDateText('2025-7-1')).toBe('2025-07-01');
    expect(normalizeDateText('16/07/2025')).toBe('2025-07-16');
    expect(normalizeDateText('16-07-2025')).toBe('2025-07-16');
    expect(normalizeDateText('July 16')).toBe('July 16');
  });
});
