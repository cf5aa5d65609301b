import crypto from 'node:crypto';
import { deriveKey } from './secret-key.js';

/** One AES-256-GCM ciphertext: a fresh 12-byte nonce, the 16-byte tag, the encrypted bytes. */
export interface Sealed {
  nonce: Buffer;
  tag: Buffer;
  body: Buffer;
}

/** Encrypts a text; `bound` (associated data) must be given again to open it. */
export function sealText(key: Buffer, text: string, bound?: string): Sealed {
  const nonce = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce);
  if (bound !== undefined) cipher.setAAD(Buffer.from(bound, 'utf8'));
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return { nonce, tag: cipher.getAuthTag(), body };
}

/** The text of a sealed value; throws when it was altered, sealed under another key, or bound to something else. */
export function openText(key: Buffer, { nonce, tag, body }: Sealed, bound?: string): string {
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, nonce);
  if (bound !== undefined) decipher.setAAD(Buffer.from(bound, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

const STORED_VERSION = 'v1';

/**
 * Secrets at rest under a key derived from the master key for one purpose only, stored as
 * `v1:nonce:tag:body` (base64), so a value sealed for one use never opens for another. `what`
 * names the secret in the error for a value that is not in this form.
 */
export function createSealer(masterKey: Buffer, purpose: string, what: string) {
  const key = deriveKey(masterKey, purpose);

  function seal(text: string, bound?: string): string {
    const { nonce, tag, body } = sealText(key, text, bound);
    return [STORED_VERSION, nonce.toString('base64'), tag.toString('base64'), body.toString('base64')].join(':');
  }

  function open(stored: string, bound?: string): string {
    const [version, nonce, tag, body] = stored.split(':');
    if (version !== STORED_VERSION || !nonce || !tag || !body) throw new Error(`Unknown ${what} cipher format`);
    const bytes = (part: string) => Buffer.from(part, 'base64');
    return openText(key, { nonce: bytes(nonce), tag: bytes(tag), body: bytes(body) }, bound);
  }

  return { seal, open };
}
