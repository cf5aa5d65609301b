/**
 * fast-check arbitraries for the inputs of zod 4 schemas, read from the schemas' own definitions
 * (`schema._zod.def`). zod-fast-check supports zod 3 only, and zod's JSON Schema export loses the
 * bounds of preprocessed fields (an id read from digits), so this small walker covers the kinds the
 * API's request schemas use; anything else is generated as arbitrary JSON.
 */
import fc from 'fast-check';
import type { z } from 'zod';

export type Schema = z.core.$ZodType;

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  coerce?: boolean;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  keyType?: Schema;
  valueType?: Schema;
  options?: Schema[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
  format?: string;
  pattern?: RegExp;
  catchall?: Schema;
}

interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

/** The bounds a schema's checks set: lengths of a string or an array, the range of a number, patterns. */
export interface Limits {
  minLength?: number;
  maxLength?: number;
  min?: number;
  max?: number;
  integer?: boolean;
  patterns: RegExp[];
  format?: string;
}

export function limitsOf(schema: Schema): Limits {
  const def = defOf(schema);
  const limits: Limits = { patterns: [] };
  const checks = [...(def.checks ?? []).map((c) => c._zod.def), ...(def.format ? [def as unknown as CheckDef] : [])];
  for (const c of checks) {
    if (c.check === 'min_length') limits.minLength = Math.max(limits.minLength ?? 0, c.minimum!);
    if (c.check === 'max_length') limits.maxLength = Math.min(limits.maxLength ?? Infinity, c.maximum!);
    if (c.check === 'length_equals') limits.minLength = limits.maxLength = c.length;
    if (c.check === 'greater_than') limits.min = c.inclusive ? c.value : c.value! + 1;
    if (c.check === 'less_than') limits.max = c.inclusive ? c.value : c.value! - 1;
    if (c.check === 'number_format') limits.integer = true;
    if (c.check === 'string_format') {
      if (c.pattern) limits.patterns.push(c.pattern);
      if (c.format !== 'regex') limits.format = c.format;
    }
  }
  return limits;
}

/** The schema under wrappers that only change absence (optional, default…) or run a transform. */
export function unwrap(schema: Schema): Schema {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return unwrap(def.innerType!);
    case 'pipe':
      // z.preprocess(fn, s) is a pipe from a transform: its input is what `s` reads.
      return unwrap(defOf(def.in!).type === 'transform' ? def.out! : def.in!);
    case 'lazy':
      return unwrap(def.getter!());
    default:
      return schema;
  }
}

/** Whether an object's key may be left out. */
export const isOptional = (schema: Schema) => schema._zod.optin === 'optional';

export const kindOf = (schema: Schema) => defOf(unwrap(schema)).type;
export const shapeOf = (schema: Schema): Record<string, Schema> | undefined => defOf(unwrap(schema)).shape;
export const elementOf = (schema: Schema): Schema | undefined => defOf(unwrap(schema)).element;

const SHORT = 24;

function stringArbitrary(limits: Limits): fc.Arbitrary<string> {
  const minLength = limits.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(limits.maxLength ?? SHORT, SHORT));
  if (limits.format === 'email') return fc.emailAddress().filter((s) => s.length <= (limits.maxLength ?? Infinity));
  if (limits.patterns.length > 0) {
    // A second pattern, rarely present, may refuse the value: it is then one more invalid case.
    return fc.stringMatching(limits.patterns[0]).map((s) => s.slice(0, limits.maxLength ?? s.length));
  }
  const text = fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }).filter((s) => s.trim().length >= Math.min(minLength, 1));
  // Values at the limit, where off-by-one mistakes live.
  return limits.maxLength !== undefined ? fc.oneof({ arbitrary: text, weight: 4 }, fc.constant('x'.repeat(limits.maxLength))) : text;
}

function numberArbitrary(limits: Limits): fc.Arbitrary<number> {
  const min = Math.max(limits.min ?? -1e6, Number.MIN_SAFE_INTEGER);
  const max = Math.min(limits.max ?? 1e6, Number.MAX_SAFE_INTEGER);
  const inner = limits.integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof({ arbitrary: inner, weight: 4 }, fc.constantFrom(min, max));
}

/** Arbitrary JSON, small: for `unknown`, `any` and kinds this walker does not know. */
const anyJson = () => fc.jsonValue({ maxDepth: 2 });

/** Values the schema should accept (a refinement it cannot see, such as a check digit, may still refuse one). */
export function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType!), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'pipe':
    case 'lazy':
      return arbitraryOf(unwrap(schema));
    case 'string':
      return stringArbitrary(limitsOf(schema));
    case 'number':
      return numberArbitrary(limitsOf(schema));
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries!));
    case 'literal':
      return fc.constantFrom(...def.values!);
    case 'union':
      return fc.oneof(...def.options!.map(arbitraryOf));
    case 'array':
      return arrayArbitrary(schema);
    case 'record':
      return fc.dictionary(arbitraryOf(def.keyType!) as fc.Arbitrary<string>, arbitraryOf(def.valueType!), { maxKeys: 4 });
    case 'object':
      return objectArbitrary(def.shape!);
    default:
      return anyJson();
  }
}

function arrayArbitrary(schema: Schema): fc.Arbitrary<unknown[]> {
  const limits = limitsOf(schema);
  const minLength = limits.minLength ?? 0;
  return fc.array(arbitraryOf(defOf(schema).element!), { minLength, maxLength: Math.max(minLength, Math.min(limits.maxLength ?? 3, 3)) });
}

function objectArbitrary(shape: Record<string, Schema>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const model = Object.fromEntries(keys.map((k) => [k, arbitraryOf(shape[k])]));
  return fc
    .record(model, { requiredKeys: keys.filter((k) => !isOptional(shape[k])) })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
}
