import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from '../db/change-feed.js';
import { keptAnswers, keptFigures } from './kept-answers.js';

/** A feed this test speaks for: what a database's triggers would tell. */
function feedOf() {
  const listeners = new Set<(c: Change) => void>();
  let live = true;
  const feed: ChangeFeed = {
    live: () => live,
    state: () => (live ? 'up' : 'down'),
    subscribe: (l) => (listeners.add(l), () => listeners.delete(l)),
    sync: async () => undefined,
    close: () => undefined,
  };
  const tell = (c: Change) => listeners.forEach((l) => l(c));
  return { feed, tell, setLive: (v: boolean) => (live = v) };
}

describe('answers kept until what they were read from changes', () => {
  const kept = (dropOnAll = true) => {
    const f = feedOf();
    return { ...f, answers: keptAnswers<string>({ feed: f.feed, max: 100, ttlMs: 60_000, dropOnAll }) };
  };

  it('keeps an answer, and drops it when one of its tags changes, leaving the others', () => {
    const { answers, tell } = kept();
    answers.set('1', 'one', ['s:1', 'r:A1'], answers.ticket());
    answers.set('2', 'two', ['s:2', 'r:A2'], answers.ticket());
    expect(answers.get('1')).toBe('one');
    tell({ kind: 'r', key: 'A1' });
    expect(answers.get('1')).toBeUndefined();
    expect(answers.get('2')).toBe('two');
  });

  it('does not keep an answer read before a change of its tags was heard', () => {
    const { answers, tell } = kept();
    const ticket = answers.ticket();
    tell({ kind: 's', key: '1' });
    answers.set('1', 'read before the change', ['s:1'], ticket);
    expect(answers.get('1')).toBeUndefined();
    // Another student's change does not stop it.
    const next = answers.ticket();
    tell({ kind: 's', key: '9' });
    answers.set('1', 'fresh', ['s:1'], next);
    expect(answers.get('1')).toBe('fresh');
  });

  it('drops everything on a change of all of a kind, or of data all answers use', () => {
    const { answers, tell } = kept();
    answers.set('1', 'one', ['s:1'], answers.ticket());
    tell({ kind: 's', key: '*' });
    expect(answers.get('1')).toBeUndefined();
    const ticket = answers.ticket();
    answers.set('1', 'one', ['s:1'], ticket);
    tell({ kind: 'all' });
    expect(answers.get('1')).toBeUndefined();
    answers.set('1', 'read before', ['s:1'], ticket);
    expect(answers.get('1')).toBeUndefined();
  });

  it('keeps sessions through a change of shared data when told so', () => {
    const { answers, tell } = kept(false);
    answers.set('hash', 'user', ['u:5'], answers.ticket());
    tell({ kind: 'all' });
    expect(answers.get('hash')).toBe('user');
    tell({ kind: 'u', key: '5' });
    expect(answers.get('hash')).toBeUndefined();
  });

  it('keeps nothing and answers nothing while changes may be missed, and forgets all of before', () => {
    const { answers, tell, setLive } = kept();
    answers.set('1', 'one', ['s:1'], answers.ticket());
    setLive(false);
    tell({ kind: 'reset' });
    answers.set('2', 'two', ['s:2'], answers.ticket());
    expect(answers.get('2')).toBeUndefined();
    setLive(true);
    expect(answers.get('1')).toBeUndefined();
    expect(answers.get('2')).toBeUndefined();
  });

  it('drops at once what the writing server forgets, without waiting for the database', () => {
    const { answers } = kept();
    answers.set('hash', 'user', ['u:5'], answers.ticket());
    answers.forget('u:5');
    expect(answers.get('hash')).toBeUndefined();
  });
});

