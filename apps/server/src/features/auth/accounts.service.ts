import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  can,
  changedFields,
  collegeTimeZone,
  formatDateTime,
  roleFromLabel,
  type Account,
  type UsersPage,
  type UsersQuery,
  serverText,
} from '@campus/shared';
import type { z } from 'zod';
import type { changePasswordBodySchema, createUserBodySchema, signUpBodySchema, updateUserBodySchema } from '@campus/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { AppError, conflict, invalid, notFound } from '../../lib/app-error.js';
import { systemClock, type Clock } from '../../lib/clock.js';
import { createLimiter, reserve } from '../../lib/rate-limits.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { createAuthRepository, type NewUserRow, type UserRow } from './auth.repository.js';
import type { AuthService, AuthUser } from './auth.service.js';
import type { MailService } from '../mail/mail.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { hashGeneratedPassword, hashPassword, verifyPassword } from './password.js';
import { hashToken } from './session-token.js';
import { addressGroup } from '../../lib/address-group.js';

const RESET_TTL_MS = 30 * 60 * 1000;

type SignUpInput = z.output<typeof signUpBodySchema>;
type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;
type UpdateUserInput = z.output<typeof updateUserBodySchema>;
type CreateUserInput = z.output<typeof createUserBodySchema>;

export interface NewAccount {
  username: string;
  fullName: string;
  email: string | null;
  roles: string[];
  studentId?: number;
  departmentId?: number | null;
  program?: string | null;
}

export interface AccountsServiceDeps {
  db: Db;
  auth: AuthService;
  audit: AuditService;
  mail: MailService;
  publicUrl: string;
  /** Reset requests one address may make in 10 minutes (0: no limit); the sign-in limit's number. */
  resetRateLimit?: number;
  /** Public sign-ups an hour from all addresses together (0: no limit). */
  signUpRateLimit?: number;
  /** Days a sign-up waits for approval before it is deleted (0: kept). */
  pendingSignUpDays?: number;
  redis?: Redis;
  clock?: Clock;
  log?: FastifyBaseLogger;
  /** Tells a person their password changed, or their sign-up was approved (ADR 0117). */
  notifications?: Pick<NotificationsService, 'tellUser'>;
}

/** At most this many reset links go to one account in an hour, however often they are asked for. */
const RESET_MAILS_PER_HOUR = 3;

const actorOf = (user: AuthUser | null): Actor | null => (user ? { id: user.id, username: user.username } : null);

function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    email: row.email,
    roles: row.roles,
    requestedRoles: row.requestedRoles,
    modules: row.modules,
    status: row.status,
    mustChangePassword: row.mustChangePassword,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A random first password that passes the strong rules: shown once, changed at the first sign-in. */
function randomPassword(): string {
  const pick = (chars: string, n: number) => Array.from({ length: n }, () => chars[crypto.randomInt(chars.length)]).join('');
  const raw = pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + pick('abcdefghijkmnopqrstuvwxyz', 6) + pick('23456789', 4) + pick('!@#$%^&*', 2);
  const chars = [...raw];
  // Fisher-Yates with the cryptographic generator.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  // The logins workbook would show a first '@' behind a quote (ADR 0091): a letter or digit goes first.
  const plain = chars.findIndex((c) => /[A-Za-z0-9]/.test(c));
  [chars[0], chars[plain]] = [chars[plain]!, chars[0]!];
  return chars.join('');
}

