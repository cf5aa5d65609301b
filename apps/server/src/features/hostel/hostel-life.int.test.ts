import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collegeToday,
  dayMonthYear,
  type HostelComplaint,
  type HostelComplaintsPage,
  type HostelFigures,
  type HostelLeave,
  type HostelLeavePage,
  type HostelVisitor,
  type HostelVisitorsPage,
  type OwnHostelLife,
} from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** The college's day `days` after today. */
const inDays = (days: number) => new Date(Date.parse(`${collegeToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

for (const target of targets) {
  describe(`hostel daily life: leave, complaints, visitors (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const send = (method: 'POST' | 'GET', url: string, payload?: object, headers = as.hostel_incharge) =>
      t.app.inject({ method, url, payload, headers });
    let student: { id: number; rollNumber: string; fullName: string };

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['hostel_incharge', 'admin', 'student', 'parent', 'principal', 'accountant']) as[user] = await bearer(t.app, user);
      [student] = rowsOf<{ id: number; rollNumber: string; fullName: string }>(
        await t.database.db.execute(sql`select s.id, s.roll_number as "rollNumber", s.full_name as "fullName"
          from users u join students s on s.id = u.student_id where u.username = 'student'`),
      );
    });
    afterAll(async () => t?.close());

    const ask = (fromDate: string, toDate: string, kind = 'leave') =>
      send(
        'POST',
        '/api/hostel/me/leave',
        { kind, fromDate, toDate, destination: 'Home, Warangal', reason: 'Sister’s wedding' },
        as.student,
      );

    it('refuses a request naming its field: an outing of two days, a last day before the first, a day gone, too long, no reason', async () => {
      const cases: [object, string, string][] = [
        [
          { kind: 'outing', fromDate: inDays(300), toDate: inDays(301) },
          'toDate',
          'An outing is back the same day: for more days, ask for leave',
        ],
        [{ kind: 'leave', fromDate: inDays(301), toDate: inDays(300) }, 'toDate', 'The last day must not be before the first'],
        [
          { kind: 'leave', fromDate: inDays(-1), toDate: inDays(1) },
          'fromDate',
          `Leave cannot begin before today (${dayMonthYear(collegeToday())})`,
        ],
        [{ kind: 'leave', fromDate: inDays(200), toDate: inDays(260) }, 'toDate', 'A leave is at most 60 days'],
        [{ kind: 'leave', fromDate: inDays(300), toDate: inDays(300), reason: 'x' }, 'reason', 'Reason must say in at least 5 characters'],
        [{ kind: 'trip', fromDate: inDays(300), toDate: inDays(300) }, 'kind', ''],
      ];
      for (const [body, field, message] of cases) {
        const res = await send('POST', '/api/hostel/me/leave', { destination: 'Home', reason: 'Family function', ...body }, as.student);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().field).toBe(field);
        if (message) expect(res.json().message).toBe(message);
      }
    });

    it('takes one of two overlapping requests sent at once, and names the days of the one kept', async () => {
      const [a, b] = await Promise.all([ask(inDays(310), inDays(312)), ask(inDays(311), inDays(314))]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const kept = (a.statusCode === 201 ? a : b).json<HostelLeave>();
      const refused = (a.statusCode === 409 ? a : b).json();
      expect(refused.message).toBe(
        `${student.fullName} already asked for leave on some of these days (${dayMonthYear(kept.fromDate)} to ${dayMonthYear(kept.toDate)})`,
      );
      const [{ n }] = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from hostel_leave_requests where student_id = ${student.id} and from_date >= ${inDays(310)}`,
        ),
      );
      expect(n).toBe(1);
      // Withdrawn, its days are free again.
      expect((await send('POST', `/api/hostel/me/leave/${kept.id}/cancel`, undefined, as.student)).json<HostelLeave>().status).toBe(
        'cancelled',
      );
      expect((await ask(inDays(311), inDays(314))).statusCode).toBe(201);
    });

    it('the warden approves once under two clicks, a refusal needs a reason, and the student and parent are told', async () => {
      const leave = (await ask(inDays(320), inDays(322))).json<HostelLeave>();
      expect(leave).toMatchObject({ status: 'pending', kind: 'leave', student: { rollNumber: student.rollNumber } });
      expect(leave.student.place).toMatch(/ · /);

      const page = (await send('GET', `/api/hostel/leave?status=pending&q=${student.rollNumber}`)).json<HostelLeavePage>();
      expect(page.rows.map((r) => r.id)).toContain(leave.id);
      const noReason = await send('POST', `/api/hostel/leave/${leave.id}/decision`, { decision: 'refused', note: '' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json()).toMatchObject({ field: 'note', message: 'Say why the request is refused' });

      const both = await Promise.all([
        send('POST', `/api/hostel/leave/${leave.id}/decision`, { decision: 'approved' }),
        send('POST', `/api/hostel/leave/${leave.id}/decision`, { decision: 'approved' }, as.admin),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('The request was approved already');
      expect(both.find((r) => r.statusCode === 200)!.json<HostelLeave>()).toMatchObject({
        status: 'approved',
        decidedBy: expect.any(String),
      });

      const told = rowsOf<{ username: string; params: Record<string, string> }>(
        await t.database.db.execute(sql`select u.username, n.params from notifications n join users u on u.id = n.user_id
          where n.kind = 'hostelLeaveDecided' and n.channel = 'app' and n.params->>'fromDate' = ${inDays(320)}`),
      );
      expect(told.map((r) => r.username).sort()).toEqual(expect.arrayContaining(['parent', 'student']));
      expect(told.filter((r) => r.username === 'student')).toHaveLength(1);
      expect(told[0]!.params).toMatchObject({ decision: 'approved', toDate: inDays(322), student: student.fullName });

      const parentLife = (await send('GET', '/api/hostel/me/life', undefined, as.parent)).json<OwnHostelLife>();
      expect(parentLife.leave.find((l) => l.id === leave.id)?.status).toBe('approved');
      // An approved leave not begun may still be withdrawn by the student.
      const withdrawn = await send('POST', `/api/hostel/me/leave/${leave.id}/cancel`, undefined, as.student);
      expect(withdrawn.json<HostelLeave>().status).toBe('cancelled');
      const again = await send('POST', `/api/hostel/me/leave/${leave.id}/cancel`, undefined, as.student);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('The request was cancelled already');
    });

    it('counts a resident away today by the college’s day, and a pending request among those waiting', async () => {
      const before = (await send('GET', '/api/hostel/figures')).json<HostelFigures>().life;
      const today = (await ask(collegeToday(), collegeToday(), 'outing')).json<HostelLeave>();
      const waiting = (await send('GET', '/api/hostel/figures')).json<HostelFigures>().life;
      expect(waiting.leavePending).toBe(before.leavePending + 1);
      await send('POST', `/api/hostel/leave/${today.id}/decision`, { decision: 'approved', note: 'Back by 8 pm' });
      const after = (await send('GET', '/api/hostel/figures')).json<HostelFigures>().life;
      expect(after).toMatchObject({ leavePending: before.leavePending, awayToday: before.awayToday + 1 });
      const away = (await send('GET', `/api/hostel/leave?on=${collegeToday()}&status=approved`)).json<HostelLeavePage>();
      expect(away.rows.map((r) => r.id)).toContain(today.id);
      // Begun, it is the warden's to change.
      const late = await send('POST', `/api/hostel/me/leave/${today.id}/cancel`, undefined, as.student);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe('The leave has begun: ask the warden to change it');
    });

    it('a complaint of the student’s room goes open → in progress → resolved with what was done, and no further', async () => {
      const reported = await send(
        'POST',
        '/api/hostel/me/complaints',
        { category: 'plumbing', description: 'The tap in the wash room leaks' },
        as.student,
      );
      expect(reported.statusCode, reported.body).toBe(201);
      const complaint = reported.json<HostelComplaint>();
      expect(complaint).toMatchObject({ status: 'open', category: 'plumbing', reportedBy: `${student.fullName} (${student.rollNumber})` });

      const open = (await send('GET', `/api/hostel/complaints?status=open&q=${complaint.room.number}`)).json<HostelComplaintsPage>();
      expect(open.rows.map((r) => r.id)).toContain(complaint.id);
      const noNote = await send('POST', `/api/hostel/complaints/${complaint.id}/status`, { status: 'resolved' });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json()).toMatchObject({ field: 'note', message: 'Say what was done to resolve the complaint' });
      expect((await send('POST', `/api/hostel/complaints/${complaint.id}/status`, { status: 'inProgress' })).json().status).toBe(
        'inProgress',
      );
      const done = await send('POST', `/api/hostel/complaints/${complaint.id}/status`, { status: 'resolved', note: 'Washer replaced' });
      expect(done.json<HostelComplaint>()).toMatchObject({ status: 'resolved', note: 'Washer replaced' });
      const reopen = await send('POST', `/api/hostel/complaints/${complaint.id}/status`, { status: 'open' });
      expect(reopen.statusCode).toBe(409);
      expect(reopen.json().message).toBe('The complaint is resolved already');

      const mine = (await send('GET', '/api/hostel/me/life', undefined, as.student)).json<OwnHostelLife>();
      expect(mine.resident).toBe(true);
      expect(mine.complaints.find((c) => c.id === complaint.id)).toMatchObject({ status: 'resolved', note: 'Washer replaced' });

      const byOffice = await send('POST', '/api/hostel/complaints', {
        roomId: complaint.room.id,
        category: 'electrical',
        description: 'Fan regulator broken',
      });
      expect(byOffice.statusCode).toBe(201);
      expect(byOffice.json<HostelComplaint>().reportedBy).toBe('hostel_incharge');
      const noRoom = await send('POST', '/api/hostel/complaints', {
        roomId: 999_999,
        category: 'electrical',
        description: 'Fan regulator broken',
      });
      expect(noRoom.statusCode).toBe(404);
      expect(noRoom.json().message).toBe('No such room');
    });

    it('the gate writes a visitor in and out once; a stranger or a non-resident is refused', async () => {
      const visit = {
        rollNumber: student.rollNumber.toLowerCase(),
        visitorName: 'Lakshmi Devi',
        relation: 'parent',
        phone: '+91 98480 12345',
      };
      const came = await send('POST', '/api/hostel/visitors', visit);
      expect(came.statusCode, came.body).toBe(201);
      const v = came.json<HostelVisitor>();
      expect(v).toMatchObject({ phone: '9848012345', outAt: null, student: { rollNumber: student.rollNumber } });
      const register = (await send('GET', '/api/hostel/visitors')).json<HostelVisitorsPage>();
      expect(register.day).toBe(collegeToday());
      expect(register.rows[0]).toMatchObject({ id: v.id });
      expect(register.inNow).toBeGreaterThanOrEqual(1);

      const [out1, out2] = await Promise.all([
        send('POST', `/api/hostel/visitors/${v.id}/out`),
        send('POST', `/api/hostel/visitors/${v.id}/out`, undefined, as.admin),
      ]);
      expect([out1.statusCode, out2.statusCode].sort()).toEqual([200, 409]);
      expect((out1.statusCode === 409 ? out1 : out2).json().message).toMatch(/^The visitor left already at \d\d:\d\d$/);
      expect((await send('GET', '/api/hostel/visitors')).json<HostelVisitorsPage>().inNow).toBe(register.inNow - 1);

      const badPhone = await send('POST', '/api/hostel/visitors', { ...visit, phone: '12345' });
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json()).toMatchObject({
        field: 'phone',
        message: 'The visitor’s phone must be a mobile number of 10 digits starting with 6, 7, 8 or 9',
      });
      const nobody = await send('POST', '/api/hostel/visitors', { ...visit, rollNumber: 'NO-SUCH-1' });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().message).toBe('No student is registered with roll number NO-SUCH-1');
      const [outsider] = rowsOf<{ rollNumber: string; fullName: string }>(
        await t.database.db.execute(sql`select s.roll_number as "rollNumber", s.full_name as "fullName" from students s
          where not exists (select 1 from hostel_allotments a where a.student_id = s.id and a.status = 'active') order by s.id limit 1`),
      );
      const notResident = await send('POST', '/api/hostel/visitors', { ...visit, rollNumber: outsider!.rollNumber });
      expect(notResident.statusCode).toBe(409);
      expect(notResident.json().message).toBe(`${outsider!.fullName} holds no hostel bed`);
    });

    it('lets the office keep the register and decide, the heads read, the student ask for their own alone', async () => {
      expect((await send('GET', '/api/hostel/leave', undefined, as.principal)).statusCode).toBe(200);
      expect((await send('POST', '/api/hostel/visitors', {}, as.principal)).statusCode).toBe(403);
      expect((await send('GET', '/api/hostel/leave', undefined, as.student)).statusCode).toBe(403);
      expect((await send('GET', '/api/hostel/complaints', undefined, as.accountant)).statusCode).toBe(403);
      expect((await send('POST', '/api/hostel/me/leave', {}, as.parent)).statusCode).toBe(403);
      expect((await send('GET', '/api/hostel/me/life', undefined, {})).statusCode).toBe(401);
      expect((await send('GET', '/api/hostel/me/life', undefined, as.hostel_incharge)).statusCode).toBe(403);
    });
  });
}
