import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { redactUrl, serializeError } from './log-redaction.js';

const AADHAAR = withVerhoeff('49921000001');
const NOT_AADHAAR = AADHAAR.slice(0, 11) + ((Number(AADHAAR[11]) + 1) % 10);

/** As node-postgres reports a refused write, wrapped by Drizzle as it does every failed query. */
function failedQuery(query: string, params: unknown[], fields: Partial<DatabaseError> & { message: string }) {
  const driver = Object.assign(new DatabaseError(fields.message, 100, 'error'), { severity: 'ERROR', ...fields });
  return Object.assign(new Error(`Failed query: ${query}\nparams: ${params}`), { query, params, cause: driver });
}

describe('URLs in the log', () => {
  it("redact the spec's editedAadharNumber and keep the rest of the URL", () => {
    expect(redactUrl(`/api/saveApplicationFormData?editedAadharNumber=${AADHAAR}`)).toBe(
      '/api/saveApplicationFormData?editedAadharNumber=[Redacted]',
    );
    expect(redactUrl(`/api/x?a=1&editedAadharNumber=${AADHAAR}&b=2`)).toBe('/api/x?a=1&editedAadharNumber=[Redacted]&b=2');
  });

  it('redact passwords, tokens, reset tokens, phone numbers and e-mail addresses, however the name is spelt', () => {
    const url =
      '/api/x?password=Secret%401&resetToken=abc&token=def&mobileNo=9876543210&emailId=a%40b.in&studentContactNo=9876543210&apiKey=k';
    expect(redactUrl(url)).toBe(
      '/api/x?password=[Redacted]&resetToken=[Redacted]&token=[Redacted]&mobileNo=[Redacted]&emailId=[Redacted]&studentContactNo=[Redacted]&apiKey=[Redacted]',
    );
    // A percent-encoded or `+`-spaced name is the same parameter to the server's query parser.
    expect(redactUrl(`/api/x?edited%41adharNumber=${AADHAAR}&new+Password=x`)).toBe(
      '/api/x?edited%41adharNumber=[Redacted]&new+Password=[Redacted]',
    );
  });

  it("redact the register's search text, whatever it holds, and keep its paging", () => {
    expect(redactUrl('/api/admissions/register?q=Meena+Kumari&page=2&pageSize=25')).toBe(
      '/api/admissions/register?q=[Redacted]&page=2&pageSize=25',
    );
    expect(redactUrl('/api/admissions/register?course=MBA&q=4821')).toBe('/api/admissions/register?course=MBA&q=[Redacted]');
    expect(redactUrl('/api/x?faq=1&qq=2')).toBe('/api/x?faq=1&qq=2');
  });

  it('redact what the encrypt/decrypt utility is given, and keep its direction', () => {
    expect(redactUrl('/api/getDecryptedValue?content=my+secret&type=encrypt')).toBe(
      '/api/getDecryptedValue?content=[Redacted]&type=encrypt',
    );
    expect(redactUrl('/api/x?contents=1')).toBe('/api/x?contents=1');
  });

  it('leave look-ups as they are', () => {
    const lookup = '/api/getExamResultByRollNoView?rollNo=21A91A0501&examTitle=B.Tech%20I%20Sem%20Regular';
    expect(redactUrl(lookup)).toBe(lookup);
    expect(redactUrl('/api/createFacultyLogins?considerMailOrEmpcode=email')).toBe('/api/createFacultyLogins?considerMailOrEmpcode=email');
    expect(redactUrl(`/api/x?n=${NOT_AADHAAR}&t=1${AADHAAR}`)).toBe(`/api/x?n=${NOT_AADHAAR}&t=1${AADHAAR}`);
  });

  it('redact an Aadhaar number anywhere else in the URL, in groups of four or not', () => {
    const spaced = `${AADHAAR.slice(0, 4)}%20${AADHAAR.slice(4, 8)}%20${AADHAAR.slice(8)}`;
    expect(redactUrl(`/api/students/${AADHAAR}?q=${spaced}&r=${AADHAAR.slice(0, 4)}+${AADHAAR.slice(4, 8)}+${AADHAAR.slice(8)}`)).toBe(
      '/api/students/[Redacted]?q=[Redacted]&r=[Redacted]',
    );
  });
});

