import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collegeToday, collegeYear } from '../dates.js';
import { fillText } from '../fill-text.js';
import { readIssue } from '../schema-issue.js';
import { serverTextOf } from '../server-texts.js';
import { ADMISSION_MESSAGES } from './admission-messages.js';
import {
  applicationFormDataSchema,
  birthDateField,
  checkField,
  dateField,
  firstAdmissionProblem as keyedAdmissionProblem,
  percentageField,
  yearOfPassField,
} from './admission.schema.js';
import {
  firstStudentAdmissionProblem as keyedStudentAdmissionProblem,
  studentAdmissionProblems as keyedStudentAdmissionProblems,
} from './student-admission.schema.js';
import { withVerhoeff } from './verhoeff.js';

/** The checks' problems with their messages in English (the schemas write them keyed). */
const firstAdmissionProblem = (input: unknown) => {
  const p = keyedAdmissionProblem(input);
  return p && { field: p.field, message: readIssue(p.message).message };
};
const firstStudentAdmissionProblem = (input: unknown) => {
  const p = keyedStudentAdmissionProblem(input);
  return p && { field: p.field, message: readIssue(p.message).message };
};
const studentAdmissionProblems = (input: unknown) =>
  keyedStudentAdmissionProblems(input).map((p) => ({ field: p.field, message: readIssue(p.message).message }));

const AADHAAR = withVerhoeff('49921234567');
const full = { name: 'Sai Kiran Reddy', courseAppliedFor: 'B.Tech', gender: 'MALE', batch: '2025-2029', branch: 'CSE', aadharNo: AADHAAR };
const simple = {
  dateOfAdmission: '2025-07-01',
  name: 'Ravi Kumar',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  branch: 'CSE',
  gender: 'MALE',
  aadharNo: AADHAAR,
};

/** Every message of a failed parse as the schema wrote it (keyed), by field path. */
function keyedMessages(input: unknown): Record<string, string> {
  const r = applicationFormDataSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
}

/** Every message of a failed parse in English, by field path. */
const messages = (input: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(keyedMessages(input)).map(([field, message]) => [field, readIssue(message).message]));

describe("today is the college's (Asia/Kolkata)", () => {
  it('turns at midnight in India, not at midnight UTC', () => {
    expect(collegeToday(Date.parse('2025-03-10T18:29:59Z'))).toBe('2025-03-10');
    expect(collegeToday(Date.parse('2025-03-10T18:30:00Z'))).toBe('2025-03-11');
    expect(collegeYear(Date.parse('2025-12-31T18:29:59Z'))).toBe(2025);
    expect(collegeYear(Date.parse('2025-12-31T18:30:00Z'))).toBe(2026);
  });
});

