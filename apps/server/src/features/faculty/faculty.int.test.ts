import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACULTY_TEXTS, MESSAGES } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { DEMO_CSE_ACHIEVEMENTS, DEMO_ECE_ACHIEVEMENTS, DEMO_FACULTY_ACHIEVEMENTS } from '../../demo/seed-faculty.js';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

for (const target of targets) {
  describe(`faculty achievements and profile (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    let me: { fullName: string; email: string };
    let cseColleague: { fullName: string };
    let eceMember: { fullName: string };
    const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['faculty', 'hod', 'admin', 'dean', 'principal', 'student', 'admissions']) as[user] = await bearer(t.app, user);
      [me] = (await rows(
        sql`select f.full_name as "fullName", f.email from faculty f join users u on u.id = f.user_id where u.username = 'faculty'`,
      )) as (typeof me)[];
      [cseColleague] = (await rows(
        sql`select f.full_name as "fullName" from faculty f join departments d on d.id = f.department_id
            where d.code = 'CSE' and f.user_id is null and f.full_name <> ${me.fullName} order by f.id limit 1`,
      )) as (typeof cseColleague)[];
      [eceMember] = (await rows(
        sql`select f.full_name as "fullName" from faculty f join departments d on d.id = f.department_id where d.code = 'ECE' order by f.id limit 1`,
      )) as (typeof eceMember)[];
    });
    afterAll(async () => t?.close());

    const get = (url: string, headers: Headers, query: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `/api/${url}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`, headers });
    const save = (payload: object, headers: Headers) =>
      t.app.inject({ method: 'POST', url: '/api/savefacultyAchievements', payload, headers });
    const remove = (payload: object, headers: Headers) =>
      t.app.inject({ method: 'DELETE', url: '/api/deletefacultyAchiveMent', payload, headers });
    const search = (facultyName: string, facultyDept: string, headers: Headers) =>
      get('getfacultyAchievements', headers, { facultyName, facultyDept });

    describe('department and branch lists', () => {
      it('getProgram: every department for the college-wide roles, only their own for a HOD', async () => {
        const all = await get('getProgram', as.admin);
        expect(all.statusCode).toBe(200);
        expect(all.json()).toEqual(['CIVIL', 'CSE', 'ECE', 'EEE', 'HS', 'IT', 'MBA', 'MCA', 'MECH']);
        expect((await get('getProgram', as.hod)).json()).toEqual(['CSE']);
      });

      it('getAllDepartmentDetails: the department records with their key', async () => {
        const res = await get('getAllDepartmentDetails', as.dean);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toHaveLength(9);
        expect(res.json()).toContainEqual({
          departmentCreationPrimaryKey: { departmentName: 'CSE' },
          departmentFullName: 'Computer Science and Engineering',
        });
        expect((await get('getAllDepartmentDetails', as.hod)).json()).toEqual([
          { departmentCreationPrimaryKey: { departmentName: 'CSE' }, departmentFullName: 'Computer Science and Engineering' },
        ]);
      });

      it('getdistinctbranchname/BranchesMaintenance: the branches of a course; a HOD only those of their department', async () => {
        const res = await get('getdistinctbranchname/BranchesMaintenance', as.admin, { course: 'B.Tech' });
        expect(res.json()).toEqual(['CIVIL', 'CSE', 'ECE', 'EEE', 'IT', 'MECH']);
        expect((await get('getdistinctbranchname/BranchesMaintenance', as.hod, { course: 'b.tech' })).json()).toEqual(['CSE']);
        expect((await get('getdistinctbranchname/BranchesMaintenance', as.admin, { course: 'M.Tech' })).json()).toEqual([
          'CSE',
          'PE',
          'VLSI',
        ]);
        const missing = await get('getdistinctbranchname/BranchesMaintenance', as.admin);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ field: 'course' });
      });
    });

    describe('getFacultyNamesBasedOnDepartment', () => {
      it('lists the members of a department for a HOD, the Dean, the Principal and the Admin', async () => {
        const [{ n }] = await rows(
          sql`select count(distinct f.full_name)::int as n from faculty f join departments d on d.id = f.department_id where d.code = 'CSE'`,
        );
        for (const user of ['hod', 'dean', 'principal', 'admin']) {
          const res = await get('getFacultyNamesBasedOnDepartment', as[user], { department: 'CSE' });
          expect(res.statusCode, user).toBe(200);
          expect(res.json()).toHaveLength(n as number);
          expect(res.json()).toContain(me.fullName);
        }
        expect((await get('getFacultyNamesBasedOnDepartment', as.admin, { department: 'ECE' })).json()).toContain(eceMember.fullName);
      });

      it('gives a faculty member only their own name, and a HOD nothing of another department', async () => {
        expect((await get('getFacultyNamesBasedOnDepartment', as.faculty, { department: 'CSE' })).json()).toEqual([me.fullName]);
        const other = await get('getFacultyNamesBasedOnDepartment', as.faculty, { department: 'ECE' });
        expect(other.statusCode).toBe(403);
        expect(other.json().message).toBe(FACULTY_TEXTS.ownOnly);
        const hod = await get('getFacultyNamesBasedOnDepartment', as.hod, { department: 'ECE' });
        expect(hod.statusCode).toBe(403);
        expect(hod.json().message).toBe(FACULTY_TEXTS.ownDepartment);
      });

      it('names an unknown or missing department', async () => {
        const unknown = await get('getFacultyNamesBasedOnDepartment', as.admin, { department: 'ASTRO' });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ field: 'department', message: 'There is no department ASTRO' });
        const missing = await get('getFacultyNamesBasedOnDepartment', as.admin);
        expect(missing.statusCode).toBe(400);
        expect(missing.json()).toMatchObject({ field: 'department', message: FACULTY_TEXTS.departmentRequired });
      });
    });

    describe('getfacultyAchievements', () => {
      it("answers the seeded achievements of the demo member, newest first, in the spec's shape", async () => {
        const res = await search(me.fullName, 'CSE', as.faculty);
        expect(res.statusCode).toBe(200);
        const list = res.json() as Row[];
        expect(list.map((a) => a.dates)).toEqual(DEMO_FACULTY_ACHIEVEMENTS.map(([d]) => d));
        expect(list[0]).toEqual({
          id: expect.any(Number),
          departmentName: 'CSE',
          facultyName: me.fullName,
          facultyEmail: me.email,
          description: DEMO_FACULTY_ACHIEVEMENTS[0][1],
          dates: DEMO_FACULTY_ACHIEVEMENTS[0][0],
        });
        // The same list for the HOD of CSE and the college-wide roles; the department may be given by name too.
        for (const user of ['hod', 'dean', 'principal', 'admin'])
          expect((await search(me.fullName, 'Computer Science and Engineering', as[user])).json(), user).toEqual(list);
      });

      it("asks for both department and faculty: 'Please select both department and faculty.'", async () => {
        for (const query of [{ facultyName: me.fullName }, { facultyDept: 'CSE' }, {}, { facultyName: ' ', facultyDept: 'CSE' }]) {
          const res = await get('getfacultyAchievements', as.admin, query as Record<string, string>);
          expect(res.statusCode).toBe(400);
          expect(res.json().message).toBe(FACULTY_TEXTS.selectBoth);
        }
      });

      it('keeps a faculty member to their own and a HOD to their department', async () => {
        const colleague = await search(cseColleague.fullName, 'CSE', as.faculty);
        expect(colleague.statusCode).toBe(403);
        expect(colleague.json().message).toBe(FACULTY_TEXTS.ownOnly);
        const ece = await search(eceMember.fullName, 'ECE', as.hod);
        expect(ece.statusCode).toBe(403);
        expect(ece.json().message).toBe(FACULTY_TEXTS.ownDepartment);
        expect((await search(eceMember.fullName, 'ECE', as.dean)).json()).toHaveLength(DEMO_ECE_ACHIEVEMENTS);
        expect((await search(cseColleague.fullName, 'CSE', as.hod)).statusCode).toBe(200);
      });

      it('names an unknown faculty member', async () => {
        const res = await search('Nobody Known', 'CSE', as.admin);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ field: 'facultyName', message: 'There is no faculty member Nobody Known in CSE' });
      });
    });

    describe('savefacultyAchievements and deletefacultyAchiveMent', () => {
      it('saves, edits and deletes a faculty member’s own achievement', async () => {
        const created = await save(
          {
            departmentName: 'CSE',
            facultyName: me.fullName,
            facultyEmail: me.email,
            description: 'Keynote at the ICCC 2025',
            dates: '2025-10-01',
          },
          as.faculty,
        );
        expect(created.statusCode).toBe(201);
        expect(created.json().message).toBe(FACULTY_TEXTS.saved);
        const achievement = created.json().achievement as Row;
        expect(achievement).toMatchObject({ departmentName: 'CSE', facultyName: me.fullName, dates: '2025-10-01' });
        expect((await search(me.fullName, 'CSE', as.faculty)).json()[0]).toEqual(achievement);

        const edited = await save({ ...achievement, description: 'Keynote at ICCC 2025, Pune', dates: '2025-10-02' }, as.faculty);
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({
          message: FACULTY_TEXTS.edited,
          achievement: { id: achievement.id, description: 'Keynote at ICCC 2025, Pune' },
        });

        const deleted = await remove(edited.json().achievement, as.faculty);
        expect(deleted.statusCode).toBe(200);
        expect(deleted.json().message).toBe(FACULTY_TEXTS.deleted);
        expect((await search(me.fullName, 'CSE', as.faculty)).json()).toHaveLength(DEMO_FACULTY_ACHIEVEMENTS.length);
        const again = await remove({ id: achievement.id }, as.faculty);
        expect(again.statusCode).toBe(404);
        expect(again.json().message).toBe(FACULTY_TEXTS.notFound);
      });

      it("asks for all four fields: 'Please fill in all fields'", async () => {
        const full = { departmentName: 'CSE', facultyName: me.fullName, description: 'Something', dates: '2025-01-01' };
        for (const field of ['departmentName', 'facultyName', 'description', 'dates'] as const) {
          for (const value of [undefined, '', '   ']) {
            const res = await save({ ...full, [field]: value }, as.admin);
            expect(res.statusCode, `${field}=${value}`).toBe(400);
            expect(res.json()).toMatchObject({ field, message: FACULTY_TEXTS.fillAll });
          }
        }
      });

      it('refuses a date that is not a real day, out of range or after today, and an overlong description', async () => {
        const full = { departmentName: 'CSE', facultyName: me.fullName, description: 'Something' };
        for (const [dates, message] of [
          ['2025-02-30', 'dates must be a date written YYYY-MM-DD'],
          ['01-02-2025', 'dates must be a date written YYYY-MM-DD'],
          ['1900-01-01', 'dates must be a date from 01-01-1950 to 31-12-2099'],
          ['2099-01-01', FACULTY_TEXTS.futureDate],
        ]) {
          const res = await save({ ...full, dates }, as.admin);
          expect(res.statusCode, dates).toBe(400);
          expect(res.json()).toMatchObject({ field: 'dates', message });
        }
        const long = await save({ ...full, dates: '2025-01-01', description: 'x'.repeat(2001) }, as.admin);
        expect(long.statusCode).toBe(400);
        expect(long.json()).toMatchObject({ field: 'description', message: 'description must have at most 2000 characters' });
      });

      it("lets a faculty member neither add nor change nor delete a colleague's achievement", async () => {
        const forColleague = await save(
          { departmentName: 'CSE', facultyName: cseColleague.fullName, description: 'x', dates: '2025-01-01' },
          as.faculty,
        );
        expect(forColleague.statusCode).toBe(403);
        expect(forColleague.json().message).toBe(FACULTY_TEXTS.ownOnly);
        const theirs = (await search(cseColleague.fullName, 'CSE', as.hod)).json()[0] as Row;
        const edit = await save({ ...theirs, description: 'changed' }, as.faculty);
        expect(edit.statusCode).toBe(404);
        expect((await remove(theirs, as.faculty)).statusCode).toBe(404);
        expect((await search(cseColleague.fullName, 'CSE', as.hod)).json()[0]).toEqual(theirs);
      });

      it('lets a HOD manage their department and nothing of another', async () => {
        const created = await save(
          { departmentName: 'CSE', facultyName: cseColleague.fullName, description: 'Reviewer for IEEE Access', dates: '2025-06-01' },
          as.hod,
        );
        expect(created.statusCode).toBe(201);
        const deleted = await remove(created.json().achievement, as.hod);
        expect(deleted.json().message).toBe(FACULTY_TEXTS.deleted);
        const ece = await save({ departmentName: 'ECE', facultyName: eceMember.fullName, description: 'x', dates: '2025-01-01' }, as.hod);
        expect(ece.statusCode).toBe(403);
        expect(ece.json().message).toBe(FACULTY_TEXTS.ownDepartment);
        const eceAchievement = (await search(eceMember.fullName, 'ECE', as.admin)).json()[0] as Row;
        expect((await save({ ...eceAchievement, description: 'changed' }, as.hod)).statusCode).toBe(404);
        expect((await remove(eceAchievement, as.hod)).statusCode).toBe(404);
        // The Principal may change any department's.
        const byPrincipal = await save({ ...eceAchievement, description: `${eceAchievement.description as string}.` }, as.principal);
        expect(byPrincipal.json().message).toBe(FACULTY_TEXTS.edited);
      });

      it('names the id of a delete', async () => {
        const res = await remove({ departmentName: 'CSE' }, as.admin);
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('id');
      });
    });

    describe('faculty profile and the count calls', () => {
      const EXPECTED = { publications: 6, citations: 112, scopus: 4, mous: 2, awards: 3 };

      it('getallprofiledata answers the demo member’s card with the seeded counts', async () => {
        const res = await get('facultydb/getallprofiledata', as.faculty, {
          collegeId: '1',
          financialYear: '2025-2026',
          typeofInstitution: 'autonomous',
          userId: 'faculty',
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          userName: 'faculty',
          fullName: me.fullName,
          email: me.email,
          department: 'CSE',
          departmentName: 'Computer Science and Engineering',
          ...EXPECTED,
        });
        // Without userId the card is the user's own.
        expect((await get('facultydb/getallprofiledata', as.faculty)).json()).toEqual(res.json());
        expect((await get('facultydb/getallprofiledata', as.hod, { userId: 'faculty' })).json()).toEqual(res.json());
      });

      it('each count call answers its seeded count', async () => {
        const calls = {
          getReserachPapersBasedOnUserName: EXPECTED.publications,
          getCountOfCitations: EXPECTED.citations,
          getCountOfScoupos: EXPECTED.scopus,
          getMousCounByUserName: EXPECTED.mous,
          getAwardsByFaculty: EXPECTED.awards,
        };
        for (const [call, count] of Object.entries(calls)) {
          const res = await get(`facultydb/${call}`, as.faculty, { userName: 'faculty' });
          expect(res.statusCode, call).toBe(200);
          expect(res.json(), call).toBe(count);
          expect((await get(`facultydb/${call}`, as.admin, { userName: 'faculty' })).json(), call).toBe(count);
          const missing = await get(`facultydb/${call}`, as.admin);
          expect(missing.statusCode).toBe(400);
          expect(missing.json()).toMatchObject({ field: 'userName' });
        }
      });

      it("keeps a faculty member to their own profile and a HOD to their department's", async () => {
        const [{ code }] = await rows(
          sql`select f.emp_code as code from faculty f join departments d on d.id = f.department_id where d.code = 'ECE' order by f.id limit 1`,
        );
        const other = await get('facultydb/getCountOfCitations', as.faculty, { userName: code as string });
        expect(other.statusCode).toBe(403);
        expect(other.json().message).toBe(FACULTY_TEXTS.ownOnly);
        const hod = await get('facultydb/getallprofiledata', as.hod, { userId: code as string });
        expect(hod.statusCode).toBe(403);
        expect(hod.json().message).toBe(FACULTY_TEXTS.ownDepartment);
        const dean = await get('facultydb/getallprofiledata', as.dean, { userId: code as string });
        expect(dean.statusCode).toBe(200);
        expect(dean.json()).toMatchObject({ department: 'ECE', empCode: code });
        const unknown = await get('facultydb/getallprofiledata', as.admin, { userId: 'nobody' });
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: FACULTY_TEXTS.noProfile, field: 'userId' });
        expect((await get('facultydb/getallprofiledata', as.admin)).json().message).toBe(FACULTY_TEXTS.noProfile);
      });
    });

    describe('the HOD dashboard', () => {
      it("shows the figures of the HOD's department and nothing of any other", async () => {
        const res = await get('faculty/hod-dashboard', as.hod);
        expect(res.statusCode).toBe(200);
        const [{ students }] = await rows(
          sql`select count(*)::int as students from students s join branches b on b.id = s.branch_id join departments d on d.id = b.department_id where d.code = 'CSE'`,
        );
        const [{ faculty }] = await rows(
          sql`select count(*)::int as faculty from faculty f join departments d on d.id = f.department_id where d.code = 'CSE'`,
        );
        const [pass] = await rows(sql`
          select count(*)::int as appeared, (count(*) filter (where r.fail_count = 0))::int as passed
          from student_results r join exam_titles e on e.id = r.exam_title_id
          join students s on upper(s.roll_number) = upper(r.roll_no) join branches b on b.id = s.branch_id join departments d on d.id = b.department_id
          where d.code = 'CSE' and e.title = 'Semester End Examinations (Regular), May 2026'`);
        const body = res.json();
        expect(body).toMatchObject({
          department: { code: 'CSE', name: 'Computer Science and Engineering' },
          students,
          faculty,
          achievements: DEMO_CSE_ACHIEVEMENTS,
        });
        expect(students).toBeGreaterThan(0);
        expect(body.studentsByBranch.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(students);
        expect(body.studentsByBranch.every((b: { branch: string }) => ['CSE', 'DCME'].includes(b.branch))).toBe(true);
        expect(body.passPercentage).toEqual({
          examTitle: 'Semester End Examinations (Regular), May 2026',
          appeared: pass.appeared,
          passed: pass.passed,
          percentage: Math.round(((pass.passed as number) / (pass.appeared as number)) * 1000) / 10,
        });
        expect(body.recentAchievements).toHaveLength(5);
        expect(body.recentAchievements.every((a: Row) => a.departmentName === 'CSE')).toBe(true);
      });

      it('is for a HOD only', async () => {
        expect((await get('faculty/hod-dashboard', {})).statusCode).toBe(401);
        for (const user of ['faculty', 'admin', 'dean', 'student'])
          expect((await get('faculty/hod-dashboard', as[user])).statusCode, user).toBe(403);
      });
    });

    it('answers 401 without a sign-in and 403 to roles without the right, on every new call', async () => {
      const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, signedInOnly?: boolean][] = [
        ['GET', '/api/getProgram', true],
        ['GET', '/api/getAllDepartmentDetails', true],
        ['GET', '/api/getdistinctbranchname/BranchesMaintenance?course=B.Tech', true],
        ['GET', '/api/getFacultyNamesBasedOnDepartment?department=CSE'],
        ['GET', '/api/getfacultyAchievements?facultyName=x&facultyDept=CSE'],
        ['POST', '/api/savefacultyAchievements'],
        ['DELETE', '/api/deletefacultyAchiveMent'],
        ['GET', '/api/facultydb/getallprofiledata'],
        ['GET', '/api/facultydb/getReserachPapersBasedOnUserName?userName=faculty'],
        ['GET', '/api/facultydb/getCountOfCitations?userName=faculty'],
        ['GET', '/api/facultydb/getCountOfScoupos?userName=faculty'],
        ['GET', '/api/facultydb/getMousCounByUserName?userName=faculty'],
        ['GET', '/api/facultydb/getAwardsByFaculty?userName=faculty'],
      ];
      const payload = { id: 1, departmentName: 'CSE', facultyName: me.fullName, description: 'x', dates: '2025-01-01' };
      for (const [method, url, signedInOnly] of calls) {
        const body = method === 'GET' ? undefined : payload;
        const anonymous = await t.app.inject({ method, url, payload: body });
        expect(anonymous.statusCode, url).toBe(401);
        expect(anonymous.json().message).toBe(MESSAGES.signInRequired);
        for (const user of ['student', 'admissions']) {
          const res = await t.app.inject({ method, url, payload: body, headers: as[user] });
          expect(res.statusCode, `${url} as ${user}`).toBe(signedInOnly ? 200 : 403);
        }
      }
    });
  });
}
