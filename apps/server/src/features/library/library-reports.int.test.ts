import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirculationByDay, CirculationByProgramme, MostBorrowed, NaacFigures, OverduePage, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

/** Debian's interpreter, which has Debian's openpyxl (another python3 may come first on the PATH). */
const PYTHON = '/usr/bin/python3';
/** Every row of a workbook's first sheet, cells joined by `|`, dates as YYYY-MM-DD. */
const READ = `
import sys, openpyxl
ws = openpyxl.load_workbook(sys.argv[1]).worksheets[0]
print(ws.title)
for row in ws.iter_rows(values_only=True):
    print("|".join("" if v is None else (v.strftime("%Y-%m-%d") if hasattr(v, "strftime") else str(v)) for v in row))
`;

type Headers = Record<string, string>;
const RANGE = 'from=2005-03-07&to=2005-03-13';

/**
 * The week of Monday 7 to Sunday 13 March 2005, long before the demo's loans, with Friday 11th a
 * college holiday; the college's today is Sunday 20 March 2005. The loans (issued → returned):
 *   L1 A-1 to student 1, 7th → 9th       L2 B-1 to student 2, 7th → 11th (the holiday)
 *   L3 A-2 to student 1, 9th, due 12th, still out (overdue)
 *   L4 B-2 to the faculty member, 10th → 12th (B-2 then withdrawn)
 *   L5 A-3 to student 3, 12th, due 26th, still out
 *   L6 C-1 to the faculty member, 1st → 8th (only its return is in the week)
 *   L7 C-1 to the faculty member, 14th, due 17th, still out (overdue; after the week)
 * Students 1 and 2 study the same programme, student 3 another.
 */
