import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const AUTOCANNON = fileURLToPath(import.meta.resolve('autocannon'));

/** What a load measured: requests a second, in all, the p99 in ms, answers not 2xx and errors. */
export interface Measured {
  requests: number;
  total: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/**
 * autocannon in a process of its own (so that the load does not share the server's event loop), at
 * `connections` for `duration` seconds; each request `url`'s path followed by one of `suffixes` at
 * random (`?q=…`, a code), or `url` itself when there are none; signed in with `token`, or with one
 * of `tokens` at random (many users' sessions).
 */
export function load(
  url: string,
  opts: { suffixes: string[]; connections: number; duration: number; token?: string; tokens?: string[] },
): Promise<Measured> {
  const source = `
    const { autocannonPath, url, suffixes, token, tokens, connections, duration } = JSON.parse(require('node:fs').readFileSync(process.env.LOAD_FILE, 'utf8'));
    const autocannon = require(autocannonPath);
    const base = new URL(url);
    const headers = token ? { authorization: 'Bearer ' + token } : {};
    const requests = [{
      setupRequest: (req) => {
        if (tokens && tokens.length > 0) req.headers = { ...req.headers, authorization: 'Bearer ' + tokens[Math.floor(Math.random() * tokens.length)] };
        if (suffixes.length === 0) return req;
        req.path = base.pathname + suffixes[Math.floor(Math.random() * suffixes.length)];
        return req;
      },
    }];
    autocannon({ url, connections, duration, requests, headers }, (err, r) => {
      if (err) throw err;
      process.stdout.write(JSON.stringify({ requests: r.requests.average, total: r.requests.total, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors }));
    });
  `;
  // The requests' suffixes go by a file: thousands of them are more than an environment variable holds.
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'campus-load-')), 'load.json');
  fs.writeFileSync(file, JSON.stringify({ autocannonPath: AUTOCANNON, url, ...opts }));
  return new Promise<Measured>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], {
      env: { ...process.env, LOAD_FILE: file },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Measured) : reject(new Error(`load generator exited with ${code}`)),
    );
  }).finally(() => fs.rmSync(path.dirname(file), { recursive: true, force: true }));
}

/** Two halves of a run measured in turns with another, as one run of `duration` seconds. */
export const sum = (a: Measured, b: Measured, duration: number): Measured => ({
  requests: (a.total + b.total) / duration,
  total: a.total + b.total,
  p99: Math.max(a.p99, b.p99),
  non2xx: a.non2xx + b.non2xx,
  errors: a.errors + b.errors,
});
