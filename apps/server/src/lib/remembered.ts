import { assertNotInsideTransaction } from '../db/transaction-context.js';
/**
 * How long a server keeps what rarely changes (settings, master data, fee types) in memory. The
 * server that writes forgets at once; another server over the same database sees a change within
 * this time (ADR 0064).
 */
const REMEMBER_MS = 10_000;

export interface Remembered<T> {
  /**
   * The kept value while it is fresh, else `read()` once for every caller waiting. `readAlone`, if
   * given, is always used and its answer not kept: a read inside a transaction must go through the
   * transaction. PGlite has one connection, which the transaction holds: a kept read still waiting
   * for it would never finish, and the transaction may see what is not committed.
   */
  get(readAlone?: () => Promise<T>): Promise<T>;
  /** Called after a write has committed: the next `get` reads again. */
  forget(): void;
}

export interface RememberOptions {
  ms?: number;
  now?: () => number;
  /**
   * Whether a value may be kept now: the change feed is live (ADR 0092). While it is not, every
   * `get` reads the database, since a change on another server may not be heard.
   */
  keepWhile?: () => boolean;
}

/** A value read once and kept for `ms`; a failed read is not kept. */
export function remembered<T>(
  read: () => Promise<T>,
  { ms = REMEMBER_MS, now = Date.now, keepWhile = () => true }: RememberOptions = {},
): Remembered<T> {
  // A read is kept from when it starts, so forget also drops a read that began before the write.
  let kept: { value: Promise<T>; at: number } | undefined;

  function get(readAlone?: () => Promise<T>): Promise<T> {
    if (readAlone) return readAlone();
    assertNotInsideTransaction('A value kept in memory was asked for');
    if (!keepWhile()) {
      kept = undefined;
      return read();
    }
    if (kept && now() - kept.at <= ms) return kept.value;
    const value = read();
    kept = { value, at: now() };
    value.catch(() => {
      if (kept?.value === value) kept = undefined;
    });
    return value;
  }

  function forget() {
    kept = undefined;
  }

  return { get, forget };
}
