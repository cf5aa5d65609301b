import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The channel the database's triggers notify on (migration 0017). */
const CHANGES_CHANNEL = 'campus_changes';

/**
 * A committed change as the triggers tell it: a student (`s`, by id), a student's results (`r`, by
 * upper-case roll number), a user or their sessions (`u`, by id), `*` for all of a kind, a table an
 * office's figures are read from (`t`, by name), or `all` for data any answer may use (master data,
 * fees, exam titles, the settings).
 */
export type Change = { kind: 's' | 'r' | 'u' | 't'; key: string } | { kind: 'all' } | { kind: 'reset' };

/**
 * Every server's view of what changed in the database, whichever server changed it (ADR 0070).
 * `reset` means changes may have been missed: whatever was kept must go.
 */
export interface ChangeFeed {
  /** False while changes may be missed (a lost listening connection): nothing may be kept then. */
  live(): boolean;
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Resolves when every change committed before the call has been heard. PostgreSQL delivers
   * notifications in commit order on the listening connection, so a marker sent now arrives after
   * them. A write request waits for it before it answers: this server then answers its own change.
   */
  sync(): Promise<void>;
  close(): void;
}

function parseChange(payload: string): Change | undefined {
  if (payload === 'all') return { kind: 'all' };
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  if (at < 1 || (kind !== 's' && kind !== 'r' && kind !== 'u' && kind !== 't')) return undefined;
  return { kind, key: payload.slice(at + 1) };
}

/** A feed that hears nothing and is never live: what uses it keeps nothing. */
export function silentFeed(): ChangeFeed {
  return { live: () => false, subscribe: () => () => undefined, sync: async () => undefined, close: () => undefined };
}

const SYNC = 'sync:';
/** A marker not heard within this time is given up on: the feed is then not live anyway. */
const SYNC_TIMEOUT_MS = 5_000;

export async function openChangeFeed(database: Pick<Database, 'listen' | 'kind' | 'db'>): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const markers = new Map<string, () => void>();
  let live = false;
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const stop = await database.listen(CHANGES_CHANNEL, {
    change: (payload) => {
      if (payload.startsWith(SYNC)) return markers.get(payload)?.();
      const change = parseChange(payload);
      tell(change ?? { kind: 'reset' });
    },
    lost: () => {
      live = false;
      tell({ kind: 'reset' });
    },
    ready: () => {
      // What changed while nobody listened is unknown: forget everything, then keep again.
      tell({ kind: 'reset' });
      live = true;
    },
  });
  return {
    live: () => live,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync: async () => {
      // PGlite hears a change with the answer of the statement that committed it.
      if (database.kind === 'pglite' || !live) return;
      const marker = `${SYNC}${crypto.randomUUID()}`;
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, SYNC_TIMEOUT_MS);
        markers.set(marker, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      try {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
        await heard;
      } catch {
        // The write is done; a database that cannot be reached also ends the feed's listening.
      } finally {
        markers.delete(marker);
      }
    },
    close: () => {
      live = false;
      stop();
      listeners.clear();
    },
  };
}