describe('values that cannot be true are refused with a field message', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 20 July 2025, 00:30 in India; still 19 July in UTC.
    vi.setSystemTime(new Date('2025-07-19T19:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('a date of birth in the future', () => {
    expect(readIssue(checkField(birthDateField, '2025-07-21') ?? '').message).toBe(ADMISSION_MESSAGES.birthDateFuture);
    expect(checkField(birthDateField, '2025-07-20')).toBeNull();
    expect(readIssue(checkField(birthDateField, '1899-12-31') ?? '').message).toBe(ADMISSION_MESSAGES.date);
    expect(firstAdmissionProblem({ ...full, dateOfBirth: '2026-01-01' })).toEqual({
      field: 'dateOfBirth',
      message: 'Date of birth cannot be in the future',
    });
    expect(firstStudentAdmissionProblem({ ...simple, dateOfBirth: '2026-01-01' })).toEqual({
      field: 'dateOfBirth',
      message: 'Date of birth cannot be in the future',
    });
  });

  it('a date of admission in the future (today in India is not)', () => {
    expect(checkField(dateField, '2025-07-20')).toBeNull();
    expect(readIssue(checkField(dateField, '2025-07-21') ?? '').message).toBe('Date of admission cannot be in the future');
    expect(firstAdmissionProblem({ ...full, dateOfAdmission: '2025-08-01' })).toEqual({
      field: 'dateOfAdmission',
      message: 'Date of admission cannot be in the future',
    });
    expect(firstStudentAdmissionProblem({ ...simple, dateOfAdmission: '2025-08-01' })).toEqual({
      field: 'dateOfAdmission',
      message: 'Date of admission cannot be in the future',
    });
  });

  it('a student under 14 on the date of admission, or today when none is given', () => {
    const young = 'The student must be at least 14 years old on the date of admission';
    expect(firstStudentAdmissionProblem({ ...simple, dateOfBirth: '2011-07-02' })).toEqual({ field: 'dateOfBirth', message: young });
    expect(firstStudentAdmissionProblem({ ...simple, dateOfBirth: '2011-07-01' })).toBeNull();
    expect(firstAdmissionProblem({ ...full, dateOfAdmission: '2025-07-01', dateOfBirth: '2011-07-02' })).toEqual({
      field: 'dateOfBirth',
      message: young,
    });
    expect(firstAdmissionProblem({ ...full, dateOfBirth: '2011-07-21' })).toEqual({ field: 'dateOfBirth', message: young });
    expect(firstAdmissionProblem({ ...full, dateOfBirth: '2011-07-20' })).toBeNull();
    // Born on 29 February: 14 on 1 March of that year.
    expect(firstAdmissionProblem({ ...full, dateOfAdmission: '2022-02-28', dateOfBirth: '2008-02-29' })?.message).toBe(young);
    expect(firstAdmissionProblem({ ...full, dateOfAdmission: '2022-03-01', dateOfBirth: '2008-02-29' })).toBeNull();
  });

  it('a year of pass after the current year, or not a year', () => {
    expect(checkField(yearOfPassField, '2025')).toBeNull();
    expect(readIssue(checkField(yearOfPassField, '2026') ?? '').message).toBe('Year of pass cannot be after this year');
    expect(readIssue(checkField(yearOfPassField, '199') ?? '').message).toBe('Please enter a valid year');
    expect(readIssue(checkField(yearOfPassField, '1899') ?? '').message).toBe('Please enter a valid year');
    expect(readIssue(checkField(yearOfPassField, '20x5') ?? '').message).toBe('Please enter a valid number');
    expect(firstAdmissionProblem({ ...full, ssc: { yearOfPass: '2026' } })).toEqual({
      field: 'ssc.yearOfPass',
      message: 'Year of pass cannot be after this year',
    });
    expect(firstAdmissionProblem({ ...full, inter: { yearOfPass: '2030' } })?.field).toBe('inter.yearOfPass');
  });

  it('marks secured above the total marks', () => {
    expect(firstAdmissionProblem({ ...full, marksSecured: '1001', totalMarksInter: '1000' })).toEqual({
      field: 'marksSecured',
      message: 'Marks secured cannot be more than total marks',
    });
    expect(firstAdmissionProblem({ ...full, marksSecured: '1000', totalMarksInter: '1000' })).toBeNull();
    // Numbers, not text: 912 is less than 1000 even though '9' > '1'.
    expect(firstAdmissionProblem({ ...full, marksSecured: '912', totalMarksInter: '1000' })).toBeNull();
  });

  it('a percentage above 100', () => {
    expect(checkField(percentageField, '100')).toBeNull();
    expect(readIssue(checkField(percentageField, '100.01') ?? '').message).toBe('A percentage cannot be more than 100');
    expect(firstAdmissionProblem({ ...full, sscPercentage: '105' })).toEqual({
      field: 'sscPercentage',
      message: 'A percentage cannot be more than 100',
    });
    expect(firstAdmissionProblem({ ...full, percentageOfMarks: '250' })?.field).toBe('percentageOfMarks');
  });

  it('every problem of a record is reported in one pass, the checks across fields too', () => {
    expect(
      messages({ ...full, name: '', fathersName: 'R2', dateOfBirth: '2020-01-01', marksSecured: '600', totalMarksInter: '500' }),
    ).toEqual({
      name: 'Please fill all required fields',
      fathersName: 'Please Enter Text',
      dateOfBirth: 'The student must be at least 14 years old on the date of admission',
      marksSecured: 'Marks secured cannot be more than total marks',
    });
    expect(studentAdmissionProblems({ dateOfBirth: '2030-01-01', rank: 'x' }).map((p) => p.field)).toEqual([
      'dateOfAdmission',
      'name',
      'admissionType',
      'courseAppliedFor',
      'branch',
      'gender',
      'aadharNo',
      'dateOfBirth',
      'rank',
    ]);
  });

  it('a check across fields waits until its fields are valid on their own', () => {
    expect(messages({ ...full, dateOfBirth: '2030-01-01' })).toEqual({ dateOfBirth: 'Date of birth cannot be in the future' });
    expect(messages({ ...full, dateOfAdmission: '2030-01-01', dateOfBirth: '2015-01-01' })).toEqual({
      dateOfAdmission: 'Date of admission cannot be in the future',
    });
    expect(messages({ ...full, marksSecured: '0600', totalMarksInter: '500' })).toEqual({ marksSecured: 'Please enter a valid number' });
  });
});

