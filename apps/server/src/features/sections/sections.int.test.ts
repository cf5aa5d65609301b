import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Allocation, Section, SectionDetail, SectionPlaces, SectionsSplitResult, Teacher } from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';

/** Debian's interpreter with Debian's openpyxl: a reader of our workbooks that is not ours. */
const PYTHON = '/usr/bin/python3';
const READ_ROWS = `
import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + ":" + "|".join("" if v is None else str(v) for v in row))
`;

async function sectionsWorkbook(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sections');
  ws.addRow(['Roll number*', 'Section*', 'Lab batch', 'Electives']);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Roll numbers of the test's own batch: B.Tech CSE of 2031, serials 01 to 10. */
const roll = (n: number) => `31VC1A05${String(n).padStart(2, '0')}`;

for (const target of targets) {
  describe(`sections and allocation (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    let batchId: number;
    let otherBatchId: number;
    let cseId: number;
    let r22: number;
    let mine: number;
    let other: number;
    let made: SectionsSplitResult;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-sections-'));

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))[0]!;
    const detail = async (id: number) => (await send('GET', `/api/sections/${id}`)).json<SectionDetail>();
    const upload = (file: Buffer) => {
      const body = multipart([{ name: 'excelFileUpload', value: file, filename: 'sections.xlsx' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=sections',
        payload: body.payload,
        headers: { ...as.academics, ...body.headers },
      });
    };
    const split = (sections: object[], over: object = {}) =>
      send('POST', '/api/sections', { batchId, branchId: cseId, regulationId: r22, semester: 5, room: '204', sections, ...over });

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['academics', 'admin', 'faculty', 'hod', 'student']) as[user] = await bearer(t.app, user);
      const db = t.database.db;
      const btech = await one<{ id: number }>(sql`select id from courses where code = 'B.Tech'`);
      cseId = (await one<{ id: number }>(sql`select id from branches where course_id = ${btech.id} and code = 'CSE'`)).id;
      batchId = (await one<{ id: number }>(sql`insert into batches (course_id, name, start_year) values (${btech.id}, '2031-2035', 2031) returning id`)).id;
      otherBatchId = (await one<{ id: number }>(sql`insert into batches (course_id, name, start_year) values (${btech.id}, '2032-2036', 2032) returning id`)).id;
      for (let n = 1; n <= 10; n++)
        await db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
          values (${roll(n)}, ${`Student ${n}`}, ${btech.id}, ${batchId}, ${cseId})`);
      await db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
        values ('32VC1A0501', 'Next Year', ${btech.id}, ${otherBatchId}, ${cseId})`);
      r22 = (await one<{ id: number }>(sql`select id from regulations where code = 'R22'`)).id;
      mine = (await one<{ id: number }>(sql`select f.id from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`)).id;
      other = (await one<{ id: number }>(sql`select id from faculty where id <> ${mine} order by id limit 1`)).id;
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    it('offers the batches, branches and regulations to the office and to teachers, not to students', async () => {
      const places = (await send('GET', '/api/sections/places', undefined, as.faculty)).json<SectionPlaces>();
      expect(places.batches).toContainEqual(expect.objectContaining({ id: batchId, programme: 'B.Tech', startYear: 2031 }));
      expect(places.regulations.map((r) => r.code)).toContain('R22');
      expect((await send('GET', '/api/sections/places', undefined, as.student)).statusCode).toBe(403);
      expect((await send('POST', '/api/sections', {}, as.faculty)).statusCode).toBe(403);
      const found = (await send('GET', `/api/sections/teachers?q=${encodeURIComponent('')}`)).json<Teacher[]>();
      expect(found.length).toBeGreaterThan(0);
      expect(found.length).toBeLessThanOrEqual(20);
    });

    it('refuses ranges that overlap, take nobody or are half given, naming the row', async () => {
      const overlap = await split([
        { name: 'A', rollFrom: roll(1), rollTo: roll(5) },
        { name: 'B', rollFrom: roll(5), rollTo: roll(8) },
      ]);
      expect(overlap.statusCode).toBe(400);
      expect(overlap.json()).toMatchObject({ field: 'sections.1.rollFrom', message: 'The roll number ranges of sections A and B overlap' });
      const empty = await split([{ name: 'A', rollFrom: '31VC1A0590', rollTo: '31VC1A0599' }]);
      expect(empty.json()).toMatchObject({
        field: 'sections.0.rollFrom',
        message: 'No student of B.Tech CSE 2031 has a roll number from 31VC1A0590 to 31VC1A0599',
      });
      const half = await split([{ name: 'A', rollFrom: roll(1) }]);
      expect(half.statusCode).toBe(400);
      expect(half.json().message).toContain('Give both ends of the roll number range, or neither');
      const twice = await split([{ name: 'a' }, { name: 'A' }]);
      expect(twice.json().message).toContain('Section A is named twice');
      const semester = await split([{ name: 'A' }], { semester: 9 });
      expect(semester.json()).toMatchObject({ field: 'semester', message: 'Semester must be from 1 to 8 for B.Tech' });
      expect((await send('GET', `/api/sections?batchId=${batchId}`)).json<Section[]>()).toEqual([]);
    });

    it('splits a batch’s branch by roll number range, in two lab batches each, and names the students no range took', async () => {
      const answer = await split([
        { name: 'a', rollFrom: roll(1).toLowerCase(), rollTo: roll(5) },
        { name: 'B', rollFrom: roll(6), rollTo: roll(8), room: '205' },
      ]);
      expect(answer.statusCode, answer.body).toBe(201);
      made = answer.json<SectionsSplitResult>();
      expect(made.placed).toBe(8);
      expect(made.unplaced).toEqual([roll(9), roll(10)]);
      expect(made.sections.map((s) => [s.label, s.students, s.room])).toEqual([
        ['B.Tech CSE 2031 A', 5, '204'],
        ['B.Tech CSE 2031 B', 3, '205'],
      ]);
      const a = await detail(made.sections[0]!.id);
      expect(a.roster.map((s) => [s.rollNumber, s.labBatch])).toEqual([
        [roll(1), 1],
        [roll(2), 1],
        [roll(3), 1],
        [roll(4), 2],
        [roll(5), 2],
      ]);
      expect(a.subjectList.map((s) => s.code)).toEqual(expect.arrayContaining(['CS501PC', 'CS507LC', 'CS507PE']));
      expect(a).toMatchObject({ subjects: a.subjectList.length, allocated: 0 });

      const again = await split([{ name: 'B' }]);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ field: 'sections.0.name', message: 'B.Tech CSE 2031 has a section B already' });
    });

    it('places and moves a student of the batch’s branch, not one of another batch', async () => {
      const b = made.sections[1]!;
      const student = await one<{ id: number }>(sql`select id from students where roll_number = ${roll(9)}`);
      expect((await send('PUT', `/api/sections/${b.id}/students/${student.id}`, { labBatch: 2 })).statusCode).toBe(204);
      expect((await detail(b.id)).roster.find((s) => s.id === student.id)).toMatchObject({ labBatch: 2 });
      const stranger = await one<{ id: number }>(sql`select id from students where roll_number = '32VC1A0501'`);
      const refused = await send('PUT', `/api/sections/${b.id}/students/${stranger.id}`, { labBatch: 1 });
      expect(refused.json()).toMatchObject({
        field: 'studentId',
        message: '32VC1A0501 is not a student of B.Tech CSE 2031',
      });
      expect((await send('PUT', `/api/sections/${b.id}/students/${student.id}`, { labBatch: 3 })).statusCode).toBe(400);
      expect((await send('PUT', `/api/sections/${b.id}/students/${student.id}`, { labBatch: 1 }, as.hod)).statusCode).toBe(403);
    });

    it('keeps one elective choice per group and refuses a subject that is none', async () => {
      const a = await detail(made.sections[0]!.id);
      const [ml, cloud] = ['CS507PE', 'CS508PE'].map((code) => a.subjectList.find((s) => s.code === code)!);
      const student = a.roster[0]!;
      for (const subject of [ml!, cloud!])
        expect((await send('PUT', `/api/sections/${a.id}/electives`, { studentId: student.id, subjectId: subject.id })).statusCode).toBe(204);
      const after = await detail(a.id);
      expect(after.roster[0]!.electives).toEqual({ 'PE-I': cloud!.id });
      expect(after.subjectList.find((s) => s.code === 'CS508PE')!.students).toBe(1);
      const theory = a.subjectList.find((s) => s.code === 'CS501PC')!;
      expect((await send('PUT', `/api/sections/${a.id}/electives`, { studentId: student.id, subjectId: theory.id })).json()).toMatchObject({
        field: 'subjectId',
        message: 'CS501PC is not an elective',
      });
    });

    it('allocates a teacher per subject, or per lab batch of a laboratory, once; two at once take one', async () => {
      const a = await detail(made.sections[0]!.id);
      const theory = a.subjectList.find((s) => s.code === 'CS501PC')!;
      const lab = a.subjectList.find((s) => s.code === 'CS507LC')!;
      const allocate = (body: object) => send('POST', `/api/sections/${a.id}/allocations`, body);
      const both = await Promise.all([
        allocate({ subjectId: theory.id, facultyId: mine }),
        allocate({ subjectId: theory.id, facultyId: other }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json()).toMatchObject({
        field: 'subjectId',
        message: 'CS501PC has a teacher for the whole section already: change the teacher instead',
      });
      expect((await allocate({ subjectId: theory.id, labBatch: 1, facultyId: mine })).json()).toMatchObject({
        field: 'labBatch',
        message: 'Only a laboratory is split into lab batches',
      });
      expect((await allocate({ subjectId: lab.id, labBatch: 1, facultyId: mine })).statusCode).toBe(201);
      expect((await allocate({ subjectId: lab.id, labBatch: 2, facultyId: other })).statusCode).toBe(201);
      const taught = await send('DELETE', `/api/curriculum/subjects/${lab.id}`);
      expect([taught.statusCode, taught.json()]).toEqual([
        409,
        expect.objectContaining({
          field: 'id',
          message: 'This subject is taught or chosen as an elective in a section: remove its allocations and choices first',
        }),
      ]);
      expect((await allocate({ subjectId: lab.id, facultyId: other })).json()).toMatchObject({
        field: 'labBatch',
        message: 'CS507LC is split into lab batches already: remove them first',
      });
      expect((await allocate({ subjectId: lab.id, labBatch: 1, facultyId: 99_999_999 })).statusCode).toBe(409);
      expect((await allocate({ subjectId: a.subjectList.find((s) => s.code === 'CS502PC')!.id, facultyId: 99_999_999 })).json()).toMatchObject({
        field: 'facultyId',
      });
      const elsewhere = (await detail(made.sections[1]!.id)).subjectList.find((s) => s.code === 'CS502PC')!;
      expect(elsewhere).toBeDefined();
      const after = await detail(a.id);
      expect(after.allocated).toBe(2);
      const given = after.subjectList.find((s) => s.code === 'CS501PC')!.allocations[0]!;
      const changed = await send('PUT', `/api/allocations/${given.id}`, { facultyId: other });
      expect(changed.json<Allocation>()).toMatchObject({ facultyId: other });
      expect((await send('DELETE', `/api/allocations/${given.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/allocations/${given.id}`)).statusCode).toBe(404);

      const audit = await one<{ n: number }>(
        sql`select count(*)::int as n from audit_log where action in ('sections.allocated', 'sections.allocationChanged', 'sections.allocationRemoved')`,
      );
      expect(audit.n).toBe(5);
    });

    it('places students by workbook, all rows or none, with electives and lab batches', async () => {
      const bad = await upload(
        await sectionsWorkbook([
          [roll(10), 'A', '', 'CS507PE'],
          ['31VC1A0599', 'A', '', ''],
          [roll(10), 'Z', '', ''],
          [roll(1), 'A', '3', ''],
          [roll(2), 'A', '', 'CS507PE, CS509PE'],
        ]),
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { row: number; message: string }) => `${e.row}: ${e.message}`)).toEqual([
        '3: No student has roll number 31VC1A0599',
        '4: B.Tech CSE 2031 has no section Z: make it first',
        '4: 31VC1A0510 is in the file twice (rows 2, 4)',
        '5: Lab batch must be 1 or 2, or left empty',
        '6: CS507PE, CS509PE are of one elective group: a student chooses one',
      ]);
      expect((await detail(made.sections[0]!.id)).students).toBe(5);

      const good = await upload(
        await sectionsWorkbook([
          [roll(10), 'a', '2', 'cs509pe'],
          [roll(6), 'A', '', ''],
        ]),
      );
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json()).toMatchObject({ imported: 2, message: 'The students were placed in their sections' });
      const a = await detail(made.sections[0]!.id);
      expect(a.roster.map((s) => s.rollNumber)).toEqual([roll(1), roll(2), roll(3), roll(4), roll(5), roll(6), roll(10)]);
      const ten = a.roster.find((s) => s.rollNumber === roll(10))!;
      expect(ten.labBatch).toBe(2);
      expect(ten.electives['PE-I']).toBe(a.subjectList.find((s) => s.code === 'CS509PE')!.id);

      const template = (await send('GET', '/api/sections/template.xlsx')).rawPayload;
      const at = path.join(dir, 'template.xlsx');
      fs.writeFileSync(at, template);
      const lines = execFileSync(PYTHON, ['-c', READ_ROWS, at], { encoding: 'utf8' }).trim().split('\n');
      expect(lines[0]).toBe('Sections:Roll number*|Section*|Lab batch|Electives');
      expect(lines).toContain('Example and help:Roll number*|Section*|Lab batch|Electives');
    });

    it('corrects a section and removes it only once it is empty', async () => {
      const b = made.sections[1]!;
      const changed = await send('PUT', `/api/sections/${b.id}`, { name: 'C', regulationId: r22, semester: 5, room: '301' });
      expect(changed.json<Section>()).toMatchObject({ label: 'B.Tech CSE 2031 C', room: '301' });
      expect((await send('PUT', `/api/sections/${b.id}`, { name: 'A', regulationId: r22, semester: 5 })).statusCode).toBe(409);
      const full = await send('DELETE', `/api/sections/${b.id}`);
      expect(full.json()).toMatchObject({ message: 'Section C has 3 students: move them first' });
      const empty = (await split([{ name: 'D' }])).json<SectionsSplitResult>().sections[0]!;
      expect(empty.students).toBe(0);
      expect((await send('DELETE', `/api/sections/${empty.id}`)).statusCode).toBe(204);
      expect((await send('GET', `/api/sections/${empty.id}`)).statusCode).toBe(404);
    });
  });
}
