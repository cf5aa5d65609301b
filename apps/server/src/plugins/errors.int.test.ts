import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../test/helpers.js';

/** Answers the route fuzz suite found outside the API's error shape, each re-run as it found it. */
for (const target of targets) {
  describe(`error answers before and around the routes (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    it('lets a path parameter as long as its schema allows reach the route (a 150-character exam title)', async () => {
      const title = 'B.Tech III-I Semester Regular and Supplementary Examinations '.repeat(3).slice(0, 150);
      for (const action of ['publish', 'unpublish']) {
        const res = await t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(title)}/${action}`, headers: admin });
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    });

    it.each([
      ['a path that is not valid percent-encoding', '/api/getAllSubCastesByCaste/%ED%A0%80'],
      ['a lone percent sign', '/api/results/verify/%'],
      ['a path parameter longer than the router reads', `/api/results/verify/${'x'.repeat(1_001)}`],
    ])('answers %s with 400 in the API shape, naming the url', async (_, url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: admin });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'The address is not valid: a part of its path is too long or wrongly encoded',
        code: 'INVALID',
        field: 'url',
        key: 'page.badAddress',
      });
    });

    it.each([
      ['a __proto__ key', '{"username":"a","password":"x","__proto__":{"isAdmin":true}}'],
      ['a constructor.prototype key', '{"username":"a","password":"x","constructor":{"prototype":{"isAdmin":true}}}'],
      ['text that is not JSON', '{"username":'],
    ])('answers a JSON body with %s with 400 naming the body', async (_, payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/signin', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
    });

    it('names the referencing field when a master-data entry points at a course that does not exist', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/batches',
        headers: admin,
        payload: { courseId: 936_142_769, name: '2031-2035', startYear: 2031 },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Please choose an existing parent entry',
        code: 'INVALID',
        field: 'courseId',
        key: 'masterData.existingParent',
      });
    });
  });
}
