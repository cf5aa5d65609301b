import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { MESSAGES, normalizeRole, type SessionUser, type SignInResponse } from '@campus/shared';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/errors.js';
import { createLimiter, secondsBlocked } from '../../lib/rate-limits.js';
import { hashToken } from './session-token.js';
import type { CollegeService } from '../public/college.service.js';
import * as repo from './auth.repository.js';
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

function toAuthUser(row: repo.UserRow): AuthUser {
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

export interface AuthServiceOptions {
  loginRateLimit: number;
  redis?: Redis;
}

export function createAuthService(db: Db, college: CollegeService, opts: AuthServiceOptions) {
  const limitOn = opts.loginRateLimit > 0;
  // Failed attempts only: a shared campus address is limited more loosely than one user name.
  const byUser = createLimiter({ keyPrefix: 'login-user', points: opts.loginRateLimit, durationSeconds: 60 }, opts.redis);
  const byAddress = createLimiter({ keyPrefix: 'login-ip', points: opts.loginRateLimit * 5, durationSeconds: 60 }, opts.redis);

  async function assertNotBlocked(username: string, ip: string) {
    if (!limitOn) return;
    const wait = Math.max(await secondsBlocked(byUser, username), await secondsBlocked(byAddress, ip));
    if (wait > 0) throw new HttpError(429, MESSAGES.tooManyLoginAttempts, 'RATE_LIMITED', { retryAfter: wait } as never);
  }

  async function recordFailure(username: string, ip: string) {
    if (!limitOn) return;
    await Promise.all([byUser.penalty(username, 1), byAddress.penalty(ip, 1)]);
  }

  async function signIn(usernameRaw: string, password: string, ip: string): Promise<SignInResponse & { user: AuthUser }> {
    const username = usernameRaw.trim().toLowerCase();
    await assertNotBlocked(username, ip);
    const row = await repo.findUserByUsername(db, username);
    const ok = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
    if (!row || !ok) {
      await recordFailure(username, ip);
      throw new HttpError(401, MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (row.status === 'pending') throw new HttpError(403, 'Your account is awaiting approval by the administrator', 'PENDING');
    if (row.status !== 'active') throw new HttpError(403, 'Your account is disabled. Please contact the administrator', 'DISABLED');
    if (limitOn) await byUser.delete(username);
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertSession(db, row.id, hashToken(token), new Date(Date.now() + SESSION_TTL_MS));
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
    const row = await repo.findUserBySessionHash(db, hashToken(token));
    return row ? toAuthUser(row) : null;
  }

  async function signOut(token: string) {
    await repo.deleteSession(db, hashToken(token));
  }

  /** Expired sessions are dead already; this only keeps the table small. */
  async function purgeExpiredSessions() {
    await repo.deleteExpiredSessions(db);
  }

  return { signIn, sessionUser, userForToken, signOut, purgeExpiredSessions };
}

export type AuthService = ReturnType<typeof createAuthService>;
