import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, engineFree, type TestApp } from '../../test/helpers.js';
import { startServer, type ServerProcess } from '../../test/server-process.js';

/** A client that opened a request and never finishes its headers (slowloris). */
function slowHeaders(port: number, localAddress: string): net.Socket {
  const socket = net.connect({ port, host: '127.0.0.1', localAddress });
  socket.on('error', () => {});
  socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: erp\r\nX-Slow: '));
  return socket;
}

/** Resolves true once the server has closed the socket, false if it has not within `ms`. */
function closedWithin(socket: net.Socket, ms: number): Promise<boolean> {
  if (socket.destroyed) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** Resolves once every socket is connected or closed: the server has taken them all in. */
function settled(sockets: net.Socket[]): Promise<void> {
  return Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) =>
          s.readyState === 'open' || s.destroyed ? resolve() : s.once('ready', resolve).once('close', () => resolve()),
        ),
    ),
  ).then(() => undefined);
}

/** A plain request from another loopback address, so that it is counted apart from the slow ones. */
function healthFrom(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress });
    let text = '';
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer within 10 s')));
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: erp\r\nConnection: close\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      if (status) resolve(Number(status));
      else reject(new Error('the connection closed without an answer'));
    });
  });
}

describe.runIf(engineFree)('slow and idle clients', () => {
  describe('on a listening server', () => {
    let t: TestApp;
    let port: number;
    beforeAll(async () => {
      t = await createTestApp('pglite', { seed: false, env: { HEADERS_TIMEOUT_MS: '500', CONNECTIONS_PER_ADDRESS: '20' } });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as net.AddressInfo).port;
    });
    afterAll(async () => t?.close());

    it('closes a connection whose headers do not arrive within the header timeout', async () => {
      const socket = slowHeaders(port, '127.0.0.2');
      const seen: string[] = [];
      socket.on('connect', () => seen.push('connected'));
      socket.on('data', (chunk: Buffer) => seen.push(chunk.toString('latin1').split('\r\n')[0]!));
      expect(await closedWithin(socket, 20_000), `still open after 20 s; seen: ${seen.join(', ') || 'nothing'}`).toBe(true);
      expect(seen).toEqual(['connected', 'HTTP/1.1 408 Request Timeout']);
    });

    it('closes the connections of one address beyond its cap at once; another address is served', async () => {
      const slow = Array.from({ length: 30 }, () => slowHeaders(port, '127.0.0.3'));
      await settled(slow);
      // Well within the 500 ms header timeout, which would close them all.
      await vi.waitFor(() => expect(slow.filter((s) => s.destroyed).length).toBeGreaterThanOrEqual(10), { timeout: 400, interval: 10 });
      expect(await healthFrom(port, '127.0.0.4')).toBe(200);
      for (const s of slow) s.destroy();
    });
  });

  // The fault drill: thousands of slow sockets used up the process's descriptors and every other client was refused.
  describe('a server process with few file descriptors', () => {
    let server: ServerProcess;
    let dataDir: string;
    const slow: net.Socket[] = [];
    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-sockets-'));
      // Enough for the embedded database to migrate a new install (it keeps a file open per table and
      // index), and still far fewer than the 600 slow connections below.
      server = await startServer({ DATA_DIR: dataDir, DEMO: 'false', CONNECTIONS_PER_ADDRESS: '64' }, { openFiles: 450 });
      expect(server.output()).toContain('Campus ERP is running at');
    });
    afterAll(async () => {
      for (const s of slow) s.destroy();
      await server?.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('goes on answering other addresses while one address holds 600 slow connections', async () => {
      const port = Number(new URL(server.url).port);
      for (let i = 0; i < 600; i++) slow.push(slowHeaders(port, '127.0.0.5'));
      await settled(slow);
      expect(await healthFrom(port, '127.0.0.6')).toBe(200);
    });
  });
});
