import { describe, expect, it } from 'vitest';
import type { Catalog, CatalogCourse } from '../masterdata/masterdata.service.js';
import { likeContaining, namesNothing, registerFilter, searchWords } from './admissions-register.js';

const entry = (id: number) => ({ id, active: true });
function course(id: number, code: string, batches: [string, number][], branches: [string, number][]): CatalogCourse {
  return {
    id,
    code,
    active: true,
    batches: new Map(batches.map(([name, bid]) => [name, entry(bid)])),
    branches: new Map(branches.map(([c, bid]) => [c, entry(bid)])),
    semesters: new Map(),
  };
}

const catalog: Catalog = new Map([
  [
    'B.Tech',
    course(
      1,
      'B.Tech',
      [['2025-2029', 11]],
      [
        ['CSE', 21],
        ['ECE', 22],
      ],
    ),
  ],
  ['MBA', course(2, 'MBA', [['2025-2027', 12]], [['MBA', 23]])],
  ['MCA', course(3, 'MCA', [['2025-2027', 13]], [['MCA', 24]])],
]);

describe('the register search', () => {
  it('splits the search into distinct words, any case', () => {
    expect(searchWords('  Sai   Kiran sai ')).toEqual(['Sai', 'Kiran']);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords('')).toEqual([]);
  });

  it('looks for each word inside a name or number, with like wildcards taken literally', () => {
    expect(likeContaining('Kiran')).toBe('%kiran%');
    expect(likeContaining('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('reads four digits as the last four of an Aadhaar number too, and nothing else', () => {
    const [four, five, letters] = registerFilter({ q: '4821 48210 48a1' }, catalog).words;
    expect(four.last4).toBe('4821');
    expect(five.last4).toBeNull();
    expect(letters.last4).toBeNull();
  });

  it('reads a word that names a course, batch or branch (any case) as their ids', () => {
    const [mba, batch, cse, name] = registerFilter({ q: 'mba 2025-2027 Cse ravi' }, catalog).words;
    expect(mba).toMatchObject({ courseIds: [2], batchIds: [], branchIds: [23] });
    expect(batch).toMatchObject({ courseIds: [], batchIds: [12, 13], branchIds: [] });
    expect(cse).toMatchObject({ courseIds: [], batchIds: [], branchIds: [21] });
    expect(name).toMatchObject({ contains: '%ravi%', courseIds: [], batchIds: [], branchIds: [] });
  });

  it('narrows the batch and branch filters to the chosen course', () => {
    expect(registerFilter({ batch: '2025-2027' }, catalog)).toMatchObject({ batchIds: [12, 13] });
    expect(registerFilter({ course: 'mca', batch: '2025-2027' }, catalog)).toMatchObject({ courseIds: [3], batchIds: [13] });
    const noFilters = registerFilter({ q: 'ravi' }, catalog);
    expect(noFilters.courseIds).toBeUndefined();
    expect(namesNothing(noFilters)).toBe(false);
  });

  it('knows when a filter names nothing, so that no student can match', () => {
    expect(namesNothing(registerFilter({ course: 'ASTRO' }, catalog))).toBe(true);
    expect(namesNothing(registerFilter({ course: 'MBA', branch: 'CSE' }, catalog))).toBe(true);
    expect(namesNothing(registerFilter({ batch: '1999-2003' }, catalog))).toBe(true);
    expect(namesNothing(registerFilter({ course: 'B.Tech', branch: 'ece', batch: '2025-2029' }, catalog))).toBe(false);
  });
});
