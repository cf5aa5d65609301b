import { types } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { DRIZZLE_RAW_TYPES, withoutInstalledParsers } from './client.js';

const raw = (value: string) => value;

describe('the raw types installed on the embedded database', () => {
  it("drops a query's parsers when they are only the raw types already installed", () => {
    const parsers = Object.fromEntries(DRIZZLE_RAW_TYPES.map((oid) => [oid, raw]));
    expect(withoutInstalledParsers({ rowMode: 'array', parsers })).toEqual({ rowMode: 'array' });
  });

  it('keeps the parsers of a query that asks for any other type, and options without parsers as they are', () => {
    const options = { rowMode: 'object' as const, parsers: { [types.TIMESTAMPTZ]: raw, [types.JSONB]: raw } };
    expect(withoutInstalledParsers(options)).toBe(options);
    const plain = { rowMode: 'array' as const };
    expect(withoutInstalledParsers(plain)).toBe(plain);
    expect(withoutInstalledParsers(undefined)).toBeUndefined();
  });
});