/** Sign-up, the password change and reset, and the administrator's Users screen. */
export function createAccountsService({
  db,
  auth,
  audit,
  mail,
  publicUrl,
  resetRateLimit = 0,
  signUpRateLimit = 0,
  pendingSignUpDays = 0,
  redis,
  clock = systemClock,
  log,
  notifications,
}: AccountsServiceDeps) {
  const repo = createAuthRepository(db);

  /** A security notice in the password change's transaction: by every channel the person has, at any hour. */
  async function tellPasswordChanged(tx: DbOrTx, userId: number) {
    const now = clock();
    const time = formatDateTime(now.toISOString(), 'en', { zone: collegeTimeZone() });
    await notifications?.tellUser(tx, 'passwordChanged', `password:${userId}:${now.getTime()}`, userId, { time });
  }
  const resetsByAddress = createLimiter({ keyPrefix: 'reset-ip', points: resetRateLimit, durationSeconds: 600 }, redis, log);
  const mailsByAccount = createLimiter({ keyPrefix: 'reset-mail', points: RESET_MAILS_PER_HOUR, durationSeconds: 3600 }, redis, log);

  const resetUsesByAddress = createLimiter({ keyPrefix: 'reset-use-ip', points: resetRateLimit, durationSeconds: 600 }, redis, log);
  const signUpsByAddress = createLimiter({ keyPrefix: 'signup-ip', points: resetRateLimit, durationSeconds: 600 }, redis, log);
  // Many addresses at once (a flood of pending accounts, each a slow hash) meet this one.
  const signUpsOverall = createLimiter({ keyPrefix: 'signup-all', points: signUpRateLimit, durationSeconds: 3600 }, redis, log);

  /** The account that already has this user name or e-mail, and which of the two it is. */
  async function takenBy(tx: DbOrTx, username: string, email: string | null) {
    const r = createAuthRepository(tx);
    const byName = await r.findUserByUsername(username);
    if (byName) return { row: byName, field: 'username' as const };
    const byMail = email ? await r.findUserByEmail(email) : undefined;
    return byMail ? { row: byMail, field: 'email' as const } : undefined;
  }

  /** The owner of an account hears that someone tried to register with its user name or e-mail. */
  async function tellOwner(tx: DbOrTx, row: UserRow, field: 'username' | 'email') {
    if (!row.email) return;
    await mail.enqueue(tx, {
      to: row.email,
      subject: 'Campus ERP: someone tried to register with your account details',
      text: `Dear ${row.fullName},\n\nSomeone tried to register a new Campus ERP account with the ${field === 'username' ? 'user name' : 'e-mail address'} of your account ${row.username}.\nNo account was made and yours is unchanged. If it was you, sign in with your account, or use Forgot password on the sign-in page.\n`,
    });
  }

  /**
   * `POST /api/auth/signup`: an administrator creates an active account with the chosen role; anyone
   * else creates a pending one whose role is only a request (001 §3, API.md). Anyone else is answered
   * the same whether the user name or e-mail is free or taken (the owner of a taken one is told by
   * mail), and one address may sign up as many times in ten minutes as the sign-in limit's number.
   */
  async function signUp(body: SignUpInput, by: AuthUser | null, ip: string) {
    const byAdmin = by !== null && can(by.roles, 'users.manage');
    if (!byAdmin && resetRateLimit > 0) {
      const wait = await reserve(signUpsByAddress, addressGroup(ip));
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('accounts.tooManySignUps'), { retryAfter: wait });
    }
    if (!byAdmin && signUpRateLimit > 0) {
      const wait = await reserve(signUpsOverall, 'all');
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('accounts.signUpsBusy'), { retryAfter: wait });
    }
    if (!byAdmin) await prunePendingNow();
    const role = roleFromLabel(body.role[0]!)!;
    const username = body.username.toLowerCase();
    const status = byAdmin ? ('active' as const) : ('pending' as const);
    const answer = { ...serverText(byAdmin ? 'accounts.registered' : 'accounts.registeredPending'), status };
    const row: NewUserRow = {
      username,
      passwordHash: await auth.hashInTurn(() => hashPassword(body.password), byAdmin ? 'known' : 'anonymous'),
      fullName: body.fullName,
      email: body.email,
      roles: byAdmin ? [role] : [],
      requestedRoles: [role],
      program: body.department || null,
      instituteType: body.instituteType,
      status,
      modules: body.module ? body.module.split(',').map((m) => m.trim()) : [],
      profile: {
        eamcetCode: body.eamcetCode,
        collegeName: body.collegeName,
        affiliatedTo: body.affiliatedTo || undefined,
        department: body.department || undefined,
        promotions: body.promotions ?? false,
        signInType: body.signInType,
      },
    };
    try {
      await db.transaction(async (tx) => {
        const taken = await takenBy(tx, username, body.email);
        if (taken && byAdmin)
          throw conflict(
            taken.field === 'username' ? serverText('accounts.userNameTaken') : serverText('accounts.emailTaken'),
            taken.field,
          );
        if (taken) return tellOwner(tx, taken.row, taken.field);
        const [created] = await createAuthRepository(tx).insertUsers([row]);
        await audit.record(tx, {
          actor: actorOf(by),
          action: byAdmin ? 'user.create' : 'user.signup',
          entity: 'user',
          entityId: String(created!.id),
          details: { username, requestedRole: role, status: row.status },
        });
      });
    } catch (err) {
      // The same name sent twice at once: the unique index keeps one; the other is answered alike.
      if (violationOf(err)?.kind !== 'unique') throw err;
      if (byAdmin) throw conflict(serverText('accounts.userNameTaken'), 'username');
    }
    mail.wake();
    return answer;
  }

  /**
   * `POST /api/users`: the administrator's Create User (ADR 0072). The account is active at once with
   * the chosen roles, modules and department (checked against the master data by the caller); its
   * password is a first password, changed at the first sign-in.
   */
  async function create(body: CreateUserInput, department: { id: number; code: string } | undefined, by: AuthUser): Promise<Account> {
    const username = body.username.toLowerCase();
    const row: NewUserRow = {
      username,
      passwordHash: await auth.hashInTurn(() => hashPassword(body.password), 'known'),
      fullName: body.fullName,
      email: body.email,
      roles: body.roles,
      modules: body.modules,
      departmentId: department?.id ?? null,
      program: department?.code ?? null,
      status: 'active',
      mustChangePassword: true,
    };
    try {
      return await db.transaction(async (tx) => {
        const taken = await takenBy(tx, username, body.email);
        if (taken)
          throw conflict(
            taken.field === 'username' ? serverText('accounts.userNameTaken') : serverText('accounts.emailTaken'),
            taken.field,
          );
        const [created] = await createAuthRepository(tx).insertUsers([row]);
        await audit.record(tx, {
          actor: actorOf(by),
          action: 'user.create',
          entity: 'user',
          entityId: String(created!.id),
          details: { username, roles: row.roles, modules: row.modules, department: row.program, status: row.status },
        });
        return toAccount(created!);
      });
    } catch (err) {
      // The same name sent twice at once: the unique index keeps one.
      if (violationOf(err)?.kind !== 'unique') throw err;
      throw conflict(serverText('accounts.userNameTaken'), 'username');
    }
  }

  /** `POST /api/auth/resetUserPasswords`: the signed-in user's own password; every session ends. */
  async function changePassword(user: AuthUser, body: ChangePasswordInput, ip: string) {
    if (body.username.toLowerCase() !== user.username) return { status: 0 as const, ...serverText('accounts.ownAccountOnly') };
    const row = await repo.findUserById(user.id);
    // Guessing the old password with a borrowed session is limited like guessing at sign-in.
    const right = await auth.checkPasswordLimited(user.username, ip, async () =>
      row ? verifyPassword(body.oldpassword, row.passwordHash) : false,
    );
    if (!row || !right) return { status: 0 as const, ...serverText('accounts.oldPasswordWrong') };
    const passwordHash = await auth.hashInTurn(() => hashPassword(body.newPassword), 'known');
    await db.transaction(async (tx) => {
      await createAuthRepository(tx).updateUser(user.id, { passwordHash, mustChangePassword: false });
      await auth.endSessions(user.id, tx);
      await tellPasswordChanged(tx, user.id);
      await audit.record(tx, { actor: actorOf(user), action: 'user.changePassword', entity: 'user', entityId: String(user.id) });
    });
    return { status: 1 as const, ...serverText('accounts.passwordUpdated') };
  }

  /** The link and its mail are written together: no link without its mail, no mail without its link. */
  async function writeResetLink(tx: DbOrTx, row: UserRow & { email: string }) {
    const token = crypto.randomBytes(32).toString('base64url');
    await createAuthRepository(tx).insertReset(row.id, hashToken(token), new Date(clock().getTime() + RESET_TTL_MS));
    const link = `${publicUrl}/reset-password?token=${token}`;
    await mail.enqueue(tx, {
      to: row.email,
      subject: 'Campus ERP: reset your password',
      text: `Dear ${row.fullName},\n\nSomeone (hopefully you) asked to reset the password of the Campus ERP account ${row.username}.\nOpen this link within 30 minutes to choose a new password; it works once:\n\n${link}\n\nIf you did not ask for it, ignore this mail: your password stays as it is.\n`,
    });
  }

  async function sendResetLink(row: UserRow) {
    const { email } = row;
    if (!email) return;
    await db.transaction((tx) => writeResetLink(tx, { ...row, email }));
    mail.wake();
  }

  async function findByLogin(login: string) {
    const text = login.trim();
    return text.includes('@') ? repo.findUserByEmail(text) : repo.findUserByUsername(text.toLowerCase());
  }

  /**
   * The forgot-password form: answers at once and the same whatever was typed, so neither the answer
   * nor its time tells whether an account exists; the link is made and mailed afterwards.
   */
  /**
   * The same answer whether an account matches or not; the mail goes out in the background. One
   * address asking too often is told to wait (that says nothing of any account); one account gets
   * at most three links an hour, silently, so nobody can flood a mailbox with them.
   */
  async function forgotPassword(login: string, ip: string) {
    if (resetRateLimit > 0) {
      const wait = await reserve(resetsByAddress, addressGroup(ip));
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('accounts.tooManyResetRequests'), { retryAfter: wait });
    }
    inBackground(async () => {
      const row = await findByLogin(login);
      if (!row || row.status !== 'active') return;
      if ((await reserve(mailsByAccount, String(row.id))) > 0)
        return log?.warn({ userId: row.id }, 'password reset: hourly mail limit reached');
      await sendResetLink(row);
    });
    return serverText('accounts.resetLinkSent');
  }

  const background = new Set<Promise<void>>();
  function inBackground(work: () => Promise<unknown>) {
    const done: Promise<void> = work()
      .then(() => undefined)
      .catch((err: unknown) => void log?.error({ err }, 'the password reset link and its mail could not be written'))
      .finally(() => background.delete(done));
    background.add(done);
  }
  /** Until every mail under way has been sent or has failed (closing the app; tests). */
  const settled = async () => void (await Promise.all([...background]));

  /** The reset page: a valid, unused link sets a strong password once and ends every session. */
  async function resetPassword(token: string, newPassword: string, ip: string) {
    // Anyone may send a link: each costs a slow hash, so one address may try a few in ten minutes.
    if (resetRateLimit > 0) {
      const wait = await reserve(resetUsesByAddress, addressGroup(ip));
      if (wait > 0) throw new AppError('RATE_LIMITED', serverText('accounts.tooManyResetRequests'), { retryAfter: wait });
    }
    const passwordHash = await auth.hashInTurn(() => hashPassword(newPassword));
    await db.transaction(async (tx) => {
      const r = createAuthRepository(tx);
      const userId = await r.useReset(hashToken(token), clock());
      if (!userId) throw invalid(serverText('accounts.resetLinkInvalid'), 'token');
      await r.updateUser(userId, { passwordHash, mustChangePassword: false });
      await auth.endSessions(userId, tx);
      await tellPasswordChanged(tx, userId);
      await audit.record(tx, { actor: null, action: 'user.resetPassword', entity: 'user', entityId: String(userId) });
    });
    return serverText('accounts.passwordReset');
  }

  async function list(query: UsersQuery): Promise<UsersPage> {
    const { total, rows } = await repo.pageOfUsers(query);
    return { total, page: query.page, size: query.size, users: rows.map(toAccount) };
  }

  async function change(
    id: number,
    by: AuthUser,
    action: string,
    values: (row: UserRow) => Partial<NewUserRow>,
    endSessions = false,
    after?: (tx: DbOrTx, before: UserRow) => Promise<unknown>,
  ) {
    return db.transaction(async (tx) => {
      const r = createAuthRepository(tx);
      const row = await r.findUserById(id);
      if (!row) throw notFound(serverText('accounts.userNotFound'));
      const set = values(row);
      const updated = await r.updateUser(id, set);
      if (endSessions) await auth.endSessions(id, tx);
      const before = Object.fromEntries(Object.keys(set).map((field) => [field, row[field as keyof UserRow]]));
      await audit.record(tx, {
        actor: actorOf(by),
        action,
        entity: 'user',
        entityId: String(id),
        details: { username: row.username },
        changes: changedFields(before, set),
      });
      await after?.(tx, row);
      return toAccount(updated!);
    });
  }

  /** Approves an account with the roles and modules the administrator chose; what a sign-up asked for grants nothing by itself. */
  const approve = (id: number, body: UpdateUserInput, by: AuthUser) =>
    change(
      id,
      by,
      'user.approve',
      () => ({ status: 'active', roles: body.roles, modules: body.modules }),
      false,
      async (tx, before) => {
        if (before.status === 'pending')
          await notifications?.tellUser(tx, 'signUpApproved', `signup:${id}`, id, { username: before.username });
      },
    );

  async function disable(id: number, by: AuthUser) {
    if (id === by.id) throw invalid(serverText('accounts.ownAccount'), 'id');
    return change(id, by, 'user.disable', () => ({ status: 'disabled' }), true);
  }

  const enable = (id: number, by: AuthUser) => change(id, by, 'user.enable', () => ({ status: 'active' }));

  const update = (id: number, body: UpdateUserInput, by: AuthUser) =>
    change(id, by, 'user.update', () => ({ roles: body.roles, modules: body.modules }), true);

  async function issueReset(id: number, by: AuthUser) {
    const row = await repo.findUserById(id);
    if (!row) throw notFound(serverText('accounts.userNotFound'));
    const email = row.email;
    if (!email) throw invalid(serverText('accounts.noEmail'), 'email');
    await db.transaction(async (tx) => {
      await writeResetLink(tx, { ...row, email });
      await audit.record(tx, {
        actor: actorOf(by),
        action: 'user.issueReset',
        entity: 'user',
        entityId: String(id),
        details: { username: row.username },
      });
    });
    mail.wake();
    return serverText('accounts.resetIssued');
  }

  async function unlock(id: number, by: AuthUser) {
    const row = await repo.findUserById(id);
    if (!row) throw notFound(serverText('accounts.userNotFound'));
    await auth.unlock(row.username);
    await db.transaction((tx) =>
      audit.record(tx, {
        actor: actorOf(by),
        action: 'user.unlock',
        entity: 'user',
        entityId: String(id),
        details: { username: row.username },
      }),
    );
    return serverText('accounts.unlocked');
  }

  /**
   * Sign-ups nobody approved within `pendingSignUpDays` are deleted: a flood of them cannot pile up in
   * the administrator's list. Run at start, every hour, and before a public sign-up (once a minute at most).
   */
  async function prunePending() {
    if (pendingSignUpDays <= 0) return;
    const deleted = await repo.deletePendingBefore(new Date(clock().getTime() - pendingSignUpDays * 24 * 60 * 60 * 1000));
    if (deleted.length > 0) log?.info({ count: deleted.length, days: pendingSignUpDays }, 'unapproved sign-ups expired and deleted');
  }

  /** At most once a minute from sign-ups: a flood of them does not make a flood of deletes. */
  let prunedAt = 0;
  async function prunePendingNow() {
    if (clock().getTime() - prunedAt < 60_000) return;
    prunedAt = clock().getTime();
    await prunePending();
  }

  let pruneTimer: NodeJS.Timeout | undefined;
  const startPruning = () => {
    if (pendingSignUpDays <= 0 || pruneTimer) return;
    pruneTimer = setInterval(
      () => void prunePending().catch((err: unknown) => log?.error({ err }, 'expired sign-ups not deleted')),
      3_600_000,
    );
    pruneTimer.unref();
  };
  const stopPruning = () => clearInterval(pruneTimer);

  /** Student ids that already have a login. */
  const studentIdsWithLogin = () => repo.studentIdsWithLogin();

  /** The wanted logins whose user name is free (those are made), and the e-mails already taken (those are left out). */
  async function freshLogins<T extends NewAccount>(tx: DbOrTx, wanted: T[]) {
    const taken = await createAuthRepository(tx).existingLogins(
      wanted.map((w) => w.username),
      wanted.flatMap((w) => (w.email ? [w.email] : [])),
    );
    const takenNames = new Set(taken.map((t) => t.username));
    const takenEmails = new Set(taken.flatMap((t) => (t.email ? [t.email.toLowerCase()] : [])));
    return { fresh: wanted.filter((w) => !takenNames.has(w.username)), takenEmails };
  }

  /**
   * Creates generated logins inside the caller's transaction: random first passwords that must be
   * changed at the first sign-in; user names or e-mails already taken are skipped.
   */
  async function createLogins(tx: DbOrTx, wanted: NewAccount[], by: AuthUser) {
    const r = createAuthRepository(tx);
    const { fresh, takenEmails } = await freshLogins(tx, wanted);
    const withPasswords = fresh.map((w) => ({
      ...w,
      email: w.email && !takenEmails.has(w.email.toLowerCase()) ? w.email : null,
      password: randomPassword(),
    }));
    const hashes = withPasswords.map((w) => hashGeneratedPassword(w.password));
    const rows = await r.insertUsers(
      withPasswords.map((w, i) => ({
        username: w.username,
        passwordHash: hashes[i]!,
        fullName: w.fullName,
        email: w.email,
        roles: w.roles,
        studentId: w.studentId ?? null,
        departmentId: w.departmentId ?? null,
        program: w.program ?? null,
        mustChangePassword: true,
      })),
    );
    if (rows.length > 0)
      await audit.record(tx, {
        actor: actorOf(by),
        action: 'user.createLogins',
        entity: 'user',
        details: {
          kind: rows.every((x) => x.studentId !== null) ? 'student' : 'faculty',
          count: rows.length,
          usernames: rows.map((x) => x.username),
        },
      });
    return rows.map((row, i) => ({
      id: row.id,
      username: row.username,
      fullName: row.fullName,
      email: row.email,
      password: withPasswords[i]!.password,
    }));
  }

  return {
    signUp,
    create,
    changePassword,
    forgotPassword,
    resetPassword,
    list,
    approve,
    disable,
    enable,
    update,
    issueReset,
    unlock,
    studentIdsWithLogin,
    freshLogins,
    createLogins,
    settled,
    prunePending,
    startPruning,
    stopPruning,
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
