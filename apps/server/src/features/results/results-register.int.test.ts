import { asc, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IGNORE_NAMES_FIELD, MESSAGES, RESULT_MESSAGES, RESULT_UPLOAD_COLUMNS } from '@campus/shared';
import { bearer, createTestApp, engineFree, multipart, targets, type MultipartPart, type TestApp } from '../../../test/helpers.js';
import { students } from '../admissions/students.table.js';
import { auditLog } from '../audit/audit.table.js';
import { sameName } from './results.service.js';
import { pdfText } from '../../../test/pdf-text.js';

type Row = (string | number)[];

async function workbook(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Results');
  ws.addRow([...RESULT_UPLOAD_COLUMNS]);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe.runIf(engineFree)('names compared with the register', () => {
  it('ignores spaces around and between words and letter case, nothing else', () => {
    expect(sameName('RAVI  kumar', 'Ravi Kumar')).toBe(true);
    expect(sameName('  ravi\tkumar ', 'Ravi Kumar')).toBe(true);
    expect(sameName('Ravi Kumaar', 'Ravi Kumar')).toBe(false);
    expect(sameName('RaviKumar', 'Ravi Kumar')).toBe(false);
  });
});

for (const target of targets) {
  describe(`results upload against the student register (${target})`, () => {
    let t: TestApp;
    let examination: Record<string, string>;
    /** Two demo students: [roll number, name in the register]. */
    let first: { rollNumber: string; fullName: string };
    let second: { rollNumber: string; fullName: string };

    const upload = (file: Buffer, fields: Record<string, string> = {}, fieldsFirst = true) => {
      const filePart: MultipartPart = { name: 'excelFileUpload', value: file, filename: 'results.xlsx', type: 'application/octet-stream' };
      const fieldParts = Object.entries(fields).map(([name, value]) => ({ name, value }));
      const body = multipart(fieldsFirst ? [...fieldParts, filePart] : [filePart, ...fieldParts]);
      return t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: body.payload,
        headers: { ...body.headers, ...examination },
      });
    };
    const publish = (title: string) =>
      t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(title)}/publish`, headers: examination });
    const lookup = (rollNo: string, examTitle: string) =>
      t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView', query: { rollNo, examTitle } });
    const staffTitles = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/exam-results/titles', headers: examination })).json() as { title: string }[]).map(
        (x) => x.title,
      );

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 }, env: { RESULTS_RATE_LIMIT: '0', RESULTS_ROLL_RATE_LIMIT: '0' } });
      examination = await bearer(t.app, 'examination');
      [first, second] = await t.database.db
        .select({ rollNumber: students.rollNumber, fullName: students.fullName })
        .from(students)
        .orderBy(asc(students.id))
        .limit(2);
    });
    afterAll(async () => t?.close());

    it('refuses a roll number that is not a student, naming it and its row, and imports nothing', async () => {
      const title = 'Register check: unknown roll number';
      const res = await upload(
        await workbook([
          [first.rollNumber, first.fullName, title, 'CS101', 'Programming', 3, 75],
          ['99XX1A9999', 'Made Up', title, 'CS101', 'Programming', 3, 80],
          ['99XX1A9999', 'Made Up', title, 'CS102', 'Mathematics', 3, 81],
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'INVALID_ROWS',
        message: RESULT_MESSAGES.rowsInvalid,
        key: 'results.rowsInvalid',
        errors: [
          {
            row: 3,
            column: 'rollNo',
            message: 'Roll number 99XX1A9999 on row 3 is not in the student register',
            key: 'results.notInRegister',
            params: { rollNo: '99XX1A9999', row: '3' },
          },
          {
            row: 4,
            column: 'rollNo',
            message: 'Roll number 99XX1A9999 on row 4 is not in the student register',
            key: 'results.notInRegister',
            params: { rollNo: '99XX1A9999', row: '4' },
          },
        ],
      });
      expect(await staffTitles()).not.toContain(title);
    });

    it('refuses a name that differs from the register, and lists it with the other problems in row order', async () => {
      const title = 'Register check: wrong name';
      const res = await upload(
        await workbook([
          [first.rollNumber, 'Somebody Else', title, 'CS101', 'Programming', 3, 75],
          [second.rollNumber, second.fullName, title, 'CS101', 'Programming', 3, 101],
          ['99XX1A9999', 'Made Up', title, 'CS101', 'Programming', 3, 80],
        ]),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          row: 2,
          column: 'studentName',
          message: `The name 'Somebody Else' on row 2 differs from '${first.fullName}' in the student register for roll number ${first.rollNumber.toUpperCase()}: correct it, or choose to ignore the names in the file`,
          key: 'results.nameNotRegistered',
          params: { name: 'Somebody Else', row: '2', registered: first.fullName, rollNo: first.rollNumber.toUpperCase() },
        },
        { row: 3, column: 'marks', message: 'marks must be a number from 0 to 100, or AB for absent', key: 'results.marks' },
        {
          row: 4,
          column: 'rollNo',
          message: 'Roll number 99XX1A9999 on row 4 is not in the student register',
          key: 'results.notInRegister',
          params: { rollNo: '99XX1A9999', row: '4' },
        },
      ]);
      expect(await staffTitles()).not.toContain(title);
    });

    it('takes a name written in other capitals and spacing, and stores the register spelling', async () => {
      const title = 'Register check: spelling';
      const shouted = `  ${first.fullName.toUpperCase().replace(' ', '   ')} `;
      const res = await upload(await workbook([[first.rollNumber.toLowerCase(), shouted, title, 'CS101', 'Programming', 3, 75]]));
      expect(res.statusCode).toBe(200);
      expect((await publish(title)).statusCode).toBe(200);
      expect((await lookup(first.rollNumber, title)).json()).toMatchObject({
        studentName: first.fullName,
        studentRollNo: first.rollNumber.toUpperCase(),
      });
    });

    it('with the names ignored, stores and publishes the register name on the result and the grade sheet', async () => {
      const title = 'Register check: names ignored';
      const file = await workbook([
        [first.rollNumber, 'Wrong Name One', title, 'CS101', 'Programming', 3, 75],
        [first.rollNumber, 'Wrong Name One', title, 'CS102', 'Mathematics', 3, 64],
        [second.rollNumber, 'Another Wrong Name', title, 'CS101', 'Programming', 3, 91],
      ]);
      expect((await upload(file)).statusCode).toBe(400);
      // The field may come after the file as well as before it.
      const res = await upload(file, { [IGNORE_NAMES_FIELD]: 'true' }, false);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        message: MESSAGES.excelUploaded,
        key: 'upload.uploaded',
        imported: 3,
        notes: [
          {
            message: `Subject codes the curriculum does not know (kept as the file names them): CS101, CS102`,
            key: 'curriculum.unknownSubjects',
            params: { codes: 'CS101, CS102' },
          },
        ],
      });
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, title)).orderBy(desc(auditLog.id)).limit(1);
      expect(audit.details).toMatchObject({ students: 2, records: 3, namesFrom: 'student register' });

      expect((await publish(title)).statusCode).toBe(200);
      expect((await lookup(first.rollNumber, title)).json()).toMatchObject({ studentName: first.fullName, passCount: 2 });
      expect((await lookup(second.rollNumber, title)).json()).toMatchObject({ studentName: second.fullName });
      const report = await t.app.inject({
        method: 'GET',
        url: '/api/getExamResultByRollNoReport',
        query: { rollNo: first.rollNumber, examTitle: title },
      });
      const text = pdfText(Buffer.from(report.json().b64, 'base64'));
      expect(text).toContain(first.fullName);
      expect(text).not.toContain('Wrong Name One');
    });

    it('refuses an unknown roll number even with the names ignored', async () => {
      const title = 'Register check: names ignored, unknown roll';
      const res = await upload(await workbook([['99XX1A9999', 'Made Up', title, 'CS101', 'Programming', 3, 80]]), { ignoreNames: 'true' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        {
          row: 2,
          column: 'rollNo',
          message: 'Roll number 99XX1A9999 on row 2 is not in the student register',
          key: 'results.notInRegister',
          params: { rollNo: '99XX1A9999', row: '2' },
        },
      ]);
      expect(await staffTitles()).not.toContain(title);
    });

    it('keeps the names checked with ignoreNames false, and answers 400 naming the field for any other value', async () => {
      const title = 'Register check: option values';
      const file = await workbook([[first.rollNumber, 'Wrong Name', title, 'CS101', 'Programming', 3, 80]]);
      expect((await upload(file, { ignoreNames: 'false' })).json().errors).toHaveLength(1);
      for (const value of ['yes', 'TRUE', '', 'x'.repeat(101)]) {
        const res = await upload(file, { ignoreNames: value });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ code: 'INVALID', field: 'ignoreNames' });
      }
      expect((await upload(file, { ignoreNames: 'yes' })).json().message).toBe('ignoreNames must be true or false');
      expect((await upload(file, { ignoreNames: 'x'.repeat(101) })).json().message).toBe('ignoreNames must have at most 100 characters');
      expect(await staffTitles()).not.toContain(title);
    });
  });
}
