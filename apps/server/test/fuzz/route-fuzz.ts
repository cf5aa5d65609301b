/**
 * The route fuzzer: every route the app registered (found through `app.routeAccess`, so a route
 * added later is fuzzed without anyone listing it) gets requests generated from its own zod schemas,
 * first valid, then mutated with the hostile catalogue, as each identity. Every answer must be
 * below 500; every error answer `{ message, code }` with a known code, and a 400 names its field;
 * a refused request leaves every table's row count as it was; `/api/health` answers all along (its
 * slowest answer is reported; bench/route-fuzz.ts holds it to a budget). Used by
 * route-fuzz.int.test.ts (fixed seed) and bench/route-fuzz.ts (longer, any seed).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { z } from 'zod';
import { demoUsernameFor, ERROR_CODES, isPublic, PERMISSIONS, type Permission } from '@campus/shared';
import type { Database } from '../../src/db/client.js';
import type { RouteAccess } from '../../src/plugins/auth.js';
import { bearer, multipart, rowCounter, type MultipartPart } from '../helpers.js';
import { hostileHeaders, hostileJson, hostileKey, hostileRawBodies, hostileText, pastLimits } from './hostile-values.js';
import { ROUTE_INPUTS, type MultipartShape, type RequestInput } from './route-inputs.js';
import { arbitraryOf, elementOf, isOptional, kindOf, limitsOf, shapeOf, unwrap, type Schema } from './zod-arbitrary.js';

export interface FuzzOptions {
  seed: number;
  /** Cases per route for an identity the route lets through, and for one it refuses (401/403). */
  runs: { allowed: number; refused: number };
  log?: (line: string) => void;
  /** Only the routes whose `METHOD /url` this matches. */
  only?: RegExp;
  /** Called with each case and its answer (debugging). */
  trace?: (line: string) => void;
}

export interface FuzzReport {
  routes: number;
  requests: number;
  byStatus: Record<number, number>;
  /** Every status each route answered, by `METHOD /url` as declared (the API document's test reads them). */
  answered: Record<string, number[]>;
  failures: string[];
  healthMaxMs: number;
  healthFailures: number;
}

interface FuzzCase {
  /** What the case does, for the report: `valid`, `body.name ← hostile`… */
  label: string;
  input: RequestInput;
  raw?: { contentType: string; payload: string };
  /** Send the input as multipart parts rather than JSON. */
  asMultipart?: boolean;
  files?: { part: string; filename: string; content: Buffer }[];
  /** Path parameters sent as written (not encoded): `%`, broken escapes. */
  rawParams?: Record<string, string>;
  /** Headers sent with the identity's (a hostile cookie, language, forwarded address…); content-type overrides the body's. */
  headers?: Record<string, string>;
  /** The client address of the case (sign-in and other limits count per address). */
  remoteAddress?: string;
}

type Route = RouteAccess & { label: string };
type Identity = { name: string; headers: () => Record<string, string> };

/**
 * The demo user a route's allowed cases run as: the administrator, or for a route the administrator
 * may not use (the library's catalogue, a closed counter day, the HOD's figures) the demo user of the
 * first role its rule names, so that its cases reach its handler too.
 */
function allowedUser(access: Permission | undefined): string {
  const rule = access === undefined ? undefined : PERMISSIONS[access];
  if (!Array.isArray(rule) || rule.includes('ROLE_ADMIN')) return 'admin';
  return demoUsernameFor(rule[0]!);
}

/** Fields an error may name that are a whole part of the request. */
const CONTAINERS = ['body', 'url', 'request', 'querystring', 'params', 'headers'];

const NO_INPUT_RUNS = 6;

const isZod = (s: unknown): s is Schema => typeof s === 'object' && s !== null && '_zod' in s;

/** The path parameters of a route pattern (`:kind`, `:id(\\d+)`, the `*` wildcard). */
const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]).concat(url.endsWith('*') ? ['*'] : []);

function paramsSchemaOf(route: Route): Schema {
  if (isZod(route.schema?.params)) return route.schema.params;
  return z.object(Object.fromEntries(paramNames(route.url).map((n) => [n, z.string().min(1).max(40)])));
}

