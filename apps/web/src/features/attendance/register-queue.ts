import type { Register, RegisterSave } from '@campus/shared';
import { ApiRequestError } from '../../lib/api';

/**
 * Registers kept on the phone while it is offline (ADR 0146): a save that could not reach the server
 * is kept in localStorage, one item per class, day and period, holding the whole request with its
 * clientKey, and sent again when the browser is back online (and when the page loads). The server
 * stores a save once per clientKey, so a save that did arrive before the network dropped is not
 * stored twice. An item goes once the server answered it: stored (200) or refused (a 4xx, kept
 * apart with its message so that the class card shows it). Nothing is sent twice at once.
 */

const QUEUED = 'campus.attendance.queued:';
const REFUSED = 'campus.attendance.refused:';

/** A class's register of a day and period. */
export interface RegisterRef {
  allocationId: number;
  date: string;
  period: number;
}

/** A save waiting on the phone. */
export interface QueuedSave {
  save: RegisterSave;
  /** The sign-in that made it: another teacher signed in on the same phone does not send it. */
  owner: string | null;
  /** What the class is (`B.Tech CSE 2024 A · 22CS501`), to list it on another day's screen. */
  label: string | null;
  queuedAt: string;
}

/** A save kept on the phone that the server refused, with its words, until the teacher has seen it. */
export interface RefusedSave {
  save: RegisterSave;
  owner: string | null;
  label: string | null;
  status: number;
  message: string;
  refusedAt: string;
}

/** `31:2026-11-27:2`: a register's key in the queue. */
export const registerKey = (r: RegisterRef) => `${r.allocationId}:${r.date}:${r.period}`;

/** A new key of one save, as the server takes it (8–64 letters, digits and dashes). */
export function newClientKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const browserStorage = (): Storage => window.localStorage;

// ---------------------------------------------------------------- Watching the queue

const listeners = new Set<() => void>();
let cached: { signature: string; value: QueueSnapshot } | null = null;

function changed() {
  for (const listener of listeners) listener();
}

/** The queue's items as stored, to tell whether it changed since last read (whoever changed it). */
function signatureOf(storage: Storage): string {
  const parts: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(QUEUED) || key?.startsWith(REFUSED)) parts.push(`${key}=${storage.getItem(key)}`);
  }
  return parts.sort().join('\n');
}

/** Calls `listener` when the queue changes (here or in another tab); returns the unsubscribe. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const fromAnotherTab = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(QUEUED) || e.key.startsWith(REFUSED)) changed();
  };
  window.addEventListener('storage', fromAnotherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromAnotherTab);
  };
}

/** What the phone keeps, by register key. */
export interface QueueSnapshot {
  queued: ReadonlyMap<string, QueuedSave>;
  refused: ReadonlyMap<string, RefusedSave>;
}

/** The queue as it is now; the same object until it changes (for `useSyncExternalStore`). */
export function queueSnapshot(storage: Storage = browserStorage()): QueueSnapshot {
  const signature = signatureOf(storage);
  if (cached?.signature !== signature) {
    cached = {
      signature,
      value: {
        queued: new Map(queuedSaves(storage).map((q) => [registerKey(q.save), q])),
        refused: new Map(refusedSaves(storage).map((r) => [registerKey(r.save), r])),
      },
    };
  }
  return cached.value;
}

// ---------------------------------------------------------------- Reading and writing

function read<T extends { save: RegisterSave }>(storage: Storage, prefix: string): T[] {
  const found: T[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      found.push(JSON.parse(storage.getItem(key)!) as T);
    } catch {
      // An item not written by this module: left alone.
    }
  }
  return found.sort((a, b) => registerKey(a.save).localeCompare(registerKey(b.save)));
}

/** The saves waiting on this phone, by class, day and period. */
export const queuedSaves = (storage: Storage = browserStorage()) => read<QueuedSave>(storage, QUEUED);

/** The saves the server refused once the phone was back online. */
export const refusedSaves = (storage: Storage = browserStorage()) => read<RefusedSave>(storage, REFUSED);

/** The save waiting for a register, if any. */
export function queuedSave(ref: RegisterRef, storage: Storage = browserStorage()): QueuedSave | null {
  const text = storage.getItem(QUEUED + registerKey(ref));
  return text ? (JSON.parse(text) as QueuedSave) : null;
}

