import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff, type AdmissionsRegisterPage, type AdmissionsRegisterRow } from '@campus/shared';
import { studentWithoutApplication } from '../../../test/admission-fixtures.js';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { batches, branches, courses } from '../masterdata/masterdata.table.js';
import { applications } from './applications.table.js';
import { students } from './students.table.js';

let serial = 3000;
const nextAadhaar = () => withVerhoeff(`58832${String(serial++).padStart(6, '0')}`);

/** Three admissions with names no demo student has, in two courses. */
const ADMITTED = [
  {
    name: 'Zoya Fathima Wahabuddin',
    rollNumber: '25REG0001',
    courseAppliedFor: 'B.Tech',
    batch: '2025-2029',
    branch: 'CSE',
    semester: 'I-I',
  },
  { name: 'Zubair Wahabuddin', rollNumber: '25REG0002', courseAppliedFor: 'MBA', batch: '2025-2027', branch: 'MBA', semester: 'I-I' },
  { name: 'Harika Devi Pallerla', rollNumber: '25REG0003', courseAppliedFor: 'B.Tech', batch: '2025-2029', branch: 'ECE', semester: 'I-I' },
];

const fullForm = (over: Record<string, unknown>) => ({
  gender: 'FEMALE',
  aadharNo: nextAadhaar(),
  dateOfAdmission: '2025-08-01',
  dateOfBirth: '2007-03-21',
  fathersName: 'Abdul Wahab',
  studentContactNo: '9876543210',
  ...over,
});

