import { describe, expect, it } from 'vitest';
import type { Change, ChangeFeed } from '../db/change-feed.js';
import { keptAnswers } from './kept-answers.js';

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
