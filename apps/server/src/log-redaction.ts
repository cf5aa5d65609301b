import pino from 'pino';
import { isValidAadhaar } from '@campus/shared';

/**
 * Nothing personal in a log (docs/adr/0020-nothing-personal-in-a-log.md): query parameters that
 * carry an Aadhaar number, a password, a token or key, a phone number or an e-mail address are
 * logged as `[Redacted]`, and so is a search box's text (`q`: a name, the last digits of an Aadhaar
 * number) and the encrypt/decrypt utility's `content`, and a failed database query is logged with its SQL but never its values.
 */
export const REDACTED = '[Redacted]';

/** Query parameter names (lower case, letters and digits only) whose values are personal or secret. */
const PERSONAL_NAME = /aadh|adhar|passw|pwd|token|secret|apikey|credential|otp$|phone|mobile|contactno|email|mail$|^q$|^content$/;
/** A cheap first look at a name: most (results look-ups: `rollNo`, `examTitle`) have none of these. */
const NAME_HINT = /%|\+|aadh|adhar|pass|pwd|token|secret|key|credential|otp|phone|mobile|contact|content|mail|(?:^|&)q(?:=|$)/i;
/** Twelve digits standing alone, in groups of four or not: an Aadhaar number when the check digit is right. */
const TWELVE_DIGITS = /(?<![\d.])[2-9]\d{3}(?:[ +-]|%20)?\d{4}(?:[ +-]|%20)?\d{4}(?!\d)/g;

function decodeName(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

const isPersonalName = (name: string) => PERSONAL_NAME.test(name.toLowerCase().replace(/[^a-z0-9]/g, ''));

function redactPair(pair: string): string {
  const eq = pair.indexOf('=');
  if (eq <= 0) return pair;
  const name = pair.slice(0, eq);
  if (!NAME_HINT.test(name) || !isPersonalName(decodeName(name))) return pair;
  return `${name}=${REDACTED}`;
}

function redactQuery(query: string): string {
  if (!NAME_HINT.test(query)) return query;
  let changed = false;
  const pairs = query.split('&').map((pair) => {
    const safe = redactPair(pair);
    changed ||= safe !== pair;
    return safe;
  });
  return changed ? pairs.join('&') : query;
}

/** Any Aadhaar-shaped number (right check digit) in a text, replaced. */
function redactAadhaarNumbers(text: string): string {
  return text.replace(TWELVE_DIGITS, (m) => (isValidAadhaar(m.replace(/%20|\D/g, '')) ? REDACTED : m));
}

/**
 * The URL as it may be logged: the values of personal query parameters (`editedAadharNumber`, a
 * password, a token, a phone number, an e-mail) and any Aadhaar-shaped number elsewhere are replaced.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  return redactAadhaarNumbers(q < 0 ? url : url.slice(0, q + 1) + redactQuery(url.slice(q + 1)));
}

// ---------------------------------------------------------------------------------------------
// Errors

type Fields = Record<string, unknown>;

const isErrorLike = (e: unknown): e is Error & Fields => typeof (e as Error | undefined)?.message === 'string';
const SQLSTATE = /^[0-9A-Z]{5}$/;

/** A driver's error from PostgreSQL or PGlite: it has a SQLSTATE and a severity. */
const isServerError = (e: Fields) => typeof e.code === 'string' && SQLSTATE.test(e.code) && typeof e.severity === 'string';

const redactedValues = (params: unknown[]) => `${REDACTED} (${params.length} value${params.length === 1 ? '' : 's'})`;

/**
 * A detail of PostgreSQL's names the values it is about (`Key (aadhaar_hash)=(…) already exists.`,
 * `Failing row contains (…).`): keep the columns and the wording, never the values.
 */
function redactDetail(detail: string): string {
  const key = /^Key \(([^)]*)\)=\(.*\)( [^()]*)$/s.exec(detail);
  if (key) return `Key (${key[1]})=(${REDACTED})${key[2]}`;
  if (detail.startsWith('Failing row contains')) return `Failing row contains (${REDACTED}).`;
  return REDACTED;
}

