import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AttendanceSettings,
  ClassesOfDay,
  FacultyWeek,
  MyAttendance,
  Register,
  SectionDetail,
  SectionsSplitResult,
  Shortage,
} from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { attendanceMargin } from './attendance.service.js';

/** Monday 7 December 2026, 10:30 in Kolkata: the college's today in these tests. */
const MONDAY = '2026-12-07';
const LAST_MONDAY = '2026-11-30';
const NOW = new Date('2026-12-07T05:00:00Z');
const roll = (n: number) => `34VC1A05${String(n).padStart(2, '0')}`;

describe('the margin of attendance', () => {
  it('counts the classes one may miss at 75 %, and those to attend in a row to get back to it', () => {
    expect(attendanceMargin(30, 40, 75)).toEqual({ mayMiss: 0, toRecover: 0 });
    expect(attendanceMargin(36, 40, 75)).toEqual({ mayMiss: 8, toRecover: 0 });
    expect(attendanceMargin(25, 40, 75)).toEqual({ mayMiss: 0, toRecover: 20 });
    expect(attendanceMargin(0, 0, 75)).toEqual({ mayMiss: 0, toRecover: 0 });
  });
});

for (const target of targets) {
  describe(`attendance (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    let section: SectionDetail;
    let allocationId: number;
    const s: number[] = [];
    /** Two periods of Monday the demo faculty member has free: the class is on the timetable in both. */
    let periods: number[];

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
    const save = (body: object, who = as.faculty) => send('PUT', '/api/attendance/register', body, who);
    const open = (date: string, period: number, who = as.faculty) =>
      send('GET', `/api/attendance/register?allocationId=${allocationId}&date=${date}&period=${period}`, undefined, who);

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => NOW });
      for (const user of ['academics', 'faculty', 'hod', 'student', 'parent', 'principal']) as[user] = await bearer(t.app, user);
      const [btech] = await many<{
        id: number;
        cse: number;
      }>(sql`select c.id, b.id as cse from courses c join branches b on b.course_id = c.id
        where c.code = 'B.Tech' and b.code = 'CSE'`);
      const [batch] = await many<{ id: number }>(
        sql`insert into batches (course_id, name, start_year) values (${btech!.id}, '2034-2038', 2034) returning id`,
      );
      for (let n = 1; n <= 4; n++) {
        const [row] = await many<{ id: number }>(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
          values (${roll(n)}, ${`Student ${n}`}, ${btech!.id}, ${batch!.id}, ${btech!.cse}) returning id`);
        s.push(row!.id);
      }
      const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
      const split = await send('POST', '/api/sections', {
        batchId: batch!.id,
        branchId: btech!.cse,
        regulationId: r22!.id,
        semester: 5,
        sections: [{ name: 'A', rollFrom: roll(1), rollTo: roll(4), room: 'A-404' }],
      });
      const id = split.json<SectionsSplitResult>().sections[0]!.id;
      section = (await send('GET', `/api/sections/${id}`)).json<SectionDetail>();
      const [mine] = await many<{ id: number }>(
        sql`select f.id from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
      );
      const subject = section.subjectList.find((x) => x.code === 'CS501PC')!;
      allocationId = (await send('POST', `/api/sections/${id}/allocations`, { subjectId: subject.id, facultyId: mine!.id })).json<{
        id: number;
      }>().id;
      const busy = (await send('GET', '/api/timetable/mine', undefined, as.faculty)).json<FacultyWeek>().slots;
      periods = [1, 2, 3, 4, 5, 6].filter((p) => !busy.some((x) => x.weekday === 1 && x.period === p)).slice(0, 2);
      for (const period of periods)
        expect((await send('POST', '/api/timetable/slots', { sectionId: id, weekday: 1, period, allocationId })).statusCode).toBe(201);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('lists the teacher’s classes of today, not yet marked, with the class list all present', async () => {
      const day = (await send('GET', '/api/attendance/classes', undefined, as.faculty)).json<ClassesOfDay>();
      expect(day).toMatchObject({ date: MONDAY, closed: null });
      const mine = day.classes.filter((c) => c.allocationId === allocationId);
      expect(mine.map((c) => [c.period, c.students, c.absent])).toEqual(periods.map((p) => [p, 4, null]));
      const register = (await open(MONDAY, periods[0]!)).json<Register>();
      expect(register).toMatchObject({
        section: 'B.Tech CSE 2034 A',
        code: 'CS501PC',
        registerId: null,
        editable: true,
        reasonNeeded: false,
      });
      expect(register.students.map((x) => [x.rollNumber, x.absent])).toEqual([1, 2, 3, 4].map((n) => [roll(n), false]));
      expect((await send('GET', '/api/attendance/classes', undefined, as.student)).statusCode).toBe(403);
    });

    it('stores a register once however often it is sent, and refuses a second teacher’s marking', async () => {
      const body = { allocationId, date: MONDAY, period: periods[0], clientKey: 'key-first-0001', absent: [s[0], s[1]] };
      const first = await save(body);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json<Register>()).toMatchObject({ version: 1, markedBy: expect.any(String) });
      expect(
        first
          .json<Register>()
          .students.filter((x) => x.absent)
          .map((x) => x.rollNumber),
      ).toEqual([roll(1), roll(2)]);
      const again = await save(body);
      expect(again.json<Register>().registerId).toBe(first.json<Register>().registerId);
      const [{ n }] = (await many<{ n: number }>(
        sql`select count(*)::int as n from attendance_registers where allocation_id = ${allocationId}`,
      )) as [{ n: number }];
      expect(n).toBe(1);

      const both = await Promise.all(
        ['key-tap-one-01', 'key-tap-two-02'].map((clientKey) =>
          save({ allocationId, date: MONDAY, period: periods[1], clientKey, absent: [s[0]] }),
        ),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toMatch(
        / marked this register at \d\d-\d\d-\d{4} \d\d:\d\d: open it again to see it and correct it$/,
      );
    });

    it('refuses a student of another class, a day to come, a closed day and a period the class is not in', async () => {
      const [stranger] = await many<{ id: number }>(
        sql`select id from students where roll_number <> all(${`{${[1, 2, 3, 4].map(roll).join(',')}}`}::text[]) limit 1`,
      );
      const base = { allocationId, date: MONDAY, period: periods[0], clientKey: 'key-stranger-01', baseVersion: 1 };
      expect((await save({ ...base, absent: [stranger!.id] })).json()).toMatchObject({
        field: 'absent',
        message: '1 of the students marked absent are not of this class',
      });
      expect((await save({ ...base, date: '2026-12-14', absent: [] })).json()).toMatchObject({
        field: 'date',
        message: 'A register is marked on its day, not before',
      });
      expect((await save({ ...base, date: '2026-12-06', absent: [] })).json()).toMatchObject({
        field: 'date',
        message: 'The college is closed on 06-12-2026 (Sunday)',
      });
      const other = [1, 2, 3, 4, 5, 6].find((p) => !periods.includes(p))!;
      expect((await save({ ...base, period: other, absent: [] })).json()).toMatchObject({
        field: 'period',
        message: `This class is not on the timetable in period ${other} of 07-12-2026`,
      });
      expect(
        (
          await save(
            { ...base, baseVersion: null, clientKey: 'key-hod-mark-01', period: periods[0], date: LAST_MONDAY, absent: [] },
            as.hod,
          )
        ).statusCode,
      ).toBe(403);
      expect((await save({ ...base, absent: [] }, as.principal)).statusCode).toBe(403);
    });

    it('corrects from the version opened, refuses a correction made on an older one, and counts a resent correction once', async () => {
      const fix = { allocationId, date: MONDAY, period: periods[0], clientKey: 'key-fix-000001', baseVersion: 1, absent: [s[0]] };
      const fixed = await save(fix);
      expect(fixed.json<Register>()).toMatchObject({ version: 2 });
      const stale = await save({ ...fix, clientKey: 'key-stale-00001', absent: [] });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/^This register was corrected by .+ at \d\d-\d\d-\d{4} \d\d:\d\d while you had it open/);
      expect((await save(fix)).json<Register>()).toMatchObject({ version: 2 });
      expect(
        (await open(MONDAY, periods[0]!))
          .json<Register>()
          .students.filter((x) => x.absent)
          .map((x) => x.id),
      ).toEqual([s[0]]);
    });

    it('lets only the head of the department correct an earlier day, giving a reason, in words in the audit log', async () => {
      const first = await save({ allocationId, date: LAST_MONDAY, period: periods[0], clientKey: 'key-late-mark-1', absent: [s[0], s[2]] });
      expect(first.statusCode, first.body).toBe(200);
      const late = { allocationId, date: LAST_MONDAY, period: periods[0], clientKey: 'key-late-fix-01', baseVersion: 1, absent: [s[0]] };
      const teacher = await save(late);
      expect(teacher.statusCode).toBe(403);
      expect(teacher.json().message).toBe(
        'Registers of 30-11-2026 can no longer be corrected by their teacher: the head of the department corrects them, giving a reason',
      );
      const opened = (await open(LAST_MONDAY, periods[0]!, as.hod)).json<Register>();
      expect(opened).toMatchObject({ editable: true, reasonNeeded: true, version: 1 });
      expect((await save(late, as.hod)).json()).toMatchObject({ field: 'reason', message: 'A correction after the day names its reason' });
      const byHead = await save({ ...late, reason: 'Medical certificate produced' }, as.hod);
      expect(byHead.statusCode, byHead.body).toBe(200);
      const [entry] = await many<{ details: { reason: string; changes: unknown } }>(
        sql`select details from audit_log where action = 'attendance.corrected' and details->>'date' = ${LAST_MONDAY}`,
      );
      expect(entry!.details.reason).toBe('Medical certificate produced');
      expect(JSON.stringify(entry!.details.changes)).toContain(`${roll(1)}, ${roll(3)}`);
    });

    it('shows a student and their parent the share per subject with the classes they may still miss, and the head the section’s shortage', async () => {
      await t.database.db.execute(sql`update users set student_id = ${s[1]} where username in ('student', 'parent')`);
      // The signed-in users' kept sessions follow once this server has heard the change.
      await t.app.heard();
      const own = (await send('GET', '/api/attendance/mine', undefined, as.student)).json<MyAttendance>();
      expect(own).toMatchObject({ student: { rollNumber: roll(2), section: 'B.Tech CSE 2034 A' }, required: 75, condonable: 65 });
      expect(own.subjects.find((x) => x.code === 'CS501PC')).toMatchObject({ held: 3, attended: 3, percent: 100 });
      expect(own).toMatchObject({ held: 3, attended: 3, percent: 100, mayMiss: 1, toRecover: 0, standing: 'ok' });
      expect((await send('GET', '/api/attendance/mine', undefined, as.parent)).json<MyAttendance>().student.id).toBe(s[1]);
      expect((await send('GET', '/api/attendance/mine', undefined, as.faculty)).statusCode).toBe(403);

      const shortage = (await send('GET', `/api/attendance/shortage?sectionId=${section.id}`, undefined, as.hod)).json<Shortage>();
      expect(shortage.students.map((x) => [x.rollNumber, x.held, x.attended, x.percent, x.standing])).toEqual([
        [roll(1), 3, 0, 0, 'short'],
      ]);
      expect((await send('GET', `/api/attendance/shortage?sectionId=${section.id}`, undefined, as.faculty)).statusCode).toBe(403);
    });

    it('keeps a student’s page in memory until a register of their section or the rules change', async () => {
      const mine = async () => (await send('GET', '/api/attendance/mine', undefined, as.student)).json<MyAttendance>();
      const before = await mine();
      // A change no trigger tells of is not seen: the page is answered from memory.
      const [register] = await many<{ id: number }>(sql`select id from attendance_registers where allocation_id = ${allocationId}
        and not exists (select 1 from attendance_absences a where a.register_id = attendance_registers.id and a.student_id = ${s[1]})
        order by id limit 1`);
      await t.database.db.execute(sql`insert into attendance_absences (register_id, student_id) values (${register!.id}, ${s[1]})`);
      expect(await mine()).toEqual(before);
      // A register of the section saved by its teacher: the page is read anew, with both absences.
      const marked = await save({
        allocationId,
        date: LAST_MONDAY,
        period: periods[1],
        clientKey: 'key-kept-page-1',
        baseVersion: null,
        absent: [s[1]],
      });
      expect(marked.statusCode, marked.body).toBe(200);
      const after = await mine();
      expect(after).toMatchObject({ held: before.held + 1, attended: before.attended - 1 });
      // The rules changed by the office: the page counts by them at once.
      const rules = (await send('GET', '/api/attendance/settings')).json<AttendanceSettings>();
      expect((await send('PUT', '/api/attendance/settings', { ...rules, requiredPercent: 80 })).statusCode).toBe(200);
      expect((await mine()).required).toBe(80);
      expect((await send('PUT', '/api/attendance/settings', rules)).statusCode).toBe(200);
      await t.database.db.execute(sql`delete from attendance_absences where register_id = ${register!.id} and student_id = ${s[1]}`);
    });

    it('counts registers and absences as the registers themselves say, through corrections, a register moved and one deleted', async () => {
      /** Where the counts the triggers keep differ from the registers and absences counted afresh. */
      const drift = () =>
        many(sql`with held as (select allocation_id, count(*)::int as n from attendance_registers group by allocation_id),
          missed as (select ab.student_id, r.allocation_id, count(*)::int as n
            from attendance_absences ab join attendance_registers r on r.id = ab.register_id group by ab.student_id, r.allocation_id)
          select 'held' as what, coalesce(h.allocation_id, c.allocation_id) as "allocationId", null as "studentId", h.n, c.held as counted
            from held h full join attendance_class_counts c on c.allocation_id = h.allocation_id where coalesce(h.n, 0) <> coalesce(c.held, 0)
          union all
          select 'missed', coalesce(m.allocation_id, c.allocation_id), coalesce(m.student_id, c.student_id), m.n, c.missed
            from missed m full join attendance_student_counts c on c.student_id = m.student_id and c.allocation_id = m.allocation_id
            where coalesce(m.n, 0) <> coalesce(c.missed, 0)`);
      const [counted] = await many<{ held: number; missed: number }>(sql`select
          (select coalesce(sum(held), 0)::int from attendance_class_counts) as held,
          (select coalesce(sum(missed), 0)::int from attendance_student_counts) as missed`);
      // The demo's semester and this class's registers are counted.
      expect(counted!.held).toBeGreaterThan(100);
      expect(counted!.missed).toBeGreaterThan(10);
      expect(await drift()).toEqual([]);

      // A correction from the teacher: one absentee more, one fewer.
      const opened = (await open(LAST_MONDAY, periods[1]!)).json<Register>();
      const absentBefore = opened.students.filter((x) => x.absent).map((x) => x.id);
      expect(absentBefore).toEqual([s[1]]);
      const fixed = await save(
        {
          allocationId,
          date: LAST_MONDAY,
          period: periods[1],
          clientKey: 'key-counted-1',
          baseVersion: opened.version,
          absent: [s[2], s[3]],
          reason: 'Roll call read from the wrong list',
        },
        as.hod,
      );
      expect(fixed.statusCode, fixed.body).toBe(200);
      expect(await drift()).toEqual([]);
      const mineNow = (await send('GET', '/api/attendance/mine', undefined, as.student)).json<MyAttendance>();
      const [own] = await many<{ held: number; attended: number }>(sql`select count(r.id)::int as held,
          (count(r.id) - count(ab.student_id))::int as attended
        from subject_allocations a join section_students ss on ss.section_id = a.section_id
          join attendance_registers r on r.allocation_id = a.id
          left join attendance_absences ab on ab.register_id = r.id and ab.student_id = ss.student_id
        where ss.student_id = (select student_id from users where username = 'student')`);
      expect({ held: mineNow.held, attended: mineNow.attended }).toEqual(own);

      // A register moved to another class, and one deleted with its absentees: nothing in the app does either.
      const [other] = await many<{ id: number }>(sql`select id from subject_allocations where id <> ${allocationId} order by id limit 1`);
      await t.database.db.execute(
        sql`update attendance_registers set allocation_id = ${other!.id} where id = ${fixed.json<Register>().registerId}`,
      );
      expect(await drift()).toEqual([]);
      await t.database.db.execute(sql`delete from attendance_registers where id = ${fixed.json<Register>().registerId}`);
      expect(await drift()).toEqual([]);
    });

    it('shows a student in no section nothing held yet, and refuses a sign-in linked to no student, naming why', async () => {
      const [alone] = await many<{ id: number }>(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
        select ${roll(9)}, 'Student 9', course_id, batch_id, branch_id from students where id = ${s[0]} returning id`);
      await t.database.db.execute(sql`insert into users (username, password_hash, full_name, roles, student_id)
        select 'alone-student', password_hash, 'Student 9', array['ROLE_STUDENT'], ${alone!.id} from users where username = 'student'`);
      await t.database.db.execute(sql`insert into users (username, password_hash, full_name, roles)
        select 'unlinked-student', password_hash, 'Nobody', array['ROLE_STUDENT'] from users where username = 'student'`);
      const page = await send('GET', '/api/attendance/mine', undefined, await bearer(t.app, 'alone-student'));
      expect(page.statusCode, page.body).toBe(200);
      expect(page.json<MyAttendance>()).toMatchObject({
        student: { id: alone!.id, rollNumber: roll(9), section: null },
        subjects: [],
        held: 0,
        attended: 0,
        percent: null,
        condonation: null,
      });
      const unlinked = await send('GET', '/api/attendance/mine', undefined, await bearer(t.app, 'unlinked-student'));
      expect(unlinked.statusCode).toBe(404);
      expect(unlinked.json()).toMatchObject({ message: 'Your sign-in is not linked to a student: ask the office' });
    });

    it('keeps the college’s rules for the academics office', async () => {
      expect((await send('GET', '/api/attendance/settings', undefined, as.principal)).json<AttendanceSettings>()).toEqual({
        requiredPercent: 75,
        condonablePercent: 65,
        correctionDays: 0,
        condonationFeePaise: 50_000,
      });
      const wrong = await send('PUT', '/api/attendance/settings', { requiredPercent: 60, condonablePercent: 65, correctionDays: 1 });
      expect(wrong.json()).toMatchObject({ field: 'condonablePercent', message: 'The condonable share must be below the required one' });
      expect(
        (await send('PUT', '/api/attendance/settings', { requiredPercent: 75, condonablePercent: 65, correctionDays: 7 }, as.hod))
          .statusCode,
      ).toBe(403);
      const saved = await send('PUT', '/api/attendance/settings', { requiredPercent: 75, condonablePercent: 65, correctionDays: 7 });
      expect(saved.json<AttendanceSettings>()).toMatchObject({ correctionDays: 7, condonationFeePaise: 50_000 });
      const fee = await send('PUT', '/api/attendance/settings', {
        requiredPercent: 75,
        condonablePercent: 65,
        correctionDays: 7,
        condonationFeePaise: 75_050,
      });
      expect(fee.json<AttendanceSettings>().condonationFeePaise).toBe(75_050);
      const badFee = await send('PUT', '/api/attendance/settings', {
        requiredPercent: 75,
        condonablePercent: 65,
        correctionDays: 7,
        condonationFeePaise: -1,
      });
      expect(badFee.json()).toMatchObject({
        field: 'condonationFeePaise',
        message: 'The condonation fee must be a whole number of rupees from 0 to 1,00,000',
      });
      // Within the longer window the teacher corrects last week's register again.
      const open7 = (await open(LAST_MONDAY, periods[0]!)).json<Register>();
      expect(open7).toMatchObject({ editable: true, reasonNeeded: false });
    });
  });
}
