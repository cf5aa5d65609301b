import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row: a fingerprint of the secret key this database's secrets are sealed under (never the key).
 * A server whose key gives another fingerprint refuses to start.
 */
export const serverKey = pgTable(
  'server_key',
  {
    id: integer('id').primaryKey().default(1),
    fingerprint: text('fingerprint').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [check('server_key_one_row', sql`${t.id} = 1`)],
);
