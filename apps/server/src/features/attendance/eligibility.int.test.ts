import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Condonation,
  Eligibility,
  FacultyWeek,
  MyAttendance,
  NotificationsPage,
  SectionDetail,
  SectionsSplitResult,
} from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

const NOW = new Date('2026-12-07T05:00:00Z');
const PYTHON = '/usr/bin/python3';
const READ_ROWS = `
import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + ":" + "|".join("" if v is None else str(v) for v in row))
`;
const roll = (n: number) => `35VC1A05${String(n).padStart(2, '0')}`;
/** Of 20 classes held, each student missed: 0 (100 %), 6 (70 %), 10 (50 %), 5 (75 %), 7 (65 %). */
const MISSED = [0, 6, 10, 5, 7];
const HELD = 20;

for (const target of targets) {
  describe(`exam eligibility and condonation (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    const s: number[] = [];
    let batchId: number;
    let sectionId: number;
    let allocation: number;
    let facultyId: number;

    const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
    const list = async (query = '') =>
      (await send('GET', `/api/attendance/eligibility?batchId=${batchId}${query}`, undefined, as.examination)).json<Eligibility>();
    const ask = (who: Record<string, string>, body: object = {}) => send('POST', '/api/attendance/condonations', body, who);
    const decide = (id: number, body: object, who = as.hod) => send('POST', `/api/attendance/condonations/${id}/decision`, body, who);

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => NOW });
      for (const user of ['academics', 'examination', 'hod', 'student', 'parent', 'feepayments', 'faculty'])
        as[user] = await bearer(t.app, user);
      const [btech] = await many<{
        id: number;
        cse: number;
        department: number;
      }>(sql`select c.id, b.id as cse, b.department_id as department
        from courses c join branches b on b.course_id = c.id where c.code = 'B.Tech' and b.code = 'CSE'`);
      const [batch] = await many<{ id: number }>(
        sql`insert into batches (course_id, name, start_year) values (${btech!.id}, '2035-2039', 2035) returning id`,
      );
      batchId = batch!.id;
      for (let n = 1; n <= MISSED.length; n++) {
        const [row] = await many<{ id: number }>(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
          values (${roll(n)}, ${`Student ${n}`}, ${btech!.id}, ${batchId}, ${btech!.cse}) returning id`);
        s.push(row!.id);
      }
      // The demo student (and their parent) is the second: 70 %.
      await t.database.db.execute(sql`update users set student_id = ${s[1]} where username in ('student', 'parent')`);
      await t.database.db.execute(sql`update users set department_id = ${btech!.department} where username = 'hod'`);
      const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
      const split = await send('POST', '/api/sections', {
        batchId,
        branchId: btech!.cse,
        regulationId: r22!.id,
        semester: 5,
        sections: [{ name: 'A', rollFrom: roll(1), rollTo: roll(MISSED.length) }],
      });
      sectionId = split.json<SectionsSplitResult>().sections[0]!.id;
      const section = (await send('GET', `/api/sections/${sectionId}`)).json<SectionDetail>();
      const [mine] = await many<{ id: number }>(
        sql`select f.id from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
      );
      const subject = section.subjectList.find((x) => x.code === 'CS501PC')!;
      facultyId = mine!.id;
      allocation = (await send('POST', `/api/sections/${sectionId}/allocations`, { subjectId: subject.id, facultyId: mine!.id })).json<{
        id: number;
      }>().id;
      // Twenty registers of the class, each student absent from the first of them as MISSED says.
      for (let k = 0; k < HELD; k++) {
        const [reg] = await many<{
          id: number;
        }>(sql`insert into attendance_registers (allocation_id, day, period, faculty_id, students, absent, client_key, last_key)
          values (${allocation}, ${`2026-11-${String(k + 1).padStart(2, '0')}`}, 1, ${mine!.id}, ${MISSED.length},
            ${MISSED.filter((m) => k < m).length}, ${`elig-${k}`}, ${`elig-${k}`}) returning id`);
        for (const [i, m] of MISSED.entries())
          if (k < m)
            await t.database.db.execute(sql`insert into attendance_absences (register_id, student_id) values (${reg!.id}, ${s[i]})`);
      }
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists a batch’s students as eligible, condonable or detained by the college’s shares, with counts, filters and pages', async () => {
      const all = await list();
      expect(all).toMatchObject({ batch: 'B.Tech 2035-2039', required: 75, condonable: 65, feePaise: 50_000, total: 5 });
      expect(all.counts).toEqual({ eligible: 2, condonable: 2, condoned: 0, detained: 1 });
      expect(all.rows.map((r) => [r.rollNumber, r.held, r.attended, r.percent, r.status])).toEqual([
        [roll(1), 20, 20, 100, 'eligible'],
        [roll(2), 20, 14, 70, 'condonable'],
        [roll(3), 20, 10, 50, 'detained'],
        [roll(4), 20, 15, 75, 'eligible'],
        [roll(5), 20, 13, 65, 'condonable'],
      ]);
      const condonable = await list('&status=condonable&pageSize=1&page=2');
      expect([condonable.total, condonable.rows.map((r) => r.rollNumber), condonable.counts.eligible]).toEqual([2, [roll(5)], 2]);
      expect((await list(`&q=${roll(3).slice(-4)}`)).rows.map((r) => r.status)).toEqual(['detained']);
      const unknown = await send('GET', '/api/attendance/eligibility?batchId=99999999', undefined, as.examination);
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'No such batch']);
      const bad = await send('GET', `/api/attendance/eligibility?batchId=${batchId}&status=maybe`, undefined, as.examination);
      expect([bad.statusCode, bad.json().field]).toEqual([400, 'status']);
      expect((await send('GET', `/api/attendance/eligibility?batchId=${batchId}`, undefined, as.student)).statusCode).toBe(403);
    });

    it('lets a condonable student ask once, lays the fee as a due, and refuses one who is not condonable', async () => {
      const mineBefore = (await send('GET', '/api/attendance/mine', undefined, as.parent)).json<MyAttendance>();
      expect(mineBefore).toMatchObject({ standing: 'condonable', percent: 70, condonationFeePaise: 50_000, condonation: null });
      const both = await Promise.all([ask(as.student), ask(as.parent)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(
        `A condonation of ${roll(2)}’s shortage was asked on 07-12-2026 already`,
      );
      const asked = both.find((r) => r.statusCode === 201)!.json<Condonation>();
      expect(asked).toMatchObject({ rollNumber: roll(2), percent: 70, feePaise: 50_000, paidPaise: 0, state: 'pending', decidedBy: null });
      const dues = (await send('GET', '/api/payments/dues', undefined, as.student)).json<{
        dues: { feeTypeCode: string; duePaise: number }[];
      }>();
      expect(dues.dues.filter((d) => d.feeTypeCode === 'CONDONATION_FEE').map((d) => d.duePaise)).toEqual([50_000]);
      expect((await send('GET', '/api/attendance/mine', undefined, as.student)).json<MyAttendance>().condonation).toMatchObject({
        id: asked.id,
      });

      const eligible = await ask(as.academics, { studentId: s[0] });
      expect([eligible.statusCode, eligible.json().message]).toEqual([
        409,
        `${roll(1)} has 100 % of the classes: a condonation is asked between 65 % and 75 %`,
      ]);
      const detained = await ask(as.academics, { studentId: s[2] });
      expect(detained.json().message).toBe(`${roll(3)} has 50 % of the classes: a condonation is asked between 65 % and 75 %`);
      expect((await ask(as.student, { studentId: s[4] })).statusCode).toBe(403);
      expect((await ask(as.academics, { studentId: s[4] })).statusCode).toBe(201);
      expect((await ask(as.examination)).statusCode).toBe(403);
    });

    it('has the head approve a condonation only once its fee is paid, or refuse it with a reason; once', async () => {
      const pending = (await send('GET', '/api/attendance/condonations?state=pending', undefined, as.hod)).json<{ rows: Condonation[] }>()
        .rows;
      expect(pending.map((k) => k.rollNumber)).toEqual([roll(2), roll(5)]);
      const [second, fifth] = pending;
      const unpaid = await decide(second!.id, { approve: true });
      expect([unpaid.statusCode, unpaid.json().message]).toEqual([
        409,
        `The condonation fee of ${roll(2)} is not paid yet (₹500.00 owed): it is approved once paid`,
      ]);
      const noReason = await decide(fifth!.id, { approve: false, remark: ' ' });
      expect([noReason.statusCode, noReason.json().field]).toEqual([400, 'remark']);
      expect((await decide(fifth!.id, { approve: true }, as.academics)).statusCode).toBe(403);

      // Paid at the counter, as any due.
      const [fee] = await many<{ id: number }>(sql`select id from fee_types where code = 'CONDONATION_FEE'`);
      const paid = await send(
        'POST',
        '/api/payments/counter/receipts',
        {
          rollNo: roll(2),
          requestKey: randomUUID(),
          items: [{ feeTypeId: fee!.id, semester: null, amountPaise: 50_000 }],
          mode: 'CASH',
          receivedFrom: 'Student 2',
        },
        as.feepayments,
      );
      expect(paid.statusCode, paid.body).toBe(201);
      expect((await list()).rows[1]!.condonation).toMatchObject({ paidPaise: 50_000, state: 'pending' });

      const approved = await decide(second!.id, { approve: true, remark: 'Medical certificate seen' });
      expect(approved.json<Condonation>()).toMatchObject({
        state: 'approved',
        remark: 'Medical certificate seen',
        decidedBy: expect.any(String),
      });
      const again = await decide(second!.id, { approve: false, remark: 'No' });
      expect(again.statusCode).toBe(409);
      expect((await decide(fifth!.id, { approve: false, remark: 'No certificate' })).json<Condonation>().state).toBe('refused');

      const after = await list();
      expect(after.counts).toEqual({ eligible: 2, condonable: 1, condoned: 1, detained: 1 });
      expect(after.rows.map((r) => [r.rollNumber, r.status, r.condonation?.state ?? null])).toEqual([
        [roll(1), 'eligible', null],
        [roll(2), 'condoned', 'approved'],
        [roll(3), 'detained', null],
        [roll(4), 'eligible', null],
        [roll(5), 'condonable', 'refused'],
      ]);
      const audit = await many<{ action: string }>(
        sql`select action from audit_log where action like 'attendance.condonation%' order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual([
        'attendance.condonationAsked',
        'attendance.condonationAsked',
        'attendance.condonationApproved',
        'attendance.condonationRefused',
      ]);

      // A head of another department decides none of these.
      await t.database.db.execute(sql`update users set department_id = null where username = 'hod'`);
      expect((await send('GET', '/api/attendance/condonations', undefined, as.hod)).json<{ rows: Condonation[] }>().rows).toEqual([]);
    });

    it('exports the list as a workbook a spreadsheet reads back, with the same filters', async () => {
      const res = await send('GET', `/api/attendance/eligibility/export?batchId=${batchId}&status=condonable`, undefined, as.examination);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="eligibility-B.Tech-2035-2039.xlsx"');
      const at = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'eligibility-')), 'list.xlsx');
      fs.writeFileSync(at, res.rawPayload);
      const lines = execFileSync(PYTHON, ['-c', READ_ROWS, at], { encoding: 'utf8' }).trim().split('\n');
      expect(lines.filter((l) => l.startsWith('Eligibility:'))).toEqual([
        'Eligibility:Roll Number|Name|Section|Classes held|Attended|Attendance %|Status|Condonation|Fee paid (₹)',
        `Eligibility:${roll(5)}|Student 5|B.Tech CSE 2035 A|20|13|65|Condonable|Refused|0`,
      ]);
      expect(lines).toContain('About:Batch|B.Tech 2035-2039');
    });

    it('tells the student and their parents once when a register takes them below the required share, after the first week', async () => {
      // Four more classes everyone attended: 24 held, the first week's worth.
      for (let k = 0; k < 4; k++)
        await t.database.db
          .execute(sql`insert into attendance_registers (allocation_id, day, period, faculty_id, students, absent, client_key, last_key)
          values (${allocation}, ${`2026-11-2${k + 1}`}, 2, ${facultyId}, ${MISSED.length}, 0, ${`elig-more-${k}`}, ${`elig-more-${k}`})`);
      const busy = (await send('GET', '/api/timetable/mine', undefined, as.faculty)).json<FacultyWeek>().slots;
      const period = [1, 2, 3, 4, 5, 6].find((p) => !busy.some((x) => x.weekday === 1 && x.period === p))!;
      expect((await send('POST', '/api/timetable/slots', { sectionId, weekday: 1, period, allocationId: allocation })).statusCode).toBe(
        201,
      );
      const told = async (who: Record<string, string>) =>
        (await send('GET', '/api/notifications?pageSize=50', undefined, who))
          .json<NotificationsPage>()
          .rows.filter((n) => n.kind === 'attendanceShortage');
      expect(await told(as.parent)).toEqual([]);
      // The second student (70 % before) is absent again: 18 of 25 (72 %), told; the first, present, is not.
      const body = { allocationId: allocation, date: '2026-12-07', period, clientKey: 'tell-0001', absent: [s[1]] };
      expect((await send('PUT', '/api/attendance/register', body, as.faculty)).statusCode).toBe(200);
      for (const who of [as.parent, as.student])
        expect((await told(who)).map((n) => n.params)).toEqual([
          expect.objectContaining({ student: 'Student 2', rollNo: roll(2), percent: '72 %', required: '75 %' }),
        ]);
      // Corrected, and absent once more: told once a semester.
      const again = await send(
        'PUT',
        '/api/attendance/register',
        { ...body, clientKey: 'tell-0002', baseVersion: 1, absent: [s[1], s[0]] },
        as.faculty,
      );
      expect(again.statusCode).toBe(200);
      expect(await told(as.parent)).toHaveLength(1);
    });
  });
}