function pdfText(pdf: Buffer): string {
  const file = path.join(os.tmpdir(), `register-${process.pid}-${Math.random().toString(16).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  try {
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  } finally {
    fs.rmSync(file, { force: true });
  }
}

for (const target of targets) {
  describe(`admissions register (${target})`, () => {
    let t: TestApp;
    let dataDir: string;
    let staff: Record<string, string>;
    const saved: { studentId: number; admissionNumber: string; aadhaar: string; name: string; rollNumber: string }[] = [];

    const register = (query: string, headers = staff) => t.app.inject({ method: 'GET', url: `/api/admissions/register${query}`, headers });
    const page = async (query: string): Promise<AdmissionsRegisterPage> => {
      const res = await register(query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const names = (p: AdmissionsRegisterPage) => p.rows.map((r) => r.name).sort();
    const studentCount = async (where?: Parameters<typeof eq>) => {
      const q = t.database.db.select({ n: count() }).from(students);
      const [row] = await (where ? q.where(eq(...where)) : q);
      return row.n;
    };
    const idOf = async (table: typeof courses | typeof branches, code: string, courseCode?: string) => {
      if (table === courses) return (await t.database.db.select().from(courses).where(eq(courses.code, code)))[0].id;
      const [course] = await t.database.db.select().from(courses).where(eq(courses.code, courseCode!));
      const rows = await t.database.db.select().from(branches).where(eq(branches.code, code));
      return rows.find((r) => r.courseId === course.id)!.id;
    };

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-register-'));
      t = await createTestApp(target, { env: { DATA_DIR: dataDir } });
      staff = await bearer(t.app, 'admissions');
      for (const a of ADMITTED) {
        const form = fullForm(a);
        const mp = multipart([{ name: 'applicationFormData', value: JSON.stringify(form), filename: 'blob', type: 'application/json' }]);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/saveApplicationFormData',
          payload: mp.payload,
          headers: { ...mp.headers, ...staff },
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json();
        saved.push({
          studentId: body.studentId,
          admissionNumber: body.admissionNumber,
          aadhaar: form.aadharNo,
          name: a.name,
          rollNumber: a.rollNumber,
        });
      }
    });
    afterAll(async () => {
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('pages through every student, newest first, with the total on each page', async () => {
      const total = await studentCount();
      const first = await page('?pageSize=10');
      expect(first).toMatchObject({ total, page: 1, pageSize: 10 });
      expect(first.rows).toHaveLength(10);
      // Newest first: the three just admitted lead, the last one saved at the top.
      expect(first.rows.slice(0, 3).map((r) => r.name)).toEqual(ADMITTED.map((a) => a.name).reverse());

      const seen = new Set<number>();
      const pages = Math.ceil(total / 10);
      for (let n = 1; n <= pages; n++) {
        const p = await page(`?pageSize=10&page=${n}`);
        expect(p.total).toBe(total);
        expect(p.rows).toHaveLength(n < pages ? 10 : total - 10 * (pages - 1));
        for (const r of p.rows) seen.add(r.studentId);
      }
      expect(seen.size).toBe(total);

      const past = await page(`?pageSize=10&page=${pages + 1}`);
      expect(past).toMatchObject({ total, page: pages + 1, rows: [] });
      const defaults = await page('');
      expect(defaults).toMatchObject({ total, page: 1, pageSize: 25 });
      expect(defaults.rows).toHaveLength(Math.min(25, total));
    });

    it('sorts by name and by roll number', async () => {
      const byName = await page('?sort=name&pageSize=100');
      const sortedNames = byName.rows.map((r) => r.name.toLowerCase());
      expect(sortedNames).toEqual([...sortedNames].sort());
      const byRoll = await page('?sort=rollNumber&pageSize=100');
      const rolls = byRoll.rows.map((r) => r.rollNumber);
      expect(rolls).toEqual([...rolls].sort());
    });

    it('finds by name, in any case and in parts, every word having to match', async () => {
      expect(names(await page('?q=wahabuddin'))).toEqual(['Zoya Fathima Wahabuddin', 'Zubair Wahabuddin']);
      expect(names(await page('?q=FATHIMA'))).toEqual(['Zoya Fathima Wahabuddin']);
      expect(names(await page(`?q=${encodeURIComponent('zub wahab')}`))).toEqual(['Zubair Wahabuddin']);
      const none = await page(`?q=${encodeURIComponent('zubair pallerla')}`);
      expect(none).toMatchObject({ total: 0, rows: [] });
    });

    it('finds by roll number and by admission number, whole or in part', async () => {
      expect(names(await page('?q=25reg0002'))).toEqual(['Zubair Wahabuddin']);
      expect((await page('?q=25REG000')).total).toBe(3);
      const demo = await page('?q=22VC1A0501');
      expect(demo.rows.map((r) => r.rollNumber)).toEqual(['22VC1A0501']);
      expect(demo.rows[0]).toMatchObject({ formSaved: true, aadhaar: expect.stringMatching(/^XXXX XXXX \d{4}$/) });
      const older = await studentWithoutApplication(t.database.db, '21OLD0001');
      const unsaved = await page('?q=21OLD0001');
      expect(unsaved.rows).toEqual([
        expect.objectContaining({ studentId: older.id, formSaved: false, aadhaar: null, admissionNumber: null }),
      ]);

      const { admissionNumber, name } = saved[2];
      const byNumber = await page(`?q=${admissionNumber.toLowerCase()}`);
      expect(byNumber.rows.map((r) => r.name)).toEqual([name]);
      expect(byNumber.rows[0].admissionNumber).toBe(admissionNumber);
    });

    it('finds by the last four digits of the Aadhaar number, and answers it masked', async () => {
      const { aadhaar, name } = saved[1];
      const found = await register(`?q=${aadhaar.slice(-4)}`);
      expect(found.statusCode).toBe(200);
      const rows: AdmissionsRegisterRow[] = found.json().rows;
      const digits = aadhaar.slice(-4);
      expect(rows.find((r) => r.name === name)?.aadhaar).toBe(`XXXX XXXX ${digits}`);
      // Four digits are also part of a roll or admission number: every row found has them somewhere.
      for (const r of rows) expect(`${r.aadhaar} ${r.rollNumber} ${r.admissionNumber}`).toContain(digits);
      for (const s of saved) expect(found.body).not.toContain(s.aadhaar);
      // Any other four digits of the number find nothing: only the last four are searchable.
      expect((await page(`?q=${aadhaar.slice(0, 4)}`)).rows.map((r) => r.name)).not.toContain(name);
      // The whole number is not a search for it either.
      expect((await page(`?q=${aadhaar}`)).total).toBe(0);
    });

    it('finds by course, branch and batch, typed in the search box or chosen as filters', async () => {
      const mbaStudents = await studentCount([students.courseId, await idOf(courses, 'MBA')]);
      expect(mbaStudents).toBeGreaterThan(1);
      expect((await page('?q=mba')).total).toBe(mbaStudents);
      expect((await page('?course=MBA')).total).toBe(mbaStudents);
      expect((await page('?course=mba&pageSize=100')).rows.every((r) => r.course === 'MBA')).toBe(true);

      const eceStudents = await studentCount([students.branchId, await idOf(branches, 'ECE', 'B.Tech')]);
      const ece = await page('?course=B.Tech&branch=ECE&pageSize=100');
      expect(ece.total).toBe(eceStudents);
      expect(ece.rows.every((r) => r.branch === 'ECE' && r.course === 'B.Tech')).toBe(true);
      expect(names(await page(`?q=${encodeURIComponent('ece harika')}`))).toEqual(['Harika Devi Pallerla']);

      // Two-year courses (MBA, MCA) each have a batch of that name: the search means all of them.
      const sameName = await t.database.db.select().from(batches).where(eq(batches.name, '2025-2027'));
      expect(sameName.length).toBeGreaterThan(1);
      let batchStudents = 0;
      for (const b of sameName) batchStudents += await studentCount([students.batchId, b.id]);
      expect((await page('?q=2025-2027')).total).toBe(batchStudents);
      expect((await page('?batch=2025-2027')).total).toBe(batchStudents);
      expect(names(await page('?course=MBA&batch=2025-2027&q=wahabuddin'))).toEqual(['Zubair Wahabuddin']);
      expect(names(await page('?course=B.Tech&q=wahabuddin'))).toEqual(['Zoya Fathima Wahabuddin']);
    });

    it('answers an empty page for a course, batch or branch that does not exist, and takes wildcards literally', async () => {
      for (const query of ['?course=ASTRO', '?branch=ZZZ', '?batch=1999-2003', '?course=MBA&branch=CSE']) {
        expect(await page(query), query).toMatchObject({ total: 0, rows: [] });
      }
      expect((await page('?q=%25')).total).toBe(0);
      expect((await page('?q=_')).total).toBe(0);
      expect((await page(`?q=${encodeURIComponent('\\')}`)).total).toBe(0);
    });

    it('refuses out-of-bounds paging and overlong search text with 400 naming the field', async () => {
      const cases: [string, string][] = [
        ['?pageSize=0', 'pageSize'],
        ['?pageSize=101', 'pageSize'],
        ['?pageSize=ten', 'pageSize'],
        ['?page=0', 'page'],
        ['?page=10001', 'page'],
        ['?page=1.5', 'page'],
        ['?sort=age', 'sort'],
        [`?q=${'a'.repeat(101)}`, 'q'],
        [`?course=${'C'.repeat(31)}`, 'course'],
        [`?branch=${'C'.repeat(31)}`, 'branch'],
        [`?batch=${'2'.repeat(201)}`, 'batch'],
        ['?q=a&q=b', 'q'],
      ];
      for (const [query, field] of cases) {
        const res = await register(query);
        expect(res.statusCode, query).toBe(400);
        expect(res.json(), query).toMatchObject({ code: 'INVALID', field });
      }
      expect((await register('?pageSize=100&page=10000')).statusCode).toBe(200);
    });

    it('prints the admission PDF of a saved application, and refuses a student without one', async () => {
      const { studentId, admissionNumber, name, aadhaar } = saved[0];
      const res = await t.app.inject({ method: 'GET', url: `/api/admissions/pdfs/${studentId}`, headers: staff });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`inline; filename="admission-${admissionNumber}.pdf"`);
      const text = pdfText(res.rawPayload);
      expect(text).toContain(name);
      expect(text).toContain(admissionNumber);
      expect(text).toContain(`XXXX XXXX ${aadhaar.slice(-4)}`);
      expect(text).not.toContain(aadhaar);
      // Every date in the one style the screens use (ADR 0073): the day printed, of birth and of admission.
      expect(text).toMatch(/Date of Birth:?\s+21-03-2007/);
      expect(text).toMatch(/Date of Admission:?\s+01-08-2025/);
      expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);

      const older = await studentWithoutApplication(t.database.db, '21OLD0002');
      const none = await t.app.inject({ method: 'GET', url: `/api/admissions/pdfs/${older.id}`, headers: staff });
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: 'No admission form has been saved for this student',
        key: 'admissionRecords.noForm',
      });
      const missing = await t.app.inject({ method: 'GET', url: '/api/admissions/pdfs/2147483647', headers: staff });
      expect(missing.statusCode).toBe(404);
      const bad = await t.app.inject({ method: 'GET', url: '/api/admissions/pdfs/0', headers: staff });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('studentId');
    });

    it('keeps getApplicationFormData as the spec has it, and says how many there are in all', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData?limit=2', headers: staff });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(Array.isArray(list)).toBe(true);
      expect(list).toHaveLength(2);
      expect(list[0].applicationFormExcelM.aadharNo).toBe(`XXXX XXXX ${saved[2].aadhaar.slice(-4)}`);
      const [{ n }] = await t.database.db.select({ n: count() }).from(applications);
      expect(n).toBeGreaterThan(3);
      expect(res.headers['x-total-count']).toBe(String(n));
    });

    it('lets the principal read the register and print its forms, but not change, look up for change, add or upload', async () => {
      const principal = await bearer(t.app, 'principal');
      const read = await register('?pageSize=10', principal);
      expect(read.statusCode, read.body).toBe(200);
      expect((read.json() as AdmissionsRegisterPage).total).toBe(await studentCount());
      const { studentId, rollNumber } = saved[0];
      const pdf = await t.app.inject({ method: 'GET', url: `/api/admissions/pdfs/${studentId}`, headers: principal });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');

      const mp = multipart([
        {
          name: 'applicationFormData',
          value: JSON.stringify(fullForm({ ...ADMITTED[0], name: 'Changed By Principal' })),
          filename: 'blob',
          type: 'application/json',
        },
      ]);
      const upload = multipart([{ name: 'file', value: 'not a workbook', filename: 'admissions.xlsx', type: 'application/octet-stream' }]);
      const refused = [
        await t.app.inject({
          method: 'POST',
          url: `/api/saveApplicationFormData?editedStudentId=${studentId}`,
          payload: mp.payload,
          headers: { ...mp.headers, ...principal },
        }),
        await t.app.inject({ method: 'GET', url: `/api/admissions/students/${rollNumber}`, headers: principal }),
        await t.app.inject({ method: 'GET', url: '/api/getApplicationFormData', headers: principal }),
        await t.app.inject({ method: 'GET', url: '/api/getExcelForNewAdmissions', headers: principal }),
        await t.app.inject({ method: 'POST', url: '/api/getStudentadmissiondata', payload: { name: 'X' }, headers: principal }),
        await t.app.inject({
          method: 'POST',
          url: '/api/masterDataExcelsUploads?fileType=newAdmissionsForm',
          payload: upload.payload,
          headers: { ...upload.headers, ...principal },
        }),
      ];
      for (const res of refused) expect(res.statusCode, res.body).toBe(403);
      expect(names(await page(`?q=${rollNumber}`))).toEqual([saved[0].name]);
    });

    it('is for admissions staff and admins only', async () => {
      const admin = await bearer(t.app, 'admin');
      expect((await register('', admin)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/admissions/register' })).statusCode).toBe(401);
      const pdfUrl = `/api/admissions/pdfs/${saved[0].studentId}`;
      expect((await t.app.inject({ method: 'GET', url: pdfUrl })).statusCode).toBe(401);
      for (const user of ['student', 'examination', 'faculty', 'accountant']) {
        const headers = await bearer(t.app, user);
        expect((await register('', headers)).statusCode, user).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: pdfUrl, headers })).statusCode, user).toBe(403);
      }
    });
  });
}
