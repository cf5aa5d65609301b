import crypto from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { normalizeRole, type SessionUser, type SignInResponse, serverText } from '@campus/shared';
import type { ChangeFeed } from '../../db/change-feed.js';
import { silentFeed } from '../../db/change-feed.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { keptAnswers } from '../../lib/kept-answers.js';
import { AppError } from '../../lib/app-error.js';
import { hashToken } from './session-token.js';
import type { CollegeService } from '../public/college.service.js';
import { createAuthRepository, type AuthUserRow } from './auth.repository.js';
import { DUMMY_HASH, verifyPassword } from './password.js';
import type { Lane, PasswordQueue } from './password-queue.js';
import { createDeviceCookies, type DeviceCookie } from './device-cookie.js';
import { addressGroup } from '../../lib/address-group.js';
import { createSignInLimits, type Reservation } from './sign-in-limits.js';

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
  /** Failed sign-ins of one user name from one address per ten minutes (0 = no limits). */
  loginRateLimit: number;
  /** The first wait of a user name past its free attempts (ADR 0068). */
  loginSlowdownMs?: number;
  /** The gap between sign-ins of an address past its free failures (ADR 0082). */
  loginAddressGapMs?: number;
  /** Signs the device cookies that mark a browser its user signed in from before (ADR 0082). */
  deviceKey: Buffer;
  /** Password checks take their turn here, so that a crowd of sign-ins cannot hold up the server (ADR 0071); sized by the configuration (PASSWORD_CHECKS, SIGN_IN_QUEUE_MS). */
  passwords: PasswordQueue;
  redis?: Redis;
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /** What changed in the database: sessions are kept in memory while it is heard (ADR 0070). */
  changes?: ChangeFeed;
}

/** Sessions kept in memory: at most this many, each for at most this long. */
const KEPT_SESSIONS = 50_000;
const KEPT_SESSION_MS = 5 * 60_000;

