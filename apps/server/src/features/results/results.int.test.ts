import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';
import { desc, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, RESULT_MESSAGES } from '@campus/shared';
import { bearer, createTestApp, engineFree, targets, type TestApp } from '../../../test/helpers.js';
import { registerStudents } from '../../../test/register-students.js';
import { DEMO_EXAM_TITLES } from '../../demo/seed-results.js';
import { createPdfWorkers } from '../../lib/pdf-workers.js';
import { createStudentRegister } from '../admissions/student-register.service.js';
import { createAuditService } from '../audit/audit.service.js';
import { auditLog } from '../audit/audit.table.js';
import { createCollegeService } from '../public/college.service.js';
import { createRedisCache, type ResultsCache } from './results-cache.js';
import { SECURITY_HEADERS } from './results.routes.js';
import { createResultsService } from './results.service.js';

const [PUBLISHED, , DRAFT] = DEMO_EXAM_TITLES.map((t) => t.title);
const HEADER = ['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks'];
type Row = (string | number)[];

async function xlsx(rows: Row[], header = HEADER): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Results');
  ws.addRow(header);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function xls(rows: Row[]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Results');
  return XLSX.write(wb, { type: 'buffer', bookType: 'biff8' }) as Buffer;
}

/** A multipart body with the workbook in the field the spec names (excelFileUpload). */
function multipart(file: Buffer, fileName: string) {
  const boundary = '----campus' + Math.random().toString(16).slice(2);
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="excelFileUpload"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function withPdf<T>(b64: string, use: (file: string, dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grade-sheet-'));
  const file = path.join(dir, 'report.pdf');
  fs.writeFileSync(file, Buffer.from(b64, 'base64'));
  try {
    return use(file, dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const pdfText = (b64: string) => withPdf(b64, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));

/** The images placed on the page, as `pdfimages -list` names them (type, width, height). */
const pdfImages = (b64: string) =>
  withPdf(b64, (file) =>
    execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => {
        const [, , type, width, height] = line.trim().split(/\s+/);
        return { type, width: Number(width), height: Number(height) };
      }),
  );

/** Renders the page as a phone camera would see it (150 dpi, grey) and reads the QR code on it. */
function pdfQrCode(b64: string): string | undefined {
  return withPdf(b64, (file, dir) => {
    execFileSync('pdftoppm', ['-r', '150', '-gray', '-singlefile', file, path.join(dir, 'page')]);
    const pgm = fs.readFileSync(path.join(dir, 'page.pgm'));
    const [header, width, height] = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'))!;
    const grey = pgm.subarray(header.length);
    const rgba = new Uint8ClampedArray(Number(width) * Number(height) * 4);
    for (let i = 0; i < grey.length; i++) rgba.set([grey[i], grey[i], grey[i], 255], i * 4);
    return jsQR(rgba, Number(width), Number(height))?.data;
  });
}

/** Where the college serves the app (PUBLIC_URL); grade sheets link there and nowhere else. */
const PUBLIC_URL = 'https://results.vcet.edu.in';

const TITLE = 'B.Tech III-I Semester Supplementary Examinations, January 2027';
/** Two students: 23VC1A0598 passes everything, 23VC1A0599 fails one course and is absent in another. */
const GOOD_ROWS: Row[] = [
  ['23VC1A0598', 'Keerthi Reddy', TITLE, 'CS501PC', 'Computer Networks', 3, 90],
  ['23VC1A0598', 'Keerthi Reddy', TITLE, 'CS502PC', 'Compiler Design', 3, 89],
  ['23VC1A0598', 'Keerthi Reddy', TITLE, 'CS503PC', 'Machine Learning', 4, 50],
  ['23VC1A0598', 'Keerthi Reddy', TITLE, 'CS507LC', 'Computer Networks Lab', 1.5, 100],
  ['23vc1a0599', 'Rahul Naidu', TITLE, 'cs501pc', 'Computer Networks', 3, 49],
  ['23VC1A0599', 'Rahul Naidu', TITLE, 'CS502PC', 'Compiler Design', 3, 'AB'],
  ['23VC1A0599', 'Rahul Naidu', TITLE, 'CS503PC', 'Machine Learning', 4, 79],
  ['23VC1A0599', 'Rahul Naidu', TITLE, 'CS507LC', 'Computer Networks Lab', 1.5, 60],
];

/** The students the files below name, besides the demo ones. */
const REGISTERED = [
  ['23VC1A0598', 'Keerthi Reddy'],
  ['23VC1A0599', 'Rahul Naidu'],
  ['24XT1E0001', 'Sahithi Rao'],
  ['24XT1A0501', 'Arjun Rao'],
  ['24XT1A0502', 'Divya Rao'],
  ['24XT1A0503', 'Navya Rao'],
  ['24XT1A0504', 'Kiran Rao'],
  ['24XT1A0505', 'Lata Rao'],
  ['24XT1D0501', 'Anil Kumar'],
  ['24XT1D0502', 'Bhavana Rao'],
  ['24XT1D0503', 'Chaitanya Varma'],
].map(([rollNumber, fullName]) => ({ rollNumber, fullName }));

for (const target of targets) {
  describe(`exam results (${target})`, () => {
    let t: TestApp;
    let examination: Record<string, string>;
    let admin: Record<string, string>;
    let student: Record<string, string>;
    let admissions: Record<string, string>;
    let demoRoll: string;

    const upload = (file: Buffer, name: string, headers = examination) => {
      const body = multipart(file, name);
      return t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const lookup = (rollNo: string, examTitle: string) =>
      t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView', query: { rollNo, examTitle } });
    const report = (rollNo: string, examTitle: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoReport', query: { rollNo, examTitle }, headers });
    const publicTitles = async () => (await t.app.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy' })).json() as string[];
    const staffTitles = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/exam-results/titles', headers: examination })).json() as {
        title: string;
        status: string;
        students: number;
      }[];
    const setStatus = (title: string, action: 'publish' | 'unpublish', headers = examination) =>
      t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(title)}/${action}`, headers });

    beforeAll(async () => {
      // Proxies are trusted here, so that not even a believed X-Forwarded-Host can steer the grade sheet's link.
      t = await createTestApp(target, {
        env: { RESULTS_RATE_LIMIT: '0', RESULTS_ROLL_RATE_LIMIT: '0', PUBLIC_URL, TRUST_PROXY: '127.0.0.1' },
      });
      [examination, admin, student, admissions] = await Promise.all(
        ['examination', 'admin', 'student', 'admissions'].map((u) => bearer(t.app, u)),
      );
      const titles = await publicTitles();
      expect(titles.length).toBeGreaterThanOrEqual(2);
      const any = await t.database.db.query.studentResults.findFirst();
      demoRoll = any!.rollNo;
      await registerStudents(t.database.db, REGISTERED);
    });
    afterAll(async () => t?.close());

    it('lists only published titles publicly; the demo draft is for staff only', async () => {
      const titles = await publicTitles();
      expect(titles).toContain(PUBLISHED);
      expect(titles).not.toContain(DRAFT);
      const staff = await staffTitles();
      expect(staff.find((s) => s.title === DRAFT)).toMatchObject({ status: 'draft', students: 40 });
      expect(staff.find((s) => s.title === PUBLISHED)).toMatchObject({ status: 'published', students: 40 });
    });

    it('answers the lookup exactly in the shape of spec 000 section 3', async () => {
      const res = await lookup(demoRoll, PUBLISHED);
      expect(res.statusCode).toBe(200);
      // Short enough that an unpublished result is gone from browsers and proxies within seconds.
      expect(res.headers['cache-control']).toBe('public, max-age=10');
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual([
        'earnedCredits',
        'failCount',
        'listofRecords',
        'passCount',
        'studentName',
        'studentRollNo',
        'totalCredits',
      ]);
      expect(body.studentRollNo).toBe(demoRoll);
      expect(body.listofRecords).toHaveLength(8);
      for (const r of body.listofRecords) {
        expect(Object.keys(r).sort()).toEqual(['course', 'courseCode', 'credits', 'examTitle', 'grade', 'gradePoints', 'sgpa', 'status']);
        expect(r.examTitle).toBe(PUBLISHED);
      }
      expect(body.passCount + body.failCount).toBe(8);
      expect(body.totalCredits).toBe(21);
    });

    it('sends the same security headers as every other answer', async () => {
      const other = await t.app.inject({ method: 'GET', url: '/api/getCollegeName' });
      const ordinary = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'cache-control', 'vary', 'etag']);
      const helmetNames = Object.keys(other.headers).filter((h) => !ordinary.has(h));
      expect(helmetNames.sort()).toEqual(Object.keys(SECURITY_HEADERS).sort());
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, other.headers[name]]).toEqual([name, value]);
      for (const res of [
        await lookup(demoRoll, PUBLISHED),
        await lookup('', PUBLISHED),
        await t.app.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy' }),
      ]) {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect([name, res.headers[name]]).toEqual([name, value]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it('uses the first token of the roll number, in any case', async () => {
      const plain = (await lookup(demoRoll, PUBLISHED)).json();
      const res = await lookup(`${demoRoll.toLowerCase()} (B.Tech CSE)`, PUBLISHED);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(plain);
    });

    it('says clearly when there is no result, and asks for a roll number when it is empty', async () => {
      const none = await lookup('99XX9X9999', PUBLISHED);
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(RESULT_MESSAGES.noResult);
      const empty = await lookup('  ', PUBLISHED);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(MESSAGES.enterRollNumber);
    });

    it('does not show results of a draft title', async () => {
      expect((await lookup(demoRoll, DRAFT)).statusCode).toBe(404);
      expect((await report(demoRoll, DRAFT)).json()).toMatchObject({ success: 'False' });
    });

    it('imports a good .xlsx as a draft with grades, points, SGPA and credits computed', async () => {
      const res = await upload(await xlsx(GOOD_ROWS), 'results.xlsx');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.excelUploaded, key: 'upload.uploaded', imported: 8 });
      expect((await staffTitles()).find((s) => s.title === TITLE)).toMatchObject({ status: 'draft', students: 2 });
      expect(await publicTitles()).not.toContain(TITLE);
      expect((await lookup('23VC1A0598', TITLE)).statusCode).toBe(404);

      expect((await setStatus(TITLE, 'publish')).statusCode).toBe(200);
      const pass = (await lookup('23VC1A0598', TITLE)).json();
      expect(pass).toMatchObject({ studentName: 'Keerthi Reddy', totalCredits: 11.5, earnedCredits: 11.5, passCount: 4, failCount: 0 });
      expect(pass.listofRecords.map((r: { grade: string; gradePoints: number }) => `${r.grade}${r.gradePoints}`)).toEqual([
        'S10',
        'A9',
        'D6',
        'S10',
      ]);
      // (3×10 + 3×9 + 4×6 + 1.5×10) / 11.5 = 96 / 11.5 = 8.347…
      expect(pass.listofRecords[0].sgpa).toBe(8.35);

      const fail = (await lookup('23VC1A0599', TITLE)).json();
      expect(fail).toMatchObject({ studentRollNo: '23VC1A0599', totalCredits: 11.5, earnedCredits: 5.5, passCount: 2, failCount: 2 });
      expect(fail.listofRecords.map((r: { grade: string; status: string }) => `${r.grade} ${r.status}`)).toEqual([
        'F Fail',
        'AB Fail',
        'B Pass',
        'C Pass',
      ]);
      expect(fail.listofRecords[0].courseCode).toBe('CS501PC');
      // (3×0 + 3×0 + 4×8 + 1.5×7) / 11.5 = 42.5 / 11.5 = 3.695…
      expect(fail.listofRecords[0].sgpa).toBe(3.7);

      const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, TITLE)).orderBy(desc(auditLog.id));
      expect(audit.map((a) => a.action)).toEqual(['publish', 'upload']);
      expect(audit[0].actorUsername).toBe('examination');
    });

    it('refuses an upload into a published title (409) until it is unpublished', async () => {
      const changed = GOOD_ROWS.map((r) => (r[0] === '23VC1A0598' && r[3] === 'CS503PC' ? [...r.slice(0, 6), 95] : r));
      const refused = await upload(await xlsx(changed), 'results.xlsx');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain(RESULT_MESSAGES.titlePublished);

      expect((await lookup('23VC1A0598', TITLE)).json().listofRecords[2].grade).toBe('D');
      expect((await setStatus(TITLE, 'unpublish')).json()).toMatchObject({ status: 'draft', publishedAt: null });
      const [unpublished] = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, TITLE))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(unpublished).toMatchObject({
        action: 'unpublish',
        entity: 'exam_title',
        actorUsername: 'examination',
        details: { previous: 'published' },
      });
      expect(unpublished.actorUserId).toEqual(expect.any(Number));
      // The cached answer is gone with the unpublication.
      expect((await lookup('23VC1A0598', TITLE)).statusCode).toBe(404);
      expect(await publicTitles()).not.toContain(TITLE);

      expect((await upload(await xlsx(changed), 'results.xlsx')).statusCode).toBe(200);
      expect((await setStatus(TITLE, 'publish')).statusCode).toBe(200);
      expect(await publicTitles()).toContain(TITLE);
      const again = (await lookup('23VC1A0598', TITLE)).json();
      expect(again.listofRecords[2]).toMatchObject({ grade: 'S', gradePoints: 10 });
      // (3×10 + 3×9 + 4×10 + 1.5×10) / 11.5 = 112 / 11.5 = 9.739…
      expect(again.listofRecords[0].sgpa).toBe(9.74);
    });

    it('imports a legacy .xls file too', async () => {
      const title = 'MBA I Semester Regular Examinations, February 2027';
      const res = await upload(xls([['24XT1E0001', 'Sahithi Rao', title, 'MB101PC', 'Managerial Economics', 4, 72]]), 'results.xls');
      expect(res.statusCode).toBe(200);
      expect((await staffTitles()).find((s) => s.title === title)).toMatchObject({ status: 'draft', students: 1 });
    });

    it('rejects a file with bad rows with a per-row error list and imports nothing', async () => {
      const title = 'Bad file title';
      const rows: Row[] = [
        ['24XT1A0501', 'Arjun Rao', title, 'CS101', 'Programming', 3, 75],
        ['24XT1A0501', 'Arjun Rao', title, 'CS102', 'Mathematics', 3, 101],
        ['24XT1A0501', 'Arjun Rao', title, 'CS101', 'Programming again', 3, 60],
        ['24XT1A0502', 'Divya Rao', title, 'CS101', 'Programming', 0, 50],
        ['24XT1A0503', 'Navya Rao', title, 'CS101', 'Programming', 'three', 'absent'],
        ['', 'No Roll', title, 'CS101', 'Programming', 3, 40],
        ['24XT1A0504', 'Kiran Rao', title, 'CS101', 'Programming', -2, 50],
        ['24XT1A0505', 'Lata Rao', title, 'CS101', 'Programming', 45, 50],
      ];
      const res = await upload(
        await xlsx(
          rows.map((r) => [...r, 'x']),
          [...HEADER, 'remarks'],
        ),
        'bad.xlsx',
      );
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe(RESULT_MESSAGES.rowsInvalid);
      expect(body.errors).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ row: 1, column: 'remarks' }),
          { row: 3, column: 'marks', message: 'marks must be a number from 0 to 100, or AB for absent', key: 'results.marks' },
          expect.objectContaining({
            row: 4,
            column: 'courseCode',
            message: 'Course CS101 appears twice for roll number 24XT1A0501 (also row 2)',
          }),
          { row: 5, column: 'credits', message: 'credits must be a positive number', key: 'results.creditsPositive' },
          { row: 6, column: 'credits', message: 'credits must be a positive number', key: 'results.creditsPositive' },
          { row: 6, column: 'marks', message: 'marks must be a number from 0 to 100, or AB for absent', key: 'results.marks' },
          { row: 7, column: 'rollNo', message: 'rollNo is required', key: 'input.required', params: { field: 'rollNo' } },
          { row: 8, column: 'credits', message: 'credits must be a positive number', key: 'results.creditsPositive' },
          { row: 9, column: 'credits', message: 'credits must be at most 40', key: 'results.creditsMax', params: { max: '40' } },
        ]),
      );
      expect(body.errors).toHaveLength(9);
      expect((await staffTitles()).map((s) => s.title)).not.toContain(title);
    });

    it('reports an unknown column on the row where the header is, also below empty rows', async () => {
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Results');
      ws.getRow(3).values = [...HEADER, 'remarks'];
      ws.getRow(4).values = ['24XT1A0601', 'Meena Rao', 'Header row title', 'CS101', 'Programming', 3, 101, 'late'];
      const res = await upload(Buffer.from(await wb.xlsx.writeBuffer()), 'offset.xlsx');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          row: 3,
          column: 'remarks',
          message: `Unknown column 'remarks': the columns are ${HEADER.join(', ')}`,
          key: 'results.unknownColumn',
          params: { column: 'remarks', columns: HEADER.join(', ') },
        },
        { row: 4, column: 'marks', message: 'marks must be a number from 0 to 100, or AB for absent', key: 'results.marks' },
      ]);
    });

    it('re-uploading into a draft title replaces the students in the file and keeps the others', async () => {
      const title = 'M.Tech I Semester Regular Examinations, March 2027';
      const first: Row[] = [
        ['24XT1D0501', 'Anil Kumar', title, 'MT101', 'Advanced Algorithms', 4, 81],
        ['24XT1D0501', 'Anil Kumar', title, 'MT102', 'Machine Learning', 4, 72],
        ['24XT1D0502', 'Bhavana Rao', title, 'MT101', 'Advanced Algorithms', 4, 45],
        ['24XT1D0502', 'Bhavana Rao', title, 'MT102', 'Machine Learning', 4, 30],
      ];
      // The demo college keeps a curriculum without M.Tech's first semester: the codes are reported and kept.
      expect((await upload(await xlsx(first), 'part-1.xlsx')).json()).toEqual({
        message: MESSAGES.excelUploaded,
        key: 'upload.uploaded',
        imported: 4,
        notes: [
          {
            message: `Subject codes the curriculum does not know (kept as the file names them): MT101, MT102`,
            key: 'curriculum.unknownSubjects',
            params: { codes: 'MT101, MT102' },
          },
        ],
      });
      // The second file corrects one student (her whole course list) and adds another.
      const second: Row[] = [
        ['24XT1D0502', 'Bhavana Rao', title, 'MT101', 'Advanced Algorithms', 4, 65],
        ['24XT1D0503', 'Chaitanya Varma', title, 'MT101', 'Advanced Algorithms', 4, 93],
      ];
      expect((await upload(await xlsx(second), 'part-2.xlsx')).json()).toEqual({
        message: MESSAGES.excelUploaded,
        key: 'upload.uploaded',
        imported: 2,
        notes: [
          {
            message: `Subject codes the curriculum does not know (kept as the file names them): MT101`,
            key: 'curriculum.unknownSubjects',
            params: { codes: 'MT101' },
          },
        ],
      });
      expect((await staffTitles()).find((s) => s.title === title)).toMatchObject({ status: 'draft', students: 3 });

      expect((await setStatus(title, 'publish')).statusCode).toBe(200);
      const kept = (await lookup('24XT1D0501', title)).json();
      expect(kept.listofRecords.map((r: { courseCode: string; grade: string }) => `${r.courseCode} ${r.grade}`)).toEqual([
        'MT101 A',
        'MT102 B',
      ]);
      const replaced = (await lookup('24XT1D0502', title)).json();
      expect(replaced).toMatchObject({ passCount: 1, failCount: 0, totalCredits: 4 });
      expect(replaced.listofRecords.map((r: { courseCode: string; grade: string }) => `${r.courseCode} ${r.grade}`)).toEqual(['MT101 C']);
      expect((await lookup('24XT1D0503', title)).json().listofRecords[0]).toMatchObject({ courseCode: 'MT101', grade: 'S' });
    });

    it('names what is wrong with the file itself', async () => {
      const notExcel = await upload(Buffer.from('rollNo,marks\n1,2\n'), 'results.csv');
      expect(notExcel.statusCode).toBe(400);
      expect(notExcel.json().code).toBe('NOT_EXCEL');
      const corrupt = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]), 'broken.xlsx');
      expect(corrupt.statusCode).toBe(400);
      expect(corrupt.json().code).toBe('CORRUPT_FILE');
      const empty = await upload(await xlsx([]), 'empty.xlsx');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().code).toBe('EMPTY_SHEET');
      const missing = await upload(await xlsx([['23VC1A0501', 'A B', 'T', 'C1', 'Course']], HEADER.slice(0, 5)), 'missing.xlsx');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toContain('credits, marks');
      const tooLarge = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(21 * 1024 * 1024)]), 'huge.xlsx');
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('The file is too large');
    });

    it('answers a grade sheet PDF with the name, SGPA, date of issue and a working verification code', async () => {
      const result = (await lookup(demoRoll, PUBLISHED)).json();
      const res = await report(`${demoRoll} extra`, PUBLISHED);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.success).toBe('True');
      const text = pdfText(body.b64);
      expect(text).toContain(result.studentName);
      expect(text).toContain(demoRoll);
      expect(text).toContain(result.listofRecords[0].sgpa.toFixed(2));
      expect(text).toContain('Vidyanagar College of Engineering & Technology');
      expect(text).toContain('Date of issue');
      expect(text).toContain(result.listofRecords[0].course);
      const code = /Verification code:\s*([A-Z0-9]{10})/.exec(text)?.[1];
      expect(code).toBeDefined();
      expect(text).toContain(`/results/verify/${code}`);
      expect(execFileSync('pdfinfo', ['-'], { input: Buffer.from(body.b64, 'base64'), encoding: 'utf8' })).toMatch(/Pages:\s+1\n/);
      // The college logo is the one picture on the page; the QR code is drawn and leads to the verification page.
      expect(pdfImages(body.b64)).toEqual([expect.objectContaining({ type: 'image', width: expect.any(Number) })]);
      expect(pdfImages(body.b64)[0].width).toBeGreaterThan(16);
      expect(pdfQrCode(body.b64)).toBe(`${PUBLIC_URL}/results/verify/${code}`);

      const verified = await t.app.inject({ method: 'GET', url: `/api/results/verify/${code}` });
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({
        code,
        examTitle: PUBLISHED,
        collegeName: 'Vidyanagar College of Engineering & Technology',
        result,
      });
    });

    it('points the QR code and the printed link at PUBLIC_URL, whatever Host a request names (issue 9, item 10)', async () => {
      for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' }] as Record<
        string,
        string
      >[]) {
        const res = await report(demoRoll, PUBLISHED, headers);
        expect(res.statusCode).toBe(200);
        const b64 = res.json().b64;
        const code = /Verification code:\s*([A-Z0-9]{10})/.exec(pdfText(b64))![1];
        expect(pdfQrCode(b64)).toBe(`${PUBLIC_URL}/results/verify/${code}`);
        expect(pdfText(b64)).not.toContain('evil.example');
      }
    });

    it('answers success False for a report without a result, and 404 for an unknown verification code', async () => {
      expect((await report('99XX9X9999', PUBLISHED)).json()).toEqual({ success: 'False', message: RESULT_MESSAGES.noResult });
      const bad = await t.app.inject({ method: 'GET', url: '/api/results/verify/ZZZZZZZZZZ' });
      expect(bad.statusCode).toBe(404);
      expect(bad.json().message).toBe(RESULT_MESSAGES.invalidVerification);
    });

    it('withdraws the verification page when the title is unpublished', async () => {
      const text = pdfText((await report('23VC1A0599', TITLE)).json().b64);
      const code = /Verification code:\s*([A-Z0-9]{10})/.exec(text)![1];
      expect((await t.app.inject({ method: 'GET', url: `/api/results/verify/${code}` })).statusCode).toBe(200);
      await setStatus(TITLE, 'unpublish');
      expect((await t.app.inject({ method: 'GET', url: `/api/results/verify/${code}` })).statusCode).toBe(404);
      await setStatus(TITLE, 'publish');
      expect((await t.app.inject({ method: 'GET', url: `/api/results/verify/${code}` })).statusCode).toBe(200);
    });

    it('keeps upload and publication for admin and examination staff', async () => {
      const file = await xlsx(GOOD_ROWS.slice(0, 1).map((r) => [r[0], r[1], 'Access test', ...r.slice(3)]));
      const anonymous = multipart(file, 'r.xlsx');
      const noToken = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: anonymous.payload,
        headers: anonymous.headers,
      });
      expect(noToken.statusCode).toBe(401);
      expect((await upload(file, 'r.xlsx', student)).statusCode).toBe(403);
      expect((await upload(file, 'r.xlsx', admissions)).statusCode).toBe(403);
      expect((await upload(file, 'r.xlsx', admin)).statusCode).toBe(200);

      expect((await t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(DRAFT)}/publish` })).statusCode).toBe(401);
      const forbidden = await setStatus(DRAFT, 'publish', student);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json().message).toBe(MESSAGES.forbidden);
      expect((await t.app.inject({ method: 'GET', url: '/api/exam-results/titles', headers: student })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/exam-results/titles' })).statusCode).toBe(401);
      expect((await setStatus('No such title', 'publish')).statusCode).toBe(404);
    });

    it('serves the upload template with the seven columns', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/exam-results/template', headers: examination });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('exam-results-template.xlsx');
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
      expect((wb.worksheets[0].getRow(1).values as string[]).slice(1)).toEqual(HEADER);
      expect(wb.worksheets[0].actualRowCount).toBe(1);
      const help = wb.getWorksheet('How to fill')!;
      expect((help.lastRow!.values as unknown[]).slice(1, 3)).toEqual(['23VC1A0501', 'Aarav Reddy']);
      expect((await t.app.inject({ method: 'GET', url: '/api/exam-results/template', headers: student })).statusCode).toBe(403);

      // Uploaded unchanged, the template holds no results: nothing is imported.
      const unchanged = await upload(res.rawPayload as Buffer, 'exam-results-template.xlsx');
      expect(unchanged.statusCode).toBe(400);
      expect(unchanged.json()).toMatchObject({ code: 'EMPTY_SHEET', message: 'The first sheet of the workbook has no data rows' });
    });
  });

  describe(`exam results on results day (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 }, env: { RESULTS_RATE_LIMIT: '3' } });
    });
    afterAll(async () => t?.close());

    it('rate limits lookups and reports per address with a clear 429', async () => {
      const roll = (await t.database.db.query.studentResults.findFirst())!.rollNo;
      const ask = (ip: string, url = '/api/getExamResultByRollNoView') =>
        t.app.inject({ method: 'GET', url, query: { rollNo: roll, examTitle: PUBLISHED }, remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await ask('10.1.1.1')).statusCode).toBe(200);
      const limited = await ask('10.1.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: RESULT_MESSAGES.rateLimited, code: 'RATE_LIMITED', key: 'results.rateLimited' });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await ask('10.1.1.1', '/api/getExamResultByRollNoReport')).statusCode).toBe(429);
      // Another address is not affected; the title list is not limited.
      expect((await ask('10.1.1.2')).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy', remoteAddress: '10.1.1.1' })).statusCode).toBe(200);
    });
  });

  describe(`results limits a campus lab survives (${target})`, () => {
    let t: TestApp;
    let rolls: string[];
    const ask = (rollNo: string, ip: string, call = 'getExamResultByRollNoView') =>
      t.app.inject({ method: 'GET', url: `/api/${call}`, query: { rollNo, examTitle: PUBLISHED }, remoteAddress: ip });
    beforeAll(async () => {
      // The default limits, as shipped.
      t = await createTestApp(target, { seed: { students: 61 } });
      const title = await t.database.db.query.examTitles.findFirst({ where: (e, { eq }) => eq(e.title, PUBLISHED) });
      const rows = await t.database.db.query.studentResults.findMany({ where: (r, { eq }) => eq(r.examTitleId, title!.id) });
      rolls = [...new Set(rows.map((r) => r.rollNo))];
    });
    afterAll(async () => t?.close());

    it('lets a lab of sixty students behind one campus address look up and download their grade sheet twice a minute', async () => {
      const lab = rolls.slice(0, 60);
      expect(lab).toHaveLength(60);
      const answers: number[] = [];
      for (let round = 0; round < 2; round++) {
        for (const rollNo of lab) {
          answers.push((await ask(rollNo, '10.2.0.1')).statusCode);
          answers.push((await ask(rollNo, '10.2.0.1', 'getExamResultByRollNoReport')).statusCode);
        }
      }
      expect(answers).toHaveLength(240);
      expect(answers.filter((status) => status !== 200)).toEqual([]);
    });

    it('limits one roll number from any address to RESULTS_ROLL_RATE_LIMIT a minute (30), with the clear 429', async () => {
      const rollNo = rolls[60]!;
      for (let i = 0; i < 30; i++) expect((await ask(rollNo, `10.3.0.${i}`)).statusCode).toBe(200);
      const limited = await ask(rollNo, '10.3.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ message: RESULT_MESSAGES.rateLimited, code: 'RATE_LIMITED', key: 'results.rateLimited' });
      expect((await ask(rollNo.toLowerCase(), '10.3.1.2')).statusCode).toBe(429);
      expect((await ask(rolls[0]!, '10.3.1.1')).statusCode).toBe(200);
    });

    it('counts words after a roll number and another case as the same roll number: 40 spellings of one hit its limit', async () => {
      const rollNo = rolls[59]!;
      const spellings = Array.from(
        { length: 40 },
        (_, i) => [`${rollNo} x${i + 1}`, `  ${rollNo.toLowerCase()}\tx${i + 1}`, `${rollNo}   (CSE) ${i + 1}`][i % 3]!,
      );
      const answers: number[] = [];
      for (const [i, spelling] of spellings.entries())
        answers.push((await ask(spelling, `10.4.0.${i}`, i % 2 ? 'getExamResultByRollNoReport' : 'getExamResultByRollNoView')).statusCode);
      // At most RESULTS_ROLL_RATE_LIMIT (30) are answered, however many of them the lab test above took.
      expect(answers.slice(30)).toEqual(Array(10).fill(429));
      expect(answers.filter((status) => status !== 200 && status !== 429)).toEqual([]);
      expect((await ask(rollNo, '10.4.1.1')).statusCode).toBe(429);
    });
  });
}

/** The shared cache of several server copies; runs when TEST_REDIS_URL is set. */
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(engineFree && redisUrl)('exam results cached in Redis', () => {
  let t: TestApp;
  let redis: Redis;
  const keyOf = (title: string, key = '') => `campus:results:${crypto.createHash('sha1').update(title).digest('hex')}:${key}`;
  const lookup = (rollNo: string) =>
    t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView', query: { rollNo, examTitle: PUBLISHED } });

  beforeAll(async () => {
    t = await createTestApp('pglite', {
      seed: { students: 5 },
      env: { RESULTS_RATE_LIMIT: '0', RESULTS_ROLL_RATE_LIMIT: '0', REDIS_URL: redisUrl! },
    });
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    redis?.disconnect();
    await t?.close();
  });

  it('fills the shared cache on publish and empties it on unpublish', async () => {
    const headers = await bearer(t.app, 'examination');
    const roll = (await t.database.db.query.studentResults.findFirst())!.rollNo;
    const keysOf = () => redis.keys(`${keyOf(PUBLISHED)}*`);
    const action = (a: string) => t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(PUBLISHED)}/${a}`, headers });

    expect((await action('unpublish')).statusCode).toBe(200);
    expect(await keysOf()).toEqual([]);
    expect((await lookup(roll)).statusCode).toBe(404);

    expect((await action('publish')).statusCode).toBe(200);
    // Warmed after the publish answered: five results and their five verification codes.
    await t.app.settled();
    expect((await keysOf()).length).toBe(10);
    const shown = await lookup(roll);
    expect(shown.statusCode).toBe(200);
    expect(JSON.parse((await redis.get(keyOf(PUBLISHED, roll)))!)).toEqual(shown.json());
  });

  it('never lets another server copy store an answer it read before this copy unpublished the title', async () => {
    // Copy B: a second results service over the same database with its own Redis connection. It is
    // held after reading the database and before storing what it read.
    const connectionB = new Redis(redisUrl!);
    const audit = createAuditService({ db: t.database.db });
    const sharedB = createRedisCache(connectionB);
    let reached!: () => void;
    const atStore = new Promise<void>((resolve) => (reached = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const heldCache: ResultsCache = {
      ...sharedB,
      async setMany(title, entries, generation) {
        reached();
        await held;
        return sharedB.setMany(title, entries, generation);
      },
    };
    const pdfsB = createPdfWorkers();
    const copyB = createResultsService({
      db: t.database.db,
      register: createStudentRegister(t.database.db),
      audit,
      college: createCollegeService({ db: t.database.db, audit }),
      cache: heldCache,
      pdfs: pdfsB,
      publicUrl: t.config.publicUrl,
    });
    const headers = await bearer(t.app, 'examination');
    const roll = (await t.database.db.query.studentResults.findFirst())!.rollNo;
    try {
      expect((await lookup(roll)).statusCode).toBe(200);
      // As if the entry had been evicted: copy B misses it and reads the database.
      await redis.del(keyOf(PUBLISHED, roll));
      const answerB = copyB.lookupJson(PUBLISHED, roll);
      await atStore;

      // Meanwhile copy A (the app) unpublishes the title.
      const unpublished = await t.app.inject({
        method: 'POST',
        url: `/api/exam-results/${encodeURIComponent(PUBLISHED)}/unpublish`,
        headers,
      });
      expect(unpublished.statusCode).toBe(200);
      release();
      expect(JSON.parse(await answerB).studentRollNo).toBe(roll);

      // B's stale answer was not stored: neither copy shows the withdrawn result.
      expect(await redis.get(keyOf(PUBLISHED, roll))).toBeNull();
      expect((await lookup(roll)).statusCode).toBe(404);
      expect(await copyB.lookupJson(PUBLISHED, roll)).toBe('null');
    } finally {
      release();
      await t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(PUBLISHED)}/publish`, headers });
      await pdfsB.close();
      connectionB.disconnect();
    }
    expect((await lookup(roll)).statusCode).toBe(200);
  });
});

describe.runIf(engineFree)('exam results while Redis is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on this port: every Redis command fails.
    t = await createTestApp('pglite', { seed: { students: 5 }, env: { RESULTS_RATE_LIMIT: '3', REDIS_URL: 'redis://127.0.0.1:6390' } });
  });
  afterAll(async () => t?.close());

  it('answers lookups, titles and grade sheets from the database, still rate limited', async () => {
    const roll = (await t.database.db.query.studentResults.findFirst())!.rollNo;
    const ask = (url: string) =>
      t.app.inject({ method: 'GET', url, query: { rollNo: roll, examTitle: PUBLISHED }, remoteAddress: '10.2.2.2' });
    const found = await ask('/api/getExamResultByRollNoView');
    expect(found.statusCode).toBe(200);
    expect(found.json().studentRollNo).toBe(roll);
    expect((await t.app.inject({ method: 'GET', url: '/api/getDistinctExamTitlesBy' })).json()).toContain(PUBLISHED);
    const report = await ask('/api/getExamResultByRollNoReport');
    expect(report.statusCode).toBe(200);
    expect(report.json().success).toBe('True');
    expect((await ask('/api/getExamResultByRollNoView')).statusCode).toBe(200);
    // The limit is counted in this server copy while Redis is away.
    const limited = await ask('/api/getExamResultByRollNoView');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(RESULT_MESSAGES.rateLimited);
  });

  it('refuses to publish or unpublish, changing nothing, since the cached answers could not be dropped', async () => {
    const headers = await bearer(t.app, 'examination');
    const res = await t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(PUBLISHED)}/unpublish`, headers });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: RESULT_MESSAGES.cacheUnavailable, code: 'CACHE_UNAVAILABLE', key: 'results.cacheUnavailable' });
    const staff = (await t.app.inject({ method: 'GET', url: '/api/exam-results/titles', headers })).json() as {
      title: string;
      status: string;
    }[];
    expect(staff.find((s) => s.title === PUBLISHED)?.status).toBe('published');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, PUBLISHED));
    expect(audit.map((a) => a.action)).not.toContain('unpublish');
  });
});