describe('figures kept for the college day', () => {
  /** A read that ends when the test says so. */
  function pending<T>() {
    let end!: (value: T) => void;
    const done = new Promise<T>((resolve) => (end = resolve));
    return { done, end };
  }
  /** `n` reads of other figures that hold their turns until released. */
  const holdTurns = (figures: ReturnType<typeof keptFigures>, n: number) => {
    const reads = Array.from({ length: n }, () => pending<string>());
    const held = reads.map((r, i) =>
      figures(
        `other:${i}`,
        () => [`s:${i + 10}`],
        () => r.done,
      ),
    );
    return {
      release: async () => {
        reads.forEach((r) => r.end('other'));
        await Promise.all(held);
      },
    };
  };
  const figuresOf = () => {
    const f = feedOf();
    return { ...f, figures: keptFigures(f.feed, async () => '2026-12-07') };
  };

  it('reads at most four figures at once when a change dropped many, and the rest take their turn', async () => {
    const { figures } = figuresOf();
    const reads = Array.from({ length: 6 }, () => pending<string>());
    let running = 0;
    let most = 0;
    const answers = reads.map((r, i) =>
      figures(
        `student:${i}`,
        () => [`s:${i}`],
        async () => {
          running++;
          most = Math.max(most, running);
          const answer = await r.done;
          running--;
          return answer;
        },
      ),
    );
    await new Promise(setImmediate);
    expect(running).toBe(4);
    reads.forEach((r, i) => r.end(`page ${i}`));
    expect(await Promise.all(answers)).toEqual(['page 0', 'page 1', 'page 2', 'page 3', 'page 4', 'page 5']);
    expect(most).toBe(4);
  });

  it('answers readers of the same figures with one read while nothing changed', async () => {
    const { figures } = figuresOf();
    const turns = holdTurns(figures, 4);
    let reads = 0;
    const read = async () => `page read ${++reads}`;
    const first = figures('student:1', () => ['s:1'], read);
    const second = figures('student:1', () => ['s:1'], read);
    await turns.release();
    expect([await first, await second]).toEqual(['page read 1', 'page read 1']);
    expect(reads).toBe(1);
  });

  it('does not answer a reader who came after a change with a read begun before it', async () => {
    const { figures, tell } = figuresOf();
    const slow = pending<string>();
    const before = figures(
      'student:1',
      () => ['s:1'],
      () => slow.done,
    );
    await new Promise(setImmediate);
    tell({ kind: 's', key: '1' });
    const after = figures(
      'student:1',
      () => ['s:1'],
      async () => 'read after the change',
    );
    slow.end('read before the change');
    expect(await before).toBe('read before the change');
    expect(await after).toBe('read after the change');
    expect(
      await figures(
        'student:1',
        () => ['s:1'],
        async () => 'read again',
      ),
    ).toBe('read after the change');
  });

  it('lets figures read inside another read go on while every turn is taken', async () => {
    const { figures } = figuresOf();
    const turns = holdTurns(figures, 3);
    const dues = () =>
      figures(
        'dues:1',
        () => ['s:1'],
        async () => 'dues',
      );
    const page = await figures(
      'student:1',
      () => ['s:1'],
      async () => `page with ${await dues()}`,
    );
    expect(page).toBe('page with dues');
    await turns.release();
  });

  it("reads again after a change of the figures' tags", async () => {
    const { figures, tell } = figuresOf();
    let reads = 0;
    const read = async () => `page read ${++reads}`;
    expect(await figures('student:1', () => ['s:1'], read)).toBe('page read 1');
    expect(await figures('student:1', () => ['s:1'], read)).toBe('page read 1');
    tell({ kind: 's', key: '1' });
    expect(await figures('student:1', () => ['s:1'], read)).toBe('page read 2');
  });

  it('keeps figures read together each under its own key, and drops them by their own tags', async () => {
    const { figures, tell } = figuresOf();
    let reads = 0;
    const section = async () => {
      reads++;
      return new Map([1, 2, 3].map((id) => [`student:${id}`, { id, read: reads }]));
    };
    const tags = (page: { id: number }) => [`s:${page.id}`, 'a:7'];
    expect(await figures.together('student:2', tags, section)).toEqual({ id: 2, read: 1 });
    expect(await figures.together('student:3', tags, section)).toEqual({ id: 3, read: 1 });
    tell({ kind: 's', key: '3' });
    expect(await figures.together('student:1', tags, section)).toEqual({ id: 1, read: 1 });
    expect(await figures.together('student:3', tags, section)).toEqual({ id: 3, read: 2 });
    tell({ kind: 'a', key: '7' });
    expect(await figures.together('student:1', tags, section)).toEqual({ id: 1, read: 3 });
    expect(await figures.together('student:9', tags, section)).toBeUndefined();
    expect(reads).toBe(4);
  });
});
