import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from './helpers.js';

/** A terminal escape (red text), a carriage return and line feed, and a right-to-left override. */
const ANSI = 'Vidya\u001b[31m College';
const CRLF = 'Library\r\nFee';
const RLO = 'Agent \u202Egnp.exe';

for (const target of targets) {
  describe(`control characters in names and descriptions (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let faculty: Record<string, string>;
    let me: { fullName: string; email: string };

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      admin = await bearer(t.app, 'admin');
      faculty = await bearer(t.app, 'faculty');
      const found = await t.database.db.execute(
        sql`select f.full_name as "fullName", f.email from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
      );
      [me] = (found as unknown as { rows: (typeof me)[] }).rows;
    });
    afterAll(async () => t?.close());

    const call = (method: 'POST' | 'PUT', url: string, payload: object, headers = admin) => t.app.inject({ method, url, payload, headers });

    it('refuses a college name with a terminal escape or a line break, naming it, and keeps the name', async () => {
      const current = (await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json();
      const { codeOverridden: _o, ...settings } = current;
      const escaped = await call('PUT', '/api/college-settings', { ...settings, name: ANSI });
      expect(escaped.statusCode).toBe(400);
      expect(escaped.json()).toMatchObject({ field: 'name', message: 'College name must not contain control characters' });
      const broken = await call('PUT', '/api/college-settings', { ...settings, name: 'Vidya\nCollege' });
      expect(broken.json()).toMatchObject({ field: 'name', message: 'College name must be a single line' });
      // The about-us text keeps its paragraphs.
      const paragraphs = await call('PUT', '/api/college-settings', { ...settings, aboutUs: 'First.\n\nSecond.' });
      expect(paragraphs.statusCode).toBe(200);
      expect(paragraphs.json()).toMatchObject({ name: current.name, aboutUs: 'First.\n\nSecond.' });
    });

    it('refuses a fee type name with CR/LF and an agent name with a right-to-left override', async () => {
      const fee = await call('POST', '/api/payments/fee-types', { code: 'LIBCTL', name: CRLF, category: 'fee' });
      expect(fee.statusCode).toBe(400);
      expect(fee.json()).toMatchObject({ field: 'name', message: 'Name must be a single line' });
      const agent = await call('POST', '/api/masterdata/agents', { name: RLO });
      expect(agent.statusCode).toBe(400);
      expect(agent.json()).toMatchObject({ field: 'name', message: 'Name must not contain control characters' });
      const types = (await t.app.inject({ method: 'GET', url: '/api/payments/fee-types', headers: admin })).json<{ code: string }[]>();
      expect(types.some((ft) => ft.code === 'LIBCTL')).toBe(false);
    });

    it('refuses an achievement description with an escape, and keeps one with a line break', async () => {
      const achievement = (description: string) => ({
        departmentName: 'CSE',
        facultyName: me.fullName,
        facultyEmail: me.email,
        description,
        dates: '2025-10-02',
      });
      const escaped = await call('POST', '/api/savefacultyAchievements', achievement('Keynote\u001b[2J'), faculty);
      expect(escaped.statusCode).toBe(400);
      expect(escaped.json()).toMatchObject({ field: 'description', message: 'description must not contain control characters' });
      const lines = await call('POST', '/api/savefacultyAchievements', achievement('Keynote\nICCC 2025'), faculty);
      expect(lines.statusCode).toBe(201);
      expect(lines.json().achievement).toMatchObject({ description: 'Keynote\nICCC 2025' });
    });
  });
}
