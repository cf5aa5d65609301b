/** What an attacker puts into a field: the catalogue the fuzz suite mutates valid requests with. */
import fc from 'fast-check';
import { limitsOf, unwrap, type Schema } from './zod-arbitrary.js';

const nested = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

/** A `__proto__` key as JSON.parse makes it: an own property, which JSON.stringify sends. */
const withOwnKey = (key: string, value: unknown) =>
  Object.defineProperty({}, key, { value, enumerable: true, writable: true, configurable: true });

const TEXTS = {
  nul: ['a\u0000b', '\u0000', 'file.xlsx\u0000.exe'],
  control: ['\u0001\u0002\u001b[31m\u007f', 'line\r\nSet-Cookie: x=1', '\t', '\u0085\u2028\u2029', '\b\f\v'],
  unicode: [
    '👩🏽‍💻',
    'e\u0301',
    'తెలుగు విద్యార్థి',
    'हिन्दी',
    '\u202eevil.exe',
    '\ufeffbom',
    'zero\u200bwidth',
    '\ud800',
    'x\udfffy',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    'İﬃß',
    '\uffff\ufffe',
  ],
  sql: ["' OR '1'='1", "'; DROP TABLE students; --", '%', '_', '\\', '" OR ""="', '1; SELECT pg_sleep(5)', "$$'$$"],
  script: ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '<!--'],
  path: [
    '../../../../etc/passwd',
    '..\\..\\..\\windows\\win.ini',
    '/etc/passwd',
    'C:\\boot.ini',
    '....//....//etc/passwd',
    '%2e%2e%2f%2e%2e%2f',
    'CON',
    '.',
  ],
  words: ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'null', 'undefined', 'true'],
  numbers: [
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '2147483648',
    '99999999999',
    '0x10',
    '1_000',
    '١٢٣',
    '１２３',
    '-0',
    '1.0000000000000002',
  ],
  dates: ['2025-02-30', '0000-01-01', '9999-12-31', '2025-13-01', '1899-12-31', '2025-1-1', '2025-02-29T00:00:00Z'],
};

/** Text an attacker may send in a URL (path or query): bounded, since servers refuse long URLs before the app. */
export const hostileText = fc.oneof(
  fc.constantFrom(...Object.values(TEXTS).flat()),
  fc.constantFrom('x'.repeat(2_000), 'é'.repeat(1_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Values of every JSON type, limits and shapes that break naive code. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileText },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(100_000), 'a@' + '.'.repeat(120_000) + '@', ' '.repeat(50_000) + 'x', '1'.repeat(5_000)),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      0,
      -0,
      -1,
      1.5,
      2_147_483_647,
      2_147_483_648,
      -2_147_483_649,
      99_999_999_999,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      5e-324,
      [],
      ['x'],
      [null],
      {},
      { a: 1 },
      { $gt: '' },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      nested(1_000, 'x', (v) => [v]),
      nested(1_000, 'x', (v) => ({ a: v })),
      Array.from({ length: 10_000 }, (_, i) => i),
      Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, 'v'])),
      withOwnKey('__proto__', { isAdmin: true }),
      withOwnKey('constructor', { prototype: { isAdmin: true } }),
    ),
  },
);

/** Values just past the bounds the field's own schema sets: one character too many, one past the range. */
export function pastLimits(schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const inner = unwrap(schema);
  const limits = limitsOf(inner);
  const values: unknown[] = [];
  if (limits.maxLength !== undefined) values.push('x'.repeat(limits.maxLength + 1), ['x'.repeat(limits.maxLength)]);
  if (limits.minLength !== undefined && limits.minLength > 0) values.push('x'.repeat(limits.minLength - 1));
  if (limits.max !== undefined) values.push(limits.max + 1, String(limits.max + 1), limits.max + 0.5);
  if (limits.min !== undefined) values.push(limits.min - 1, String(limits.min - 1));
  return values;
}

/** Key names an attacker adds to an object. */
export const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'extra',
  'a\u0000b',
  '',
  'x'.repeat(1_000),
  '$where',
  'id',
  'active',
  'roles',
);

/** Nesting deeper than JSON.stringify can write: sent as text. */
const DEEP = 100_000;

/** Whole JSON bodies that are not what any route reads. */
export const hostileRawBodies = [
  { contentType: 'application/json', payload: '['.repeat(DEEP) + ']'.repeat(DEEP) },
  { contentType: 'application/json', payload: '{"a":'.repeat(DEEP) + '1' + '}'.repeat(DEEP) },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: '{"a":1,"a":2}' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=b&a=c' },
  { contentType: 'application/xml', payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb' },
] as const;

/**
 * Request headers as an attacker sends them: broken or oversized session cookies and bearer tokens,
 * languages and quality values that do not parse, forged forwarding headers and origins, odd
 * content types and caching and range headers. Up to four of them on one request.
 */
const HOSTILE_HEADER_VALUES: Record<string, string[]> = {
  cookie: [
    'session=',
    `session=${'A'.repeat(6000)}`,
    'session=%',
    'session=%E0%A4%A',
    '=;=;;',
    'session=a; session=b',
    'campus_session=abc; Path=/',
    'x'.repeat(7000),
  ],
  authorization: ['Bearer ', `Bearer ${'x'.repeat(5000)}`, 'Basic YWRtaW46YWRtaW4=', 'Bearer a b c', 'bearer\ttoken', 'Bearer %00'],
  'accept-language': ['de-DE,de;q=abc', '*;q=2', 'x'.repeat(3000), ',,,;;;', 'zz-ZZ', 'de;q=0, en;q=0'],
  'x-forwarded-for': ['1.2.3.4, evil', '::ffff:999.1.1.1', '', '"><script>alert(1)</script>', '127.0.0.1'],
  'x-forwarded-proto': ['javascript', 'https, http', ''],
  'x-forwarded-host': ['evil.example', 'a:b:c', 'localhost:3000.evil.example'],
  origin: ['null', 'http://evil.example', 'http://localhost:3000.evil.example', 'file://', ''],
  'content-type': [
    'application/json; charset=utf-16',
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/json; boundary=x',
    'multipart/form-data',
    'application/xml',
    '*/*',
  ],
  accept: ['application/pdf', 'text/html', '*/*;q=x', 'image/*'],
  'if-none-match': ['*', 'W/"x"', `"${'x'.repeat(3000)}"`],
  'if-modified-since': ['yesterday', 'Thu, 01 Jan 1970 00:00:00 GMT'],
  range: ['bytes=0-1', 'bytes=abc', 'bytes=-1', 'bytes=1-0,0-1'],
  'accept-encoding': ['br;q=x, gzip;q=2', 'identity;q=0, *;q=0', 'compress'],
  'user-agent': ['', 'x'.repeat(4000)],
};

export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc
  .uniqueArray(fc.constantFrom(...Object.keys(HOSTILE_HEADER_VALUES)), { minLength: 1, maxLength: 4 })
  .chain((names) =>
    fc.tuple(...names.map((name) => fc.constantFrom(...HOSTILE_HEADER_VALUES[name]!).map((value) => [name, value] as const))),
  )
  .map((pairs) => Object.fromEntries(pairs));
