#!/usr/bin/env node
// `npm start` builds the web app only when a source is newer than the last build, so a second start takes seconds.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/shared/src',
  'package-lock.json',
];

function newest(p) {
  const stat = fs.statSync(p, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((name) => newest(path.join(p, name))));
}

const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt > changedAt) {
  console.log('Web app is up to date (apps/web/dist); skipping the build.');
  process.exit(0);
}
const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
process.exit(res.status ?? 1);
