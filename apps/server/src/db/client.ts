import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as turnOfTheEventLoop } from 'node:timers/promises';
import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';
import { inTurns } from '../lib/turns.js';
import { openTransaction, outsideItsTransaction } from './transaction-context.js';
import { localClaims, postgresClaims, type WorkClaims } from './work-claims.js';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs start-up work (migrations, the key check, seeding) for one server at a time: under a
   * PostgreSQL advisory lock, so that servers starting together on one database all come up.
   * PGlite has one process per folder, so nothing to wait for.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PostgreSQL: marks this process as a running server for as long as it is open (a shared advisory
   * lock on a connection of its own), so that `withoutServers` can tell that servers run.
   */
  serve(): Promise<void>;
  /** Runs `work` only while no server runs, holding servers that start meanwhile until it ends; `false` when servers run. */
  withoutServers<T>(work: () => Promise<T>): Promise<T | false>;
  /**
   * Hears every notification on `channel` from any connection of the database (a committed change,
   * ADR 0070). `lost` when some may be missed (PostgreSQL: the listening connection dropped), then
   * `ready` when all are heard again.
   */
  listen(channel: string, listener: ChangeListener): Promise<Listening>;
  /** Claims of running work that free themselves when this process dies (ADR 0094). */
  claims: WorkClaims;
  /**
   * PGlite runs no autovacuum: without a table's statistics its planner would walk a catalogue of
   * 100,000 titles in title order to find one ISBN. Gathered for the tables named, at every start;
   * PostgreSQL's autovacuum keeps them itself. Only the large tables whose plans depend on them:
   * analysing every table opens every file of the database and keeps them open.
   */
  gatherStatistics(tables: readonly string[]): Promise<void>;
  /** PGlite only: the whole database as a tarball that `pgliteSnapshot` opens again. */
  dump?(): Promise<Blob>;
}

interface ChangeListener {
  change(payload: string): void;
  lost(): void;
  ready(): void;
}

interface Listening {
  stop(): void;
  /**
   * Gives up the listening connection and takes a new one (told `lost`, then `ready`): a connection
   * that stopped passing anything on (ADR 0092) may never report an error of its own.
   */
  renew(): void;
  /** Notifies on the channel through the listening connection itself: a heartbeat that tests that connection, whatever the pool is doing. */
  notify(payload: string): Promise<void>;
}

/** The committed migrations (SQL files and drizzle's journal, meta/_journal.json). */
export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; `memory://` keeps everything in memory (tests). */
  pgliteDir?: string;
  /** PGlite starts from this dump (`Database.dump`) instead of an empty database (tests). */
  pgliteSnapshot?: Blob;
  /** How PostgreSQL lists the connections: servers are `campus-erp`, tools name themselves (an operator tells them apart). */
  applicationName?: string;
  /** Migrations to apply instead of the committed ones (a restore first migrates to its backup's migration). */
  migrationsFolder?: string;
  /** false: open as it is, migrating nothing (a backup copies a database at the migration it has). */
  migrate?: boolean;
}

/** Opens PGlite (embedded default) or PostgreSQL and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPostgres(opts.databaseUrl, opts.applicationName ?? SERVER_APPLICATION, migrationsOf(opts))
    : await openPglite(opts.pgliteDir ?? 'memory://', migrationsOf(opts), opts.pgliteSnapshot);
  return database;
}

const migrationsOf = (opts: DatabaseOptions) => (opts.migrate === false ? undefined : (opts.migrationsFolder ?? MIGRATIONS_FOLDER));

async function openPglite(dir: string, migrationsFolder: string | undefined, snapshot?: Blob): Promise<Database> {
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  const client = withRawTypesInstalled(await PGlite.create({ dataDir: dir, loadDataDir: snapshot, extensions: { pg_trgm } }));
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  if (migrationsFolder) await migratePglite(db as never, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    exclusive: (work) => work(),
    // One process per folder (the folder lock): nothing else can be serving.
    serve: async () => undefined,
    withoutServers: (work) => work(),
    claims: localClaims(),
    ping: async () => void (await db.execute(sql`select 1`)),
    gatherStatistics: async (tables) => {
      for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
    },
    listen: async (channel, listener) => {
      // One connection, in this process: nothing is ever missed.
      const stop = await client.listen(channel, (payload) => listener.change(payload));
      listener.ready();
      return {
        stop: () => void stop().catch(() => undefined),
        renew: () => undefined,
        notify: async (payload) => void (await client.query('select pg_notify($1, $2)', [channel, payload])),
      };
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * The types drizzle asks PGlite to answer raw with every query, as it maps them itself: timestamps,
 * intervals, dates and their arrays.
 */
