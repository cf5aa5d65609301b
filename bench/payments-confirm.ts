/**
 * Payment confirmations: ORDERS orders (500 by default) are opened and paid on the gateway
 * simulator, then every order is confirmed twice at the same moment, once by the result page's
 * verification and once by the gateway's webhook (1,000 concurrent confirmations), through the whole
 * application over HTTP with the real gateway client. Prints the time until every order is PAID,
 * the collections recorded, duplicates (must be 0) and gaps in the receipt numbers (must be 0). On
 * embedded PGlite and PostgreSQL. Figures depend on the machine; the counts must not.
 *
 *   npm run bench:payments                       (PostgreSQL at postgres://postgres@127.0.0.1:5432/test)
 *   BENCH_PG_URL=none ORDERS=20 npm run bench:payments
 */
import net from 'node:net';
import { buildApp } from '../apps/server/src/app.js';
import { parseConfig } from '../apps/server/src/config.js';
import { openDatabase, type Database } from '../apps/server/src/db/client.js';
import { DEMO_PASSWORD } from '../apps/server/src/demo/seed.js';
import { feeCollections, paymentOrders, receiptSeries } from '../apps/server/src/features/payments/payments.table.js';
import { createScratchDatabase, scratchName } from '../apps/server/test/scratch-database.js';

const ORDERS = Number(process.env.ORDERS ?? 500);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

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

async function run(kind: 'pglite' | 'postgres') {
  const scratch = kind === 'postgres' ? await createScratchDatabase(PG_URL, scratchName('campus_bench_pay')) : undefined;
  const database: Database = await openDatabase({ databaseUrl: scratch?.url, pgliteDir: 'memory://' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATA_DIR: '/nonexistent-bench-data',
    PUBLIC_URL: base,
    GATEWAY: 'simulator',
    GATEWAY_BASE_URL: `${base}/gateway-sim`,
    PAYMENT_JOBS_SECONDS: '0',
    LOGIN_RATE_LIMIT: '0',
  });
  const app = await buildApp({ ...config, webDist: '/nonexistent-web' }, { database, seed: { students: ORDERS } });
  await app.listen({ port, host: '127.0.0.1' });
  try {
    const signIn = await post(`${base}/api/auth/signin`, {}, { username: 'accountant', password: DEMO_PASSWORD });
    const staff = { authorization: `Bearer ${String(signIn.token)}` };
    // The demo's own payments (past semesters, the accounts view's history) are not counted here.
    await database.db.delete(feeCollections);
    await database.db.delete(paymentOrders);
    await database.db.delete(receiptSeries);
    const students = await database.db.query.students.findMany({ columns: { id: true, rollNumber: true }, limit: ORDERS });
    const orders: { orderId: string; uuid: string }[] = [];
    for (const { id, rollNumber } of students) {
      // Each student pays the first per-semester fee they owe, as Pay Fees offers it.
      const { dues } = (await get(`${base}/api/payments/dues?rollNo=${encodeURIComponent(rollNumber)}`, staff)) as {
        dues: { feeTypeId: number; category: string; semester: number | null; duePaise: number }[];
      };
      const due = dues.find((d) => d.category === 'fee' && d.duePaise > 0);
      if (!due) continue;
      const opened = await post(`${base}/api/payments/orders`, staff, {
        kind: 'fee',
        studentId: id,
        items: [{ feeTypeId: due.feeTypeId, semester: due.semester }],
      });
      const uuid = String(opened.paymentLink).split('/').pop()!;
      await post(`${base}/gateway-sim/control/charges/${uuid}/pay`, {}, { method: 'CARD', webhook: false });
      orders.push({ orderId: String(opened.orderId), uuid });
    }

    const started = performance.now();
    await Promise.all(
      orders.flatMap(({ orderId, uuid }) => [
        post(`${base}/api/payments/orders/${orderId}/verify`, staff, {}),
        post(`${base}/api/payments/lyra/webhook`, {}, { uuid, orderId, status: 'PAID' }),
      ]),
    );
    let paid = 0;
    for (const until = Date.now() + 120_000; Date.now() < until;) {
      // Only the PAID ids, not every row: on the embedded database this poll shares the one thread with the work it waits for.
      const paidRows = await database.db.query.paymentOrders.findMany({
        columns: { id: true },
        where: (o, { eq }) => eq(o.status, 'PAID'),
      });
      paid = paidRows.length;
      if (paid >= orders.length) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const ms = performance.now() - started;
    const recorded = await database.db.query.feeCollections.findMany({ columns: { orderId: true, receiptSeq: true } });
    const collections = recorded.length;
    const duplicates = collections - new Set(recorded.map((c) => c.orderId)).size;
    const gaps = Math.max(0, ...recorded.map((c) => c.receiptSeq)) - collections;
    console.log(
      `${kind.padEnd(8)} ${orders.length * 2} confirmations of ${orders.length} orders in ${ms.toFixed(0)} ms; ` +
        `${paid} PAID, ${collections} collections, duplicates ${duplicates}, receipt number gaps ${gaps}`,
    );
    return duplicates === 0 && gaps === 0 && paid === orders.length && collections === orders.length;
  } finally {
    await app.close();
    await database.close();
    await scratch?.drop();
  }
}

const engines: ('pglite' | 'postgres')[] = PG_URL === 'none' ? ['pglite'] : ['pglite', 'postgres'];
let ok = true;
for (const engine of engines) ok = (await run(engine)) && ok;
if (!ok) {
  console.error('FAILED: every order must be PAID with exactly one collection and gapless receipt numbers');
  process.exitCode = 1;
}
