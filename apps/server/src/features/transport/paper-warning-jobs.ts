import type { FastifyBaseLogger } from 'fastify';
import type { TransportService } from './transport.service.js';

export interface PaperWarningJobsDeps {
  transport: Pick<TransportService, 'warnOfPapers'>;
  /** Minutes between runs; 0 = none by itself (tests run one). */
  intervalMinutes: number;
  log?: FastifyBaseLogger;
}

/**
 * The transport office told of vehicles' papers lapsing or lapsed, on a timer (and once at start):
 * the business date decides which papers are due, and each is told once, whichever server runs.
 */
export function createPaperWarningJobs({ transport, intervalMinutes, log }: PaperWarningJobsDeps) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number | null> | undefined;

  const run = () => transport.warnOfPapers();

  /** A run from the timer; a failure is logged and the next run tries again. */
  function runTick(): Promise<number | null> {
    running ??= run()
      .catch((err: unknown) => {
        log?.error({ err }, 'paper warnings: the run failed; the next one tries again');
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

  return { start, stop, run };
}

export type PaperWarningJobs = ReturnType<typeof createPaperWarningJobs>;
