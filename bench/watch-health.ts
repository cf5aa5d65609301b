import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const MB = 1024 * 1024;

export interface Watched<T> {
  result: T;
  /** How long the work took. */
  ms: number;
  /** The slowest answer of /api/health while it ran. */
  slowestHealthMs: number;
  /** The 99th percentile of /api/health's answers while it ran (polled from another process only; else the slowest). */
  healthP99Ms: number;
  /** The slowest answer of each extra poll, by name. */
  slowestMs: Record<string, number>;
  /** The event loop's longest delay while it ran (a health check can only be as late as the loop). */
  loopMaxMs: number;
  /** The process's resident memory at its peak, worker threads included, less what it was before. */
  rssGrowthMb: number;
}

/** A further call polled like /api/health while the work runs (its answer's status does not matter). */
export interface Poll {
  name: string;
  url: () => string;
  headers?: Record<string, string>;
}

/** Sends `url` every 20 ms until `stop()` is true, keeping the slowest answer's time in `slowest`. */
async function pollUntil(url: () => string, headers: Record<string, string>, stop: () => boolean, record: (ms: number) => void) {
  while (!stop()) {
    const started = performance.now();
    await (await fetch(url(), { headers })).arrayBuffer();
    record(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * The same polls sent from a process of their own, so that an answer's time counts every moment the
 * server's event loop was stalled (a poller in the server's process cannot send while it is).
 * Answers the slowest time of each poll, by name, once `stop` is called.
 */
function pollFromAnotherProcess(polls: { name: string; url: string; headers: Record<string, string> }[]) {
  const source = `
    const polls = JSON.parse(process.env.POLLS);
    const slowest = {};
    const times = [];
    let done = false;
    process.on('message', () => (done = true));
    Promise.all(polls.map(async (p) => {
      slowest[p.name] = 0;
      while (!done) {
        const started = performance.now();
        await (await fetch(p.url, { headers: p.headers })).arrayBuffer();
        const ms = performance.now() - started;
        slowest[p.name] = Math.max(slowest[p.name], ms);
        if (p.name === 'health') times.push(ms);
        await new Promise((r) => setTimeout(r, 20));
      }
    })).then(() => {
      times.sort((a, b) => a - b);
      slowest.healthP99 = times.length ? times[Math.min(times.length - 1, Math.ceil(times.length * 0.99) - 1)] : 0;
      process.send(slowest, () => process.disconnect());
    });
  `;
  const child = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, POLLS: JSON.stringify(polls) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const answer = new Promise<Record<string, number>>((resolve, reject) => {
    child.once('message', (m) => resolve(m as Record<string, number>));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the poller exited with ${code}`)));
  });
  return {
    stop: () => {
      child.send('stop');
      return answer;
    },
  };
}

/**
 * Runs `work` while polling `${base}/api/health` (and each of `polls`) every 20 ms, watching the
 * event loop and sampling memory.
 */
export async function whileWatchingHealth<T>(
  base: string,
  work: () => Promise<T>,
  polls: Poll[] = [],
  { fromAnotherProcess = false } = {},
): Promise<Watched<T>> {
  if (fromAnotherProcess) return watchedFromAnotherProcess(base, work, polls);
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let done = false;
  const stop = () => done;
  const slowestMs: Record<string, number> = { health: 0 };
  const record = (name: string) => (ms: number) => (slowestMs[name] = Math.max(slowestMs[name] ?? 0, ms));
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const polling = Promise.all([
    pollUntil(() => `${base}/api/health`, {}, stop, record('health')),
    ...polls.map((p) => pollUntil(p.url, p.headers ?? {}, stop, record(p.name))),
  ]);
  const started = performance.now();
  let ms: number;
  let result: T;
  try {
    result = await work();
  } finally {
    ms = performance.now() - started;
    done = true;
    await polling;
    clearInterval(sampler);
    loop.disable();
  }
  const { health, ...others } = slowestMs;
  return {
    result,
    ms,
    slowestHealthMs: health,
    healthP99Ms: health,
    slowestMs: others,
    loopMaxMs: loop.max / 1e6,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
  };
}

/** `whileWatchingHealth` with the polls sent from another process (their URLs fixed when it starts). */
async function watchedFromAnotherProcess<T>(base: string, work: () => Promise<T>, polls: Poll[]): Promise<Watched<T>> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage().rss)), 20);
  const poller = pollFromAnotherProcess([
    { name: 'health', url: `${base}/api/health`, headers: {} },
    ...polls.map((p) => ({ name: p.name, url: p.url(), headers: p.headers ?? {} })),
  ]);
  const started = performance.now();
  let ms: number;
  let result: T;
  let slowestMs: Record<string, number>;
  try {
    result = await work();
  } finally {
    ms = performance.now() - started;
    slowestMs = await poller.stop();
    clearInterval(sampler);
    loop.disable();
  }
  const { health, healthP99, ...others } = slowestMs;
  return {
    result,
    ms,
    slowestHealthMs: health,
    healthP99Ms: healthP99 ?? health,
    slowestMs: others,
    loopMaxMs: loop.max / 1e6,
    rssGrowthMb: (rssPeak - rssBefore) / MB,
  };
}
