import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { ERROR_TEXTS, MESSAGES, normalizeRole, type SessionUser, type SignInResponse } from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createLimiter, reserve } from '../../lib/rate-limits.js';
import { hashToken } from './session-token.js';
import type { CollegeService } from '../public/college.service.js';
import { createAuthRepository, type AuthUserRow } from './auth.repository.js';
import { DUMMY_HASH, verifyPassword } from './password.js';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface AuthUser {
  id: number;
  username: string;
  fullName: string;
  email: string | null;
  roles: string[];
  program: string | null;
  departmentId: number | null;
  studentId: number | null;
  /** A generated login whose first password is not changed yet: only the password change is open to it. */
  mustChangePassword: boolean;
}

function toAuthUser(row: AuthUserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    roles: row.roles.map((r) => normalizeRole(r) ?? r),
    program: row.program,
    departmentId: row.departmentId,
    studentId: row.studentId,
    mustChangePassword: row.mustChangePassword,
  };
}

export interface AuthServiceDeps {
  db: Db;
  college: CollegeService;
  /** Sign-in attempts per user name and minute, successful ones given back (0 = no limit). */
  loginRateLimit: number;
  redis?: Redis;
}

export function createAuthService({ db, college, loginRateLimit, redis }: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  const limitOn = loginRateLimit > 0;
  // A shared campus address is limited more loosely than one user name.
  const byUser = createLimiter({ keyPrefix: 'login-user', points: loginRateLimit, durationSeconds: 60 }, redis);
  const byAddress = createLimiter({ keyPrefix: 'login-ip', points: loginRateLimit * 5, durationSeconds: 60 }, redis);

  const tooMany = (seconds: number) => new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts, { retryAfter: seconds });

  /**
   * Every attempt takes its point before the password is checked, so guesses sent together are counted
   * as they arrive and an attempt that ends in an error still counts (ADR 0015).
   */
  async function reserveAttempt(username: string, ip: string) {
    if (!limitOn) return;
    const addressWait = await reserve(byAddress, ip);
    if (addressWait > 0) throw tooMany(addressWait);
    const userWait = await reserve(byUser, username);
    if (userWait === 0) return;
    // Refused before any check: not a failure of this address.
    await byAddress.reward(ip, 1);
    throw tooMany(userWait);
  }

  /** The password was right: the attempt does not count; a sign-in also forgets the user name's failures. */
  async function giveBackAttempt(username: string, ip: string, signedIn: boolean) {
    if (!limitOn) return;
    await Promise.all([byAddress.reward(ip, 1), signedIn ? byUser.delete(username) : byUser.reward(username, 1)]);
  }

  async function signIn(usernameRaw: string, password: string, ip: string): Promise<SignInResponse & { user: AuthUser }> {
    const username = usernameRaw.trim().toLowerCase();
    await reserveAttempt(username, ip);
    const row = await repo.findUserByUsername(username);
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    if (row.status !== 'active') {
      await giveBackAttempt(username, ip, false);
      if (row.status === 'pending') throw new AppError('PENDING', ERROR_TEXTS.PENDING.signIn);
      throw new AppError('DISABLED', ERROR_TEXTS.DISABLED.signIn);
    }
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertSession(row.id, hashToken(token), new Date(Date.now() + SESSION_TTL_MS));
    await giveBackAttempt(username, ip, true);
    const user = toAuthUser(row);
    return { token, ...(await sessionUser(user)), user };
  }

  async function sessionUser(user: AuthUser): Promise<SessionUser> {
    return {
      username: user.username,
      email: user.email,
      fullName: user.fullName,
      roles: user.roles,
      program: user.program,
      collegeName: await college.code(),
      ...(user.mustChangePassword ? { mustChangePassword: true } : {}),
    };
  }

  async function userForToken(token: string): Promise<AuthUser | null> {
    if (!token || token.length > 200) return null;
    const row = await repo.findUserBySessionHash(hashToken(token));
    return row ? toAuthUser(row) : null;
  }

  async function signOut(token: string) {
    await repo.deleteSession(hashToken(token));
  }

  /** Expired sessions are dead already; this only keeps the table small. */
  async function purgeExpiredSessions() {
    await repo.deleteExpiredSessions();
  }

  /** Ends every session of a user at once (password change or reset, disabling). */
  async function endSessions(userId: number, tx: DbOrTx = db) {
    await createAuthRepository(tx).deleteSessionsOf(userId);
  }

  /** Lifts the sign-in lock of a user name (the per-user attempt counter), as the administrator asks. */
  async function unlock(username: string) {
    if (limitOn) await byUser.delete(username.trim().toLowerCase());
  }

  /**
   * A password check outside sign-in (the old password of a password change) is limited the same
   * way: it takes its attempt first, and gives it back when the password was right.
   */
  async function checkPasswordLimited(username: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    await reserveAttempt(username, ip);
    const ok = await check();
    if (ok) await giveBackAttempt(username, ip, false);
    return ok;
  }

  return { signIn, sessionUser, userForToken, signOut, purgeExpiredSessions, endSessions, unlock, checkPasswordLimited };
}

export type AuthService = ReturnType<typeof createAuthService>;
