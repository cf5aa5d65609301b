import crypto from 'node:crypto';

// Looked up at each call, so that a test can count the slow hashes a check makes.
const scrypt = (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions): Promise<Buffer> =>
  new Promise((resolve, reject) => crypto.scrypt(pw, salt, len, opts, (err, key) => (err ? reject(err) : resolve(key))));
const PARAMS = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LEN = 32;

/** `scrypt$N$r$p$salt$hash`, base64url parts. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, KEY_LEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A generated first password (random, about 90 bits) needs no slow hash: `sha256$salt$hash`. Thousands
 * of logins are created in one request, and the password must be changed at the first sign-in (ADR 0049).
 */
export function hashGeneratedPassword(password: string): string {
  const salt = crypto.randomBytes(16);
  const key = crypto.createHash('sha256').update(salt).update(password).digest();
  return ['sha256', salt.toString('base64url'), key.toString('base64url')].join('$');
}

function verifyGenerated(password: string, salt: string, hash: string): boolean {
  const expected = Buffer.from(hash, 'base64url');
  const key = crypto.createHash('sha256').update(Buffer.from(salt, 'base64url')).update(password).digest();
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

/**
 * Every check costs one slow hash, whatever is stored: a first password's quick hash is checked
 * after a slow one of nothing, so that the time of a wrong answer does not tell a generated login
 * still on its first password from any other account, or from none (DUMMY_HASH).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('sha256$')) {
    await scrypt(password, DUMMY_SALT, KEY_LEN, PARAMS);
    const [, salt, hash] = stored.split('$');
    return Boolean(salt && hash) && verifyGenerated(password, salt!, hash!);
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return crypto.timingSafeEqual(key, expected);
}

const DUMMY_SALT = Buffer.alloc(16);

/** Used for unknown users so that they take as long as a wrong password. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
