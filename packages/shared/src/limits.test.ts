import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { boundedText, ID_MAX, idSchema, oneLineText, wholeNumber } from './limits.js';
import { issueText, readIssue } from './schema-issue.js';

const messageOf = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : readIssue(r.error.issues[0].message).message;
};

describe('bounded text', () => {
  const form = z.object({ street: boundedText(10) });

  it('accepts text up to the limit, trimmed first', () => {
    expect(form.parse({ street: '  0123456789  ' })).toEqual({ street: '0123456789' });
  });

  it('names the field and the limit', () => {
    expect(messageOf(form, { street: '01234567890' })).toBe('street must have at most 10 characters');
    expect(messageOf(boundedText(10, 'Street'), '01234567890')).toBe('Street must have at most 10 characters');
  });

  it('runs no later check on a longer value', () => {
    let checked = 0;
    const schema = boundedText(5).refine(() => ++checked > 0, 'never');
    expect(schema.safeParse('a'.repeat(1_000_000)).error?.issues).toHaveLength(1);
    expect(checked).toBe(0);
  });

  it.each([[['x']], [{ x: 1 }], [true]])('refuses %j where text is expected, naming the field', (value) => {
    expect(messageOf(form, { street: value })).toBe('street must be text');
  });
});

describe('ids', () => {
  const params = z.object({ id: idSchema() });

  it.each([
    [1, 1],
    ['42', 42],
    [ID_MAX, ID_MAX],
    [String(ID_MAX), ID_MAX],
  ])('accepts %j', (value, id) => {
    expect(params.parse({ id: value })).toEqual({ id });
  });

  it.each([[ID_MAX + 1], ['2147483648'], [99_999_999_999], [0], [-1], ['1.5'], ['0x10'], ['1e3'], [''], [['5']], [true], [null]])(
    'refuses %j, naming the field',
    (value) => {
      expect(messageOf(params, { id: value })).toBe(`id must be a whole number from 1 to ${ID_MAX}`);
    },
  );

  it('can answer a message of its own', () => {
    expect(messageOf(idSchema(issueText('masterData.choose', 'Please choose a {{thing}}', { thing: 'course' })), 2 ** 31)).toBe(
      'Please choose a course',
    );
  });
});

describe('whole numbers', () => {
  const year = wholeNumber(1950, 2100, issueText('masterData.startYear', 'Start year must be a year'));
  it('reads digits and numbers, refuses the rest', () => {
    expect(year.parse('2025')).toBe(2025);
    expect(year.parse(2025)).toBe(2025);
    for (const bad of ['20x5', [2025], 1949, 2101, 2025.5]) expect(messageOf(year, bad)).toBe('Start year must be a year');
  });
});

describe('control characters', () => {
  const form = z.object({ name: oneLineText(40), address: boundedText(80) });
  const ok = { name: 'K. Srinivas', address: 'H.No 1-2-3\nKukatpally' };

  it('keeps a multi-line address and an Indian name with its dot', () => {
    expect(form.parse(ok)).toEqual(ok);
    expect(form.parse({ ...ok, address: 'Flat 4\r\nRoad 2\tHyderabad' }).address).toBe('Flat 4\r\nRoad 2\tHyderabad');
    expect(form.parse({ ...ok, name: 'శ్రీనివాస్ राव' }).name).toBe('శ్రీనివాస్ राव');
  });

  it.each([
    ['a terminal escape', 'Ramesh\u001b[31m'],
    ['a bell', 'Ramesh\u0007'],
    ['a C1 control', 'Ramesh\u009b31m'],
    ['a right-to-left override', 'Ramesh \u202Etxt.exe'],
    ['a directional isolate', 'Ramesh \u2067x'],
    ['DEL', 'Ramesh\u007f'],
  ])('refuses %s in a name and in an address, naming the field', (_, text) => {
    expect(messageOf(form, { ...ok, name: text })).toBe('name must not contain control characters');
    expect(messageOf(form, { ...ok, address: text })).toBe('address must not contain control characters');
  });

  it.each([['\n'], ['\r'], ['\t'], ['\u2028']])('refuses a line break or tab (%j) inside a one-line name', (brk) => {
    expect(messageOf(form, { ...ok, name: `K.${brk}Srinivas` })).toBe('name must be a single line');
    expect(messageOf(oneLineText(40, 'Agent'), `A${brk}B`)).toBe('Agent must be a single line');
  });
});
