import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { readIssue, serverText } from '@campus/shared';
import { isDatabaseUnreachable } from '../db/database-error.js';
import { AppError, schemaText } from '../lib/app-error.js';
import { isDiskFull } from '../lib/disk-full.js';

/** What a client is asked to wait while the database cannot be reached. */
const DATABASE_RETRY_SECONDS = 30;

function validationError(err: FastifyError & { validation: { instancePath: string; message?: string }[] }, context?: string): AppError {
  const first = err.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'request';
  const raw = first?.message ?? 'Invalid input';
  // A message our schemas wrote carries its key; zod's own wording is named with its field.
  const text = readIssue(raw).key ? schemaText(raw) : serverText('input.schemaIssue', { field, problem: raw });
  return new AppError('INVALID', text, { field });
}

const isTooLarge = (err: FastifyError) => err.statusCode === 413 || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.code === 'FST_FILES_LIMIT';

const internal = () => new AppError('INTERNAL', serverText('page.internal'));

/** Fastify's own refusals of a body (not JSON, a `__proto__` key, an unsupported type) are about the body. */
const fieldOfClientError = (err: FastifyError) => (err.code?.startsWith('FST_ERR_CTP_') ? { field: 'body' } : {});

/**
 * Errors the router raises before any route or hook (a path that is not valid percent-encoding, a
 * path parameter longer than the router's limit), in the API's shape rather than Fastify's. Passed
 * to Fastify as its `frameworkErrors` option.
 */
export function answerFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const answer =
    err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new AppError('INVALID', serverText('page.badAddress'), { field: 'url' })
      : internal();
  void reply.code(answer.statusCode).send(answer.toJSON());
}

/**
 * One error shape for the whole API: `{ message, code, field? }` with the status of the code
 * (lib/app-error.ts), and a `Retry-After` header when the error says how long to wait; never
 * internals in a 5xx. Fastify's own client errors (a body that is not JSON, an unsupported content
 * type) keep their status and answer BAD_REQUEST. A write refused for want of room (a file or the
 * database) answers 507 and is told to `onDiskFull`, so that the health check reports the disk.
 */
export function registerErrorHandling(app: FastifyInstance, { onDiskFull }: { onDiskFull?: () => void } = {}): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    const answer = (e: AppError) => {
      if (e.details.retryAfter) reply.header('retry-after', String(e.details.retryAfter));
      return reply.code(e.statusCode).send(e.toJSON());
    };
    if (err instanceof AppError) return answer(err);
    if (hasZodFastifySchemaValidationErrors(err)) return answer(validationError(err as never, err.validationContext));
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response does not match its schema');
      return answer(internal());
    }
    if (isTooLarge(err)) return answer(new AppError('TOO_LARGE', serverText('upload.tooLarge')));
    if (isDatabaseUnreachable(err)) {
      request.log.warn({ err }, 'the database cannot be reached');
      return answer(new AppError('UNAVAILABLE', serverText('page.unavailable'), { retryAfter: DATABASE_RETRY_SECONDS }));
    }
    if (isDiskFull(err)) {
      request.log.error({ err }, 'the disk is full');
      onDiskFull?.();
      return answer(new AppError('INSUFFICIENT_STORAGE', serverText('page.diskFull')));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send(new AppError('BAD_REQUEST', serverText('page.badRequest', { reason: err.message }), fieldOfClientError(err)).toJSON());
    }
    request.log.error({ err }, 'unhandled error');
    return answer(internal());
  });
}
