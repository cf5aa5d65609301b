import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FacultyWeek, Period, SectionDetail, SectionsSplitResult, SectionTimetable, Slot, Substitution, TodayClasses } from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

/** Monday 7 December 2026, 09:30 in Kolkata: the college's today in these tests. */
const MONDAY = '2026-12-07';
const NOW = new Date('2026-12-07T04:00:00Z');
const roll = (n: number) => `33VC1A05${String(n).padStart(2, '0')}`;
const dayAfter = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

for (const target of targets) {
  describe(`timetable (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    /** The demo faculty member `faculty`, and four teachers with no class yet. */
    let mine: { id: number; name: string };
    let free: { id: number; name: string }[];
    let a: SectionDetail;
    let b: SectionDetail;
    /** A period of Monday the demo faculty member has free. */
    let period: number;
    const alloc: Record<string, number> = {};

    const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, who = as.academics) =>
      t.app.inject({ method, url, payload, headers: who });
    const many = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
    const addClass = (body: object) => send('POST', '/api/timetable/slots', body);
    const allocate = async (section: SectionDetail, code: string, facultyId: number, labBatch: number | null = null) => {
      const subject = section.subjectList.find((s) => s.code === code)!;
      const made = await send('POST', `/api/sections/${section.id}/allocations`, { subjectId: subject.id, labBatch, facultyId });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ id: number }>().id;
    };

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => NOW });
      for (const user of ['academics', 'faculty', 'hod', 'student']) as[user] = await bearer(t.app, user);
      const [btech] = await many<{ id: number; cse: number }>(sql`select c.id, b.id as cse from courses c join branches b on b.course_id = c.id
        where c.code = 'B.Tech' and b.code = 'CSE'`);
      const [batch] = await many<{ id: number }>(sql`insert into batches (course_id, name, start_year) values (${btech!.id}, '2033-2037', 2033) returning id`);
      for (let n = 1; n <= 6; n++)
        await t.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
          values (${roll(n)}, ${`Student ${n}`}, ${btech!.id}, ${batch!.id}, ${btech!.cse})`);
      const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
      const split = await send('POST', '/api/sections', {
        batchId: batch!.id,
        branchId: btech!.cse,
        regulationId: r22!.id,
        semester: 5,
        sections: [
          { name: 'A', rollFrom: roll(1), rollTo: roll(3), room: 'T-204' },
          { name: 'B', rollFrom: roll(4), rollTo: roll(6), room: 'T-205' },
        ],
      });
      const [sa, sb] = split.json<SectionsSplitResult>().sections;
      a = (await send('GET', `/api/sections/${sa!.id}`)).json<SectionDetail>();
      b = (await send('GET', `/api/sections/${sb!.id}`)).json<SectionDetail>();
      [mine] = await many<{ id: number; name: string }>(sql`select f.id, f.full_name as name from faculty f join users u on u.id = f.user_id
        where u.username = 'faculty'`);
      free = await many<{ id: number; name: string }>(sql`select f.id, f.full_name as name from faculty f
        where f.user_id is null and not exists (select 1 from timetable_slots s where s.faculty_id = f.id) order by f.id limit 4`);
      const busy = (await send('GET', '/api/timetable/mine', undefined, as.faculty)).json<FacultyWeek>().slots;
      period = [1, 2, 3, 4, 5, 6].find((p) => !busy.some((s) => s.weekday === 1 && s.period === p))!;
      alloc.mineA = await allocate(a, 'CS501PC', mine!.id);
      alloc.mineB = await allocate(b, 'CS501PC', mine!.id);
      alloc.otherA = await allocate(a, 'CS502PC', free[0]!.id);
      alloc.otherB = await allocate(b, 'CS502PC', free[0]!.id);
      alloc.lab1 = await allocate(a, 'CS507LC', free[1]!.id, 1);
      alloc.lab2 = await allocate(a, 'CS507LC', free[2]!.id, 2);
      alloc.thirdA = await allocate(a, 'CS503PC', free[3]!.id);
      alloc.thirdB = await allocate(b, 'CS503PC', free[3]!.id);
      alloc.ml = await allocate(a, 'CS507PE', free[1]!.id);
      alloc.cloud = await allocate(a, 'CS508PE', free[2]!.id);
    });
    afterAll(async () => {
      await t?.close();
    });

    it('keeps the periods of the day: in order, each ending after it starts; the office alone changes them', async () => {
      const periods = (await send('GET', '/api/timetable/periods', undefined, as.faculty)).json<Period[]>();
      expect(periods[0]).toEqual({ number: 1, startsAt: '09:30', endsAt: '10:20' });
      const list = periods.map(({ startsAt, endsAt }) => ({ startsAt, endsAt }));
      const backwards = await send('PUT', '/api/timetable/periods', { periods: [{ startsAt: '10:00', endsAt: '09:00' }] });
      expect(backwards.json()).toMatchObject({ field: 'periods.0.endsAt', message: 'Period 1 must end after it starts' });
      const overlapping = await send('PUT', '/api/timetable/periods', {
        periods: [
          { startsAt: '09:00', endsAt: '10:00' },
          { startsAt: '09:30', endsAt: '10:30' },
        ],
      });
      expect(overlapping.json()).toMatchObject({ field: 'periods.1.startsAt', message: 'Period 2 starts before period 1 ends' });
      expect((await send('PUT', '/api/timetable/periods', { periods: [{ startsAt: '9.30', endsAt: '10:20' }] })).json()).toMatchObject({
        field: 'periods.0.startsAt',
        message: 'Starts at must be a time of day such as 09:30',
      });
      expect((await send('PUT', '/api/timetable/periods', { periods: list }, as.faculty)).statusCode).toBe(403);
      const seven = await send('PUT', '/api/timetable/periods', { periods: [...list, { startsAt: '15:20', endsAt: '16:10' }] });
      expect(seven.json<Period[]>()).toHaveLength(7);
      expect((await addClass({ sectionId: b.id, weekday: 6, period: 7, allocationId: alloc.thirdB })).statusCode).toBe(201);
      const shorter = await send('PUT', '/api/timetable/periods', { periods: list });
      expect(shorter.statusCode).toBe(409);
      expect(shorter.json().message).toBe('Period 7 is on 1 timetables: take those classes off first');
    });

    it('puts a class on a section’s week in its classroom, and refuses a teacher, a room or the section in two places at once', async () => {
      const first = await addClass({ sectionId: a.id, weekday: 1, period, allocationId: alloc.mineA });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json<Slot>()).toMatchObject({ section: 'B.Tech CSE 2033 A', code: 'CS501PC', faculty: mine.name, room: 'T-204' });

      const teacher = await addClass({ sectionId: b.id, weekday: 1, period, allocationId: alloc.mineB });
      expect(teacher.statusCode).toBe(409);
      expect(teacher.json()).toMatchObject({
        field: 'allocationId',
        message: `${mine.name} teaches B.Tech CSE 2033 A CS501PC at that time already`,
      });
      const section = await addClass({ sectionId: a.id, weekday: 1, period, allocationId: alloc.otherA });
      expect(section.json()).toMatchObject({ field: 'period', message: 'B.Tech CSE 2033 A has CS501PC at that time already' });
      const room = await addClass({ sectionId: b.id, weekday: 1, period, allocationId: alloc.otherB, room: 't-204' });
      expect(room.json()).toMatchObject({ field: 'room', message: 'Room t-204 has B.Tech CSE 2033 A CS501PC at that time already' });
      expect((await addClass({ sectionId: b.id, weekday: 1, period, allocationId: alloc.otherB })).statusCode).toBe(201);
      expect((await addClass({ sectionId: b.id, weekday: 2, period: 1, allocationId: alloc.otherA })).json()).toMatchObject({
        field: 'allocationId',
        message: 'That class is not taught to this section',
      });
      expect((await addClass({ sectionId: a.id, weekday: 7, period: 1, allocationId: alloc.otherA })).json()).toMatchObject({
        field: 'weekday',
      });
      expect((await send('POST', '/api/timetable/slots', { sectionId: a.id, weekday: 3, period: 1, allocationId: alloc.otherA }, as.faculty)).statusCode).toBe(403);
    });

    it('lets the two lab batches, or one elective group’s choices, share a period, and nothing beside the whole section', async () => {
      const one = await addClass({ sectionId: a.id, weekday: 2, period: 2, allocationId: alloc.lab1, room: 'LAB-1' });
      expect(one.json<Slot>()).toMatchObject({ labBatch: 1, room: 'LAB-1' });
      expect((await addClass({ sectionId: a.id, weekday: 2, period: 2, allocationId: alloc.lab2, room: 'LAB-2' })).statusCode).toBe(201);
      expect((await addClass({ sectionId: a.id, weekday: 2, period: 2, allocationId: alloc.otherA })).json()).toMatchObject({
        field: 'period',
        message: 'B.Tech CSE 2033 A has CS507LC at that time already',
      });
      expect((await addClass({ sectionId: a.id, weekday: 4, period: 3, allocationId: alloc.ml, room: 'T-301' })).statusCode).toBe(201);
      expect((await addClass({ sectionId: a.id, weekday: 4, period: 3, allocationId: alloc.cloud, room: 'T-302' })).statusCode).toBe(201);
      expect((await addClass({ sectionId: a.id, weekday: 4, period: 3, allocationId: alloc.lab1 })).statusCode).toBe(409);
    });

    it('takes one of two clashing classes saved at once', async () => {
      const both = await Promise.all([
        addClass({ sectionId: a.id, weekday: 3, period: 4, allocationId: alloc.thirdA }),
        addClass({ sectionId: b.id, weekday: 3, period: 4, allocationId: alloc.thirdB }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [{ n }] = (await many<{ n: number }>(sql`select count(*)::int as n from timetable_slots where faculty_id = ${free[3]!.id}
        and weekday = 3 and period = 4`)) as [{ n: number }];
      expect(n).toBe(1);
    });

    it('shows a section’s week with each allocation’s classes, a teacher’s week and one’s own', async () => {
      const week = (await send('GET', `/api/timetable/sections/${a.id}`, undefined, as.hod)).json<SectionTimetable>();
      expect(week.section).toBe('B.Tech CSE 2033 A');
      expect(week.slots.filter((s) => s.weekday === 2 && s.period === 2).map((s) => s.labBatch)).toEqual([1, 2]);
      expect(week.allocations.find((x) => x.id === alloc.mineA)).toMatchObject({ code: 'CS501PC', classes: 1 });
      const teacher = (await send('GET', `/api/timetable/faculty/${free[0]!.id}`, undefined, as.faculty)).json<FacultyWeek>();
      expect(teacher.slots.map((s) => [s.section, s.weekday, s.period])).toEqual([['B.Tech CSE 2033 B', 1, period]]);
      const own = (await send('GET', '/api/timetable/mine', undefined, as.faculty)).json<FacultyWeek>();
      expect(own).toMatchObject({ facultyId: mine.id, faculty: mine.name });
      expect(own.slots).toContainEqual(expect.objectContaining({ sectionId: a.id, weekday: 1, period }));
      expect((await send('GET', '/api/timetable/mine')).json()).toMatchObject({ message: 'Your sign-in is not linked to a faculty member: ask the office' });
      expect((await send('GET', `/api/timetable/sections/${a.id}`, undefined, as.student)).statusCode).toBe(403);
    });

    it('arranges a substitute for one day, on the class’s weekday, for a free teacher; today’s classes show it', async () => {
      const slot = (await send('GET', `/api/timetable/sections/${a.id}`)).json<SectionTimetable>().slots.find(
        (s) => s.weekday === 1 && s.period === period,
      )!;
      const arrange = (date: string, facultyId: number) => send('POST', '/api/timetable/substitutions', { slotId: slot.id, date, facultyId });
      expect((await arrange(dayAfter(MONDAY, 1), free[1]!.id)).json()).toMatchObject({
        field: 'date',
        message: 'The class is not on the weekday of 08-12-2026',
      });
      expect((await arrange(dayAfter(MONDAY, -7), free[1]!.id)).json()).toMatchObject({
        field: 'date',
        message: 'A substitute is arranged for today or a day to come',
      });
      await t.database.db.execute(sql`insert into college_holidays (day, name) values (${dayAfter(MONDAY, 7)}, 'Test holiday')`);
      expect((await arrange(dayAfter(MONDAY, 7), free[1]!.id)).json()).toMatchObject({
        message: 'The college is closed on 14-12-2026 (Test holiday)',
      });
      expect((await arrange(MONDAY, mine.id)).json()).toMatchObject({ field: 'facultyId' });
      expect((await arrange(MONDAY, free[0]!.id)).json()).toMatchObject({
        field: 'facultyId',
        message: `${free[0]!.name} teaches another class at that time on 07-12-2026`,
      });
      const made = await arrange(MONDAY, free[1]!.id);
      expect(made.statusCode, made.body).toBe(201);
      expect(made.json<Substitution>()).toMatchObject({ date: MONDAY, faculty: free[1]!.name, slot: { id: slot.id } });
      expect((await arrange(MONDAY, free[2]!.id)).json()).toMatchObject({
        field: 'slotId',
        message: 'A substitute is arranged for this class on 07-12-2026 already',
      });

      const today = (await send('GET', '/api/timetable/today', undefined, as.faculty)).json<TodayClasses>();
      expect(today).toMatchObject({ date: MONDAY, closed: null });
      expect(today.classes.find((c) => c.id === slot.id)).toMatchObject({ givenTo: free[1]!.name, substituteFor: null, startsAt: expect.any(String) });
      const listed = (await send('GET', `/api/timetable/substitutions?date=${MONDAY}`)).json<Substitution[]>();
      expect(listed.map((s) => s.slot.code)).toEqual(['CS501PC']);
      expect((await send('DELETE', `/api/timetable/substitutions/${made.json<Substitution>().id}`)).statusCode).toBe(204);
      expect((await send('GET', '/api/timetable/today', undefined, as.faculty)).json<TodayClasses>().classes.find((c) => c.id === slot.id)).toMatchObject({
        givenTo: null,
      });
    });

    it('takes a class off the timetable, audited in words', async () => {
      const week = (await send('GET', `/api/timetable/sections/${b.id}`)).json<SectionTimetable>();
      const gone = week.slots.find((s) => s.weekday === 6 && s.period === 7)!;
      expect((await send('DELETE', `/api/timetable/slots/${gone.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/timetable/slots/${gone.id}`)).statusCode).toBe(404);
      const actions = (await many<{ action: string }>(sql`select action from audit_log where action like 'timetable.%'`)).map((r) => r.action);
      expect(new Set(actions)).toEqual(
        new Set(['timetable.periodsChanged', 'timetable.classAdded', 'timetable.classRemoved', 'timetable.substituteArranged', 'timetable.substitutionCancelled']),
      );
    });
  });
}
