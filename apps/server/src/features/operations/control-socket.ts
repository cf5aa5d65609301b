import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { BackupRefused, randomSuffix, type BackupManifest } from './backup-archive.js';

const SOCKET_FILE = 'control.sock';
/** sockaddr_un holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

const controlSocketPath = (dataDir: string) => path.join(dataDir, SOCKET_FILE);

interface ControlOptions {
  dataDir: string;
  /** Writes a backup of the running install to the file. */
  backup(outFile: string): Promise<BackupManifest>;
  log: FastifyBaseLogger;
}

/** The first line of an answer: then, when ok, exactly `bytes` bytes of the archive. */
interface Answer {
  ok: boolean;
  bytes?: number;
  manifest?: BackupManifest;
  message?: string;
}

/**
 * The running server's control socket, `<DATA_DIR>/control.sock`: a Unix socket only its OS user can
 * open (mode 0600), on which `npm run backup` asks the process that holds the data folder for a
 * backup (docs/adr/0055). Opened only by the holder of the folder lock, so a socket file found there
 * is a dead process's.
 */
export async function openControlSocket({ dataDir, backup, log }: ControlOptions): Promise<{ close(): Promise<void> }> {
  const file = controlSocketPath(dataDir);
  if (file.length > MAX_SOCKET_PATH) {
    log.warn(
      `The data folder's path is too long for a control socket (${file.length} > ${MAX_SOCKET_PATH} characters): npm run backup cannot reach this server`,
    );
    return { close: async () => {} };
  }
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => void answer(socket, dataDir, backup, log));
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(file, resolve));
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

async function answer(socket: net.Socket, dataDir: string, backup: ControlOptions['backup'], log: FastifyBaseLogger) {
  socket.on('error', () => {});
  const request = await firstLine(socket);
  if (request !== 'backup') return void socket.end(JSON.stringify({ ok: false, message: `Unknown request: ${request}` }) + '\n');
  const outFile = path.join(dataDir, `.backup-${randomSuffix()}.tar.gz`);
  try {
    const manifest = await backup(outFile);
    const bytes = fs.statSync(outFile).size;
    socket.write(JSON.stringify({ ok: true, bytes, manifest } satisfies Answer) + '\n');
    await pipeline(fs.createReadStream(outFile), socket);
    log.info({ tables: Object.keys(manifest.tables).length, files: manifest.files.count, bytes }, 'backup sent over the control socket');
  } catch (err) {
    log.error({ err }, 'backup over the control socket failed');
    const message = err instanceof BackupRefused ? err.message : `The server could not make the backup: ${(err as Error).message}`;
    socket.end(JSON.stringify({ ok: false, message } satisfies Answer) + '\n');
  } finally {
    fs.rmSync(outFile, { force: true });
  }
}

function firstLine(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('utf8');
      const end = text.indexOf('\n');
      if (end < 0 && text.length < 200) return;
      socket.off('data', onData);
      resolve(text.slice(0, end < 0 ? 200 : end).trim());
    };
    socket.on('data', onData);
  });
}

/** Asks the server holding `dataDir` for a backup and writes it to `outFile`. */
export async function requestBackup(dataDir: string, outFile: string): Promise<BackupManifest> {
  const socket = net.connect(controlSocketPath(dataDir));
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  socket.write('backup\n');
  const out = fs.createWriteStream(outFile, { mode: 0o600 });
  let head = Buffer.alloc(0);
  let answer: Answer | undefined;
  let received = 0;
  for await (const chunk of socket as AsyncIterable<Buffer>) {
    if (!answer) {
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(10);
      if (end < 0) continue;
      answer = JSON.parse(head.subarray(0, end).toString('utf8')) as Answer;
      if (!answer.ok) break;
      const rest = head.subarray(end + 1);
      received += rest.length;
      out.write(rest);
      continue;
    }
    received += chunk.length;
    if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
  socket.destroy();
  if (!answer) throw new Error('The server closed the control socket without an answer');
  if (!answer.ok) throw new BackupRefused(answer.message ?? 'The server refused the backup');
  if (received !== answer.bytes) throw new Error(`The server's backup ended early: ${received} of ${answer.bytes} bytes`);
  return answer.manifest!;
}
