import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_UPLOAD_COLUMNS, type CurriculumPlaces, type Regulation, type Subject, type SubjectsPage } from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';

type Row = (string | number)[];
const HEADINGS = [
  'Regulation*',
  'Programme*',
  'Branch',
  'Semester*',
  'Subject code*',
  'Subject name*',
  'Credits*',
  'Kind*',
  'Elective group',
  'Internal max*',
  'External max*',
];

async function curriculumWorkbook(rows: Row[]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Curriculum');
  ws.addRow(HEADINGS);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Debian's interpreter with Debian's openpyxl: a reader of our workbooks that is not ours. */
const PYTHON = '/usr/bin/python3';
const READ_ROWS = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
for row in ws.iter_rows(values_only=True):
    print("|".join("" if v is None else str(v) for v in row))
`;

for (const target of targets) {
  describe(`curriculum (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    let btech: { id: number; code: string };
    let cse: { id: number; code: string };
    let ece: { id: number; code: string };
    let other: { id: number };
    let r22: Regulation;
    let r25: Regulation;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-curriculum-'));

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const list = (query: Record<string, string | number>, who = as.academics) =>
      t.app.inject({
        method: 'GET',
        url: '/api/curriculum/subjects',
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers: who,
      });
    const upload = (file: Buffer, fileType = 'curriculum', who = as.academics) => {
      const body = multipart([{ name: 'excelFileUpload', value: file, filename: 'curriculum.xlsx' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/masterDataExcelsUploads?fileType=${fileType}`,
        payload: body.payload,
        headers: { ...who, ...body.headers },
      });
    };
    const subject = (over: object = {}) => ({
      regulationId: r25.id,
      courseId: btech.id,
      branchId: cse.id,
      semester: 5,
      code: '25cs501',
      name: 'Design and Analysis of Algorithms',
      credits: 3,
      kind: 'theory',
      internalMax: 40,
      externalMax: 60,
      ...over,
    });
    const openpyxlRows = (file: Buffer, name: string) => {
      const at = path.join(dir, name);
      fs.writeFileSync(at, file);
      return execFileSync(PYTHON, ['-c', READ_ROWS, at], { encoding: 'utf8' }).trim().split('\n');
    };

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['academics', 'admin', 'principal', 'faculty', 'examination', 'student', 'parent'])
        as[user] = await bearer(t.app, user);
      const place = rowsOf<{ courseId: number; course: string; branchId: number; branch: string }>(
        await t.database.db.execute(sql`select c.id as "courseId", c.code as course, b.id as "branchId", b.code as branch
          from branches b join courses c on c.id = b.course_id where c.code = 'B.Tech' and b.code in ('CSE', 'ECE') order by b.code`),
      );
      btech = { id: place[0]!.courseId, code: place[0]!.course };
      cse = { id: place.find((p) => p.branch === 'CSE')!.branchId, code: 'CSE' };
      ece = { id: place.find((p) => p.branch === 'ECE')!.branchId, code: 'ECE' };
      other = rowsOf<{ id: number }>(
        await t.database.db.execute(sql`select b.id from branches b where b.course_id <> ${btech.id} limit 1`),
      )[0]!;
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('keeps regulations for the academics office; teachers and the examination cell read them, students do not', async () => {
      const listed = (await send('GET', '/api/curriculum/regulations', undefined, as.faculty)).json<Regulation[]>();
      r22 = listed.find((r) => r.code === 'R22')!;
      expect(r22.subjects).toBeGreaterThan(0);
      const made = await send('POST', '/api/curriculum/regulations', { code: 'r25', name: 'Autonomous Regulations 2025', fromYear: 2025 });
      expect(made.statusCode, made.body).toBe(201);
      r25 = made.json<Regulation>();
      expect(r25).toMatchObject({ code: 'R25', fromYear: 2025, subjects: 0 });
      expect((await send('GET', '/api/curriculum/regulations', undefined, as.examination)).json<Regulation[]>()[0]!.code).toBe('R25');

      const twice = await send('POST', '/api/curriculum/regulations', { code: 'R25', name: 'Again', fromYear: 2025 }, as.admin);
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ field: 'code', message: 'A regulation is coded R25 already' });
      expect((await send('POST', '/api/curriculum/regulations', { code: 'R 2', name: 'X', fromYear: 2025 })).json()).toMatchObject({
        field: 'code',
        message: 'Regulation code must be 2 to 12 letters and digits, such as R22',
      });
      expect((await send('POST', '/api/curriculum/regulations', { code: 'R26', name: 'X', fromYear: 1999 })).json()).toMatchObject({
        field: 'fromYear',
      });
      const renamed = await send('PUT', `/api/curriculum/regulations/${r25.id}`, { code: 'R25', name: 'Regulations 2025', fromYear: 2025 });
      expect(renamed.json<Regulation>().name).toBe('Regulations 2025');
      expect((await send('PUT', '/api/curriculum/regulations/999999', { code: 'R99', name: 'X', fromYear: 2025 })).statusCode).toBe(404);
      expect((await send('POST', '/api/curriculum/regulations', { code: 'R27', name: 'X', fromYear: 2027 }, as.principal)).statusCode).toBe(
        403,
      );
      expect((await send('GET', '/api/curriculum/regulations', undefined, as.student)).statusCode).toBe(403);
      expect((await send('GET', '/api/curriculum/regulations', undefined, as.parent)).statusCode).toBe(403);
      const [entry] = rowsOf<{ details: { changes: { field: string; before: unknown; after: unknown }[] } }>(
        await t.database.db.execute(
          sql`select details from audit_log where action = 'curriculum.regulationChanged' and entity_id = ${String(r25.id)}`,
        ),
      );
      expect(entry!.details.changes).toEqual([{ field: 'name', before: 'Autonomous Regulations 2025', after: 'Regulations 2025' }]);
    });

    it('names the programmes with their semesters and the branches with their ids for the office’s lists', async () => {
      const places = (await send('GET', '/api/curriculum/places', undefined, as.faculty)).json<CurriculumPlaces>();
      expect(places.programmes.find((p) => p.id === btech.id)).toMatchObject({ code: 'B.Tech', semesters: 8 });
      expect(places.programmes.find((p) => p.code === 'MBA')).toMatchObject({ semesters: 4 });
      expect(places.branches).toEqual(expect.arrayContaining([{ id: cse.id, courseId: btech.id, code: 'CSE' }]));
      expect((await send('GET', '/api/curriculum/places', undefined, as.student)).statusCode).toBe(403);
    });

    it('lists a branch’s semester with the subjects of every branch, an elective group’s credits counted once, and finds by code or name', async () => {
      const page = (
        await list({ regulationId: r22.id, courseId: btech.id, branchId: cse.id, semester: 5, size: 100 }, as.faculty)
      ).json<SubjectsPage>();
      expect(page.rows.map((s) => s.code)).toEqual(expect.arrayContaining(['CS507PE', 'CS508PE', 'CS509PE']));
      expect(page.total).toBe(11);
      // Six theory subjects of 3 credits, two labs of 1.5 and one elective of 3 out of three choices.
      expect(page.credits).toBe(24);
      const elective = page.rows.find((s) => s.code === 'CS508PE')!;
      expect(elective).toMatchObject({ kind: 'elective', electiveGroup: 'PE-I', regulation: 'R22', programme: btech.code, branch: 'CSE' });
      expect((await list({ regulationId: r22.id, q: 'cs508pe' })).json<SubjectsPage>().rows.map((s) => s.name)).toEqual([
        'Cloud Computing',
      ]);
      const byName = (await list({ regulationId: r22.id, q: 'CLOUD comp', size: 100 })).json<SubjectsPage>();
      expect(byName.total).toBeGreaterThan(0);
      expect(byName.rows.every((s) => s.name === 'Cloud Computing')).toBe(true);
      const paged = (await list({ regulationId: r22.id, size: 10, page: 2 })).json<SubjectsPage>();
      expect(paged.rows).toHaveLength(10);
      expect(paged.total).toBeGreaterThan(20);
      expect((await list({ regulationId: r22.id, semester: 11 })).json()).toMatchObject({ field: 'semester' });
      expect((await list({ regulationId: r22.id }, as.student)).statusCode).toBe(403);
    });

    it('adds, corrects and removes a subject by form, each refusal naming its field, a code once per place even sent twice at once', async () => {
      const [a, b] = await Promise.all([
        send('POST', '/api/curriculum/subjects', subject()),
        send('POST', '/api/curriculum/subjects', subject()),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const made = (a.statusCode === 201 ? a : b).json<Subject>();
      expect(made).toMatchObject({ code: '25CS501', regulation: 'R25', programme: btech.code, branch: 'CSE', credits: 3, kind: 'theory' });
      expect((a.statusCode === 409 ? a : b).json()).toMatchObject({
        field: 'code',
        message: `25CS501 is in the curriculum of R25 for ${btech.code} CSE already`,
      });
      // The same code for every branch of the programme, or for ECE, is another subject.
      expect((await send('POST', '/api/curriculum/subjects', subject({ branchId: ece.id }))).statusCode).toBe(201);
      expect((await send('POST', '/api/curriculum/subjects', subject({ branchId: null, semester: 1 }))).json<Subject>().branch).toBeNull();

      const refused = async (over: object) => (await send('POST', '/api/curriculum/subjects', subject({ code: 'X101', ...over }))).json();
      expect(await refused({ kind: 'elective' })).toMatchObject({
        field: 'electiveGroup',
        message: 'An elective names its group, such as PE-I',
      });
      expect(await refused({ electiveGroup: 'PE-I' })).toMatchObject({ field: 'electiveGroup', message: 'Only an elective has a group' });
      expect(await refused({ internalMax: 0, externalMax: 0 })).toMatchObject({ field: 'externalMax' });
      expect(await refused({ credits: 2.25 })).toMatchObject({
        field: 'credits',
        message: 'Credits must be a number from 0 to 30 in steps of 0.5',
      });
      expect(await refused({ branchId: other.id })).toMatchObject({ field: 'branchId' });
      expect(await refused({ semester: 9 })).toMatchObject({
        field: 'semester',
        message: `Semester must be from 1 to 8 for ${btech.code}`,
      });
      expect(await refused({ regulationId: 999_999 })).toMatchObject({ field: 'regulationId', message: 'No such regulation' });
      expect(await refused({ code: '=CMD()' })).toMatchObject({ field: 'code' });
      expect((await send('POST', '/api/curriculum/subjects', subject({ code: 'X102' }), as.faculty)).statusCode).toBe(403);

      const changed = await send('PUT', `/api/curriculum/subjects/${made.id}`, subject({ credits: 4, internalMax: 30, externalMax: 70 }));
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Subject>()).toMatchObject({ credits: 4, internalMax: 30, externalMax: 70 });
      const [entry] = rowsOf<{ details: { place: string; changes: { field: string; before: unknown; after: unknown }[] } }>(
        await t.database.db.execute(
          sql`select details from audit_log where action = 'curriculum.subjectChanged' and entity_id = ${String(made.id)}`,
        ),
      );
      expect(entry!.details.place).toBe(`${btech.code} CSE`);
      expect(entry!.details.changes).toEqual([
        { field: 'credits', before: 3, after: 4 },
        { field: 'internalMax', before: 40, after: 30 },
        { field: 'externalMax', before: 60, after: 70 },
      ]);
      expect((await send('DELETE', `/api/curriculum/subjects/${made.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/curriculum/subjects/${made.id}`)).json()).toMatchObject({ message: 'No such subject' });
      expect((await send('PUT', `/api/curriculum/subjects/${made.id}`, subject())).statusCode).toBe(404);
    });

    it('imports a workbook all or nothing: every bad row named by its column, then a clean one added and corrected on a second import', async () => {
      const before = (await list({ regulationId: r25.id, size: 100 })).json<SubjectsPage>().total;
      const bad = await upload(
        await curriculumWorkbook([
          ['R25', btech.code, 'CSE', 6, '25CS601', 'Compiler Design', 3, 'Theory', '', 40, 60],
          ['R99', btech.code, 'CSE', 6, '25CS602', 'Computer Networks', 3, 'Theory', '', 40, 60],
          ['R25', 'B.Arch', '', 6, '25CS603', 'Building Materials', 3, 'Theory', '', 40, 60],
          ['R25', btech.code, 'MBA', 6, '25CS604', 'Data Mining', 3, 'Theory', '', 40, 60],
          ['R25', btech.code, 'CSE', 6, '25CS605', 'Web Technologies', 3, 'Seminar', '', 40, 60],
          ['r25', btech.code, 'cse', 6, '25cs601', 'Compiler Design, again', 3, 'Theory', '', 40, 60],
        ]),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'UPLOAD_INVALID' });
      expect(bad.json<{ errors: { row: number; column: string; message: string }[] }>().errors).toEqual([
        {
          row: 3,
          column: 'Regulation',
          message: 'No regulation is coded R99: add it first',
          key: 'curriculum.unknownRegulation',
          params: { code: 'R99' },
        },
        {
          row: 4,
          column: 'Programme',
          message: 'No such programme: B.Arch',
          key: 'curriculum.programmeNotFound',
          params: { code: 'B.Arch' },
        },
        expect.objectContaining({ row: 5, column: 'Branch', message: `No such branch of ${btech.code}: MBA` }),
        expect.objectContaining({ row: 6, column: 'Kind', message: 'Kind must be one of theory, lab, project, elective' }),
        expect.objectContaining({
          row: 7,
          column: 'Subject code',
          message: `25CS601 is in the file twice for R25 ${btech.code} CSE (rows 2, 7)`,
        }),
      ]);
      expect((await list({ regulationId: r25.id, size: 100 })).json<SubjectsPage>().total).toBe(before);

      const rows: Row[] = [
        ['R25', btech.code, 'CSE', 6, '25CS601', 'Compiler Design', 3, 'Theory', '', 40, 60],
        ['R25', btech.code, 'CSE', 6, '25CS611', 'Compiler Design Lab', 1.5, 'Lab', '', 50, 50],
        ['R25', btech.code, 'CSE', 6, '25CS621PE', 'Natural Language Processing', 3, 'elective', 'PE-II', 40, 60],
        ['R25', btech.code, '', 1, '25MA101', 'Matrices and Calculus', 4, 'Theory', '', 40, 60],
      ];
      const good = await upload(await curriculumWorkbook(rows));
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toMatchObject({ message: 'The curriculum was imported', imported: 4 });
      const again = await upload(
        await curriculumWorkbook([['R25', btech.code, 'CSE', 6, '25cs601', 'Compiler Design', 4, 'Theory', '', 30, 70]]),
      );
      expect(again.json()).toMatchObject({ imported: 1 });
      const page = (await list({ regulationId: r25.id, semester: 6, size: 100 })).json<SubjectsPage>();
      expect(page.rows.map((s) => [s.code, s.credits, s.internalMax])).toEqual([
        ['25CS601', 4, 30],
        ['25CS611', 1.5, 50],
        ['25CS621PE', 3, 40],
      ]);
      expect((await list({ regulationId: r25.id, size: 100 })).json<SubjectsPage>().total).toBe(before + 4);
      expect((await upload(await curriculumWorkbook(rows), 'curriculum', as.faculty)).statusCode).toBe(403);
    });

    it('hands out the template and a regulation’s subjects as workbooks openpyxl reads, the subjects in the template’s columns', async () => {
      const template = await send('GET', '/api/curriculum/template.xlsx');
      expect(template.headers['content-type']).toContain('spreadsheetml');
      expect(openpyxlRows(template.rawPayload, 'template.xlsx')).toEqual([HEADINGS.join('|')]);
      expect((await send('GET', '/api/curriculum/template.xlsx', undefined, as.faculty)).statusCode).toBe(403);
      const exported = await send('GET', `/api/curriculum/subjects.xlsx?regulationId=${r25.id}`, undefined, as.examination);
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-disposition']).toBe('attachment; filename="curriculum-R25.xlsx"');
      const lines = openpyxlRows(exported.rawPayload, 'r25.xlsx');
      expect(lines[0]).toBe(HEADINGS.join('|'));
      expect(lines).toContain(`R25|${btech.code}|CSE|6|25CS621PE|Natural Language Processing|3|Elective|PE-II|40|60`);
      expect(lines).toContain(`R25|${btech.code}||1|25MA101|Matrices and Calculus|4|Theory||40|60`);
      // What was downloaded imports again unchanged.
      const back = await upload(exported.rawPayload);
      expect(back.json()).toMatchObject({ imported: lines.length - 1 });
      expect((await send('GET', '/api/curriculum/subjects.xlsx?regulationId=999999')).statusCode).toBe(404);
    });

    it('reports the subject codes of a results upload that the curriculum does not know, and keeps them as the file names them', async () => {
      const [student] = rowsOf<{ roll: string; name: string }>(
        await t.database.db.execute(sql`select roll_number as roll, full_name as name from students order by id limit 1`),
      );
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Results');
      ws.addRow([...RESULT_UPLOAD_COLUMNS]);
      const title = `Curriculum check ${target}`;
      ws.addRow([student!.roll, student!.name, title, 'CS501PC', 'Known subject', 3, 70]);
      ws.addRow([student!.roll, student!.name, title, 'ZZ999', 'Unknown subject', 3, 70]);
      const body = multipart([{ name: 'excelFileUpload', value: Buffer.from(await wb.xlsx.writeBuffer()), filename: 'results.xlsx' }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: body.payload,
        headers: { ...(await bearer(t.app, 'examination')), ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().notes).toEqual([
        {
          message: 'Subject codes the curriculum does not know (kept as the file names them): ZZ999',
          key: 'curriculum.unknownSubjects',
          params: { codes: 'ZZ999' },
        },
      ]);
      const kept = rowsOf<{ code: string }>(
        await t.database.db
          .execute(sql`select c.course_code as code from course_results c join student_results s on s.id = c.student_result_id
          join exam_titles e on e.id = s.exam_title_id where e.title = ${title} order by c.position`),
      );
      expect(kept.map((k) => k.code)).toEqual(['CS501PC', 'ZZ999']);
    });
  });
}
