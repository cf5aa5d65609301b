import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { ConfigError, parseConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensureBaseData } from '../demo/base-data.js';
import { users } from '../features/auth/auth.table.js';
import { hashPassword } from '../features/auth/password.js';
import { openDataFolder } from '../features/operations/data-folder.js';
import { FolderInUseError } from '../features/operations/folder-lock.js';

const USAGE = 'Usage: npm run create-admin -- --username <name> --password <password> --name "<full name>" [--email <address>]';

/** Creates the first administrator of a production install (DEMO=false). */
async function main() {
  const { values } = parseArgs({
    options: { username: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  });
  const username = values.username?.trim().toLowerCase();
  if (!username || username.length < 3) return fail(`--username must have at least 3 characters.\n${USAGE}`);
  if (!values.password || values.password.length < 8) return fail(`--password must have at least 8 characters.\n${USAGE}`);
  if (!values.name?.trim()) return fail(`--name is required.\n${USAGE}`);
  let config;
  try {
    config = parseConfig();
  } catch (err) {
    if (err instanceof ConfigError) return fail(err.message);
    throw err;
  }
  let opened;
  try {
    opened = config.databaseUrl
      ? { database: await openDatabase({ databaseUrl: config.databaseUrl }) }
      : await openDataFolder(config, 'create-admin');
  } catch (err) {
    if (err instanceof FolderInUseError) return fail(err.message);
    throw err;
  }
  const { database } = opened;
  try {
    await ensureBaseData(database.db);
    const existing = await database.db.query.users.findFirst({ where: eq(users.username, username) });
    if (existing) return fail(`A user named "${username}" already exists.`);
    await database.db.insert(users).values({
      username,
      passwordHash: await hashPassword(values.password),
      fullName: values.name.trim(),
      email: values.email ?? null,
      roles: ['ROLE_ADMIN'],
    });
    console.log(`Administrator "${username}" created. Sign in at /login/Admin.`);
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
