import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, parseConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { openDataFolder } from '../features/operations/data-folder.js';
import { FolderInUseError } from '../features/operations/folder-lock.js';
import { rotateKey, RotationRefused } from '../features/operations/rotate-key.service.js';
import { loadSecretKey } from '../lib/secret-key.js';

const USAGE =
  'Usage: npm run rotate-key -- [--new-key <64 hex characters>]\n' +
  'Stop every server first. Without --new-key a new key is made and printed.';

/**
 * Re-seals every secret under a new key. With PostgreSQL the new key is printed and must be set as
 * APP_SECRET_KEY on every server before they start again; on the embedded database the key file in
 * DATA_DIR is replaced.
 */
async function main() {
  const { values } = parseArgs({ options: { 'new-key': { type: 'string' } } });
  const given = values['new-key'];
  if (given !== undefined && !/^[0-9a-fA-F]{64}$/.test(given)) return fail(`--new-key must be 64 hex characters.\n${USAGE}`);
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  const newKey = given ? Buffer.from(given, 'hex') : crypto.randomBytes(32);
  const oldKey = loadSecretKey(config);
  let opened;
  try {
    // The embedded folder must be this process's alone (no server running): its lock says so.
    opened = config.databaseUrl
      ? { database: await openDatabase({ databaseUrl: config.databaseUrl, applicationName: 'campus-erp-rotate-key' }) }
      : await openDataFolder(config, 'rotate-key');
  } catch (err) {
    if (err instanceof FolderInUseError) return fail(err.message);
    throw err;
  }
  const { database } = opened;
  try {
    // The key file's new key is kept before the secrets move to it: a crash after the commit must not lose it.
    const keyFile = path.join(config.dataDir, 'secret.key');
    const rotated = await database
      .withoutServers(() => {
        if (!config.appSecretKey) fs.writeFileSync(`${keyFile}.new`, newKey.toString('hex'), { mode: 0o600 });
        return rotateKey(database.db, oldKey, newKey);
      })
      .catch((err: unknown) => {
        fs.rmSync(`${keyFile}.new`, { force: true });
        throw err;
      });
    if (rotated === false) {
      return fail('Servers are running on this database: stop every server, then rotate the key.');
    }
    // Printed only once the secrets are sealed with it: a key printed for a refused rotation would be taken for the new one.
    if (config.appSecretKey) console.log(`New key (set it as APP_SECRET_KEY on every server): ${newKey.toString('hex')}`);
    console.log(`Re-sealed ${rotated.aadhaarNumbers} Aadhaar numbers and ${rotated.gatewayPasswords} gateway passwords under the new key.`);
    if (config.appSecretKey) {
      console.log(
        'Set the new APP_SECRET_KEY on every server, then start them. Keep it where the old one was kept, apart from the backups.',
      );
      return;
    }
    // One rename: a crash leaves the old file or the new one, never half of one.
    fs.renameSync(`${keyFile}.new`, keyFile);
    console.log(`The new key is in ${keyFile}. Keep a copy apart from the backups.`);
  } catch (err) {
    if (err instanceof RotationRefused) return fail(err.message);
    throw err;
  } finally {
    await database.close();
    if ('lock' in opened) opened.lock.release();
  }
}

function fail(message: string) {
  console.error(message);
  process.exitCode = 1;
}

void main();
