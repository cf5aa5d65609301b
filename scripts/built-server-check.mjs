// The compiled server, started the way `npm start` starts it (plain node, no TypeScript loader) on an
// empty data folder: it must apply the migrations, seed the demo, say it is running, answer its health
// check, the web page, its script precompressed and cached for a year, robots.txt and a demo sign-in,
// and exit 0 on SIGTERM. Meanwhile the compiled backup command
// (what `npm run backup` runs) must have the running server write an archive of the folder.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/server/dist/server.js');
/** The first start seeds 2,000 students; on a busy two-core machine that takes about a minute. */
const START_LIMIT_MS = 5 * 60_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves with the "running" line; rejects when the server exits or the time limit passes first. */
function runningLine(child) {
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`no "running" line within ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.includes('Campus ERP is running at'));
      if (!line) return;
      clearTimeout(timer);
      resolve(line.trim());
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code ?? signal} before it said it was running`));
    });
  });
}

async function expectAnswer(label, url, init, check) {
  const res = await fetch(url, init);
  const body = await res.text();
  const problem = check(res, body);
  if (problem) throw new Error(`${label}: ${problem} (HTTP ${res.status}: ${body.slice(0, 200)})`);
  console.log(`  ${label}: HTTP ${res.status}`);
  return body;
}

async function exercise(base) {
  await expectAnswer('GET /api/health', `${base}/api/health`, {}, (res) => (res.status === 200 ? null : 'expected 200'));
  const page = await expectAnswer('GET /', `${base}/`, {}, (res, body) =>
    res.status === 200 && body.includes('<title>Campus ERP</title>') ? null : 'expected the web page',
  );
  const script = page.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  await expectAnswer(`GET ${script} (brotli)`, `${base}${script}`, { headers: { 'accept-encoding': 'br' } }, (res) =>
    res.status === 200 &&
    res.headers.get('content-encoding') === 'br' &&
    res.headers.get('cache-control') === 'public, max-age=31536000, immutable'
      ? null
      : `expected the page's script brotli-compressed and kept for a year (${res.headers.get('content-encoding')}, ${res.headers.get('cache-control')})`,
  );
  await expectAnswer('GET /robots.txt', `${base}/robots.txt`, {}, (res, body) =>
    res.status === 200 && body.includes('Disallow: /app/') ? null : 'expected the rules for crawlers',
  );
  const signIn = await expectAnswer(
    'POST /api/auth/signin (admin)',
    `${base}/api/auth/signin`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'Campus@2026' }),
    },
    (res, body) => (res.status === 200 && body.includes('"token"') ? null : 'expected a session token'),
  );
  const { token } = JSON.parse(signIn);
  await expectAnswer('GET /api/auth/me', `${base}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } }, (res, body) =>
    res.status === 200 && JSON.parse(body).username === 'admin' ? null : 'expected the signed-in admin',
  );
}

/** The compiled `backup` command against the running server's folder: exit 0, its line, and a file. */
function backUp(env, dataDir) {
  const file = path.join(dataDir, '..', `${path.basename(dataDir)}.tar.gz`);
  const res = spawnSync(
    process.execPath,
    ['--conditions=@campus/compiled', '--enable-source-maps', path.join(root, 'apps/server/dist/cli/backup.js'), file],
    { cwd: root, env, encoding: 'utf8' },
  );
  try {
    const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
    if (res.status !== 0 || !res.stdout.includes('Backup written to') || size === 0) {
      throw new Error(`backup: exit ${res.status}, ${size} bytes: ${(res.stdout + res.stderr).trim().slice(0, 400)}`);
    }
    console.log(`  backup: ${res.stdout.trim()}`);
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Stops the server with SIGTERM and resolves with its exit code (or signal). */
function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode ?? child.signalCode);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  child.kill('SIGTERM');
  return exited;
}

/** Runs the check and prints what it saw; resolves true when every step passed. */
export async function checkBuiltServer() {
  if (!fs.existsSync(entry)) {
    console.error(`No compiled server at ${entry}: run "npm run build" first.`);
    return false;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-built-server-'));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'APP_SECRET_KEY', 'PUBLIC_URL', 'DEMO', 'NODE_OPTIONS']) delete env[name];
  const child = spawn(process.execPath, ['--conditions=@campus/compiled', '--enable-source-maps', entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let ok = false;
  try {
    console.log(`  ${await runningLine(child)}`);
    await exercise(`http://127.0.0.1:${port}`);
    backUp(env, dataDir);
    ok = true;
  } catch (err) {
    console.error(`  FAILED: ${err.message}`);
  }
  const exit = await stop(child);
  console.log(`  exit on SIGTERM: ${exit}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return ok && exit === 0;
}
