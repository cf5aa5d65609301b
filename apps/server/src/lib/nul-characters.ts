import { invalid } from './app-error.js';
import { serverText } from '@campus/shared';

const NUL = '\u0000';
/** The longest field path an answer repeats. */
const FIELD_MAX = 200;

/** Whether a text holds the NUL character, which PostgreSQL text and jsonb cannot store. */
export const hasNul = (text: string) => text.includes(NUL);

/** A key as an error names it: a NUL inside it shown as `\0`. */
export const shownKey = (key: string) => key.replaceAll(NUL, '\\0');

interface Visit {
  value: unknown;
  key?: string;
  parent?: Visit;
}

function pathOf(visit: Visit): string[] {
  const keys: string[] = [];
  for (let v: Visit | undefined = visit; v?.key !== undefined; v = v.parent) keys.push(shownKey(v.key));
  return keys.reverse();
}

/**
 * The path (`['contact', 'phoneNumber', '0']`) of the first string in `value`, as a key or as a
 * value, that holds a NUL character; undefined when there is none. Walks with its own stack, so a
 * value nested a million levels deep costs time in proportion to its size and never the call stack.
 */
export function nulPath(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const v = visit.value;
    if (typeof v === 'string') {
      if (hasNul(v)) return pathOf(visit);
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    const entries = Object.entries(v);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (hasNul(key)) return pathOf({ value: child, key, parent: visit });
      stack.push({ value: child, key, parent: visit });
    }
  }
  return undefined;
}

/**
 * Refuses a value with a NUL character anywhere in it: 400 naming the field (`within` names the
 * whole value and prefixes the path of a nested one: `contact.campus`).
 */
export function refuseNulCharacters(value: unknown, within?: string): void {
  const path = nulPath(value);
  if (!path) return;
  const whole = [within, ...path].filter((k) => k !== undefined && k !== '').join('.') || 'request';
  // A path hundreds of thousands of keys deep is named by its start: the answer stays small.
  const field = whole.length > FIELD_MAX ? `${whole.slice(0, FIELD_MAX)}…` : whole;
  throw invalid(serverText('input.nul', { field }), field);
}
