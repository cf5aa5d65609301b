import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { sessions, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;

/** All database access of users and their sessions. */
export function createAuthRepository(db: DbOrTx) {
  const findUserByUsername = (username: string) => db.query.users.findFirst({ where: eq(users.username, username) });

  async function insertSession(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  }

  async function findUserBySessionHash(tokenHash: string): Promise<UserRow | undefined> {
    const rows = await db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), eq(users.status, 'active')))
      .limit(1);
    return rows[0]?.user;
  }

  async function deleteSession(tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async function deleteExpiredSessions() {
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  return { findUserByUsername, insertSession, findUserBySessionHash, deleteSession, deleteExpiredSessions };
}
