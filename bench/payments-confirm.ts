/**
 * Payment confirmations: ORDERS orders (500 by default) are opened and paid on the gateway
 * simulator, then every order is confirmed twice at the same moment, once by the result page's
 * verification and once by the gateway's webhook (1,000 concurrent confirmations), through the whole
 * application over HTTP with the real gateway client, the gateway simulator running in a process of its own. Prints the time until every order is PAID,
 * the collections recorded, duplicates (must be 0) and gaps in the receipt numbers (must be 0). The
 * baseline, measured in the same run, is the same 1,000 requests sent again once every order is
 * PAID (the answer comes from the stored collection, nothing is recorded): the ratio is what
 * recording costs over the bare request path. The requests come from a child process, as from
 * browsers and the gateway, so that the load generator does not share the server's event loop. On
 * embedded PGlite and PostgreSQL, in ROUNDS rounds of fresh orders (3 by default), printing each
 * round and the median. A last round presses Pay ten times at once for each of PRESS_STUDENTS dues
 * (50 by default) and counts the orders and collections (one each). Figures depend on the machine;
 * the counts must not.
 *
 *   npm run bench:payments                       (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=none ORDERS=20 ROUNDS=1 npm run bench:payments
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { feeCollections, paymentOrders, receiptSeries } from '../apps/server/src/features/payments/payments.table.js';
import { createScratchDatabase, scratchName } from '../apps/server/test/scratch-database.js';
import { freePort } from '../apps/server/test/free-port.js';

const ORDERS = Number(process.env.ORDERS ?? 500);
/** Rounds of ORDERS fresh orders each; the median is the figure, as one round can catch the machine busy. */
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const TARGET_MS = 10_000;
/** Students whose one due is pressed PRESSES times at once, in the round of concurrent presses. */
const PRESS_STUDENTS = Number(process.env.PRESS_STUDENTS ?? 50);
const PRESSES = 10;
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function post(url: string, headers: Record<string, string>, body: unknown) {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

async function get(url: string, headers: Record<string, string>) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

interface Confirmation {
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * Sends every confirmation at once from a child process and answers the time from the first
 * request until every answer is in and `settled` (the server's background work) has ended.
 */
function confirm(confirmations: Confirmation[], settled: () => Promise<void>): Promise<{ ms: number }> {
  const source = `
    const http = require('node:http');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
    let input = '';
    process.stdin.on('data', (b) => (input += b));
    process.stdin.on('end', () => send(JSON.parse(input)));
    const post = ({ url, headers, body }) => new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), ...headers } }, (res) => {
        let text = '';
        res.on('data', (b) => (text += b));
        res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(url + ': ' + res.statusCode + ' ' + text))));
      });
      req.once('error', reject);
      req.end(data);
    });
    function send(confirmations) {
      process.stdout.write('go\\n');
      Promise.all(confirmations.map(post)).then(() => process.stdout.write('done\\n'), (err) => { console.error(err.message); process.exit(1); });
    }
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', source], { stdio: ['pipe', 'pipe', 'inherit'] });
    child.stdin.end(JSON.stringify(confirmations));
    let started = 0;
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      if (!started && out.includes('go\n')) started = performance.now();
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !out.includes('done\n')) return reject(new Error(`the load generator exited with ${code}`));
      settled().then(() => resolve({ ms: performance.now() - started }), reject);
    });
  });
}

/** Opens an order for each student's first per-semester fee, as Pay Fees offers it, and pays its charge on the simulator. */
async function openPaidOrders(
  base: string,
  gatewayBase: string,
  staff: Record<string, string>,
  students: { id: number; rollNumber: string }[],
) {
  const orders: { orderId: string; uuid: string }[] = [];
  for (const { rollNumber } of students) {
    const { dues } = (await get(`${base}/api/payments/dues?rollNo=${encodeURIComponent(rollNumber)}`, staff)) as {
      dues: { feeTypeId: number; category: string; semester: number | null; duePaise: number }[];
    };
    const due = dues.find((d) => d.category === 'fee' && d.duePaise > 0);
    if (!due) continue;
    const opened = await post(`${base}/api/payments/orders`, staff, {
      kind: 'fee',
      rollNo: rollNumber,
      items: [{ feeTypeId: due.feeTypeId, semester: due.semester }],
    });
    const uuid = String(opened.paymentLink).split('/').pop()!;
    await post(`${gatewayBase}/gateway-sim/control/charges/${uuid}/pay`, {}, { method: 'CARD', webhook: false });
    orders.push({ orderId: String(opened.orderId), uuid });
  }
  return orders;
}

/**
 * The same due pressed PRESSES times at once for each student (a student's double clicks, a parent
 * and a clerk together): every press must answer the one open order's link. Each order is then paid
 * and confirmed; answers the students, the distinct orders the presses got, the orders stored and
 * the collections recorded for them (each must equal the students).
 */
async function pressRound(
  base: string,
  gatewayBase: string,
  staff: Record<string, string>,
  students: { id: number; rollNumber: string }[],
  database: Database,
) {
  const presses: Promise<{ rollNumber: string; orderId: string; uuid: string }>[] = [];
  for (const { rollNumber } of students) {
    const { dues } = (await get(`${base}/api/payments/dues?rollNo=${encodeURIComponent(rollNumber)}`, staff)) as {
      dues: { feeTypeId: number; category: string; semester: number | null; duePaise: number }[];
    };
    const due = dues.find((d) => d.category === 'fee' && d.duePaise > 0)!;
    const body = { kind: 'fee', rollNo: rollNumber, items: [{ feeTypeId: due.feeTypeId, semester: due.semester }] };
    for (let i = 0; i < PRESSES; i++)
      presses.push(
        post(`${base}/api/payments/orders`, staff, body).then((o) => ({
          rollNumber,
          orderId: String(o.orderId),
          uuid: String(o.paymentLink).split('/').pop()!,
        })),
      );
  }
  const answers = await Promise.all(presses);
  const orders = [...new Map(answers.map((a) => [a.orderId, a])).values()];
  for (const { orderId, uuid } of orders) {
    await post(`${gatewayBase}/gateway-sim/control/charges/${uuid}/pay`, {}, { method: 'UPI', webhook: false });
    await post(`${base}/api/payments/orders/${orderId}/verify`, staff, {});
  }
  const ids = students.map((s) => s.id);
  const stored = await database.db.query.paymentOrders.findMany({
    columns: { id: true },
    where: (o, { inArray }) => inArray(o.studentId, ids),
  });
  const collections = await database.db.query.feeCollections.findMany({
    columns: { id: true },
    where: (c, { inArray }) => inArray(c.studentId, ids),
  });
  return {
    students: students.length,
    presses: answers.length,
    distinct: orders.length,
    stored: stored.length,
    collections: collections.length,
  };
}

/** The gateway simulator in its own process; answers its address and how to stop it. */
async function startGateway(credentials: { shopId: string; password: string }) {
  const script = fileURLToPath(new URL('./gateway-sim-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, SIM_SHOP_ID: credentials.shopId, SIM_PASSWORD: credentials.password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (b: Buffer) => {
      out += b.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`the gateway simulator exited with ${code}`)));
  });
  return { base, stop: () => child.kill() };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(kind: 'pglite' | 'postgres') {
  const scratch = kind === 'postgres' ? await createScratchDatabase(PG_URL, scratchName('campus_bench_pay')) : undefined;
  const database: Database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { NODE_ENV: 'test', LOG_LEVEL: 'error', DATA_DIR: '/nonexistent-bench-data', PUBLIC_URL: base, GATEWAY: 'simulator' };
  const gateway = await startGateway(parseConfig(env).gateway);
  const config = parseConfig({
    ...env,
    GATEWAY_BASE_URL: `${gateway.base}/gateway-sim`,
    PAYMENT_JOBS_SECONDS: '0',
    LOGIN_RATE_LIMIT: '0',
    WEBHOOK_RATE_LIMIT: '0',
    // A thousand confirmations at once come from this one address.
    CONNECTIONS_PER_ADDRESS: '0',
  });
  const app = await buildApp(
    { ...config, webDist: '/nonexistent-web' },
    { database, seed: { students: ORDERS * ROUNDS + PRESS_STUDENTS } },
  );
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const signIn = await post(`${base}/api/auth/signin`, {}, { username: 'accountant', password: DEMO_PASSWORD });
    const staff = { authorization: `Bearer ${String(signIn.token)}` };
    // The demo's own payments (past semesters, the accounts view's history) are not counted here.
    await database.db.delete(feeCollections);
    await database.db.delete(paymentOrders);
    await database.db.delete(receiptSeries);
    const students = await database.db.query.students.findMany({
      columns: { id: true, rollNumber: true },
      orderBy: (st, { asc }) => asc(st.id),
      limit: ORDERS * ROUNDS + PRESS_STUDENTS,
    });
    const countPaid = async () =>
      (await database.db.query.paymentOrders.findMany({ columns: { id: true }, where: (o, { eq }) => eq(o.status, 'PAID') })).length;

    const times: number[] = [];
    const ratios: number[] = [];
    let opened = 0;
    let paid = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const orders = await openPaidOrders(base, gateway.base, staff, students.slice(round * ORDERS, (round + 1) * ORDERS));
      opened += orders.length;
      const confirmations = orders.flatMap(({ orderId, uuid }) => [
        { url: `${base}/api/payments/orders/${orderId}/verify`, headers: staff, body: {} },
        { url: `${base}/api/payments/lyra/webhook`, headers: {}, body: { uuid, orderId, status: 'PAID' } },
      ]);
      const { ms } = await confirm(confirmations, async () => {
        // Only the ids: on the embedded database this poll shares the one thread with the work it waits for.
        for (const until = Date.now() + 120_000; Date.now() < until;) {
          paid = await countPaid();
          if (paid >= opened) return;
          await new Promise((r) => setTimeout(r, 50));
        }
      });
      const baseline = (await confirm(confirmations, async () => undefined)).ms;
      times.push(ms);
      ratios.push(ms / baseline);
      console.log(
        `${kind.padEnd(8)} round ${round + 1}: ${confirmations.length} confirmations of ${orders.length} orders in ${ms.toFixed(0)} ms ` +
          `(the same requests once recorded: ${baseline.toFixed(0)} ms, ratio ${(ms / baseline).toFixed(1)})`,
      );
    }
    const recorded = await database.db.query.feeCollections.findMany({ columns: { orderId: true, receiptSeq: true } });
    const collections = recorded.length;
    const duplicates = collections - new Set(recorded.map((c) => c.orderId)).size;
    const gaps = Math.max(0, ...recorded.map((c) => c.receiptSeq)) - collections;
    console.log(
      `${kind.padEnd(8)} median of ${ROUNDS} rounds: ${median(times).toFixed(0)} ms (target under ${TARGET_MS}), ratio ${median(ratios).toFixed(1)}; ` +
        `${paid} PAID, ${collections} collections, duplicates ${duplicates}, receipt number gaps ${gaps}`,
    );
    const confirmationsHeld = duplicates === 0 && gaps === 0 && paid === opened && collections === opened && (await countPaid()) === paid;
    const pressed = await pressRound(base, gateway.base, staff, students.slice(ORDERS * ROUNDS), database);
    console.log(
      `${kind.padEnd(8)} concurrent presses: ${pressed.presses} presses of Pay (${PRESSES} at once for each of ${pressed.students} dues) ` +
        `answered ${pressed.distinct} orders; ${pressed.stored} orders stored, ${pressed.collections} collections once paid`,
    );
    const pressesHeld = [pressed.distinct, pressed.stored, pressed.collections].every((n) => n === pressed.students);
    return pressesHeld && confirmationsHeld;
  } finally {
    await app.close();
    gateway.stop();
    await database.close();
    await scratch?.drop();
  }
}

const engines: ('pglite' | 'postgres')[] = PG_URL === 'none' ? ['pglite'] : ['pglite', 'postgres'];
let ok = true;
for (const engine of engines) ok = (await run(engine)) && ok;
if (!ok) {
  console.error(
    'FAILED: every order must be PAID with exactly one collection and gapless receipt numbers, and one order per due pressed at once',
  );
  process.exitCode = 1;
}
