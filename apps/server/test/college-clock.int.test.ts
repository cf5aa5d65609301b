import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { DEMO_EXAM_TITLES } from '../src/demo/seed-results.js';
import { simpleAdmission } from './admission-fixtures.js';
import { bearer, createTestApp, targets, type TestApp } from './helpers.js';

/** 00:36 IST on 23 November 2026 is 19:06 UTC on 22 November. */
const AT_0036_IST = new Date('2026-11-22T19:06:00Z');
const [PUBLISHED] = DEMO_EXAM_TITLES.map((t) => t.title);

function pdfText(b64: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-clock-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, Buffer.from(b64, 'base64'));
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

for (const target of targets) {
  describe(`one clock: the college's time zone (${target})`, () => {
    let t: TestApp;
    let admissions: Record<string, string>;
    let admin: Record<string, string>;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'college-clock-data-'));

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 10 }, env: { DATA_DIR: dataDir }, clock: () => AT_0036_IST });
      [admissions, admin] = await Promise.all([bearer(t.app, 'admissions'), bearer(t.app, 'admin')]);
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json();
    const putSettings = (body: object) => t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: body });
    const saveAdmission = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/getStudentadmissiondata',
        headers: admissions,
        payload: simpleAdmission(withVerhoeff(`5883${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`)),
      });
    const gradeSheet = async () => {
      const { rollNo } = (await t.database.db.query.studentResults.findFirst())!;
      const res = await t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoReport', query: { rollNo, examTitle: PUBLISHED } });
      expect(res.json()).toMatchObject({ success: 'True' });
      return pdfText(res.json().b64);
    };

    it('the admission PDF and the grade sheet print 23 November for a save at 00:36 IST', async () => {
      expect((await settings()).timeZone).toBe('Asia/Kolkata');
      const saved = await saveAdmission();
      expect(saved.statusCode).toBe(200);
      const admissionPdf = pdfText(saved.json().bs64);
      expect(admissionPdf).toMatch(/Printed on:\s+23-11-2026/);
      expect(admissionPdf).not.toContain('22-11-2026');
      expect(await gradeSheet()).toContain('Date of issue: 23 November 2026');
      // The next admission number counts in the college's year, and the public contact data tells the web the zone.
      const contact = (await t.app.inject({ method: 'GET', url: '/api/getContactData' })).json().at(-1);
      expect(contact.timeZone).toBe('Asia/Kolkata');
    });

    it('prints the day of the zone the college chooses', async () => {
      const { codeOverridden: _o, ...current } = await settings();
      expect((await putSettings({ ...current, timeZone: 'America/New_York' })).statusCode).toBe(200);
      try {
        const saved = await saveAdmission();
        expect(pdfText(saved.json().bs64)).toMatch(/Printed on:\s+22-11-2026/);
        expect(await gradeSheet()).toContain('Date of issue: 22 November 2026');
        // A date of birth of 23 November is after today in New York.
        const born = await t.app.inject({
          method: 'POST',
          url: '/api/getStudentadmissiondata',
          headers: admissions,
          payload: simpleAdmission(withVerhoeff('58839900112'), { dateOfBirth: '2026-11-23' }),
        });
        expect(born.statusCode).toBe(400);
        expect(born.json()).toMatchObject({ field: 'dateOfBirth', message: 'Date of birth cannot be in the future' });
      } finally {
        expect((await putSettings({ ...current, timeZone: 'Asia/Kolkata' })).statusCode).toBe(200);
      }
    });

    it("refuses 'Mars/Base' with a 400 naming the field, and keeps the stored zone", async () => {
      const { codeOverridden: _o, ...current } = await settings();
      const res = await putSettings({ ...current, timeZone: 'Mars/Base' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'INVALID',
        field: 'timeZone',
        message: 'Time zone: choose an IANA time zone, such as Asia/Kolkata',
      });
      expect((await settings()).timeZone).toBe('Asia/Kolkata');
    });

    it('keeps the stored zone when a save leaves it out', async () => {
      const { codeOverridden: _o, timeZone: _z, ...withoutZone } = await settings();
      const { codeOverridden: _c, ...current } = await settings();
      expect((await putSettings({ ...current, timeZone: 'Europe/Berlin' })).statusCode).toBe(200);
      expect((await putSettings(withoutZone)).json()).toMatchObject({ timeZone: 'Europe/Berlin' });
      expect((await putSettings({ ...current, timeZone: 'Asia/Kolkata' })).statusCode).toBe(200);
    });
  });
}
