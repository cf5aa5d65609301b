import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ERROR_TEXTS, landingRouteFor, MESSAGES } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { hashPassword } from './password.js';
import { SESSION_COOKIE } from './session-token.js';
import { users } from './auth.table.js';

const SIGN_IN_KEYS = ['collegeName', 'email', 'fullName', 'program', 'roles', 'token', 'username'];
const SESSION_KEYS = SIGN_IN_KEYS.filter((k) => k !== 'token');

let nextAddress = 1;
/** Every test signs in from its own address, so that address limits of one test do not leak into another. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

function signIn(t: TestApp, username: string, password: string, opts: { ip?: string; module?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/auth/signin?module=${encodeURIComponent(opts.module ?? 'Admin')}`,
    remoteAddress: opts.ip ?? freshAddress(),
    payload: { username, password, module: opts.module ?? 'Admin' },
  });
}

/** The counters of sign-in limits live in memory, or in Redis when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL;
const LIMITERS = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

for (const target of targets) {
  describe(`sign-in (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(async () => t?.close());

    it('answers the session data, sets an httpOnly session cookie and never a password hash', async () => {
      const res = await signIn(t, 'admin', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(SIGN_IN_KEYS);
      expect(body).toMatchObject({
        username: 'admin',
        roles: ['ROLE_ADMIN'],
        email: 'admin@vcet.edu.in',
        fullName: 'Ravi Teja Kondapalli',
        program: null,
        collegeName: 'DEMO',
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(res.body).not.toMatch(/scrypt|hash/i);

      const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith(`${SESSION_COOKIE}=`));
      expect(cookie).toBeDefined();
      expect(cookie).toContain(`${SESSION_COOKIE}=${body.token}`);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).toMatch(/Max-Age=86400/);
    });

    it('answers the program of a student and a HOD', async () => {
      expect((await signIn(t, 'student', DEMO_PASSWORD)).json()).toMatchObject({ roles: ['ROLE_STUDENT'], program: 'CSE' });
      expect((await signIn(t, 'hod', DEMO_PASSWORD)).json()).toMatchObject({ roles: ['ROLE_HOD'], program: 'CSE' });
    });

    it('accepts the user name in any case and with spaces around it', async () => {
      const res = await signIn(t, '  Examination ', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json().username).toBe('examination');
    });

    it('accepts the module in the query and the body, for any module of the home page', async () => {
      for (const module of ['Placements Cell', 'parent', 'HOD', 'Management']) {
        const res = await signIn(t, 'admin', DEMO_PASSWORD, { module });
        expect(res.statusCode, module).toBe(200);
      }
      const noModule = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'admin', password: DEMO_PASSWORD },
      });
      expect(noModule.statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown user alike', async () => {
      const wrong = await signIn(t, 'admin', 'not-the-password');
      const unknown = await signIn(t, 'nobody_here', DEMO_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS', key: 'signIn.invalidCredentials' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(wrong.headers['set-cookie']).toBeUndefined();
    });

    it('refuses empty fields with 400 naming the field', async () => {
      const noUser = await signIn(t, '   ', DEMO_PASSWORD);
      expect(noUser.statusCode).toBe(400);
      expect(noUser.json()).toMatchObject({ message: 'User name is required', field: 'username' });
      const noPassword = await signIn(t, 'admin', '');
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json()).toMatchObject({ message: 'Password is required', field: 'password' });
      const missing = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'admin' } });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field).toBe('password');
      expect(missing.json().message).toMatch(/^password/);
    });

    it('answers a malformed body with 400, never 500', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": "admin", "password": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().message).toMatch(/JSON/);
      const notAnObject = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: ['admin'] as never });
      expect(notAnObject.statusCode).toBe(400);
      const tooLong = await signIn(t, 'a'.repeat(101), DEMO_PASSWORD);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.json().field).toBe('username');
    });

    it('signs in a user stored with the old placement dean spelling and lands on the placements page', async () => {
      await t.database.db
        .update(users)
        .set({ roles: ['ROLE_PLACEMENT_rDEAN'] })
        .where(eq(users.username, 'placement_dean'));
      const res = await signIn(t, 'placement_dean', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const { roles } = res.json();
      expect(landingRouteFor(roles)).toBe('/app/Placements/Company Placement');
      expect(landingRouteFor(['ROLE_PLACEMENT_rDEAN'])).toBe('/app/Placements/Company Placement');
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${res.json().token}` } });
      expect(me.statusCode).toBe(200);
      expect(landingRouteFor(me.json().roles)).toBe('/app/Placements/Company Placement');
    });

    it('refuses a disabled or pending account with its own message, but only after the password is right', async () => {
      await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'security'));
      await t.app.heard();
      const disabled = await signIn(t, 'security', DEMO_PASSWORD);
      expect(disabled.statusCode).toBe(403);
      expect(disabled.json().message).toBe('Your account is disabled. Please contact the administrator');
      const wrong = await signIn(t, 'security', 'wrong-password');
      expect(wrong.json().message).toBe(MESSAGES.invalidCredentials);
      await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.username, 'security'));
      await t.app.heard();
      expect((await signIn(t, 'security', DEMO_PASSWORD)).json().message).toBe('Your account is awaiting approval by the administrator');
      await t.database.db.update(users).set({ status: 'active' }).where(eq(users.username, 'security'));
      await t.app.heard();
    });
  });

  describe(`session (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // The test requests come from 127.0.0.1, here a trusted reverse proxy.
      t = await createTestApp(target, { env: { TRUST_PROXY: '127.0.0.1' } });
    });
    afterAll(async () => t?.close());

    it('answers who is signed in, by bearer token and by cookie', async () => {
      const signin = (await signIn(t, 'faculty', DEMO_PASSWORD)).json();
      const byBearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${signin.token}` } });
      expect(byBearer.statusCode).toBe(200);
      expect(Object.keys(byBearer.json()).sort()).toEqual(SESSION_KEYS);
      const { token: _token, ...expected } = signin;
      expect(byBearer.json()).toEqual(expected);
      expect(byBearer.body).not.toMatch(/scrypt|hash/i);
      const byCookie = await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: signin.token } });
      expect(byCookie.json()).toEqual(expected);
    });

    it('answers 401 to who-am-I without a session or with a bogus token', async () => {
      const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ message: MESSAGES.signInRequired, code: 'UNAUTHENTICATED', key: 'signIn.required' });
      const bogus = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer not-a-session' } });
      expect(bogus.statusCode).toBe(401);
    });

    it('ends the session on sign-out: the token no longer works, other sessions do', async () => {
      const first = await bearer(t.app, 'dean');
      const second = await bearer(t.app, 'dean');
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: first });
      expect(out.statusCode).toBe(200);
      expect([out.headers['set-cookie']].flat().join()).toMatch(new RegExp(`${SESSION_COOKIE}=;`));
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: first })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: first })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: second })).statusCode).toBe(200);
    });

    it('signs out a cookie session from the same origin', async () => {
      const token = (await signIn(t, 'dean', DEMO_PASSWORD)).json().token;
      const same = { host: 'erp.vcet.edu.in', origin: 'http://erp.vcet.edu.in' };
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: same, cookies: { [SESSION_COOKIE]: token } });
      expect(out.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } })).statusCode).toBe(401);
    });

    it('signs out a cookie session behind a reverse proxy that forwards the public scheme and host', async () => {
      const token = (await signIn(t, 'dean', DEMO_PASSWORD)).json().token;
      const headers = {
        host: '127.0.0.1:3000',
        'x-forwarded-host': 'erp.vcet.edu.in',
        'x-forwarded-proto': 'https',
        origin: 'https://erp.vcet.edu.in',
      };
      const out = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers, cookies: { [SESSION_COOKIE]: token } });
      expect(out.statusCode).toBe(200);
    });

    it('refuses a cookie-authenticated change without a same-origin Origin', async () => {
      const token = (await signIn(t, 'dean', DEMO_PASSWORD)).json().token;
      const cookies = { [SESSION_COOKIE]: token };
      const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: { host: 'erp.vcet.edu.in' }, cookies });
      expect(noOrigin.statusCode).toBe(403);
      expect(noOrigin.json().code).toBe('BAD_ORIGIN');
      const crossSite = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { host: 'erp.vcet.edu.in', origin: 'https://evil.example.com' },
        cookies,
      });
      expect(crossSite.statusCode).toBe(403);
      expect(crossSite.json().code).toBe('BAD_ORIGIN');
      // The session is still alive: nothing was done.
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode).toBe(200);
    });

    it('refuses an Origin of the same host but another scheme or port (issue 9, item 11)', async () => {
      const token = (await signIn(t, 'dean', DEMO_PASSWORD)).json().token;
      const cookies = { [SESSION_COOKIE]: token };
      const overHttps = { host: 'erp.vcet.edu.in', 'x-forwarded-proto': 'https' };
      for (const headers of [
        { ...overHttps, origin: 'http://erp.vcet.edu.in' },
        { ...overHttps, origin: 'https://erp.vcet.edu.in:8443' },
        { host: 'erp.vcet.edu.in', origin: 'https://erp.vcet.edu.in' },
        { host: 'erp.vcet.edu.in:3000', origin: 'http://erp.vcet.edu.in' },
        { host: 'erp.vcet.edu.in', origin: 'null' },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers, cookies });
        expect([headers.origin, res.statusCode, res.json().code]).toEqual([headers.origin, 403, 'BAD_ORIGIN']);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', cookies })).statusCode).toBe(200);
      // The default port is the same origin, written or not.
      const same = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        headers: { ...overHttps, origin: 'https://erp.vcet.edu.in:443' },
        cookies,
      });
      expect(same.statusCode).toBe(200);
    });

    it('marks the session cookie Secure when the sign-in came over HTTPS, as a trusted proxy says (issue 9, item 11)', async () => {
      const cookieOf = async (remoteAddress: string, headers: Record<string, string>) => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          remoteAddress,
          headers,
          payload: { username: 'dean', password: DEMO_PASSWORD },
        });
        expect(res.statusCode).toBe(200);
        return [res.headers['set-cookie']].flat().find((c) => c!.startsWith(`${SESSION_COOKIE}=`))!;
      };
      const overHttps = await cookieOf('127.0.0.1', { 'x-forwarded-proto': 'https' });
      expect(overHttps).toMatch(/; Secure/);
      expect(overHttps).toMatch(/; HttpOnly/);
      expect(await cookieOf('127.0.0.1', {})).not.toMatch(/Secure/);
      // Only the trusted proxy is believed.
      expect(await cookieOf(freshAddress(), { 'x-forwarded-proto': 'https' })).not.toMatch(/Secure/);
    });
  });

  describe(`login rate limit (${target})`, () => {
    let t: TestApp;
    const logLines: Record<string, unknown>[] = [];
    beforeAll(async () => {
      t = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '300' }, logLines });
    });
    afterAll(async () => t?.close());

    it('logs every failed sign-in with the user name, the address and the reason', async () => {
      const ip = freshAddress();
      await signIn(t, 'nobody-here', 'wrong', { ip });
      expect(logLines).toContainEqual(
        expect.objectContaining({ msg: 'sign-in failed', username: 'nobody-here', ip, reason: 'INVALID_CREDENTIALS', level: 40 }),
      );
      expect(JSON.stringify(logLines)).not.toContain('"wrong"');
    });

    it('refuses one address that guesses a user name after 3 failures, the right password too; another address signs in', async () => {
      const attacker = freshAddress();
      for (let i = 0; i < 3; i++) expect((await signIn(t, 'admissions', 'wrong', { ip: attacker })).statusCode).toBe(401);
      const fourth = await signIn(t, 'admissions', 'wrong', { ip: attacker });
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json()).toMatchObject({ message: MESSAGES.tooManyLoginAttempts, code: 'RATE_LIMITED' });
      const right = await signIn(t, 'admissions', DEMO_PASSWORD, { ip: attacker });
      expect(right.statusCode).toBe(429);
      expect(right.json().message).toBe(MESSAGES.tooManyLoginAttempts);
      // The user at another address, and another user name at the attacker's address, sign in.
      expect((await signIn(t, 'admissions', DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(t, 'examination', DEMO_PASSWORD, { ip: attacker })).statusCode).toBe(200);
    });

    it('counts the user name whatever its case', async () => {
      const ip = freshAddress();
      for (const name of ['Accountant', 'ACCOUNTANT', 'accountant']) expect((await signIn(t, name, 'wrong', { ip })).statusCode).toBe(401);
      expect((await signIn(t, 'accountant', 'wrong', { ip })).statusCode).toBe(429);
    });

    it('slows an address that tries many user names by short, even gaps and refuses it while its queue is full; a user who signed in there before passes', async () => {
      const ip = freshAddress();
      expect((await signIn(t, 'library_incharge', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
      for (let i = 0; i < 15; i++) expect((await signIn(t, `guess${i}`, 'wrong', { ip })).statusCode, `attempt ${i + 1}`).toBe(401);
      // Past its 15 free failures the address's sign-ins are 250 ms apart; a slot more than 8 steps
      // (2.4 s) away is refused: 10 of these are checked, the rest refused.
      const spray = await Promise.all([
        ...Array.from({ length: 20 }, (_, i) => signIn(t, `spray${i}`, 'wrong', { ip })),
        signIn(t, 'principal', DEMO_PASSWORD, { ip }),
      ]);
      expect(spray.map((r) => r.statusCode).sort()).toEqual([...Array(10).fill(401), ...Array(11).fill(429)]);
      expect(spray.at(-1)!.statusCode).toBe(429);
      expect(spray.at(-1)!.json().message).toBe(MESSAGES.tooManyLoginAttempts);
      // A user who signed in from this address before is not held up by it; a new one gets the next slot.
      expect((await signIn(t, 'library_incharge', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
      expect((await signIn(t, 'principal', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
    });

    it('does not let a client choose its address with X-Forwarded-For', async () => {
      const ip = freshAddress();
      const spoofed = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/signin?module=Admin',
          remoteAddress: ip,
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
          payload: { username: `spoof${i}`, password: 'wrong' },
        });
      for (let i = 0; i < 15; i++) expect((await spoofed(i)).statusCode, `attempt ${i + 1}`).toBe(401);
      const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => spoofed(100 + i)));
      expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10);
    });

    it('does not count successful sign-ins', async () => {
      const ip = freshAddress();
      for (let i = 0; i < 20; i++) expect((await signIn(t, 'student', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await signIn(t, 'student', 'wrong', { ip })).statusCode).toBe(401);
      expect((await signIn(t, 'student', 'wrong', { ip })).statusCode).toBe(429);
    });

    it('forgets the failures of a user name after a successful sign-in', async () => {
      const ip = freshAddress();
      for (let i = 0; i < 2; i++) expect((await signIn(t, 'hostel_incharge', 'wrong', { ip })).statusCode).toBe(401);
      expect((await signIn(t, 'hostel_incharge', DEMO_PASSWORD, { ip })).statusCode).toBe(200);
      for (let i = 0; i < 3; i++) expect((await signIn(t, 'hostel_incharge', 'wrong', { ip })).statusCode).toBe(401);
      expect((await signIn(t, 'hostel_incharge', 'wrong', { ip })).statusCode).toBe(429);
    });
  });

  /**
   * Issue 35, finding 2: behind nginx, a client that writes its own X-Forwarded-For is still counted
   * at the address nginx saw. nginx (deploy/) overwrites the header; even one that appends to it,
   * as the shipped config once did, only adds the real address at the right, and only that is believed.
   */
  describe(`sign-in limits behind a trusted proxy (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { TRUST_PROXY: '127.0.0.1', LOGIN_RATE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '300' } });
    });
    afterAll(async () => t?.close());

    const throughProxy = (forwardedFor: string, username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signin?module=Admin',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { username, password },
      });

    it('a client forging X-Forwarded-For through the trusted hop is limited by its real address', async () => {
      const real = freshAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await throughProxy(`198.51.100.${i + 1}, ${real}`, 'library_assistant', `wrong-${i}`)).statusCode);
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
      // The owner at another address is not held up by the forger.
      expect((await throughProxy(`198.51.100.200, ${freshAddress()}`, 'library_assistant', DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('does not start with TRUST_PROXY=true, which would believe the first, made-up address', async () => {
      await expect(createTestApp(target, { env: { TRUST_PROXY: 'true' } })).rejects.toThrow(/TRUST_PROXY must list the reverse proxies/);
    });
  });

  /**
   * Over real connections from two loopback addresses (ADR 0068): an attacker at 127.0.0.1 cannot
   * lock out the user at 127.0.0.2, nor the users who signed in before from the attacker's address.
   */
  describe(`sign-in limits from two addresses (${target})`, () => {
    let t: TestApp;
    let port = 0;
    const logLines: Record<string, unknown>[] = [];
    beforeAll(async () => {
      // Waits of a second and two: each guess's own password check, slow on a busy machine, cannot make the second wait look shorter.
      t = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '1000' }, logLines });
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
    });
    afterAll(async () => t?.close());

    const from = (localAddress: string, username: string, password: string) =>
      new Promise<{ status: number; body: { message?: string }; cookie: boolean; retryAfter?: string }>((resolve, reject) => {
        const body = JSON.stringify({ username, password });
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/api/auth/signin?module=Admin',
            headers: { 'content-type': 'application/json' },
          },
          (res) => {
            let text = '';
            res.on('data', (chunk: Buffer) => (text += chunk.toString()));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                body: JSON.parse(text) as { message?: string },
                cookie: Boolean(res.headers['set-cookie']),
                retryAfter: res.headers['retry-after'] as string | undefined,
              }),
            );
          },
        );
        req.on('error', reject);
        req.end(body);
      });

    it('a guesser at 127.0.0.1 is refused; the user signs in from 127.0.0.2, the right password never refused', async () => {
      for (let i = 0; i < 3; i++) expect((await from('127.0.0.1', 'faculty', `wrong-${i}`)).status).toBe(401);
      for (let i = 0; i < 5; i++) {
        const refused = await from('127.0.0.1', 'faculty', `wrong-more-${i}`);
        expect(refused.status).toBe(429);
        expect(refused.body.message).toBe(MESSAGES.tooManyLoginAttempts);
        expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      }
      expect((await from('127.0.0.1', 'faculty', DEMO_PASSWORD)).status).toBe(429);
      const user = await from('127.0.0.2', 'faculty', DEMO_PASSWORD);
      expect(user.status).toBe(200);
      expect(user.cookie).toBe(true);
    });

    it('slows a user name down progressively across addresses: each guess from the second address waits longer', async () => {
      for (let i = 0; i < 3; i++) expect((await from('127.0.0.1', 'hod', `wrong-${i}`)).status).toBe(401);
      for (let i = 0; i < 3; i++) expect((await from('127.0.0.2', 'hod', `wrong-${i}`)).status).toBe(401);
      const waits = logLines.filter((l) => l.msg === 'sign-in slowed down' && l.username === 'hod').map((l) => Number(l.waitMs));
      expect(waits).toHaveLength(2);
      expect(waits[1]!).toBeGreaterThan(waits[0]!);
      // Both addresses have used their guesses at this user name; the owner at a third is let in after the next slot.
      expect((await from('127.0.0.2', 'hod', DEMO_PASSWORD)).status).toBe(429);
      expect((await from('127.0.0.3', 'hod', DEMO_PASSWORD)).status).toBe(200);
    });

    it('seventy guesses from one campus address do not lock out its users who signed in there before', async () => {
      expect((await from('127.0.0.1', 'student', DEMO_PASSWORD)).status).toBe(200);
      const guesses = await Promise.all(Array.from({ length: 70 }, (_, i) => from('127.0.0.1', `campus-guess-${i}`, 'Campus@2025')));
      expect(guesses.filter((g) => g.status === 429).length).toBeGreaterThan(0);
      const student = await from('127.0.0.1', 'student', DEMO_PASSWORD);
      expect(student.status).toBe(200);
      expect(student.cookie).toBe(true);
      expect((await from('127.0.0.2', 'admissions', DEMO_PASSWORD)).status).toBe(200);
    });
  });

  /**
   * Attackers fire their guesses at once. The counters may live in Redis and outlive a test run, so
   * every user name and address here is new to this run.
   */
  for (const limiter of LIMITERS) {
    describe(`login rate limit under simultaneous requests (${target}, ${limiter} counters)`, () => {
      let t: TestApp;
      const logLines: Record<string, unknown>[] = [];
      const run = crypto.randomBytes(4).toString('hex');
      let n = 0;
      // Each a /64 of its own: addresses of one /64 count as one client.
      const address = () => `fd00:${run.slice(0, 4)}:${run.slice(4)}:${(++n).toString(16)}::1`;
      const userName = (role: string) => `${role}-${run}-${++n}`;

      async function createUser(passwordHash: string) {
        const username = userName('burst');
        await t.database.db.insert(users).values({ username, passwordHash, fullName: 'Burst Target', roles: ['ROLE_FACULTY'] });
        await t.app.heard();
        return username;
      }

      function expectRefused(res: Awaited<ReturnType<typeof signIn>>) {
        expect(res.statusCode).toBe(429);
        expect(res.json()).toMatchObject({ message: MESSAGES.tooManyLoginAttempts, code: 'RATE_LIMITED' });
        const wait = Number(res.headers['retry-after']);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(600);
      }

      beforeAll(async () => {
        const env: Record<string, string> = { LOGIN_RATE_LIMIT: '10', LOGIN_SLOWDOWN_MS: '300' };
        if (limiter === 'redis') env.REDIS_URL = redisUrl!;
        t = await createTestApp(target, { env, seed: { students: 1 }, logLines });
      });
      afterAll(async () => t?.close());

      it('checks 14 of 200 simultaneous guesses from 200 addresses, refuses the right password sent with them, and signs it in after them', async () => {
        const victim = await createUser(await hashPassword(DEMO_PASSWORD));
        const guesses = Array.from({ length: 200 }, (_, i) => signIn(t, victim, `guess-${i}`, { ip: address() }));
        const right = signIn(t, victim, DEMO_PASSWORD, { ip: address() });
        const answers = await Promise.all(guesses);
        const statuses = answers.map((a) => a.statusCode);
        // 10 free attempts, then slots 0, 1, 3 and 7 steps away; the next would wait more than 8 steps.
        expect(statuses.filter((s) => s === 401)).toHaveLength(14);
        expect(statuses.filter((s) => s === 429)).toHaveLength(186);
        for (const refused of answers.filter((a) => a.statusCode === 429)) expectRefused(refused);
        expectRefused(await right);
        // Slowed down, not locked: the owner at a new address waits for the next slot and is signed in.
        const owner = await signIn(t, victim, DEMO_PASSWORD, { ip: address() });
        expect(owner.statusCode).toBe(200);
        expect(owner.headers['set-cookie']).toBeDefined();
      });

      it('re-run of the attack: 24 wrong guesses and the right password, all at once, do not sign in', async () => {
        const victim = await createUser(await hashPassword(DEMO_PASSWORD));
        const ip = address();
        const attempts = [...Array.from({ length: 24 }, (_, i) => `guess-${i}`), DEMO_PASSWORD];
        const answers = await Promise.all(attempts.map((password) => signIn(t, victim, password, { ip })));
        expect(answers.map((a) => a.statusCode).filter((s) => s !== 429)).toEqual(Array(10).fill(401));
        expectRefused(answers.at(-1)!);
        expect(answers.some((a) => a.headers['set-cookie'])).toBe(false);
      });

      it('checks 60 of 200 simultaneous guesses from one address at different user names; a user known there passes', async () => {
        const ip = address();
        const known = await createUser(await hashPassword(DEMO_PASSWORD));
        expect((await signIn(t, known, DEMO_PASSWORD, { ip })).statusCode).toBe(200);
        const victim = await createUser(await hashPassword(DEMO_PASSWORD));
        const answers = await Promise.all([
          ...Array.from({ length: 200 }, () => signIn(t, userName('spray'), 'Campus@2025', { ip })),
          signIn(t, victim, DEMO_PASSWORD, { ip }),
        ]);
        const statuses = answers.map((a) => a.statusCode);
        // 50 free attempts, then slots 250 ms apart up to 8 steps (2.4 s) away: 10 more.
        // (One or two more when the machine is so busy that the guesses take their places over more than 250 ms.)
        const checked = statuses.filter((s) => s === 401).length;
        expect(checked).toBeGreaterThanOrEqual(60);
        expect(checked).toBeLessThanOrEqual(62);
        expect(statuses.filter((s) => s === 429)).toHaveLength(201 - checked);
        for (const refused of answers.filter((a) => a.statusCode === 429)) expectRefused(refused);
        expectRefused(answers.at(-1)!);
        expect((await signIn(t, known, DEMO_PASSWORD, { ip })).statusCode).toBe(200);
        expect((await signIn(t, victim, DEMO_PASSWORD, { ip: address() })).statusCode).toBe(200);
      });

      it('counts a sign-in that ends in an error: 80 in a row from new addresses are stopped after 15', async () => {
        // A stored hash the password check cannot read makes every sign-in of this user fail with 500.
        const broken = await createUser('scrypt$not-a-number$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAA');
        const statuses: number[] = [];
        for (let i = 0; i < 80; i++) statuses.push((await signIn(t, broken, `guess-${i}`, { ip: address() })).statusCode);
        // 10 free attempts, then each waits for a slot twice as far as the one before: 1, 2, 4 and 8 steps.
        expect(statuses.slice(0, 15)).toEqual(Array(15).fill(500));
        expect(statuses.slice(15)).toEqual(Array(65).fill(429));
        expectRefused(await signIn(t, broken, DEMO_PASSWORD, { ip: address() }));
        const reasons = logLines.filter((l) => l.msg === 'sign-in failed' && l.username === broken).map((l) => l.reason);
        expect(reasons).toEqual([...Array(15).fill('ERROR'), ...Array(66).fill('RATE_LIMITED')]);
      });

      it('gives back the attempt of a successful sign-in, one at a time and many at once', async () => {
        const victim = await createUser(await hashPassword(DEMO_PASSWORD));
        const ip = address();
        for (let i = 0; i < 12; i++) expect((await signIn(t, victim, DEMO_PASSWORD, { ip })).statusCode).toBe(200);
        const together = await Promise.all(Array.from({ length: 10 }, () => signIn(t, victim, DEMO_PASSWORD, { ip })));
        expect(together.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
        for (let i = 0; i < 10; i++) expect((await signIn(t, victim, 'wrong', { ip })).statusCode).toBe(401);
        expectRefused(await signIn(t, victim, 'wrong', { ip }));
      });

      it('gives back the attempt of a right password of a disabled account, which keeps its own message', async () => {
        const disabled = await createUser(await hashPassword(DEMO_PASSWORD));
        await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, disabled));
        await t.app.heard();
        const ip = address();
        for (let i = 0; i < 12; i++) {
          const res = await signIn(t, disabled, DEMO_PASSWORD, { ip });
          expect(res.statusCode).toBe(403);
          expect(res.json().message).toBe('Your account is disabled. Please contact the administrator');
        }
      });
    });
  }

  describe(`password checks in turn (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { PASSWORD_CHECKS: '1', SIGN_IN_QUEUE_MS: '0' }, seed: { students: 1 } });
    });
    afterAll(async () => t?.close());

    it('answers a sign-in it has no turn for with 503, Retry-After and the busy message, and signs it in when asked again', async () => {
      // The first sign-in's password check is held until the test lets it go: the one turn is taken.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const checking = new Promise<void>((resolve) => (started = resolve));
      const scrypt = crypto.scrypt.bind(crypto);
      const spy = vi.spyOn(crypto, 'scrypt').mockImplementationOnce(((...args: Parameters<typeof crypto.scrypt>) => {
        started();
        void held.then(() => scrypt(...args));
      }) as typeof crypto.scrypt);
      try {
        const first = signIn(t, 'admin', DEMO_PASSWORD);
        await checking;
        const busy = await signIn(t, 'principal', DEMO_PASSWORD);
        expect(busy.statusCode).toBe(503);
        expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(busy.json()).toMatchObject({
          code: 'UNAVAILABLE',
          message: ERROR_TEXTS.UNAVAILABLE.signIns,
          key: 'page.signInsBusy',
          retryAfter: Number(busy.headers['retry-after']),
        });
        expect(busy.headers['set-cookie']).toBeUndefined();
        release();
        expect((await first).statusCode).toBe(200);
        const again = await signIn(t, 'principal', DEMO_PASSWORD);
        expect(again.statusCode).toBe(200);
        expect(again.json().username).toBe('principal');
      } finally {
        release();
        spy.mockRestore();
      }
    });
  });
}