/**
 * Keeps a save on the phone, in place of an earlier one of the same register (the teacher's latest
 * marks are the ones sent). Throws when the browser cannot store it (private mode, full storage): the
 * screen then says it is not saved.
 */
export function keepOnPhone(
  save: RegisterSave,
  { owner, label = null }: { owner: string | null; label?: string | null },
  storage: Storage = browserStorage(),
  now = new Date(),
) {
  const item: QueuedSave = { save, owner, label, queuedAt: now.toISOString() };
  storage.setItem(QUEUED + registerKey(save), JSON.stringify(item));
  storage.removeItem(REFUSED + registerKey(save));
  changed();
}

/** Forgets the save waiting for a register: only the one of `clientKey` when given (a newer one stays). */
export function forgetQueued(ref: RegisterRef, clientKey?: string, storage: Storage = browserStorage()) {
  const waiting = queuedSave(ref, storage);
  if (!waiting || (clientKey !== undefined && waiting.save.clientKey !== clientKey)) return;
  storage.removeItem(QUEUED + registerKey(ref));
  changed();
}

/** Forgets a refusal once the teacher has seen it (dismissed, or the register saved since). */
export function forgetRefusal(ref: RegisterRef, storage: Storage = browserStorage()) {
  if (storage.getItem(REFUSED + registerKey(ref)) === null) return;
  storage.removeItem(REFUSED + registerKey(ref));
  changed();
}

// ---------------------------------------------------------------- Sending

/**
 * A save that did not reach the server: fetch threw (no network, the server unreachable), or the
 * browser says it is offline. An answer of the server (an ApiRequestError) is not one.
 */
export function isNetworkFailure(err: unknown): boolean {
  if (err instanceof ApiRequestError) return false;
  return err instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

/**
 * A refusal that settles the save: a 4xx, except a sign-in that ran out (401, sent again once signed
 * in), a timeout (408) and too many calls (429), which are tried again later.
 */
export const isRefusal = (err: unknown): err is ApiRequestError =>
  err instanceof ApiRequestError && err.status >= 400 && err.status < 500 && ![401, 408, 429].includes(err.status);

/** The registers being sent now: one is never sent twice at once. */
const inFlight = new Set<string>();

export interface QueueOutcome {
  sent: Register[];
  refused: RefusedSave[];
  /** Still waiting (no network, a server error, another sign-in's). */
  kept: number;
}

/**
 * Sends the saves waiting on the phone, one after the other, each with its own clientKey: a stored
 * one (200) is forgotten; a refused one (4xx) is forgotten and its refusal kept for the card; any
 * other failure leaves it waiting. Saves of another sign-in than `owner` wait for theirs.
 */
export async function sendQueue(
  send: (save: RegisterSave) => Promise<Register>,
  owner: string | null,
  storage: Storage = browserStorage(),
  now: () => Date = () => new Date(),
): Promise<QueueOutcome> {
  const outcome: QueueOutcome = { sent: [], refused: [], kept: 0 };
  for (const item of queuedSaves(storage)) {
    const key = registerKey(item.save);
    // Being sent by another call, or answered since this one read the queue.
    if (inFlight.has(key) || queuedSave(item.save, storage)?.save.clientKey !== item.save.clientKey) continue;
    if (item.owner !== null && owner !== null && item.owner !== owner) {
      outcome.kept += 1;
      continue;
    }
    inFlight.add(key);
    try {
      outcome.sent.push(await send(item.save));
      forgetQueued(item.save, item.save.clientKey, storage);
    } catch (err) {
      // A save made again meanwhile (a newer clientKey) is the teacher's latest: this answer no longer concerns it.
      const still = queuedSave(item.save, storage)?.save.clientKey === item.save.clientKey;
      if (isRefusal(err) && still) {
        const refusal: RefusedSave = {
          save: item.save,
          owner: item.owner,
          label: item.label,
          status: err.status,
          message: err.message,
          refusedAt: now().toISOString(),
        };
        storage.setItem(REFUSED + key, JSON.stringify(refusal));
        forgetQueued(item.save, item.save.clientKey, storage);
        outcome.refused.push(refusal);
      } else if (still) outcome.kept += 1;
    } finally {
      inFlight.delete(key);
    }
  }
  return outcome;
}
