/**
 * The bus door in the morning: conductors' phones open the verify page of passes' QR codes at 100
 * connections, on the embedded database. The demo college with its routes; the transport office gives
 * a pass to up to PASSES students (a seat or a place on a waiting list) and some are paid at the
 * counter, so the checks answer valid, unpaid and waiting passes. First every pass checked once, one
 * after another, read from the database (cold: median, p99, slowest); then the load, measured in
 * turns against a bare Fastify route answering one real check's JSON with the same logger: the ratio
 * is the verify page's requests per second over the bare route's. Fails under 0.3 or on any error.
 *
 *   npm run bench:bus-pass
 *   PASSES=100 BENCH_DURATION=5 npm run bench:bus-pass
 */
import crypto, { randomUUID } from 'node:crypto';
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

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PASSES = Number(process.env.PASSES ?? 400);
const TARGET_RATIO = 0.3;
const LOG_LEVEL = 'info';

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function main() {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-bench-pass-'));
  try {
    const database = await openDatabase({ pgliteDir: 'memory://' });
    await seedDemo(database.db, { sealAadhaar: createAadhaarVault(crypto.randomBytes(32)).seal }, { students: PASSES + 50 });
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const config = parseConfig({ NODE_ENV: 'production', LOG_LEVEL, DATA_DIR: '/nonexistent-bench' });
    const appLog = createLogDestination(path.join(logDir, 'app.log'));
    const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: false, logStream: appLog });
    const url = await listen(app);
    const bearer = async (username: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username, password: DEMO_PASSWORD } });
      return { authorization: `Bearer ${res.json<{ token: string }>().token}` };
    };
    const office = await bearer('transportation_incharge');
    const counter = await bearer('feepayments');

    // The office gives passes to students without one, stop after stop; every third seat is paid.
    const stops = await rows<{ id: number }>(sql`select id from transport_stops order by route_id, position`);
    const riders = await rows<{ roll: string }>(
      sql`select roll_number as roll from students s where status = 'active'
          and not exists (select 1 from transport_passes p where p.student_id = s.id and p.status <> 'cancelled') order by id limit ${PASSES}`,
    );
    const given = performance.now();
    let paid = 0;
    for (const [i, { roll }] of riders.entries()) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/transport/passes',
        headers: office,
        payload: { stopId: stops[i % stops.length]!.id, rollNo: roll },
      });
      if (res.statusCode !== 201) throw new Error(`pass for ${roll} refused: ${res.body}`);
      const pass = res.json<{ status: string; owedPaise: number }>();
      if (pass.status !== 'allotted' || i % 3 !== 0) continue;
      const dues = await app.inject({ url: `/api/payments/dues?rollNo=${roll}`, headers: counter });
      const due = dues.json<{ dues: { feeTypeId: number; feeTypeCode: string }[] }>().dues.find((d) => d.feeTypeCode === 'TRANSPORT_FEE')!;
      const receipt = await app.inject({
        method: 'POST',
        url: '/api/payments/counter/receipts',
        headers: counter,
        payload: {
          rollNo: roll,
          requestKey: randomUUID(),
          items: [{ feeTypeId: due.feeTypeId, semester: null, amountPaise: pass.owedPaise }],
          mode: 'CASH',
          receivedFrom: roll,
        },
      });
      if (receipt.statusCode !== 201) throw new Error(`payment of ${roll} refused: ${receipt.body}`);
      paid++;
    }
    const givenSeconds = (performance.now() - given) / 1000;
    const codes = (await rows<{ code: string }>(sql`select verify_code as code from transport_passes where verify_code is not null`)).map(
      (r) => r.code,
    );
    const [{ waiting }] = await rows<{ waiting: number }>(
      sql`select count(*)::int as waiting from transport_passes where status = 'waiting'`,
    );

    // Every pass checked once, from the database.
    const single: number[] = [];
    const states = new Map<string, number>();
    for (const code of codes) {
      const started = performance.now();
      const res = await app.inject({ url: `/api/transport/verify/${code}` });
      single.push(performance.now() - started);
      if (res.statusCode !== 200) throw new Error(`check of ${code} failed: ${res.body}`);
      const state = res.json<{ state: string }>().state;
      states.set(state, (states.get(state) ?? 0) + 1);
    }
    single.sort((a, b) => a - b);

    const sample = await app.inject({ url: `/api/transport/verify/${codes[0]}` });
    const bareLog = createLogDestination(path.join(logDir, 'bare.log'));
    const bare = Fastify(loggerOptions(LOG_LEVEL, bareLog));
    bare.get('/bare/:code', (_request, reply) => reply.type('application/json; charset=utf-8').send(sample.body));
    const bareUrl = `${await listen(bare)}/bare/`;
    const verifyUrl = `${url}/api/transport/verify/`;
    await load(bareUrl, { suffixes: codes, connections: CONNECTIONS, duration: 2 });
    await load(verifyUrl, { suffixes: codes, connections: CONNECTIONS, duration: 2 });
    const half = DURATION / 2;
    const b1 = await load(bareUrl, { suffixes: codes, connections: CONNECTIONS, duration: half });
    const v1 = await load(verifyUrl, { suffixes: codes, connections: CONNECTIONS, duration: half });
    const b2 = await load(bareUrl, { suffixes: codes, connections: CONNECTIONS, duration: half });
    const v2 = await load(verifyUrl, { suffixes: codes, connections: CONNECTIONS, duration: half });
    const [bareRun, verifyRun] = [sum(b1, b2, DURATION), sum(v1, v2, DURATION)];
    await bare.close();
    await app.close();
    await Promise.all([closeLogDestination(appLog), closeLogDestination(bareLog)]);
    await database.close();

    const ratio = verifyRun.requests / bareRun.requests;
    const at = (p: number) => single[Math.min(single.length - 1, Math.floor(p * single.length))]!.toFixed(1);
    console.log(
      `\nBus pass checks on PGlite: ${riders.length} passes given in ${givenSeconds.toFixed(1)} s (${waiting} waiting, ${paid} paid at the counter), ${codes.length} with a QR code`,
    );
    console.log(
      `  each pass checked once, cold: median ${at(0.5)} ms, p99 ${at(0.99)} ms, slowest ${at(1)} ms; ${[...states].map(([s, n]) => `${n} ${s}`).join(', ')}`,
    );
    console.log(`  bare Fastify route (same answer)   ${bareRun.requests.toFixed(0).padStart(7)} req/s   p99 ${bareRun.p99} ms`);
    console.log(
      `  verify page, ${CONNECTIONS} connections   ${verifyRun.requests.toFixed(0).padStart(7)} req/s   p99 ${verifyRun.p99} ms   ratio ${ratio.toFixed(2)}   non-2xx ${verifyRun.non2xx}, errors ${verifyRun.errors}`,
    );
    const met = ratio >= TARGET_RATIO;
    console.log(`\ntarget\n  verify ÷ bare ≥ ${TARGET_RATIO}: ${ratio.toFixed(2)} ${met ? 'met' : 'NOT MET'}`);
    if (!met || verifyRun.non2xx > 0 || verifyRun.errors > 0) process.exitCode = 1;
  } finally {
    fs.rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
