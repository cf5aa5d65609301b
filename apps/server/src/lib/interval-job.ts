import type { FastifyBaseLogger } from 'fastify';

export interface IntervalJobOptions<T> {
  /** What the log says failed: `hold expiry`, `paper warnings`. */
  name: string;
  run: () => Promise<T>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * Work run on a timer and once at start, one run at a time in this server. The work itself must
 * be safe on several servers at once: the database decides what is done once.
 */
export function createIntervalJob<T>({ name, run, intervalMinutes, log }: IntervalJobOptions<T>) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T | null> | undefined;

  /** A run from the timer; a failure is logged and the next run tries again. */
  function runTick(): Promise<T | null> {
    running ??= run()
      .catch((err: unknown) => {
        log?.error({ err }, `${name}: the run failed; the next one tries again`);
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
