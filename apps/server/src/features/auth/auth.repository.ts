import { and, count, eq, gt, ilike, isNotNull, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { NON_STAFF_ROLES } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { passwordResets, sessions, users } from './auth.table.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

/** The user a signed-in request acts as: no password hash, no profile. */
const authUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  roles: users.roles,
  program: users.program,
  departmentId: users.departmentId,
  studentId: users.studentId,
  mustChangePassword: users.mustChangePassword,
};
export type AuthUserRow = Pick<UserRow, keyof typeof authUserColumns>;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All database access of users, their sessions and reset links. */
interface UsersListQuery {
  search?: string;
  status?: UserRow['status'];
  role?: string;
}

export function createAuthRepository(db: DbOrTx) {
  const findUserByUsername = (username: string) => db.query.users.findFirst({ where: eq(users.username, username) });
  const findUserById = (id: number) => db.query.users.findFirst({ where: eq(users.id, id) });
  const findUserByEmail = (email: string) => db.query.users.findFirst({ where: sql`lower(${users.email}) = ${email.toLowerCase()}` });

  async function insertSession(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  }

  /** Every signed-in request asks this, so it is built once; it reads only what the request needs. */
  const prepareUserBySessionHash = () =>
    db
      .select({ ...authUserColumns, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          eq(users.status, 'active'),
        ),
      )
      .limit(1)
      .prepare('user_by_session_hash');
  let userBySessionHash: ReturnType<typeof prepareUserBySessionHash> | undefined;

  async function findUserBySessionHash(tokenHash: string): Promise<(AuthUserRow & { expiresAt: Date }) | undefined> {
    userBySessionHash ??= prepareUserBySessionHash();
    const [row] = await userBySessionHash.execute({ tokenHash, now: new Date().toISOString() });
    return row;
  }

  async function deleteSession(tokenHash: string) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async function deleteSessionsOf(userId: number) {
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }

  async function deleteExpiredSessions() {
    await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  }

  /** Sign-ups still waiting for approval that were made before `cutoff`: deleted, with their reset links. */
  async function deletePendingBefore(cutoff: Date) {
    const deleted = await db
      .delete(users)
      .where(and(eq(users.status, 'pending'), lt(users.createdAt, cutoff)))
      .returning({ id: users.id, username: users.username });
    return deleted;
  }

  async function insertUsers(rows: NewUserRow[]) {
    if (rows.length === 0) return [];
    return db.insert(users).values(rows).returning();
  }

  async function updateUser(id: number, values: Partial<NewUserRow>) {
    const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
    return row;
  }

  function searchCondition(opts: UsersListQuery): SQL | undefined {
    const text = opts.search ? likeText(opts.search) : undefined;
    const matches = text ? or(ilike(users.username, text), ilike(users.fullName, text), ilike(users.email, text)) : undefined;
    return and(matches, opts.status ? eq(users.status, opts.status) : undefined, roleCondition(opts.role));
  }

  /** `staff`: someone with a role that is not a student's, a parent's or an alumnus's. */
  function roleCondition(role: string | undefined): SQL | undefined {
    if (!role) return undefined;
    if (role !== 'staff') return sql`${role} = any(${users.roles})`;
    const others = sql.join(
      NON_STAFF_ROLES.map((r) => sql`${r}`),
      sql`, `,
    );
    return sql`exists (select 1 from unnest(${users.roles}) as r(role) where r.role not in (${others}))`;
  }

  async function pageOfUsers(opts: UsersListQuery & { page: number; size: number }) {
    const where = searchCondition(opts);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    const rows = await db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`case ${users.status} when 'pending' then 0 else 1 end`, users.username)
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size);
    return { total: total?.n ?? 0, rows };
  }

  const studentIdsWithLogin = async () =>
    new Set((await db.select({ id: users.studentId }).from(users).where(isNotNull(users.studentId))).map((r) => r.id!));

  async function existingLogins(usernames: string[], emails: string[]) {
    if (usernames.length === 0 && emails.length === 0) return [];
    return db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(
        or(
          sql`${users.username} in (select json_array_elements_text(${JSON.stringify(usernames)}::json))`,
          sql`lower(${users.email}) in (select json_array_elements_text(${JSON.stringify(emails.map((e) => e.toLowerCase()))}::json))`,
        ),
      );
  }

  async function insertReset(userId: number, tokenHash: string, expiresAt: Date) {
    await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
  }

  /**
   * Marks the link used and answers its user, if it is unused, not expired and its account not
   * disabled; one caller wins. The account's row is locked first, in the order a password change or
   * disabling takes (ADR 0090), so a reset racing them waits instead of deadlocking.
   */
  async function useReset(tokenHash: string, now: Date) {
    const [account] = await db
      .select({ id: users.id })
      .from(users)
      .innerJoin(passwordResets, eq(passwordResets.userId, users.id))
      .where(and(eq(passwordResets.tokenHash, tokenHash), ne(users.status, 'disabled')))
      .for('no key update', { of: users });
    if (!account) return undefined;
    const [row] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    return row?.userId;
  }

  return {
    findUserByUsername,
    findUserById,
    findUserByEmail,
    insertSession,
    findUserBySessionHash,
    deleteSession,
    deleteSessionsOf,
    deleteExpiredSessions,
    insertUsers,
    deletePendingBefore,
    updateUser,
    pageOfUsers,
    studentIdsWithLogin,
    existingLogins,
    insertReset,
    useReset,
  };
}
