import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

/** The attacks of issue 9 ("Hardening what exists") on master data maintenance and its dropdowns. */
for (const target of targets) {
  describe(`master data input limits (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: admin, payload });
    const list = async (kind: string) => (await call('GET', `/api/masterdata/${kind}`)).json() as Record<string, unknown>[];
    const expectRefused = (res: { statusCode: number; json(): unknown }, field: string, message?: string) => {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, ...(message ? { message } : {}) });
    };

    it('an id beyond the integer column answers 400 naming it, not 500', async () => {
      expectRefused(await call('PUT', '/api/masterdata/courses/2147483648', { name: 'B.Tech' }), 'id');
      expectRefused(await call('DELETE', '/api/masterdata/courses/99999999999'), 'id');
      expect((await call('PUT', '/api/masterdata/courses/2147483647', { name: 'B.Tech' })).statusCode).toBe(404);
    });

    it('a parent id beyond the integer column answers 400 naming it, and adds nothing', async () => {
      const before = (await list('batches')).length;
      expectRefused(
        await call('POST', '/api/masterdata/batches', { courseId: 99_999_999_999, name: '2031-2035', startYear: 2031 }),
        'courseId',
      );
      expectRefused(await call('POST', '/api/masterdata/batches', { courseId: ['1'], name: '2031-2035', startYear: 2031 }), 'courseId');
      expect((await list('batches')).length).toBe(before);
    });

    it('a 100,000-character name answers 400 naming the field and the limit, and adds nothing', async () => {
      const before = (await list('courses')).length;
      const res = await call('POST', '/api/masterdata/courses', { code: 'LONG', name: 'a'.repeat(100_000), level: 'UG', durationYears: 4 });
      expectRefused(res, 'name', 'Name must have at most 120 characters');
      expect((await list('courses')).length).toBe(before);
    });

    it('an array where text is expected answers 400, not the text', async () => {
      const [course] = await list('courses');
      expectRefused(await call('PUT', `/api/masterdata/courses/${course.id}`, { name: ['x'] }), 'name', 'name must be text');
      expect((await list('courses')).find((c) => c.id === course.id)?.name).toBe(course.name);
    });

    it('dropdown queries are bounded too', async () => {
      const long = 'a'.repeat(10_000);
      expectRefused(await call('GET', `/api/getBatchesByDegrees?degree=${long}`), 'degree', 'degree must have at most 120 characters');
      expectRefused(
        await call('GET', `/api/getBranchesShortForms?course=B.Tech&batch=${long}`),
        'batch',
        'batch must have at most 120 characters',
      );
    });
  });
}
