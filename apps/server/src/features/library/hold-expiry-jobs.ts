import type { FastifyBaseLogger } from 'fastify';
import type { HoldsService } from './holds.service.js';

export interface HoldExpiryJobsDeps {
  holds: Pick<HoldsService, 'expireHolds'>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * Expiry of holds not collected by their last day, on a timer (and once at start): the business
 * date decides, so a run at any hour of the day after the last day expires them. Several servers may
 * run at once: each hold is expired in a transaction that locks its copy and its row, and a hold
 * already expired is left alone.
 */
export function createHoldExpiryJobs({ holds, intervalMinutes, log }: HoldExpiryJobsDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number | null> | undefined;

  const run = () => holds.expireHolds();

  /** A run from the timer; a failure is logged and the next run tries again. */
  function runTick(): Promise<number | null> {
    running ??= run()
      .catch((err: unknown) => {
        log?.error({ err }, 'hold expiry: the run failed; the next one tries again');
        return null;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  function start() {
    if (intervalMinutes <= 0 || timer) return;
    void runTick();
    timer = setInterval(() => void runTick(), intervalMinutes * 60_000);
    timer.unref();
  }

  async function stop() {
    if (timer) clearInterval(timer);
    timer = undefined;
    await running;
  }

  return { start, stop, run, runTick };
}

export type HoldExpiryJobs = ReturnType<typeof createHoldExpiryJobs>;
