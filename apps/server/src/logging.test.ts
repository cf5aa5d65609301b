import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { closeLogDestination, createLogDestination, loggerOptions } from './logging.js';

function appLogging(lines: Record<string, unknown>[]) {
  const app = Fastify(loggerOptions('info', { write: (line) => void lines.push(JSON.parse(line)) }));
  app.get('/ok', async () => ({ ok: true }));
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
    const app = Fastify(loggerOptions('info', destination));
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
});
