import fs from 'node:fs';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { runProvided } from './run-provided.js';
import { SESSION_COOKIE } from '../src/features/auth/session-token.js';
import type { Secret } from './log-leaks.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where every test app of the integration suite writes its log (set by log-scan.global.ts). */
    logCaptureDir: string;
  }
}

/** Secrets shorter than this are not recorded: test passwords like `wrong` are words a log may hold. */
const MIN_SECRET = 8;

export interface LogCapture {
  /** Writes one pino line (ending in a newline) to this worker's capture file. */
  write(line: string): void;
  /** Records the passwords a test app accepts and the tokens it issues, for the scan. */
  watch(app: FastifyInstance): void;
}

let files: { log: number; secrets: number } | undefined;

function open(dir: string) {
  if (files) return files;
  const base = path.join(dir, `${process.pid}-${threadId}`);
  files = { log: fs.openSync(`${base}.log`, 'a'), secrets: fs.openSync(`${base}.secrets`, 'a') };
  return files;
}

/** A password of letters only is a word (the fuzz suite signs up with words of master data), which a log may hold. */
const isWord = (kind: Secret['kind'], value: string) => kind === 'password' && /^[A-Za-z]+$/.test(value);

function record(secrets: number, kind: Secret['kind'], value: unknown) {
  if (typeof value === 'string' && value.length >= MIN_SECRET && !isWord(kind, value))
    fs.writeSync(secrets, `${JSON.stringify({ kind, value })}\n`);
}

const kindOfField = (name: string): Secret['kind'] | undefined => {
  if (/passw/i.test(name)) return 'password';
  if (/reset.*token/i.test(name)) return 'reset token';
  if (/token/i.test(name)) return 'token';
  return undefined;
};

/** Passwords and tokens in a JSON body, at the top level or one level down. */
function recordFields(secrets: number, body: unknown, depth = 0) {
  if (!body || typeof body !== 'object' || depth > 1) return;
  for (const [name, value] of Object.entries(body)) {
    const kind = kindOfField(name);
    if (kind) record(secrets, kind, value);
    else recordFields(secrets, value, depth + 1);
  }
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json);
  } catch {
    return undefined;
  }
}

const SESSION_SET_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`);

/**
 * The integration suite's log capture: every test app logs at trace level (more than production
 * writes) into one file per worker, and records the secrets it saw, for the scan after the run
 * (log-scan.global.ts). Undefined outside the integration project.
 */
export function logCapture(): LogCapture | undefined {
  const dir = runProvided('logCaptureDir');
  if (!dir) return undefined;
  const fd = open(dir);
  return {
    write: (line) => void fs.writeSync(fd.log, line),
    watch(app) {
      // A refused password (a fuzzed one, say) is not anyone's secret, and may be a word a log holds.
      app.addHook('onResponse', async (request, reply) => {
        if (reply.statusCode < 400) recordFields(fd.secrets, request.body);
      });
      app.addHook('onSend', async (_request, reply, payload) => {
        const cookies = reply.getHeader('set-cookie');
        for (const c of [cookies].flat()) record(fd.secrets, 'session token', SESSION_SET_COOKIE.exec(String(c ?? ''))?.[1]);
        if (typeof payload === 'string' && payload.startsWith('{') && /token/i.test(payload)) recordFields(fd.secrets, parse(payload));
        return payload;
      });
    },
  };
}