/** A data exception (class 22) quotes the value it refused: `invalid input syntax for type integer: "…"`. */
const redactServerMessage = (code: string, message: string) =>
  code.startsWith('22') ? message.replace(/"[^"]*"/g, `"${REDACTED}"`) : message;

/** What must change in one error of a chain: its message and the fields that hold values. */
function ownChanges(err: Error & Fields): { message: string; fields: Fields } | undefined {
  if (Array.isArray(err.params)) {
    // Drizzle's "Failed query: <sql>\nparams: <values>", PGlite's own error fields.
    const cut = err.message.indexOf('\nparams: ');
    const base = cut < 0 ? err.message : err.message.slice(0, cut);
    const message = cut < 0 ? base : `${base}\nparams: ${redactedValues(err.params)}`;
    const fields: Fields = { params: redactedValues(err.params) };
    if ('queryOptions' in err) fields.queryOptions = undefined;
    if (!isServerError(err)) return { message, fields };
    return { message: redactServerMessage(String(err.code), message), fields: { ...fields, ...serverFields(err) } };
  }
  if (isServerError(err)) return { message: redactServerMessage(String(err.code), err.message), fields: serverFields(err) };
  return undefined;
}

function serverFields(err: Fields): Fields {
  const fields: Fields = {};
  if (typeof err.detail === 'string') fields.detail = redactDetail(err.detail);
  if (err.where) fields.where = REDACTED;
  if (err.internalQuery) fields.internalQuery = REDACTED;
  return fields;
}

/** The stack with its first line(s), which repeat the message, rewritten. */
function restack(err: Error, message: string): string | undefined {
  const stack = err.stack;
  if (!stack) return stack;
  if (stack.includes(err.message)) return stack.replace(err.message, () => message);
  const frames = stack.indexOf('\n    at ');
  return `${err.name}: ${message}${frames < 0 ? '' : stack.slice(frames)}`;
}

/**
 * The error chain as it may be logged: database errors (and errors caused by one) are copied with
 * their values taken out; any other error is returned as it is.
 */
function scrub(err: unknown, seen: Set<unknown>): unknown {
  if (!isErrorLike(err) || seen.has(err)) return err;
  seen.add(err);
  const cause = err.cause;
  const safeCause = scrub(cause, seen);
  const changes = ownChanges(err);
  if (!changes && safeCause === cause) return err;
  const copy = Object.create(Object.getPrototypeOf(err) as object) as Error & Fields;
  Object.assign(copy, err, changes?.fields);
  const message = changes?.message ?? err.message;
  Object.defineProperties(copy, {
    message: { value: message, writable: true },
    stack: { value: restack(err, message), writable: true },
    cause: { value: safeCause, writable: true },
  });
  return copy;
}

/** pino's error serializer (message and stack with their causes) over the scrubbed chain. */
export function serializeError(err: unknown) {
  return pino.stdSerializers.err(scrub(err, new Set()) as Error);
}

/**
 * Fields that name a secret or a personal value where a log call passes them (pino's `redact`):
 * sign-in and password bodies, tokens, Aadhaar fields, and the headers that carry the session —
 * @fastify/multipart logs every upload's headers at trace level. Paths are spelled out: a leading
 * wildcard (`*.headers`) would make every line several times slower to write.
 */
export const REDACT_PATHS = [
  'password',
  'oldpassword',
  'newPassword',
  'token',
  'resetToken',
  'aadharNo',
  'editedAadharNumber',
  'body.password',
  'body.oldpassword',
  'body.newPassword',
  'body.token',
  'body.resetToken',
  'body.aadharNo',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'busboyOptions.headers.authorization',
  'busboyOptions.headers.cookie',
];
