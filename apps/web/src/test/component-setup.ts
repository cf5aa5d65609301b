import { afterAll, afterEach, beforeAll } from 'vitest';
import { deleteCookie } from '../lib/cookies';
import { forgetRequests, server } from './api-server';

/**
 * The files of a worker share its modules and its page (the component project runs without
 * isolation): each file starts signed out, with nothing stored and an empty page, as in a fresh browser.
 */
beforeAll(() => {
  // A file on Node's own environment (`@vitest-environment node`) has no page.
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.slice(0, cookie.indexOf('='));
    if (name) deleteCookie(name);
  }
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});

/** Calls of this test that no handler answered: each fails the test, named by its method and path. */
const unanswered: string[] = [];

beforeAll(() =>
  server.listen({
    // 'error', and the call is kept to fail its test (the page may well carry on without an answer).
    onUnhandledFrame: ({ frame, defaults }) => {
      const { request } = frame.data as { request?: Request };
      unanswered.push(request ? `${request.method} ${new URL(request.url).pathname}` : frame.protocol);
      defaults.error();
    },
  }),
);
afterEach(() => {
  server.resetHandlers();
  forgetRequests();
  const missed = unanswered.splice(0);
  if (missed.length) throw new Error(`No handler answers ${missed.join(', ')}: add one to the feature's *.handlers.ts or server.use() it`);
});
afterAll(() => server.close());
