import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_MESSAGES } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';

/** Issue 9 ("Hardening what exists"): results uploads and lookups read through the same bounded schemas. */
const HEADER = ['rollNo', 'studentName', 'examTitle', 'courseCode', 'course', 'credits', 'marks'];

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Results');
  ws.addRow(HEADER);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

for (const target of targets) {
  describe(`results input limits (${target})`, () => {
    let t: TestApp;
    let examination: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      examination = await bearer(t.app, 'examination');
    });
    afterAll(async () => t?.close());

    it('a long student name in the upload answers 400 with its row and column, and imports nothing', async () => {
      const title = 'Limits Test Exam';
      const file = await workbook([
        ['LIM0001', 'a'.repeat(30_000), title, 'CS101', 'Programming', 3, 75],
        ['LIM0002', 'Ravi Kumar', title, 'C'.repeat(31), 'Programming', 3, 75],
      ]);
      const body = multipart([{ name: 'excelFileUpload', value: file, filename: 'results.xlsx', type: 'application/octet-stream' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: body.payload,
        headers: { ...body.headers, ...examination },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: RESULT_MESSAGES.rowsInvalid,
        errors: [
          { row: 2, column: 'studentName', message: 'studentName must have at most 100 characters' },
          { row: 3, column: 'courseCode', message: 'courseCode must have at most 30 characters' },
        ],
      });
      const titles = await t.app.inject({ method: 'GET', url: '/api/exam-results/titles', headers: examination });
      expect(titles.statusCode).toBe(200);
      expect((titles.json() as { title: string }[]).map((x) => x.title)).not.toContain(title);
    });

    it('a lookup with a long or repeated roll number answers 400 naming it', async () => {
      const long = await t.app.inject({
        method: 'GET',
        url: '/api/getExamResultByRollNoView',
        query: { rollNo: 'A'.repeat(10_000), examTitle: 'x' },
      });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'rollNo', message: 'rollNo must have at most 40 characters' });
      const repeated = await t.app.inject({ method: 'GET', url: '/api/getExamResultByRollNoView?rollNo=A1&rollNo=A2&examTitle=x' });
      expect(repeated.statusCode).toBe(400);
      expect(repeated.json()).toMatchObject({ field: 'rollNo' });
    });
  });
}