describe('errors in the log', () => {
  const insert = 'insert into "applications" ("aadhaar_cipher", "aadhaar_hash", "aadhaar_last4", "data") values ($1, $2, $3, $4)';
  const params = ['v1:cipher', 'hash-of-it', AADHAAR.slice(-4), JSON.stringify({ name: 'Ravi Teja', aadhaar: AADHAAR })];

  it('keep the SQL of a failed query and the number of its values, never the values', () => {
    const err = failedQuery(insert, params, {
      message: 'null value in column "student_id" of relation "applications" violates not-null constraint',
      code: '23502',
      detail: `Failing row contains (1, null, v1:cipher, hash-of-it, ${AADHAAR.slice(-4)}, {"name": "Ravi Teja"}).`,
      table: 'applications',
      column: 'student_id',
    });
    const logged = serializeError(err);
    expect(logged).toMatchObject({ type: 'Error', query: insert, params: '[Redacted] (4 values)' });
    expect(logged.message).toBe(
      `Failed query: ${insert}\nparams: [Redacted] (4 values): null value in column "student_id" of relation "applications" violates not-null constraint`,
    );
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "applications" .*\nparams: \[Redacted\] \(4 values\)\n {4}at /);
    expect(logged.stack).toContain('caused by: error: null value in column "student_id"');
    const text = JSON.stringify(logged);
    for (const value of ['v1:cipher', 'hash-of-it', 'Ravi Teja', AADHAAR]) expect(text).not.toContain(value);
    // The error itself is untouched: the service that caught it may still read its values.
    expect(err.params).toBe(params);
  });

  it("keep the columns of a driver's detail and the wording of its message, never the values", () => {
    const unique = Object.assign(
      new DatabaseError('duplicate key value violates unique constraint "applications_aadhaar_hash_unique"', 100, 'error'),
      {
        severity: 'ERROR',
        code: '23505',
        detail: 'Key (aadhaar_hash)=(hash-of-it) already exists.',
        where: `SQL statement "insert … '${AADHAAR}'"`,
        internalQuery: `select '${AADHAAR}'`,
      },
    );
    expect(serializeError(unique)).toMatchObject({
      message: 'duplicate key value violates unique constraint "applications_aadhaar_hash_unique"',
      severity: 'ERROR',
      code: '23505',
      detail: 'Key (aadhaar_hash)=([Redacted]) already exists.',
      where: '[Redacted]',
      internalQuery: '[Redacted]',
    });
    const outOfRange = failedQuery('select $1::int', [AADHAAR], {
      message: `value "${AADHAAR}" is out of range for type integer`,
      code: '22003',
    });
    const logged = serializeError(outOfRange);
    expect(logged.message).toBe(
      'Failed query: select $1::int\nparams: [Redacted] (1 value): value "[Redacted]" is out of range for type integer',
    );
    expect(JSON.stringify(logged)).not.toContain(AADHAAR);
    const other = Object.assign(new DatabaseError('invalid input syntax for type json', 100, 'error'), {
      severity: 'ERROR',
      code: '22P02',
      detail: `Token "${AADHAAR}x" is invalid.`,
    });
    expect(serializeError(other).detail).toBe('[Redacted]');
  });

  it('log any other error as pino does', () => {
    const err = Object.assign(new Error('the PDF could not be laid out'), { statusCode: 500 });
    expect(serializeError(err)).toMatchObject({
      type: 'Error',
      message: 'the PDF could not be laid out',
      statusCode: 500,
      stack: err.stack,
    });
  });
});
