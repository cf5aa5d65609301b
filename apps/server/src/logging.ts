import { once } from 'node:events';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { REDACT_PATHS, REDACTED, redactUrl, serializeError } from './log-redaction.js';

/** Where log lines go: standard output in production, a plain `write` in tests that read them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The access log (docs/adr/0003-access-log.md): one line per request when its answer is finished,
 * instead of Fastify's two ("incoming request" and "request completed"). Every other line of
 * Fastify's (errors, 404s, stream errors) stays as it is. URLs are logged without personal query
 * values (docs/adr/0020-nothing-personal-in-a-log.md).
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/** Fastify's request serializer (used by its error lines), with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * What is never written: personal query values (serializers above), the values of failed database
 * queries (`serializeError`), and fields that name a secret wherever a log call passes them (`redact`).
 */
const privacy = {
  serializers: { err: serializeError, req: serializeRequest },
  redact: { paths: REDACT_PATHS, censor: REDACTED },
};

/** The logger options of the application (the results-day benchmark gives its bare route the same). */
export function loggerOptions(level: string, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: { level, ...privacy, ...(stream ? { stream } : {}) }, logController: new AccessLog() };
}

/**
 * Standard output (or a file), written asynchronously: a line is queued and written with the lines
 * queued while the previous write was under way, so the event loop never waits for the terminal or
 * the log collector. {@link closeLogDestination} writes what is still queued.
 */
export function createLogDestination(dest: number | string = 1) {
  return pino.destination({ dest, sync: false });
}

export type LogDestination = ReturnType<typeof createLogDestination>;

/** Waits until every queued line is written, then closes the destination (standard output stays open). */
export async function closeLogDestination(destination: LogDestination): Promise<void> {
  const closed = once(destination, 'close');
  destination.end();
  await closed;
}
