import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { ERROR_TEXTS, MESSAGES, normalizeRole, type SessionUser, type SignInResponse } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { createLimiter, secondsBlocked } from '../../lib/rate-limits.js';
import { hashToken } from './session-token.js';
import type { CollegeService } from '../public/college.service.js';
import { createAuthRepository, type UserRow } from './auth.repository.js';
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
}

function toAuthUser(row: UserRow): AuthUser {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    roles: row.roles.map((r) => normalizeRole(r) ?? r),
    program: row.program,
    departmentId: row.departmentId,
    studentId: row.studentId,
  };
}

export interface AuthServiceDeps {
  db: Db;
  college: CollegeService;
  /** Failed sign-ins per user name and minute (0 = no limit). */
  loginRateLimit: number;
  redis?: Redis;
}

export function createAuthService({ db, college, loginRateLimit, redis }: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  const limitOn = loginRateLimit > 0;
  // Failed attempts only: a shared campus address is limited more loosely than one user name.
  const byUser = createLimiter({ keyPrefix: 'login-user', points: loginRateLimit, durationSeconds: 60 }, redis);
  const byAddress = createLimiter({ keyPrefix: 'login-ip', points: loginRateLimit * 5, durationSeconds: 60 }, redis);

  async function assertNotBlocked(username: string, ip: string) {
    if (!limitOn) return;
    const wait = Math.max(await secondsBlocked(byUser, username), await secondsBlocked(byAddress, ip));
    if (wait > 0) throw new AppError('RATE_LIMITED', MESSAGES.tooManyLoginAttempts, { retryAfter: wait });
  }

  async function recordFailure(username: string, ip: string) {
    if (!limitOn) return;
    await Promise.all([byUser.penalty(username, 1), byAddress.penalty(ip, 1)]);
  }

  async function signIn(usernameRaw: string, password: string, ip: string): Promise<SignInResponse & { user: AuthUser }> {
    const username = usernameRaw.trim().toLowerCase();
    await assertNotBlocked(username, ip);
    const row = await repo.findUserByUsername(username);
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) {
      await recordFailure(username, ip);
      throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
    }
    if (row.status === 'pending') throw new AppError('PENDING', ERROR_TEXTS.PENDING.signIn);
    if (row.status !== 'active') throw new AppError('DISABLED', ERROR_TEXTS.DISABLED.signIn);
    if (limitOn) await byUser.delete(username);
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertSession(row.id, hashToken(token), new Date(Date.now() + SESSION_TTL_MS));
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

  return { signIn, sessionUser, userForToken, signOut, purgeExpiredSessions };
}

export type AuthService = ReturnType<typeof createAuthService>;
