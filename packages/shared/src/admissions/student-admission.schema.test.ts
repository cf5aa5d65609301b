import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  firstStudentAdmissionProblem as keyedStudentAdmissionProblem,
  isAadhaarOnBlurValid,
  isMobileOnBlurValid,
  studentAdmissionProblems as keyedStudentAdmissionProblems,
} from './student-admission.schema.js';
import { withVerhoeff } from './verhoeff.js';
import { readIssue } from '../schema-issue.js';

/** The checks' problems with their messages in English (the schemas write them keyed). */
const firstStudentAdmissionProblem = (input: unknown) => {
  const p = keyedStudentAdmissionProblem(input);
  return p && { field: p.field, message: readIssue(p.message).message };
};
const studentAdmissionProblems = (input: unknown) =>
  keyedStudentAdmissionProblems(input).map((p) => ({ field: p.field, message: readIssue(p.message).message }));

const AADHAAR = withVerhoeff('23412341234');
const complete = {
  dateOfAdmission: '2025-07-01',
  name: 'Ravi Kumar',
  admissionType: 'Direct',
  courseAppliedFor: 'B.Tech',
  branch: 'CSE',
  gender: 'MALE',
  aadharNo: AADHAAR,
};

describe('simple admission form submit checks', () => {
  it('reports the eight alerts in the spec order, each once the earlier ones pass', () => {
    const steps: [keyof typeof complete, string][] = [
      ['dateOfAdmission', MESSAGES.simpleForm[0]],
      ['name', MESSAGES.simpleForm[1]],
      ['admissionType', MESSAGES.simpleForm[2]],
      ['courseAppliedFor', MESSAGES.simpleForm[3]],
      ['branch', MESSAGES.simpleForm[4]],
      ['gender', MESSAGES.simpleForm[5]],
      ['aadharNo', MESSAGES.simpleForm[6]],
    ];
    const form: Record<string, string> = {};
    for (const [field, message] of steps) {
      expect(firstStudentAdmissionProblem(form)).toEqual({ field, message });
      form[field] = complete[field];
    }
    expect(firstStudentAdmissionProblem(form)).toBeNull();
  });

  it('alert 8: an Aadhaar number that is not 12 digits', () => {
    expect(firstStudentAdmissionProblem({ ...complete, aadharNo: '12345' })).toEqual({
      field: 'aadharNo',
      message: 'Aadhaar number must be 12 digit number',
    });
  });

  it('a 12-digit number with a wrong check digit is an invalid Aadhaar number', () => {
    const wrong = AADHAAR.slice(0, 11) + String((Number(AADHAAR[11]) + 1) % 10);
    expect(firstStudentAdmissionProblem({ ...complete, aadharNo: wrong })?.message).toBe('Invalid Aadhaar Number');
  });

  it('mobile numbers must be 10 digits starting 6-9', () => {
    expect(firstStudentAdmissionProblem({ ...complete, fatherContactNo: '5123456789' })).toEqual({
      field: 'fatherContactNo',
      message: 'Please enter a valid mobile number',
    });
    expect(firstStudentAdmissionProblem({ ...complete, studentContactNo: '9876543210' })).toBeNull();
  });

  it('lists every bad field of a record for the upload', () => {
    const problems = studentAdmissionProblems({ ...complete, name: 'R2D2', motherContactNo: '12', gender: 'X' });
    expect(problems.map((p) => p.field)).toEqual(['name', 'gender', 'motherContactNo']);
    expect(readIssue(problems[0].message).message).toBe('Please Enter Text');
  });
});

describe('on-blur checks', () => {
  it('Aadhaar: exactly 12 digits with its check digit', () => {
    expect(isAadhaarOnBlurValid(AADHAAR)).toBe(true);
    expect(isAadhaarOnBlurValid('12345')).toBe(false);
  });
  it('mobile: 10 digits starting 6-9', () => {
    expect(isMobileOnBlurValid('6000000000')).toBe(true);
    expect(isMobileOnBlurValid('5000000000')).toBe(false);
    expect(isMobileOnBlurValid('98765')).toBe(false);
  });
});

describe('limits of the simple form and its upload (issue 9)', () => {
  it('a 100,000-character name is refused, naming the field and the limit', () => {
    expect(firstStudentAdmissionProblem({ ...complete, name: 'a'.repeat(100_000) })).toEqual({
      field: 'name',
      message: 'name must have at most 100 characters',
    });
  });

  it.each(['name', 'courseAppliedFor', 'gender', 'presentAddress'])('an array where %s is expected is refused', (field) => {
    expect(firstStudentAdmissionProblem({ ...complete, [field]: ['x'] })).toEqual({ field, message: `${field} must be text` });
  });

  it('numbers from Excel cells are still read as text', () => {
    expect(firstStudentAdmissionProblem({ ...complete, aadharNo: Number(AADHAAR), rank: 1520 })).toBeNull();
  });

  it.each(['2025-02-30', '0000-01-01', '9999-12-31'])('the date of admission %s is refused', (date) => {
    expect(firstStudentAdmissionProblem({ ...complete, dateOfAdmission: date })?.field).toBe('dateOfAdmission');
  });

  it('a date of birth in the future is refused', () => {
    expect(firstStudentAdmissionProblem({ ...complete, dateOfBirth: '2999-01-01' })?.field).toBe('dateOfBirth');
  });
});
