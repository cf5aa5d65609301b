import { desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  academicYearLabel,
  academicYearStart,
  applicationFormDataSchema,
  collegeToday,
  demoUsernameFor,
  isValidAadhaar,
  MESSAGES,
  RESULT_UPLOAD_COLUMNS,
  ROLES,
  type BusPassPage,
  type ClassesOfDay,
  type HostelFees,
  type HostelFigures,
  type MyAttendance,
  type MyMarks,
  type OwnHostelLife,
  type OwnBusPass,
  type TransportFigures,
} from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../test/helpers.js';
import { rowsOf } from '../db/client.js';
import { users } from '../features/auth/auth.table.js';
import { applications } from '../features/admissions/applications.table.js';
import { students } from '../features/admissions/students.table.js';
import { batches, branches, courses, departments } from '../features/masterdata/masterdata.table.js';
import { addDays } from '../features/college-calendar/college-days.js';
import { collegeSettings } from '../features/public/college.table.js';
import { courseResults, examTitles, studentResults } from '../features/results/results.table.js';
import { faculty } from '../features/users/faculty-members.table.js';
import { DEMO_EXAM_TITLES } from './seed-results.js';
import { seedTransport } from './seed-transport.js';
import { seedDemo } from './seed.js';

async function countOf(t: TestApp, table: typeof students | typeof users | typeof faculty | typeof applications) {
  const [{ count }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(table);
  return count;
}

for (const target of targets) {
  describe(`demo college (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      // The full demo size, as `npm start` seeds it.
      t = await createTestApp(target, { seed: { students: 2000 } });
    });
    afterAll(async () => t?.close());

    it('has 2,000 students and an incoming batch of 25, with Indian names and JNTU-style roll numbers', async () => {
      expect(await countOf(t, students)).toBe(2025);
      const all = await t.database.db.select({ roll: students.rollNumber, name: students.fullName }).from(students);
      for (const s of all) expect(s.roll).toMatch(/^\d{2}VC[15][A-Z][0-9]{2}[0-9A-Z][0-9]$/);
      expect(new Set(all.map((s) => s.roll)).size).toBe(2025);
      expect(all.every((s) => /^[A-Z][a-z]+( [A-Z][a-z]+)+$/.test(s.name))).toBe(true);
    });

    it('offers B.Tech in six branches, M.Tech, MBA, MCA and Diploma', async () => {
      const codes = (await t.database.db.select({ code: courses.code }).from(courses)).map((c) => c.code);
      expect(codes).toEqual(expect.arrayContaining(['B.Tech', 'M.Tech', 'MBA', 'MCA', 'Diploma']));
      const btech = await t.database.db.query.courses.findFirst({ where: eq(courses.code, 'B.Tech') });
      const btechBranches = (
        await t.database.db.select({ code: branches.code }).from(branches).where(eq(branches.courseId, btech!.id))
      ).map((b) => b.code);
      expect(btechBranches).toEqual(expect.arrayContaining(['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT']));
      expect(await countOf(t, faculty)).toBeGreaterThan(20);
    });

    it('has a college with logo, banner, about us and contacts of several designations', async () => {
      const college = await t.database.db.query.collegeSettings.findFirst({ where: eq(collegeSettings.id, 1) });
      expect(college!.code).toBe('DEMO');
      expect(college!.logo?.length).toBeGreaterThan(1000);
      expect(college!.banner?.length).toBeGreaterThan(1000);
      expect(college!.aboutUs.length).toBeGreaterThan(100);
      const designations = new Set(college!.contact.candidateDetails.map((c) => c.designation));
      expect(designations.size).toBeGreaterThan(2);
    });

    it('has one user per role named after it, with the student, parent and HOD linked', async () => {
      const byName = new Map((await t.database.db.select().from(users)).map((u) => [u.username, u]));
      for (const role of ROLES) expect(byName.get(demoUsernameFor(role))?.roles, role).toEqual([role]);
      const student = byName.get('student')!;
      const record = await t.database.db.query.students.findFirst({ where: eq(students.id, student.studentId!) });
      expect(record!.fullName).toBe(student.fullName);
      expect(byName.get('parent')!.studentId).toBe(student.studentId);
      expect(byName.get('parent')!.fullName).toBe(record!.fatherName);
      const hodDepartment = await t.database.db.query.departments.findFirst({
        where: eq(departments.id, byName.get('hod')!.departmentId!),
      });
      expect(hodDepartment!.code).toBe('CSE');
      // The head teaches: a professor of the department under their own name, with classes in the week.
      const hod = byName.get('hod')!;
      const head = await t.database.db.query.faculty.findFirst({ where: eq(faculty.userId, hod.id) });
      expect(head).toMatchObject({ fullName: hod.fullName, designation: 'Professor', departmentId: hod.departmentId });
      const [{ classes }] = rowsOf<{ classes: number }>(
        await t.database.db.execute(sql`select count(*)::int as classes from timetable_slots where faculty_id = ${head!.id}`),
      );
      expect(classes).toBeGreaterThan(0);
    });

    it('gives every student a complete admission with a valid, encrypted Aadhaar number', async () => {
      expect(await countOf(t, applications)).toBe(2025);
      const rows = await t.database.db.select().from(applications);
      expect(new Set(rows.map((r) => r.aadhaarHash)).size).toBe(2025);
      expect(new Set(rows.map((r) => r.admissionNumber)).size).toBe(2025);
      for (const r of rows) {
        expect(r.aadhaarCipher).toMatch(/^v1:/);
        expect(r.admissionNumber).toMatch(/^ADM20\d\d-\d{5}$/);
      }
      const withoutNumber = await t.database.db.select().from(students).where(isNull(students.admissionNumber));
      expect(withoutNumber).toEqual([]);
    });

    it('admits its incoming batch over the current academic year up to today, so every admissions figure is real', async () => {
      const today = collegeToday();
      const intake = Number(academicYearLabel(today).slice(0, 4));
      const incoming = await t.database.db
        .select({ roll: students.rollNumber, course: courses.code, batch: batches.name, admitted: applications.dateOfAdmission })
        .from(students)
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(courses, eq(courses.id, students.courseId))
        .innerJoin(applications, eq(applications.studentId, students.id))
        .where(eq(batches.startYear, intake));
      expect(incoming).toHaveLength(25);
      expect(new Set(incoming.map((s) => s.course))).toEqual(new Set(['B.Tech', 'M.Tech', 'MBA', 'MCA', 'Diploma']));
      for (const s of incoming) {
        expect(s.roll.slice(0, 2)).toBe(String(intake % 100).padStart(2, '0'));
        expect(s.admitted! >= academicYearStart(today) && s.admitted! <= today, `${s.roll} admitted ${s.admitted}`).toBe(true);
      }
      expect(incoming.map((s) => s.admitted)).toContain(today);
      // They have sat no examination yet; the demo student is one of the register's, with results.
      const [{ n }] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(studentResults)
        .where(
          inArray(
            studentResults.rollNo,
            incoming.map((s) => s.roll),
          ),
        );
      expect(n).toBe(0);

      const figures = (
        await t.app.inject({ method: 'GET', url: '/api/dashboards/admissions', headers: await bearer(t.app, 'admissions') })
      ).json();
      expect(figures).toMatchObject({
        academicYear: academicYearLabel(today),
        today: incoming.filter((s) => s.admitted === today).length,
        thisYear: 25,
      });
      expect(figures.byProgramme.length).toBeGreaterThan(1);
      const college = (
        await t.app.inject({ method: 'GET', url: '/api/dashboards/college', headers: await bearer(t.app, 'principal') })
      ).json();
      expect(college).toMatchObject({ students: 2025, admissionsThisYear: 25 });
    });

    it('lets admissions staff open any seeded student and save it unchanged', async () => {
      const staff = await bearer(t.app, 'admissions');
      const [one] = await t.database.db.select().from(students).orderBy(desc(students.id)).limit(1);
      const found = await t.app.inject({ method: 'GET', url: `/api/admissions/students/${one.rollNumber}`, headers: staff });
      expect(found.statusCode).toBe(200);
      const existing = found.json();
      expect(isValidAadhaar(existing.form.aadharNo)).toBe(true);
      expect(applicationFormDataSchema.safeParse(existing.form).success).toBe(true);
      const mp = multipart([
        { name: 'applicationFormData', value: JSON.stringify(existing.form), filename: 'blob', type: 'application/json' },
      ]);
      const saved = await t.app.inject({
        method: 'POST',
        url: `/api/saveApplicationFormData?editedStudentId=${existing.studentId}`,
        payload: mp.payload,
        headers: { ...mp.headers, ...staff },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().admissionNumber).toBe(existing.admissionNumber);
    });

    it('seeds results of its own students only, which upload again as a file against the register', async () => {
      const db = t.database.db;
      const strangers = await db.execute(sql`
        select r.roll_no from student_results r left join students s on s.roll_number = r.roll_no
        where s.id is null or s.full_name <> r.student_name`);
      expect((strangers as unknown as { rows: unknown[] }).rows).toEqual([]);

      // The draft title's rows as the examination branch would send them, under a new title: every
      // one of the 2,000 students is checked against the register, and the upload is taken whole.
      const title = 'Semester End Examinations (Supplementary), January 2027';
      const rows = await db
        .select({
          rollNo: studentResults.rollNo,
          name: studentResults.studentName,
          code: courseResults.courseCode,
          course: courseResults.course,
          credits: courseResults.credits,
          marks: courseResults.marks,
        })
        .from(courseResults)
        .innerJoin(studentResults, eq(studentResults.id, courseResults.studentResultId))
        .innerJoin(examTitles, eq(examTitles.id, studentResults.examTitleId))
        .where(eq(examTitles.title, DEMO_EXAM_TITLES[2].title));
      expect(rows.length).toBe(2000 * 8);
      const wb = new ExcelJS.Workbook();
      const ws = wb.addWorksheet('Results');
      ws.addRow([...RESULT_UPLOAD_COLUMNS]);
      for (const r of rows) ws.addRow([r.rollNo, r.name, title, r.code, r.course, r.credits, r.marks ?? 'AB']);
      const body = multipart([{ name: 'excelFileUpload', value: Buffer.from(await wb.xlsx.writeBuffer()), filename: 'results.xlsx' }]);
      const headers = await bearer(t.app, 'examination');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/masterDataExcelsUploads?fileType=examResults',
        payload: body.payload,
        headers: { ...body.headers, ...headers },
      });
      expect(res.json()).toEqual({ message: MESSAGES.excelUploaded, key: 'upload.uploaded', imported: 2000 * 8 });
      const published = await t.app.inject({ method: 'POST', url: `/api/exam-results/${encodeURIComponent(title)}/publish`, headers });
      expect(published.statusCode).toBe(200);
      const someone = await db.query.students.findFirst({ where: eq(students.rollNumber, rows[0].rollNo) });
      const shown = await t.app.inject({
        method: 'GET',
        url: '/api/getExamResultByRollNoView',
        query: { rollNo: rows[0].rollNo, examTitle: title },
      });
      expect(shown.json()).toMatchObject({ studentRollNo: someone!.rollNumber, studentName: someone!.fullName });
    }, 120_000);

    it('gives every route riders and one route a full bus with three waiting, each seat’s fee laid and about half paid, the demo student’s among them', async () => {
      const office = await bearer(t.app, 'transportation_incharge');
      const figures = (await t.app.inject({ method: 'GET', url: '/api/transport/figures', headers: office })).json<TransportFigures>();
      expect(figures.byRoute.map((r) => r.code)).toEqual(['R-01', 'R-02', 'R-03', 'R-04', 'R-05', 'R-06', 'R-07', 'R-08', 'R-09', 'R-10']);
      for (const route of figures.byRoute) {
        if (route.code === 'R-09') expect(route).toMatchObject({ riding: route.seats, waiting: 3, seatsFree: 0 });
        else expect(route.riding, route.code).toBeGreaterThanOrEqual(4);
        // Spread over the route's stops.
        expect(figures.byStop.filter((s) => s.routeId === route.routeId && s.riding > 0).length, route.code).toBeGreaterThan(1);
      }
      const passes: BusPassPage['rows'] = [];
      for (let page = 1; passes.length < figures.passesAllotted; page++)
        passes.push(
          ...(
            await t.app.inject({ method: 'GET', url: `/api/transport/passes?status=allotted&size=50&page=${page}`, headers: office })
          ).json<BusPassPage>().rows,
        );
      expect(passes).toHaveLength(figures.passesAllotted);
      const paid = passes.filter((p) => p.owedPaise === 0 && p.paidPaise === p.feePaise);
      expect(paid.length / passes.length).toBeGreaterThan(0.4);
      expect(paid.length / passes.length).toBeLessThan(0.6);
      expect(figures.passDuesPaise).toBe(passes.reduce((sum, p) => sum + p.owedPaise, 0));
      const today = collegeToday();
      const comingMay = today.slice(5) > '05-31' ? `${Number(today.slice(0, 4)) + 1}-05-31` : `${today.slice(0, 4)}-05-31`;
      for (const p of passes) {
        expect(p.allottedOn! <= today && p.allottedOn! >= `${Number(comingMay.slice(0, 4)) - 1}-06-01`, p.allottedOn!).toBe(true);
        expect(p.validUntil).toBe(comingMay);
      }
      const codes = (await t.database.db.execute(
        sql`select verify_code as code from transport_passes where status = 'allotted'`,
      )) as unknown as {
        rows: { code: string }[];
      };
      expect(codes.rows.every((r) => /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{12}$/.test(r.code))).toBe(true);
      // Each paid fee has its receipt.
      const receipts = (await t.database.db.execute(sql`select count(*)::int as n from fee_collections c
          join payment_order_items i on i.order_id = c.order_id join fee_types ft on ft.id = i.fee_type_id
          where ft.code = 'TRANSPORT_FEE'`)) as unknown as { rows: { n: number }[] };
      expect(receipts.rows[0]!.n).toBe(paid.length);

      const own = (
        await t.app.inject({ method: 'GET', url: '/api/transport/me/pass', headers: await bearer(t.app, 'student') })
      ).json<OwnBusPass>();
      expect(own.pass).toMatchObject({ status: 'allotted', route: { code: 'R-04' }, owedPaise: 0, printable: true });

      // Seeding again gives no second pass and no second payment.
      const count = async () =>
        (
          (await t.database.db.execute(
            sql`select (select count(*) from transport_passes)::int as passes, (select count(*) from payment_orders)::int as orders`,
          )) as unknown as {
            rows: unknown[];
          }
        ).rows;
      const before = await count();
      await seedTransport(t.database.db);
      expect(await count()).toEqual(before);
    });

    it('lays each stay’s hostel fees for its term, about two in three paid online with receipts, the demo student’s owed', async () => {
      const office = await bearer(t.app, 'hostel_incharge');
      const figures = (await t.app.inject({ method: 'GET', url: '/api/hostel/figures', headers: office })).json<HostelFigures>();
      expect(figures.bedsOccupied).toBeGreaterThan(50);
      const stays = (await t.database.db.execute(sql`select al.student_id as "studentId",
          (select count(*) from student_charges c where c.hostel_application_id = al.application_id)::int as fees
        from hostel_allotments al where al.status = 'active'`)) as unknown as { rows: { studentId: number; fees: number }[] };
      // The deposit, and the rent and mess of the term holding today.
      expect(stays.rows.every((r) => r.fees === 3)).toBe(true);
      const paid = (await t.database.db.execute(sql`select count(distinct c.student_id)::int as n from fee_collections c
          join payment_order_items i on i.order_id = c.order_id join fee_types ft on ft.id = i.fee_type_id
          where ft.code = 'HOSTEL_RENT'`)) as unknown as { rows: { n: number }[] };
      expect(paid.rows[0]!.n / stays.rows.length).toBeGreaterThan(0.55);
      expect(paid.rows[0]!.n / stays.rows.length).toBeLessThan(0.75);
      expect(figures.feesOwed.students).toBeGreaterThan(0);
      const own = (
        await t.app.inject({ method: 'GET', url: '/api/hostel/me/fees', headers: await bearer(t.app, 'student') })
      ).json<HostelFees>();
      expect(own.lines.map((l) => l.part)).toEqual(['caution', 'rent', 'mess']);
      expect(own.owedPaise).toBe(own.lines.reduce((sum, l) => sum + l.amountPaise, 0));
    });

    it('gives the warden a day: leave waiting and residents away, complaints in hand, a visitor still in; the demo student went home once', async () => {
      const office = await bearer(t.app, 'hostel_incharge');
      const figures = (await t.app.inject({ method: 'GET', url: '/api/hostel/figures', headers: office })).json<HostelFigures>();
      expect(figures.life).toEqual({ leavePending: 3, awayToday: 2, complaintsOpen: 4, visitorsIn: 1 });
      const life = (
        await t.app.inject({ method: 'GET', url: '/api/hostel/me/life', headers: await bearer(t.app, 'student') })
      ).json<OwnHostelLife>();
      expect(life.resident).toBe(true);
      expect(life.leave.map((l) => [l.status, l.destination])).toEqual([['approved', 'Home']]);
      expect(life.complaints.map((c) => [c.status, c.note])).toContainEqual(['resolved', 'Washer replaced']);
    });

    it('holds the semester’s registers up to yesterday, today’s left to mark, the demo student condonable, and internal marks', async () => {
      const db = t.database.db;
      const today = collegeToday();
      const holidays = new Set(
        ((await db.execute(sql`select day::text as day from college_holidays`)) as unknown as { rows: { day: string }[] }).rows.map(
          (h) => h.day,
        ),
      );
      let lastOpen = addDays(today, -1);
      while (new Date(`${lastOpen}T00:00:00Z`).getUTCDay() === 0 || holidays.has(lastOpen)) lastOpen = addDays(lastOpen, -1);
      const [registers] = (
        (await db.execute(sql`select count(*)::int as n, max(day)::text as last, count(*) filter (where day >= ${today})::int as "fromToday",
            count(*) filter (where absent > students or students = 0)::int as odd,
            (select count(*) from attendance_absences)::int as absences from attendance_registers`)) as unknown as {
          rows: { n: number; last: string; fromToday: number; odd: number; absences: number }[];
        }
      ).rows;
      expect(registers).toMatchObject({ last: lastOpen, fromToday: 0, odd: 0 });
      expect(registers!.absences).toBeGreaterThan(registers!.n);

      const student = await bearer(t.app, 'student');
      const own = (await t.app.inject({ method: 'GET', url: '/api/attendance/mine', headers: student })).json<MyAttendance>();
      expect(own.held).toBeGreaterThan(0);
      expect(own.percent).toBeGreaterThanOrEqual(65);
      expect(own.percent).toBeLessThan(75);
      expect(own.standing).toBe('condonable');
      // Most students are at 80 to 95 %, some condonable, some short.
      const shares = (
        (await db.execute(sql`select ss.student_id, 100.0 * (count(r.id) - count(ab.student_id)) / count(r.id) as percent
          from section_students ss join subject_allocations a on a.section_id = ss.section_id
            join curriculum_subjects cs on cs.id = a.subject_id join attendance_registers r on r.allocation_id = a.id
            left join attendance_absences ab on ab.register_id = r.id and ab.student_id = ss.student_id
          where (a.lab_batch is null or a.lab_batch = ss.lab_batch)
            and (cs.kind <> 'elective' or exists (select 1 from elective_choices ec where ec.student_id = ss.student_id and ec.subject_id = cs.id))
          group by ss.student_id`)) as unknown as { rows: { percent: string }[] }
      ).rows.map((r) => Number(r.percent));
      const share = (low: number, high: number) => shares.filter((p) => p >= low && p < high).length / shares.length;
      expect(share(0, 65)).toBeGreaterThan(0.01);
      expect(share(0, 65)).toBeLessThan(0.08);
      expect(share(65, 75)).toBeGreaterThan(0.04);
      expect(share(65, 75)).toBeLessThan(0.13);
      expect(share(80, 95.01)).toBeGreaterThan(0.7);

      // The demo teacher's classes of today wait to be marked, and a few of the past week too.
      const day = (
        await t.app.inject({ method: 'GET', url: '/api/attendance/classes', headers: await bearer(t.app, 'faculty') })
      ).json<ClassesOfDay>();
      expect(day.classes.every((c) => c.absent === null)).toBe(true);
      expect(day.pending.length).toBeGreaterThanOrEqual(2);

      const [marks] = (
        (await db.execute(sql`select (select count(*) from internal_marks)::int as marks,
            (select count(*) from internal_marks where absent)::int as absent,
            (select count(*) from internal_mark_sheets where state = 'open')::int as open,
            (select count(*) from internal_mark_sheets where released_at is not null)::int as released`)) as unknown as {
          rows: { marks: number; absent: number; open: number; released: number }[];
        }
      ).rows;
      expect(marks!.marks).toBeGreaterThan(1000);
      expect(marks!.absent).toBeGreaterThan(0);
      expect(marks!.open).toBeGreaterThan(10);
      expect(marks!.released).toBe(1);
      const mine = (await t.app.inject({ method: 'GET', url: '/api/internal-marks/mine', headers: student })).json<MyMarks>();
      expect(mine.subjects).toHaveLength(1);
      expect(mine.subjects[0]!.components.every((c) => c.marks !== null)).toBe(true);
    });

    it('changes nothing when it runs again', async () => {
      const before = [await countOf(t, students), await countOf(t, users), await countOf(t, faculty), await countOf(t, applications)];
      await seedDemo(
        t.database.db,
        { sealAadhaar: () => ({ aadhaarCipher: 'x', aadhaarHash: 'x', aadhaarLast4: 'x' }) },
        { students: 2000 },
      );
      expect([await countOf(t, students), await countOf(t, users), await countOf(t, faculty), await countOf(t, applications)]).toEqual(
        before,
      );
    });
  });

  describe(`without demo data (${target})`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target, { seed: false });
    });
    afterAll(async () => t?.close());

    it('has no students and no demo users, and nobody can sign in as one', async () => {
      expect(await countOf(t, students)).toBe(0);
      expect(await countOf(t, users)).toBe(0);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin?module=Admin',
        payload: { username: 'admin', password: 'Campus@2026' },
      });
      expect(res.statusCode).toBe(401);
    });
  });
}
