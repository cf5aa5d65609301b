import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeLogDestination, createLogDestination, loggerOptions, type AccessLogOptions } from './logging.js';

function appLogging(lines: Record<string, unknown>[], access?: AccessLogOptions) {
  const app = Fastify(loggerOptions('info', { write: (line) => void lines.push(JSON.parse(line)) }, access));
  app.get('/ok', async () => ({ ok: true }));
  app.post('/save', async () => ({ saved: true }));
  app.get('/fails', async () => {
    throw new Error('broken');
  });
  return app;
}

describe('access log', () => {
  it('writes one line per request with method, url, status, response time, address and request id', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    await app.inject({ method: 'GET', url: '/ok?rollNo=1' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const access = lines.filter((l) => 'statusCode' in l);
    expect(access).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'request completed',
        method: 'GET',
        url: '/ok?rollNo=1',
        statusCode: 200,
        ip: '127.0.0.1',
        reqId: expect.any(String),
      }),
      expect.objectContaining({ level: 30, msg: 'request completed', method: 'GET', url: '/missing', statusCode: 404 }),
    ]);
    expect(access[0].responseTime).toEqual(expect.any(Number));
    expect(lines.some((l) => l.msg === 'incoming request')).toBe(false);
  });

  it('still logs a failed request with its error', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = appLogging(lines);
    await app.inject({ method: 'GET', url: '/fails' });
    await app.close();
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, err: expect.objectContaining({ message: 'broken' }) }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'request completed', url: '/fails', statusCode: 500 }));
  });

  it('writes every queued line before the destination closes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-log-'));
    const file = path.join(dir, 'server.log');
    const destination = createLogDestination(file);
    const app = Fastify(loggerOptions('info', destination, { routinePerSecond: 0 }));
    app.get('/ok', async () => ({ ok: true }));
    for (let i = 0; i < 200; i++) await app.inject({ method: 'GET', url: `/ok?i=${i}` });
    await app.close();
    await closeLogDestination(destination);
    const written = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(written.filter((l) => l.msg === 'request completed')).toHaveLength(200);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  describe('under load', () => {
    const completed = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request completed');

    it('writes fast successful reads up to the rate a second, counts the others and says how many every ten seconds', async () => {
      const lines: Record<string, unknown>[] = [];
      let now = 1_000_000;
      const app = appLogging(lines, { routinePerSecond: 5, now: () => now });
      for (let i = 0; i < 12; i++) await app.inject({ method: 'GET', url: `/ok?i=${i}` });
      expect(completed(lines).map((l) => l.url)).toEqual(['/ok?i=0', '/ok?i=1', '/ok?i=2', '/ok?i=3', '/ok?i=4']);

      now += 1000;
      await app.inject({ method: 'GET', url: '/ok?next-second' });
      expect(completed(lines).at(-1)?.url).toBe('/ok?next-second');
      expect(lines.some((l) => 'routineRequestsNotLogged' in l)).toBe(false);

      now += 10_000;
      await app.inject({ method: 'GET', url: '/ok?later' });
      await app.close();
      expect(lines.filter((l) => 'routineRequestsNotLogged' in l)).toEqual([
        expect.objectContaining({ level: 30, routineRequestsNotLogged: 7, seconds: 11 }),
      ]);
      expect(completed(lines).at(-1)?.url).toBe('/ok?later');
    });

    it('always writes errors, refusals, writes and slow answers in full, whatever the budget', async () => {
      const lines: Record<string, unknown>[] = [];
      const app = appLogging(lines, { routinePerSecond: 1, now: () => 5_000_000 });
      await app.inject({ method: 'GET', url: '/ok?uses-the-budget' });
      await app.inject({ method: 'GET', url: '/ok?left-out' });
      await app.inject({ method: 'GET', url: '/fails' });
      await app.inject({ method: 'GET', url: '/missing' });
      await app.inject({ method: 'POST', url: '/save' });
      await app.close();
      expect(completed(lines).map((l) => [l.url, l.statusCode])).toEqual([
        ['/ok?uses-the-budget', 200],
        ['/fails', 500],
        ['/missing', 404],
        ['/save', 200],
      ]);

      const slow: Record<string, unknown>[] = [];
      const everySlow = appLogging(slow, { routinePerSecond: 1, slowMs: 0, now: () => 5_000_000 });
      for (let i = 0; i < 3; i++) await everySlow.inject({ method: 'GET', url: `/ok?slow=${i}` });
      await everySlow.close();
      expect(completed(slow)).toHaveLength(3);
    });
  });
});
