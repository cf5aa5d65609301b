import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ReconcileAnswer } from '@campus/shared';
import type { Db } from '../../db/client.js';
import type { PaymentRecordingService } from './payment-recording.service.js';

/** The advisory lock key of the payment jobs (any fixed 64-bit number; 'PAYJOBS1' in ASCII). */
const JOBS_LOCK_KEY = 0x5041594a4f425331n;

export interface PaymentJobsDeps {
  db: Db;
  recording: PaymentRecordingService;
  /** Seconds between runs; 0 = no timer (tests run a tick themselves). */
  intervalSeconds: number;
  log?: FastifyBaseLogger;
}

/** node-postgres' pool has `connect`; PGlite, one embedded connection in this process, has not. */
const isServerDatabase = (db: Db) => typeof (db as unknown as { $client?: { connect?: unknown } }).$client?.connect === 'function';

/**
 * The payment jobs (ADR 0042): every few minutes the PENDING orders are re-read with the gateway
 * (a lost webhook, a webhook whose re-read failed, a browser that never came back, the gateway down
 * earlier) and stale ones expired. On PostgreSQL a transaction-scoped advisory lock makes one server
 * of several run a tick; a server that dies mid-tick drops its connection and with it the lock, and
 * its orders are still PENDING for the next tick. PGlite is one process's own database: no lock needed.
 */
export function createPaymentJobs({ db, recording, intervalSeconds, log }: PaymentJobsDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconcileAnswer | null> | undefined;
  const rereads = new Set<Promise<unknown>>();

  /** One run, unless another server holds the lock (null then). */
  async function tick(): Promise<ReconcileAnswer | null> {
    if (!isServerDatabase(db)) return recording.reconcile();
    return db.transaction(async (tx) => {
      const { rows } = (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_KEY}) as locked`)) as unknown as {
        rows: { locked: boolean }[];
      };
      if (!rows[0]?.locked) return null;
      return recording.reconcile();
    });
  }

  /** A tick unless one is still running in this process. */
  function runTick(): Promise<ReconcileAnswer | null> {
    running ??= tick()
      .catch((err: unknown) => {
        log?.error({ err }, 'payment jobs: the tick failed; the next one tries again');
        return null;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  /** A webhook's re-read, in the background; if it fails the order stays PENDING and the next tick reads it again. */
  function reread(ref: { chargeUuid?: string | null; orderId?: string | null }) {
    const done = recording
      .recordByReference(ref)
      .catch((err: unknown) => log?.warn({ err, ...ref }, 'payment jobs: webhook re-read failed; reconciliation retries it'))
      .finally(() => rereads.delete(done));
    rereads.add(done);
  }

  /** Until every background re-read has ended (tests; closing the app). */
  const settled = async () => void (await Promise.all([...rereads]));

  function start() {
    if (intervalSeconds <= 0 || timer) return;
    timer = setInterval(() => void runTick(), intervalSeconds * 1000);
    timer.unref();
  }

  async function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
    await settled();
  }

  return { start, stop, runTick, reread, settled };
}

export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
