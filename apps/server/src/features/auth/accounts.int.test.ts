import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, ERROR_TEXTS, isPublic, type OutboxPage } from '@campus/shared';
import { bearer, createTestApp, signUpBody, targets, type TestApp } from '../../../test/helpers.js';
import { resetTokenOf, startSmtp } from '../../../test/smtp.js';
import { rowsOf } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { auditLog } from '../audit/audit.table.js';
import { departments } from '../masterdata/masterdata.table.js';
import { faculty } from '../users/faculty-members.table.js';
import { users } from './auth.table.js';

let serial = 0;
const unique = () => `${Date.now().toString(36)}${serial++}`;

const STRONG = 'Fresh#2026a';

for (const target of targets) {
  describe(`accounts (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let smtp: Awaited<ReturnType<typeof startSmtp>>;
    let now = Date.now();

    beforeAll(async () => {
      smtp = await startSmtp();
      t = await createTestApp(target, { env: { SMTP_URL: smtp.url, LOGIN_RATE_LIMIT: '0' }, clock: () => new Date(now) });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => {
      await t?.close();
      await smtp?.close();
    });

    const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers });
    const signIn = (username: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/signin?module=Admin', payload: { username, password } });
    const userRow = async (username: string) => (await t.database.db.select().from(users).where(eq(users.username, username)))[0]!;
    const auth = (token: string) => ({ authorization: `Bearer ${token}` });

    it('lets an administrator create an active user who signs in with the chosen role and modules', async () => {
      const body = signUpBody({ role: ['faculty'], department: 'CSE' });
      const res = await signUp(body, admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: M.registered, key: 'accounts.registered', status: 'active' });
      const row = await userRow(body.username);
      expect(row).toMatchObject({ status: 'active', roles: ['ROLE_FACULTY'], modules: ['erp', 'naac'], program: 'CSE', email: body.email });
      expect(row.passwordHash).toMatch(/^scrypt\$/);
      expect(row.passwordHash).not.toContain('secret1');
      const session = await signIn(body.username, 'secret1');
      expect(session.statusCode).toBe(200);
      expect(session.json().roles).toEqual(['ROLE_FACULTY']);
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.create'));
      expect(audit.some((a) => a.entityId === String(row.id))).toBe(true);
    });

    it('answers each rule of the Create User form with its message', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ username: 'ab' }, 'username', M.userNameMin],
        [{ username: 'ab`cd' }, 'username', M.userNameMin],
        [{ username: 'ab~cd' }, 'username', M.userNameMin],
        [{ password: '12345' }, 'password', M.passwordMin],
        [{ email: 'not-an-address' }, 'email', M.validEmail],
        [{ instituteType: '' }, 'instituteType', M.requiredAll],
        [{ collegeName: '' }, 'collegeName', M.requiredAll],
        [{ eamcetCode: ' ' }, 'eamcetCode', M.requiredAll],
        [{ fullName: '' }, 'fullName', M.requiredAll],
        [{ role: ['faculty'], department: '' }, 'department', M.departmentRequired],
        [{ role: ['hod'], department: '' }, 'department', M.departmentRequired],
        [{ instituteType: 'affiliated', affiliatedTo: '' }, 'affiliatedTo', M.affiliatedRequired],
        [{ role: ['wizard'] }, 'role', M.unknownRole],
        [{ module: 'erp,chess' }, 'module', M.unknownModule],
      ];
      for (const [over, field, message] of cases) {
        const res = await signUp(signUpBody(over), admin);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json(), JSON.stringify(over)).toMatchObject({ code: 'INVALID', field, message });
      }
      // Every one of the spec's 28 roles is accepted, lower-cased as the form sends it.
      expect((await signUp(signUpBody({ role: ['accountants officer'] }), admin)).statusCode).toBe(200);
      expect(
        (await signUp(signUpBody({ role: ['feepayments'], instituteType: 'affiliated', affiliatedTo: 'JNTU' }), admin)).statusCode,
      ).toBe(200);
    });

    it('answers the administrator 409 naming the field for a duplicate user name or e-mail', async () => {
      const body = signUpBody();
      expect((await signUp(body, admin)).statusCode).toBe(200);
      const sameName = await signUp(signUpBody({ username: body.username.toUpperCase() }), admin);
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({ code: 'CONFLICT', field: 'username', message: M.userNameTaken });
      const sameMail = await signUp(signUpBody({ email: body.email.toUpperCase() }), admin);
      expect(sameMail.statusCode).toBe(409);
      expect(sameMail.json()).toMatchObject({ code: 'CONFLICT', field: 'email', message: M.emailTaken });
    });

    it("an administrator's sign-up of a faculty member or HOD takes a department of the master data only (400 naming department)", async () => {
      const typo = await signUp(signUpBody({ role: ['hod'], department: 'CSX' }), admin);
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toMatchObject({ code: 'INVALID', field: 'department', message: 'There is no department CSX' });
      const body = signUpBody({ role: ['hod'], department: 'computer science and engineering' });
      expect((await signUp(body, admin)).statusCode).toBe(200);
      expect(await userRow(body.username)).toMatchObject({ roles: ['ROLE_HOD'], program: 'CSE' });
    });

    it("lists the master data's active departments for the sign-up form without a sign-in", async () => {
      const list = await t.app.inject({ method: 'GET', url: '/api/public/departments' });
      expect(list.statusCode).toBe(200);
      const active = await t.database.db.select().from(departments).where(eq(departments.active, true));
      expect(list.json()).toEqual(expect.arrayContaining(active.map((d) => ({ code: d.code, name: d.name }))));
      expect(list.json()).toHaveLength(active.length);
    });

    it('a public sign-up takes its department from the master data only (400 naming department), or none for a role without one', async () => {
      for (const department of ['Computer Sc.', 'CSX']) {
        const refused = await signUp(signUpBody({ role: ['faculty'], department }));
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'INVALID', field: 'department', message: `There is no department ${department}` });
      }
      const noRole = signUpBody({ role: ['accountant'], department: 'Accounts Office' });
      expect((await signUp(noRole)).json()).toMatchObject({ field: 'department' });
      expect((await t.database.db.select().from(users).where(eq(users.username, noRole.username))).length).toBe(0);

      // Any case of a code or name is stored as the code; a role without a department leaves it empty.
      const faculty = signUpBody({ role: ['faculty'], department: 'cse' });
      expect((await signUp(faculty)).json()).toMatchObject({ status: 'pending' });
      expect(await userRow(faculty.username)).toMatchObject({ status: 'pending', program: 'CSE' });
      const accountant = signUpBody({ role: ['accountant'], department: '' });
      expect((await signUp(accountant)).statusCode).toBe(200);
      expect(await userRow(accountant.username)).toMatchObject({ program: null });
    });

    const createUser = (body: Record<string, unknown>, headers = admin) =>
      t.app.inject({ method: 'POST', url: '/api/users', payload: body, headers });
    const newUser = (over: Record<string, unknown> = {}) => {
      const id = unique();
      return {
        fullName: 'K. Srinivas',
        username: `staff${id}`,
        email: `staff${id}@college.example`,
        password: 'first1',
        roles: ['ROLE_HOD', 'ROLE_FACULTY'],
        department: 'ece',
        modules: ['erp'],
        ...over,
      };
    };

    it("creates a user from the administrator's own form: active, roles, modules and a department of the master data, a first password", async () => {
      const body = newUser();
      const res = await createUser(body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        username: body.username,
        fullName: 'K. Srinivas',
        roles: ['ROLE_HOD', 'ROLE_FACULTY'],
        modules: ['erp'],
        status: 'active',
        mustChangePassword: true,
      });
      const row = await userRow(body.username);
      const [ece] = await t.database.db.select().from(departments).where(eq(departments.code, 'ECE'));
      expect(row).toMatchObject({ departmentId: ece!.id, program: 'ECE', email: body.email, requestedRoles: null });
      const session = await signIn(body.username, 'first1');
      expect(session.json()).toMatchObject({ roles: ['ROLE_HOD', 'ROLE_FACULTY'], mustChangePassword: true });
      // The HOD's own department is the one chosen: their department list is that one alone.
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resetUserPasswords',
        headers: auth(session.json().token),
        payload: { username: body.username, oldpassword: 'first1', newPassword: STRONG },
      });
      expect(changed.json().status).toBe(1);
      const hod = auth((await signIn(body.username, STRONG)).json().token);
      expect((await t.app.inject({ method: 'GET', url: '/api/getProgram', headers: hod })).json()).toEqual(['ECE']);
      const audit = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(row.id)));
      expect(audit.find((a) => a.action === 'user.create')?.details).toMatchObject({ username: body.username, department: 'ECE' });

      // No department for a role without one.
      const clerk = newUser({ roles: ['ROLE_ADMISSIONS'], department: 'CSE' });
      expect((await createUser(clerk)).statusCode).toBe(200);
      expect(await userRow(clerk.username)).toMatchObject({ departmentId: null, program: null });
    });

    it("answers the administrator's Create User 400 naming the field, 409 for a taken name or e-mail, and 403 for anyone else", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ department: 'CSX' }, 'department', 'There is no department CSX'],
        [{ department: '' }, 'department', M.departmentRequired],
        [{ roles: [] }, 'roles', M.unknownRole],
        [{ roles: ['ROLE_WIZARD'] }, 'roles.0', M.unknownRole],
        [{ modules: ['chess'] }, 'modules.0', M.unknownModule],
        [{ username: 'ab' }, 'username', M.userNameMin],
        [{ email: 'nope' }, 'email', M.validEmail],
        [{ password: '12345' }, 'password', M.passwordMin],
        [{ fullName: '' }, 'fullName', M.requiredAll],
      ];
      for (const [over, field, message] of cases) {
        const res = await createUser(newUser(over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json(), JSON.stringify(over)).toMatchObject({ code: 'INVALID', field, message });
      }
      const body = newUser();
      expect((await createUser(body)).statusCode).toBe(200);
      const sameName = await createUser(newUser({ username: body.username.toUpperCase() }));
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({ field: 'username', message: M.userNameTaken });
      const sameMail = await createUser(newUser({ email: body.email.toUpperCase() }));
      expect(sameMail.statusCode).toBe(409);
      expect(sameMail.json()).toMatchObject({ field: 'email', message: M.emailTaken });
      const other = newUser();
      expect((await createUser(other, await bearer(t.app, 'hod'))).statusCode).toBe(403);
      expect((await t.database.db.select().from(users).where(eq(users.username, other.username))).length).toBe(0);
    });

    it('answers a sign-up the same for a taken and a free user name or e-mail, and tells the owner by mail', async () => {
      const owner = signUpBody();
      expect((await signUp(owner, admin)).statusCode).toBe(200);
      const free = await signUp(signUpBody());
      const before = smtp.messages.length;
      const sameName = await signUp(signUpBody({ username: owner.username.toUpperCase(), email: 'someone.else@college.example' }));
      const sameMail = await signUp(signUpBody({ email: owner.email.toUpperCase() }));
      for (const res of [sameName, sameMail]) {
        expect(res.statusCode).toBe(free.statusCode);
        expect(res.body).toBe(free.body);
        expect(res.headers['content-type']).toBe(free.headers['content-type']);
      }
      expect(await userRow(owner.username)).toMatchObject({ status: 'active', fullName: owner.fullName });
      const rows = await t.database.db.select().from(users).where(eq(users.email, 'someone.else@college.example'));
      expect(rows).toHaveLength(0);
      const told = await smtp.waitFor(owner.email, before);
      expect(told.text).toContain('Subject: Campus ERP: someone tried to register with your account details');
      expect(told.text).toContain(`your account ${owner.username}`);
    });

    it('limits sign-ups per address (429 with Retry-After, nothing stored) and keeps another address free', async () => {
      const limited = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '2' } });
      try {
        const from = (remoteAddress: string, body: Record<string, unknown>) =>
          limited.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, remoteAddress });
        // As many sign-ups in ten minutes as the sign-in limit's number (here 2).
        const answers = [];
        for (let i = 0; i < 3; i++) answers.push(await from('127.0.0.1', signUpBody({ username: `flood${unique()}` })));
        expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 429]);
        expect(answers[2].json()).toMatchObject({ code: 'RATE_LIMITED', message: M.tooManySignUps });
        expect(Number(answers[2].headers['retry-after'])).toBeGreaterThan(0);
        const stored = await limited.database.db.select().from(users).where(like(users.username, 'flood%'));
        expect(stored).toHaveLength(2);
        expect((await from('127.0.0.2', signUpBody())).statusCode).toBe(200);
      } finally {
        await limited.close();
      }
    });

    it('keeps a self sign-up pending with no role: it cannot sign in until approved, and asking for admin grants nothing', async () => {
      const body = signUpBody({ role: ['admin'] });
      const res = await signUp(body);
      expect(res.json()).toEqual({ message: M.registeredPending, key: 'accounts.registeredPending', status: 'pending' });
      const row = await userRow(body.username);
      expect(row).toMatchObject({ status: 'pending', roles: [], requestedRoles: ['ROLE_ADMIN'] });
      const refused = await signIn(body.username, 'secret1');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PENDING', message: ERROR_TEXTS.PENDING.signIn });
      expect(refused.body).not.toContain('token');

      // A cookie from another site does not make the sign-up an administrator's.
      const adminToken = admin.authorization!.slice(7);
      const crossSite = signUpBody({ role: ['admin'] });
      const viaCookie = await signUp(crossSite, { cookie: `erp_session=${adminToken}`, origin: 'https://evil.example' });
      expect(viaCookie.json().status).toBe('pending');

      // One click of Approve without a choice grants nothing: the administrator chooses the role.
      const unchosen = await t.app.inject({ method: 'POST', url: `/api/users/${row.id}/approve`, headers: admin, payload: {} });
      expect(unchosen.statusCode).toBe(400);
      expect(unchosen.json()).toMatchObject({ field: 'roles' });
      expect(await userRow(body.username)).toMatchObject({ status: 'pending', roles: [] });
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/users/${row.id}/approve`,
        headers: admin,
        payload: { roles: ['ROLE_LIBRARY_ASSISTANT'], modules: ['erp'] },
      });
      expect(approved.json()).toMatchObject({ status: 'active', roles: ['ROLE_LIBRARY_ASSISTANT'], modules: ['erp'] });
      const session = await signIn(body.username, 'secret1');
      expect(session.statusCode).toBe(200);
      expect(session.json().roles).toEqual(['ROLE_LIBRARY_ASSISTANT']);
      const adminOnly = await t.app.inject({ method: 'GET', url: '/api/users', headers: auth(session.json().token) });
      expect(adminOnly.statusCode).toBe(403);
    });

    it('approving grants the roles the administrator chose, whatever an earlier edit or the request said', async () => {
      const body = signUpBody({ role: ['library incharge'] });
      await signUp(body);
      const row = await userRow(body.username);
      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/users/${row.id}`,
        headers: admin,
        payload: { roles: ['ROLE_ADMIN'], modules: [] },
      });
      expect(edited.statusCode).toBe(200);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/users/${row.id}/approve`,
        headers: admin,
        payload: { roles: ['ROLE_LIBRARY_INCHARGE'], modules: [] },
      });
      expect(approved.json()).toMatchObject({
        status: 'active',
        roles: ['ROLE_LIBRARY_INCHARGE'],
        requestedRoles: ['ROLE_LIBRARY_INCHARGE'],
      });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.approve'));
      expect(audit.find((a) => a.entityId === String(row.id))?.details).toMatchObject({
        username: row.username,
        changes: expect.arrayContaining([{ field: 'roles', before: expect.anything(), after: ['ROLE_LIBRARY_INCHARGE'] }]),
      });
    });

    it('lists users with search, paging and the total count', async () => {
      const tag = `zeta${unique()}`;
      for (let i = 0; i < 3; i++) await signUp(signUpBody({ username: `${tag}${i}`, fullName: `Zeta ${i}` }));
      const first = await t.app.inject({ method: 'GET', url: `/api/users?search=${tag}&size=2&page=1`, headers: admin });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ total: 3, page: 1, size: 2 });
      expect(first.json().users).toHaveLength(2);
      expect(first.body).not.toMatch(/scrypt|passwordHash/);
      const second = await t.app.inject({ method: 'GET', url: `/api/users?search=${tag}&size=2&page=2`, headers: admin });
      expect(second.json().users).toHaveLength(1);
      const pending = await t.app.inject({ method: 'GET', url: `/api/users?search=${tag}&status=active`, headers: admin });
      expect(pending.json().total).toBe(0);
    });

    it('filters users by one role, or by staff: everyone but students, parents and alumni', async () => {
      const list = async (query: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/users?size=100&${query}`, headers: admin });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { total: number; users: { username: string; roles: string[] }[] };
      };
      const counted = async (where: ReturnType<typeof sql>) =>
        Number(Object.values(rowsOf<Record<string, unknown>>(await t.database.db.execute(where))[0]!)[0]);
      const students = await list('role=ROLE_STUDENT');
      expect(students.total).toBe(await counted(sql`select count(*) from users where 'ROLE_STUDENT' = any(roles)`));
      expect(students.users.every((u) => u.roles.includes('ROLE_STUDENT'))).toBe(true);
      const staff = await list('role=staff');
      expect(staff.total).toBe(
        await counted(
          sql`select count(*) from users where exists (select 1 from unnest(roles) r where r not in ('ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI'))`,
        ),
      );
      expect(staff.users.map((u) => u.username)).toEqual(expect.arrayContaining(['admin', 'principal', 'accountant']));
      expect(staff.users.some((u) => u.roles.every((r) => ['ROLE_STUDENT', 'ROLE_PARENT', 'ROLE_ALUMNI'].includes(r)))).toBe(false);
      expect((await list('role=ROLE_PRINCIPAL&search=principal')).users.map((u) => u.username)).toEqual(['principal']);
      const bad = await t.app.inject({ method: 'GET', url: '/api/users?role=ROLE_NOBODY', headers: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ field: 'role', message: 'role must be staff or one of the roles' });
    });

    it('disabling a user ends their sessions at once and refuses their sign-in', async () => {
      const body = signUpBody();
      await signUp(body, admin);
      const token = (await signIn(body.username, 'secret1')).json().token as string;
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).statusCode).toBe(200);
      const row = await userRow(body.username);
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${row.id}/disable`, headers: admin });
      expect(res.json()).toMatchObject({ status: 'disabled' });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).statusCode).toBe(401);
      const refused = await signIn(body.username, 'secret1');
      expect(refused.json()).toMatchObject({ code: 'DISABLED' });
      const self = await userRow('admin');
      const own = await t.app.inject({ method: 'POST', url: `/api/users/${self.id}/disable`, headers: admin });
      expect(own.json()).toMatchObject({ code: 'INVALID', message: M.ownAccount });
      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.disable'));
      expect(audit.some((a) => a.entityId === String(row.id))).toBe(true);
      const missing = await t.app.inject({
        method: 'POST',
        url: '/api/users/2147483647/approve',
        headers: admin,
        payload: { roles: ['ROLE_FACULTY'], modules: [] },
      });
      expect(missing.statusCode).toBe(404);
    });

    it('changes the own password under the strong rules and ends every session', async () => {
      const body = signUpBody();
      await signUp(body, admin);
      const first = (await signIn(body.username, 'secret1')).json().token as string;
      const second = (await signIn(body.username, 'secret1')).json().token as string;
      const change = (payload: Record<string, string>, token = first) =>
        t.app.inject({ method: 'POST', url: '/api/auth/resetUserPasswords', headers: auth(token), payload });

      const rules: [Record<string, string>, string, string][] = [
        [{ username: body.username, oldpassword: '', newPassword: STRONG }, 'oldpassword', M.requiredField],
        [{ username: body.username, oldpassword: 'secret1', newPassword: '' }, 'newPassword', M.requiredField],
        [{ username: body.username, oldpassword: 'secret1', newPassword: 'weakpassword' }, 'newPassword', M.asPerInstructions],
        [{ username: body.username, oldpassword: 'Same#2026a', newPassword: 'Same#2026a' }, 'newPassword', M.sameAsOld],
      ];
      for (const [payload, field, message] of rules) {
        const res = await change(payload);
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ field, message });
      }
      expect((await change({ username: body.username, oldpassword: 'wrong!', newPassword: STRONG })).json()).toEqual({
        status: 0,
        message: M.oldPasswordWrong,
        key: 'accounts.oldPasswordWrong',
      });
      expect((await change({ username: 'admin', oldpassword: DEMO_PASSWORD, newPassword: STRONG })).json()).toEqual({
        status: 0,
        message: M.ownAccountOnly,
        key: 'accounts.ownAccountOnly',
      });

      const ok = await change({ username: body.username, oldpassword: 'secret1', newPassword: STRONG });
      expect(ok.json()).toEqual({ status: 1, message: M.passwordUpdated, key: 'accounts.passwordUpdated' });
      for (const token of [first, second])
        expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).statusCode).toBe(401);
      expect((await signIn(body.username, 'secret1')).statusCode).toBe(401);
      expect((await signIn(body.username, STRONG)).statusCode).toBe(200);
    });

    it('mails a single-use reset link through SMTP and answers the same for a known and an unknown account', async () => {
      const body = signUpBody();
      await signUp(body, admin);
      const forgot = (login: string) => t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login } });
      // Mail of earlier tests (a password changed is told by mail) has gone before this one counts.
      await t.app.heard();
      await t.app.settled();
      const before = smtp.messages.length;
      const known = await forgot(body.username);
      const unknown = await forgot(`nobody${unique()}`);
      const unknownMail = await forgot(`nobody${unique()}@nowhere.example`);
      for (const res of [known, unknown, unknownMail]) {
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: M.resetLinkSent, key: 'accounts.resetLinkSent' });
      }
      const mail = await smtp.waitFor(body.email, before);
      const token = resetTokenOf(mail)!;
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(mail.text).toContain(`${t.config.publicUrl}/reset-password?token=`);
      // Every mail the three requests could have sent has been sent once the app's background work ends.
      await t.app.settled();
      expect(smtp.messages.slice(before)).toHaveLength(1);

      const session = (await signIn(body.username, 'secret1')).json().token as string;
      const reset = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload });
      const weak = await reset({ token, newPassword: 'weak' });
      expect(weak.json()).toMatchObject({ field: 'newPassword', message: M.asPerInstructions });
      const ok = await reset({ token, newPassword: STRONG });
      expect(ok.json()).toEqual({ message: M.passwordReset, key: 'accounts.passwordReset' });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(session) })).statusCode).toBe(401);
      expect((await signIn(body.username, STRONG)).statusCode).toBe(200);
      const again = await reset({ token, newPassword: 'Other#2026b' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ field: 'token', message: M.resetLinkInvalid });

      // By e-mail address too; the link expires after 30 minutes (the services' clock). The reset's
      // own notice (the password was changed) has gone first.
      await t.app.heard();
      await t.app.settled();
      const sent = smtp.messages.length;
      await forgot(body.email.toUpperCase());
      const late = resetTokenOf(await smtp.waitFor(body.email, sent))!;
      now += 31 * 60 * 1000;
      try {
        const expired = await reset({ token: late, newPassword: 'Other#2026b' });
        expect(expired.json()).toMatchObject({ field: 'token', message: M.resetLinkInvalid });
      } finally {
        now = Date.now();
      }
    });

    const loginsToCreate = (query: string, headers = admin) =>
      t.app.inject({ method: 'GET', url: `/api/users/logins-to-create?${query}`, headers });

    it('creates student logins for admitted students, hands the passwords once as .xlsx, and forces a change at the first sign-in', async () => {
      const before = await loginsToCreate('kind=student');
      expect(before.statusCode).toBe(200);
      expect(before.json().count).toBeGreaterThan(10);
      const res = await t.app.inject({ method: 'POST', url: '/api/createStudentLogins', headers: admin });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer.success).toBe('true');
      // The count asked for before is the count made.
      expect(answer.count).toBe(before.json().count);
      expect((await loginsToCreate('kind=student')).json()).toEqual({ count: 0 });
      expect(answer.msg).toBe(M.studentLoginsCreated.replace('{{count}}', String(answer.count)));
      expect(answer.count).toBeGreaterThan(10);
      expect(answer.fileName).toMatch(/^Student_Logins_\d{4}-\d{2}-\d{2}\.xlsx$/);
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logins-')), 'logins.xlsx');
      fs.writeFileSync(file, Buffer.from(answer.file, 'base64'));
      const rows = JSON.parse(
        execFileSync(
          '/usr/bin/python3',
          [
            '-c',
            'import openpyxl,json,sys; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([list(r) for r in ws.iter_rows(values_only=True)]))',
            file,
          ],
          { encoding: 'utf8' },
        ),
      ) as string[][];
      expect(rows[0]).toEqual(['User Name', 'Full Name', 'Email', 'Roll Number', 'Initial Password']);
      expect(rows).toHaveLength(answer.count + 1);
      const [username, , , rollNumber, password] = rows[1]!;
      expect(username).toBe(rollNumber!.toLowerCase());

      const session = await signIn(rollNumber!, password!);
      expect(session.statusCode).toBe(200);
      expect(session.json()).toMatchObject({ roles: ['ROLE_STUDENT'], mustChangePassword: true });
      const token = session.json().token as string;
      const blocked = await t.app.inject({ method: 'GET', url: '/api/getDegreeByLevel', headers: auth(token) });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: M.passwordChangeRequired });
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: auth(token) })).json().mustChangePassword).toBe(true);
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resetUserPasswords',
        headers: auth(token),
        payload: { username: username!, oldpassword: password!, newPassword: STRONG },
      });
      expect(changed.json()).toEqual({ status: 1, message: M.passwordUpdated, key: 'accounts.passwordUpdated' });
      const fresh = (await signIn(username!, STRONG)).json();
      expect(fresh.mustChangePassword).toBeUndefined();
      expect((await t.app.inject({ method: 'GET', url: '/api/getDegreeByLevel', headers: auth(fresh.token) })).statusCode).toBe(200);

      const again = await t.app.inject({ method: 'POST', url: '/api/createStudentLogins', headers: admin });
      expect(again.json()).toEqual({ success: 'false', msg: M.noStudentsWithoutLogin, key: 'accounts.noStudentsWithoutLogin', count: 0 });
    });

    it('holds a user on a first password to me, sign-out and the password change: every other route, uploads too, says change it first', async () => {
      await t.database.db.update(users).set({ mustChangePassword: true }).where(eq(users.username, 'examination'));
      await t.app.heard();
      try {
        const token = (await signIn('examination', DEMO_PASSWORD)).json().token as string;
        const upload = await t.app.inject({
          method: 'POST',
          url: '/api/masterDataExcelsUploads?fileType=examResults',
          headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=x' },
          payload: '--x--\r\n',
        });
        expect(upload.statusCode).toBe(403);
        expect(upload.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED', message: M.passwordChangeRequired });

        const open: string[] = [];
        for (const route of t.app.routeAccess) {
          if (route.method === 'OPTIONS' || route.method === 'HEAD' || !route.access || isPublic(route.access)) continue;
          // Signing out ends the session the other calls use: it goes last.
          if (route.url === '/api/auth/signout') continue;
          const url = route.url.replace(/:\w+/g, '1');
          const res = await t.app.inject({ method: route.method as 'GET', url, headers: auth(token) });
          if (res.json().code !== 'PASSWORD_CHANGE_REQUIRED') open.push(`${route.method} ${route.url}`);
        }
        expect(open.sort()).toEqual(['GET /api/auth/me', 'POST /api/auth/resetUserPasswords']);
        expect((await t.app.inject({ method: 'POST', url: '/api/auth/signout', headers: auth(token) })).statusCode).toBe(200);
      } finally {
        await t.database.db.update(users).set({ mustChangePassword: false }).where(eq(users.username, 'examination'));
        await t.app.heard();
      }
    });

    it('creates faculty logins by e-mail or EmpCode, and asks for the choice', async () => {
      const none = await t.app.inject({ method: 'POST', url: '/api/createFacultyLogins', headers: admin });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({ field: 'considerMailOrEmpcode', message: M.chooseEmailOrEmpCode });
      const unchosen = await loginsToCreate('kind=faculty');
      expect(unchosen.statusCode).toBe(400);
      expect(unchosen.json()).toMatchObject({ field: 'considerMailOrEmpcode', message: M.chooseEmailOrEmpCode });
      expect((await loginsToCreate('kind=teachers')).json()).toMatchObject({ code: 'INVALID', field: 'kind' });
      expect((await loginsToCreate('kind=faculty&considerMailOrEmpcode=empcode', await bearer(t.app, 'hod'))).statusCode).toBe(403);
      const before = (await loginsToCreate('kind=faculty&considerMailOrEmpcode=empcode')).json().count as number;
      expect(before).toBeGreaterThan(0);
      const res = await t.app.inject({ method: 'POST', url: '/api/createFacultyLogins?considerMailOrEmpcode=empcode', headers: admin });
      const answer = res.json();
      expect(answer.count).toBe(before);
      expect((await loginsToCreate('kind=faculty&considerMailOrEmpcode=email')).json()).toEqual({ count: 0 });
      expect(answer).toMatchObject({ success: 'true', msg: M.facultyLoginsCreated.replace('{{count}}', String(answer.count)) });
      const linked = await t.database.db.select().from(faculty);
      expect(linked.every((f) => f.userId !== null)).toBe(true);
      const one = linked.find((f) => f.empCode === 'VC-F002')!;
      expect((await t.database.db.select().from(users).where(eq(users.id, one.userId!)))[0]).toMatchObject({
        username: 'vc-f002',
        roles: ['ROLE_FACULTY'],
        mustChangePassword: true,
      });
      const again = await t.app.inject({ method: 'POST', url: '/api/createFacultyLogins?considerMailOrEmpcode=email', headers: admin });
      expect(again.json()).toEqual({ success: 'false', msg: M.noFacultyWithoutLogin, key: 'accounts.noFacultyWithoutLogin', count: 0 });
    });

    it('lets an administrator issue a reset link by mail', async () => {
      const body = signUpBody();
      await signUp(body, admin);
      const row = await userRow(body.username);
      const sent = smtp.messages.length;
      const res = await t.app.inject({ method: 'POST', url: `/api/users/${row.id}/password-reset`, headers: admin });
      expect(res.json()).toEqual({ message: M.resetIssued, key: 'accounts.resetIssued' });
      expect(resetTokenOf(await smtp.waitFor(body.email, sent))).toBeDefined();
    });
  });

  describe(`accounts without SMTP (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { DEMO: 'false', LOGIN_RATE_LIMIT: '2' } });
    });
    afterAll(async () => t?.close());

    it('keeps reset mail in the outbox for the administrator, and unlocks a locked sign-in', async () => {
      const admin = await bearer(t.app, 'admin');
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: 'librarian.nobody' } });
      await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login: 'accountant' } });
      await t.app.settled();
      const res = await t.app.inject({ method: 'GET', url: '/api/users/outbox', headers: admin });
      const outbox = res.json() as OutboxPage;
      expect(outbox).toMatchObject({ smtp: 'not configured', total: 1 });
      expect(outbox.mails[0]).toMatchObject({ recipient: 'accountant@vcet.edu.in', state: 'pending', attempts: 0, sentAt: null });
      // The administrator sees that the mail waits, never the link it holds.
      expect(res.body).not.toContain('token');
      expect(res.body).not.toContain('reset-password');

      const wrong = () => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'accountant', password: 'wrong' } });
      await wrong();
      await wrong();
      expect((await wrong()).statusCode).toBe(429);
      const row = (await t.database.db.select().from(users).where(eq(users.username, 'accountant')))[0]!;
      const unlocked = await t.app.inject({ method: 'POST', url: `/api/users/${row.id}/unlock`, headers: admin });
      expect(unlocked.json()).toEqual({ message: M.unlocked, key: 'accounts.unlocked' });
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'accountant', password: DEMO_PASSWORD } }))
          .statusCode,
      ).toBe(200);
    });

    describe(`old-password guesses are limited (${target})`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '4' } });
      });
      afterAll(async () => t?.close());

      it('like sign-in: 429 with Retry-After, for the right one too and for signing in, until the minute is over', async () => {
        const token = (
          await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'principal', password: DEMO_PASSWORD } })
        ).json().token as string;
        const change = (oldpassword: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/resetUserPasswords',
            headers: { authorization: `Bearer ${token}` },
            payload: { username: 'principal', oldpassword, newPassword: 'Str0ng#Campus2026' },
          });
        const answers = [];
        for (let i = 0; i < 6; i++) answers.push(await change(`Wrong#Guess${i}`));
        expect(answers.slice(0, 4).map((a) => a.json())).toEqual(
          Array(4).fill({ status: 0, message: M.oldPasswordWrong, key: 'accounts.oldPasswordWrong' }),
        );
        for (const refused of answers.slice(4)) {
          expect(refused.statusCode).toBe(429);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect((await change(DEMO_PASSWORD)).statusCode).toBe(429);
        const signIn = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: 'principal', password: DEMO_PASSWORD },
        });
        expect(signIn.statusCode).toBe(429);
      });
    });

    describe(`password reset requests are limited (${target})`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp(target, { env: { DEMO: 'false', LOGIN_RATE_LIMIT: '4' } });
      });
      afterAll(async () => t?.close());

      const ask = (login: string, remoteAddress: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { login }, remoteAddress });

      it('tells an address that asks too often to wait, alike for a known and an unknown account', async () => {
        for (const login of ['accountant', 'nobody.here', 'accountant', 'nobody.here']) {
          const res = await ask(login, '10.1.1.1');
          expect(res.statusCode).toBe(200);
          expect(res.json()).toEqual({ message: M.resetLinkSent, key: 'accounts.resetLinkSent' });
        }
        for (const login of ['accountant', 'nobody.here']) {
          const refused = await ask(login, '10.1.1.1');
          expect(refused.statusCode).toBe(429);
          expect(refused.json().message).toBe(M.tooManyResetRequests);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        }
        expect((await ask('accountant', '10.1.1.2')).statusCode).toBe(200);
      });

      it('limits the reset links one address may try, and keeps another address free', async () => {
        const use = (remoteAddress: string) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/reset-password',
            payload: { token: crypto.randomBytes(32).toString('base64url'), newPassword: STRONG },
            remoteAddress,
          });
        for (let i = 0; i < 4; i++) {
          const res = await use('10.3.1.1');
          expect(res.statusCode).toBe(400);
          expect(res.json()).toMatchObject({ field: 'token', message: M.resetLinkInvalid });
        }
        const refused = await use('10.3.1.1');
        expect(refused.statusCode).toBe(429);
        expect(refused.json().message).toBe(M.tooManyResetRequests);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect((await use('10.3.1.2')).statusCode).toBe(400);
      });

      it('sends one account at most three links an hour, however many addresses ask', async () => {
        const admin = await bearer(t.app, 'admin');
        const mailsTo = async (recipient: string) =>
          ((await t.app.inject({ method: 'GET', url: '/api/users/outbox', headers: admin })).json() as OutboxPage).mails.filter(
            (m) => m.recipient === recipient,
          ).length;
        for (let i = 0; i < 6; i++) expect((await ask('library_incharge', `10.2.0.${i}`)).statusCode).toBe(200);
        await t.app.settled();
        expect(await mailsTo('library_incharge@vcet.edu.in')).toBe(3);
      });
    });
  });
}
