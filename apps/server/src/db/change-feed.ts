import type { Database } from './client.js';

/** The channel the database's triggers notify on (migration 0017). */
export const CHANGES_CHANNEL = 'campus_changes';

/**
 * A committed change as the triggers tell it: a student (`s`, by id), a student's results (`r`, by
 * upper-case roll number), a user or their sessions (`u`, by id), `*` for all of a kind, or `all`
 * for data any answer may use (master data, fees, exam titles, the settings).
 */
export type Change = { kind: 's' | 'r' | 'u'; key: string } | { kind: 'all' } | { kind: 'reset' };

/**
 * Every server's view of what changed in the database, whichever server changed it (ADR 0070).
 * `reset` means changes may have been missed: whatever was kept must go.
 */
export interface ChangeFeed {
  /** False while changes may be missed (a lost listening connection): nothing may be kept then. */
  live(): boolean;
  subscribe(listener: (change: Change) => void): () => void;
  close(): void;
}

export function parseChange(payload: string): Change | undefined {
  if (payload === 'all') return { kind: 'all' };
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  if (at < 1 || (kind !== 's' && kind !== 'r' && kind !== 'u')) return undefined;
  return { kind, key: payload.slice(at + 1) };
}

/** A feed that hears nothing and is never live: what uses it keeps nothing. */
export function silentFeed(): ChangeFeed {
  return { live: () => false, subscribe: () => () => undefined, close: () => undefined };
}

export async function openChangeFeed(database: Pick<Database, 'listen'>): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  let live = false;
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const stop = await database.listen(CHANGES_CHANNEL, {
    change: (payload) => {
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
    close: () => {
      live = false;
      stop();
      listeners.clear();
    },
  };
}
