import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { nulPath, refuseNulCharacters } from './nul-characters.js';

const refusal = (value: unknown, within?: string) => {
  try {
    refuseNulCharacters(value, within);
    return undefined;
  } catch (err) {
    return err instanceof AppError ? { status: err.statusCode, ...err.toJSON() } : err;
  }
};

describe('NUL characters', () => {
  it('find the first string holding one, as a value or a key, at any depth', () => {
    expect(nulPath({ a: 'x', b: ['y', 'z\u0000'] })).toEqual(['b', '1']);
    expect(nulPath({ contact: { campus: 'V\u0000' }, name: 'a\u0000' })).toEqual(['contact', 'campus']);
    expect(nulPath({ ['k\u0000']: 1 })).toEqual(['k\\0']);
    expect(nulPath('\u0000')).toEqual([]);
    expect(nulPath({ a: 'x', b: [1, null, true, { c: 'ok' }] })).toBeUndefined();
    expect(nulPath(Buffer.from([0, 0]))).toBeUndefined();
  });

  it('walk a value nested 200,000 levels deep (a recursive walk overflows at about ten thousand) without the call stack', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(nulPath(deep)).toHaveLength(200_000);
  });

  it('are refused with 400 naming the field', () => {
    expect(refusal({ contact: { phoneNumber: ['1', '2\u0000'] } })).toEqual({
      status: 400,
      code: 'INVALID',
      message: 'contact.phoneNumber.1 must not contain NUL characters',
      key: 'input.nul',
      params: { field: 'contact.phoneNumber.1' },
      field: 'contact.phoneNumber.1',
    });
    expect(refusal('a\u0000', 'body')).toMatchObject({ field: 'body' });
    expect(refusal({ board: 'x\u0000' }, 'ssc')).toMatchObject({ field: 'ssc.board' });
    expect(refusal({ name: 'Meena Kumari', marks: 560 })).toBeUndefined();
  });
});
