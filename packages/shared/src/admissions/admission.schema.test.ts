import { describe, expect, it } from 'vitest';
import {
  aadhaarField,
  amountField,
  applicationFormDataSchema,
  checkField,
  dateField,
  doorNoField,
  emailField,
  firstAdmissionProblem as keyedAdmissionProblem,
  landlineField,
  maskAadhaar,
  mobileField,
  numberField,
  PARTIAL_RULES,
  percentageField,
  pincodeField,
  sanitizeAadhaarInput,
  textField,
} from './admission.schema.js';
import { withVerhoeff } from './verhoeff.js';
import { readIssue } from '../schema-issue.js';

/** The checks' problems with their messages in English (the schemas write them keyed). */
const firstAdmissionProblem = (input: unknown) => {
  const p = keyedAdmissionProblem(input);
  return p && { field: p.field, message: readIssue(p.message).message };
};

/** What the check says, in English. */
const checkText = (rule: Parameters<typeof checkField>[0], value: unknown) => {
  const message = checkField(rule, value);
  return message === null ? null : readIssue(message).message;
};

const AADHAAR = withVerhoeff('49921234567');

const minimal = {
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: AADHAAR,
};

describe('full admission form validators (spec 000 section 5)', () => {
  it('name-like text: letters and spaces, and the dot and apostrophe of names (ADR 0074)', () => {
    for (const name of ['Ravi Kumar', 'K. Srinivas', "D'Souza", "St. Ann's School", 'R.K. Rao'])
      expect(checkText(textField, name)).toBeNull();
    for (const wrong of ['Ravi2', 'R_Kumar', 'Rao-Kumar', '.', "'", ' . ', 'K@rthik'])
      expect(checkText(textField, wrong)).toBe('Please Enter Text');
  });

  it('numbers: positive integer without leading zero', () => {
    expect(checkText(numberField, '2024')).toBeNull();
    expect(checkText(numberField, '0123')).toBe('Please enter a valid number');
    expect(checkText(numberField, '0')).toBe('Please enter a valid number');
    expect(checkText(numberField, '-5')).toBe('Please enter a valid number');
    expect(checkText(numberField, '12.5')).toBe('Please enter a valid number');
  });

  it('amounts allow zero but no leading zero', () => {
    expect(checkText(amountField, '0')).toBeNull();
    expect(checkText(amountField, '75000')).toBeNull();
    expect(checkText(amountField, '075')).toBe('Please enter a valid number');
  });

  it('mobile: 10 digits, first non-zero', () => {
    expect(checkText(mobileField, '9876543210')).toBeNull();
    expect(checkText(mobileField, '0876543210')).toBe('10-digit  for mobile number');
    expect(checkText(mobileField, '98765')).toBe('10-digit  for mobile number');
    expect(checkText(mobileField, '98765432101')).toBe('10-digit  for mobile number');
    expect(checkText(mobileField, '98765x3210')).toBe('10-digit  for mobile number');
  });

  it('Aadhaar: 12 digits with the Verhoeff check digit', () => {
    expect(checkText(aadhaarField, AADHAAR)).toBeNull();
    expect(checkText(aadhaarField, '12345')).toBe('12-digit  for Aadhaar number');
    expect(checkText(aadhaarField, '1234567890123')).toBe('12-digit  for Aadhaar number');
    const wrongCheck = AADHAAR.slice(0, 11) + ((Number(AADHAAR[11]) + 1) % 10);
    expect(checkText(aadhaarField, wrongCheck)).toBe('Invalid Aadhaar Number');
  });

  it('Aadhaar input strips non-digits and caps at 12', () => {
    expect(sanitizeAadhaarInput('4992 1234-5678 99')).toBe('499212345678');
    expect(sanitizeAadhaarInput('abc')).toBe('');
  });

  it('email: loose format', () => {
    expect(checkText(emailField, 'ravi@example.in')).toBeNull();
    expect(checkText(emailField, 'ravi@example')).toBe('Please enter a valid email address');
    expect(checkText(emailField, 'ravi example.in')).toBe('Please enter a valid email address');
  });

  it('door number, pincode, landline: Please enter a valid {field}', () => {
    expect(checkText(doorNoField, '12-3/45')).toBeNull();
    expect(checkText(doorNoField, '12A')).toBe('Please enter a valid door number');
    expect(checkText(pincodeField, '501510')).toBeNull();
    expect(checkText(pincodeField, '5015100')).toBe('Please enter a valid pincode');
    expect(checkText(pincodeField, '50A510')).toBe('Please enter a valid pincode');
    expect(checkText(landlineField, '040-24167788')).toBeNull();
    expect(checkText(landlineField, '040 2416')).toBe('Please enter a valid landline number');
  });

  it('percentages and dates', () => {
    expect(checkText(percentageField, '92.5')).toBeNull();
    expect(checkText(percentageField, '100')).toBeNull();
    expect(checkText(percentageField, '101')).toBe('A percentage cannot be more than 100');
    expect(checkText(percentageField, '100.5')).toBe('A percentage cannot be more than 100');
    expect(checkText(percentageField, '92.555')).toBe('Please enter a valid percentage');
    expect(checkText(percentageField, 'ninety')).toBe('Please enter a valid percentage');
    expect(checkText(dateField, '2025-07-15')).toBeNull();
    expect(checkText(dateField, '15/07/2025')).toBe('Please enter a valid date');
  });

  it('typing rules accept what may be typed so far', () => {
    expect(PARTIAL_RULES.mobile.pattern.test('98765')).toBe(true);
    expect(PARTIAL_RULES.mobile.pattern.test('0')).toBe(false);
    expect(readIssue(PARTIAL_RULES.mobile.message).message).toBe('10-digit  for mobile number');
    expect(PARTIAL_RULES.aadhaar.pattern.test('1234')).toBe(true);
    expect(PARTIAL_RULES.pincode.pattern.test('5015')).toBe(true);
    expect(PARTIAL_RULES.pincode.pattern.test('5015100')).toBe(false);
  });

  it('masks Aadhaar as XXXX XXXX 1234', () => {
    expect(maskAadhaar('1234')).toBe('XXXX XXXX 1234');
    expect(maskAadhaar(null)).toBe('');
  });
});

