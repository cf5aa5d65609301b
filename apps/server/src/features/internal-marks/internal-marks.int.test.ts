import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarkClasses, MarkSheet, MarksOverview, MyMarks, SectionDetail, SectionsSplitResult, SubjectComponents } from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';
import { defaultComponents } from './internal-marks.service.js';

const roll = (n: number) => `35VC1A05${String(n).padStart(2, '0')}`;
const PYTHON = '/usr/bin/python3';
const READ_ROWS = `
import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + ":" + "|".join("" if v is None else str(v) for v in row))
`;

describe('the components a subject’s internal marks start with', () => {
  it('adds up to the internal maximum: two mid-terms and assignments, record and test, two reviews', () => {
    expect(defaultComponents('theory', 40)).toEqual([
      { name: 'Mid-term 1', maxMarks: 16 },
      { name: 'Mid-term 2', maxMarks: 16 },
      { name: 'Assignments', maxMarks: 8 },
    ]);
    expect(defaultComponents('elective', 25).map((c) => c.maxMarks)).toEqual([10, 10, 5]);
    expect(defaultComponents('lab', 25)).toEqual([
      { name: 'Lab record', maxMarks: 12 },
      { name: 'Lab test', maxMarks: 13 },
    ]);
    expect(defaultComponents('project', 100).map((c) => c.name)).toEqual(['Review 1', 'Review 2']);
    expect(defaultComponents('theory', 2)).toEqual([{ name: 'Assignments', maxMarks: 2 }]);
  });
});

