import { describe, expect, it } from 'vitest';
import { applicationFormDataSchema, withVerhoeff } from '@campus/shared';
import { AppError } from '../../lib/app-error.js';
import type { AdmissionChoices } from '../masterdata/masterdata.service.js';
import { checkChoices } from './admission-choices.js';

const choices: AdmissionChoices = {
  categories: [
    { code: 'OC', subCastes: ['Reddy', 'Kamma'] },
    { code: 'ST', subCastes: ['Koya'] },
  ],
  seatTypes: [{ code: 'CONVENER', label: 'Convener Quota' }],
  admissionTypes: [],
  agents: ['Vijaya Career Guidance'],
  keyValues: { entrancetype: ['EAPCET'], Nationality: ['Indian'], Religion: ['Hindu'] },
};

const record = (over: Record<string, unknown> = {}) =>
  applicationFormDataSchema.parse({
    name: 'Sai Kiran',
    courseAppliedFor: 'B.Tech',
    gender: 'MALE',
    batch: '2025-2029',
    branch: 'CSE',
    aadharNo: withVerhoeff('23412341234'),
    ...over,
  });

function problem(fn: () => unknown) {
  try {
    fn();
  } catch (err) {
    return err instanceof AppError ? { status: err.statusCode, message: err.message, field: err.details.field } : err;
  }
  return null;
}

describe('full-form dropdown values', () => {
  it('answers the master-data spelling; without configured admission types: Direct, Lateral, Transfer', () => {
    const checked = checkChoices(
      record({ category: 'oc', subCaste: 'REDDY', admissionType: 'transfer', religion: 'hindu' }),
      choices,
      'DEMO',
    );
    expect(checked).toMatchObject({ category: 'OC', subCaste: 'Reddy', admissionType: 'Transfer', religion: 'Hindu' });
  });

  it('names the first wrong field', () => {
    expect(problem(() => checkChoices(record({ category: 'ST', subCaste: 'Kamma' }), choices, 'DEMO'))).toEqual({
      status: 400,
      message: 'Please select a valid sub-caste',
      field: 'subCaste',
    });
    expect(problem(() => checkChoices(record({ admissionType: 'Direct' }), choices, 'BRIG'))).toMatchObject({ field: 'admissionType' });
    expect(checkChoices(record({ admissionType: 'convener', seatType: 'Convener Quota' }), choices, 'BRILL')).toMatchObject({
      admissionType: 'CONVENER',
      seatType: 'Convener Quota',
    });
  });

  it('a value the record already holds may stay; a sub-caste only together with its category', () => {
    const kept = { agent: 'Old Agency', category: 'BC-Z', subCaste: 'Old Caste' };
    expect(checkChoices(record(kept), choices, 'DEMO', kept)).toMatchObject(kept);
    expect(problem(() => checkChoices(record({ ...kept, category: 'OC' }), choices, 'DEMO', kept))).toMatchObject({ field: 'subCaste' });
  });
});
