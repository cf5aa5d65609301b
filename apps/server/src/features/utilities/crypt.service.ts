import { type CryptDirection, serverText } from '@campus/shared';
import { invalid } from '../../lib/app-error.js';
import { deriveKey } from '../../lib/secret-key.js';
import { openText, sealText } from '../../lib/sealer.js';

const VERSION = 'c1';

/**
 * The administrators' encrypt/decrypt utility: AES-256-GCM under a key derived for this use alone,
 * so a value it makes can never open an Aadhaar number or a gateway password, nor the reverse. A
 * sealed value is `c1.` + base64url(nonce ‖ tag ‖ ciphertext); anything altered fails its tag.
 */
export function createCryptService({ secretKey }: { secretKey: Buffer }) {
  const key = deriveKey(secretKey, 'utilities-crypt');

  function encrypt(text: string): string {
    const { nonce, tag, body } = sealText(key, text);
    return `${VERSION}.${Buffer.concat([nonce, tag, body]).toString('base64url')}`;
  }

  function decrypt(sealed: string): string {
    const [version, payload] = sealed.split('.');
    const bytes = payload ? Buffer.from(payload, 'base64url') : Buffer.alloc(0);
    if (version !== VERSION || bytes.length < 28) throw invalid(serverText('utilities.cryptError'), 'content');
    try {
      return openText(key, { nonce: bytes.subarray(0, 12), tag: bytes.subarray(12, 28), body: bytes.subarray(28) });
    } catch {
      throw invalid(serverText('utilities.cryptError'), 'content');
    }
  }

  return {
    encrypt,
    decrypt,
    /** `getDecryptedValue`: the sealed value of a text, or the text of a sealed value. */
    run: (type: CryptDirection, content: string) => (type === 'encrypt' ? encrypt(content) : decrypt(content)),
  };
}

export type CryptService = ReturnType<typeof createCryptService>;
