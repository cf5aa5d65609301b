import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type CollegeSettings } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { SESSION_COOKIE } from '../auth/session-token.js';
import { auditLog } from '../audit/audit.table.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (buf: Buffer, magic: number[]) => magic.every((b, i) => buf[i] === b);

for (const target of targets) {
  describe(`public calls (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp(target);
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    async function settings(): Promise<CollegeSettings> {
      const res = await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin });
      expect(res.statusCode).toBe(200);
      const { codeOverridden: _o, ...rest } = res.json();
      return rest;
    }

    const collegeName = async (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/getCollegeName', headers });

    it('getCollegeName answers the code as plain text', async () => {
      const res = await collegeName();
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.body).toBe('DEMO');
    });

    it('getCollegeName works with a valid and with a bogus bearer token', async () => {
      expect((await collegeName(await bearer(t.app, 'student'))).body).toBe('DEMO');
      const bogus = await collegeName({ authorization: 'Bearer this-is-no-session' });
      expect(bogus.statusCode).toBe(200);
      expect(bogus.body).toBe('DEMO');
    });

    it('getLogoDataForHeaders answers a PNG logo and a JPEG banner in base64', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getLogoDataForHeaders' });
      expect(res.statusCode).toBe(200);
      const { Logo, Banner } = res.json();
      const logo = Buffer.from(Logo, 'base64');
      const banner = Buffer.from(Banner, 'base64');
      expect(startsWith(logo, PNG)).toBe(true);
      expect(startsWith(banner, JPEG)).toBe(true);
      expect(logo.length).toBeGreaterThan(500);
      expect(banner.length).toBeGreaterThan(2000);
      expect(logo.toString('base64')).toBe(Logo);
    });

    it("getContactData answers a list whose last item has every field of the spec, and the college's time zone", async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getContactData' });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(Array.isArray(list)).toBe(true);
      expect(list.length).toBeGreaterThanOrEqual(1);
      const last = list.at(-1);
      expect(Object.keys(last).sort()).toEqual([
        'aboutUs',
        'campus',
        'candidateDetails',
        'collegeName',
        'faxNumber',
        'iqacLinks',
        'jurisdictionCity',
        'officialCommunication',
        'phoneNumber',
        'supportEmail',
        'timeZone',
      ]);
      expect(last.timeZone).toBe('Asia/Kolkata');
      // Beyond the spec: the IQAC page's links, and what the legal pages name.
      expect(last.iqacLinks.nirf).toMatch(/^https:\/\//);
      expect(last).toMatchObject({
        collegeName: 'Vidyanagar College of Engineering & Technology',
        jurisdictionCity: 'Hyderabad',
        supportEmail: 'support@vcet.edu.in',
      });
      expect(last.officialCommunication).toMatch(/Vidyanagar College of Engineering/);
      expect(last.campus).toMatch(/Telangana/);
      expect(last.faxNumber).toBe('+91 40 2416 7790');
      expect(last.phoneNumber).toContain('+91 40 2416 7788');
      expect(last.aboutUs).toMatch(/established in 1998/);
      expect(last.candidateDetails.length).toBeGreaterThanOrEqual(3);
      for (const c of last.candidateDetails) expect(Object.keys(c).sort()).toEqual(['designation', 'mailId', 'name']);
      expect(last.candidateDetails[0]).toEqual({
        designation: 'Chairman',
        name: 'Dr. K. Venkateswara Rao',
        mailId: 'chairman@vcet.edu.in',
      });
    });

    it('lets an admin change the college code, which getCollegeName and sign-in then answer, with an audit row', async () => {
      const before = await settings();
      const res = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: { ...before, code: 'RKCE' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 'RKCE', codeOverridden: false, name: before.name });
      expect((await collegeName()).body).toBe('RKCE');
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'faculty', password: DEMO_PASSWORD },
      });
      expect(signin.json().collegeName).toBe('RKCE');

      const [row] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity, 'college_settings'))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(row).toMatchObject({ actorUsername: 'admin', action: 'update', entityId: '1', details: { code: 'RKCE' } });

      const back = await t.app.inject({
        method: 'PUT',
        url: '/api/college-settings',
        headers: admin,
        payload: { ...before, code: 'DEMO' },
      });
      expect(back.statusCode).toBe(200);
      expect((await collegeName()).body).toBe('DEMO');
    });

    describe('answered from memory, for any cache to keep and ask again', () => {
      const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

      it('gives the college code, contact data and logos an entity tag, and answers 304 while they are unchanged', async () => {
        for (const url of ['/api/getCollegeName', '/api/getContactData', '/api/getLogoDataForHeaders', '/api/college/images']) {
          const first = await get(url);
          expect(first.statusCode, url).toBe(200);
          expect(first.headers['cache-control'], url).toBe('public, no-cache');
          const etag = String(first.headers.etag);
          expect(etag, url).toMatch(/^"[\w-]+"$/);
          const again = await get(url, { 'if-none-match': etag });
          expect(again.statusCode, url).toBe(304);
          expect(again.body, url).toBe('');
          expect((await get(url, { 'if-none-match': `W/${etag}, "other"` })).statusCode, url).toBe(304);
          expect((await get(url, { 'if-none-match': '"other"' })).statusCode, url).toBe(200);
        }
      });

      it('serves the logo and banner as image files at addresses named by their content, kept for good', async () => {
        const { Logo, Banner } = (await get('/api/getLogoDataForHeaders')).json();
        const images = (await get('/api/college/images')).json();
        expect(images.logo).toMatch(/^\/api\/college\/images\/logo-[\w-]{16}\.png$/);
        expect(images.banner).toMatch(/^\/api\/college\/images\/banner-[\w-]{16}\.jpg$/);
        const logo = await get(images.logo);
        expect(logo.statusCode).toBe(200);
        expect(logo.headers['content-type']).toBe('image/png');
        expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(logo.rawPayload.equals(Buffer.from(Logo, 'base64'))).toBe(true);
        const banner = await get(images.banner);
        expect(banner.headers['content-type']).toBe('image/jpeg');
        expect(banner.rawPayload.equals(Buffer.from(Banner, 'base64'))).toBe(true);
        expect((await get('/api/college/images/logo-0000000000000000.png')).statusCode).toBe(404);
      });

      it('answers a change of the settings at once, under a new entity tag', async () => {
        const before = await settings();
        const old = await collegeName();
        const oldContact = await get('/api/getContactData');
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/college-settings',
          headers: admin,
          payload: { ...before, code: 'MREM', aboutUs: 'Changed just now.' },
        });
        expect(res.statusCode).toBe(200);
        try {
          const changed = await collegeName({ 'if-none-match': String(old.headers.etag) });
          expect(changed.statusCode).toBe(200);
          expect(changed.body).toBe('MREM');
          const contact = await get('/api/getContactData', { 'if-none-match': String(oldContact.headers.etag) });
          expect(contact.statusCode).toBe(200);
          expect(contact.json().at(-1).aboutUs).toBe('Changed just now.');
        } finally {
          await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: before });
        }
        expect((await collegeName()).body).toBe('DEMO');
      });
    });

    it('refuses college settings to anyone but an admin', async () => {
      const before = await settings();
      const examination = await bearer(t.app, 'examination');
      const put = await t.app.inject({
        method: 'PUT',
        url: '/api/college-settings',
        headers: examination,
        payload: { ...before, code: 'MREM' },
      });
      expect(put.statusCode).toBe(403);
      expect(put.json()).toEqual({ message: MESSAGES.forbidden, code: 'FORBIDDEN', key: 'access.forbidden' });
      expect((await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: examination })).statusCode).toBe(403);
      const signedOut = await t.app.inject({ method: 'PUT', url: '/api/college-settings', payload: { ...before, code: 'MREM' } });
      expect(signedOut.statusCode).toBe(401);
      expect((await collegeName()).body).toBe('DEMO');
    });

    it('refuses a bad college code with 400 naming the field', async () => {
      const before = await settings();
      // A code in small letters is stored in capitals (ADR 0037): only what is not a code is refused.
      for (const code of ['R', 'RK CE', 'ABCDEFGHIJKLM']) {
        const res = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: { ...before, code } });
        expect(res.statusCode, code).toBe(400);
        expect(res.json().field, code).toBe('code');
        expect(res.json().message, code).toMatch(/^College code must/);
      }
      const noName = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: { ...before, name: ' ' } });
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({ field: 'name', message: 'College name is required' });
      expect((await collegeName()).body).toBe('DEMO');
    });

    it('refuses a cookie-authenticated settings change from another site, accepts it from the same origin', async () => {
      const before = await settings();
      const token = admin.authorization.replace('Bearer ', '');
      const cookies = { [SESSION_COOKIE]: token };
      const host = 'erp.vcet.edu.in';
      const noOrigin = await t.app.inject({
        method: 'PUT',
        url: '/api/college-settings',
        headers: { host },
        cookies,
        payload: { ...before, code: 'MREM' },
      });
      expect(noOrigin.statusCode).toBe(403);
      expect(noOrigin.json().code).toBe('BAD_ORIGIN');
      const cross = await t.app.inject({
        method: 'PUT',
        url: '/api/college-settings',
        headers: { host, origin: 'https://attacker.example' },
        cookies,
        payload: { ...before, code: 'MREM' },
      });
      expect(cross.statusCode).toBe(403);
      expect((await collegeName()).body).toBe('DEMO');
      const same = await t.app.inject({
        method: 'PUT',
        url: '/api/college-settings',
        headers: { host, origin: `http://${host}` },
        cookies,
        payload: { ...before, code: 'DEMO' },
      });
      expect(same.statusCode).toBe(200);
      // Reading with the cookie needs no Origin.
      expect((await t.app.inject({ method: 'GET', url: '/api/college-settings', cookies })).statusCode).toBe(200);
    });

    it('answers an unknown API call with a JSON 404', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const res = await t.app.inject({ method, url: '/api/no-such-call' });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MESSAGES.notFound, code: 'NOT_FOUND', key: 'page.notFound' });
      }
    });

    it('answers health with each part it depends on, never from a cache', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({
        status: 'ok',
        database: { engine: target, state: 'up' },
        cache: { store: 'memory', state: 'up' },
        feed: { state: 'up' },
        mail: { transport: 'outbox', pending: expect.any(Number), failed: 0, oldestPendingSeconds: null },
        // The tests' DATA_DIR may not exist: then its free space cannot be read.
        disk: { state: 'ok', freeMb: expect.toBeOneOf([null, expect.any(Number)]) },
      });
    });
  });

  describe(`COLLEGE_CODE override (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { COLLEGE_CODE: 'MREM' } });
    });
    afterAll(async () => t?.close());

    it('answers the code of the environment instead of the stored one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/getCollegeName' })).body).toBe('MREM');
      const signin = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'admin', password: DEMO_PASSWORD },
      });
      expect(signin.json().collegeName).toBe('MREM');
      const settings = await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: await bearer(t.app, 'admin') });
      expect(settings.json()).toMatchObject({ code: 'DEMO', codeOverridden: true });
    });
  });
}
