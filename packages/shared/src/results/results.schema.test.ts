import { describe, expect, it } from 'vitest';
import { creditsSchema, resultUploadRowSchema } from './results.schema.js';
import { readIssue } from '../schema-issue.js';

const problem = (value: string | number) => {
  const parsed = creditsSchema.safeParse(value);
  return parsed.success ? null : readIssue(parsed.error.issues[0].message).message;
};

describe('credits of an uploaded course', () => {
  it.each([3, '4', 1.5, '0.5', 40])('accepts %s', (value) => {
    expect(creditsSchema.parse(value)).toBe(Number(value));
  });

  it.each([
    ['', 'credits is required'],
    ['three', 'credits must be a positive number'],
    [0, 'credits must be a positive number'],
    [-2, 'credits must be a positive number'],
    ['-0.5', 'credits must be a positive number'],
    [40.5, 'credits must be at most 40'],
    ['45', 'credits must be at most 40'],
  ])('refuses %j: %s', (value, message) => {
    expect(problem(value)).toBe(message);
  });
});

describe('limits of an uploaded result row (issue 9)', () => {
  const row = {
    rollNo: '22VC1A0501',
    studentName: 'Ravi Kumar',
    examTitle: 'B.Tech I Sem',
    courseCode: 'CS101',
    course: 'Programming',
    credits: '3',
    marks: '75',
  };
  const problemOf = (values: Record<string, unknown>) => {
    const r = resultUploadRowSchema.safeParse(values);
    return r.success ? null : { column: r.error.issues[0].path.join('.'), message: readIssue(r.error.issues[0].message).message };
  };

  it('a long name is refused naming the column and the limit', () => {
    expect(problemOf(row)).toBeNull();
    expect(problemOf({ ...row, studentName: 'a'.repeat(100_000) })).toEqual({
      column: 'studentName',
      message: 'studentName must have at most 100 characters',
    });
    expect(problemOf({ ...row, rollNo: 'A'.repeat(41) })).toEqual({ column: 'rollNo', message: 'rollNo must have at most 40 characters' });
  });

  it('a missing cell is still required', () => {
    expect(problemOf({ ...row, course: undefined })).toEqual({ column: 'course', message: 'course is required' });
  });
});
