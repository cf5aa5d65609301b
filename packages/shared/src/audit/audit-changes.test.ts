import { describe, expect, it } from 'vitest';
import { auditChangesOf, changedFields } from './audit-changes.js';

describe('changed fields of a record', () => {
  it('names only the fields that changed, nested ones by their path, money and secrets by their kind', () => {
    const before = { name: 'B.Tech', ssc: { board: 'CBSE', marks: 500 }, amountPaise: 200_000, password: 'x', roles: ['A'] };
    const after = { name: 'B.Tech', ssc: { board: 'ICSE', marks: 500 }, amountPaise: 250_000, password: 'y', roles: ['A', 'B'] };
    expect(changedFields(before, after, { money: ['amountPaise'], secret: ['password'] })).toEqual([
      { field: 'ssc.board', before: 'CBSE', after: 'ICSE' },
      { field: 'amountPaise', before: 200_000, after: 250_000, kind: 'money' },
      { field: 'password', before: null, after: null, kind: 'secret' },
      { field: 'roles', before: ['A'], after: ['A', 'B'] },
    ]);
  });

  it('takes empty text as nothing, objects in any key order as the same, and masks what it is told to', () => {
    const mask = (field: string, v: unknown) => (v !== null && field === 'mobile' ? `••••${String(v).slice(-4)}` : v) as string | null;
    expect(
      changedFields({ a: '', list: [{ x: 1, y: 2 }], mobile: null }, { a: null, list: [{ y: 2, x: 1 }], mobile: '9123456780' }, { mask }),
    ).toEqual([{ field: 'mobile', before: null, after: '••••6780' }]);
  });
});

describe('the changes of entries recorded in older shapes', () => {
  it('reads the list of today, the admission object of before, and fee records kept whole', () => {
    expect(auditChangesOf({ changes: [{ field: 'name', before: 'a', after: 'b' }] })).toEqual([{ field: 'name', before: 'a', after: 'b' }]);
    expect(auditChangesOf({ changes: { motherTongue: { before: null, after: 'Telugu' } } })).toEqual([
      { field: 'motherTongue', before: null, after: 'Telugu' },
    ]);
    expect(auditChangesOf({ before: { id: 3, name: 'Tuition', amountPaise: 100 }, after: { name: 'Tuition', amountPaise: 200 } })).toEqual([
      { field: 'amountPaise', before: 100, after: 200, kind: 'money' },
    ]);
    expect(auditChangesOf({ username: 'x', status: 'disabled' })).toEqual([]);
    expect(auditChangesOf(null)).toEqual([]);
  });
});
