import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineFree } from '../../test/helpers.js';
import { startServer } from '../../test/server-process.js';

describe.runIf(engineFree)('a server whose port is taken', () => {
  let other: net.Server;
  let port: number;
  let dataDir: string;
  beforeAll(async () => {
    other = net.createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    port = (other.address() as net.AddressInfo).port;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-port-'));
  });
  afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops before any start-up work with one line naming the port, and exit code 1', async () => {
    const server = await startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO: 'false' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe(
      `Port ${port} on 127.0.0.1 is already in use by another program: stop that program, or set PORT to a free port.`,
    );
    // Neither the data folder's lock nor its database were made.
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
