import crypto from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DUMMY_HASH, hashGeneratedPassword, hashPassword, verifyPassword } from './password.js';

describe('password checks', () => {
  afterEach(() => vi.restoreAllMocks());

  it('cost one slow hash for a first password, a chosen one and none at all, right or wrong', async () => {
    const generated = hashGeneratedPassword('Kx7-first-9Qp');
    const chosen = await hashPassword('secret1');
    const slow = vi.spyOn(crypto, 'scrypt');
    const checks: [string, string, boolean][] = [
      ['wrong', generated, false],
      ['Kx7-first-9Qp', generated, true],
      ['wrong', chosen, false],
      ['secret1', chosen, true],
      ['wrong', DUMMY_HASH, false],
    ];
    for (const [password, stored, right] of checks) {
      slow.mockClear();
      expect(await verifyPassword(password, stored)).toBe(right);
      expect(slow, stored.slice(0, 7)).toHaveBeenCalledTimes(1);
    }
  });
});
