import { describe, expect, it } from 'vitest';
import { inTurns } from './turns.js';

/** Counts turns of the event loop (check phases) until stopped. */
function turnCounter() {
  let turns = 0;
  let stopped = false;
  const tick = () => {
    turns++;
    if (!stopped) setImmediate(tick);
  };
  setImmediate(tick);
  return { now: () => turns, stop: () => (stopped = true) };
}

describe('work in turns', () => {
  it('runs queued work one at a time in order, each answered with its own result or error', async () => {
    const run = inTurns(5);
    const order: number[] = [];
    let running = 0;
    const job = (n: number) => async () => {
      running++;
      expect(running).toBe(1);
      order.push(n);
      await Promise.resolve();
      running--;
      if (n === 2) throw new Error('two failed');
      return n * 10;
    };
    const answers = await Promise.allSettled([1, 2, 3, 4].map((n) => run(job(n))));
    expect(order).toEqual([1, 2, 3, 4]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 10 },
      { status: 'rejected', reason: new Error('two failed') },
      { status: 'fulfilled', value: 30 },
      { status: 'fulfilled', value: 40 },
    ]);
  });

  it('runs queued work for a slice between turns of the event loop, not one piece a turn', async () => {
    let clock = 0;
    const run = inTurns(5, () => clock);
    const turns = turnCounter();
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 12 }, () =>
        run(async () => {
          seen.push(turns.now());
          clock += 1;
        }),
      ),
    );
    turns.stop();
    // Five pieces of a millisecond each fill a slice of five: then the loop turns.
    expect(new Set(seen.slice(0, 5)).size).toBe(1);
    expect(seen[5]).toBeGreaterThan(seen[4]!);
    expect(new Set(seen.slice(5, 10)).size).toBe(1);
    expect(seen[10]).toBeGreaterThan(seen[9]!);
  });

  it('starts again when work comes after the queue ran dry', async () => {
    const run = inTurns(5);
    expect(await run(async () => 'first')).toBe('first');
    expect(await run(async () => 'second')).toBe('second');
  });
});
