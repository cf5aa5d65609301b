import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@campus/shared';
import { bearer, createTestApp, signUpBody, targets, type TestApp } from '../../../test/helpers.js';
import { resetTokenOf, startSmtp } from '../../../test/smtp.js';
import { rowsOf } from '../../db/client.js';
import { hashPassword } from './password.js';
import { passwordResets, users } from './auth.table.js';

let serial = 0;
const OLD = 'Before#2026a';
const FROM_LINK = 'Linked#2026b';
const CHANGED = 'Changed#2026c';

/** Issue 35, finding 8: a reset link ends with a password change, a newer link and disabling (ADR 0090). */
for (const target of targets) {
  describe(`password reset links end (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(target, { seed: { students: 0 }, env: { SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: '0' } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const signIn = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signin?module=Admin', payload: { username, password } });
    const reset = (token: string, newPassword = FROM_LINK) =>
      t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });

    /** An active account made by the administrator, with the password OLD. */
    async function account() {
      const id = `${Date.now().toString(36)}${serial++}`;
      const body = signUpBody({ username: `link${id}`, email: `link${id}@college.example`, password: OLD, module: 'erp' });
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: admin });
      expect(res.statusCode).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.username, body.username));
      return { id: row!.id, username: body.username, email: body.email };
    }

    /** Mail already on its way has gone (a password change is told by mail): the next mail is the link. */
    async function mailGone() {
      await t.app.heard();
      await t.app.settled();
    }

    /** The token of a link the administrator sends the account from the Users screen. */
    async function adminLink(user: { id: number; email: string }) {
      await mailGone();
      const sent = smtp.messages.length;
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/password-reset`, headers: admin });
      expect(res.json()).toEqual({ message: M.resetIssued, key: 'accounts.resetIssued' });
      return resetTokenOf(await smtp.waitFor(user.email, sent))!;
    }

    /** The token of a link the account's owner asks for on the sign-in page. */
    async function forgotLink(user: { username: string; email: string }) {
      await mailGone();
      const sent = smtp.messages.length;
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: user.username } });
      return resetTokenOf(await smtp.waitFor(user.email, sent))!;
    }

    async function expectEnded(token: string) {
      const res = await reset(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'token', message: M.resetLinkInvalid });
    }

    it("ends a link when the user changes the password, and when the password changes by any other way (the database's rule)", async () => {
      const user = await account();
      const link = await forgotLink(user);
      const session = (await signIn(user.username, OLD)).json().token as string;
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resetUserPasswords',
        headers: { authorization: `Bearer ${session}` },
        payload: { username: user.username, oldpassword: OLD, newPassword: CHANGED },
      });
      expect(changed.json()).toEqual({ status: 1, message: M.passwordUpdated, key: 'accounts.passwordUpdated' });
      await expectEnded(link);
      expect((await signIn(user.username, CHANGED)).statusCode).toBe(200);
      expect((await signIn(user.username, FROM_LINK)).statusCode).toBe(401);

      // Any other writer of the password (the command line, a later feature) ends the link as well.
      const second = await adminLink(user);
      await t.database.db
        .update(users)
        .set({ passwordHash: await hashPassword(OLD) })
        .where(eq(users.id, user.id));
      await expectEnded(second);
    });

    it('ends the older link when a newer one is issued, by the administrator or by the owner; the newer one works once', async () => {
      const user = await account();
      const first = await forgotLink(user);
      const second = await adminLink(user);
      await expectEnded(first);
      const third = await forgotLink(user);
      await expectEnded(second);
      expect((await reset(third)).json()).toEqual({ message: M.passwordReset, key: 'accounts.passwordReset' });
      await expectEnded(third);
      expect((await signIn(user.username, FROM_LINK)).statusCode).toBe(200);
    });

    // Two connections: the embedded database runs one transaction at a time, so there is nothing to race.
    it.runIf(target === 'postgres')('makes a link issued while another is being issued wait for it, then end it', async () => {
      const user = await account();
      const { db } = t.database;
      const link = (n: number) => ({ userId: user.id, tokenHash: `race-${user.id}-${n}`, expiresAt: new Date(Date.now() + 60_000) });
      let commitFirst!: () => void;
      const held = new Promise<void>((resolve) => (commitFirst = resolve));
      let firstInserted!: () => void;
      const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
      const first = db.transaction(async (tx) => {
        await tx.insert(passwordResets).values(link(1));
        firstInserted();
        await held;
      });
      await inserted;
      let secondDone = false;
      const second = db.transaction((tx) => tx.insert(passwordResets).values(link(2))).finally(() => (secondDone = true));
      // Until the second insert either finished or waits for the first transaction's lock on the account.
      for (let i = 0; i < 1000 && !secondDone; i++) {
        const waiting = rowsOf<{ n: number }>(
          await db.execute(
            sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
          ),
        );
        if (waiting[0]!.n > 0) break;
      }
      commitFirst();
      await Promise.all([first, second]);
      const live = await db
        .select({ tokenHash: passwordResets.tokenHash })
        .from(passwordResets)
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      expect(live).toEqual([{ tokenHash: `race-${user.id}-2` }]);
    });

    it('ends a link when the account is disabled: after Enable it sets no password, and the old one still signs in', async () => {
      const user = await account();
      const link = await adminLink(user);
      const post = async (action: string) =>
        (await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/${action}`, headers: admin })).json() as { status: string };
      expect(await post('disable')).toMatchObject({ status: 'disabled' });
      expect(await post('enable')).toMatchObject({ status: 'active' });
      await expectEnded(link);
      expect((await signIn(user.username, FROM_LINK)).statusCode).toBe(401);
      expect((await signIn(user.username, OLD)).statusCode).toBe(200);

      // A link of a disabled account sets nothing while it is disabled, whenever it was issued.
      const later = await adminLink(user);
      expect(await post('disable')).toMatchObject({ status: 'disabled' });
      const whileDisabled = await adminLink(user);
      await expectEnded(later);
      await expectEnded(whileDisabled);
    });
  });
}
