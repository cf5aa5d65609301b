import { describe, expect, it } from 'vitest';
import { ERROR_CODES, issueText, serverText } from '@campus/shared';
import { AppError, conflict, invalid, notFound, schemaText, STATUS_OF } from './app-error.js';

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

  it('answer { message, code, key, params } and what the error adds', () => {
    const err = new AppError('RATE_LIMITED', serverText('signIn.tooManyAttempts'), { retryAfter: 30 });
    expect(err.statusCode).toBe(429);
    expect(err.toJSON()).toEqual({
      message: 'Too many sign-in attempts. Please wait a minute and try again.',
      code: 'RATE_LIMITED',
      key: 'signIn.tooManyAttempts',
      retryAfter: 30,
    });
    expect(invalid(serverText('masterData.nothingToChange'), 'name').toJSON()).toEqual({
      message: 'Nothing to change',
      code: 'INVALID',
      key: 'masterData.nothingToChange',
      field: 'name',
    });
    expect(conflict(serverText('masterData.entryExists')).toJSON()).toMatchObject({ code: 'CONFLICT', key: 'masterData.entryExists' });
    expect(notFound(serverText('masterData.noSuchEntry')).statusCode).toBe(404);
  });
});

describe('message keys (ADR 0111)', () => {
  it('answer the key and values it was thrown with next to the English message', () => {
    expect(invalid(serverText('input.tooLong', { field: 'contact.campus', max: 500 }), 'contact.campus').toJSON()).toEqual({
      message: 'contact.campus must have at most 500 characters',
      code: 'INVALID',
      key: 'input.tooLong',
      params: { field: 'contact.campus', max: '500' },
      field: 'contact.campus',
    });
  });

  it('answer each row problem with its own key, and a message within a message by its key', () => {
    const cell = { row: 4, column: 'B', ...serverText('upload.cellNul') };
    const answer = new AppError('INVALID_ROWS', serverText('upload.cell', { row: 4, column: 'B', problem: cell }), {
      errors: [cell, { row: 1, column: 'marks', ...serverText('upload.missingColumn', { column: 'marks' }) }],
    }).toJSON();
    expect(answer).toMatchObject({
      message: 'Row 4, column B contains a NUL character (_x0000_), which cannot be saved: remove it',
      key: 'upload.cell',
      params: { row: '4', column: 'B', problem: { key: 'upload.cellNul' } },
    });
    expect(answer.errors).toEqual([
      { row: 4, column: 'B', message: 'contains a NUL character (_x0000_), which cannot be saved: remove it', key: 'upload.cellNul' },
      { row: 1, column: 'marks', message: 'Missing column marks', key: 'upload.missingColumn', params: { column: 'marks' } },
    ]);
  });

  it('look up nothing: a text keeps the key it was thrown with, even where another key has the same English', () => {
    expect(notFound(serverText('results.enterRollNumber')).toJSON().key).toBe('results.enterRollNumber');
  });

  it("answer a schema message with the key it was written with, or none for zod's own wording", () => {
    expect(invalid(schemaText(issueText('signIn.passwordRequired', 'Password is required')), 'password').toJSON()).toEqual({
      message: 'Password is required',
      code: 'INVALID',
      key: 'signIn.passwordRequired',
      field: 'password',
    });
    expect(invalid(schemaText('Something only this schema says')).toJSON()).toEqual({
      message: 'Something only this schema says',
      code: 'INVALID',
    });
  });
});
