import ExcelJS from 'exceljs';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDENT_ADMISSION_FIELDS, withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { applications } from './applications.table.js';
import { simpleAdmission } from '../../../test/admission-fixtures.js';

/** The attacks of issue 9 ("Hardening what exists") on every path that creates an admission. */

const HUGE_NAME = 'a'.repeat(100_000);
const IMPOSSIBLE_DATES = ['2025-02-30', '0000-01-01', '9999-12-31'];

let serial = 0;
const aadhaar = () => withVerhoeff(`7${String(Date.now() % 1e6).padStart(6, '0')}${String(++serial).padStart(4, '0')}`);

const simple = (over: Record<string, unknown> = {}) => simpleAdmission(aadhaar(), over);

const full = (over: Record<string, unknown> = {}) => ({
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: aadhaar(),
  dateOfAdmission: '2025-08-01',
  ...over,
});

async function workbook(row: Record<string, string>): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('New Admissions');
  ws.addRow(STUDENT_ADMISSION_FIELDS.map((f) => f.label));
  ws.addRow(STUDENT_ADMISSION_FIELDS.map((f) => row[f.key] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

for (const target of targets) {
  describe(`admission input limits (${target})`, () => {
    let t: TestApp;
    let staff: Record<string, string>;
    let admin: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 10 } });
      staff = await bearer(t.app, 'admissions');
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    const rows = async () => (await t.database.db.select({ n: count() }).from(applications))[0].n;
    const simpleSave = (payload: object) => t.app.inject({ method: 'POST', url: '/api/getStudentadmissiondata', payload, headers: staff });
    const fullSave = (record: object) => {
      const body = multipart([{ name: 'applicationFormData', value: JSON.stringify(record), filename: 'blob', type: 'application/json' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveApplicationFormData',
        payload: body.payload,
        headers: { ...body.headers, ...staff },
      });
    };
    const upload = async (row: Record<string, string>) => {
      const body = multipart([
        { name: 'excelFileUpload', value: await workbook(row), filename: 'admissions.xlsx', type: 'application/octet-stream' },
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm',
        payload: body.payload,
        headers: { ...body.headers, ...admin },
      });
    };

    /** Every 4xx of this file: the status, the field, and a message that names it. */
    const expectRefused = (res: { statusCode: number; json(): unknown }, field: string, message?: string) => {
      expect(res.statusCode).toBe(400);
      const answer = res.json() as { field?: string; message: string };
      expect(answer.field).toBe(field);
      expect(answer.message).toContain(message ?? field);
    };

    it('a 100,000-character name answers 400 naming the field and the limit, and writes no row', async () => {
      const before = await rows();
      expectRefused(await simpleSave(simple({ name: HUGE_NAME })), 'name', 'name must have at most 100 characters');
      expectRefused(await fullSave(full({ name: HUGE_NAME })), 'name', 'name must have at most 100 characters');
      expect(await rows()).toBe(before);
    });

    it('a 100-character name is still saved', async () => {
      const res = await simpleSave(simple({ name: 'a'.repeat(100) }));
      expect(res.statusCode).toBe(200);
    });

    it('an array where text is expected answers 400, not a record with the text', async () => {
      const before = await rows();
      expectRefused(await simpleSave(simple({ name: ['x'] })), 'name', 'name must be text');
      expectRefused(await fullSave(full({ name: ['x'] })), 'name', 'name must be text');
      expectRefused(await simpleSave(simple({ aadharNo: [aadhaar()] })), 'aadharNo', 'aadharNo must be text');
      expect(await rows()).toBe(before);
    });

    it.each(IMPOSSIBLE_DATES)('the date of admission %s answers 400 and starts no admission-number series', async (date) => {
      const before = await rows();
      // A day that does not exist or lies before 1900 is not a valid date; one after today is in the future.
      const message = date === '9999-12-31' ? 'Date of admission cannot be in the future' : 'Please enter a valid date';
      expectRefused(await simpleSave(simple({ dateOfAdmission: date })), 'dateOfAdmission', message);
      expectRefused(await fullSave(full({ dateOfAdmission: date })), 'dateOfAdmission', message);
      expect(await rows()).toBe(before);
    });

    it('a date of birth after today answers 400', async () => {
      expectRefused(await simpleSave(simple({ dateOfBirth: '2999-01-01' })), 'dateOfBirth', 'Date of birth cannot be in the future');
      expectRefused(await fullSave(full({ dateOfBirth: '2999-01-01' })), 'dateOfBirth', 'Date of birth cannot be in the future');
    });

    it('the e-mail attack is refused by its length, and other requests are answered beside it', async () => {
      const email = 'a@' + '.'.repeat(120_000) + '@';
      const [saved, health] = await Promise.all([fullSave(full({ emailId: email })), t.app.inject({ method: 'GET', url: '/api/health' })]);
      expectRefused(saved, 'emailId', 'emailId must have at most 254 characters');
      expect(health.statusCode).toBe(200);
    });

    it('a photo id beyond the integer column answers 400 naming it, not 500', async () => {
      expectRefused(await t.app.inject({ method: 'GET', url: '/api/admissions/photos/2147483648', headers: staff }), 'studentId');
      const none = await t.app.inject({ method: 'GET', url: '/api/admissions/photos/2147483647', headers: staff });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No photo', key: 'admissionRecords.noPhoto' });
    });

    it('the Excel upload refuses a long name and impossible dates by row and column, and imports nothing', async () => {
      const before = await rows();
      const res = await upload({ ...simple(), name: 'a'.repeat(30_000), dateOfBirth: '2025-02-30' } as Record<string, string>);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          row: 2,
          column: 'Full name',
          message: 'name must have at most 100 characters',
          key: 'input.tooLong',
          params: { field: 'name', max: '100' },
        },
        { row: 2, column: 'Date of birth', message: 'Please enter a valid date', key: 'admissions.date' },
      ]);
      const future = await upload({ ...simple(), dateOfAdmission: '9999-12-31' } as Record<string, string>);
      expect(future.statusCode).toBe(400);
      expect(future.json().errors).toMatchObject([{ row: 2, column: 'Date of admission' }]);
      expect(await rows()).toBe(before);
    });
  });
}
