import fs from 'node:fs/promises';

/** A refused write is reported this long, unless a write succeeds sooner. */
const REMEMBER_FULL_MS = 10 * 60_000;

export interface DiskState {
  /** `low`: less free space in DATA_DIR than DISK_MIN_FREE_MB; `full`: a write was just refused for want of room. */
  state: 'ok' | 'low' | 'full';
  /** Free space in DATA_DIR for the service user, in MB; null when it cannot be read. */
  freeMb: number | null;
}

export interface DiskWatch {
  /** A write (a file or the database) failed for want of room. */
  noteFull(): void;
  /** A write succeeded: room was found again. */
  noteWritten(): void;
  /** Whether a refused write is still being reported (a cheap test for every answered write). */
  readonly full: boolean;
  state(): Promise<DiskState>;
}

/** What the health check says of the disk: DATA_DIR's free space, and the last write refused for want of room. */
export function createDiskWatch(dataDir: string, minFreeMb: number, now: () => number = Date.now): DiskWatch {
  let fullAt: number | undefined;
  const isFull = () => fullAt !== undefined && now() - fullAt < REMEMBER_FULL_MS;

  async function freeMb(): Promise<number | null> {
    try {
      const stats = await fs.statfs(dataDir);
      return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
    } catch {
      return null;
    }
  }

  return {
    noteFull: () => (fullAt = now()),
    noteWritten: () => (fullAt = undefined),
    get full() {
      return isFull();
    },
    async state() {
      const free = await freeMb();
      const state = isFull() ? 'full' : free !== null && free < minFreeMb ? 'low' : 'ok';
      return { state, freeMb: free };
    },
  };
}
