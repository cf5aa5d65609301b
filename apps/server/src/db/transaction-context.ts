import { AsyncLocalStorage } from 'node:async_hooks';
import type { Transaction } from '@electric-sql/pglite';

/** The PGlite transaction whose work this code runs as, while it is open (db/client.ts). */
export const openTransaction = new AsyncLocalStorage<{ tx: Transaction; open: boolean }>();

/**
 * Work of an open transaction that reads past it: under test a failure naming it, so that the code
 * passes its transaction; otherwise nothing (the embedded database runs the statement in the
 * transaction; PostgreSQL takes another connection).
 */
export function outsideItsTransaction(what: string): void {
  if (process.env.NODE_ENV === 'test') throw new Error(`${what} inside a transaction, not through it: pass the transaction`);
}

/** A value kept in memory that may read the database, asked for by a transaction's work (PGlite only tells). */
export function assertNotInsideTransaction(what: string): void {
  if (openTransaction.getStore()?.open) outsideItsTransaction(what);
}
