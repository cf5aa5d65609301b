import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, multipart, rowCounter, targets, type TestApp } from '../../test/helpers.js';
import { simpleAdmission } from '../../test/admission-fixtures.js';

/**
 * Issue 9, item 4: a NUL character gave 500 on 28 inputs, public ones included. Each attack is sent
 * as the probe sent it; each must answer 400 naming the field, and write nothing.
 */
const NUL = '\u0000';

interface Attack {
  name: string;
  field: string;
  /** When the message is not `{field} must not contain NUL characters`. */
  message?: string;
  as?: 'anonymous' | 'admin';
  request: (ctx: { settings: Record<string, unknown> }) => {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  };
}

const form = {
  name: 'Sai Kiran Reddy',
  courseAppliedFor: 'B.Tech',
  gender: 'MALE',
  batch: '2025-2029',
  branch: 'CSE',
  semester: 'I-I',
  aadharNo: withVerhoeff('49921000777'),
  dateOfAdmission: '2025-08-01',
  fathersName: 'Venkat Reddy',
  ssc: { board: 'Board of Secondary Education', school: 'Zilla Parishad High School', yearOfPass: '2023', marks: '560' },
};

const simpleForm = simpleAdmission(withVerhoeff('69000000777'));

const asMultipart = (parts: Parameters<typeof multipart>[0], url: string) => {
  const mp = multipart(parts);
  return { method: 'POST' as const, url, payload: mp.payload, headers: mp.headers };
};

