import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.js';

let testKey: Buffer | undefined;

/**
 * The 32-byte key that protects secrets at rest: APP_SECRET_KEY when set; otherwise a key file
 * created once in the data directory (embedded default). Tests without either keep a key in memory.
 */
export function loadSecretKey(config: Pick<Config, 'appSecretKey' | 'dataDir' | 'env'>): Buffer {
  if (config.appSecretKey) return Buffer.from(config.appSecretKey, 'hex');
  if (config.env === 'test') return (testKey ??= crypto.randomBytes(32));
  const file = path.join(config.dataDir, 'secret.key');
  if (fs.existsSync(file)) return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  try {
    fs.writeFileSync(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch {
    // Another process created it first: use theirs.
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
  }
}

/** A purpose-bound key derived from the master key, so one key never serves two uses. */
export function deriveKey(master: Buffer, purpose: string): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), purpose, 32));
}
