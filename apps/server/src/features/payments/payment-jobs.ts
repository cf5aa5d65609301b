import type { FastifyBaseLogger } from 'fastify';
import type { ReconcileAnswer } from '@campus/shared';
import { tryTransactionLock } from '../../db/advisory-lock.js';
import type { Db } from '../../db/client.js';
import type { PaymentRecordingService } from './payment-recording.service.js';

/** The advisory lock key of the payment jobs (any fixed 64-bit number; 'PAYJOBS1' in ASCII). */
const JOBS_LOCK_KEY = 0x5041594a4f425331n;

export interface PaymentJobsDeps {
  db: Db;
  recording: PaymentRecordingService;
  /** Seconds between runs; 0 = no timer (tests run a tick themselves). */
  intervalSeconds: number;
  /** The waits before a webhook's re-read is tried again while the gateway cannot be asked. */
  rereadRetryMs?: number[];
  log?: FastifyBaseLogger;
}

/** A webhook whose re-read found the gateway down is tried again after these waits, then left to reconciliation. */
const REREAD_RETRY_MS = [2_000, 10_000, 30_000, 60_000];

/** node-postgres' pool has `connect`; PGlite, one embedded connection in this process, has not. */
const isServerDatabase = (db: Db) => typeof (db as unknown as { $client?: { connect?: unknown } }).$client?.connect === 'function';

/**
 * The payment jobs (ADR 0042): every few minutes the PENDING orders are re-read with the gateway
 * (a lost webhook, a webhook whose re-read failed, a browser that never came back, the gateway down
 * earlier) and stale ones expired. On PostgreSQL a transaction-scoped advisory lock makes one server
 * of several run a tick; a server that dies mid-tick drops its connection and with it the lock, and
 * its orders are still PENDING for the next tick. PGlite is one process's own database: no lock needed.
 */
export function createPaymentJobs({ db, recording, intervalSeconds, rereadRetryMs = REREAD_RETRY_MS, log }: PaymentJobsDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<ReconcileAnswer | null> | undefined;
  const rereads = new Set<Promise<unknown>>();
  const retries = new Set<NodeJS.Timeout>();
  let stopped = false;

  /** One run, unless another server holds the lock (null then). */
  async function tick(): Promise<ReconcileAnswer | null> {
    if (!isServerDatabase(db)) return recording.reconcile();
    return db.transaction(async (tx) => {
      if (!(await tryTransactionLock(tx, JOBS_LOCK_KEY))) return null;
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

  /**
   * A webhook's re-read, in the background. While the gateway cannot be asked it is tried again
   * after each wait of `rereadRetryMs`; after the last, or if this server stops, the order is still
   * PENDING and the next reconciliation tick reads it again: nothing is lost.
   */
  function reread(ref: { chargeUuid?: string | null; orderId?: string | null }, attempt = 0) {
    const done = recording
      .recordByReference(ref)
      .then((outcome) => outcome !== null && !outcome.reachedGateway && outcome.order.status === 'PENDING')
      .catch((err: unknown) => {
        log?.warn({ err, ...ref }, 'payment jobs: webhook re-read failed');
        return true;
      })
      .then((again) => {
        if (again) retryLater(ref, attempt);
      })
      .finally(() => rereads.delete(done));
    rereads.add(done);
  }

  function retryLater(ref: { chargeUuid?: string | null; orderId?: string | null }, attempt: number) {
    const wait = rereadRetryMs[attempt];
    if (wait === undefined || stopped) {
      log?.warn({ ...ref }, 'payment jobs: webhook re-read not retried again; reconciliation reads the order');
      return;
    }
    const timer = setTimeout(() => {
      retries.delete(timer);
      reread(ref, attempt + 1);
    }, wait);
    timer.unref();
    retries.add(timer);
  }

  /** Until every background re-read has ended (tests; closing the app). */
  const settled = async () => void (await Promise.all([...rereads]));

  function start() {
    if (intervalSeconds <= 0 || timer) return;
    timer = setInterval(() => void runTick(), intervalSeconds * 1000);
    timer.unref();
  }

  async function stop() {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
    for (const retry of retries) clearTimeout(retry);
    retries.clear();
    await running;
    await settled();
  }

  return { start, stop, runTick, reread, settled };
}

export type PaymentJobs = ReturnType<typeof createPaymentJobs>;