export const DRIZZLE_RAW_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231,
  1115,
  1185,
  1187,
  1182,
];
const rawTypeKeys = new Set(DRIZZLE_RAW_TYPES.map(String));
const raw = (value: string) => value;

/** A query's options without its parsers when they are only the raw types already installed on the instance. */
export function withoutInstalledParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers || !Object.keys(options.parsers).every((oid) => rawTypeKeys.has(oid))) return options;
  const { parsers: _installed, ...rest } = options;
  return rest;
}

/**
 * PGlite merges a query's own parsers into its ~300 by copying the whole map every time, which more
 * than doubled the cost of a small query (drizzle passes the same few with each). Installed once on
 * the instance, they are dropped from each query and its transactions' queries.
 *
 * Statements sent outside a transaction run in turns (lib/turns.ts): a turn of the event loop, then
 * queued statements for up to STATEMENT_SLICE_MS, then another turn. PGlite runs a statement in this
 * thread and starts the next one waiting on it as soon as it ends, without a turn between: two pieces
 * of background work (a results warm-up, a results-day fan-out) queued one statement each held every
 * request, even a health check, for both statements and more. Queued inside PGlite, a burst of reads
 * (a hundred students' first pages of the day, their sessions looked up) would also hold every
 * transaction behind the whole burst; waiting here instead, a transaction (a register's save) is
 * handed over directly and waits for at most one statement. A statement a turn, as before, drained a
 * hundred waiting session lookups at a few a turn of a busy server: a teacher's save waited for them.
 * A transaction's statements wait for a turn once it has run TRANSACTION_SLICE_MS without one: a long
 * import still lets a health check through, while a short transaction holds the database for
 * milliseconds, not for a turn of a busy server's every request at each of its statements.
 *
 * A statement sent to the database (not the transaction) by a transaction's own work would wait for
 * the one connection that the transaction holds, and the transaction for it: the server would answer
 * nothing more. It runs in the transaction instead, and under test it fails, naming itself, so that
 * the code passes its transaction (db/transaction-context.ts).
 */
function withRawTypesInstalled(client: PGlite): PGlite {
  for (const oid of DRIZZLE_RAW_TYPES) client.parsers[oid] = raw;
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const handOver = inTurns(STATEMENT_SLICE_MS);
  client.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
    const open = openTransaction.getStore();
    if (open?.open) {
      outsideItsTransaction(`A statement (${text.slice(0, 120)}) was sent to the database`);
      return open.tx.query(text, params, options);
    }
    return handOver(() => query(text, params, withoutInstalledParsers(options)));
  }) as PGlite['query'];
  client.transaction = ((callback: (tx: Transaction) => Promise<unknown>) =>
    transaction((tx) => {
      const lean: Transaction = Object.create(tx);
      let slice = performance.now();
      lean.query = (async (text: string, params?: unknown[], options?: QueryOptions) => {
        if (performance.now() - slice > TRANSACTION_SLICE_MS) {
          await turnOfTheEventLoop();
          slice = performance.now();
        }
        return tx.query(text, params, withoutInstalledParsers(options));
      }) as Transaction['query'];
      const held = { tx: lean, open: true };
      return openTransaction.run(held, () => callback(lean)).finally(() => (held.open = false));
    })) as PGlite['transaction'];
  return client;
}

/** A transaction's statements run without a turn of the event loop for this long at most (withRawTypesInstalled). */
const TRANSACTION_SLICE_MS = 20;

/** Statements outside a transaction run for this long at most between turns of the event loop (withRawTypesInstalled). */
const STATEMENT_SLICE_MS = 5;

/** The advisory lock key of start-up work: any number, the same in every server of one database. */
const STARTUP_LOCK = 0x63_61_6d_70; // 'camp'

/** Holds the start-up advisory lock on a connection of its own while `work` runs on the pool. */
async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** The advisory lock every running server holds shared, and a tool that needs them all stopped takes alone. */
const SERVING_LOCK = 0x63_61_6d_71;

async function withoutServers<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T | false> {
  const client = await pool.connect();
  try {
    const { rows } = await client.query<{ alone: boolean }>('select pg_try_advisory_lock($1) as alone', [SERVING_LOCK]);
    if (!rows[0]?.alone) return false;
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [SERVING_LOCK]);
    }
  } finally {
    client.release();
  }
}

/** How long a request waits for a connection when the database is unreachable before it answers 503. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The application name of a server's connections. */
const SERVER_APPLICATION = 'campus-erp';

/** How long a server waits before it takes its serving lock again on a new connection after losing one. */
const SERVING_RETRY_MS = 2_000;

/**
 * A connection of its own, kept: `setup` runs on it when taken, and a lost connection is taken again
 * as soon as the database answers. `lost` is told when it goes, `held` each time setup has run. A
 * setup that does not end within `setupMs` (a connection that passes nothing on) is given up and tried again.
 */
