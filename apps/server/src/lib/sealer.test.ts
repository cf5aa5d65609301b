import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, openText, sealText } from './sealer.js';

describe('sealer', () => {
  const master = crypto.randomBytes(32);

  it('opens a value only for the purpose and the associated data it was sealed with', () => {
    const a = createSealer(master, 'purpose-a', 'test secret');
    const b = createSealer(master, 'purpose-b', 'test secret');
    const sealed = a.seal('secret text', 'row-1');
    expect(sealed).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(a.open(sealed, 'row-1')).toBe('secret text');
    expect(() => a.open(sealed, 'row-2')).toThrow();
    expect(() => a.open(sealed)).toThrow();
    expect(() => b.open(sealed, 'row-1')).toThrow();
    expect(() => a.open('v2:x:y:z')).toThrow('Unknown test secret cipher format');
  });

  it('refuses a ciphertext with one bit changed', () => {
    const key = crypto.randomBytes(32);
    const sealed = sealText(key, 'text');
    expect(openText(key, sealed)).toBe('text');
    const body = Buffer.from(sealed.body);
    body[0] ^= 1;
    expect(() => openText(key, { ...sealed, body })).toThrow();
  });
});
