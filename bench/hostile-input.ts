/**
 * Hostile input, timed: every validator of user input (packages/shared/src/input-validators.fixture.ts)
 * on texts that make backtracking patterns explode (long runs that almost match and fail at the end),
 * of each length limit and ten times that, against plain letters of the same length in the same run.
 * `npm test` proves the patterns linear without timing them (adversarial-input.test.ts); this prints
 * what they cost. Exits 1 when any check takes 50 ms or more, or 20 times its plain baseline and 5 ms.
 *
 *   npm run bench:hostile-input
 */
import { performance } from 'node:perf_hooks';
import type { z } from 'zod';
import * as LIMITS from '../packages/shared/src/limits.js';
import { OBJECTS, PATTERNS, VALIDATORS } from '../packages/shared/src/input-validators.fixture.js';

const BUDGET_MS = 50;
const RATIO_LIMIT = 20;

const hostile = (n: number): string[] => {
  const fill = (unit: string, tail: string) => unit.repeat(Math.ceil(n / unit.length)).slice(0, Math.max(0, n - tail.length)) + tail;
  return [
    fill('.', '@').replace(/^../, 'a@'),
    fill('1', 'x'),
    fill('a ', '1'),
    fill('1.', 'x'),
    fill('0/-', 'x'),
    fill('a@', '!'),
    fill('A0', ' '),
    fill(' ', 'x'),
  ];
};

const LENGTHS = [
  ...new Set(
    Object.values(LIMITS as Record<string, unknown>)
      .filter((v): v is number => typeof v === 'number' && v < 100_000)
      .flatMap((max) => [max, max * 10]),
  ),
].sort((a, b) => a - b);

/** The fastest of three runs: a GC pause is not the pattern. */
function fastestMs(run: () => unknown): number {
  let best = Infinity;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

type Row = { name: string; ms: number; baseMs: number; input: string };

function measure(name: string, check: (input: string) => unknown): Row {
  let worst: Row = { name, ms: 0, baseMs: 0, input: '' };
  for (const n of LENGTHS) {
    const baseMs = fastestMs(() => check('a'.repeat(n)));
    for (const input of hostile(n)) {
      const ms = fastestMs(() => check(input));
      if (ms > worst.ms) worst = { name, ms, baseMs, input };
    }
  }
  return worst;
}

const rows: Row[] = [
  ...Object.entries(PATTERNS).map(([name, pattern]) => measure(`pattern ${name}`, (s) => pattern.test(s))),
  ...Object.entries(VALIDATORS).map(([name, schema]) => measure(name, (s) => schema.safeParse(s))),
  ...Object.entries(OBJECTS).flatMap(([name, schema]) =>
    Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => measure(`${name}.${key}`, (s) => field.safeParse(s))),
  ),
];

let failed = 0;
console.log(`${'check'.padEnd(60)} ${'worst ms'.padStart(9)} ${'plain ms'.padStart(9)} ${'ratio'.padStart(7)}  input`);
for (const row of rows.sort((a, b) => b.ms - a.ms)) {
  const ratio = row.ms / Math.max(row.baseMs, 0.001);
  const bad = row.ms >= BUDGET_MS || (ratio >= RATIO_LIMIT && row.ms >= 5);
  if (bad) failed++;
  console.log(
    `${row.name.padEnd(60)} ${row.ms.toFixed(2).padStart(9)} ${row.baseMs.toFixed(2).padStart(9)} ${ratio.toFixed(1).padStart(7)}  ${row.input.length} chars ${JSON.stringify(row.input.slice(0, 8))}${bad ? '  FAILED' : ''}`,
  );
}
console.log(`\n${rows.length} checks on ${LENGTHS.length} lengths up to ${LENGTHS.at(-1)} characters; ${failed} over budget`);
process.exit(failed ? 1 : 0);
