import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.js';
import { fillText } from './fill-text.js';
import { issueText, issuesOf, readIssue } from './schema-issue.js';
import { serverTextOf } from './server-texts.js';
import { INPUT_TEXTS } from './input-texts.js';

/** Values no form sends, to make every schema say what it refuses. */
const JUNK: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  0,
  -1,
  1.5,
  true,
  [],
  ['x'],
  {},
  { id: 'x' },
  'a'.repeat(10_001),
  '\u0001',
  '2099-13-45',
];

/** How zod words the issues a schema leaves to it. */
const ZOD_OWN = /^(Invalid|Too (big|small)|Unrecognized key)/;

/** Every schema the shared package exports, by its name. */
const schemas = Object.entries(shared as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe('schema messages by key (ADR 0115)', () => {
  it('carry their key, values and English, and read back', () => {
    const message = issueText('input.tooLong', INPUT_TEXTS.tooLong, { field: 'User name', max: 100 });
    expect(readIssue(message)).toEqual({
      key: 'input.tooLong',
      params: { field: 'User name', max: '100' },
      message: 'User name must have at most 100 characters',
    });
    expect(readIssue('Invalid input: expected string, received number')).toEqual({
      message: 'Invalid input: expected string, received number',
    });
    expect(readIssue('{"key": not json')).toEqual({ message: '{"key": not json' });
  });

  it('of a group name the group and the text', () => {
    const inputIssue = issuesOf('input', INPUT_TEXTS);
    expect(readIssue(inputIssue('required', { field: 'Code' }))).toEqual({
      key: 'input.required',
      params: { field: 'Code' },
      message: 'Code is required',
    });
  });

  it('finds the shared schemas', () => {
    expect(schemas.length).toBeGreaterThan(60);
  });

  it("say, in every shared schema, their key's text in the catalogue with their values", () => {
    const wrong: string[] = [];
    const unkeyed = new Set<string>();
    let keyed = 0;
    for (const [name, schema] of schemas) {
      for (const value of JUNK) {
        const result = schema.safeParse(value);
        for (const issue of result.error?.issues ?? []) {
          const { key, params, message } = readIssue(issue.message);
          if (!key) {
            unkeyed.add(`${name}: ${message}`);
            continue;
          }
          keyed++;
          const catalogued = fillText(serverTextOf(key), params ?? {});
          if (catalogued !== message) wrong.push(`${name}: ${key} says "${message}", the catalogue "${catalogued}"`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(keyed).toBeGreaterThan(200);
    // A message without a key is zod's own wording (the server names its field beside it), never ours.
    expect([...unkeyed].filter((m) => !ZOD_OWN.test(m.split(': ').slice(1).join(': ')))).toEqual([]);
  });
});
