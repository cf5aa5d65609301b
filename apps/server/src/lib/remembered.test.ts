import { describe, expect, it } from 'vitest';
import { remembered } from './remembered.js';

/** A read whose answer the test gives when it chooses. */
function controlledReads() {
  const pending: ((value: number) => void)[] = [];
  let reads = 0;
  const read = () => {
    reads += 1;
    return new Promise<number>((resolve) => pending.push(resolve));
  };
  return { read, answer: (value: number) => pending.shift()!(value), reads: () => reads };
}

describe('remembered', () => {
  it('reads once for callers that ask together, and keeps the value until it is older than its time', async () => {
    let now = 0;
    let value = 1;
    let reads = 0;
    const kept = remembered(async () => (reads++, value), { ms: 10_000, now: () => now });
    expect(await Promise.all([kept.get(), kept.get(), kept.get()])).toEqual([1, 1, 1]);
    value = 2;
    now = 10_000;
    expect(await kept.get()).toBe(1);
    now = 10_001;
    expect(await kept.get()).toBe(2);
    expect(reads).toBe(2);
  });

  it('reads again after forget, and does not keep a read that began before it', async () => {
    const reads = controlledReads();
    const kept = remembered(reads.read);
    const before = kept.get();
    kept.forget();
    const after = kept.get();
    reads.answer(1);
    reads.answer(2);
    expect(await before).toBe(1);
    expect(await after).toBe(2);
    expect(await kept.get()).toBe(2);
    expect(reads.reads()).toBe(2);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const kept = remembered(async () => {
      if (fail) throw new Error('database away');
      return 'settings';
    });
    await expect(kept.get()).rejects.toThrow('database away');
    fail = false;
    expect(await kept.get()).toBe('settings');
  });

  it('answers a read inside a transaction by that transaction, never by a kept read, and keeps nothing of it', async () => {
    const reads = controlledReads();
    const kept = remembered(reads.read);
    // A read outside waits for the connection the transaction holds: the transaction must not wait for it.
    const outside = kept.get();
    expect(await kept.get(async () => 2)).toBe(2);
    reads.answer(1);
    expect(await outside).toBe(1);
    expect(await kept.get(async () => 3)).toBe(3);
    expect(await kept.get()).toBe(1);
    expect(reads.reads()).toBe(1);
  });

  it('reads the database every time while it may not keep, and keeps again after', async () => {
    let live = false;
    let reads = 0;
    const kept = remembered(async () => ++reads, { keepWhile: () => live });
    expect([await kept.get(), await kept.get()]).toEqual([1, 2]);
    live = true;
    expect([await kept.get(), await kept.get()]).toEqual([3, 3]);
    live = false;
    expect(await kept.get()).toBe(4);
  });
});
