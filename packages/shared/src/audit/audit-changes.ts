import { z } from 'zod';

/** A value before or after a change, as the audit keeps it: text, a number, yes/no, a list, or nothing. */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type AuditValue = z.infer<typeof auditValueSchema>;

/**
 * One changed field of a record: its value before and after. `money` values are paise; a `secret`
 * (a password) keeps no value at all, only that it changed.
 */
const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
  kind: z.enum(['money', 'secret']).optional(),
});
export type AuditChange = z.infer<typeof auditChangeSchema>;
export const auditChangesSchema = z.array(auditChangeSchema);

export interface ChangeRules {
  /** Fields in paise. */
  money?: readonly string[];
  /** Fields whose values are never kept (passwords, keys). */
  secret?: readonly string[];
  /** Fields kept only as the app shows them elsewhere (a mobile number's last four digits). */
  mask?: (field: string, value: AuditValue) => AuditValue;
  /** Fields that are never a change (the record's own number). */
  ignore?: readonly string[];
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** JSON with every object's keys in order: a database that reorders them (jsonb) changes nothing. */
const sortedJson = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    isPlainObject(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );

/** A stored value as the audit keeps it: empty text is nothing; a date is its ISO text; anything else nested is JSON. */
function auditValueOf(value: unknown): AuditValue {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return value as string[];
  return sortedJson(value);
}

/** Nested objects (`ssc: { board }`) as dotted fields (`ssc.board`), so that each changed part is named. */
function flatten(record: Record<string, unknown>, prefix = '', into: Record<string, unknown> = {}) {
  for (const [key, value] of Object.entries(record)) {
    if (isPlainObject(value)) flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = value;
  }
  return into;
}

const same = (a: AuditValue, b: AuditValue) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between a record before and after a change, each with both values, in the
 * order of `after` (then fields only `before` had). Only fields that changed; secrets without values.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown>,
  rules: ChangeRules = {},
): AuditChange[] {
  const [b, a] = [flatten(before ?? {}), flatten(after)];
  const changes: AuditChange[] = [];
  for (const field of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (rules.ignore?.includes(field)) continue;
    const [was, is] = [auditValueOf(b[field]), auditValueOf(a[field])];
    if (same(was, is)) continue;
    if (rules.secret?.includes(field)) changes.push({ field, before: null, after: null, kind: 'secret' });
    else if (rules.money?.includes(field)) changes.push({ field, before: was, after: is, kind: 'money' });
    else changes.push({ field, before: rules.mask ? rules.mask(field, was) : was, after: rules.mask ? rules.mask(field, is) : is });
  }
  return changes;
}

/** Amount fields of entries recorded before changes had a kind: paise by their name. */
const PAISE_FIELD = /Paise$/;

/**
 * The changes an entry's details hold, in any shape the audit has recorded them: the list of today;
 * `changes: { field: { before, after } }` (admission modifies until 2026-11); `{ before, after }`
 * records (fee types and structure until 2026-11). None when the entry records no change.
 */
export function auditChangesOf(details: Record<string, unknown> | null | undefined): AuditChange[] {
  if (!details) return [];
  const listed = auditChangesSchema.safeParse(details.changes);
  if (listed.success) return listed.data;
  if (isPlainObject(details.changes))
    return Object.entries(details.changes).flatMap(([field, pair]) =>
      isPlainObject(pair) ? [{ field, before: auditValueOf(pair.before), after: auditValueOf(pair.after) }] : [],
    );
  if (isPlainObject(details.before) && isPlainObject(details.after)) {
    const money = [...Object.keys(details.before), ...Object.keys(details.after)].filter((f) => PAISE_FIELD.test(f));
    // The old records kept the whole row before and the values sent after: only fields sent can have changed.
    const before = Object.fromEntries(Object.keys(details.after).map((f) => [f, (details.before as Record<string, unknown>)[f]]));
    return changedFields(before, details.after, { money });
  }
  return [];
}

/** The keys of an entry's details that hold its changes (shown as changes, not as details). */
export const AUDIT_CHANGE_KEYS = ['changes', 'before', 'after'] as const;
