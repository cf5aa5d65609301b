import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError } from '@campus/shared';

/** An error meant for the user: its message is shown as is, with its status. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code = 'ERROR',
    public readonly extra: Partial<ApiError> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, 'INVALID', field ? { field } : {});
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, field?: string) => new HttpError(409, message, 'CONFLICT', field ? { field } : {});

const GENERIC_ZOD = /^(Invalid|Too (big|small)|Expected|Required|Unrecognized)/;

function validationAnswer(err: FastifyError & { validation: { instancePath: string; message?: string }[] }, context?: string): ApiError {
  const first = err.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
  const raw = first?.message ?? 'Invalid input';
  const message = GENERIC_ZOD.test(raw) ? `${field}: ${raw}` : raw;
  return { message, code: 'INVALID', field };
}

/** One error shape for the whole API: `{ message, code }`; never internals in a 5xx. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({ message: err.message, code: err.code, ...err.extra });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      return reply.code(400).send(validationAnswer(err as never, err.validationContext));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
    }
    const status = err.statusCode ?? 500;
    if (status === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT') {
      return reply.code(413).send({ message: 'The file is too large', code: 'TOO_LARGE' });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ message: err.message, code: err.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  });
}
