import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, invalid } from '../lib/app-error.js';
import { hasNul, refuseNulCharacters, shownKey } from '../lib/nul-characters.js';
import { serverText } from '@campus/shared';

/**
 * The multipart parser throws plain errors for a body it cannot read (no boundary, a form that
 * ends early): they are the client's, answered 400, not 500. Errors with a status (too large, too
 * many parts, a refused part) stay as they are.
 */
function asClientError(err: unknown): unknown {
  if (!(err instanceof Error) || 'statusCode' in err) return err;
  return new AppError('BAD_REQUEST', serverText('input.multipart', { reason: err.message }), { field: 'body' });
}

function checkedPart<P extends Multipart>(part: P): P {
  const field = shownKey(part.fieldname);
  if (hasNul(part.fieldname)) throw invalid(serverText('input.partNameNul', { field }), field);
  if (part.type === 'file' && hasNul(part.filename ?? '')) throw invalid(serverText('input.fileNameNul', { field }), field);
  if (part.type === 'field') refuseNulCharacters(part.value, field);
  if (part.type === 'file') {
    // A body cut off inside a file ends the file's stream with an error while the handler reads it.
    const toBuffer = part.toBuffer.bind(part);
    part.toBuffer = async () => {
      try {
        return await toBuffer();
      } catch (err) {
        throw asClientError(err);
      }
    };
  }
  return part;
}

async function* checkedParts<P extends Multipart>(parts: AsyncIterableIterator<P>): AsyncIterableIterator<P> {
  try {
    for await (const part of parts) yield checkedPart(part);
  } catch (err) {
    throw asClientError(err);
  }
}

/**
 * Multipart parts are read by the handler, after validation: the request's readers are wrapped so
 * that every part is checked as it is read (its name, its file name, a text field's value).
 */
function guardMultipart(request: FastifyRequest) {
  const { parts, file, files } = request;
  request.parts = (options) => checkedParts(parts.call(request, options));
  request.files = (options) => checkedParts(files.call(request, options));
  request.file = async (options) => {
    try {
      const part = await file.call(request, options);
      return part && checkedPart(part);
    } catch (err) {
      throw asClientError(err);
    }
  };
}

/**
 * What any request may carry, checked in one place for every route, now and later, before the
 * route's own validation. PostgreSQL text and jsonb cannot hold the NUL character, so none may
 * come in: not in a path parameter, a query value, a JSON body (keys included, at any depth) or a
 * multipart part; the answer is 400 naming the field. A handler that decodes text of its own out of
 * a part (the admission form's JSON) calls `refuseNulCharacters` (lib/nul-characters.ts) on it.
 * A multipart body the parser cannot read is the client's error (400), not the server's.
 */
async function registerRequestInput(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: results lookups pass here on results day, and it costs no promise.
  app.addHook('preValidation', (request, _reply, done) => {
    try {
      refuseNulCharacters(request.params);
      refuseNulCharacters(request.query);
      refuseNulCharacters(request.body, typeof request.body === 'object' ? undefined : 'body');
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  });
}

/**
 * Not encapsulated (fastify-plugin), so its hook covers every route registered after it; the
 * application registers it before the results-day routes, which live outside the multipart scope.
 */
export const requestInputPlugin = fp(registerRequestInput, { name: 'campus-request-input' });

async function registerMultipartInput(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.isMultipart()) guardMultipart(request);
    done();
  });
}

/** The multipart half of the same rule, registered right after `@fastify/multipart` in the scope that takes uploads. */
export const multipartInputPlugin = fp(registerMultipartInput, { name: 'campus-multipart-input', dependencies: ['@fastify/multipart'] });
