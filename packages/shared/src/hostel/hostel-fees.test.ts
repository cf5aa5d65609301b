import { describe, expect, it } from 'vitest';
import { refundableOf, termFees } from './hostel-fees.schema.js';

const term = { startsOn: '2026-07-01', endsOn: '2026-12-31' };
const type = { rentPaise: 30_000_00, rentPeriod: 'semester' as const, messPaise: 3_500_00, messPeriod: 'month' as const };

describe('a term’s hostel fees', () => {
  it('charges the whole term from its first day, and the months begun from a later day', () => {
    expect(termFees(type, term, '2026-06-20')).toEqual({ periodFrom: '2026-07-01', periodTo: '2026-12-31', rentPaise: 30_000_00, messPaise: 21_000_00 });
    // From 20 September: September to December, four months of six.
    expect(termFees(type, term, '2026-09-20')).toEqual({ periodFrom: '2026-09-20', periodTo: '2026-12-31', rentPaise: 20_000_00, messPaise: 14_000_00 });
  });

  it('halves a year’s rent for a term and spreads a semester’s mess over its months', () => {
    const yearly = { ...type, rentPeriod: 'year' as const, rentPaise: 50_000_00, messPeriod: 'semester' as const, messPaise: 18_000_00 };
    expect(termFees(yearly, term, '2026-10-01')).toMatchObject({ rentPaise: 12_500_00, messPaise: 9_000_00 });
  });
});

describe('what leaving gives back', () => {
  const charge = { amountPaise: 30_000_00, periodFrom: '2026-07-01', periodTo: '2026-12-31' };
  it('gives back the months not begun after the month of leaving, less the deduction', () => {
    // Left in September: October to December, three months of six, less 10 %.
    expect(refundableOf(charge, '2026-09-15', 'monthsNotBegun', 10)).toBe(13_500_00);
    expect(refundableOf(charge, '2026-09-15', 'none', 10)).toBe(0);
  });
  it('gives back all of a term not begun, and nothing once it has ended', () => {
    expect(refundableOf(charge, '2026-06-30', 'none')).toBe(30_000_00);
    expect(refundableOf(charge, '2026-12-31', 'monthsNotBegun')).toBe(0);
  });
});
