import { once } from 'node:events';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Where log lines go: standard output in production, a plain `write` in tests that read them. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The access log (docs/adr/0003-access-log.md): one line per request when its answer is finished,
 * instead of Fastify's two ("incoming request" and "request completed"). Every other line of
 * Fastify's (errors, 404s, stream errors) stays as it is.
 */
class AccessLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** The logger options of the application (the results-day benchmark gives its bare route the same). */
export function loggerOptions(level: string, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: { level, ...(stream ? { stream } : {}) }, logController: new AccessLog() };
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
