import { describe, expect, it } from 'vitest';
import { changeSearch, EMPTY_SEARCH, isFiltered, paramsFromSearch, searchFromParams } from './register-search';

const read = (query: string) => searchFromParams(new URLSearchParams(query));

describe('the register search in the address', () => {
  it('reads every part of a search back from the address it was written to', () => {
    const search = { q: 'Meena Kumari', course: 'B.Tech', batch: '2025-2029', branch: 'CSE', sort: 'name' as const, page: 3, pageSize: 50 };
    const params = paramsFromSearch(search);
    expect(params.toString()).toBe('q=Meena+Kumari&course=B.Tech&batch=2025-2029&branch=CSE&sort=name&page=3&pageSize=50');
    expect(searchFromParams(params)).toEqual(search);
  });

  it('writes a plain address for the plain register', () => {
    expect(paramsFromSearch(EMPTY_SEARCH).toString()).toBe('');
    expect(read('')).toEqual(EMPTY_SEARCH);
  });

  it('reads what an address cannot mean as the default, and cuts text to what the server takes', () => {
    expect(read('page=0&pageSize=7&sort=age')).toEqual(EMPTY_SEARCH);
    expect(read('page=1.5&pageSize=-25')).toMatchObject({ page: 1, pageSize: 25 });
    expect(read('page=10001')).toMatchObject({ page: 1 });
    expect(read('page=10000&pageSize=100')).toMatchObject({ page: 10000, pageSize: 100 });
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
    expect(read('q=%20%20ravi%20&course=%20MBA')).toMatchObject({ q: 'ravi', course: 'MBA' });
  });

  it('starts a new search at page 1, and keeps the page when only the page changes', () => {
    const onPage4 = { ...EMPTY_SEARCH, q: 'ravi', page: 4 };
    expect(changeSearch(onPage4, { q: 'ravi kumar' })).toMatchObject({ q: 'ravi kumar', page: 1 });
    expect(changeSearch(onPage4, { pageSize: 100 })).toMatchObject({ pageSize: 100, page: 1 });
    expect(changeSearch(onPage4, { page: 5 })).toMatchObject({ q: 'ravi', page: 5 });
  });

  it('clears the batch and branch of another course, and the branch of another batch', () => {
    const chosen = { ...EMPTY_SEARCH, course: 'B.Tech', batch: '2025-2029', branch: 'CSE' };
    expect(changeSearch(chosen, { course: 'MBA' })).toMatchObject({ course: 'MBA', batch: '', branch: '' });
    expect(changeSearch(chosen, { batch: '2024-2028' })).toMatchObject({ course: 'B.Tech', batch: '2024-2028', branch: '' });
    expect(changeSearch(chosen, { course: 'B.Tech' })).toMatchObject(chosen);
  });

  it('tells a narrowed register from the whole one', () => {
    expect(isFiltered(EMPTY_SEARCH)).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, sort: 'name', page: 2 })).toBe(false);
    expect(isFiltered({ ...EMPTY_SEARCH, branch: 'CSE' })).toBe(true);
  });
});
