#!/usr/bin/env node
// `npm start` builds only what a source is newer than (the web app, the compiled server), so a second start takes seconds.
// With `--server` (the operator's commands: create-admin, rotate-key, backup, restore) only the server, saying nothing when it is up to date.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const shared = [
  'packages/shared/src',
  'packages/shared/package.json',
  'packages/shared/tsconfig.build.json',
  'tsconfig.base.json',
  'package-lock.json',
];
const parts = [
  {
    name: 'Web app',
    built: 'apps/web/dist/index.html',
    sources: ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', ...shared],
    build: ['run', 'build', '-w', '@campus/web'],
  },
  {
    name: 'Server',
    built: 'apps/server/dist/server.js',
    sources: ['apps/server/src', 'apps/server/package.json', 'apps/server/tsconfig.build.json', ...shared],
    build: ['run', 'build:server'],
  },
];

function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const serverOnly = process.argv.includes('--server');

for (const part of serverOnly ? parts.filter((p) => p.name === 'Server') : parts) {
  const builtAt = fs.statSync(path.join(root, part.built), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...part.sources.map((s) => newest(path.join(root, s))));
  if (builtAt > changedAt) {
    if (!serverOnly) console.log(`${part.name} is up to date (${path.dirname(part.built)}); skipping its build.`);
    continue;
  }
  // An operator's command prints only its own answer on stdout: the build's output goes to stderr.
  const res = spawnSync('npm', part.build, { cwd: root, stdio: serverOnly ? ['ignore', process.stderr, 'inherit'] : 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
