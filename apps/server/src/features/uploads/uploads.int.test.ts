import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`masterDataExcelsUploads dispatcher (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
    });
    afterAll(async () => t?.close());

    it('asks for sign-in first', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm' });
      expect(res.statusCode).toBe(401);
    });

    it('names an unknown fileType', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=payslips',
        headers: await bearer(t.app, 'admin'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'fileType',
        message: 'Unknown fileType: choose newAdmissionsForm, examResults, libraryAccessions or libraryMarc',
      });
    });

    it('an unknown progress id is 404', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/uploads/progress/abcdefgh-1', headers: await bearer(t.app, 'admin') });
      expect(res.statusCode).toBe(404);
    });
  });
}