describe('application record', () => {
  it('accepts the required fields alone; blanks are nothing', () => {
    const r = applicationFormDataSchema.parse({ ...minimal, emailId: '', fatherContactNo: null });
    expect(r.name).toBe('Sai Kiran Reddy');
    expect(r.emailId).toBeUndefined();
    expect(r.fatherContactNo).toBeUndefined();
  });

  it.each(['name', 'courseAppliedFor', 'gender', 'batch', 'branch', 'aadharNo'] as const)(
    'requires %s: Please fill all required fields',
    (field) => {
      expect(firstAdmissionProblem({ ...minimal, [field]: '' })).toEqual({ message: 'Please fill all required fields', field });
      const without: Record<string, unknown> = { ...minimal };
      delete without[field];
      expect(firstAdmissionProblem(without)).toEqual({ message: 'Please fill all required fields', field });
    },
  );

  it('names the field of a bad value', () => {
    expect(firstAdmissionProblem({ ...minimal, fathersName: 'R2' })).toEqual({ message: 'Please Enter Text', field: 'fathersName' });
    expect(firstAdmissionProblem({ ...minimal, studentContactNo: '12345' })).toEqual({
      message: '10-digit  for mobile number',
      field: 'studentContactNo',
    });
    expect(firstAdmissionProblem({ ...minimal, ssc: { yearOfPass: '02020' } })).toEqual({
      message: 'Please enter a valid number',
      field: 'ssc.yearOfPass',
    });
    expect(firstAdmissionProblem({ ...minimal, pincode: '12' })).toEqual({ message: 'Please enter a valid pincode', field: 'pincode' });
    expect(firstAdmissionProblem({ ...minimal, bankAccountNo: '00123' })).toEqual({
      message: 'Please enter a valid number',
      field: 'bankAccountNo',
    });
  });

  it('keeps the MRDU fee package', () => {
    const feePackage = {
      firstYear: { Donation: '50000', TutionFee: '75000', MiscFee: '5000' },
      secondYear: { Donation: '0', TutionFee: '75000', MiscFee: '5000' },
      thirdYear: { Donation: '', TutionFee: '75000', MiscFee: '5000' },
      forthYear: { Donation: '', TutionFee: '75000', MiscFee: '' },
    };
    const r = applicationFormDataSchema.parse({ ...minimal, feePackage });
    expect(r.feePackage?.firstYear.Donation).toBe('50000');
    expect(r.feePackage?.thirdYear.Donation).toBeUndefined();
    expect(firstAdmissionProblem({ ...minimal, feePackage: { ...feePackage, secondYear: { TutionFee: 'abc' } } })).toEqual({
      message: 'Please enter a valid number',
      field: 'feePackage.secondYear.TutionFee',
    });
  });

  it('accepts numbers sent as numbers', () => {
    expect(applicationFormDataSchema.parse({ ...minimal, rank: 1520 }).rank).toBe('1520');
  });
});

