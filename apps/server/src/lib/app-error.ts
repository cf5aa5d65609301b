import { readIssue, type ApiError, type ErrorCode, type ServerText, type TextParams } from '@campus/shared';

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

/** Where a row problem is: its row, column and field. */
const rowPlace = ({ row, column, field }: RowProblem) => ({
  ...(row !== undefined ? { row } : {}),
  ...(column !== undefined ? { column } : {}),
  ...(field !== undefined ? { field } : {}),
});

/** One row problem of an upload or a batch, its message keyed where it is made. */
export type RowProblem = Omit<NonNullable<ApiError['errors']>[number], 'message' | 'key' | 'params'> & KeyedText;

/** What an error adds to `{ message, code }` in its answer. */
export type ErrorDetails = Omit<ApiError, 'message' | 'code' | 'key' | 'params' | 'errors'> & { errors?: RowProblem[] };

/**
 * A message of a zod schema: its key and values as the schema wrote them (`issueText`, ADR 0115), or
 * none for zod's own wording.
 */
export interface SchemaText {
  key?: ServerText['key'];
  params?: TextParams;
  message: string;
  readonly fromSchema: true;
}

/** What an error or a row problem says: a keyed text (`serverText`), or a shared schema's message. */
export type KeyedText = ServerText | SchemaText;

/** The text of a zod issue's message: keyed where the schema wrote it (`issueText`). */
export function schemaText(message: string): SchemaText {
  return { ...readIssue(message), fromSchema: true };
}

/** A text's `{ message, key, params }` as an answer carries it. */
const keyedFields = ({ message, key, params }: KeyedText) => ({ message, ...(key ? { key } : {}), ...(params ? { params } : {}) });

/** The text alone of a problem that carries more (a row, a field). */
export const textOf = (problem: KeyedText): KeyedText =>
  'fromSchema' in problem ? { ...keyedFields(problem), fromSchema: true } : { ...keyedFields(problem), key: problem.key };

/**
 * An error meant for the user: the answer is `{ message, code, key, params, ...details }` with the
 * status of its code. Throw it from services and routes with a keyed text (`serverText`, ADR 0111);
 * never build a 4xx reply by hand.
 */
export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly text: KeyedText,
    public readonly details: ErrorDetails = {},
  ) {
    super(text.message);
    this.name = 'AppError';
  }

  get statusCode(): number {
    return STATUS_OF[this.code];
  }

  /** The answer: each text with the key and values it was thrown with; nothing is looked up. */
  toJSON(): ApiError {
    const { errors, ...details } = this.details;
    return {
      ...keyedFields(this.text),
      code: this.code,
      ...details,
      ...(errors ? { errors: errors.map((e) => ({ ...rowPlace(e), ...keyedFields(e) })) } : {}),
    };
  }
}

export const invalid = (text: KeyedText, field?: string) => new AppError('INVALID', text, field ? { field } : {});
export const notFound = (text: KeyedText) => new AppError('NOT_FOUND', text);
export const forbidden = (text: KeyedText, field?: string) => new AppError('FORBIDDEN', text, field ? { field } : {});
export const conflict = (text: KeyedText, field?: string) => new AppError('CONFLICT', text, field ? { field } : {});
