import { describe, expect, it } from 'vitest';
import { creditsSchema } from './results.schema.js';

const problem = (value: string | number) => {
  const parsed = creditsSchema.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0].message;
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
