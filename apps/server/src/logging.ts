import { once } from 'node:events';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { REDACT_PATHS, REDACTED, redactUrl, serializeError } from './log-redaction.js';

/** Where log lines go: standard output in production, a plain `write` in tests that read them. */
export interface LogStream {
  write(line: string): void;
}

/** How the access log bounds its cost under load (docs/adr/0063-an-access-log-that-costs-little.md). */
export interface AccessLogOptions {
  /** Lines a second for routine requests (fast, successful reads); 0 writes every request. */
  routinePerSecond?: number;
  /** An answer that took this long (ms) is never routine. */
  slowMs?: number;
  /** The clock the budget counts seconds by (tests fix it). */
  now?: () => number;
}

/** What every server uses unless told otherwise (ACCESS_LOG_RATE). */
const DEFAULT_ACCESS_LOG_RATE = 100;
const SLOW_MS = 1000;
/** How often the count of routine requests left out is written. */
const SUMMARY_MS = 10_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The access log (docs/adr/0003-access-log.md): one line per request when its answer is finished,
 * instead of Fastify's two ("incoming request" and "request completed"). Every other line of
 * Fastify's (errors, 404s, stream errors) stays as it is. URLs are logged without personal query
 * values (docs/adr/0020-nothing-personal-in-a-log.md). Errors, refusals, slow answers and writes are
 * always written; fast successful reads up to `routinePerSecond` a second, and the ones left out
 * are counted in a line every ten seconds (ADR 0063).
 */
class AccessLog extends LogController {
  private readonly rate: number;
  private readonly slowMs: number;
  private readonly now: () => number;
  private second = 0;
  private inSecond = 0;
  private left = 0;
  private leftSince = 0;

  constructor({ routinePerSecond = DEFAULT_ACCESS_LOG_RATE, slowMs = SLOW_MS, now = Date.now }: AccessLogOptions = {}) {
    super();
    this.rate = routinePerSecond;
    this.slowMs = slowMs;
    this.now = now;
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const routine = !error && reply.statusCode < 400 && reply.elapsedTime < this.slowMs && READS.has(request.method);
    if (routine && !this.withinBudget(request)) return;
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

  /** Whether a routine request's line fits this second's budget; counts it otherwise, and writes the count every ten seconds. */
  private withinBudget(request: FastifyRequest): boolean {
    if (this.rate === 0) return true;
    const now = this.now();
    if (this.left > 0 && now - this.leftSince >= SUMMARY_MS) {
      request.server.log.info(
        { routineRequestsNotLogged: this.left, seconds: Math.round((now - this.leftSince) / 1000) },
        'routine requests answered but not logged one by one (ACCESS_LOG_RATE)',
      );
      this.left = 0;
    }
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.inSecond = 0;
    }
    if (this.inSecond < this.rate) {
      this.inSecond++;
      return true;
    }
    if (this.left === 0) this.leftSince = now;
    this.left++;
    return false;
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
export function loggerOptions(
  level: string,
  stream?: LogStream,
  access?: AccessLogOptions,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return { logger: { level, ...privacy, ...(stream ? { stream } : {}) }, logController: new AccessLog(access) };
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
