import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeSettings } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

/** The attack of issue 9 ("Hardening what exists"): a 4 MB campus address was saved and served publicly. */
for (const target of targets) {
  describe(`college settings input limits (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let saved: CollegeSettings;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      admin = await bearer(t.app, 'admin');
      const { codeOverridden: _o, ...rest } = (await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json();
      saved = rest;
    });
    afterAll(async () => t?.close());

    const put = (settings: CollegeSettings) =>
      t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: settings });
    const withCampus = (campus: string): CollegeSettings => ({ ...saved, contact: { ...saved.contact, campus } });
    const publicCampus = async () => (await t.app.inject({ method: 'GET', url: '/api/getContactData' })).json().at(-1).campus;

    it('a 4 MB campus address answers 400 naming the field, and is not served', async () => {
      const res = await put(withCampus('x'.repeat(4 * 1024 * 1024)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'contact.campus', message: 'contact.campus must have at most 500 characters' });
      expect(await publicCampus()).toBe(saved.contact.campus);
    });

    it('a 600-character campus address answers 400; 500 characters are saved', async () => {
      const res = await put(withCampus('x'.repeat(600)));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'contact.campus' });
      expect((await put(withCampus('y'.repeat(500)))).statusCode).toBe(200);
      expect(await publicCampus()).toBe('y'.repeat(500));
      expect((await put(saved)).statusCode).toBe(200);
    });

    it('an array where text is expected answers 400 naming the field', async () => {
      const res = await put({ ...saved, contact: { ...saved.contact, faxNumber: ['x'] as unknown as string } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'contact.faxNumber' });
    });

    it("'abc' as a phone and 'not-an-email' as a mail id answer 400 naming the field, and Contact Us keeps the saved values", async () => {
      const phone = await put({ ...saved, contact: { ...saved.contact, phoneNumber: ['abc'] } });
      expect(phone.statusCode).toBe(400);
      expect(phone.json()).toMatchObject({
        field: 'contact.phoneNumber.0',
        message: 'Phone number: enter an Indian landline or mobile number, such as 040 2416 7788 or 98480 12345',
      });
      const person = { designation: 'Principal', name: 'Dr. S. Lakshmi Narayana', mailId: 'not-an-email' };
      const mail = await put({ ...saved, contact: { ...saved.contact, candidateDetails: [person] } });
      expect(mail.statusCode).toBe(400);
      expect(mail.json()).toMatchObject({ field: 'contact.candidateDetails.0.mailId' });
      const shown = (await t.app.inject({ method: 'GET', url: '/api/getContactData' })).json().at(-1);
      expect(shown.phoneNumber).toEqual(saved.contact.phoneNumber);
      expect(shown.candidateDetails).toEqual(saved.contact.candidateDetails);
    });

    it('a college code one letter off a variant answers 400 naming the variant; a lower-case variant is stored upper-cased', async () => {
      const typo = await put({ ...saved, code: 'KNNR' });
      expect(typo.statusCode).toBe(400);
      expect(typo.json()).toMatchObject({ field: 'code', message: 'College code KNNR is not a known variant: did you mean KNRR?' });
      expect((await t.app.inject({ method: 'GET', url: '/api/getCollegeName' })).body).toBe(saved.code);
      const lower = await put({ ...saved, code: 'knrr' });
      expect(lower.statusCode, lower.body).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/getCollegeName' })).body).toBe('KNRR');
      expect((await put(saved)).statusCode).toBe(200);
    });
  });
}
