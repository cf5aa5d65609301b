import crypto from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  /** The new database's address: the server's address with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

/** A random database name with the given prefix, e.g. `campus_t_3f9a0c12de`. */
export const scratchName = (prefix: string) => `${prefix}_${crypto.randomBytes(5).toString('hex')}`;

async function run(serverUrl: string, ...statements: string[]) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty PostgreSQL database for a test, a benchmark or the end-to-end server, through the
 * database `serverUrl` names (any existing one, e.g. `test` or `postgres`). A database of that name
 * left over from an earlier run is dropped first. With `template`, the new database is a copy of that one.
 */
export async function createScratchDatabase(serverUrl: string, name: string, template?: string): Promise<ScratchDatabase> {
  if (!SAFE_NAME.test(name)) throw new Error(`unexpected database name: ${name}`);
  if (template !== undefined && !SAFE_NAME.test(template)) throw new Error(`unexpected template name: ${template}`);
  const create = template ? `create database ${name} template ${template}` : `create database ${name}`;
  await run(serverUrl, `drop database if exists ${name} with (force)`, create);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(serverUrl, `drop database if exists ${name} with (force)`) };
}
