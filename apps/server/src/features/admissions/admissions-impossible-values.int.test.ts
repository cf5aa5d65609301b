import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collegeToday, collegeYear, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { simpleAdmission } from '../../../test/admission-fixtures.js';

let serial = 3000;
const nextAadhaar = () => withVerhoeff(`58831${String(serial++).padStart(6, '0')}`);

/** `days` after today where the college is. */
const dayFromToday = (days: number) => new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

const fullForm = (over: Record<string, unknown> = {}) => ({
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: nextAadhaar(),
  dateOfAdmission: '2025-08-01',
  dateOfBirth: '2007-04-12',
  ...over,
});

/** The key each message is sent with, for the web to translate (ADR 0041). */
const KEYS: Record<string, string> = {
  'Date of birth cannot be in the future': 'admissions.birthDateFuture',
  'Date of admission cannot be in the future': 'admissions.admissionDateFuture',
  'The student must be at least 14 years old on the date of admission': 'admissions.tooYoung',
  'Year of pass cannot be after this year': 'admissions.yearOfPassFuture',
  'Marks secured cannot be more than total marks': 'admissions.marksAboveTotal',
  'A percentage cannot be more than 100': 'admissions.percentageAbove100',
};

/** What a user could type that cannot be true, with the field and message the server answers. */
const FULL_FORM_CASES: [string, Record<string, unknown>, string, string][] = [
  ['a date of birth tomorrow', { dateOfBirth: dayFromToday(1) }, 'dateOfBirth', 'Date of birth cannot be in the future'],
  ['a date of admission tomorrow', { dateOfAdmission: dayFromToday(1) }, 'dateOfAdmission', 'Date of admission cannot be in the future'],
  [
    'a student 14 years old only tomorrow',
    { dateOfAdmission: '2025-08-01', dateOfBirth: '2011-08-02' },
    'dateOfBirth',
    'The student must be at least 14 years old on the date of admission',
  ],
  [
    'an SSC year of pass next year',
    { ssc: { yearOfPass: String(collegeYear() + 1) } },
    'ssc.yearOfPass',
    'Year of pass cannot be after this year',
  ],
  [
    'an intermediate year of pass next year',
    { inter: { yearOfPass: String(collegeYear() + 1) } },
    'inter.yearOfPass',
    'Year of pass cannot be after this year',
  ],
  [
    'more marks secured than the total',
    { marksSecured: '1001', totalMarksInter: '1000' },
    'marksSecured',
    'Marks secured cannot be more than total marks',
  ],
  ['an SSC percentage above 100', { sscPercentage: '100.5' }, 'sscPercentage', 'A percentage cannot be more than 100'],
  ['an intermediate percentage above 100', { percentageOfMarks: '101' }, 'percentageOfMarks', 'A percentage cannot be more than 100'],
];

for (const target of targets) {
  describe(`admissions refuse values that cannot be true (${target})`, () => {
    let t: TestApp;
    let staff: Record<string, string>;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-impossible-'));

    const saveFull = (body: unknown) => {
      const mp = multipart([{ name: 'applicationFormData', value: JSON.stringify(body), filename: 'blob', type: 'application/json' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveApplicationFormData',
        payload: mp.payload,
        headers: { ...mp.headers, ...staff },
      });
    };
    const saveSimple = (body: object) =>
      t.app.inject({ method: 'POST', url: '/api/getStudentadmissiondata', payload: body, headers: staff });
    const listed = async (name: string) =>
      ((await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData', headers: staff })).json() as { name: string }[]).some(
        (a) => a.name === name,
      );

    beforeAll(async () => {
      t = await createTestApp(target, { env: { DATA_DIR: dataDir } });
      staff = await bearer(t.app, 'admissions');
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it.each(FULL_FORM_CASES)('the full form: %s is a 400 naming the field', async (_what, over, field, message) => {
      const name = `Impossible ${String.fromCharCode(65 + (serial % 26))}${'x'.repeat(serial % 7)}`;
      const res = await saveFull(fullForm({ ...over, name }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'INVALID', field, message, key: KEYS[message] });
      expect(await listed(name)).toBe(false);
    });

    it('the full form: the edges are still accepted (today, exactly 14, this year, marks equal to the total, 100 %)', async () => {
      const today = collegeToday();
      const res = await saveFull(
        fullForm({
          dateOfAdmission: today,
          dateOfBirth: yearsBefore(today, 14),
          ssc: { yearOfPass: String(collegeYear()) },
          marksSecured: '1000',
          totalMarksInter: '1000',
          sscPercentage: '100',
        }),
      );
      expect(res.statusCode).toBe(200);
    });

    it('the simple form: a future date of birth or date of admission, or a student under 14, is a 400 naming the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ dateOfBirth: dayFromToday(1) }, 'dateOfBirth', 'Date of birth cannot be in the future'],
        [{ dateOfAdmission: dayFromToday(1) }, 'dateOfAdmission', 'Date of admission cannot be in the future'],
        [
          { dateOfAdmission: '2025-07-15', dateOfBirth: '2012-01-01' },
          'dateOfBirth',
          'The student must be at least 14 years old on the date of admission',
        ],
      ];
      for (const [over, field, message] of cases) {
        const res = await saveSimple(simpleAdmission(nextAadhaar(), over));
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json()).toEqual({ code: 'INVALID', field, message, key: KEYS[message] });
      }
      const today = collegeToday();
      const ok = await saveSimple(simpleAdmission(nextAadhaar(), { dateOfAdmission: today, dateOfBirth: yearsBefore(today, 14) }));
      expect(ok.statusCode).toBe(200);
    });
  });
}
