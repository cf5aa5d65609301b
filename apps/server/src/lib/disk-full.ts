/** Error codes of a write refused for want of room: the disk is full, or the service user's quota is spent. */
const NO_ROOM = new Set(['ENOSPC', 'EDQUOT']);
/** PostgreSQL's (and PGlite's) SQLSTATE when it cannot extend a file: disk_full. */
const DISK_FULL_SQLSTATE = '53100';

/** Whether an error, or the error it wraps (Drizzle keeps the driver's in `cause`), says the disk is full. */
export function isDiskFull(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && (NO_ROOM.has(e.code) || e.code === DISK_FULL_SQLSTATE)) return true;
  }
  return false;
}