export function createAuthService({
  db,
  college,
  loginRateLimit,
  loginSlowdownMs = 1000,
  loginAddressGapMs = 250,
  deviceKey,
  passwords,
  redis,
  log,
  changes = silentFeed(),
}: AuthServiceDeps) {
  const repo = createAuthRepository(db);
  const kept = keptAnswers<{ user: AuthUser; expiresAt: number }>({
    feed: changes,
    max: KEPT_SESSIONS,
    ttlMs: KEPT_SESSION_MS,
    dropOnAll: false,
  });
  const limits =
    loginRateLimit > 0
      ? createSignInLimits({ free: loginRateLimit, stepMs: loginSlowdownMs, addressGapMs: loginAddressGapMs, redis, log })
      : undefined;
  const devices = createDeviceCookies(deviceKey);

  /**
   * Every attempt takes its place in each counter before the password is checked, so guesses sent
   * together are counted as they arrive and an attempt that ends in an error still counts (ADR 0015).
   * A user name and address pair past its limit is refused; a user name or an address past theirs
   * waits for its slot, and is refused only when the slot is too far away (ADR 0068). An address is
   * its group (an IPv6 /64). A valid device cookie of the user name counts against itself only (ADR 0082).
   */
  async function reserveAttempt(username: string, ip: string, device?: string): Promise<Reservation | undefined> {
    if (!limits) return undefined;
    const group = addressGroup(ip);
    const byDevice = device ? await limits.reserveDevice(username, group, device) : undefined;
    if (byDevice) return byDevice;
    const reserved = await limits.reserve(username, group);
    if ('retryAfterMs' in reserved) {
      throw new AppError('RATE_LIMITED', serverText('signIn.tooManyAttempts'), {
        retryAfter: Math.max(1, Math.ceil(reserved.retryAfterMs / 1000)),
      });
    }
    const { waitMs } = reserved.reservation;
    if (waitMs > 0) {
      log?.warn({ username, ip, waitMs }, 'sign-in slowed down');
      await setTimeout(waitMs);
    }
    return reserved.reservation;
  }

  /** The password was right: the attempt does not count; a sign-in also forgets the failures of the user name. */
  async function giveBackAttempt(reservation: Reservation | undefined, signedIn: boolean) {
    if (!limits || !reservation) return;
    await (signedIn ? limits.signedIn(reservation) : limits.giveBack(reservation));
  }

  /** A check the server is too busy to make now was not an attempt: it is given back. */
  const passwordChecked = (reservation: Reservation | undefined, check: () => Promise<boolean>, lane: Lane) =>
    passwords.check(check, () => giveBackAttempt(reservation, false), lane);

  /**
   * A known client (a valid device cookie, or a user name that signed in from this address before)
   * takes its turn in the known lane; everything else, unknown user names included, in the anonymous
   * one (ADR 0082). A user name that does not exist is checked against a dummy hash, in the anonymous
   * lane, like any new client: its answer and time are those of a wrong password.
   */
  const laneOf = (reservation: Reservation | undefined, device: string | undefined): Lane =>
    (reservation ? reservation.device !== undefined || !reservation.address : device !== undefined) ? 'known' : 'anonymous';

  async function signIn(
    usernameRaw: string,
    password: string,
    ip: string,
    cookieHeader?: string,
  ): Promise<SignInResponse & { user: AuthUser; device: DeviceCookie }> {
    const username = usernameRaw.trim().toLowerCase();
    const device = devices.deviceOf(cookieHeader, username);
    const reservation = await reserveAttempt(username, ip, device);
    // The account is read in the check's turn: a sign-in the queue turns away costs no query.
    let row: Awaited<ReturnType<typeof repo.findUserByUsername>>;
    const ok = await passwordChecked(
      reservation,
      async () => {
        row = await repo.findUserByUsername(username);
        return verifyPassword(password, row?.passwordHash ?? DUMMY_HASH);
      },
      laneOf(reservation, device),
    );
    if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', serverText('signIn.invalidCredentials'));
    if (row.status !== 'active') {
      await giveBackAttempt(reservation, false);
      if (row.status === 'pending') throw new AppError('PENDING', serverText('signIn.pending'));
      throw new AppError('DISABLED', serverText('signIn.disabled'));
    }
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertSession(row.id, hashToken(token), new Date(Date.now() + SESSION_TTL_MS));
    await giveBackAttempt(reservation, true);
    const user = toAuthUser(row);
    return { token, ...(await sessionUser(user)), user, device: devices.issue(username) };
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
    const hash = hashToken(token);
    const hit = kept.get(hash);
    if (hit && hit.expiresAt > Date.now()) return hit.user;
    const ticket = kept.ticket();
    const row = await repo.findUserBySessionHash(hash);
    if (!row) return null;
    // Shared by the requests of this session while kept: frozen, so none can change it for the others.
    const read = toAuthUser(row);
    const user: AuthUser = Object.freeze({ ...read, roles: Object.freeze(read.roles) as string[] });
    const expiresAt = row.expiresAt.getTime();
    kept.set(hash, { user, expiresAt }, [`u:${user.id}`], ticket, Math.min(KEPT_SESSION_MS, expiresAt - Date.now()));
    return user;
  }

  async function signOut(token: string) {
    const hash = hashToken(token);
    await repo.deleteSession(hash);
    // The database tells every server; this one need not wait for it.
    const user = kept.get(hash)?.user;
    if (user) kept.forget(`u:${user.id}`);
  }

  /** Expired sessions are dead already; this only keeps the table small. */
  async function purgeExpiredSessions() {
    await repo.deleteExpiredSessions();
  }

  /** Ends every session of a user at once (password change or reset, disabling). */
  async function endSessions(userId: number, tx: DbOrTx = db) {
    await createAuthRepository(tx).deleteSessionsOf(userId);
    kept.forget(`u:${userId}`);
  }

  /** Lifts the sign-in limits of a user name, from every address, as the administrator asks. */
  async function unlock(usernameRaw: string) {
    await limits?.unlock(usernameRaw.trim().toLowerCase());
  }

  /**
   * A password check outside sign-in (the old password of a password change) is limited the same
   * way: it takes its attempt first, and gives it back when the password was right.
   */
  async function checkPasswordLimited(username: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    const reservation = await reserveAttempt(username, ip);
    // A signed-in user's own check: the known lane.
    const ok = await passwordChecked(reservation, check, 'known');
    if (ok) await giveBackAttempt(reservation, false);
    return ok;
  }

  /** A new password's hash takes its turn like a check: a signed-in user's in the known lane, a sign-up's or a reset link's in the anonymous one. */
  const hashInTurn = (hash: () => Promise<string>, lane: Lane = 'anonymous') => passwords.check(hash, undefined, lane);

  return { signIn, sessionUser, userForToken, signOut, purgeExpiredSessions, endSessions, unlock, checkPasswordLimited, hashInTurn };
}

export type AuthService = ReturnType<typeof createAuthService>;
