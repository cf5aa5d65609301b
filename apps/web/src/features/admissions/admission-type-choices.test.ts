import { describe, expect, it } from 'vitest';
import { admissionTypeChoices } from './admission-type-choices';

describe('admission type choices', () => {
  it('seat-type colleges show and save the code before the comma, and take the rest as seat type', () => {
    expect(admissionTypeChoices(true, ['MANAGEMENT,Management Quota', 'CONVENER,Convener, Govt.', 'NRI'])).toEqual([
      { value: 'MANAGEMENT', label: 'MANAGEMENT', seat: 'Management Quota' },
      { value: 'CONVENER', label: 'CONVENER', seat: 'Convener, Govt.' },
      { value: 'NRI', label: 'NRI', seat: 'NRI' },
    ]);
  });

  it('other colleges use the configured types, or the defaults when none are configured', () => {
    expect(admissionTypeChoices(false, undefined, ['Regular'])).toEqual([{ value: 'Regular', label: 'Regular', seat: 'Regular' }]);
    expect(admissionTypeChoices(false, undefined, []).map((c) => c.value)).toEqual(['Direct', 'Lateral', 'Transfer']);
  });

  it('offer nothing before the list has arrived', () => {
    expect(admissionTypeChoices(true)).toEqual([]);
    expect(admissionTypeChoices(false)).toEqual([]);
  });
});
