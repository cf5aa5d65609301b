import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../db/client.js';

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}

interface Journal {
  entries: JournalEntry[];
}

function readJournal(folder = MIGRATIONS_FOLDER): Journal {
  return JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The committed migration drizzle recorded as `created_at = when`; undefined when this code does not know it. */
export function migrationAt(when: number): JournalEntry | undefined {
  return readJournal().entries.find((e) => e.when === when);
}

/** The newest migration this code has. */
export function latestMigration(): JournalEntry {
  return readJournal().entries.at(-1)!;
}

/**
 * A migrations folder that ends at `tag` (drizzle applies every entry of the journal it reads), in
 * `into`: a restore builds the schema its backup was taken at, loads the rows, then applies the rest.
 */
export function migrationsUpTo(tag: string, into: string): string {
  const journal = readJournal();
  const end = journal.entries.findIndex((e) => e.tag === tag);
  if (end < 0) throw new Error(`Unknown migration ${tag}`);
  const entries = journal.entries.slice(0, end + 1);
  fs.mkdirSync(path.join(into, 'meta'), { recursive: true });
  for (const e of entries) fs.copyFileSync(path.join(MIGRATIONS_FOLDER, `${e.tag}.sql`), path.join(into, `${e.tag}.sql`));
  fs.writeFileSync(path.join(into, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return into;
}
