import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { notifications } from './notifications.table.js';

const DRAFT = DEMO_EXAM_TITLES.find((t) => !t.published)!.title;

for (const target of targets) {
  describe(`notifications in the app (${target})`, () => {
    let t: TestApp;
    let examination: Record<string, string>;
    let student: Record<string, string>;
    let parent: Record<string, string>;
    let admin: Record<string, string>;

    /** Publishes or unpublishes, and waits until the students are told (a chunk at a time, after the publish). */
    const setStatus = async (action: 'publish' | 'unpublish') => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/exam-results/${encodeURIComponent(DRAFT)}/${action}`,
        headers: examination,
      });
      await t.app.heard();
      await t.app.settled();
      return res;
    };
    const list = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    const unread = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/notifications/unread', headers })).json().unread as number;
    const markRead = (headers: Record<string, string>, payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload });

    beforeAll(async () => {
      t = await createTestApp(target);
      [examination, student, parent, admin] = await Promise.all(['examination', 'student', 'parent', 'admin'].map((u) => bearer(t.app, u)));
    });
    afterAll(async () => t?.close());

    it('asks who is asking: no session, no notifications', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unread' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    });

    it('tells each student with a result, and their parent, once when results are published, however often', async () => {
      expect(await unread(student)).toBe(0);
      expect((await setStatus('publish')).statusCode).toBe(200);
      const inApp = () => t.database.db.select().from(notifications).where(eq(notifications.channel, 'app'));
      const told = await inApp();
      const students = await t.database.db.query.studentResults.findMany({ columns: { rollNo: true } });
      expect(told.length).toBeGreaterThan(0);
      expect(told.length).toBeLessThanOrEqual(2 * students.length);
      expect(new Set(told.map((n) => n.userId)).size).toBe(told.length);

      const mine = await list(student);
      expect(mine).toMatchObject({ total: 1, unread: 1, page: 1 });
      expect(mine.rows[0]).toMatchObject({ kind: 'resultsPublished', params: { title: DRAFT, rollNo: expect.any(String) }, readAt: null });
      expect(await unread(student)).toBe(1);
      expect((await list(parent)).rows[0]).toMatchObject({ kind: 'resultsPublished', params: { title: DRAFT } });
      expect(await unread(admin)).toBe(0);

      // Unpublished to correct a mark and published again: nobody is told twice.
      expect((await setStatus('unpublish')).statusCode).toBe(200);
      expect((await setStatus('publish')).statusCode).toBe(200);
      expect(await inApp()).toHaveLength(told.length);
      expect(await unread(student)).toBe(1);
    });

    it('marks only one’s own notifications read, and the bell’s figure follows', async () => {
      const parentsOwn = (await list(parent)).rows[0].id as number;
      const studentsOwn = (await list(student)).rows[0].id as number;
      // The student names the parent's notification: it stays unread.
      expect((await markRead(student, { ids: [parentsOwn] })).json()).toEqual({ marked: 0, unread: 1 });
      expect(await unread(parent)).toBe(1);
      expect((await markRead(student, { ids: [studentsOwn] })).json()).toEqual({ marked: 1, unread: 0 });
      expect(await unread(student)).toBe(0);
      const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, studentsOwn));
      expect(row.readAt).not.toBeNull();
      // Marking all reads the parent's too.
      expect((await markRead(parent, {})).json()).toEqual({ marked: 1, unread: 0 });
      expect((await list(parent)).unread).toBe(0);
    });

    it('refuses a list of ids that is not a list of ids, naming the field', async () => {
      const res = await markRead(student, { ids: ['x'] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID', field: 'ids.0' });
      expect((await markRead(student, { ids: [1], more: true })).statusCode).toBe(400);
    });
  });
}