for (const target of targets) {
  describe(`internal marks (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    let section: SectionDetail;
    let batchId: number;
    /** The class the demo teacher teaches (CS501PC, theory out of 40), and one another teacher teaches (CS502PC). */
    let mine: number;
    let others: number;
    const s: number[] = [];

    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
    const open = (allocationId = mine, who = as.faculty) =>
      send('GET', `/api/internal-marks/sheet?allocationId=${allocationId}`, undefined, who);
    const save = (body: object, who = as.faculty) => send('PUT', '/api/internal-marks/sheet', body, who);
    const version = async () => (await open()).json<MarkSheet>().version;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['academics', 'faculty', 'hod', 'student', 'parent', 'examination', 'principal'])
        as[user] = await bearer(t.app, user);
      const [btech] = await many<{
        id: number;
        cse: number;
      }>(sql`select c.id, b.id as cse from courses c join branches b on b.course_id = c.id
        where c.code = 'B.Tech' and b.code = 'CSE'`);
      const [batch] = await many<{ id: number }>(
        sql`insert into batches (course_id, name, start_year) values (${btech!.id}, '2035-2039', 2035) returning id`,
      );
      batchId = batch!.id;
      for (let n = 1; n <= 4; n++) {
        const [row] = await many<{ id: number }>(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
          values (${roll(n)}, ${n === 4 ? '=1+2' : `Student ${n}`}, ${btech!.id}, ${batchId}, ${btech!.cse}) returning id`);
        s.push(row!.id);
      }
      const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
      const split = await send('POST', '/api/sections', {
        batchId,
        branchId: btech!.cse,
        regulationId: r22!.id,
        semester: 5,
        sections: [{ name: 'A', rollFrom: roll(1), rollTo: roll(4), room: 'A-405' }],
      });
      const id = split.json<SectionsSplitResult>().sections[0]!.id;
      section = (await send('GET', `/api/sections/${id}`)).json<SectionDetail>();
      const [me] = await many<{ id: number }>(
        sql`select f.id from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
      );
      const [other] = await many<{ id: number }>(sql`select f.id from faculty f where f.id <> ${me!.id} order by f.id limit 1`);
      const allocate = async (code: string, facultyId: number) => {
        const subject = section.subjectList.find((x) => x.code === code)!;
        const res = await send('POST', `/api/sections/${id}/allocations`, { subjectId: subject.id, facultyId });
        return { allocationId: res.json<{ id: number }>().id, subjectId: subject.id };
      };
      mine = (await allocate('CS501PC', me!.id)).allocationId;
      others = (await allocate('CS502PC', other!.id)).allocationId;
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the teacher’s classes and opens a sheet with the subject’s usual components, all open', async () => {
      const listed = (await send('GET', '/api/internal-marks/classes', undefined, as.faculty)).json<MarkClasses>().classes;
      expect(listed.find((c) => c.allocationId === mine)).toMatchObject({
        section: 'B.Tech CSE 2035 A',
        code: 'CS501PC',
        kind: 'theory',
        students: 4,
        complete: 0,
        state: 'open',
        releasedAt: null,
      });
      expect(listed.some((c) => c.allocationId === others)).toBe(false);
      const sheet = (await open()).json<MarkSheet>();
      expect(sheet).toMatchObject({
        code: 'CS501PC',
        internalMax: 40,
        state: 'open',
        version: 1,
        editable: true,
        unlockable: false,
        savedBy: null,
      });
      expect(sheet.components.map((c) => [c.name, c.maxMarks])).toEqual([
        ['Mid-term 1', 16],
        ['Mid-term 2', 16],
        ['Assignments', 8],
      ]);
      expect(sheet.students.map((x) => [x.rollNumber, x.marks, x.total])).toEqual(
        [1, 2, 3, 4].map((n) => [roll(n), [null, null, null], null]),
      );
      expect((await send('GET', '/api/internal-marks/classes', undefined, as.student)).statusCode).toBe(403);
    });

    it('saves marks, AB and pasted text at once, and names the field and the component of a mark over its maximum', async () => {
      const saved = await save({
        allocationId: mine,
        version: 1,
        rows: [
          { studentId: s[0], marks: ['12.5', ' ab ', 8] },
          { studentId: s[1], marks: [16, 16, 8] },
          { studentId: s[2], marks: [10, null, ''] },
        ],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const sheet = saved.json<MarkSheet>();
      expect(sheet).toMatchObject({ version: 2, savedBy: expect.any(String), savedAt: expect.any(String) });
      expect(sheet.students.map((x) => [x.marks, x.total])).toEqual([
        [[12.5, 'AB', 8], 20.5],
        [[16, 16, 8], 40],
        [[10, null, null], null],
        [[null, null, null], null],
      ]);

      const over = await save({
        allocationId: mine,
        version: 2,
        rows: [
          { studentId: s[0], marks: [1, 2, 3] },
          { studentId: s[1], marks: [16, 17, 8] },
        ],
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ field: 'rows.1.marks.1', message: `Mid-term 2 of ${roll(2)} must be from 0 to 16` });
      const short = await save({ allocationId: mine, version: 2, rows: [{ studentId: s[0], marks: [1, 2] }] });
      expect(short.json()).toMatchObject({ field: 'rows.0.marks', message: 'Each row has a mark for each of the 3 components' });
      const odd = await save({ allocationId: mine, version: 2, rows: [{ studentId: s[0], marks: [1.25, 2, 3] }] });
      expect(odd.json()).toMatchObject({ field: 'rows.0.marks.0', message: 'A mark is a number in steps of 0.5, or AB for absent' });
      // Nothing of a refused save was kept.
      expect((await open()).json<MarkSheet>().students[0]!.marks).toEqual([12.5, 'AB', 8]);
    });

    it('refuses a student of another class, and a teacher who does not teach the class', async () => {
      const [stranger] = await many<{ id: number }>(sql`select id from students where batch_id <> ${batchId} limit 1`);
      const res = await save({ allocationId: mine, version: 2, rows: [{ studentId: stranger!.id, marks: [1, 1, 1] }] });
      expect(res.json()).toMatchObject({ field: 'rows', message: '1 of the rows are of students not in this class' });
      const notMine = await save({ allocationId: others, version: 1, rows: [] });
      expect(notMine.statusCode).toBe(403);
      expect(notMine.json().message).toBe('You do not teach this class: only its teacher enters its internal marks');
      expect((await open(others)).statusCode).toBe(403);
      expect((await send('POST', '/api/internal-marks/sheet/submit', { allocationId: others, version: 1 }, as.faculty)).statusCode).toBe(
        403,
      );
      expect((await open(mine, as.student)).statusCode).toBe(403);
      // The office reads any class; the head of the department reads it but does not enter it.
      expect((await open(others, as.principal)).json<MarkSheet>()).toMatchObject({ editable: false, unlockable: false });
      expect((await open(mine, as.hod)).json<MarkSheet>()).toMatchObject({ editable: false, unlockable: false, version: 2 });
    });

    it('keeps one of two saves made at once from the same version and tells the other who saved meanwhile', async () => {
      const both = await Promise.all(
        [5, 6].map((mark) => save({ allocationId: mine, version: 2, rows: [{ studentId: s[3], marks: [mark, mark, mark] }] })),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toMatch(
        /^These marks were saved by .+ at \d\d-\d\d-\d{4} \d\d:\d\d while you had them open: open them again and make your change once more$/,
      );
      expect(await version()).toBe(3);
    });

    it('submits only once every student has a mark or AB in every component, and locks the marks then', async () => {
      const early = await send('POST', '/api/internal-marks/sheet/submit', { allocationId: mine, version: 3 }, as.faculty);
      expect(early.statusCode).toBe(400);
      expect(early.json().message).toBe('1 students have marks still to be entered: enter a mark or AB for each before submitting');
      const filled = await save({
        allocationId: mine,
        version: 3,
        rows: [
          { studentId: s[2], marks: [10, 'AB', 4] },
          { studentId: s[3], marks: ['AB', 'ab', 'AB'] },
        ],
      });
      expect(filled.statusCode, filled.body).toBe(200);
      expect((await send('POST', '/api/internal-marks/sheet/submit', { allocationId: mine, version: 3 }, as.faculty)).statusCode).toBe(409);
      const submitted = await send('POST', '/api/internal-marks/sheet/submit', { allocationId: mine, version: 4 }, as.faculty);
      expect(submitted.statusCode, submitted.body).toBe(200);
      expect(submitted.json<MarkSheet>()).toMatchObject({
        state: 'submitted',
        editable: false,
        submittedAt: expect.any(String),
        version: 5,
      });
      const late = await save({ allocationId: mine, version: 5, rows: [{ studentId: s[0], marks: [1, 1, 1] }] });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(
        'The internal marks of CS501PC for B.Tech CSE 2035 A were submitted and are locked: the head of the department unlocks them',
      );
      const [entry] = await many<{ details: { code: string; section: string } }>(
        sql`select details from audit_log where action = 'internalMarks.submitted' and entity_id = ${String(mine)}`,
      );
      expect(entry!.details).toMatchObject({ code: 'CS501PC', section: 'B.Tech CSE 2035 A' });
    });

    it('lets only the head of the class’s department unlock submitted marks, naming the reason', async () => {
      const unlock = (body: object, who = as.hod) => send('POST', '/api/internal-marks/sheet/unlock', body, who);
      expect((await open(mine, as.hod)).json<MarkSheet>().unlockable).toBe(true);
      const [ece] = await many<{ id: number }>(sql`select id from departments where code <> 'CSE' order by id limit 1`);
      await t.database.db.execute(sql`update users set department_id = ${ece!.id} where username = 'hod'`);
      const elsewhere = await unlock({ allocationId: mine, reason: 'Re-totalling' });
      await t.database.db.execute(
        sql`update users set department_id = (select id from departments where code = 'CSE') where username = 'hod'`,
      );
      expect(elsewhere.statusCode).toBe(403);
      expect(elsewhere.json().message).toBe('You head another department: the head of this class’s department unlocks it');
      expect((await unlock({ allocationId: mine, reason: 'x' }, as.faculty)).statusCode).toBe(403);
      expect((await unlock({ allocationId: mine, reason: '  ' })).json()).toMatchObject({
        field: 'reason',
        message: 'An unlock names its reason',
      });
      const done = await unlock({ allocationId: mine, reason: 'Mid-term 2 of one student re-evaluated' });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json<MarkSheet>()).toMatchObject({ state: 'open', submittedAt: null, unlockable: false, version: 6 });
      expect((await unlock({ allocationId: mine, reason: 'Again' })).json().message).toBe('These marks are not submitted');
      const [entry] = await many<{ details: { reason: string } }>(
        sql`select details from audit_log where action = 'internalMarks.unlocked'`,
      );
      expect(entry!.details.reason).toBe('Mid-term 2 of one student re-evaluated');
      expect((await open()).json<MarkSheet>().editable).toBe(true);
      const again = await send('POST', '/api/internal-marks/sheet/submit', { allocationId: mine, version: 6 }, as.faculty);
      expect(again.statusCode, again.body).toBe(200);
    });

    it('releases only submitted marks, and shows a student and their parent only the released ones', async () => {
      await t.database.db.execute(sql`update users set student_id = ${s[0]} where username in ('student', 'parent')`);
      const before = (await send('GET', '/api/internal-marks/mine', undefined, as.student)).json<MyMarks>();
      expect(before).toMatchObject({ student: { rollNumber: roll(1) }, subjects: [] });
      expect(before.pending.map((p) => p.code)).toEqual(['CS501PC', 'CS502PC']);

      const overview = (
        await send('GET', `/api/internal-marks/overview?batchId=${batchId}`, undefined, as.examination)
      ).json<MarksOverview>();
      expect(overview).toMatchObject({ open: 1, submitted: 1, released: 0 });
      expect(overview.classes.map((c) => [c.code, c.state, c.complete])).toEqual([
        ['CS501PC', 'submitted', 4],
        ['CS502PC', 'open', 0],
      ]);
      const refused = await send('POST', '/api/internal-marks/release', { allocationIds: [mine, others] }, as.examination);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('CS502PC B.Tech CSE 2035 A are not submitted yet: only submitted marks are released');
      expect((await send('POST', '/api/internal-marks/release', { allocationIds: [mine] }, as.faculty)).statusCode).toBe(403);
      const released = await send('POST', '/api/internal-marks/release', { allocationIds: [mine] }, as.examination);
      expect(released.statusCode, released.body).toBe(200);
      expect(released.json().message).toBe('1 classes’ marks were released to their students');
      const [entry] = await many<{ details: { count: number } }>(
        sql`select details from audit_log where action = 'internalMarks.released'`,
      );
      expect(entry!.details.count).toBe(1);

      const own = (await send('GET', '/api/internal-marks/mine', undefined, as.student)).json<MyMarks>();
      expect(own.subjects).toEqual([
        {
          code: 'CS501PC',
          name: expect.any(String),
          internalMax: 40,
          components: [
            { name: 'Mid-term 1', maxMarks: 16, marks: 12.5 },
            { name: 'Mid-term 2', maxMarks: 16, marks: 'AB' },
            { name: 'Assignments', maxMarks: 8, marks: 8 },
          ],
          total: 20.5,
          releasedAt: expect.any(String),
        },
      ]);
      expect(own.pending.map((p) => p.code)).toEqual(['CS502PC']);
      expect((await send('GET', '/api/internal-marks/mine', undefined, as.parent)).json<MyMarks>().student.id).toBe(s[0]);
      expect((await send('GET', '/api/internal-marks/mine', undefined, as.faculty)).statusCode).toBe(403);
    });

    it('exports the batch’s marks: a total per subject and student, AB, blanks, and a sheet per subject', async () => {
      const res = await send('GET', `/api/internal-marks/export?batchId=${batchId}`, undefined, as.examination);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="internal-marks-BTech-2035.xlsx"');
      const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'marks-')), 'marks.xlsx');
      fs.writeFileSync(at, res.rawPayload);
      const lines = execFileSync(PYTHON, ['-c', READ_ROWS, at], { encoding: 'utf8' }).trim().split('\n');
      expect(lines.slice(0, 5)).toEqual([
        'Internal marks:Roll Number|Name|Section|CS501PC|CS502PC',
        `Internal marks:${roll(1)}|Student 1|B.Tech CSE 2035 A|20.5|`,
        `Internal marks:${roll(2)}|Student 2|B.Tech CSE 2035 A|40|`,
        `Internal marks:${roll(3)}|Student 3|B.Tech CSE 2035 A|14|`,
        `Internal marks:${roll(4)}|'=1+2|B.Tech CSE 2035 A|AB|`,
      ]);
      expect(lines).toContain('CS501PC:Roll Number|Name|Section|Mid-term 1 (16)|Mid-term 2 (16)|Assignments (8)|Total');
      expect(lines).toContain(`CS501PC:${roll(1)}|Student 1|B.Tech CSE 2035 A|12.5|AB|8|20.5`);
      expect((await send('GET', `/api/internal-marks/export?batchId=${batchId}`, undefined, as.faculty)).statusCode).toBe(403);
    });

    it('keeps a subject’s components adding up to its internal maximum, named once, until marks are entered', async () => {
      const [first] = await many<{ id: number }>(sql`select subject_id as id from subject_allocations where id = ${mine}`);
      const used = (await send('GET', `/api/internal-marks/components/${first!.id}`)).json<SubjectComponents>();
      expect(used).toMatchObject({ code: 'CS501PC', internalMax: 40, inUse: true });
      const put = (subjectId: number, components: object[], who = as.academics) =>
        send('PUT', `/api/internal-marks/components/${subjectId}`, { components }, who);
      const inUse = await put(first!.id, [{ name: 'All', maxMarks: 40 }]);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json().message).toBe('Marks are entered for this subject already: its components can no longer change');

      // A subject no marks are entered for yet, in any class.
      const [untouched] = await many<{ id: number; code: string }>(sql`select cs.id, cs.code from curriculum_subjects cs
        where cs.kind = 'theory' and cs.internal_max = 40 and not exists (select 1 from internal_components ic where ic.subject_id = cs.id)
        order by cs.id limit 1`);
      const otherSubject = untouched!.id;
      const fresh = (await send('GET', `/api/internal-marks/components/${otherSubject}`, undefined, as.faculty)).json<SubjectComponents>();
      expect(fresh).toMatchObject({
        code: untouched!.code,
        inUse: false,
        components: [{ name: 'Mid-term 1' }, { name: 'Mid-term 2' }, { name: 'Assignments' }],
      });
      const sum = await put(otherSubject, [
        { name: 'Quiz', maxMarks: 20 },
        { name: 'Mid-term', maxMarks: 19 },
      ]);
      expect(sum.json()).toMatchObject({
        field: 'components',
        message: 'The components add up to 39: they must add up to the subject’s internal maximum of 40',
      });
      const twice = await put(otherSubject, [
        { name: 'Quiz', maxMarks: 20 },
        { name: 'quiz', maxMarks: 20 },
      ]);
      expect(twice.json()).toMatchObject({ field: 'components.1.name', message: 'quiz is named twice' });
      expect((await put(otherSubject, [{ name: 'All', maxMarks: 40 }], as.faculty)).statusCode).toBe(403);
      const saved = await put(otherSubject, [
        { name: 'Quiz', maxMarks: 10 },
        { name: 'Mid-term', maxMarks: 30 },
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<SubjectComponents>().components.map((c) => [c.name, c.maxMarks])).toEqual([
        ['Quiz', 10],
        ['Mid-term', 30],
      ]);
      const [entry] = await many<{ details: { components: string } }>(
        sql`select details from audit_log where action = 'internalMarks.componentsSaved'`,
      );
      expect(entry!.details.components).toBe('Quiz 10, Mid-term 30');
      const read = (await send('GET', `/api/internal-marks/components/${otherSubject}`, undefined, as.principal)).json<SubjectComponents>();
      expect(read.components.map((c) => c.name)).toEqual(['Quiz', 'Mid-term']);
    });

    it('scales a subject’s components to a new internal maximum while no marks are entered, and refuses the change once they are, by form and by workbook', async () => {
      const [quizzed] = await many<{ id: number }>(sql`select subject_id as id from internal_components where name = 'Quiz'`);
      const [marked] = await many<{ id: number }>(sql`select subject_id as id from subject_allocations where id = ${mine}`);
      const subjectOf = async (id: number) =>
        (
          await many<Record<string, unknown>>(sql`select regulation_id as "regulationId", course_id as "courseId", branch_id as "branchId",
            semester, code, name, credits, kind, elective_group as "electiveGroup", internal_max as "internalMax", external_max as "externalMax"
            from curriculum_subjects where id = ${id}`)
        )[0]!;
      const change = async (id: number, internalMax: number) =>
        send('PUT', `/api/curriculum/subjects/${id}`, { ...(await subjectOf(id)), internalMax, externalMax: 100 - internalMax });
      const parts = async (id: number) =>
        (await send('GET', `/api/internal-marks/components/${id}`)).json<SubjectComponents>().components.map((c) => [c.name, c.maxMarks]);

      // Quiz 10 and Mid-term 30 of 40, to 30: their shares, the last taking what rounding leaves.
      const scaled = await change(quizzed!.id, 30);
      expect(scaled.statusCode, scaled.body).toBe(200);
      expect(await parts(quizzed!.id)).toEqual([
        ['Quiz', 7],
        ['Mid-term', 23],
      ]);
      expect((await change(quizzed!.id, 1)).statusCode).toBe(200);
      expect(await parts(quizzed!.id)).toEqual([['Mid-term', 1]]);

      const before = await parts(marked!.id);
      const refused = await change(marked!.id, 30);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        field: 'internalMax',
        message: 'Internal marks of CS501PC are entered out of 40: its internal maximum cannot change now',
      });
      expect((await subjectOf(marked!.id)).internalMax).toBe(40);
      expect(await parts(marked!.id)).toEqual(before);

      // The regulation's workbook with CS501PC at 30 of its marks: the import names the row, and keeps nothing.
      const { regulationId, code } = await subjectOf(marked!.id);
      const exported = await send('GET', `/api/curriculum/subjects.xlsx?regulationId=${String(regulationId)}`);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      let changedRow = 0;
      sheet.eachRow((row, n) => {
        if (row.getCell(5).value !== code) return;
        row.getCell(10).value = 30;
        row.getCell(11).value = 70;
        changedRow = n;
      });
      const body = multipart([{ name: 'excelFileUpload', value: Buffer.from(await book.xlsx.writeBuffer()), filename: 'curriculum.xlsx' }]);
      const imported = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=curriculum',
        payload: body.payload,
        headers: { ...as.academics, ...body.headers },
      });
      expect(imported.statusCode).toBe(400);
      expect(imported.json().errors).toEqual([
        {
          row: changedRow,
          column: 'Internal max',
          message: 'Internal marks of CS501PC are entered out of 40: its internal maximum cannot change now',
          key: 'curriculum.internalMarksEntered',
          params: { code: 'CS501PC', max: '40' },
        },
      ]);
      expect((await subjectOf(marked!.id)).internalMax).toBe(40);
    });
  });
}
