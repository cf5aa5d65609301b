import crypto from 'node:crypto';
import { deriveKey } from '../../lib/secret-key.js';
import { createSealer } from '../../lib/sealer.js';

/**
 * Aadhaar numbers at rest (DESIGN.md 5.4): AES-256-GCM ciphertext, a keyed hash (HMAC-SHA-256)
 * for the uniqueness check, and the last four digits for the masked form.
 */
export function createAadhaarVault(masterKey: Buffer) {
  const sealer = createSealer(masterKey, 'aadhaar-encryption', 'Aadhaar');
  const hashKey = deriveKey(masterKey, 'aadhaar-hash');

  const encrypt = (aadhaar: string) => sealer.seal(aadhaar);
  const decrypt = (stored: string) => sealer.open(stored);
  const hash = (aadhaar: string) => crypto.createHmac('sha256', hashKey).update(aadhaar).digest('hex');
  const last4 = (aadhaar: string) => aadhaar.slice(-4);

  /** The three columns stored for one number. */
  const seal = (aadhaar: string) => ({ aadhaarCipher: encrypt(aadhaar), aadhaarHash: hash(aadhaar), aadhaarLast4: last4(aadhaar) });

  return { encrypt, decrypt, hash, last4, seal };
}
