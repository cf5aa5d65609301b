import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYearLabel,
  academicYearStart,
  can,
  collegeToday,
  demoUsernameFor,
  LANDING_ROLES,
  MESSAGES,
  withVerhoeff,
} from '@campus/shared';
import type { AcademicDay, FacultyWeek, SectionDetail, SectionsSplitResult } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { simpleAdmission } from '../../../test/admission-fixtures.js';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const aadhaar = () =>
  withVerhoeff(`7${String(Date.now() % 1e7).padStart(7, '0')}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`);

for (const target of targets) {
  describe(`dashboards (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const one = async (query: ReturnType<typeof sql>) => Number(Object.values((await rows(query))[0])[0]);
    const get = (url: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/dashboards/${url}`, headers });

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of [
        'admin',
        'admissions',
        'examination',
        'accountant',
        'principal',
        'library_incharge',
        'student',
        'parent',
        'faculty',
      ])
        as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    describe('admin', () => {
      it('counts the active users by their first role, as the users table has them', async () => {
        const res = await get('admin', as.admin);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.users).toBe(await one(sql`select count(*) from users where status = 'active' and cardinality(roles) > 0`));
        expect(body.usersByRole).toContainEqual({
          name: 'ROLE_ADMIN',
          count: await one(sql`select count(*) from users where roles[1] = 'ROLE_ADMIN' and status = 'active'`),
        });
        expect(body.usersByRole.reduce((n: number, r: { count: number }) => n + r.count, 0)).toBe(body.users);
      });

      it('shows a self sign-up as pending, and the approval in the recent audit entries', async () => {
        const before = (await get('admin', as.admin)).json();
        const signUp = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: {
            fullName: 'Lakshmi Prasanna',
            username: 'lakshmi.dash',
            email: 'lakshmi.dash@example.in',
            password: 'secret1',
            eamcetCode: 'VCET',
            collegeName: 'Vignan College',
            instituteType: 'engineering',
            affiliatedTo: '',
            role: ['library assistant'],
            department: '',
            module: 'erp',
            promotions: false,
          },
        });
        expect(signUp.statusCode, signUp.body).toBeLessThan(300);
        const pending = (await get('admin', as.admin)).json();
        expect(pending.pendingSignUps).toBe(before.pendingSignUps + 1);

        const [{ id }] = (await rows(sql`select id from users where username = 'lakshmi.dash'`)) as { id: number }[];
        const approved = await t.app.inject({
          method: 'POST',
          url: `/api/users/${id}/approve`,
          headers: as.admin,
          payload: { roles: ['ROLE_FACULTY'], modules: ['erp'] },
        });
        expect(approved.statusCode, approved.body).toBe(200);
        const after = (await get('admin', as.admin)).json();
        expect(after.pendingSignUps).toBe(before.pendingSignUps);
        expect(after.users).toBe(before.users + 1);
        expect(after.recentAudit[0]).toMatchObject({ actor: 'admin', action: 'user.approve', entity: 'user' });
      });
    });

    describe('admissions', () => {
      it("counts an admission dated today in today's and this academic year's figures, by programme and branch, and lists it first", async () => {
        const before = (await get('admissions', as.admissions)).json();
        expect(before.academicYear).toBe(academicYearLabel(collegeToday()));
        const made = await t.app.inject({
          method: 'POST',
          url: '/api/getStudentadmissiondata',
          headers: as.admissions,
          payload: simpleAdmission(aadhaar(), { name: 'Sravani Devi', branch: 'ECE', dateOfAdmission: collegeToday() }),
        });
        expect(made.statusCode, made.body).toBe(200);
        const after = (await get('admissions', as.admissions)).json();
        expect(after.today).toBe(before.today + 1);
        expect(after.thisYear).toBe(before.thisYear + 1);
        const ece = (d: { byProgramme: { course: string; branch: string; count: number }[] }) =>
          d.byProgramme.find((p) => p.course === 'B.Tech' && p.branch === 'ECE')?.count ?? 0;
        expect(ece(after)).toBe(ece(before) + 1);
        expect(after.recent[0]).toMatchObject({ fullName: 'Sravani Devi', course: 'B.Tech', branch: 'ECE' });
      });

      it('counts by the date of admission, not the day a record was entered', async () => {
        const today = collegeToday();
        const yearStart = academicYearStart(today);
        // The demo's register was entered when the database was seeded, today, with admissions of earlier years.
        const seeded = await one(sql`select count(*) from applications`);
        const datedToday = await one(sql`select count(*) from applications where date_of_admission = ${today}`);
        const datedThisYear = await one(sql`select count(*) from applications where date_of_admission >= ${yearStart}`);
        const before = (await get('admissions', as.admissions)).json();
        expect(seeded).toBeGreaterThan(before.thisYear);
        expect(before.today).toBe(datedToday);
        expect(before.thisYear).toBe(datedThisYear);

        const enter = async (dateOfAdmission: string) => {
          const res = await t.app.inject({
            method: 'POST',
            url: '/api/getStudentadmissiondata',
            headers: as.admissions,
            payload: simpleAdmission(aadhaar(), { name: 'Keerthi Rao', dateOfAdmission }),
          });
          expect(res.statusCode, res.body).toBe(200);
        };
        await enter(`${Number(today.slice(0, 4)) - 3}-08-01`);
        const lastYear = (await get('admissions', as.admissions)).json();
        expect([lastYear.today, lastYear.thisYear]).toEqual([before.today, before.thisYear]);
        if (yearStart < today) {
          await enter(yearStart);
          const earlier = (await get('admissions', as.admissions)).json();
          expect([earlier.today, earlier.thisYear]).toEqual([before.today, before.thisYear + 1]);
        }
      });
    });

    describe('examinations', () => {
      it("answers the newest published title's pass percentage by branch, its backlogs, and every title by status", async () => {
        const res = await get('examinations', as.examination);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.published).toBe(await one(sql`select count(*) from exam_titles where status = 'published'`));
        expect(body.draft).toBe(await one(sql`select count(*) from exam_titles where status = 'draft'`));
        const [newest] = (await rows(
          sql`select id, title from exam_titles where status = 'published' order by published_at desc nulls last, id desc limit 1`,
        )) as { id: number; title: string }[];
        expect(body.examTitle).toBe(newest.title);
        const appeared = body.passByBranch.reduce((n: number, b: { appeared: number }) => n + b.appeared, 0);
        expect(appeared).toBe(await one(sql`select count(*) from student_results where exam_title_id = ${newest.id}`));
        expect(body.backlogs).toBe(
          await one(sql`select count(*) from student_results where exam_title_id = ${newest.id} and fail_count > 0`),
        );
        for (const b of body.passByBranch) expect(b.percentage).toBe(Math.round((b.passed / b.appeared) * 1000) / 10);
        for (const s of body.backlogStudents) expect(s.failCount).toBeGreaterThan(0);
      });

      it('answers the title asked for, and 404 with the message for an unknown one', async () => {
        const titles = (await get('examinations', as.examination)).json().titles as { title: string }[];
        const last = titles.at(-1)!.title;
        expect((await get(`examinations?examTitle=${encodeURIComponent(last)}`, as.examination)).json().examTitle).toBe(last);
        const unknown = await get('examinations?examTitle=No%20Such%20Title', as.examination);
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json().message).toBe('There is no exam title No Such Title');
      });
    });

    describe('accounts', () => {
      it('sums the collections of the last 30 college days and counts the pending and flagged orders', async () => {
        const res = await get('accounts', as.accountant);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.byDay).toHaveLength(30);
        expect(body.to).toBe(collegeToday());
        expect(body.totalPaise).toBe(body.byDay.reduce((n: number, d: { amountPaise: number }) => n + d.amountPaise, 0));
        expect(body.pending).toBe(await one(sql`select count(*) from payment_orders where status = 'PENDING'`));
        expect(body.flagged).toBe(await one(sql`select count(*) from payment_orders where status = 'FLAGGED'`));
      });
    });

    describe('college', () => {
      it('gives the college at a glance: students by programme, faculty, admissions, pass rates and alumni', async () => {
        const res = await get('college', as.principal);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.students).toBe(await one(sql`select count(*) from students where status = 'active'`));
        expect(body.studentsByProgramme.reduce((n: number, p: { count: number }) => n + p.count, 0)).toBe(body.students);
        expect(body.faculty).toBe(await one(sql`select count(*) from faculty`));
        expect(body.passRates.length).toBeGreaterThan(0);
        expect(body.passRates.length).toBeLessThanOrEqual(3);
        expect(body.alumni.registered).toBe(await one(sql`select count(*) from alumni_registrations`));
        expect(body.alumni.working + body.alumni.studying).toBe(await one(sql`select count(*) from alumni_history`));
        expect((await get('college', as.library_incharge)).statusCode).toBe(200);
      });

      it("sends the month's fee collections to the college's leadership and never to the offices", async () => {
        const viewers = LANDING_ROLES.filter((r) => can([r], 'dashboard.college'));
        const leadership = viewers.filter((r) => can([r], 'dashboard.collegeMoney'));
        expect(leadership).toEqual(
          expect.arrayContaining(['ROLE_ADMIN', 'ROLE_PRINCIPAL', 'ROLE_CHAIRMAN', 'ROLE_DEAN', 'ROLE_CORRESPONDENCE']),
        );
        for (const role of viewers) {
          const res = await get('college', await bearer(t.app, demoUsernameFor(role)));
          expect(res.statusCode, role).toBe(200);
          const body = res.json();
          expect(body.students, role).toBeTypeOf('number');
          if (leadership.includes(role)) {
            expect(body.collectionsThisMonthPaise, role).toBeTypeOf('number');
            expect(body.collectionsThisMonth, role).toBeTypeOf('number');
          } else {
            expect(body, role).not.toHaveProperty('collectionsThisMonthPaise');
            expect(body, role).not.toHaveProperty('collectionsThisMonth');
          }
        }
        for (const office of ['library_incharge', 'hostel_incharge', 'transportation_incharge', 'grievance_incharge', 'placement_dean'])
          expect(viewers.filter((r) => !leadership.includes(r)).map(demoUsernameFor)).toContain(office);
      });
    });

    describe('the academic day', () => {
      /** Monday 7 December 2026, 10:30 in Kolkata: the college's today in these tests. */
      const MONDAY = '2026-12-07';
      const LAST_MONDAY = '2026-11-30';
      const NOW = new Date('2026-12-07T05:00:00Z');
      const roll = (n: number) => `35VC1A05${String(n).padStart(2, '0')}`;
      let d: TestApp;
      const who: Record<string, Headers> = {};
      const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = who.academics) =>
        d.app.inject({ method, url, payload, headers });
      const many = async <T>(query: ReturnType<typeof sql>) => ((await d.database.db.execute(query)) as unknown as { rows: T[] }).rows;
      const dayOf = async (headers = who.academics) => {
        const res = await send('GET', '/api/dashboards/college', undefined, headers);
        expect(res.statusCode, res.body).toBe(200);
        return res.json<{ academicDay?: AcademicDay }>().academicDay;
      };

      beforeAll(async () => {
        d = await createTestApp(target, { clock: () => NOW });
        for (const user of ['academics', 'faculty', 'principal', 'admin']) who[user] = await bearer(d.app, user);
      });
      afterAll(async () => d?.close());

      it('sends the academic day to the office that keeps the timetable, and to no other viewer of the college', async () => {
        expect(await dayOf(who.academics)).toMatchObject({ date: MONDAY, closed: null });
        expect(await dayOf(who.admin)).toMatchObject({ date: MONDAY });
        expect(await dayOf(who.principal)).toBeUndefined();
      });

      it('counts the curriculum, sections, what is not allocated or scheduled, and today’s classes and registers by their day', async () => {
        const before = (await dayOf())!;
        expect(before.regulations).toBe(Number((await many<{ n: number }>(sql`select count(*)::int as n from regulations`))[0]!.n));
        expect(before.subjects).toBe(Number((await many<{ n: number }>(sql`select count(*)::int as n from curriculum_subjects`))[0]!.n));
        expect(before.sections).toBe(Number((await many<{ n: number }>(sql`select count(*)::int as n from sections`))[0]!.n));

        // A new section of semester 5: every subject of its semester is still to be given a teacher.
        const [btech] = await many<{ id: number; cse: number }>(sql`select c.id, b.id as cse from courses c
          join branches b on b.course_id = c.id where c.code = 'B.Tech' and b.code = 'CSE'`);
        const [batch] = await many<{ id: number }>(
          sql`insert into batches (course_id, name, start_year) values (${btech!.id}, '2035-2039', 2035) returning id`,
        );
        for (let n = 1; n <= 3; n++)
          await d.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id)
            values (${roll(n)}, ${`Student ${n}`}, ${btech!.id}, ${batch!.id}, ${btech!.cse})`);
        const [r22] = await many<{ id: number }>(sql`select id from regulations where code = 'R22'`);
        const split = await send('POST', '/api/sections', {
          batchId: batch!.id,
          branchId: btech!.cse,
          regulationId: r22!.id,
          semester: 5,
          sections: [{ name: 'A', rollFrom: roll(1), rollTo: roll(3), room: 'D-101' }],
        });
        expect(split.statusCode, split.body).toBe(201);
        const sectionId = split.json<SectionsSplitResult>().sections[0]!.id;
        const section = (await send('GET', `/api/sections/${sectionId}`)).json<SectionDetail>();
        const subjects = section.subjectList.length;
        expect(subjects).toBeGreaterThan(2);
        const made = (await dayOf())!;
        expect(made).toMatchObject({
          sections: before.sections + 1,
          unallocated: before.unallocated + subjects,
          unscheduled: before.unscheduled,
          classesToday: before.classesToday,
        });

        // Two subjects given the demo teacher: one on Monday's timetable, the other on none.
        const [mine] = await many<{ id: number }>(
          sql`select f.id from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
        );
        const theory = section.subjectList.filter((x) => x.kind === 'theory' && x.electiveGroup === null).slice(0, 2);
        const [scheduled, unscheduled] = await Promise.all(
          theory.map(async (x) => {
            const res = await send('POST', `/api/sections/${sectionId}/allocations`, { subjectId: x.id, facultyId: mine!.id });
            expect(res.statusCode, res.body).toBe(201);
            return res.json<{ id: number }>().id;
          }),
        );
        const busy = (await send('GET', '/api/timetable/mine', undefined, who.faculty)).json<FacultyWeek>().slots;
        const period = [1, 2, 3, 4, 5, 6].find((p) => !busy.some((x) => x.weekday === 1 && x.period === p))!;
        const slot = await send('POST', '/api/timetable/slots', { sectionId, weekday: 1, period, allocationId: scheduled });
        expect(slot.statusCode, slot.body).toBe(201);
        const planned = (await dayOf())!;
        expect(planned).toMatchObject({
          unallocated: before.unallocated + subjects - 2,
          unscheduled: before.unscheduled + 1,
          classesToday: before.classesToday + 1,
          markedToday: before.markedToday,
          unmarkedToday: before.unmarkedToday + 1,
        });

        // Last Monday's register written today counts for last Monday, not today; today's counts today.
        await d.database.db.execute(sql`insert into attendance_registers
            (allocation_id, day, period, faculty_id, students, absent, client_key, last_key)
          values (${unscheduled}, ${LAST_MONDAY}, ${period}, ${mine!.id}, 3, 0, 'academic-day-last', 'academic-day-last')`);
        expect((await dayOf())!.markedToday).toBe(before.markedToday);
        const marked = await send(
          'PUT',
          '/api/attendance/register',
          { allocationId: scheduled, date: MONDAY, period, clientKey: 'academic-day-0001', absent: [] },
          who.faculty,
        );
        expect(marked.statusCode, marked.body).toBe(200);
        expect(await dayOf()).toMatchObject({
          classesToday: before.classesToday + 1,
          markedToday: before.markedToday + 1,
          unmarkedToday: before.unmarkedToday,
        });
      });

      it('holds no class on a holiday', async () => {
        await d.database.db.execute(sql`insert into college_holidays (day, name) values (${MONDAY}, 'Founders Day')`);
        try {
          expect(await dayOf()).toMatchObject({ date: MONDAY, closed: 'Founders Day', classesToday: 0, unmarkedToday: 0 });
        } finally {
          await d.database.db.execute(sql`delete from college_holidays where day = ${MONDAY}`);
        }
      });
    });

    describe('student and parent', () => {
      it("answers the student's own results, dues and receipts", async () => {
        const res = await get('student', as.student);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const [me] = (await rows(
          sql`select s.roll_number as "rollNumber" from users u join students s on s.id = u.student_id where u.username = 'student'`,
        )) as {
          rollNumber: string;
        }[];
        expect(body.student.rollNumber).toBe(me.rollNumber);
        expect(body.results.length).toBe(
          await one(
            sql`select count(*) from student_results r join exam_titles e on e.id = r.exam_title_id where e.status = 'published' and upper(r.roll_no) = upper(${me.rollNumber})`,
          ),
        );
        const dues = (await t.app.inject({ method: 'GET', url: '/api/payments/dues', headers: as.student })).json();
        expect(body.duesPaise).toBe(dues.dues.reduce((n: number, d: { duePaise: number }) => n + d.duePaise, 0));
      });

      it("answers a parent their ward's", async () => {
        const res = await get('student', as.parent);
        expect(res.statusCode).toBe(200);
        const [ward] = (await rows(
          sql`select s.roll_number as "rollNumber" from users u join students s on s.id = u.student_id where u.username = 'parent'`,
        )) as {
          rollNumber: string;
        }[];
        expect(res.json().student.rollNumber).toBe(ward.rollNumber);
      });
    });

    describe('access', () => {
      const rules: [string, string[], string[]][] = [
        ['admin', ['admin'], ['principal', 'admissions', 'student']],
        ['admissions', ['admissions', 'admin'], ['examination', 'student']],
        ['examinations', ['examination', 'admin'], ['admissions', 'faculty']],
        ['accounts', ['accountant', 'admin'], ['principal', 'student']],
        ['college', ['principal', 'library_incharge', 'admin'], ['student', 'faculty', 'parent']],
        ['student', ['student', 'parent'], ['admin', 'faculty']],
      ];
      for (const [route, allowed, refused] of rules)
        it(`${route}: 401 signed out, 403 for ${refused.join(', ')}, 200 for ${allowed.join(', ')}`, async () => {
          const anonymous = await get(route);
          expect(anonymous.statusCode).toBe(401);
          for (const user of refused) {
            const res = await get(route, as[user]);
            expect(res.statusCode, user).toBe(403);
            expect(res.json().message).toBe(MESSAGES.forbidden);
          }
          for (const user of allowed) expect((await get(route, as[user])).statusCode, user).toBe(200);
        });
    });
  });
}
