import { once } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rowsOf, type Db } from '../src/db/client.js';

/**
 * Waits, on the sender's own events, until nothing due at `now` is queued or on its way, and the
 * demo's simulator has reported on every SMS it took (it reports each one). Never on a timer.
 */
export async function allMessagesSent(app: FastifyInstance, db: Db, now: () => number) {
  const sender = app.messages.sender;
  for (;;) {
    await app.heard();
    sender.wake();
    await sender.settled();
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from notifications
          where (state in ('queued', 'sending') and due_at <= ${new Date(now()).toISOString()}::timestamptz) or (state = 'sent' and channel = 'sms')`,
      ),
    );
    if (row!.n === 0) return;
    await once(sender.events, 'change');
  }
}
