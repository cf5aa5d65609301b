import { describe, expect, it } from 'vitest';
import { joins, kindOf, paymentGroups, selfAmountFits, type Due } from './pay-fees.choices';

const due = (category: Due['category'], semester: number | null = 1): Due => ({
  feeTypeId: 1,
  feeTypeCode: 'X',
  feeTypeName: 'X',
  category,
  semester,
  duePaise: 45_000_00,
});

describe('the order the Pay button opens', () => {
  it('takes the category of what was chosen', () => {
    expect(kindOf([due('fee'), due('fee', 2)])).toBe('fee');
    expect(kindOf([due('exam')])).toBe('exam');
    expect(kindOf([due('miscellaneous', null)])).toBe('miscellaneous');
    expect(kindOf([due('admission')])).toBe('admission');
  });

  it('lets a due join only the chosen dues of its own payment, as the server does', () => {
    expect(joins(due('exam'), [])).toBe(true);
    expect(joins(due('fee', 2), [due('fee')])).toBe(true);
    expect(joins(due('exam'), [due('fee')])).toBe(false);
    expect(joins(due('miscellaneous', null), [due('fee')])).toBe(false);
  });

  it('groups the dues by the payment they go in, semester fees first', () => {
    const groups = paymentGroups([due('miscellaneous', null), due('exam'), due('fee'), due('fee', 2)]);
    expect(groups.map((g) => [g.kind, g.dues.length])).toEqual([
      ['fee', 2],
      ['exam', 1],
      ['miscellaneous', 1],
    ]);
  });

  it('lets a self payment be ₹1 up to the due, nothing outside', () => {
    expect(selfAmountFits('1', 45_000_00)).toBe(true);
    expect(selfAmountFits('45000', 45_000_00)).toBe(true);
    expect(selfAmountFits('12500.50', 45_000_00)).toBe(true);
    expect(selfAmountFits('0.99', 45_000_00)).toBe(false);
    expect(selfAmountFits('0', 45_000_00)).toBe(false);
    expect(selfAmountFits('45000.01', 45_000_00)).toBe(false);
    expect(selfAmountFits('abc', 45_000_00)).toBe(false);
    expect(selfAmountFits('', 45_000_00)).toBe(false);
  });

  it('takes a German reader’s decimal comma, and only theirs', () => {
    expect(selfAmountFits('12500,50', 45_000_00, 'de')).toBe(true);
    expect(selfAmountFits('12500,50', 45_000_00, 'en')).toBe(false);
    expect(selfAmountFits('0,99', 45_000_00, 'de')).toBe(false);
  });
});