const ATTACKS: Attack[] = [
  // Public: results lookup, grade sheet, verification, sign-in.
  {
    name: 'lookup roll number',
    field: 'rollNo',
    request: () => ({ method: 'GET', url: '/api/getExamResultByRollNoView?rollNo=%00&examTitle=x' }),
  },
  {
    name: 'lookup exam title',
    field: 'examTitle',
    request: () => ({ method: 'GET', url: '/api/getExamResultByRollNoView?rollNo=21B81A0501&examTitle=%00' }),
  },
  {
    name: 'grade sheet roll number',
    field: 'rollNo',
    request: () => ({ method: 'GET', url: '/api/getExamResultByRollNoReport?rollNo=%00&examTitle=x' }),
  },
  {
    name: 'grade sheet exam title',
    field: 'examTitle',
    request: () => ({ method: 'GET', url: '/api/getExamResultByRollNoReport?rollNo=x&examTitle=a%00b' }),
  },
  { name: 'verification code', field: 'code', request: () => ({ method: 'GET', url: '/api/results/verify/%00%00%00%00' }) },
  {
    name: 'sign-in user name',
    field: 'username',
    request: () => ({ method: 'POST', url: '/api/auth/signin', payload: { username: `a${NUL}`, password: 'x' } }),
  },
  {
    name: 'sign-in password',
    field: 'password',
    request: () => ({ method: 'POST', url: '/api/auth/signin', payload: { username: 'admin', password: `Campus@2026${NUL}` } }),
  },
  {
    name: 'sign-in module',
    field: 'module',
    request: () => ({ method: 'POST', url: '/api/auth/signin?module=Admin%00', payload: { username: 'admin', password: 'x' } }),
  },
  // Master data.
  {
    name: 'batches of a course',
    field: 'degree',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/getBatchesByDegrees?degree=%00' }),
  },
  {
    name: 'branches of a course',
    field: 'course',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/getBranchesShortForms?course=B.Tech%00' }),
  },
  {
    name: 'branches of a batch',
    field: 'batch',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/getBranchesShortForms?course=B.Tech&batch=%00' }),
  },
  {
    name: 'semesters of a course',
    field: 'course',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/getDistinct/SemesterMaintenanceSemesters?course=%00' }),
  },
  {
    name: 'sub-castes of a category',
    field: 'category',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/getAllSubCastesByCaste/%00' }),
  },
  {
    name: 'new course code',
    field: 'code',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/masterdata/courses',
      payload: { code: `X${NUL}`, name: 'X', level: 'UG', durationYears: 4 },
    }),
  },
  {
    name: 'new course name',
    field: 'name',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/masterdata/courses',
      payload: { code: 'XNUL', name: `X${NUL}`, level: 'UG', durationYears: 4 },
    }),
  },
  {
    name: 'course renamed',
    field: 'name',
    as: 'admin',
    request: () => ({ method: 'PUT', url: '/api/masterdata/courses/1', payload: { name: `B.Tech${NUL}` } }),
  },
  {
    name: 'a key with a NUL',
    field: 'a\\0',
    as: 'admin',
    request: () => ({ method: 'PUT', url: '/api/masterdata/courses/1', payload: { [`a${NUL}`]: 'x' } }),
  },
  // College settings (the campus address is served publicly and printed on every grade sheet).
  {
    name: 'college name',
    field: 'name',
    as: 'admin',
    request: ({ settings }) => ({ method: 'PUT', url: '/api/college-settings', payload: { ...settings, name: `VCET${NUL}` } }),
  },
  {
    name: 'about us',
    field: 'aboutUs',
    as: 'admin',
    request: ({ settings }) => ({ method: 'PUT', url: '/api/college-settings', payload: { ...settings, aboutUs: NUL } }),
  },
  {
    name: 'campus address',
    field: 'contact.campus',
    as: 'admin',
    request: ({ settings }) => ({
      method: 'PUT',
      url: '/api/college-settings',
      payload: { ...settings, contact: { ...(settings.contact as object), campus: `Vidyanagar${NUL}` } },
    }),
  },
  {
    name: 'a phone number',
    field: 'contact.phoneNumber.1',
    as: 'admin',
    request: ({ settings }) => ({
      method: 'PUT',
      url: '/api/college-settings',
      payload: { ...settings, contact: { ...(settings.contact as object), phoneNumber: ['040 2416 7788', `040${NUL}`] } },
    }),
  },
  // Admissions: the simple form, the full form (JSON in a multipart part), its look-ups, uploads.
  {
    name: 'simple form name',
    field: 'name',
    as: 'admin',
    request: () => ({ method: 'POST', url: '/api/getStudentadmissiondata', payload: { ...simpleForm, name: `Meena${NUL}` } }),
  },
  {
    name: 'simple form photo file name',
    field: 'photo.fileName',
    as: 'admin',
    request: () => ({
      method: 'POST',
      url: '/api/getStudentadmissiondata',
      payload: { ...simpleForm, photo: { fileName: `a${NUL}.jpg`, base64: 'AAAA' } },
    }),
  },
  {
    name: 'full form, a nested field of its JSON part',
    field: 'ssc.board',
    as: 'admin',
    request: () =>
      asMultipart(
        [{ name: 'applicationFormData', value: JSON.stringify({ ...form, ssc: { ...form.ssc, board: `BSE${NUL}` } }) }],
        '/api/saveApplicationFormData',
      ),
  },
  {
    name: 'full form, a raw NUL in its text part',
    field: 'applicationFormData',
    as: 'admin',
    request: () => asMultipart([{ name: 'applicationFormData', value: `{"name":"Sai${NUL}"}` }], '/api/saveApplicationFormData'),
  },
  {
    name: 'full form, the photo file name',
    field: 'imageUpload',
    message: 'The file name of imageUpload must not contain NUL characters',
    as: 'admin',
    request: () =>
      asMultipart(
        [
          { name: 'applicationFormData', value: JSON.stringify(form) },
          { name: 'imageUpload', value: Buffer.from('x'), filename: `photo${NUL}.jpg`, type: 'image/jpeg' },
        ],
        '/api/saveApplicationFormData',
      ),
  },
  {
    name: 'modify mode Aadhaar number',
    field: 'editedAadharNumber',
    as: 'admin',
    request: () =>
      asMultipart([{ name: 'applicationFormData', value: JSON.stringify(form) }], '/api/saveApplicationFormData?editedAadharNumber=%00'),
  },
  {
    name: 'student by roll number',
    field: 'rollNumber',
    as: 'admin',
    request: () => ({ method: 'GET', url: '/api/admissions/students/21B81A%0005' }),
  },
  {
    name: 'upload file name',
    field: 'excelFileUpload',
    message: 'The file name of excelFileUpload must not contain NUL characters',
    as: 'admin',
    request: () =>
      asMultipart(
        [{ name: 'excelFileUpload', value: Buffer.from('PK'), filename: `results${NUL}.xlsx` }],
        '/api/masterDataExcelsUploads?fileType=examResults',
      ),
  },
  {
    name: 'upload file type',
    field: 'fileType',
    as: 'admin',
    request: () =>
      asMultipart(
        [{ name: 'excelFileUpload', value: Buffer.from('PK'), filename: 'r.xlsx' }],
        '/api/masterDataExcelsUploads?fileType=examResults%00',
      ),
  },
  { name: 'upload progress id', field: 'id', as: 'admin', request: () => ({ method: 'GET', url: '/api/uploads/progress/%00' }) },
  // Results management.
  {
    name: 'publish an exam title',
    field: 'examTitle',
    as: 'admin',
    request: () => ({ method: 'POST', url: '/api/exam-results/%00/publish' }),
  },
  {
    name: 'unpublish an exam title',
    field: 'examTitle',
    as: 'admin',
    request: () => ({ method: 'POST', url: '/api/exam-results/B.Tech%00/unpublish' }),
  },
];

