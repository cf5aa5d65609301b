import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process wrote to standard output and error so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/**
 * Starts the real server (`apps/server/src/server.ts`) as its own process on a free port and waits
 * for its "running" line, or for it to exit (then `exited` has settled and the output says why).
 * `openFiles` caps the descriptors the process may hold (`ulimit -n`), as a busy machine's limit would.
 */
export async function startServer(env: Record<string, string>, { openFiles }: { openFiles?: number } = {}): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const node = [process.execPath, '--import', 'tsx', 'apps/server/src/server.ts'];
  const [command, ...args] = openFiles ? ['prlimit', `--nofile=${openFiles}`, '--', ...node] : node;
  const child = spawn(command!, args, {
    cwd: repoRoot,
    // The demo's paper warnings are told only in the tests about them (see helpers.ts).
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PAPER_WARNING_MINUTES: '0',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  // 'close' comes after the exit and the last of the output: a message printed just before exiting is in it.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const running = new Promise<void>((resolve) => {
    const read = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      if (text.includes('Campus ERP is running at')) resolve();
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  await Promise.race([running, exited]);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  return { child, url: `http://127.0.0.1:${port}`, output: () => text, exited, stop };
}

/** Runs a command-line tool of the server to its end. */
export function runCli(script: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<{ code: number | null; out: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${script}`, ...args], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.stderr.on('data', (c: Buffer) => (out += c.toString('utf8')));
    child.once('close', (code) => resolve({ code, out }));
  });
}
