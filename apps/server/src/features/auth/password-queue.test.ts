import { describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '@campus/shared';
import { AppError } from '../../lib/app-error.js';
import { createPasswordQueue } from './password-queue.js';

/** A check that ends when the test says so. */
function heldCheck(log: string[], name: string) {
  let release!: () => void;
  const ended = new Promise<void>((resolve) => (release = resolve));
  const work = async () => {
    log.push(`start ${name}`);
    await ended;
    return name;
  };
  return { work, release };
}

describe('password queue', () => {
  it('runs as many checks at once as it may, and the rest in the order they came', async () => {
    const log: string[] = [];
    const queue = createPasswordQueue({ parallel: 2, maxWaitMs: 10_000, typicalMs: 50 });
    const checks = ['a', 'b', 'c', 'd'].map((name) => heldCheck(log, name));
    const answers = checks.map((c) => queue.check(c.work));
    await Promise.resolve();
    expect(log).toEqual(['start a', 'start b']);
    checks[1]!.release();
    expect(await answers[1]).toBe('b');
    expect(log).toEqual(['start a', 'start b', 'start c']);
    checks[0]!.release();
    checks[2]!.release();
    checks[3]!.release();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(log).toEqual(['start a', 'start b', 'start c', 'start d']);
  });

  it('refuses at once a check whose turn is further away than the longest wait, saying how long to wait', async () => {
    const log: string[] = [];
    // One at a time, each taken to cost a second: the second may wait its second, the third may not.
    const queue = createPasswordQueue({ parallel: 1, maxWaitMs: 1000, typicalMs: 1000 });
    const first = heldCheck(log, 'first');
    const second = heldCheck(log, 'second');
    const answers = [queue.check(first.work), queue.check(second.work)];
    let refusedFirst = false;
    const third = queue.check(heldCheck(log, 'third').work, async () => {
      refusedFirst = true;
    });
    const refusal = await third.catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'UNAVAILABLE', message: ERROR_TEXTS.UNAVAILABLE.signIns, details: { retryAfter: 2 } });
    expect((refusal as AppError).statusCode).toBe(503);
    expect(refusedFirst).toBe(true);
    expect(log).toEqual(['start first']);
    first.release();
    second.release();
    expect(await Promise.all(answers)).toEqual(['first', 'second']);
    // The queue is free again: the next check runs.
    expect(await queue.check(async () => 'next')).toBe('next');
  });

  it('frees its place when a check fails', async () => {
    const queue = createPasswordQueue({ parallel: 1, maxWaitMs: 0 });
    await expect(queue.check(() => Promise.reject(new Error('broken hash')))).rejects.toThrow('broken hash');
    expect(await queue.check(async () => 'after')).toBe('after');
  });

  it('serves known devices first while anonymous checks wait, giving the anonymous line one turn in four', async () => {
    const log: string[] = [];
    const queue = createPasswordQueue({ parallel: 1, maxWaitMs: 60_000, typicalMs: 1 });
    const first = heldCheck(log, 'first');
    const answers = [queue.check(first.work, undefined, 'anonymous')];
    const anonymous = Array.from({ length: 4 }, (_, i) => heldCheck(log, `anon${i}`));
    const known = Array.from({ length: 5 }, (_, i) => heldCheck(log, `known${i}`));
    for (const c of anonymous) answers.push(queue.check(c.work, undefined, 'anonymous'));
    for (const c of known) answers.push(queue.check(c.work, undefined, 'known'));
    for (const c of [first, ...anonymous, ...known]) c.release();
    await Promise.all(answers);
    expect(log).toEqual([
      'start first',
      'start known0',
      'start known1',
      'start known2',
      'start anon0',
      'start known3',
      'start known4',
      'start anon1',
      'start anon2',
      'start anon3',
    ]);
  });

  it('refuses anonymous checks when their line is full while a known device still gets its turn', async () => {
    const log: string[] = [];
    const queue = createPasswordQueue({ parallel: 1, maxWaitMs: 1000, typicalMs: 100 });
    const first = heldCheck(log, 'first');
    const answers = [queue.check(first.work)];
    const junk = Array.from({ length: 30 }, () => queue.check(async () => 'junk').catch((err: unknown) => err));
    const device = queue.check(async () => 'device', undefined, 'known');
    first.release();
    expect(await device).toBe('device');
    const settled = await Promise.all(junk);
    expect(settled.filter((r) => r instanceof AppError)).toHaveLength(20);
    await Promise.all(answers);
  });
});
