import { describe, expect, it } from 'vitest';
import { collegeSettingsSchema, contactDataSchema } from './public.schema.js';
import { readIssue } from '../schema-issue.js';

const settings = {
  code: 'VCET',
  name: 'Vidyanagar College',
  aboutUs: 'About',
  contact: {
    officialCommunication: 'The Principal',
    campus: 'Sagar Highway',
    phoneNumber: ['040 2416 7788'],
    faxNumber: '',
    candidateDetails: [],
  },
};
const problem = (body: unknown) => {
  const r = collegeSettingsSchema.safeParse(body);
  return r.success ? null : { field: r.error.issues[0].path.join('.'), message: readIssue(r.error.issues[0].message).message };
};

describe('college settings limits (issue 9)', () => {
  it('accepts the settings as the screen saves them', () => {
    expect(problem(settings)).toBeNull();
  });

  it('a campus address longer than 500 characters is refused, naming the field', () => {
    expect(problem({ ...settings, contact: { ...settings.contact, campus: 'x'.repeat(4 * 1024 * 1024) } })).toEqual({
      field: 'contact.campus',
      message: 'contact.campus must have at most 500 characters',
    });
  });

  it('contact persons and phone numbers are bounded too', () => {
    const person = { designation: 'Principal', name: 'x'.repeat(101), mailId: 'p@c.in' };
    expect(problem({ ...settings, contact: { ...settings.contact, candidateDetails: [person] } })?.field).toBe(
      'contact.candidateDetails.0.name',
    );
    expect(problem({ ...settings, contact: { ...settings.contact, phoneNumber: Array(11).fill('040') } })?.field).toBe(
      'contact.phoneNumber',
    );
    expect(problem({ ...settings, aboutUs: 'x'.repeat(5001) })).toEqual({
      field: 'aboutUs',
      message: 'About us must have at most 5000 characters',
    });
  });

  it('answers are not bounded, so a value saved before the limits still shows', () => {
    expect(
      contactDataSchema.safeParse({ ...settings.contact, campus: 'x'.repeat(10_000), aboutUs: '', timeZone: 'Asia/Kolkata' }).success,
    ).toBe(true);
  });
});

describe('college settings check what they store (issue 10)', () => {
  const contactWith = (contact: object) => ({ ...settings, contact: { ...settings.contact, ...contact } });

  it('accepts Indian landline and mobile numbers as people write them', () => {
    for (const phone of ['040 2416 7788', '+91 40 2416 7788', '+91 98480 12345', '9848012345', '(040) 2416-7788', '04024167788'])
      expect([phone, problem(contactWith({ phoneNumber: [phone], faxNumber: phone }))]).toEqual([phone, null]);
  });

  it("refuses 'abc' and other non-numbers as a phone or fax number, naming the field", () => {
    for (const phone of ['abc', '12345', '0000000000', '+1 415 555 0100', '98480 12345 6'])
      expect(problem(contactWith({ phoneNumber: ['040 2416 7788', phone] }))).toEqual({
        field: 'contact.phoneNumber.1',
        message: 'Phone number: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345',
      });
    expect(problem(contactWith({ faxNumber: 'fax' }))?.message).toBe(
      'Fax number: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345',
    );
    expect(problem(contactWith({ faxNumber: '' }))).toBeNull();
  });

  it("refuses 'not-an-email' as a contact person's mail id", () => {
    const person = { designation: 'Principal', name: 'Dr. S. Lakshmi Narayana', mailId: 'not-an-email' };
    expect(problem(contactWith({ candidateDetails: [person] }))).toEqual({
      field: 'contact.candidateDetails.0.mailId',
      message: 'Mail ID: enter an e-mail address, such as principal@college.edu.in',
    });
    expect(problem(contactWith({ candidateDetails: [{ ...person, mailId: 'principal@vcet.edu.in' }] }))).toBeNull();
  });
});

describe('college code', () => {
  const withCode = (code: string) => ({ ...settings, code });

  it('takes every known variant and the college own code, upper-cased', () => {
    for (const code of ['MRDU', 'MREM', 'RKCE', 'KNRR', 'BRILL', 'BRIG', 'VCET', 'DEMO', 'JNTUH01'])
      expect(problem(withCode(code))).toBeNull();
    expect(collegeSettingsSchema.parse(withCode(' knrr ')).code).toBe('KNRR');
  });

  it('refuses a code one letter off a variant, naming the variant meant', () => {
    expect(problem(withCode('KNNR'))).toEqual({ field: 'code', message: 'College code KNNR is not a known variant: did you mean KNRR?' });
    expect(problem(withCode('MRD'))?.message).toBe('College code MRD is not a known variant: did you mean MRDU?');
    expect(problem(withCode('BRILLL'))?.message).toBe('College code BRILLL is not a known variant: did you mean BRILL?');
    expect(problem(withCode('RKEC'))?.message).toBe('College code RKEC is not a known variant: did you mean RKCE?');
  });

  it('still refuses what is not a code at all', () => {
    expect(problem(withCode('V CET'))?.message).toBe('College code must be upper-case letters and digits');
    expect(problem(withCode('X'))?.message).toBe('College code must have at least 2 characters');
  });
});