/** Every field a schema describes, with its path, for mutations aimed at it. */
function slotsOf(schema: Schema | undefined, path: (string | number)[] = [], depth = 0): { path: (string | number)[]; schema: Schema }[] {
  if (!schema || depth > 6) return [];
  const here = path.length > 0 ? [{ path, schema }] : [];
  const shape = shapeOf(schema);
  if (shape) return [...here, ...Object.entries(shape).flatMap(([k, s]) => slotsOf(s, [...path, k], depth + 1))];
  const element = elementOf(schema);
  if (element) return [...here, ...slotsOf(element, [...path, 0], depth + 1)];
  return here;
}

/** Keys an error may name as its field: every key the schemas describe or the request carried. */
function namesOf(...values: unknown[]): Set<string> {
  const names = new Set<string>(CONTAINERS);
  const visit = (v: unknown, depth: number) => {
    if (depth > 8 || v === null || typeof v !== 'object') return;
    // A list's every index, holes too: a removed element travels as null, which the request does have.
    const entries = Array.isArray(v) ? [...v.keys()].map((i) => [String(i), v[i]] as const) : Object.entries(v);
    for (const [k, child] of entries) {
      names.add(k).add(k.replaceAll('\u0000', '\\0'));
      visit(child, depth + 1);
    }
  };
  values.forEach((v) => visit(v, 0));
  return names;
}

/** The names a 400 of this request may give as its field's first part. */
function fieldNamesOf(route: Route, c: FuzzCase): Set<string> {
  const inputs = ROUTE_INPUTS[route.label];
  const schemas = [
    route.schema?.params,
    route.schema?.querystring,
    route.schema?.body,
    inputs?.body?.(c.input.params),
    inputs?.multipart?.json?.schema,
  ];
  const described = schemas.filter(isZod).map((s) => Object.fromEntries(slotsOf(s).map((slot) => [slot.path[0], 1])));
  const parts = [inputs?.multipart?.json?.part, ...(inputs?.multipart?.files ?? [])]
    .filter((p) => p !== undefined)
    .map((p) => ({ [p]: 1 }));
  return namesOf(...described, ...parts, c.input.params, c.input.query, c.input.body, c.rawParams);
}

const DELETE = Symbol('delete');

function setAt(root: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value === DELETE ? undefined : value;
  const copy = (Array.isArray(root) ? [...root] : typeof root === 'object' && root !== null ? { ...root } : {}) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  const next = setAt(copy[head], rest, value);
  if (next === undefined && rest.length === 0 && value === DELETE) delete copy[head];
  else if (head === '__proto__' || head === 'constructor')
    Object.defineProperty(copy, head, { value: next, enumerable: true, writable: true, configurable: true });
  else copy[head] = next;
  return copy;
}

