import { serverTextKey, type ApiError, type ErrorCode, type MessageKey } from '@campus/shared';

/** The one table from error code to HTTP status. */
export const STATUS_OF = {
  INVALID: 400,
  BAD_REQUEST: 400,
  NO_FILE: 400,
  UNKNOWN_FILE_TYPE: 400,
  NOT_EXCEL: 400,
  CORRUPT_FILE: 400,
  EMPTY_SHEET: 400,
  MISSING_COLUMNS: 400,
  INVALID_ROWS: 400,
  UPLOAD_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  BAD_ORIGIN: 403,
  NO_ACCESS_RULE: 403,
  PENDING: 403,
  DISABLED: 403,
  NOT_FOUND: 404,
  NO_RESULT: 404,
  CONFLICT: 409,
  UPLOAD_CONFLICT: 409,
  TOO_LARGE: 413,
  TOO_MANY_ROWS: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  CACHE_UNAVAILABLE: 503,
  GATEWAY_UNAVAILABLE: 503,
  UNAVAILABLE: 503,
  PASSWORD_CHANGE_REQUIRED: 403,
  INSUFFICIENT_STORAGE: 507,
} as const satisfies Record<ErrorCode, number>;

/** What an error adds to `{ message, code }` in its answer. */
export type ErrorDetails = Omit<ApiError, 'message' | 'code'>;

/**
 * An error meant for the user: the answer is `{ message, code, ...details }` with the status of its
 * code. Throw it from services and routes; never build a 4xx reply by hand.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_OF[this.code];
  }

  /** The answer, each text with its message key (ADR 0041) so that the web can show it in the reader's language. */
  toJSON(): ApiError {
    const { errors, ...details } = this.details;
    const keyed = withMessageKeys();
    return {
      message: this.message,
      code: this.code,
      ...keyed(this.message),
      ...details,
      ...(errors ? { errors: errors.map((e) => ({ ...e, ...keyed(e.message) })) } : {}),
    };
  }
}

/** Finds the key of each message once per answer (an upload's rows repeat the same few texts). */
function withMessageKeys() {
  const found = new Map<string, MessageKey>();
  return (message: string): MessageKey => {
    let keyed = found.get(message);
    if (!keyed) {
      const match = serverTextKey(message);
      keyed = match ? { key: match.key, ...(match.params ? { params: match.params } : {}) } : {};
      found.set(message, keyed);
    }
    return keyed;
  };
}

export const invalid = (message: string, field?: string) => new AppError('INVALID', message, field ? { field } : {});
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const forbidden = (message: string, field?: string) => new AppError('FORBIDDEN', message, field ? { field } : {});
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field ? { field } : {});