for (const target of targets) {
  describe(`library reports (${target})`, () => {
    let t: TestApp;
    let dir = '';
    const as: Record<string, Headers> = {};
    const students: { id: number; roll: string; name: string; programme: string }[] = [];
    let teacher = { id: 0, code: '', name: '' };
    let titleC = '';

    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const get = (url: string, headers = as.library_assistant) =>
      t.app.inject({ method: 'GET', url: `/api/library/reports/${url}`, headers });
    const json = async <T>(url: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const workbook = async (url: string, file: string) => {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
      const saved = path.join(dir, file);
      fs.writeFileSync(saved, res.rawPayload);
      return execFileSync(PYTHON, ['-c', READ, saved], { encoding: 'utf8' }).trim().split('\n');
    };
    const addTitle = async (title: string, prefix: string, copies: number, bill?: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/library/titles',
        payload: {
          title,
          authors: ['R. K. Rajput'],
          copies: Array.from({ length: copies }, (_, i) => ({
            accessionNumber: `${prefix}-${i + 1}`,
            pricePaise: 50_000,
            ...(bill ? { source: 'purchase', billNumber: 'INV/2005/7', billDate: bill } : { source: 'donation' }),
          })),
        },
        headers: as.library_incharge,
      });
      expect(res.statusCode, res.body).toBe(201);
      return Object.fromEntries(res.json<TitleDetail>().copies.map((c) => [c.accessionNumber, c.id]));
    };
    const lend = async (
      copyId: number,
      member: { student: number } | { faculty: number },
      issuedOn: string,
      dueOn: string,
      closedOn: string | null = null,
    ) => {
      const student = 'student' in member ? member.student : null;
      const faculty = 'faculty' in member ? member.faculty : null;
      await t.database.db.execute(
        sql`insert into library_loans (copy_id, member_kind, student_id, faculty_id, issued_on, due_on, closed_on, closed_at, outcome)
            values (${copyId}, ${student ? 'student' : 'faculty'}, ${student}, ${faculty}, ${issuedOn}, ${dueOn}, ${closedOn},
                    ${closedOn ? `${closedOn}T11:00:00+05:30` : null}::timestamptz, ${closedOn ? 'returned' : null})`,
      );
    };
    let holdingsBefore: NaacFigures;

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => new Date('2005-03-20T05:00:00Z') });
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'library-reports-'));
      for (const user of ['library_incharge', 'library_assistant', 'student', 'accountant', 'faculty'])
        as[user] = await bearer(t.app, user);
      for (const [memberKind, finePerDayPaise] of [
        ['student', 200],
        ['faculty', 100],
      ] as const) {
        const rule = { memberKind, itemKind: 'book', maxLoans: 5, loanDays: 14, renewals: 1, finePerDayPaise, graceDays: 1 };
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/library/rules',
          payload: { ...rule, maxFinePaise: 5_000, processingFeePaise: 5_000, fineLimitPaise: 10_000 },
          headers: as.library_incharge,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await t.database.db.execute(sql`delete from college_holidays`);
      await t.database.db.execute(sql`insert into college_holidays (day, name) values ('2005-03-11', 'Holi')`);
      holdingsBefore = await json<NaacFigures>(`naac?${RANGE}`);

      const [pair] = await rows<{ ids: number[] }>(
        sql`select (array_agg(id order by id))[1:2] as ids from students where status = 'active'
            group by course_id, branch_id having count(*) >= 2 order by min(id) limit 1`,
      );
      const other = await rows<{ id: number }>(
        sql`select s.id from students s, students first where first.id = ${pair!.ids[0]!} and s.status = 'active'
            and (s.course_id, s.branch_id) <> (first.course_id, first.branch_id) order by s.id limit 1`,
      );
      const ids = [...pair!.ids, other[0]!.id];
      for (const id of ids) {
        const [s] = await rows<{ id: number; roll: string; name: string; programme: string }>(
          sql`select s.id, s.roll_number as roll, s.full_name as name, c.name || ', ' || b.name as programme
              from students s join courses c on c.id = s.course_id join branches b on b.id = s.branch_id where s.id = ${id}`,
        );
        students.push(s!);
      }
      expect(students[2]!.programme).not.toBe(students[0]!.programme);
      [teacher] = await rows<{ id: number; code: string; name: string }>(
        sql`select f.id, f.emp_code as code, f.full_name as name from faculty f join users u on u.id = f.user_id
            where u.status <> 'disabled' order by f.id limit 1`,
      );

      const a = await addTitle('Thermal Engineering', 'RPT-A', 3, '2005-03-08');
      const b = await addTitle('Strength of Materials', 'RPT-B', 2);
      titleC = '=1+1 Engineering Drawing';
      const c = await addTitle(titleC, 'RPT-C', 1);
      const [s1, s2, s3] = students.map((s) => ({ student: s.id }));
      const f1 = { faculty: teacher.id };
      await lend(a['RPT-A-1']!, s1!, '2005-03-07', '2005-03-21', '2005-03-09');
      await lend(b['RPT-B-1']!, s2!, '2005-03-07', '2005-03-21', '2005-03-11');
      await lend(a['RPT-A-2']!, s1!, '2005-03-09', '2005-03-12');
      await lend(b['RPT-B-2']!, f1, '2005-03-10', '2005-04-09', '2005-03-12');
      await lend(a['RPT-A-3']!, s3!, '2005-03-12', '2005-03-26');
      await lend(c['RPT-C-1']!, f1, '2005-03-01', '2005-03-31', '2005-03-08');
      await lend(c['RPT-C-1']!, f1, '2005-03-14', '2005-03-17');
      await t.database.db.execute(sql`update library_copies set status = 'withdrawn' where accession_number = 'RPT-B-2'`);
    });
    afterAll(async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      await t?.close();
    });

    it('counts each day’s issues, returns and members served by the business dates, the holiday and Sunday marked closed', async () => {
      const report = await json<CirculationByDay>(`circulation?${RANGE}`);
      expect(report.days.map((d) => [d.day.slice(8), d.closed, d.issues, d.returns, d.members])).toEqual([
        ['07', false, 2, 0, 2],
        ['08', false, 0, 1, 1],
        ['09', false, 1, 1, 1],
        ['10', false, 1, 0, 1],
        ['11', true, 0, 1, 1],
        ['12', false, 1, 1, 2],
        ['13', true, 0, 0, 0],
      ]);
      expect(report.totals).toEqual({ issues: 5, returns: 4, members: 4 });
      expect(await workbook(`circulation.xlsx?${RANGE}`, 'library-circulation-2005-03-07-to-2005-03-13.xlsx')).toEqual([
        'Circulation by day',
        'Date|Open|Issues|Returns|Members served',
        '2005-03-07|Open|2|0|2',
        '2005-03-08|Open|0|1|1',
        '2005-03-09|Open|1|1|1',
        '2005-03-10|Open|1|0|1',
        '2005-03-11|Closed|0|1|1',
        '2005-03-12|Open|1|1|2',
        '2005-03-13|Closed|0|0|0',
        'Total||5|4|4',
      ]);
    });

    it('counts the week’s issues per programme of the student borrowers and to faculty, with each one’s active members', async () => {
      const report = await json<CirculationByProgramme>(`programmes?${RANGE}`);
      const active = await rows<{ programme: string; n: number }>(
        sql`select c.name || ', ' || b.name as programme, count(*)::int as n from students s
            join courses c on c.id = s.course_id join branches b on b.id = s.branch_id where s.status = 'active' group by 1`,
      );
      const [{ n: faculty }] = (await rows<{ n: number }>(
        sql`select count(*)::int as n from faculty f where not exists (select 1 from users u where u.id = f.user_id and u.status = 'disabled')`,
      )) as [{ n: number }];
      const members = (programme: string) => active.find((a) => a.programme === programme)!.n;
      const [p1, p3] = [students[0]!.programme, students[2]!.programme];
      expect(report.rows.slice(0, 2)).toEqual([
        { programme: p1, issues: 3, members: members(p1), issuesPerMember: Math.round((3 / members(p1)) * 100) / 100 },
        { programme: p3, issues: 1, members: members(p3), issuesPerMember: Math.round((1 / members(p3)) * 100) / 100 },
      ]);
      expect(report.rows.at(-1)).toEqual({
        programme: null,
        issues: 1,
        members: faculty,
        issuesPerMember: Math.round((1 / faculty) * 100) / 100,
      });
      // Every other programme with active students is listed, with no issue.
      expect(report.rows.slice(2, -1).every((r) => r.issues === 0)).toBe(true);
      expect(report.rows).toHaveLength(active.length + 1);
      expect(report.total.issues).toBe(5);
      const sheet = await workbook(`programmes.xlsx?${RANGE}`, 'library-circulation-by-programme-2005-03-07-to-2005-03-13.xlsx');
      expect(sheet.slice(0, 3)).toEqual([
        'Circulation by programme',
        'Programme|Issues|Active members|Issues per member',
        `${p1}|3|${members(p1)}|${report.rows[0]!.issuesPerMember}`,
      ]);
      expect(sheet.at(-2)).toBe(`Faculty|1|${faculty}|${report.rows.at(-1)!.issuesPerMember}`);
      expect(sheet.at(-1)).toMatch(/^Total\|5\|/);
    });

    it('lists the open loans past due today with the fine so far, searched and paged, and exports them all', async () => {
      const page = await json<OverduePage>('overdue?size=10');
      expect(page).toMatchObject({ today: '2005-03-20', total: 2, page: 1, size: 10 });
      // L3: due Saturday 12th; open days since: 14th to 19th (six; the 13th and the 20th are Sundays), less a day's grace, at ₹2.
      // L7: due Thursday 17th; open days since: 18th and 19th, less a day's grace, at ₹1.
      expect(page.rows).toEqual([
        expect.objectContaining({
          memberKind: 'student',
          member: students[0]!.name,
          memberNumber: students[0]!.roll,
          programme: students[0]!.programme,
          title: 'Thermal Engineering',
          accessionNumber: 'RPT-A-2',
          issuedOn: '2005-03-09',
          dueOn: '2005-03-12',
          daysLate: 8,
          finePaise: 1_000,
        }),
        expect.objectContaining({ memberKind: 'faculty', memberNumber: teacher.code, title: titleC, daysLate: 3, finePaise: 100 }),
      ]);
      const second = await json<OverduePage>('overdue?size=1&page=2');
      expect(second.total).toBe(2);
      expect(second.rows.map((r) => r.accessionNumber)).toEqual(['RPT-C-1']);
      const found = await json<OverduePage>(`overdue?q=${encodeURIComponent(students[0]!.roll.toLowerCase())}`);
      expect(found.rows.map((r) => r.accessionNumber)).toEqual(['RPT-A-2']);
      expect((await json<OverduePage>('overdue?q=100%25')).total).toBe(0);
      expect(await workbook('overdue.xlsx', 'library-overdue-2005-03-20.xlsx')).toEqual([
        'Overdue',
        'Member|Roll number / employee ID|Programme or department|Title|Accession number|Issued|Due|Days late|Fine so far (₹)',
        `${students[0]!.name}|${students[0]!.roll}|${students[0]!.programme}|Thermal Engineering|RPT-A-2|2005-03-09|2005-03-12|8|10`,
        expect.stringMatching(
          new RegExp(`^${teacher.name}\\|${teacher.code}\\|.*\\|'=1\\+1 Engineering Drawing\\|RPT-C-1\\|2005-03-14\\|2005-03-17\\|3\\|1$`),
        ),
      ]);
    });

    it('ranks the titles issued most in the week, with the copies still held', async () => {
      const report = await json<MostBorrowed>(`most-borrowed?${RANGE}`);
      expect(report.rows.map(({ rank, title, issues, copies }) => ({ rank, title, issues, copies }))).toEqual([
        { rank: 1, title: 'Thermal Engineering', issues: 3, copies: 3 },
        { rank: 2, title: 'Strength of Materials', issues: 2, copies: 1 },
      ]);
      expect(await workbook(`most-borrowed.xlsx?${RANGE}`, 'library-most-borrowed-2005-03-07-to-2005-03-13.xlsx')).toEqual([
        'Most borrowed',
        'Rank|Title|Authors|Issues|Copies held',
        '1|Thermal Engineering|R. K. Rajput|3|3',
        '2|Strength of Materials|R. K. Rajput|2|1',
      ]);
    });

    it('gives NAAC’s figures: daily users over the open days only, books per student, and the holdings added by their dates', async () => {
      const naac = await json<NaacFigures>(`naac?${RANGE}`);
      const [{ n: active }] = (await rows<{ n: number }>(sql`select count(*)::int as n from students where status = 'active'`)) as [
        { n: number },
      ];
      expect(naac).toEqual({
        from: '2005-03-07',
        to: '2005-03-13',
        // Mon–Thu and Saturday: the holiday (Friday, one member returned a book) and Sunday are not counted.
        openDays: 5,
        memberVisits: 7,
        averageDailyUsers: 1.4,
        issuesToStudents: 4,
        activeStudents: active,
        booksPerStudent: Math.round((4 / active) * 100) / 100,
        // Six copies of three titles came; one was withdrawn.
        titlesHeld: holdingsBefore.titlesHeld + 3,
        volumesHeld: holdingsBefore.volumesHeld + 5,
        // Only the bought copies have a date in 2005 (their bill's); the donations were entered today.
        titlesAdded: 1,
        volumesAdded: 3,
      });
      expect(holdingsBefore).toMatchObject({ titlesAdded: 0, volumesAdded: 0 });
      const sheet = await workbook(`naac.xlsx?${RANGE}`, 'library-naac-2005-03-07-to-2005-03-13.xlsx');
      expect(sheet.slice(0, 8)).toEqual([
        'NAAC 4.2',
        'Figure|Value',
        'From|2005-03-07',
        'To|2005-03-13',
        'Open days (not Sundays or college holidays)|5',
        'Members served on open days (summed per day)|7',
        'Average daily users|1.4',
        'Books issued to students|4',
      ]);
    });

    it('refuses a range the wrong way round, longer than 366 days or badly written, naming the field', async () => {
      const refused = async (query: string) => {
        const res = await get(`circulation?${query}`);
        expect(res.statusCode).toBe(400);
        return res.json<{ field: string; message: string }>();
      };
      expect(await refused('from=2005-03-13&to=2005-03-07')).toMatchObject({
        field: 'to',
        message: 'The from date must not be after the to date',
      });
      // 2004 is a leap year: 1 March 2004 to 1 March 2005 is 366 days, both included.
      expect(await refused('from=2004-03-01&to=2005-03-02')).toMatchObject({ field: 'to', message: 'Choose a range of at most 366 days' });
      expect((await get('naac.xlsx?from=2004-03-01&to=2005-03-01')).statusCode).toBe(200);
      expect(await refused('from=2005-02-30&to=2005-03-01')).toMatchObject({ field: 'from' });
      expect((await get('most-borrowed?from=2005-03-01')).json()).toMatchObject({ field: 'to' });
    });

    it('is the library staff’s alone', async () => {
      for (const url of [`circulation?${RANGE}`, 'overdue', `naac.xlsx?${RANGE}`]) {
        expect((await get(url, as.library_incharge)).statusCode).toBe(200);
        for (const user of ['student', 'accountant', 'faculty']) expect((await get(url, as[user])).statusCode, `${user} ${url}`).toBe(403);
        expect((await get(url, {})).statusCode).toBe(401);
      }
    });
  });
}
