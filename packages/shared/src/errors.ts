import { z } from 'zod';
import { MESSAGES, RESULT_MESSAGES, UPLOAD_MESSAGES } from './messages.js';

/**
 * Every error code the API answers. The server maps each to its HTTP status in one table
 * (apps/server/src/lib/app-error.ts).
 */
export const ERROR_CODES = [
  // 400
  'INVALID',
  'BAD_REQUEST',
  'NO_FILE',
  'UNKNOWN_FILE_TYPE',
  'NOT_EXCEL',
  'CORRUPT_FILE',
  'EMPTY_SHEET',
  'MISSING_COLUMNS',
  'INVALID_ROWS',
  'UPLOAD_INVALID',
  // 401
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  // 403
  'FORBIDDEN',
  'BAD_ORIGIN',
  'NO_ACCESS_RULE',
  'PENDING',
  'DISABLED',
  // 404
  'NOT_FOUND',
  'NO_RESULT',
  // 409
  'CONFLICT',
  'UPLOAD_CONFLICT',
  // 413
  'TOO_LARGE',
  'TOO_MANY_ROWS',
  // 429
  'RATE_LIMITED',
  // 500, 503
  'INTERNAL',
  'CACHE_UNAVAILABLE',
  'GATEWAY_UNAVAILABLE',
  'UNAVAILABLE',
  // 403: a generated login's first password is not changed yet
  'PASSWORD_CHANGE_REQUIRED',
  // 507: the disk of the files or the database has no room left
  'INSUFFICIENT_STORAGE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * The stable key of a message (one of SERVER_TEXTS, server-texts.ts) and the values it carries, which
 * the server sends next to the English text so that the web can show it in the reader's language.
 */
export interface MessageKey {
  key?: string;
  params?: Record<string, string | { key: string; params?: Record<string, string> }>;
}

const keyField = z.string().meta({ description: 'The stable key of the message, for a client that shows it in its own language' });
/** `key` and `params` of a message, next to its English `message`: in every error answer and in the success answers the web shows. */
export const messageKeyFields = {
  key: keyField.optional(),
  params: z
    .record(z.string(), z.union([z.string(), z.object({ key: keyField, params: z.record(z.string(), z.string()).optional() })]))
    .optional()
    .meta({ description: "The values the message's key carries; a value that is a message of its own comes as its key and values" }),
};

/**
 * Every error answer of the API has this shape (the server's AppError.toJSON); the API document names
 * it `ApiError`, and every 4xx answer refers to it.
 */
export const apiErrorSchema = z
  .object({
    message: z.string().meta({ description: 'What went wrong, in English' }),
    code: z.enum(ERROR_CODES).meta({ description: 'What kind of error: each code has one HTTP status' }),
    field: z.string().optional().meta({ description: 'The field, parameter or part of the request the error is about' }),
    ...messageKeyFields,
    errors: z
      .array(
        z.object({
          row: z.number().int().optional(),
          column: z.string().optional(),
          field: z.string().optional(),
          message: z.string(),
          ...messageKeyFields,
        }),
      )
      .optional()
      .meta({ description: 'Row problems of an upload or a batch' }),
    retryAfter: z.number().int().optional().meta({ description: 'Seconds until a refused request may be tried again' }),
  })
  .meta({ description: 'The answer of every refused request: 4xx and 5xx' });

/** Every error answer of the API has this shape. */
export type ApiError = z.infer<typeof apiErrorSchema>;

export const SERVER_ERROR_MESSAGE = 'Internal server error';

/**
 * The fixed texts of the codes that have them, by code and then by where they occur (one code may
 * have several, e.g. the sign-in and the results limits). The web translates every answer by its
 * message key (server-texts.ts, ADR 0041), these included.
 */
export const ERROR_TEXTS = {
  NO_FILE: { file: UPLOAD_MESSAGES.noFile },
  UNKNOWN_FILE_TYPE: { fileType: UPLOAD_MESSAGES.unknownFileType },
  NOT_EXCEL: { file: UPLOAD_MESSAGES.notExcel },
  CORRUPT_FILE: { file: UPLOAD_MESSAGES.corrupt },
  EMPTY_SHEET: { file: UPLOAD_MESSAGES.emptySheet },
  UPLOAD_INVALID: { file: MESSAGES.excelUploadFailed },
  UPLOAD_CONFLICT: { file: MESSAGES.excelUploadFailed },
  UNAUTHENTICATED: { session: MESSAGES.signInRequired },
  INVALID_CREDENTIALS: { signIn: MESSAGES.invalidCredentials },
  FORBIDDEN: { role: MESSAGES.forbidden },
  BAD_ORIGIN: { origin: 'Cross-site request refused' },
  PENDING: { signIn: 'Your account is awaiting approval by the administrator' },
  DISABLED: { signIn: 'Your account is disabled. Please contact the administrator' },
  NOT_FOUND: { page: MESSAGES.notFound },
  NO_RESULT: { lookup: RESULT_MESSAGES.noResult },
  TOO_LARGE: { file: UPLOAD_MESSAGES.tooLarge },
  RATE_LIMITED: { signIn: MESSAGES.tooManyLoginAttempts, results: RESULT_MESSAGES.rateLimited },
  INTERNAL: { server: SERVER_ERROR_MESSAGE },
  UNAVAILABLE: {
    database: 'The service is briefly unavailable: its database cannot be reached. Please try again in a minute.',
    pdfs: 'Many PDFs are being made right now. Please try again in a few seconds.',
    signIns: 'Many people are signing in right now. Please try again in a few seconds.',
  },
  CACHE_UNAVAILABLE: { results: RESULT_MESSAGES.cacheUnavailable },
  INSUFFICIENT_STORAGE: {
    disk: "The server's disk is full: nothing was saved. Please tell the administrator, and try again once space has been freed.",
  },
} as const satisfies { [C in ErrorCode]?: Record<string, string> };
