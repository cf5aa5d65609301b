import fs from 'node:fs';
import path from 'node:path';
import { isValidAadhaar } from '@campus/shared';
import { DEMO_PASSWORD } from '../src/demo/seed.js';

/** A value the test apps saw that must never reach a log. */
export interface Secret {
  kind: 'password' | 'session token' | 'reset token' | 'token';
  value: string;
}

export interface Leak {
  kind: string;
  /** Where: `file:line` (or the line number alone). */
  where: string;
  /** The log line around the leaked value. */
  excerpt: string;
}

/** Twelve digits standing alone (in groups of four or not): an Aadhaar number when the check digit is right. */
const AADHAAR_SHAPED = /(?<![\w.])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?!\w)/g;
/** How the Aadhaar vault stores a number: `v1:<iv>:<tag>:<body>` in base64. */
const AADHAAR_CIPHER = /v1:[A-Za-z0-9+/]{16}:[A-Za-z0-9+/]{22}==:[A-Za-z0-9+/]+=*/g;
/** A session token (32 random bytes, base64url), which is also the shape of a reset token. */
const TOKEN_SHAPED = /(?<![\w-])[\w-]{43}(?![\w-])/g;
const looksRandom = (s: string) => /\d/.test(s) && /[a-z]/.test(s) && /[A-Z]/.test(s);

function excerpt(line: string, index: number, length: number): string {
  const from = Math.max(0, index - 60);
  return `${from > 0 ? '…' : ''}${line.slice(from, index + length + 60)}${index + length + 60 < line.length ? '…' : ''}`;
}

/**
 * Every Aadhaar number (any 12 digits with a right check digit), Aadhaar ciphertext, known
 * password or token, and anything shaped like a session or reset token in a log's text.
 */
export function findLeaks(text: string, secrets: Secret[] = [], file = ''): Leak[] {
  const tokens = new Map<string, Secret['kind']>();
  const others = new Map<string, Secret['kind']>([[DEMO_PASSWORD, 'password']]);
  for (const s of secrets) {
    const known = /^[\w-]{43}$/.test(s.value) ? tokens : others;
    // A session token is also recorded from the sign-in answer's `token` field: keep the precise name.
    if (!(s.kind === 'token' && known.has(s.value))) known.set(s.value, s.kind);
  }
  const leaks: Leak[] = [];
  text.split('\n').forEach((line, i) => {
    const add = (kind: string, index: number, length: number) =>
      leaks.push({ kind, where: file ? `${file}:${i + 1}` : String(i + 1), excerpt: excerpt(line, index, length) });
    for (const m of line.matchAll(AADHAAR_SHAPED)) if (isValidAadhaar(m[0].replace(/\D/g, ''))) add('Aadhaar number', m.index, m[0].length);
    for (const m of line.matchAll(AADHAAR_CIPHER)) add('Aadhaar ciphertext', m.index, m[0].length);
    for (const m of line.matchAll(TOKEN_SHAPED)) {
      const kind = tokens.get(m[0]) ?? (looksRandom(m[0]) ? 'token-shaped value' : undefined);
      if (kind) add(kind, m.index, m[0].length);
    }
    for (const [value, kind] of others) {
      const at = line.indexOf(value);
      if (at >= 0) add(kind, at, value.length);
    }
  });
  return leaks;
}

/** The leaks by kind, a few lines of each: what a failed scan prints. */
export function describeLeaks(leaks: Leak[], perKind = 5): string[] {
  const kinds = [...new Set(leaks.map((l) => l.kind))];
  return kinds.flatMap((kind) => {
    const all = leaks.filter((l) => l.kind === kind);
    const shown = all.slice(0, perKind).map((l) => `    ${l.where}: ${l.excerpt}`);
    return [`  ${kind}: ${all.length} line(s)`, ...shown, ...(all.length > perKind ? [`    … and ${all.length - perKind} more`] : [])];
  });
}

/** Reads what the test apps of one run wrote (`*.log`) and the secrets they recorded (`*.secrets`). */
export function scanCaptureDir(dir: string): { files: number; lines: number; leaks: Leak[] } {
  const names = fs.readdirSync(dir);
  const secrets = names
    .filter((n) => n.endsWith('.secrets'))
    .flatMap((n) => fs.readFileSync(path.join(dir, n), 'utf8').split('\n').filter(Boolean))
    .map((l) => JSON.parse(l) as Secret);
  const logs = names.filter((n) => n.endsWith('.log'));
  let lines = 0;
  const leaks = logs.flatMap((n) => {
    const text = fs.readFileSync(path.join(dir, n), 'utf8');
    lines += text.split('\n').length - 1;
    return findLeaks(text, secrets, n);
  });
  return { files: logs.length, lines, leaks };
}
