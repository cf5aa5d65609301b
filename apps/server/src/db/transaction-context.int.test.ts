import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { remembered } from '../lib/remembered.js';
import { openDatabase, rowsOf, type Database } from './client.js';

/** The embedded database's one connection, which an open transaction holds (ADR 0143). */
describe('a transaction’s own work on the embedded database', () => {
  let database: Database;
  const env = process.env.NODE_ENV;
  const one = async (on: Pick<Database['db'], 'execute'>) => rowsOf<{ n: number }>(await on.execute(sql`select 1 as n`))[0]!.n;

  beforeAll(async () => {
    database = await openDatabase({ migrate: false });
  });
  afterAll(async () => database?.close());
  afterEach(() => {
    process.env.NODE_ENV = env;
  });

  it('fails under test when it sends a statement past its transaction, naming the statement, and the database goes on', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    const failed = await database.db.transaction(async () => one(database.db)).catch((err: Error) => err);
    expect((failed as Error).cause).toMatchObject({
      message: 'A statement (select 1 as n) was sent to the database inside a transaction, not through it: pass the transaction',
    });
    expect(await database.db.transaction(async (tx) => one(tx))).toBe(1);
    expect(await one(database.db)).toBe(1);
  });

  it('in service runs such a statement in the transaction, seeing what it wrote, instead of waiting for ever', async () => {
    process.env.NODE_ENV = 'production';
    await database.db.execute(sql`create temporary table kept (n int)`);
    const seen = await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into kept values (7)`);
      return rowsOf<{ n: number }>(await database.db.execute(sql`select n from kept`));
    });
    expect(seen).toEqual([{ n: 7 }]);
    expect(await one(database.db)).toBe(1);
  });

  it('refuses a value kept in memory asked for by a transaction’s work under test, even while it is fresh', async () => {
    const zone = remembered(async () => 'Asia/Kolkata');
    expect(await zone.get()).toBe('Asia/Kolkata');
    await expect(database.db.transaction(async () => zone.get())).rejects.toThrow(
      'A value kept in memory was asked for inside a transaction, not through it: pass the transaction',
    );
    expect(await database.db.transaction(async () => zone.get(async () => 'read through the transaction'))).toBe(
      'read through the transaction',
    );
    expect(await zone.get()).toBe('Asia/Kolkata');
  });

  it('lets work that runs after its transaction ended use the database', async () => {
    let ended = () => undefined as void;
    const after = new Promise<void>((resolve) => (ended = resolve));
    let later: Promise<number> | undefined;
    await database.db.transaction(async () => {
      later = after.then(() => one(database.db));
    });
    ended();
    expect(await later).toBe(1);
  });
});
