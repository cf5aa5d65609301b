import { EventEmitter, once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, targets } from '../../../test/helpers.js';
import type { ScratchDatabase } from '../../../test/scratch-database.js';
import { startServer } from '../../../test/server-process.js';
import { INTERRUPTED } from './notification-sender.js';

const KEY = 'c3'.repeat(32);

/**
 * MSG91's Flow API as far as a sender sees it, answering as MSG91 publishes: each request is kept
 * with the receipt number it carries (`var2` of a receipt's SMS). The request carrying `hangOn` is
 * never answered, as a provider that took it and then went quiet.
 */
async function startFlowApi() {
  const requests: string[] = [];
  const events = new EventEmitter();
  let hangOn: string | undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      const receiptNo = (JSON.parse(body) as { recipients: { var2: string }[] }).recipients[0]!.var2;
      requests.push(receiptNo);
      events.emit('request', receiptNo);
      if (receiptNo === hangOn) return;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ type: 'success', message: `req-${receiptNo}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    events,
    hang: (receiptNo: string) => void (hangOn = receiptNo),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// Servers sharing one PostgreSQL database; the embedded engine has one process per folder.
describe.runIf(targets.includes('postgres'))('SMS sent by several servers of one database', () => {
  let db: ScratchDatabase;
  let client: pg.Client;
  let listener: pg.Client;
  let provider: Awaited<ReturnType<typeof startFlowApi>>;
  let dataDir: string;
  let userId: number;
  const env = () => ({
    DATABASE_URL: db.url,
    APP_SECRET_KEY: KEY,
    DEMO: 'false',
    DATA_DIR: dataDir,
    SMS_PROVIDER: 'msg91',
    SMS_AUTH_KEY: 'flow-api-test-key',
    SMS_BASE_URL: provider.url,
    SMS_RATE_PER_SECOND: '1000',
    SMS_QUIET_HOURS: 'off',
    MAIL_POLL_SECONDS: '1',
  });

  /** Queues `count` receipt SMS to the one login, numbered `<prefix>-1` …, as an event's fan-out would. */
  async function queue(prefix: string, count: number) {
    await client.query(
      `insert into notifications (user_id, kind, params, idempotency_key, channel, address, state, due_at)
       select $1, 'receiptIssued', jsonb_build_object('receiptNo', $2 || '-' || n, 'amountPaise', '10000'), $2 || ':' || n || ':sms',
         'sms', '+919876543210', 'queued', now()
       from generate_series(1, $3) n`,
      [userId, prefix, count],
    );
  }

  const rowsOf = async (prefix: string) =>
    (
      await client.query<{ receipt: string; state: string; reason: string | null }>(
        `select params->>'receiptNo' as receipt, state, reason from notifications where idempotency_key like $1 order by id`,
        [`${prefix}:%`],
      )
    ).rows;

  /** Re-checks whenever the database says notifications changed (every outcome does), never on a timer. */
  async function until(check: () => Promise<boolean>) {
    for (;;) {
      const next = once(listener, 'notification');
      if (await check()) return;
      await next;
    }
  }
  const settled = (prefix: string) => until(async () => (await rowsOf(prefix)).every((r) => r.state === 'sent' || r.state === 'failed'));
  const timesSent = (prefix: string) => {
    const counts = new Map<string, number>();
    for (const r of provider.requests.filter((r) => r.startsWith(`${prefix}-`))) counts.set(r, (counts.get(r) ?? 0) + 1);
    return counts;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-senders-'));
    db = await freshPostgres();
    provider = await startFlowApi();
    // The first start migrates the empty database and sets up the college; then one login to tell.
    const first = await startServer(env());
    await first.stop();
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const user = await client.query<{ id: number }>(
      `insert into users (username, password_hash, full_name, roles, mobile) values ('parent.two', 'x', 'K. Ramesh', '{ROLE_PARENT}', '+919876543210') returning id`,
    );
    userId = user.rows[0]!.id;
    listener = new pg.Client({ connectionString: db.url });
    await listener.connect();
    await listener.query('listen campus_changes');
  });
  afterAll(async () => {
    await listener?.end();
    await client?.end();
    await provider?.close();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('two servers send each queued SMS exactly once between them', async () => {
    const servers = await Promise.all([startServer(env()), startServer(env())]);
    try {
      await queue('two', 60);
      await settled('two');
      expect((await rowsOf('two')).every((r) => r.state === 'sent')).toBe(true);
      const times = timesSent('two');
      expect(times.size).toBe(60);
      expect([...times.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
    }
  });

  it('a server killed mid-send sends nothing twice: the SMS on their way fail, another server sends the rest', async () => {
    provider.hang('kill-10');
    const doomed = await startServer(env());
    const hung = new Promise<void>((resolve) => provider.events.on('request', (r: string) => r === 'kill-10' && resolve()));
    await queue('kill', 30);
    await hung;
    doomed.child.kill('SIGKILL');
    await doomed.exited;
    // The messages on their way when it died: the one the provider never answered among them.
    const cutOff = (await rowsOf('kill')).filter((r) => r.state === 'sending').map((r) => r.receipt);
    expect(cutOff).toContain('kill-10');

    // Ten minutes on: the dead server's reservation has lapsed.
    await client.query(`update notifications set lease_until = now() - interval '1 second' where lease_until is not null`);
    const next = await startServer(env());
    try {
      await settled('kill');
      const rows = await rowsOf('kill');
      for (const r of rows)
        expect(r).toMatchObject(cutOff.includes(r.receipt) ? { state: 'failed', reason: INTERRUPTED } : { state: 'sent' });
      const times = timesSent('kill');
      for (const r of rows.filter((row) => row.state === 'sent')) expect(times.get(r.receipt)).toBe(1);
      expect([...times.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await next.stop();
    }
  });
});