function heldConnection(
  pool: pg.Pool,
  setup: (client: pg.PoolClient) => Promise<void>,
  events: { lost?(): void; held?(): void } = {},
  setupMs?: number,
) {
  let held: { client: pg.PoolClient; release: () => void; drop: () => void } | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const take = async (): Promise<void> => {
    const next = await pool.connect();
    // The connection is closed, never returned to the pool (it would keep its lock or its LISTEN), and
    // only once: an error may still arrive after a stop or a failed query has closed it.
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      next.release(true);
    };
    const drop = () => {
      release();
      // Ending politely waits for an answer a stalled connection never gives: its socket goes now.
      socketOf(next)?.destroy();
      if (held?.client === next) {
        held = undefined;
        events.lost?.();
      }
      schedule();
    };
    next.on('error', drop);
    try {
      await withinTime(setup(next), setupMs);
    } catch (err) {
      release();
      socketOf(next)?.destroy();
      throw err;
    }
    // Stopped while the connection was being taken (a close right after an outage): it is not kept,
    // or the pool would wait for it for ever when it is ended.
    if (stopped) return release();
    held = { client: next, release, drop };
    events.held?.();
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (!stopped && !held) take().catch(schedule);
    }, SERVING_RETRY_MS);
    retry.unref();
  };
  return {
    take: async () => {
      if (!held) await take();
    },
    /** The connection while held, for a query of its own. */
    client: () => held?.client,
    renew: () => held?.drop(),
    stop: () => {
      stopped = true;
      clearTimeout(retry);
      held?.release();
      held = undefined;
    },
  };
}

/** node-postgres keeps the socket of a client to itself; a stalled one is destroyed through it. */
const socketOf = (client: pg.PoolClient) => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;

/** `work`, or a rejection when it has not ended within `ms`. */
async function withinTime<T>(work: Promise<T>, ms: number | undefined): Promise<T> {
  if (ms === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Holds the shared serving lock on a connection of its own, taken again after a loss. */
const servingLock = (pool: pg.Pool) =>
  heldConnection(pool, async (client) => void (await client.query('select pg_advisory_lock_shared($1)', [SERVING_LOCK])));

/** How long taking the listening connection (connect and LISTEN) may take before it is tried again. */
const LISTEN_SETUP_MS = 5_000;

/** LISTENs on a connection of its own, taken again after a loss: the listener is told `lost`, then `ready`. */
async function listenPostgres(pool: pg.Pool, channel: string, listener: ChangeListener): Promise<Listening> {
  const held = heldConnection(
    pool,
    async (client) => {
      client.on('notification', (n) => {
        if (n.channel === channel) listener.change(n.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    },
    { lost: () => listener.lost(), held: () => listener.ready() },
    LISTEN_SETUP_MS,
  );
  await held.take();
  return {
    stop: held.stop,
    renew: held.renew,
    notify: async (payload) => {
      const client = held.client();
      if (!client) throw new Error('not listening');
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
  };
}

/**
 * TCP keep-alive on every connection: the operating system then probes an idle connection after this
 * long, and a peer that is gone (a network cut, a failover without reset) ends it with an error
 * instead of leaving it open for ever.
 */
const KEEP_ALIVE_DELAY_MS = 10_000;

async function openPostgres(url: string, applicationName: string, migrationsFolder: string | undefined): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: applicationName,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  // A connection closed by the server (restart, failover, a network cut) must not end the process,
  // whether idle in the pool or in use (a transaction, a held lock; its query fails on its own): every
  // client reports its loss once, and the pool replaces it on the next query. The pool's own error event
  // repeats an idle client's and needs a listener only so that it is not thrown.
  pool.on('connect', (client) => client.on('error', (err) => console.error(`PostgreSQL connection lost: ${err.message}`)));
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const exclusive = <T>(work: () => Promise<T>) => withStartupLock(pool, work);
  const serving = servingLock(pool);
  const listeners: Listening[] = [];
  if (migrationsFolder) await exclusive(() => migratePg(db as never, { migrationsFolder }));
  return {
    db,
    kind: 'postgres',
    exclusive,
    serve: serving.take,
    withoutServers: (work) => withoutServers(pool, work),
    claims: postgresClaims(pool),
    ping: async () => void (await db.execute(sql`select 1`)),
    gatherStatistics: async () => undefined,
    listen: async (channel, listener) => {
      const listening = await listenPostgres(pool, channel, listener);
      listeners.push(listening);
      return listening;
    },
    close: async () => {
      serving.stop();
      for (const listening of listeners) listening.stop();
      await pool.end();
    },
  };
}

/** The rows of a raw `db.execute` answer: both drivers answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
