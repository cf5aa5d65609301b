import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The channel the database's triggers notify on (migration 0017). */
const CHANGES_CHANNEL = 'campus_changes';

/**
 * A committed change as the triggers tell it: a student (`s`, by id), a student's results (`r`, by
 * upper-case roll number), a user or their sessions (`u`, by id), the copies of a library title (`l`,
 * by title id), the attendance registers of a section (`a`, by section id), `*` for all of a kind, a
 * table an office's figures are read from (`t`, by name), or `all` for data any answer may use (master
 * data, fees, exam titles, the settings).
 */
export type Change = { kind: ChangeKind; key: string } | { kind: 'all' } | { kind: 'reset' };

/** `up`: every change is heard; `late`: the heartbeat did not come back in time; `down`: no listening connection. */
export type FeedState = 'up' | 'late' | 'down';

/**
 * Every server's view of what changed in the database, whichever server changed it (ADR 0070).
 * `reset` means changes may have been missed: whatever was kept must go.
 */
export interface ChangeFeed {
  /** False while changes may be missed (a lost or late listening connection): nothing may be kept then. */
  live(): boolean;
  /** What `/api/health` reports (ADR 0092). */
  state(): FeedState;
  subscribe(listener: (change: Change) => void): () => void;
  /**
   * Resolves when every change committed before the call has been heard. PostgreSQL delivers
   * notifications in commit order on the listening connection, so a marker sent now arrives after
   * them. A write request waits for it before it answers: this server then answers its own change.
   * It waits no longer than the feed stays live: a late feed keeps nothing, so there is nothing to wait for.
   */
  sync(): Promise<void>;
  close(): void;
}

export interface FeedTimes {
  /** How often this server sends its heartbeat through the feed. */
  heartbeatMs: number;
  /** A heartbeat not heard back within this makes the feed late. */
  lateMs: number;
}

const DEFAULT_TIMES: FeedTimes = { heartbeatMs: 2_000, lateMs: 5_000 };

/**
 * What a keyed change names: a student, a roll number, a user, a table, a user's notifications, a
 * library title's copies, a section's attendance registers.
 */
type ChangeKind = 's' | 'r' | 'u' | 't' | 'n' | 'l' | 'a';
const CHANGE_KINDS: readonly string[] = ['s', 'r', 'u', 't', 'n', 'l', 'a'] satisfies ChangeKind[];

function parseChange(payload: string): Change | undefined {
  if (payload === 'all') return { kind: 'all' };
  const at = payload.indexOf(':');
  const kind = payload.slice(0, at);
  if (at < 1 || !CHANGE_KINDS.includes(kind)) return undefined;
  return { kind: kind as ChangeKind, key: payload.slice(at + 1) };
}

/** A feed that hears nothing and is never live: what uses it keeps nothing. */
export function silentFeed(): ChangeFeed {
  return {
    live: () => false,
    state: () => 'down',
    subscribe: () => () => undefined,
    sync: async () => undefined,
    close: () => undefined,
  };
}

/**
 * Markers of a write's sync and heartbeats: every server hears them, each answers only its own. A
 * heartbeat starts like a sync marker, which a server of the previous release passes over.
 */
const SYNC = 'sync:';
const BEAT = `${SYNC}beat:`;

export async function openChangeFeed(
  database: Pick<Database, 'listen' | 'kind' | 'db'>,
  times: FeedTimes = DEFAULT_TIMES,
): Promise<ChangeFeed> {
  const listeners = new Set<(change: Change) => void>();
  const markers = new Map<string, () => void>();
  /** Told when the feed stops being live: a write waiting for its marker waits no longer. */
  const whenNotLive = new Set<() => void>();
  const beatPrefix = `${BEAT}${crypto.randomUUID()}:`;
  /** Heartbeats sent and not heard back yet, oldest first: their number and when they were sent. */
  const unanswered: { n: number; at: number }[] = [];
  let beats = 0;
  let sending = false;
  let connected = false;
  let late = false;
  const tell = (change: Change) => {
    for (const listener of listeners) listener(change);
  };
  const notLive = () => {
    for (const stop of whenNotLive) stop();
  };
  const listening = await database.listen(CHANGES_CHANNEL, {
    change: (payload) => {
      if (payload.startsWith(beatPrefix)) return heard(Number(payload.slice(beatPrefix.length)));
      if (payload.startsWith(SYNC)) return markers.get(payload)?.();
      const change = parseChange(payload);
      tell(change ?? { kind: 'reset' });
    },
    lost: () => {
      connected = false;
      tell({ kind: 'reset' });
      notLive();
    },
    ready: () => {
      // What changed while nobody listened is unknown: forget everything, then keep again.
      unanswered.length = 0;
      sending = false;
      late = false;
      tell({ kind: 'reset' });
      connected = true;
    },
  });

  /** A heartbeat came back: everything committed before it was sent has been heard. */
  function heard(n: number) {
    while (unanswered.length && unanswered[0]!.n <= n) unanswered.shift();
  }

  /**
   * A heartbeat that has not come back in time: the listening connection may pass nothing on while
   * it stays open (a network cut, a failover without reset). Everything kept goes, and a new
   * connection is taken; the feed is live again when it listens (`ready`).
   */
  const overdue = () => {
    const oldest = unanswered[0];
    return connected && !late && oldest !== undefined && Date.now() - oldest.at > times.lateMs;
  };
  function check() {
    // A timer runs before the loop reads its sockets: after a busy stretch of this process the
    // heartbeat may be waiting there. Decided after they are read, once the loop has turned.
    if (overdue()) setImmediate(goLate);
  }
  function goLate() {
    if (!overdue()) return;
    late = true;
    tell({ kind: 'reset' });
    notLive();
    listening.renew();
  }

  const beat = () => {
    check();
    // One send at a time: a database that cannot take it makes the feed late as well.
    if (!connected || sending) return;
    const n = ++beats;
    unanswered.push({ n, at: Date.now() });
    setTimeout(check, times.lateMs + 1).unref();
    sending = true;
    // Sent on the listening connection: a stalled one can neither send it nor bring it back, and a
    // busy pool does not make it late.
    listening
      .notify(beatPrefix + n)
      .catch(() => undefined)
      .finally(() => (sending = false));
  };
  // PGlite hears every change in this process, with the answer of the statement that committed it.
  const heartbeat = database.kind === 'postgres' ? setInterval(beat, times.heartbeatMs) : undefined;
  heartbeat?.unref();

  const live = () => connected && !late;
  return {
    live,
    // Late from a missed heartbeat until a new connection listens; down when one was lost by an error.
    state: () => (late ? 'late' : !connected ? 'down' : 'up'),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync: async () => {
      if (database.kind === 'pglite' || !live()) return;
      const marker = `${SYNC}${crypto.randomUUID()}`;
      let done = () => undefined as void;
      const over = new Promise<void>((resolve) => (done = resolve));
      markers.set(marker, done);
      whenNotLive.add(done);
      // The heartbeat's check makes the feed late by then at the latest; this only bounds a feed already closed.
      const timer = setTimeout(done, times.lateMs + 2 * times.heartbeatMs);
      try {
        await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${marker})`);
        await over;
      } catch {
        // The write is done; a database that cannot be reached also ends the feed's listening.
      } finally {
        clearTimeout(timer);
        markers.delete(marker);
        whenNotLive.delete(done);
      }
    },
    close: () => {
      connected = false;
      clearInterval(heartbeat);
      notLive();
      listening.stop();
      listeners.clear();
    },
  };
}
