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