/** A message keyed where the schema wrote it, whose English is its key's text in the catalogue. */
function keyedAsCatalogued(message: string) {
  const { key, params, message: english } = readIssue(message);
  return key !== undefined && fillText(serverTextOf(key), params ?? {}) === english;
}

describe('every fixed message of the admission forms has a translation key', () => {
  const all = {
    name: 'R2',
    gender: 'X',
    aadharNo: '1234',
    emailId: 'x',
    studentContactNo: '0',
    doorNo: 'a',
    pincode: '1',
    landline: 'a',
    dateOfBirth: '2999-01-01',
    dateOfAdmission: '2999-01-01',
    rollNumber: '#',
    hallTicketNo: '#',
    bloodGroup: 'Z',
    lateral: 'maybe',
    knowingAboutInstitute: 'radio',
    ifscCode: 'x',
    sscPercentage: '101',
    percentageOfMarks: '1.234',
    ssc: { yearOfPass: '2999' },
    inter: { yearOfPass: '99' },
  };

  it('the full form', () => {
    const found = Object.values(keyedMessages(all));
    expect(found.length).toBeGreaterThan(15);
    expect(found.filter((m) => !keyedAsCatalogued(m))).toEqual([]);
  });

  it('the simple form and its alerts', () => {
    const found = [
      ...keyedStudentAdmissionProblems({}),
      ...keyedStudentAdmissionProblems({ aadharNo: '1', fatherContactNo: '1', dateOfBirth: '2999-01-01' }),
    ];
    expect(found.filter((p) => !keyedAsCatalogued(p.message)).map((p) => p.message)).toEqual([]);
  });

  it('are the admissions group of the server texts', () => {
    expect(readIssue(keyedMessages({ name: 'R2' }).courseAppliedFor).key).toBe('admissions.required');
    expect(readIssue(keyedStudentAdmissionProblems({})[0].message).key).toBe('admissions.enterDateOfAdmission');
  });
});

describe('checks across fields on any input', () => {
  it('run alongside the problems of single fields (a percentage above 100, a year of pass, a bad date)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-07-19T19:00:00Z'));
    try {
      const record = { ...full, sscPercentage: '101', ssc: { yearOfPass: '2030' }, dateOfAdmission: '2025-02-30' };
      expect(messages({ ...record, marksSecured: '2', totalMarksInter: '1' })).toEqual({
        sscPercentage: 'A percentage cannot be more than 100',
        'ssc.yearOfPass': 'Year of pass cannot be after this year',
        dateOfAdmission: 'Please enter a valid date',
        marksSecured: 'Marks secured cannot be more than total marks',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([null, [], 'text', 42])('a record that is not an object (%j) is refused, not thrown on', (input) => {
    expect(applicationFormDataSchema.safeParse(input).success).toBe(false);
    expect(firstStudentAdmissionProblem(input)).not.toBeNull();
  });
});
