import { describe, expect, it } from 'vitest';
import { alumniHistoryEditSchema, alumniHistoryProblem, alumniHistorySchema, alumniRegistrationSchema } from './alumni.schema.js';
import { ALUMNI_TEXTS as T } from './alumni.texts.js';
import { readIssue } from '../schema-issue.js';

const registration = {
  name: 'Keerthi',
  degree: 'B.Tech',
  rollNumber: '20a51a0533',
  batch: '2022-2026',
  branch: 'cse',
  mobileNumber: '9876501234',
  email: 'keerthi@example.in',
  working: 'yes',
  companyName: 'Wipro',
  jobTitle: 'Engineer',
  workAddress: 'Hyderabad',
  instituteName: 'left over',
};

describe('alumni registration form', () => {
  it('upper-cases the branch and roll number, fills the course from the degree and clears the other choice', () => {
    const form = alumniRegistrationSchema.parse(registration);
    expect(form).toMatchObject({ branch: 'CSE', rollNumber: '20A51A0533', course: 'B.Tech', instituteName: '', companyName: 'Wipro' });
  });

  it('requires the fields of the choice taken, with the spec’s messages', () => {
    const result = alumniRegistrationSchema.safeParse({ ...registration, working: 'no', mobileNumber: '12', email: 'a@b' });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((i) => [i.path.join('.'), readIssue(i.message).message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['mobileNumber', 'Required*'],
        ['email', 'Email is invalid.'],
      ]),
    );
  });
});

describe('alumni history problems', () => {
  const empty = alumniHistorySchema.parse({});
  it('come in the spec’s order', () => {
    expect(alumniHistoryProblem(empty, { hasCertificate: false })?.message).toBe(T.selectStatus);
    const working = { ...empty, status: 'working' as const };
    expect(alumniHistoryProblem({ ...working, studentMobile: '123' }, { hasCertificate: false })?.message).toBe(T.phoneDigits);
    expect(alumniHistoryProblem({ ...working, rollNumber: 'r1' }, { existingRollNumbers: ['R1'], hasCertificate: false })?.message).toBe(
      T.rollNumberExists,
    );
    expect(alumniHistoryProblem(working, { hasCertificate: false })?.message).toBe(T.rollNumberRequired);
  });

  it('leave the package and the photo optional', () => {
    const full = alumniHistorySchema.parse({
      status: 'working',
      rollNumber: 'R1',
      name: 'N',
      fatherName: 'F',
      course: 'B.Tech',
      batch: '2022-2026',
      branch: 'CSE',
      studentEmail: 'n@example.in',
      studentMobile: '9000012345',
      company: 'L&T',
      designation: 'GET',
      experience: '1',
      location: 'Chennai',
    });
    expect(alumniHistoryProblem(full, { hasCertificate: true })).toBeUndefined();
    expect(alumniHistoryProblem(full, { hasCertificate: false })?.message).toBe(T.offerLetterRequired);
  });
});

describe('alumni history edit', () => {
  const entry = {
    status: 'studying',
    rollNumber: 'R1',
    name: 'N',
    fatherName: 'F',
    course: 'B.Tech',
    batch: '2018-2022',
    branch: 'CSE',
    studentEmail: 'n@example.in',
    studentMobile: '9000012345',
    instituteName: 'IIT Madras',
    location: 'Chennai',
  };

  it('takes an entry whose certificate is kept', () => {
    expect(alumniHistoryEditSchema.safeParse(entry).success).toBe(true);
  });

  it('names the first problem at its field', () => {
    const result = alumniHistoryEditSchema.safeParse({ ...entry, instituteName: '', studentMobile: '12' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), readIssue(i.message).message])).toEqual([['studentMobile', T.phoneDigits]]);
  });
});