describe('limits of the application record (issue 9)', () => {
  it('a name longer than 100 characters is refused, naming the field and the limit', () => {
    expect(firstAdmissionProblem({ ...minimal, name: 'a'.repeat(100_000) })).toEqual({
      message: 'name must have at most 100 characters',
      field: 'name',
    });
    expect(firstAdmissionProblem({ ...minimal, name: 'a'.repeat(100) })).toBeNull();
  });

  it.each([
    ['presentAddress', 500],
    ['otherIfAny', 2000],
    ['emailId', 254],
    ['hallTicketNo', 30],
    ['courseAppliedFor', 200],
    ['studentContactNo', 20],
  ])('%s has at most %i characters', (field, max) => {
    expect(firstAdmissionProblem({ ...minimal, [field]: 'a'.repeat(max + 1) })).toEqual({
      message: `${field} must have at most ${max} characters`,
      field,
    });
  });

  it('nested fields are named by their path', () => {
    expect(firstAdmissionProblem({ ...minimal, ssc: { board: 'a'.repeat(101) } })).toEqual({
      message: 'ssc.board must have at most 100 characters',
      field: 'ssc.board',
    });
  });

  it.each(['name', 'fathersName', 'gender', 'aadharNo'])('an array where %s is expected is refused, not turned into text', (field) => {
    expect(firstAdmissionProblem({ ...minimal, [field]: ['x'] })).toEqual({ message: `${field} must be text`, field });
  });

  it.each(['2025-02-30', '0000-01-01', '9999-12-31'])('the date of admission %s is refused', (date) => {
    expect(firstAdmissionProblem({ ...minimal, dateOfAdmission: date })?.field).toBe('dateOfAdmission');
  });

  it('a date of birth in the future is refused', () => {
    expect(firstAdmissionProblem({ ...minimal, dateOfBirth: '2999-01-01' })?.field).toBe('dateOfBirth');
    expect(firstAdmissionProblem({ ...minimal, dateOfBirth: '2006-02-28' })).toBeNull();
  });

  it('the e-mail check still accepts what it accepted', () => {
    for (const ok of ['ravi@example.in', 'a.b+c@mail.co.in', 'x@a..b', 'x@.a.b']) expect(checkText(emailField, ok)).toBeNull();
    for (const bad of ['ravi@example', 'a@.b', 'a@b.', 'a@@b.c', 'a b@c.d', '@b.c'])
      expect(checkText(emailField, bad)).toBe('Please enter a valid email address');
  });
});
