import { serverText, type ServerText } from '@campus/shared';
import { AppError } from '../lib/app-error.js';

/** A constraint the database refused a write for (PostgreSQL and PGlite report the same SQLSTATE). */
export interface Violation {
  kind: 'unique' | 'foreignKey' | 'exclusion';
  constraint: string;
  /** The column and value the database names in its detail (`Key (column)=(value) ...`), when it does. */
  column?: string;
  value?: string;
}

const KINDS: Record<string, Violation['kind']> = { '23505': 'unique', '23503': 'foreignKey', '23P01': 'exclusion' };

interface PgErrorFields {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  detail?: unknown;
}

/** Drizzle wraps the driver's error in `cause`; the driver's error carries the SQLSTATE. */
function driverError(err: unknown): PgErrorFields | undefined {
  const e = err as PgErrorFields & { cause?: PgErrorFields };
  if (typeof e?.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  if (typeof e?.cause?.code === 'string') return e.cause;
  return undefined;
}

/** The unique, foreign-key or exclusion violation behind an error, or undefined for any other error. */
export function violationOf(err: unknown): Violation | undefined {
  const e = driverError(err);
  const kind = e && KINDS[String(e.code)];
  if (!kind) return undefined;
  const [, column, value] = /Key \(([^)]+)\)=\((.*)\)/.exec(String(e.detail ?? '')) ?? [];
  // A driver that leaves out the constraint field still names the constraint in its message.
  return { kind, constraint: String(e.constraint ?? e.message ?? ''), column, value };
}

/**
 * The detail of the database's refusal of a write by the named constraint (a check, or a trigger's
 * refusal naming one); undefined when the error is not that refusal.
 */
export function refusalBy(err: unknown, constraint: string): string | undefined {
  const e = driverError(err);
  return e?.constraint === constraint ? String(e.detail ?? '') : undefined;
}

/** What the user is told: the message and the form field it concerns. */
interface ViolationAnswer {
  text: ServerText;
  field?: string;
}

export interface ViolationAnswers {
  /** Unique violations by column name (matched against the detail's column or the constraint's name). */
  unique?: Record<string, ViolationAnswer>;
  /** Any other unique violation. */
  otherUnique?: ViolationAnswer;
  foreignKey?: ViolationAnswer;
}

const DEFAULTS: Required<Omit<ViolationAnswers, 'unique'>> = {
  otherUnique: { text: serverText('masterData.entryExists') },
  foreignKey: { text: serverText('masterData.existingEntry') },
};

function uniqueAnswer(v: Violation, answers: ViolationAnswers): ViolationAnswer {
  const byColumn = Object.entries(answers.unique ?? {});
  const match = byColumn.find(([column]) => v.column === column || v.constraint.includes(column));
  return match?.[1] ?? answers.otherUnique ?? DEFAULTS.otherUnique;
}

/**
 * The one translation of database constraint errors into answers for the user: a unique violation
 * is a CONFLICT naming the field, a missing referenced row is INVALID naming the field (its
 * column's, unless the answer names one). Any other error is returned
 * as it is, so callers write `throw translateDatabaseError(err, answers)`.
 */
export function translateDatabaseError(err: unknown, answers: ViolationAnswers = {}): unknown {
  const v = violationOf(err);
  if (!v) return err;
  if (v.kind === 'unique') {
    const { text, field } = uniqueAnswer(v, answers);
    return new AppError('CONFLICT', text, field ? { field } : {});
  }
  const { text, field = fieldOfColumn(v.column) } = answers.foreignKey ?? DEFAULTS.foreignKey;
  return new AppError('INVALID', text, field ? { field } : {});
}

/** The API's name of a column the database names (`course_id` → `courseId`). */
const fieldOfColumn = (column: string | undefined) => column?.replace(/_([a-z0-9])/g, (_, ch: string) => ch.toUpperCase());

/** Socket errors of a database that cannot be reached (down, restarting, or the network between). */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'EPIPE', 'EAI_AGAIN']);
/** SQLSTATEs of a server that ends or refuses connections: class 08, admin/crash shutdown, starting up, too many connections. */
const UNREACHABLE_STATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres' own words for a connection it lost or could not get in time. */
const UNREACHABLE_MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/;

/** Whether an error means the database cannot be reached at the moment (503), as opposed to a failing query (500). */
export function isDatabaseUnreachable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNREACHABLE_CODES.has(code) || UNREACHABLE_STATE.test(code)) return true;
    if (typeof e.message === 'string' && UNREACHABLE_MESSAGE.test(e.message)) return true;
  }
  return false;
}
