import crypto from 'node:crypto';
import { deriveKey } from '../../lib/secret-key.js';

/**
 * Aadhaar numbers at rest (DESIGN.md 5.4): AES-256-GCM ciphertext, a keyed hash (HMAC-SHA-256)
 * for the uniqueness check, and the last four digits for the masked form.
 */
export function createAadhaarVault(masterKey: Buffer) {
  const encKey = deriveKey(masterKey, 'aadhaar-encryption');
  const hashKey = deriveKey(masterKey, 'aadhaar-hash');

  function encrypt(aadhaar: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', encKey, iv);
    const body = Buffer.concat([cipher.update(aadhaar, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  function decrypt(stored: string): string {
    const [version, iv, tag, body] = stored.split(':');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown Aadhaar cipher format');
    const decipher = crypto.createDecipheriv('aes-256-gcm', encKey, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  const hash = (aadhaar: string) => crypto.createHmac('sha256', hashKey).update(aadhaar).digest('hex');
  const last4 = (aadhaar: string) => aadhaar.slice(-4);

  /** The three columns stored for one number. */
  const seal = (aadhaar: string) => ({ aadhaarCipher: encrypt(aadhaar), aadhaarHash: hash(aadhaar), aadhaarLast4: last4(aadhaar) });

  return { encrypt, decrypt, hash, last4, seal };
}
