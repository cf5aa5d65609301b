import { describe, expect, it } from 'vitest';
import { MASTERDATA_SCHEMAS } from './masterdata.schema.js';
import { readIssue } from '../schema-issue.js';

const problem = (kind: keyof typeof MASTERDATA_SCHEMAS, body: unknown) => {
  const r = MASTERDATA_SCHEMAS[kind].safeParse(body);
  return r.success ? null : { field: r.error.issues[0].path.join('.'), message: readIssue(r.error.issues[0].message).message };
};

describe('master data limits (issue 9)', () => {
  it('a parent id beyond the integer column is refused', () => {
    expect(problem('batches', { courseId: 99_999_999_999, name: '2025-2029', startYear: 2025 })).toEqual({
      field: 'courseId',
      message: 'Please choose a course',
    });
    expect(problem('batches', { courseId: '2147483647', name: '2025-2029', startYear: '2025' })).toBeNull();
  });

  it('arrays are not read as ids, numbers or text', () => {
    expect(problem('batches', { courseId: ['5'], name: '2025-2029', startYear: 2025 })?.field).toBe('courseId');
    expect(problem('batches', { courseId: 5, name: '2025-2029', startYear: [2025] })?.field).toBe('startYear');
    expect(problem('courses', { code: 'BT', name: ['x'], level: 'UG', durationYears: 4 })).toEqual({
      field: 'name',
      message: 'name must be text',
    });
  });

  it('names and codes name the field and the limit', () => {
    expect(problem('courses', { code: 'BT', name: 'x'.repeat(121), level: 'UG', durationYears: 4 })).toEqual({
      field: 'name',
      message: 'Name must have at most 120 characters',
    });
    expect(problem('courses', { code: 'B'.repeat(31), name: 'B.Tech', level: 'UG', durationYears: 4 })).toEqual({
      field: 'code',
      message: 'Code must have at most 30 characters',
    });
    expect(problem('agents', { name: 'Ravi', phone: '9'.repeat(21) })).toEqual({
      field: 'phone',
      message: 'Phone must have at most 20 characters',
    });
  });

  it('a missing name is still required', () => {
    expect(problem('categories', { code: 'OC' })).toEqual({ field: 'name', message: 'Name is required' });
  });
});
