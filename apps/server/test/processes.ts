import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface Running {
  child: ChildProcess;
  pid: number;
  /** Everything it wrote so far. */
  stdout(): string;
  stderr(): string;
  /** Resolves when its standard output has a line matching; rejects if it exits first. */
  waitFor(pattern: RegExp): Promise<void>;
  /** Its exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>;
}

/** Runs a TypeScript entry of the server (`apps/server/src/…`) as its own process, from the repository root. */
export function startScript(script: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${script}`, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  // 'close' comes after the exit and the last of its output.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(out)) return;
        child.stdout!.off('data', check);
        resolve();
      };
      child.stdout!.on('data', check);
      check();
      void exited.then((code) => reject(new Error(`exited with ${code} before ${pattern}: ${out}\n${err}`)));
    });
  return { child, pid: child.pid!, stdout: () => out, stderr: () => err, waitFor, exited };
}

/** Runs a command to its end: exit code and output. */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  const run = startScript(script, args, env);
  const code = await run.exited;
  return { code, out: run.stdout(), err: run.stderr() };
}