for (const target of targets) {
  describe(`NUL characters in requests (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    let settings: Record<string, unknown>;
    let countRows: () => Promise<Record<string, number>>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 10 } });
      admin = await bearer(t.app, 'admin');
      const { codeOverridden: _, ...current } = (
        await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })
      ).json();
      settings = current;
      countRows = await rowCounter(t.database);
    });
    afterAll(async () => t?.close());

    it.each(ATTACKS)('refuses a NUL in the $name with 400 naming $field, and writes nothing', async (attack) => {
      const request = attack.request({ settings });
      const before = await countRows();
      const res = await t.app.inject({ ...request, headers: { ...request.headers, ...(attack.as === 'admin' ? admin : {}) } } as never);
      expect(res.statusCode).toBe(400);
      const message = attack.message ?? `${attack.field} must not contain NUL characters`;
      const key = attack.message ? 'input.fileNameNul' : 'input.nul';
      expect(res.json()).toEqual({ message, code: 'INVALID', field: attack.field, key, params: { field: attack.field } });
      expect(await countRows()).toEqual(before);
    });

    it('still answers the same requests without the NUL', async () => {
      const lookup = await t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView?rollNo=x&examTitle=x' });
      expect(lookup.statusCode).toBe(404);
      const course = await t.app.inject({ method: 'GET', url: '/api/getBranchesShortForms?course=B.Tech', headers: admin });
      expect(course.statusCode).toBe(200);
      const saved = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: settings });
      expect(saved.statusCode).toBe(200);
    });

    it.each([
      ['without a boundary', 'multipart/form-data', 'x'],
      [
        'that ends inside a part',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="applicationFormData"\r\n\r\n{',
      ],
      [
        'cut off in the middle of a file',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="alumniStudentRegistration"\r\n\r\n{}\r\n' +
          '--x\r\nContent-Disposition: form-data; name="alumniData"\r\n\r\n{}\r\n' +
          '--x\r\nContent-Disposition: form-data; name="applicationFormData"\r\n\r\n{}\r\n' +
          '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n' +
          'x'.repeat(70_000),
      ],
    ])('answers a multipart body %s with 400 naming the body, not 500', async (_, contentType, payload) => {
      for (const url of [
        '/api/saveApplicationFormData',
        '/api/masterDataExcelsUploads?fileType=examResults',
        '/api/saveAlumniStudentRegister',
        '/api/saveAluminiHistoryByUrl',
      ]) {
        const res = await t.app.inject({ method: 'POST', url, headers: { ...admin, 'content-type': contentType }, payload });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'body' });
        expect(res.json().message).toMatch(/^The multipart body cannot be read: /);
      }
    });

    it.each([
      ['application/x-www-form-urlencoded', 'kr-answer=%7B%22a%22%3A1%7D&x=\u0000'],
      ['application/json', '{"kr-answer":"{\\"uuid\\":\\"\u0000\\"}"}'],
      ['text/plain', 'kr-hash=\u0000'],
    ])('answers a payment notification (%s) holding a NUL with 400 naming the body, and keeps nothing', async (contentType, payload) => {
      const before = await countRows();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/lyra/webhook',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID', field: 'body', message: 'body must not contain NUL characters' });
      expect(await countRows()).toEqual(before);
    });

    it('refuses a NUL at any depth of a JSON body, half a million levels down, without exhausting the stack', async () => {
      const depth = 500_000;
      const payload = '{"a":'.repeat(depth) + '"x\\u0000"' + '}'.repeat(depth);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/courses',
        headers: { ...admin, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      const field = `${'a.'.repeat(100)}…`;
      expect(res.json()).toEqual({
        message: `${field} must not contain NUL characters`,
        code: 'INVALID',
        field,
        key: 'input.nul',
        params: { field },
      });
    });
  });
}
