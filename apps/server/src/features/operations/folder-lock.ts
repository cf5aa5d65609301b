import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Who holds a data folder: written into the lock file when it is taken. */
export interface LockOwner {
  pid: number;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
  /** What the owner runs: `server`, `create-admin`, `backup`, `restore`. */
  command: string;
}

export interface FolderLock {
  owner: LockOwner;
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): void;
}

const LOCK_FILE = 'campus.lock';
/** Held only while a dead owner's lock file is removed, so that two processes never remove a fresh lock. */
const TAKEOVER_FILE = 'campus.lock.takeover';

/** A second process opened a data folder that a live process holds. */
export class FolderInUseError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly owner: LockOwner,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${owner.pid} on ${owner.host} (${owner.command}, since ${owner.since}). ` +
        `Only one process may open an embedded data folder: stop that one first` +
        (owner.host === os.hostname() ? '.' : `; if ${owner.host} no longer runs it, delete ${path.join(dataDir, LOCK_FILE)}.`),
    );
  }
}

const heldInThisProcess = new Set<string>();

/**
 * Takes the data folder for this process: an exclusive lock file `campus.lock` naming the owner,
 * created atomically (link(2) fails on an existing name). A lock whose owner died (kill -9, power
 * cut) on this host is taken over; a live owner's, or one from another host, makes this throw
 * FolderInUseError (docs/adr/0054).
 */
export function lockDataFolder(dataDir: string, command: string): FolderLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (heldInThisProcess.has(file)) throw new FolderInUseError(dataDir, readOwner(file) ?? ownerNow(command));
  const owner = ownerNow(command);
  for (let attempt = 0; attempt < 20; attempt++) {
    if (tryCreate(file, owner)) return held(file, owner);
    const current = readOwner(file);
    if (current && isAlive(current)) throw new FolderInUseError(dataDir, current);
    removeDeadLock(dataDir, file, current);
  }
  throw new Error(`Could not take the lock on ${dataDir}: ${file} keeps changing`);
}

function ownerNow(command: string): LockOwner {
  return { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), command };
}

/** Creates the file with the owner in it, atomically: link() refuses an existing name, and nobody ever sees it half written. */
function tryCreate(file: string, owner: LockOwner): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, JSON.stringify(owner) + '\n', { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/** The lock file's owner; undefined when it is gone or not a lock file of ours. */
function readOwner(file: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(parsed.pid) && typeof parsed.host === 'string' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A process on another host cannot be checked, so it counts as alive. On this host a pid that is
 * ours, or that no process has, is a dead owner's (PostgreSQL judges its postmaster.pid the same way:
 * after a restart the same pid can be ours).
 */
function isAlive(owner: LockOwner): boolean {
  if (owner.host !== os.hostname()) return true;
  if (owner.pid === process.pid) return false;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Removes a dead owner's lock file, under the takeover file so that a racing process never removes a fresh one. */
function removeDeadLock(dataDir: string, file: string, dead: LockOwner | undefined) {
  const guard = path.join(dataDir, TAKEOVER_FILE);
  if (!tryCreate(guard, ownerNow('takeover'))) {
    const other = readOwner(guard);
    // A process that died during its takeover left the guard behind.
    if (!other || !isAlive(other)) fs.rmSync(guard, { force: true });
    return;
  }
  try {
    const now = readOwner(file);
    const unchanged = now === undefined ? dead === undefined : dead !== undefined && now.pid === dead.pid && now.since === dead.since;
    if (unchanged) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(guard, { force: true });
  }
}

function held(file: string, owner: LockOwner): FolderLock {
  heldInThisProcess.add(file);
  const releaseOnExit = () => release();
  function release() {
    if (!heldInThisProcess.delete(file)) return;
    process.off('exit', releaseOnExit);
    const current = readOwner(file);
    if (current?.pid === owner.pid && current.since === owner.since) fs.rmSync(file, { force: true });
  }
  // process.exit() without a clean close (a failed start) still leaves the folder free.
  process.on('exit', releaseOnExit);
  return { owner, release };
}
