import { describe, expect, it } from 'vitest';
import { owed, semesterByStartYear } from './dues.service.js';

const types = [
  { id: 1, code: 'TUITION', name: 'Tuition Fee', category: 'fee' as const, fixedAmountPaise: null },
  { id: 2, code: 'EXAM', name: 'Examination Fee', category: 'exam' as const, fixedAmountPaise: null },
  { id: 3, code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous' as const, fixedAmountPaise: 200_00 },
];
const structure = [1, 2, 3].flatMap((semester) => [
  { feeTypeId: 1, semester, amountPaise: 45_000_00 },
  { feeTypeId: 2, semester, amountPaise: 1_250_00 },
]);

describe('dues arithmetic', () => {
  it('owes the structure up to the current semester, nothing after it', () => {
    const { dues } = owed(types, structure, [], 2);
    expect(dues.map((d) => [d.feeTypeCode, d.semester, d.duePaise])).toEqual([
      ['TUITION', 1, 45_000_00],
      ['EXAM', 1, 1_250_00],
      ['TUITION', 2, 45_000_00],
      ['EXAM', 2, 1_250_00],
    ]);
  });

  it('takes off what was paid per fee type and semester, and drops what is paid in full', () => {
    const paid = [
      { feeTypeId: 1, semester: 1, paidPaise: 45_000_00 },
      { feeTypeId: 1, semester: 2, paidPaise: 20_000_00 },
      { feeTypeId: 2, semester: 2, paidPaise: 1_000_00 },
    ];
    const { dues } = owed(types, structure, paid, 2);
    expect(dues.map((d) => [d.feeTypeCode, d.semester, d.duePaise])).toEqual([
      ['EXAM', 1, 1_250_00],
      ['TUITION', 2, 25_000_00],
      ['EXAM', 2, 250_00],
    ]);
  });

  it('never owes less than nothing when more was paid than the structure now says', () => {
    const { dues } = owed(types, structure, [{ feeTypeId: 1, semester: 1, paidPaise: 50_000_00 }], 1);
    expect(dues.map((d) => d.feeTypeCode)).toEqual(['EXAM']);
  });

  it('offers every miscellaneous fee at its fixed amount, whatever was paid before', () => {
    const { onRequest } = owed(types, structure, [{ feeTypeId: 3, semester: null, paidPaise: 200_00 }], 1);
    expect(onRequest).toEqual([
      {
        feeTypeId: 3,
        feeTypeCode: 'BONAFIDE',
        feeTypeName: 'Bonafide Certificate',
        category: 'miscellaneous',
        semester: null,
        duePaise: 200_00,
      },
    ]);
  });
});

describe('the semester of a batch by its start year', () => {
  it('is the odd semester from June to November and the even one from December to May', () => {
    expect(semesterByStartYear(2025, 4, '2025-08-01')).toBe(1);
    expect(semesterByStartYear(2025, 4, '2025-12-15')).toBe(2);
    expect(semesterByStartYear(2025, 4, '2026-05-31')).toBe(2);
    expect(semesterByStartYear(2024, 4, '2026-11-23')).toBe(5);
    expect(semesterByStartYear(2022, 4, '2026-11-23')).toBe(8);
    expect(semesterByStartYear(2027, 4, '2026-11-23')).toBe(1);
  });
});
