import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@campus/shared';
import { AppError, conflict, invalid, notFound, STATUS_OF } from './app-error.js';

describe('error codes', () => {
  it('give every code of the shared list a client or server error status', () => {
    expect(Object.keys(STATUS_OF).sort()).toEqual([...ERROR_CODES].sort());
    for (const status of Object.values(STATUS_OF)) expect(status).toBeGreaterThanOrEqual(400);
  });

  it('keep the statuses the API has always answered', () => {
    expect(STATUS_OF).toMatchObject({
      INVALID: 400,
      MISSING_COLUMNS: 400,
      UPLOAD_INVALID: 400,
      UNAUTHENTICATED: 401,
      INVALID_CREDENTIALS: 401,
      FORBIDDEN: 403,
      PENDING: 403,
      NOT_FOUND: 404,
      NO_RESULT: 404,
      CONFLICT: 409,
      UPLOAD_CONFLICT: 409,
      TOO_LARGE: 413,
      TOO_MANY_ROWS: 413,
      RATE_LIMITED: 429,
      INTERNAL: 500,
      CACHE_UNAVAILABLE: 503,
    });
  });

  it('answer { message, code } and what the error adds', () => {
    const err = new AppError('RATE_LIMITED', 'Wait', { retryAfter: 30 });
    expect(err.statusCode).toBe(429);
    expect(err.toJSON()).toEqual({ message: 'Wait', code: 'RATE_LIMITED', retryAfter: 30 });
    expect(invalid('Bad', 'name').toJSON()).toEqual({ message: 'Bad', code: 'INVALID', field: 'name' });
    expect(conflict('Taken').toJSON()).toEqual({ message: 'Taken', code: 'CONFLICT' });
    expect(notFound('Gone').statusCode).toBe(404);
  });
});

describe('message keys (ADR 0041)', () => {
  it('answer the key and values of a known text next to the unchanged English message', () => {
    expect(new AppError('INVALID_CREDENTIALS', 'Invalid user name or password').toJSON()).toEqual({
      message: 'Invalid user name or password',
      code: 'INVALID_CREDENTIALS',
      key: 'signIn.invalidCredentials',
    });
    expect(invalid('contact.campus must have at most 500 characters', 'contact.campus').toJSON()).toEqual({
      message: 'contact.campus must have at most 500 characters',
      code: 'INVALID',
      key: 'input.tooLong',
      params: { field: 'contact.campus', max: '500' },
      field: 'contact.campus',
    });
  });

  it('key every row problem of an upload', () => {
    const answer = new AppError('MISSING_COLUMNS', 'The sheet is missing required columns: marks', {
      errors: [
        { row: 1, column: 'marks', message: 'Missing column marks' },
        { row: 2, column: 'x', message: 'Something only this row says' },
      ],
    }).toJSON();
    expect(answer).toMatchObject({ key: 'upload.missingColumns', params: { columns: 'marks' } });
    expect(answer.errors).toEqual([
      { row: 1, column: 'marks', message: 'Missing column marks', key: 'upload.missingColumn', params: { column: 'marks' } },
      { row: 2, column: 'x', message: 'Something only this row says' },
    ]);
  });

  it('send no key for a text of its own', () => {
    expect(notFound('No hall ticket for 22X').toJSON()).toEqual({ message: 'No hall ticket for 22X', code: 'NOT_FOUND' });
  });
});
