import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from '../../db/client.js';

/** The last migration a database has applied, as drizzle records it (`created_at` is the journal's `when`). */
interface MigrationMark {
  when: number;
  hash: string;
}

export interface DatabaseCopy {
  migration: MigrationMark;
  /** Rows per table. */
  tables: Record<string, number>;
  /** Sequences' last values (receipt numbers, ids), restored as they were, not as max(id). */
  sequences: Record<string, number>;
}

const ROWS_PER_FETCH = 2_000;
const ident = (name: string) => sql.identifier(name);

/**
 * Tables the database keeps itself from others by triggers (the OPAC's word list, from the titles):
 * not copied, they fill again as their sources load.
 */
const KEPT_BY_TRIGGERS = new Set(['library_search_words']);

async function publicTables(tx: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  );
  return rows.map((r) => r.name).filter((name) => !KEPT_BY_TRIGGERS.has(name));
}

async function lastMigration(tx: DbOrTx): Promise<MigrationMark> {
  const [row] = rowsOf<{ when: string; hash: string }>(
    await tx.execute(sql`select created_at::text as "when", hash from drizzle.__drizzle_migrations order by created_at desc limit 1`),
  );
  if (!row) throw new Error('The database has no migrations applied: nothing to back up');
  return { when: Number(row.when), hash: row.hash };
}

/**
 * Writes every public table of the database to `<dir>/<table>.jsonl` (one `row_to_json` line per row)
 * inside ONE repeatable-read, read-only transaction: every table as of the same instant, while the
 * app keeps writing. `atSnapshot` runs once the snapshot is taken, before any table is read (the
 * uploaded files are gathered there, so that every file a saved row names is in the set).
 */
export async function dumpDatabase(db: Db, dir: string, atSnapshot: () => Promise<void>): Promise<DatabaseCopy> {
  fs.mkdirSync(dir, { recursive: true });
  return db.transaction(
    async (tx) => {
      const migration = await lastMigration(tx);
      await atSnapshot();
      const tables: Record<string, number> = {};
      for (const table of await publicTables(tx)) tables[table] = await dumpTable(tx, table, path.join(dir, `${table}.jsonl`));
      const seqRows = rowsOf<{ name: string; value: string | null }>(
        await tx.execute(sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'`),
      );
      const sequences = Object.fromEntries(seqRows.filter((s) => s.value !== null).map((s) => [s.name, Number(s.value)]));
      return { migration, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function dumpTable(tx: DbOrTx, table: string, file: string): Promise<number> {
  const fd = fs.openSync(file, 'w');
  let count = 0;
  try {
    await tx.execute(sql`declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${ident(table)} t`);
    for (;;) {
      const rows = rowsOf<{ line: string }>(await tx.execute(sql.raw(`fetch ${ROWS_PER_FETCH} from backup_rows`)));
      if (rows.length === 0) break;
      fs.writeSync(fd, rows.map((r) => r.line).join('\n') + '\n');
      count += rows.length;
    }
    await tx.execute(sql`close backup_rows`);
  } finally {
    fs.closeSync(fd);
  }
  return count;
}

/** Tables in an order where every table comes after the ones its foreign keys point to. */
async function loadOrder(tx: DbOrTx, tables: string[]): Promise<string[]> {
  const edges = rowsOf<{ child: string; parent: string }>(
    await tx.execute(sql`select ch.relname as child, pa.relname as parent from pg_constraint k
      join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
      join pg_namespace n on n.oid = ch.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and ch.oid <> pa.oid`),
  );
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const e of edges) if (e.child === table) visit(e.parent);
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  return ordered.filter((t) => tables.includes(t));
}

async function insertableColumns(tx: DbOrTx, table: string): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await tx.execute(sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`),
  );
  return rows.map((r) => r.name);
}

/**
 * Loads a dump made by `dumpDatabase` into a database just migrated to the dump's migration, in ONE
 * transaction: a restore that fails leaves the database as empty as it was. Refuses a table the
 * schema does not have.
 */
export async function loadDatabase(db: Db, dir: string, copy: DatabaseCopy): Promise<void> {
  await db.transaction(async (tx) => {
    const known = new Set(await publicTables(tx));
    const missing = Object.keys(copy.tables).filter((t) => !known.has(t));
    if (missing.length) throw new Error(`The backup has tables this database does not: ${missing.join(', ')}`);
    const order = await loadOrder(tx, Object.keys(copy.tables));
    // Rows the migrations themselves insert (the default periods, the attendance rules) give way to the backup's.
    for (const table of [...order].reverse()) await tx.execute(sql`delete from ${ident(table)}`);
    for (const table of order) {
      const loaded = await loadTable(tx, table, path.join(dir, `${table}.jsonl`));
      if (loaded !== copy.tables[table])
        throw new Error(`The backup's ${table} has ${loaded} rows, its manifest says ${copy.tables[table]}`);
    }
    for (const [name, value] of Object.entries(copy.sequences)) {
      await tx.execute(sql`select setval(${`public.${JSON.stringify(name)}`}::regclass, ${value}, true)`);
    }
  });
}

async function loadTable(tx: DbOrTx, table: string, file: string): Promise<number> {
  const columns = await insertableColumns(tx, table);
  const list = sql.join(
    columns.map((c) => ident(c)),
    sql`, `,
  );
  const insert = (lines: string[]) =>
    tx.execute(sql`insert into ${ident(table)} (${list})
      select ${list} from json_populate_recordset(null::${ident(table)}, ${`[${lines.join(',')}]`}::json)`);
  let batch: string[] = [];
  let count = 0;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    count++;
    if (batch.length === ROWS_PER_FETCH) {
      await insert(batch);
      batch = [];
    }
  }
  if (batch.length) await insert(batch);
  return count;
}