/** Percent-encoding that survives lone surrogates (sent as their UTF-8 replacement, as a browser would). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
  }
}

const asText = (v: unknown) => (typeof v === 'string' ? v : v === undefined ? '' : (JSON.stringify(v) ?? String(v)));

function urlOf(route: Route, c: FuzzCase): string {
  const path = route.url
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?/g, (_, name: string) => c.rawParams?.[name] ?? encode(asText(c.input.params[name])))
    .replace(/\*$/, () => c.rawParams?.['*'] ?? asText(c.input.params['*']).split('/').map(encode).join('/'));
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(c.input.query)) {
    if (v === undefined) continue;
    for (const item of Array.isArray(v) ? v : [v]) pairs.push(`${encode(k)}=${encode(asText(item))}`);
  }
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

function injectOptions(route: Route, c: FuzzCase, headers: Record<string, string>, shape: MultipartShape | undefined): InjectOptions {
  const options = bodyOptions(route, c, headers, shape);
  if (!c.headers && !c.remoteAddress) return options;
  return { ...options, headers: { ...options.headers, ...c.headers }, ...(c.remoteAddress ? { remoteAddress: c.remoteAddress } : {}) };
}

function bodyOptions(route: Route, c: FuzzCase, headers: Record<string, string>, shape: MultipartShape | undefined): InjectOptions {
  const base = { method: route.method as InjectOptions['method'], url: urlOf(route, c), headers: { ...headers } };
  if (c.raw) return { ...base, payload: c.raw.payload, headers: { ...base.headers, 'content-type': c.raw.contentType } };
  if (shape || c.asMultipart) {
    const parts: MultipartPart[] = [];
    if (shape?.json) parts.push({ name: shape.json.part, value: c.input.body === undefined ? '' : asText(c.input.body) });
    else if (c.input.body !== null && typeof c.input.body === 'object') {
      for (const [k, v] of Object.entries(c.input.body)) parts.push({ name: k, value: asText(v) });
    }
    for (const f of c.files ?? []) parts.push({ name: f.part, value: f.content, filename: f.filename, type: 'application/octet-stream' });
    const mp = multipart(parts);
    return { ...base, payload: mp.payload, headers: { ...base.headers, ...mp.headers } };
  }
  if (c.input.body === undefined || route.method === 'GET' || route.method === 'DELETE') return base;
  return { ...base, payload: JSON.stringify(c.input.body), headers: { ...base.headers, 'content-type': 'application/json' } };
}

interface Known {
  strings: string[];
}

/** Values of the seeded database (roll numbers, exam titles, codes), so that valid requests find real rows. */
async function knownValues(database: Database): Promise<Known> {
  const columns = (await database.db.execute(
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying')
        and column_name not similar to '%(hash|cipher|token|password|data|file)%'`,
  )) as unknown as { rows: { table_name: string; column_name: string }[] };
  const strings = new Set<string>();
  for (const { table_name, column_name } of columns.rows) {
    const rows = (await database.db.execute(
      sql`select distinct ${sql.identifier(column_name)} as v from ${sql.identifier(table_name)} where ${sql.identifier(column_name)} is not null limit 5`,
    )) as unknown as { rows: { v: string }[] };
    for (const { v } of rows.rows) if (v.length <= 150) strings.add(v);
  }
  return { strings: [...strings].sort() };
}

const NOTHING_KNOWN: Known = { strings: [] };

/** A valid value of a schema, with the seeded database's strings and small ids mixed in. */
function validOf(schema: Schema | undefined, known: Known): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const kind = kindOf(schema);
  const shape = shapeOf(schema);
  if (shape) {
    const entries = Object.entries(shape);
    // A password the app accepts is a secret the log scan looks for: never one of the database's ids or codes, which logs may hold.
    const pool = (name: string) => (/passw/i.test(name) ? NOTHING_KNOWN : known);
    return fc
      .tuple(
        ...entries.map(([k, s]) => (isOptional(s) ? fc.option(validOf(s, pool(k)), { nil: undefined, freq: 2 }) : validOf(s, pool(k)))),
      )
      .map((values) => Object.fromEntries(entries.map(([k], i) => [k, values[i]]).filter(([, v]) => v !== undefined)));
  }
  if (kind === 'string' && known.strings.length > 0 && limitsOf(unwrap(schema)).patterns.length === 0) {
    return fc.oneof({ arbitrary: arbitraryOf(schema), weight: 2 }, { arbitrary: fc.constantFrom(...known.strings), weight: 1 });
  }
  if (kind === 'number') {
    const { min = 1, max = 50 } = limitsOf(unwrap(schema));
    return fc.oneof(arbitraryOf(schema), fc.integer({ min, max: Math.max(min, Math.min(max, min + 50)) }));
  }
  return arbitraryOf(schema);
}

/** A hostile value for a field: from the catalogue, or just past the field's own limits. */
const hostileFor = (schema: Schema | undefined, forUrl: boolean) => {
  const past = pastLimits(schema);
  const catalogue = forUrl ? hostileText : hostileJson;
  return past.length > 0 ? fc.oneof({ arbitrary: catalogue, weight: 3 }, { arbitrary: fc.constantFrom(...past), weight: 1 }) : catalogue;
};

type Part = 'params' | 'query' | 'body';

/** One mutation of a valid case: a field replaced, removed, repeated or joined by a hostile key. */
function mutationOf(c: FuzzCase, schemas: Record<Part, Schema | undefined>, route: Route): fc.Arbitrary<FuzzCase> {
  const targets: { part: Part; path: (string | number)[]; schema?: Schema }[] = [];
  for (const part of ['params', 'query', 'body'] as const) {
    for (const slot of slotsOf(schemas[part])) targets.push({ part, ...slot });
    for (const key of Object.keys((c.input[part] as object | undefined) ?? {})) targets.push({ part, path: [key] });
  }
  const withPart = (part: Part, value: unknown): FuzzCase['input'] => ({ ...c.input, [part]: value });
  const ops: fc.Arbitrary<FuzzCase>[] = [];
  if (targets.length > 0) {
    const target = fc.constantFrom(...targets);
    ops.push(
      target.chain((t) =>
        hostileFor(t.schema, t.part !== 'body').map((v) => ({
          ...c,
          label: `${t.part}.${t.path.join('.')} ← hostile`,
          input: withPart(t.part, setAt(c.input[t.part], t.path, t.part === 'body' ? v : asText(v))),
        })),
      ),
      target.map((t) => ({
        ...c,
        label: `${t.part}.${t.path.join('.')} missing`,
        input: withPart(t.part, setAt(c.input[t.part], t.path, DELETE)),
      })),
    );
  }
  const repeatable = targets.filter((t) => t.part !== 'params');
  if (repeatable.length > 0) {
    ops.push(
      fc.constantFrom(...repeatable).map((t) => ({
        ...c,
        label: `${t.part}.${t.path.join('.')} as an array`,
        input: withPart(t.part, setAt(c.input[t.part], t.path, ['a', 'b'])),
      })),
    );
  }
  ops.push(
    fc.tuple(fc.constantFrom<Part>('query', 'body'), hostileKey, hostileJson).map(([part, key, v]) => ({
      ...c,
      label: `${part} with extra key ${JSON.stringify(key.slice(0, 20))}`,
      input: withPart(part, setAt(c.input[part] ?? {}, [key], part === 'query' ? asText(v) : v)),
    })),
  );
  const params = paramNames(route.url);
  if (params.length > 0) {
    const raw = fc.constantFrom(
      '%',
      '%ED%A0%80',
      '%C0%AE%C0%AE',
      '..%2F..%2Fetc%2Fpasswd',
      '%2e%2e',
      '%E2%80%AE',
      'a%00b',
      '..',
      'x'.repeat(1_500),
    );
    ops.push(
      fc
        .tuple(fc.constantFrom(...params), raw)
        .map(([name, value]) => ({ ...c, label: `param ${name} written raw`, rawParams: { [name]: value } })),
    );
  }
  if (route.method !== 'GET' && route.method !== 'DELETE') {
    ops.push(
      hostileJson.map((v) => ({ ...c, label: 'body replaced', input: withPart('body', v) })),
      fc.constantFrom(...hostileRawBodies).map((raw) => ({ ...c, label: `raw body ${raw.contentType}`, raw })),
      fc.constant({ ...c, label: 'body as multipart', asMultipart: true }),
    );
  }
  return fc.oneof(...ops);
}

const FILE_CONTENTS = [
  Buffer.from('PK\u0003\u0004'),
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('MZ\u0090\u0000'),
  Buffer.alloc(0),
  Buffer.from('name,roll\nx,1\n'),
];

/** File parts for a multipart route: hostile file names (traversal, NUL, long) with small contents. */
const filesFor = (shape: MultipartShape | undefined) =>
  !shape || shape.files.length === 0
    ? fc.constant(undefined)
    : fc.option(
        fc.array(
          fc.record({
            part: fc.constantFrom(...shape.files),
            filename: fc.oneof(
              fc.constantFrom('photo.jpg', 'results.xlsx'),
              hostileText.map((t) => `${t}.xlsx`),
            ),
            content: fc.constantFrom(...FILE_CONTENTS),
          }),
          { minLength: 1, maxLength: 2 },
        ),
        { nil: undefined },
      );

/** The cases of a route; one that reads no input varies mostly its headers. */
function casesOf(route: Route, known: Known, readsInput: boolean): fc.Arbitrary<FuzzCase> {
  const inputs = ROUTE_INPUTS[route.label] ?? {};
  const paramsSchema = paramsSchemaOf(route);
  const querySchema = isZod(route.schema?.querystring) ? route.schema.querystring : undefined;
  const shape = inputs.multipart;
  const bodySchemaOf = (params: Record<string, unknown>) =>
    shape?.json?.schema ?? inputs.body?.(params) ?? (isZod(route.schema?.body) ? route.schema.body : undefined);
  const valid: fc.Arbitrary<FuzzCase> = (validOf(paramsSchema, known) as fc.Arbitrary<Record<string, unknown>>).chain((params) => {
    const bodySchema = bodySchemaOf(params);
    const examples = shape?.json?.examples ?? inputs.examples?.(params);
    const body = examples
      ? fc.oneof(examples, validOf(bodySchema, known))
      : bodySchema
        ? validOf(bodySchema, known)
        : fc.constant(undefined);
    return fc.record({ query: validOf(querySchema, known), body, files: filesFor(shape) }).map(({ query, body: b, files }) => ({
      label: 'valid',
      input: { params, query: (query ?? {}) as Record<string, unknown>, body: b },
      files,
    }));
  });
  const mutated = valid.chain((c) =>
    mutationOf(c, { params: paramsSchema, query: querySchema, body: bodySchemaOf(c.input.params) }, route),
  );
  const withHostileHeaders = fc
    .tuple(valid, hostileHeaders, fc.option(fc.ipV4(), { nil: undefined }))
    .map(([c, headers, remoteAddress]) => ({ ...c, label: `headers ← ${Object.keys(headers).join(', ')}`, headers, remoteAddress }));
  if (!readsInput) return fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: withHostileHeaders, weight: 4 });
  return fc.oneof({ arbitrary: valid, weight: 1 }, { arbitrary: mutated, weight: 4 }, { arbitrary: withHostileHeaders, weight: 1 });
}

const changed = (before: Record<string, number>, after: Record<string, number>) =>
  Object.keys(after)
    .filter((t) => before[t] !== after[t])
    .map((t) => `${t} ${before[t]} → ${after[t]}`);

/** What is wrong with an answer, if anything. */
function problemOf(res: LightMyRequestResponse, names: Set<string>): string | undefined {
  const status = res.statusCode;
  if (status >= 500) return `answered ${status}: ${res.body.slice(0, 200)}`;
  if (status < 400) return undefined;
  let answer: { message?: unknown; code?: unknown; field?: unknown };
  try {
    answer = res.json();
  } catch {
    return `answered ${status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
  }
  if (typeof answer.message !== 'string' || !(ERROR_CODES as readonly unknown[]).includes(answer.code)) {
    return `answered ${status} without { message, code }: ${res.body.slice(0, 200)}`;
  }
  if (status !== 400) return undefined;
  if (typeof answer.field !== 'string' || answer.field === '') return `answered 400 without naming the field: ${res.body.slice(0, 200)}`;
  const root = answer.field.split('.')[0];
  // A very long field path is named by its start (lib/nul-characters.ts).
  const named = root.endsWith('…') ? [...names].some((n) => n.startsWith(root.slice(0, -1))) : names.has(root);
  if (!named) return `answered 400 naming "${answer.field}", which the request does not have: ${res.body.slice(0, 200)}`;
  return undefined;
}

const short = (value: unknown) => {
  const text = JSON.stringify(value, (_k, v: unknown) =>
    typeof v === 'string' && v.length > 60 ? `${v.slice(0, 40)}…(${v.length} chars)` : v,
  );
  return text && text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

const hash = (text: string) => [...text].reduce((h, ch) => (Math.imul(h, 31) + ch.charCodeAt(0)) | 0, 0);

/** Runs the fuzz suite on a built app and answers what it saw. */
/**
 * Every table's row count, counted again only when a transaction may have written since the last
 * count: one has begun since (the next transaction id moved) or was still running then. Most cases
 * write nothing, and counting every table after each of them took most of the fuzzer's time.
 */
async function rowCountsOnWrite(database: Database) {
  const countAll = await rowCounter(database);
  /** The next transaction id, or null while a transaction is running (its writes may still come). */
  const settled = async () => {
    const [s] = (
      (await database.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax`)) as unknown as { rows: { xmin: string; xmax: string }[] }
    ).rows;
    return s!.xmin === s!.xmax ? s!.xmax : null;
  };
  let seen: string | null = null;
  let counts: Record<string, number> = {};
  const recount = async () => {
    seen = await settled();
    counts = await countAll();
    return counts;
  };
  await recount();
  return async () => {
    const now = await settled();
    return now !== null && now === seen ? counts : recount();
  };
}

export async function fuzzRoutes(app: FastifyInstance, database: Database, opts: FuzzOptions): Promise<FuzzReport> {
  const log = opts.log ?? (() => {});
  const known = await knownValues(database);
  const countRows = await rowCountsOnWrite(database);
  const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as Record<string, number>;
  const routes: Route[] = app.routeAccess
    .filter((r) => r.url.startsWith('/api') && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => ({ ...r, label: `${r.method} ${r.url}` }))
    .filter((r) => !opts.only || opts.only.test(r.label))
    .sort((a, b) => (order[a.method] ?? 1) - (order[b.method] ?? 1) || a.url.localeCompare(b.url));

  // Each user's session, signed in before any case runs (a sign-in writes a session row), and again when a case ended it.
  const sessions = new Map<string, Record<string, string>>();
  for (const username of new Set(routes.map((r) => allowedUser(r.access)))) sessions.set(username, await bearer(app, username));
  const anonymous: Identity = { name: 'anonymous', headers: () => ({}) };

  const report: FuzzReport = {
    routes: routes.length,
    requests: 0,
    byStatus: {},
    answered: {},
    failures: [],
    healthMaxMs: 0,
    healthFailures: 0,
  };
  let running = true;
  const health = (async () => {
    while (running) {
      const started = performance.now();
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      const ms = performance.now() - started;
      report.healthMaxMs = Math.max(report.healthMaxMs, ms);
      if (res.statusCode !== 200) report.healthFailures++;
      await sleep(100);
    }
  })();

  let counts = await countRows();
  try {
    for (const route of routes) {
      const user = allowedUser(route.access);
      for (const identity of [anonymous, { name: user, headers: () => sessions.get(user)! }]) {
        const allowed = (route.access !== undefined && isPublic(route.access)) || identity !== anonymous;
        // A route that reads no input (a template download) has little to vary: a few cases suffice.
        const readsInput =
          paramNames(route.url).length > 0 ||
          ['querystring', 'body'].some((k) => isZod(route.schema?.[k as 'body'])) ||
          route.label in ROUTE_INPUTS;
        const runs = Math.min(allowed ? opts.runs.allowed : opts.runs.refused, readsInput ? Infinity : NO_INPUT_RUNS);
        const statuses: Record<number, number> = {};
        const started = performance.now();
        const details = fc.check(
          fc.asyncProperty(casesOf(route, known, readsInput), async (c) => {
            const res = await app.inject(injectOptions(route, c, identity.headers(), ROUTE_INPUTS[route.label]?.multipart));
            opts.trace?.(`${route.label} ${identity.name} ${c.label} ${short(c.input)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
            report.requests++;
            statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
            report.byStatus[res.statusCode] = (report.byStatus[res.statusCode] ?? 0) + 1;
            const answered = (report.answered[route.label] ??= []);
            if (!answered.includes(res.statusCode)) answered.push(res.statusCode);
            const problem = problemOf(res, fieldNamesOf(route, c));
            if (problem) throw new Error(problem);
            const after = await countRows();
            if (res.statusCode >= 400) {
              const writes = changed(counts, after);
              if (writes.length > 0) throw new Error(`refused with ${res.statusCode} but wrote: ${writes.join(', ')}`);
            }
            counts = after;
          }),
          { seed: opts.seed ^ hash(`${route.label} ${identity.name}`), numRuns: runs, endOnFailure: true },
        );
        const failure = await details;
        if (failure.failed) {
          const [c] = failure.counterexample ?? [];
          const cause = failure.errorInstance instanceof Error ? failure.errorInstance.message : String(failure.errorInstance);
          report.failures.push(
            `${route.label} as ${identity.name}: ${cause}\n    case ${c?.label}: ${short({ input: c?.input, raw: c?.raw, rawParams: c?.rawParams, files: c?.files?.map((f) => f.filename) })}\n    replay: seed ${failure.seed}, path ${failure.counterexamplePath}`,
          );
          counts = await countRows();
        }
        const histogram = Object.entries(statuses)
          .map(([s, n]) => `${s}×${n}`)
          .join(' ');
        const seconds = ((performance.now() - started) / 1000).toFixed(1).padStart(5);
        log(
          `${route.label.padEnd(52)} ${identity.name.padEnd(9)} ${String(failure.numRuns).padStart(4)} cases ${seconds} s  ${histogram}${failure.failed ? '  FAILED' : ''}`,
        );
        if (failure.failed) log(`  ${report.failures.at(-1)}`);
        if (identity !== anonymous) {
          // A fuzzed sign-out (or a case that ends the session) must not leave the next route at 401.
          const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: sessions.get(user) });
          if (me.statusCode !== 200) {
            sessions.set(user, await bearer(app, user));
            counts = await countRows();
          }
        }
      }
    }
  } finally {
    running = false;
    await health;
  }
  return report;
}

/** `routes × cases` and the answers by status, as the suite prints it. */
export function summary(report: FuzzReport): string {
  const statuses = Object.entries(report.byStatus)
    .map(([s, n]) => `${s}: ${n}`)
    .join(', ');
  return (
    `fuzz: ${report.routes} routes × 2 identities, ${report.requests} requests (${statuses}); ` +
    `health answered within ${Math.round(report.healthMaxMs)} ms at worst; ${report.failures.length} failing routes`
  );
}
