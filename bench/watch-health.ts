import { monitorEventLoopDelay } from 'node:perf_hooks';

const MB = 1024 * 1024;

export interface Watched<T> {
  result: T;
  /** How long the work took. */
  ms: number;
  /** The slowest answer of /api/health while it ran. */
  slowestHealthMs: number;
  /** The event loop's longest delay while it ran (a health check can only be as late as the loop). */
  loopMaxMs: number;
  /** The process's resident memory at its peak, worker threads included, less what it was before. */
  rssGrowthMb: number;
}

/** Runs `work` while polling `${base}/api/health` every 20 ms, watching the event loop and sampling memory. */
export async function whileWatchingHealth<T>(base: string, work: () => Promise<T>): Promise<Watched<T>> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let slowestHealthMs = 0;
  let done = false;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const poll = (async () => {
    while (!done) {
      const started = performance.now();
      await (await fetch(`${base}/api/health`)).arrayBuffer();
      slowestHealthMs = Math.max(slowestHealthMs, performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const started = performance.now();
  let ms = 0;
  let result: T;
  try {
    result = await work();
  } finally {
    ms = performance.now() - started;
    done = true;
    await poll;
    clearInterval(sampler);
    loop.disable();
  }
  return { result, ms, slowestHealthMs, loopMaxMs: loop.max / 1e6, rssGrowthMb: (rssPeak - rssBefore) / MB };
}
