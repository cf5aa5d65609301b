import crypto from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, MESSAGES } from '@campus/shared';
import { createTestApp, signUpBody, targets, type TestApp } from '../../../test/helpers.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { hashPassword } from './password.js';
import { SESSION_COOKIE } from './session-token.js';
import { users } from './auth.table.js';

/**
 * Issue 35, finding 3: junk sign-ins cost their senders, not the people who sign in from a device or
 * an address they used before (ADR 0082). Every address here is new to this run.
 */
const run = crypto.randomBytes(3).toString('hex');
let next = 0;
/** A new IPv4 address for every call (10.x.y.z), none shared with another test. */
const newAddress = () => {
  const n = ++next;
  return `10.${100 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

type Cookies = Record<string, string>;

/** The counters live in memory, or in Redis when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL;
const LIMITERS = redisUrl ? (['memory', 'redis'] as const) : (['memory'] as const);

function signIn(t: TestApp, username: string, password: string, ip: string, cookies: Cookies = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/signin?module=Admin',
    remoteAddress: ip,
    cookies,
    payload: { username, password },
  });
}

/** The cookies a sign-in set other than the session's: what the browser sends to the next sign-in. */
function keptCookies(res: Awaited<ReturnType<typeof signIn>>): Cookies {
  return Object.fromEntries(res.cookies.filter((c) => c.name !== SESSION_COOKIE).map((c) => [c.name, c.value]));
}

async function createUser(t: TestApp, username: string, status: 'active' | 'pending' = 'active') {
  await t.database.db
    .insert(users)
    .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), fullName: 'Attack Target', roles: ['ROLE_STUDENT'], status });
  await t.app.heard();
}

for (const target of targets) {
  describe(`sign-in under attack (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // One password check at a time and a short queue: junk fills it within milliseconds.
      t = await createTestApp(target, {
        env: { PASSWORD_CHECKS: '1', SIGN_IN_QUEUE_MS: '1500', LOGIN_RATE_LIMIT: '10', LOGIN_SLOWDOWN_MS: '300' },
        seed: { students: 1 },
      });
    });
    afterAll(async () => t?.close());

    it('sets a device cookie on a successful sign-in, bound to the user name, httpOnly and sent only to sign-in', async () => {
      const res = await signIn(t, 'hod', DEMO_PASSWORD, newAddress());
      expect(res.statusCode).toBe(200);
      const device = res.cookies.find((c) => c.name.startsWith('erp_device_'));
      expect(device).toMatchObject({ httpOnly: true, path: '/api/auth/signin', sameSite: 'Strict' });
      expect(device!.maxAge).toBeGreaterThan(30 * 24 * 3600);
      expect(device!.value).not.toContain('hod');
      expect(keptCookies(await signIn(t, 'hod', 'wrong', newAddress()))).toEqual({});
    });

    it('junk sign-ins of random user names from 100 new addresses do not stop a known device’s right password', async () => {
      const device = keptCookies(await signIn(t, 'student', DEMO_PASSWORD, newAddress()));
      const junk = Array.from({ length: 100 }, (_, i) => signIn(t, `junk-${run}-${i}`, `guess-${i}`, newAddress()));
      // Once one is answered, the rest have taken their places in the password checks' queue.
      await junk[0];
      // The student is on another network now (a phone): only the device cookie says who they are.
      const student = Array.from({ length: 3 }, () => signIn(t, 'student', DEMO_PASSWORD, newAddress(), device));
      const answers = await Promise.all(student);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const junkStatuses = (await Promise.all(junk)).map((a) => a.statusCode);
      // The junk was answered: checked (401) or asked to come back (503), never signed in.
      expect(junkStatuses.every((s) => s === 401 || s === 503)).toBe(true);
      expect(junkStatuses.filter((s) => s === 503).length).toBeGreaterThan(0);
    });
  });

  for (const limiter of LIMITERS) {
    describe(`device cookies (${target}, ${limiter} counters)`, () => {
      let t: TestApp;
      beforeAll(async () => {
        const env: Record<string, string> = { LOGIN_RATE_LIMIT: '10', LOGIN_SLOWDOWN_MS: '300' };
        if (limiter === 'redis') env.REDIS_URL = redisUrl!;
        t = await createTestApp(target, { env, seed: { students: 1 } });
      });
      afterAll(async () => t?.close());

      it('a user name attacked from 50 addresses: its owner’s right password from their device and from their usual address gets through', async () => {
        const victim = `victim-${run}-${limiter}`;
        await createUser(t, victim);
        const usual = newAddress();
        const device = keptCookies(await signIn(t, victim, DEMO_PASSWORD, usual));
        const attackers = Array.from({ length: 50 }, () => newAddress());
        const attack = attackers.flatMap((ip, a) => Array.from({ length: 3 }, (_, i) => signIn(t, victim, `guess-${a}-${i}`, ip)));
        // Once one guess is answered, all of them have taken their places.
        await attack[0];
        const fromDevice = await signIn(t, victim, DEMO_PASSWORD, newAddress(), device);
        const fromUsualAddress = await signIn(t, victim, DEMO_PASSWORD, usual);
        const attackStatuses = (await Promise.all(attack)).map((a) => a.statusCode);
        expect(fromDevice.statusCode).toBe(200);
        expect(fromUsualAddress.statusCode).toBe(200);
        // The attack itself was stopped: at most 14 guesses checked (10 free, then 4 slots), the rest refused.
        expect(attackStatuses.filter((s) => s === 401).length).toBeLessThanOrEqual(14);
        expect(attackStatuses).not.toContain(200);
      });
      it('a device cookie of another user name, or a forged one, is no device', async () => {
        const victim = `forged-${run}-${limiter}`;
        await createUser(t, victim);
        const other = keptCookies(await signIn(t, 'hod', DEMO_PASSWORD, newAddress()));
        const [name] = Object.keys(other);
        const forged = { [name!]: `${crypto.randomBytes(16).toString('base64url')}.${'A'.repeat(32)}` };
        // The user name's queue is full of guesses from new addresses; whoever is no device waits in it.
        const guesses = Array.from({ length: 30 }, (_, i) => signIn(t, victim, `guess-${i}`, newAddress()));
        // Once one guess is answered, all of them have taken their places.
        await guesses[0];
        const withCookies = [other, forged].map((cookies) => signIn(t, victim, DEMO_PASSWORD, newAddress(), cookies));
        for (const res of await Promise.all(withCookies)) {
          expect(res.statusCode).toBe(429);
          expect(res.json().message).toBe(MESSAGES.tooManyLoginAttempts);
        }
        await Promise.all(guesses);
      });

      it('a device cookie that guesses wrong 10 times is trusted no more', async () => {
        const owner = `stolen-${run}-${limiter}`;
        await createUser(t, owner);
        const device = keptCookies(await signIn(t, owner, DEMO_PASSWORD, newAddress()));
        const ip = newAddress();
        for (let i = 0; i < 10; i++) expect((await signIn(t, owner, `guess-${i}`, ip, device)).statusCode).toBe(401);
        // From now on it is an untrusted client: its guesses count for the user name at this address,
        // which is refused after its own 10.
        for (let i = 0; i < 10; i++) expect((await signIn(t, owner, `more-${i}`, ip, device)).statusCode).toBe(401);
        expect((await signIn(t, owner, DEMO_PASSWORD, ip, device)).statusCode).toBe(429);
      });
    });
  }

  describe(`a shared campus address (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '3', LOGIN_SLOWDOWN_MS: '300', LOGIN_ADDRESS_GAP_MS: '50' } });
    });
    afterAll(async () => t?.close());

    it('after many failures from one address, other users signing in there for the first time get in', async () => {
      const campus = newAddress();
      const failures: number[] = [];
      for (let i = 0; i < 30; i++) failures.push((await signIn(t, `typo-${run}-${i}`, 'wrong', campus)).statusCode);
      expect(failures.every((s) => s === 401 || s === 429)).toBe(true);
      for (const student of ['principal', 'dean', 'chairman', 'director', 'accountant']) {
        const res = await signIn(t, student, DEMO_PASSWORD, campus);
        expect([student, res.statusCode]).toEqual([student, 200]);
      }
    });

    it('counts an IPv6 /64 as one address: a guesser cannot pass the limits by changing the last 64 bits', async () => {
      const prefix = `2001:db8:${run.slice(0, 4)}:${(++next).toString(16)}`;
      const answers: number[] = [];
      for (let i = 1; i <= 5; i++) answers.push((await signIn(t, 'examination', `guess-${i}`, `${prefix}::${i.toString(16)}`)).statusCode);
      expect(answers).toEqual([401, 401, 401, 429, 429]);
      // Another /64 is another client.
      expect((await signIn(t, 'examination', 'guess-6', `2001:db8:${run.slice(0, 4)}:${(++next).toString(16)}::1`)).statusCode).toBe(401);
    });
  });

  describe(`sign-ups (${target})`, () => {
    let t: TestApp;
    const signUp = (username: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress,
        payload: signUpBody({ username, email: `${username}@college.example`, module: 'erp', promotions: false }),
      });
    beforeAll(async () => {
      t = await createTestApp(target, { env: { SIGN_UP_RATE_LIMIT: '5', PENDING_SIGN_UP_DAYS: '7' }, seed: { students: 1 } });
    });
    afterAll(async () => t?.close());

    it('deletes sign-ups that wait for approval longer than PENDING_SIGN_UP_DAYS', async () => {
      const old = `old${run}`;
      const recent = `recent${run}`;
      await createUser(t, old, 'pending');
      await createUser(t, recent, 'pending');
      await t.database.db.execute(sql`update users set created_at = now() - interval '8 days' where username = ${old}`);
      await t.database.db.execute(sql`update users set created_at = now() - interval '6 days' where username = ${recent}`);
      // Approved accounts are never touched, however old.
      await t.database.db.execute(sql`update users set created_at = now() - interval '400 days' where username = 'admin'`);
      // The next sign-up prunes (so does the hourly job and every start).
      expect((await signUp(`later${run}`, newAddress())).statusCode).toBe(200);
      await t.app.heard();
      const left = await t.database.db
        .select({ username: users.username })
        .from(users)
        .where(inArray(users.username, [old, recent, 'admin']));
      expect(left.map((r) => r.username).sort()).toEqual(['admin', recent]);
      expect(await t.database.db.query.users.findFirst({ where: eq(users.username, old) })).toBeUndefined();
    });
    it('a sign-up flood from new addresses is limited overall, naming the wait', async () => {
      // One of the five an hour went to the sign-up above.
      const names = Array.from({ length: 12 }, (_, i) => `flood${run}${i}`);
      const answers = await Promise.all(names.map((name) => signUp(name, newAddress())));
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(4);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(8);
      for (const res of refused) {
        expect(res.json()).toMatchObject({ code: 'RATE_LIMITED', message: M.signUpsBusy });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      const made = await t.database.db.select({ username: users.username }).from(users).where(inArray(users.username, names));
      expect(made).toHaveLength(4);
    });
  });
}
