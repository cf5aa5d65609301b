import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createAadhaarVault } from './aadhaar-vault.js';

describe('Aadhaar vault', () => {
  const vault = createAadhaarVault(crypto.randomBytes(32));

  it('encrypts with a fresh nonce and decrypts back', () => {
    const a = vault.encrypt('499212345678');
    const b = vault.encrypt('499212345678');
    expect(a).not.toBe(b);
    expect(a).not.toContain('499212345678');
    expect(vault.decrypt(a)).toBe('499212345678');
  });

  it('refuses a tampered ciphertext', () => {
    const sealed = vault.encrypt('499212345678').split(':');
    const body = Buffer.from(sealed[3], 'base64');
    body[0] ^= 1;
    sealed[3] = body.toString('base64');
    expect(() => vault.decrypt(sealed.join(':'))).toThrow();
  });

  it('hashes deterministically per key and keeps the last four digits', () => {
    expect(vault.hash('499212345678')).toBe(vault.hash('499212345678'));
    expect(createAadhaarVault(crypto.randomBytes(32)).hash('499212345678')).not.toBe(vault.hash('499212345678'));
    expect(vault.seal('499212345678').aadhaarLast4).toBe('5678');
  });
});
