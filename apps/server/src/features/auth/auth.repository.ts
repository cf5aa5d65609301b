import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;

export function findUserByUsername(db: DbOrTx, username: string) {
  return db.query.users.findFirst({ where: eq(users.username, username) });
}

export async function insertSession(db: DbOrTx, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

export async function findUserBySessionHash(db: DbOrTx, tokenHash: string): Promise<UserRow | undefined> {
  const rows = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')))
    .limit(1);
  return rows[0]?.user;
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: DbOrTx) {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
