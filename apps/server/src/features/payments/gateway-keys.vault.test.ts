import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGatewayKeyVault } from './gateway-keys.vault.js';

describe('gateway key vault', () => {
  const master = crypto.randomBytes(32);
  const vault = createGatewayKeyVault(master);

  it('seals a password so that it opens for its fee type only', () => {
    const sealed = vault.seal('Shop-Secret#2026!', 'TUITION');
    expect(sealed).toMatch(/^v1:[^:]+:[^:]+:[^:]+$/);
    expect(sealed).not.toContain('Shop-Secret');
    expect(vault.unseal(sealed, 'TUITION')).toBe('Shop-Secret#2026!');
    expect(() => vault.unseal(sealed, 'EXAM')).toThrow();
  });

  it('gives a new ciphertext each time and refuses a changed one or another key', () => {
    const a = vault.seal('same', 'EXAM');
    expect(vault.seal('same', 'EXAM')).not.toBe(a);
    const [v, iv, tag, body] = a.split(':');
    const flipped = Buffer.from(body, 'base64');
    flipped[0] ^= 1;
    expect(() => vault.unseal([v, iv, tag, flipped.toString('base64')].join(':'), 'EXAM')).toThrow();
    expect(() => createGatewayKeyVault(crypto.randomBytes(32)).unseal(a, 'EXAM')).toThrow();
    expect(() => vault.unseal('plain text', 'EXAM')).toThrow('Unknown gateway password cipher format');
  });
});
