import { execFileSync } from 'node:child_process';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT_MESSAGES, type TitleResultsPage } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { createPdfWorkers } from '../../lib/pdf-workers.js';
import { createStudentRegister } from '../admissions/student-register.service.js';
import { createAuditService } from '../audit/audit.service.js';
import { createCollegeService } from '../public/college.service.js';
import { createMemoryCache, type ResultsCache } from './results-cache.js';
import { createResultsService } from './results.service.js';
import { examTitles, studentResults } from './results.table.js';
import { pdfText } from '../../../test/pdf-text.js';

const [PUBLISHED, , DRAFT] = DEMO_EXAM_TITLES.map((t) => t.title);
const STUDENTS = 12;

const enc = encodeURIComponent;

for (const target of targets) {
  describe(`staff view of a title's results and the draft grade sheet (${target})`, () => {
    let t: TestApp;
    let examination: Record<string, string>;
    /** The draft's students by roll number, as stored. */
    let draftRows: { rollNo: string; studentName: string; verificationCode: string }[];

    const list = (title: string, query: Record<string, string> = {}, headers = examination) =>
      t.app.inject({ method: 'GET', url: `/api/exam-results/${enc(title)}/students`, query, headers });
    const preview = (title: string, rollNo: string, headers = examination) =>
      t.app.inject({ method: 'GET', url: `/api/exam-results/${enc(title)}/students/${enc(rollNo)}/grade-sheet`, headers });

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: STUDENTS }, env: { RESULTS_RATE_LIMIT: '0', RESULTS_ROLL_RATE_LIMIT: '0' } });
      examination = await bearer(t.app, 'examination');
      draftRows = await t.database.db
        .select({
          rollNo: studentResults.rollNo,
          studentName: studentResults.studentName,
          verificationCode: studentResults.verificationCode,
        })
        .from(studentResults)
        .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
        .where(and(eq(examTitles.title, DRAFT), eq(examTitles.status, 'draft')))
        .orderBy(asc(studentResults.rollNo));
      expect(draftRows).toHaveLength(STUDENTS);
    });
    afterAll(async () => t?.close());

    it("lists a draft title's results page by page, by roll number", async () => {
      const res = await list(DRAFT, { page: '2', pageSize: '5' });
      expect(res.statusCode).toBe(200);
      const body = res.json() as TitleResultsPage;
      expect(body).toMatchObject({ title: DRAFT, status: 'draft', total: STUDENTS, page: 2, pageSize: 5 });
      expect(body.rows.map((r) => r.rollNo)).toEqual(draftRows.slice(5, 10).map((r) => r.rollNo));
      expect(body.rows[0]).toEqual({
        rollNo: draftRows[5].rollNo,
        studentName: draftRows[5].studentName,
        totalCredits: 21,
        earnedCredits: expect.any(Number),
        passCount: expect.any(Number),
        failCount: expect.any(Number),
        sgpa: expect.any(Number),
      });
      const last = (await list(DRAFT, { page: '3', pageSize: '5' })).json() as TitleResultsPage;
      expect(last.rows.map((r) => r.rollNo)).toEqual(draftRows.slice(10).map((r) => r.rollNo));
      expect(((await list(DRAFT, { page: '4', pageSize: '5' })).json() as TitleResultsPage).rows).toEqual([]);
      // 25 a page unless asked.
      expect((await list(DRAFT)).json()).toMatchObject({ page: 1, pageSize: 25, total: STUDENTS });
      expect(((await list(PUBLISHED)).json() as TitleResultsPage).status).toBe('published');
    });

    it('finds students by part of the roll number or of the name, in any case, and takes % and _ literally', async () => {
      const { rollNo, studentName } = draftRows[3];
      const byRoll = (await list(DRAFT, { search: rollNo.slice(-4).toLowerCase() })).json() as TitleResultsPage;
      expect(byRoll.rows.map((r) => r.rollNo)).toContain(rollNo);
      expect(
        byRoll.rows.every(
          (r) =>
            r.rollNo.toLowerCase().includes(rollNo.slice(-4).toLowerCase()) ||
            r.studentName.toLowerCase().includes(rollNo.slice(-4).toLowerCase()),
        ),
      ).toBe(true);
      const surname = studentName.split(' ').at(-1)!.toUpperCase();
      const byName = (await list(DRAFT, { search: surname })).json() as TitleResultsPage;
      expect(byName.rows.map((r) => r.studentName)).toContain(studentName);
      expect(byName.total).toBe(
        draftRows.filter((r) => r.studentName.toUpperCase().includes(surname) || r.rollNo.includes(surname)).length,
      );
      expect((await list(DRAFT, { search: '%' })).json()).toMatchObject({ total: 0, rows: [] });
      expect((await list(DRAFT, { search: '_' })).json()).toMatchObject({ total: 0, rows: [] });
    });

    it('previews a draft grade sheet marked DRAFT, without a verification code', async () => {
      const { rollNo, studentName, verificationCode } = draftRows[0];
      const res = await preview(DRAFT, `${rollNo.toLowerCase()} CSE`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('no-store');
      const text = pdfText(res.rawPayload);
      expect(text).toContain('DRAFT - not published; a preview for examination staff, not valid as a grade sheet');
      expect(text).toContain(studentName);
      expect(text).toContain(rollNo);
      expect(text).toContain(DRAFT);
      expect(text).toContain('Verification code: given when the results are published');
      expect(text).not.toContain(verificationCode);
      expect(execFileSync('pdfinfo', ['-'], { input: res.rawPayload, encoding: 'utf8' })).toMatch(/Title:\s+DRAFT Grade sheet/);
    });

    it('previews a published title as the public grade sheet, without DRAFT', async () => {
      const [row] = await t.database.db
        .select({ rollNo: studentResults.rollNo, code: studentResults.verificationCode })
        .from(studentResults)
        .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
        .where(eq(examTitles.title, PUBLISHED))
        .limit(1);
      const text = pdfText((await preview(PUBLISHED, row.rollNo)).rawPayload);
      expect(text).not.toContain('DRAFT');
      expect(text).toMatch(new RegExp(`Verification code:\\s*${row.code}`));
    });

    it("shows a change of the college's name and address on the very next grade sheet, public and preview", async () => {
      const [row] = await t.database.db
        .select({ rollNo: studentResults.rollNo })
        .from(studentResults)
        .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
        .where(eq(examTitles.title, PUBLISHED))
        .limit(1);
      const publicSheet = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/api/getExamResultByRollNoReport',
          query: { rollNo: row.rollNo, examTitle: PUBLISHED },
        });
        expect(res.statusCode).toBe(200);
        return pdfText(Buffer.from((res.json() as { b64: string }).b64, 'base64'));
      };
      const admin = await bearer(t.app, 'admin');
      const before = (await t.app.inject({ method: 'GET', url: '/api/college-settings', headers: admin })).json() as {
        code: string;
        name: string;
        aboutUs: string;
        contact: Record<string, unknown>;
      };
      // Both grade sheets have been made once with the settings as they were, so the header is kept.
      expect(await publicSheet()).toContain(before.name);
      expect(pdfText((await preview(PUBLISHED, row.rollNo)).rawPayload)).toContain(before.name);

      const changed = {
        code: before.code,
        name: 'Vasavi College of Engineering and Technology',
        aboutUs: before.aboutUs,
        contact: { ...before.contact, campus: 'Plot 7, Ibrahimbagh, Hyderabad 500031' },
      };
      const saved = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: changed });
      expect(saved.statusCode).toBe(200);

      const after = await publicSheet();
      expect(after).toContain('Vasavi College of Engineering and Technology');
      expect(after).toContain('Plot 7, Ibrahimbagh, Hyderabad 500031');
      expect(after).not.toContain(before.name);
      expect(pdfText((await preview(PUBLISHED, row.rollNo)).rawPayload)).toContain('Vasavi College of Engineering and Technology');

      const restored = await t.app.inject({ method: 'PUT', url: '/api/college-settings', headers: admin, payload: before });
      expect(restored.statusCode).toBe(200);
      expect(await publicSheet()).toContain(before.name);
    });

    it('keeps the draft from the public: lookup, grade sheet, verification and title list refuse it', async () => {
      const { rollNo, verificationCode } = draftRows[0];
      expect((await preview(DRAFT, rollNo)).statusCode).toBe(200);
      const lookup = await t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView', query: { rollNo, examTitle: DRAFT } });
      expect(lookup.statusCode).toBe(404);
      expect(lookup.json().message).toBe(RESULT_MESSAGES.noResult);
      const report = await t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoReport', query: { rollNo, examTitle: DRAFT } });
      expect(report.json()).toEqual({ success: 'False', message: RESULT_MESSAGES.noResult });
      expect((await t.app.inject({ method: 'GET', url: `/api/results/verify/${verificationCode}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy' })).json()).not.toContain(DRAFT);
    });

    it('keeps the staff list and preview for admin and examination staff', async () => {
      const { rollNo } = draftRows[0];
      expect((await t.app.inject({ method: 'GET', url: `/api/exam-results/${enc(DRAFT)}/students` })).statusCode).toBe(401);
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/exam-results/${enc(DRAFT)}/students/${rollNo}/grade-sheet` });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.headers['content-type']).not.toContain('pdf');
      for (const user of ['student', 'admissions', 'faculty', 'principal']) {
        const headers = await bearer(t.app, user);
        const listed = await list(DRAFT, {}, headers);
        expect([user, listed.statusCode]).toEqual([user, 403]);
        expect(listed.json().message).toBe(MESSAGES.forbidden);
        expect([user, (await preview(DRAFT, rollNo, headers)).statusCode]).toEqual([user, 403]);
      }
      const admin = await bearer(t.app, 'admin');
      expect((await list(DRAFT, {}, admin)).statusCode).toBe(200);
      expect((await preview(DRAFT, rollNo, admin)).statusCode).toBe(200);
    });

    it('answers 400 naming the field for out-of-bounds paging, search and roll number, and 404 for what is not there', async () => {
      for (const [query, field] of [
        [{ pageSize: '101' }, 'pageSize'],
        [{ pageSize: '0' }, 'pageSize'],
        [{ page: '0' }, 'page'],
        [{ page: '1.5' }, 'page'],
        [{ page: '100001' }, 'page'],
        [{ search: 'x'.repeat(101) }, 'search'],
      ] as const) {
        const res = await list(DRAFT, query);
        expect([field, res.statusCode]).toEqual([field, 400]);
        expect(res.json().field).toBe(field);
      }
      const long = await preview(DRAFT, 'A'.repeat(41));
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'rollNo', message: 'rollNo must have at most 40 characters' });
      const longTitle = await list('T'.repeat(151));
      expect(longTitle.statusCode).toBe(400);
      expect(longTitle.json().field).toBe('examTitle');

      expect((await list('No such title')).json()).toMatchObject({ code: 'NOT_FOUND', message: RESULT_MESSAGES.titleNotFound });
      expect((await preview('No such title', draftRows[0].rollNo)).statusCode).toBe(404);
      const none = await preview(DRAFT, '99XX9X9999');
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ code: 'NO_RESULT', message: RESULT_MESSAGES.noResult, key: 'results.noResult' });
    });

    it('reads drafts from the database only: the results-day cache is not touched', async () => {
      const inner = createMemoryCache();
      const calls: string[] = [];
      const watched: ResultsCache = {
        kind: inner.kind,
        get: (title, key) => (calls.push(`get ${title}`), inner.get(title, key)),
        generation: (title) => (calls.push(`generation ${title}`), inner.generation(title)),
        setMany: (title, entries, generation) => (calls.push(`setMany ${title}`), inner.setMany(title, entries, generation)),
        invalidate: (title) => (calls.push(`invalidate ${title}`), inner.invalidate(title)),
      };
      const db = t.database.db;
      const audit = createAuditService({ db });
      const pdfs = createPdfWorkers();
      const results = createResultsService({
        db,
        register: createStudentRegister(db),
        audit,
        college: createCollegeService({ db, audit }),
        cache: watched,
        pdfs,
        publicUrl: t.config.publicUrl,
      });
      try {
        expect((await results.titleResults(DRAFT, { page: 1, pageSize: 5 })).rows).toHaveLength(5);
        expect(pdfText(await results.previewGradeSheet(DRAFT, draftRows[0].rollNo))).toContain('DRAFT');
        expect(calls).toEqual([]);
        // The public lookup of the same draft does use the cache, and stores that there is nothing.
        expect(await results.lookup(DRAFT, draftRows[0].rollNo)).toBeNull();
        expect(calls.length).toBeGreaterThan(0);
        expect(await inner.get(DRAFT, draftRows[0].rollNo)).toBe('null');
      } finally {
        await pdfs.close();
      }
    });
  });
}
