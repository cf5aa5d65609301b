import type pg from 'pg';

/** A claim on a piece of running work, held by the process doing it (ADR 0094). */
export interface WorkClaim {
  /** Throws the reason when the claim is no longer held (its connection was lost): the work must stop. */
  check(): void;
  /** Frees the claim; resolved once another process can take it. */
  release(): Promise<void>;
}

/**
 * Claims of running work (an upload saved in parts): a process claims work before its rows become
 * visible and holds the claim until it ends. Work whose claim another process can take is
 * abandoned: the process doing it died.
 */
export interface WorkClaims {
  /** Claims work `id` of kind `kind`; `undefined` when it is claimed already (its process is alive). */
  claim(kind: number, id: number): Promise<WorkClaim | undefined>;
}

/** One process per database (the embedded engine): the claims live in this process, and die with it. */
export function localClaims(): WorkClaims {
  const held = new Set<string>();
  return {
    claim: async (kind, id) => {
      const key = `${kind}:${id}`;
      if (held.has(key)) return undefined;
      held.add(key);
      let released = false;
      return {
        check: () => undefined,
        release: async () => {
          if (!released) held.delete(key);
          released = true;
        },
      };
    },
  };
}

/**
 * PostgreSQL: a session advisory lock on a connection of its own, which PostgreSQL frees the moment
 * the process dies (its connection closes), whichever server asks next. Released by unlocking, then
 * closing the connection; a connection that is lost frees the lock too, so the work learns it at its
 * next check.
 */
export function postgresClaims(pool: pg.Pool): WorkClaims {
  return {
    claim: async (kind, id) => {
      const client = await pool.connect();
      let lost: Error | undefined;
      let released = false;
      const drop = () => {
        if (released) return;
        released = true;
        client.release(true);
      };
      // Unlocked before the connection goes: once this resolves, the next claim of the work succeeds.
      const release = async () => {
        if (released) return;
        await client.query('select pg_advisory_unlock($1, $2)', [kind, id]).catch(() => undefined);
        drop();
      };
      client.on('error', (err) => {
        lost = err;
        drop();
      });
      try {
        const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [kind, id]);
        if (rows[0]?.taken) {
          return {
            check: () => {
              if (lost) throw lost;
            },
            release,
          };
        }
      } catch (err) {
        drop();
        throw err;
      }
      drop();
      return undefined;
    },
  };
}
