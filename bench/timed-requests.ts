import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A request sent `at` ms after the start, and again `again` ms after its first sending when not null (a retry). */
export interface Timed {
  at: number;
  again: number | null;
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** One answer: the request's index, how long it took from sending to its whole body, its status and body. */
export interface Answered {
  index: number;
  ms: number;
  status: number;
  body: string;
}

/**
 * Sends each request at its moment from a process of its own, as many clients would: a sender in the
 * server's process shares its event loop, and under load its own sending and reading would count in
 * every answer's time. The moments count from when the sender is ready: it has fetched `warmUp` once
 * (a phone's browser is running before its teacher taps Save; a process's first fetch loads its HTTP
 * client, which on a busy machine took a second). Answers every sending's answer (a retried request
 * twice) once all are in.
 */
export function sendFromAnotherProcess(requests: Timed[], warmUp: string): Promise<Answered[]> {
  const source = `
    const fs = require('node:fs');
    const requests = JSON.parse(fs.readFileSync(process.env.REQUESTS_FILE, 'utf8'));
    const answers = [];
    const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
    const send = async (r, index) => {
      const started = performance.now();
      try {
        const res = await fetch(r.url, { method: r.method, headers: r.headers, body: r.body });
        const body = await res.text();
        answers.push({ index, ms: performance.now() - started, status: res.status, body });
      } catch (err) {
        answers.push({ index, ms: performance.now() - started, status: 0, body: String(err) });
      }
    };
    fetch(process.env.WARM_UP).then((res) => res.arrayBuffer()).then(() => Promise.all(requests.map(async (r, index) => {
      await wait(r.at);
      await Promise.all([send(r, index), r.again === null ? undefined : wait(r.again).then(() => send(r, index))]);
    }))).then(() => fs.writeFileSync(process.env.ANSWERS_FILE, JSON.stringify(answers)));
  `;
  // Hundreds of requests with their bodies are more than an environment variable holds: they go by files.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-timed-'));
  const requestsFile = path.join(dir, 'requests.json');
  const answersFile = path.join(dir, 'answers.json');
  fs.writeFileSync(requestsFile, JSON.stringify(requests));
  return new Promise<Answered[]>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], {
      env: { ...process.env, REQUESTS_FILE: requestsFile, ANSWERS_FILE: answersFile, WARM_UP: warmUp },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(fs.readFileSync(answersFile, 'utf8')) as Answered[]) : reject(new Error(`the sender exited with ${code}`)),
    );
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}
