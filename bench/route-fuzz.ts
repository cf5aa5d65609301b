/**
 * Route fuzz, the long run: every route of the app fuzzed from its own zod schemas, as
 * apps/server/test/route-fuzz.int.test.ts does in `npm test`, with many more cases per route and a
 * new seed each run (printed, so that a failure can be replayed). On PGlite, then on PostgreSQL.
 * Prints each route × identity with its cases, time and answers by status, the summary line, and
 * every failure with the seed that replays it; exits 1 when anything failed or /api/health, asked
 * beside the fuzz, took 1 s or more.
 *
 *   npm run bench:fuzz                                  (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   FUZZ_SEED=42 FUZZ_RUNS=500 npm run bench:fuzz
 *   FUZZ_ONLY='masterdata|college' npm run bench:fuzz   (only the routes whose "METHOD /url" matches)
 *   BENCH_PG_URL=none npm run bench:fuzz                (PGlite only)
 */
import { performance } from 'node:perf_hooks';
import { fuzzRoutes, summary } from '../apps/server/test/fuzz/route-fuzz.js';
import { createTestApp, type Target } from '../apps/server/test/helpers.js';

const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** The budget of /api/health while every route is fuzzed beside it. */
const HEALTH_TARGET_MS = 1000;

async function run(target: Target): Promise<boolean> {
  console.log(`\n== ${target}: seed ${SEED}, ${RUNS} cases per route and identity`);
  const started = performance.now();
  const t = await createTestApp(target, {
    env: { RESULTS_RATE_LIMIT: '0', RESULTS_ROLL_RATE_LIMIT: '0', LOGIN_RATE_LIMIT: '0' },
    seed: { students: 200 },
  });
  try {
    const report = await fuzzRoutes(t.app, t.database, {
      seed: SEED,
      runs: { allowed: RUNS, refused: Math.max(5, Math.round(RUNS / 10)) },
      only: ONLY,
      log: (line) => console.log(line),
    });
    console.log(
      `${summary(report)}; ${((performance.now() - started) / 1000).toFixed(0)} s; peak RSS ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`,
    );
    for (const failure of report.failures) console.log(`FAILED ${failure}`);
    const healthOk = report.healthFailures === 0 && report.healthMaxMs < HEALTH_TARGET_MS;
    if (!healthOk)
      console.log(
        `FAILED health: ${report.healthFailures} not answered, slowest ${Math.round(report.healthMaxMs)} ms (budget ${HEALTH_TARGET_MS} ms)`,
      );
    return report.failures.length === 0 && healthOk;
  } finally {
    await t.close();
  }
}

const targets: Target[] = ['pglite'];
if (PG_URL !== 'none') {
  process.env.TEST_DATABASE_URL = PG_URL;
  targets.push('postgres');
}
let ok = true;
for (const target of targets) ok = (await run(target)) && ok;
console.log(`\nreplay: FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} npm run bench:fuzz`);
process.exit(ok ? 0 : 1);
