import crypto from 'node:crypto';
import { deriveKey } from '../../lib/secret-key.js';

const VERSION = 'v1';

/**
 * Gateway passwords at rest (DESIGN.md 5.3): AES-256-GCM under a key derived from the app's secret
 * key for this purpose only, with the fee type as associated data, so a sealed password copied to
 * another fee type's row does not open.
 */
export function createGatewayKeyVault(masterKey: Buffer) {
  const key = deriveKey(masterKey, 'gateway-key-password');

  function seal(password: string, feeType: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(feeType, 'utf8'));
    const body = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  function unseal(stored: string, feeType: string): string {
    const [version, iv, tag, body] = stored.split(':');
    if (version !== VERSION || !iv || !tag || !body) throw new Error('Unknown gateway password cipher format');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
    decipher.setAAD(Buffer.from(feeType, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
  }

  return { seal, unseal };
}
