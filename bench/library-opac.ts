/**
 * The OPAC on a catalogue of 100,000 titles and 150,000 copies (bench/library-catalogue.ts), on the
 * embedded database: autocannon at 50 connections, each request a reader's search drawn from 2,000
 * mixed ones (a subject, a title word and an author, a surname, an ISBN, an accession number, a
 * class number; a fifth with a typo), signed in as the demo student. First every search once, one
 * after another, read from the database (cold: the median, p99 and slowest are printed); then the
 * load, which finds them kept in memory until the catalogue changes, measured in turns against a
 * bare Fastify route answering one real search answer's JSON with the same logger: the ratio is the
 * OPAC's requests per second over the bare route's.
 *
 *   npm run bench:opac
 *   BENCH_TITLES=20000 BENCH_DURATION=5 npm run bench:opac
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { load, sum } from './autocannon-load.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { createAadhaarVault } from '../apps/server/src/features/admissions/aadhaar-vault.js';
import { DEMO_PASSWORD, seedDemo } from '../apps/server/src/demo/seed.js';
import { closeLogDestination, createLogDestination, loggerOptions } from '../apps/server/src/logging.js';
import { BENCH_COPIES, BENCH_TITLES, readerSearches, seedBenchCatalogue } from './library-catalogue.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_RATIO = 0.2;
const TARGET_P99_MS = 100;
const LOG_LEVEL = 'info';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function main() {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-opac-'));
  try {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await seedDemo(database.db, { sealAadhaar: createAadhaarVault(crypto.randomBytes(32)).seal }, { students: 20 });
    const seeded = await seedBenchCatalogue(database.db);
    const searches = readerSearches(seeded);
    const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL, DATA_DIR: '/nonexistent-bench' });
    const appLog = createLogDestination(path.join(logDir, 'app.log'));
    // The application gathers the planner's statistics as it starts (PGlite runs no autovacuum).
    const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: false, logStream: appLog });
    const url = await listen(app);
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'student', password: DEMO_PASSWORD } });
    const token = signIn.json<{ token: string }>().token;

    // Every search once through the application, read from the database (nothing kept yet): how long
    // one takes cold. The load that follows finds them kept, as the same searches are on a busy day.
    const single: number[] = [];
    for (const q of searches) {
      const started = performance.now();
      const res = await app.inject({ url: `/api/library/opac?q=${encodeURIComponent(q)}`, headers: { authorization: `Bearer ${token}` } });
      single.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`search for ${q} failed: ${res.body}`);
    }
    single.sort((a, b) => a - b);

    const sample = await app.inject({
      url: `/api/library/opac?q=${encodeURIComponent('fluid mechanics')}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (sample.statusCode !== 200) throw new Error(`search failed: ${sample.body}`);
    const bareLog = createLogDestination(path.join(logDir, 'bare.log'));
    const bare = Fastify(loggerOptions(LOG_LEVEL, bareLog));
    bare.get('/bare', (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
    const bareUrl = `${await listen(bare)}/bare`;

    const opacUrl = `${url}/api/library/opac`;
    const suffixes = searches.map((q) => `?q=${encodeURIComponent(q)}`);
    await load(bareUrl, { suffixes: [], connections: CONNECTIONS, duration: 2 });
    await load(opacUrl, { suffixes, token, connections: CONNECTIONS, duration: 2 });
    const half = DURATION / 2;
    const b1 = await load(bareUrl, { suffixes: [], connections: CONNECTIONS, duration: half });
    const o1 = await load(opacUrl, { suffixes, token, connections: CONNECTIONS, duration: half });
    const b2 = await load(bareUrl, { suffixes: [], connections: CONNECTIONS, duration: half });
    const o2 = await load(opacUrl, { suffixes, token, connections: CONNECTIONS, duration: half });
    const [bareRun, opacRun] = [sum(b1, b2, DURATION), sum(o1, o2, DURATION)];
    const [{ words }] = (
      (await database.db.execute(sql`select count(*)::int as words from library_search_words`)) as unknown as { rows: { words: number }[] }
    ).rows as [{ words: number }];
    await bare.close();
    await app.close();
    await Promise.all([closeLogDestination(appLog), closeLogDestination(bareLog)]);
    await database.close();

    const ratio = opacRun.requests / bareRun.requests;
    const at = (p: number) => single[Math.min(single.length - 1, Math.floor(p * single.length))]!.toFixed(1);
    console.log(
      `\nOPAC on PGlite: ${BENCH_TITLES.toLocaleString('en')} titles, ${BENCH_COPIES.toLocaleString('en')} copies, ${words.toLocaleString('en')} words, seeded in ${seeded.seconds.toFixed(1)} s`,
    );
    console.log(
      `  each search once, cold (${single.length} of them, ${new Set(searches).size} different): median ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms`,
    );
    console.log(`  bare Fastify route (same answer)  ${bareRun.requests.toFixed(0).padStart(7)} req/s   p99 ${bareRun.p99} ms`);
    console.log(
      `  OPAC search, ${CONNECTIONS} connections   ${opacRun.requests.toFixed(0).padStart(7)} req/s   p99 ${opacRun.p99} ms   ratio ${ratio.toFixed(2)}   non-2xx ${opacRun.non2xx}, errors ${opacRun.errors}`,
    );
    const verdict = (met: boolean) => (met ? 'met' : 'NOT MET');
    console.log(`\ntargets`);
    console.log(`  OPAC ÷ bare ≥ ${TARGET_RATIO}: ${ratio.toFixed(2)} ${verdict(ratio >= TARGET_RATIO)}`);
    console.log(`  OPAC p99 ≤ ${TARGET_P99_MS} ms: ${opacRun.p99} ms ${verdict(opacRun.p99 <= TARGET_P99_MS)}`);
    if (opacRun.non2xx > 0 || opacRun.errors > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
