import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  academicYearLabel,
  dayMonthYear,
  GRIEVANCE_WORKING_DAYS,
  type AnonymousReceipt,
  type Committee,
  type GrievanceDetail,
  type GrievanceFigures,
  type GrievancesPage,
  type OwnGrievances,
} from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, multipart, targets, type MultipartPart, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { users } from '../auth/auth.table.js';
import { addDays, closedOn, openDayAfter } from '../college-calendar/college-days.js';

type Headers = Record<string, string>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PYTHON = '/usr/bin/python3';
/** Every row of every sheet: `sheet|cell|cell…`, dates as YYYY-MM-DD. */
const READ = `
import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + "|" + "|".join("" if v is None else (v.strftime("%Y-%m-%d") if hasattr(v, "strftime") else str(v)) for v in row))
`;

const filing = {
  category: 'examinations',
  subject: 'Revaluation result not given',
  description: 'I applied for revaluation of Mathematics III in July and have heard nothing since.',
};

for (const target of targets) {
  describe(`grievance cell (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    let today: string;
    const send = (method: 'POST' | 'GET' | 'PUT', url: string, payload: object | undefined, headers: Headers) =>
      t.app.inject({ method, url, payload, headers });
    const file = (body: object, headers: Headers, files: MultipartPart[] = []) => {
      const form = multipart([{ name: 'grievance', value: JSON.stringify(body) }, ...files]);
      return t.app.inject({ method: 'POST', url: '/api/grievances', payload: form.payload, headers: { ...form.headers, ...headers } });
    };
    const member = (body: object) =>
      send(
        'POST',
        '/api/grievances/committee',
        { designation: 'Professor', gender: 'male', socialCategory: 'general', fromDate: today, ...body },
        as.grievance_incharge,
      );
    const detail = (id: number, who: Headers) => send('GET', `/api/grievances/${id}`, undefined, who);

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['grievance_incharge', 'principal', 'student', 'parent', 'faculty', 'hod', 'dean', 'admin', 'accountant'])
        as[user] = await bearer(t.app, user);
      today = rowsOf<{ d: string }>(await t.database.db.execute(sql`select (now() at time zone 'Asia/Kolkata')::date::text as d`))[0]!.d;
      // A second student with a login of their own: the grievances of one are nothing to the other.
      const [ward] = rowsOf<{ id: number; fullName: string }>(
        await t.database.db.execute(sql`select s.id, s.full_name as "fullName" from students s
          where s.id <> (select student_id from users where username = 'student') order by s.id limit 1`),
      );
      const [me] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      await t.database.db.insert(users).values({
        username: `other-${target}`,
        passwordHash: me!.passwordHash,
        fullName: ward!.fullName,
        roles: ['ROLE_STUDENT'],
        studentId: ward!.id,
      });
      as.other = await bearer(t.app, `other-${target}`);
      const year = academicYearLabel(today);
      const f = (await send('GET', `/api/grievances/figures?year=${year}`, undefined, as.principal)).json<GrievanceFigures>();
      examBefore = f.byCategory.find((c) => c.category === 'examinations')!;
    });
    afterAll(async () => t?.close());

    it('refuses a filing naming its field, and a file that is no PDF or image, or one too many', async () => {
      const count = async () => rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from grievances`))[0]!.n;
      const before = await count();
      const cases: [object, string, string][] = [
        [{ ...filing, category: 'canteen' }, 'category', ''],
        [{ ...filing, subject: '' }, 'subject', 'Subject line is required'],
        [{ ...filing, description: 'Too short' }, 'description', 'What happened must say in at least 20 characters'],
      ];
      for (const [body, field, message] of cases) {
        const res = await file(body, as.student);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().field).toBe(field);
        if (message) expect(res.json().message).toBe(message);
      }
      const text = await file(filing, as.student, [{ name: 'attachment', value: Buffer.from('not a pdf at all'), filename: 'note.pdf' }]);
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({ field: 'attachment', message: 'The file must be a PDF, JPG, PNG or GIF file' });
      const four = Array.from({ length: 4 }, (_, i) => ({ name: 'attachment', value: PDF, filename: `${i}.pdf` }));
      const many = await file(filing, as.student, four);
      expect(many.statusCode).toBe(400);
      expect(many.json().message).toBe('Attach at most 3 files');
      expect(await count()).toBe(before);
    });

    let named: GrievanceDetail;
    /** The year's examination grievances before this file's own. */
    let examBefore: GrievanceFigures['byCategory'][number];
    let confidential: GrievanceDetail;

    it('files a grievance with its file: an acknowledgement number at once, due on the 15th working day, seen by its filer and the committee alone', async () => {
      const res = await file(filing, as.student, [{ name: 'attachment', value: PDF, filename: 'revaluation-receipt.pdf' }]);
      expect(res.statusCode, res.body).toBe(201);
      named = res.json<GrievanceDetail>();
      expect(named.number).toMatch(new RegExp(`^GRV-${today.slice(0, 4)}-\\d{5}$`));
      expect(named.status).toBe('received');
      expect(named.receivedOn).toBe(today);
      const holidays = new Set(
        rowsOf<{ d: string }>(await t.database.db.execute(sql`select day::text as d from college_holidays`)).map((r) => r.d),
      );
      expect(named.dueOn).toBe(openDayAfter(today, GRIEVANCE_WORKING_DAYS, closedOn(holidays)));
      expect(named.filer).toMatch(/\(.+\)$/);
      expect(named.events.map((e) => e.kind)).toEqual(['filed']);
      expect(named.attachments).toEqual([expect.objectContaining({ fileName: 'revaluation-receipt.pdf', type: 'application/pdf' })]);

      const att = `/api/grievances/${named.id}/attachments/${named.attachments[0]!.id}`;
      expect((await send('GET', att, undefined, as.student)).rawPayload.equals(PDF)).toBe(true);
      expect((await send('GET', att, undefined, as.principal)).statusCode).toBe(200);
      // Another student, a member of staff outside the committee, and the administrator: it does not exist for them.
      for (const who of [as.other, as.accountant, as.admin]) {
        expect((await detail(named.id, who)).json()).toMatchObject({ message: 'No such grievance' });
        expect((await send('GET', att, undefined, who)).statusCode).toBe(404);
      }
      expect((await send('GET', '/api/grievances', undefined, as.accountant)).json().message).toBe(
        'Only the grievance committee and the principal see the grievances',
      );
      expect((await send('GET', '/api/grievances/mine', undefined, as.other)).json<OwnGrievances>().filed.total).toBe(0);
    });

    it('keeps the committee with the regulation’s warnings, one chairperson at a time, a login once, and past members in the record', async () => {
      const committee = (await send('GET', '/api/grievances/committee', undefined, as.principal)).json<Committee>();
      expect(committee.warnings).toEqual([]);
      const chair = committee.members.find((m) => m.role === 'chairperson' && m.untilDate === null)!;
      expect(chair.username).toBe('hod');
      const second = await member({ name: 'Dr. A. Shah', role: 'chairperson' });
      expect(second.statusCode).toBe(409);
      expect(second.json()).toMatchObject({
        field: 'role',
        message: `The committee has a chairperson already (${chair.name}): end their term first`,
      });
      const [faculty] = await t.database.db.select().from(users).where(eq(users.username, 'faculty'));
      const twice = await member({ name: 'Prof. K. Devi', role: 'member', username: 'faculty' });
      expect(twice.json()).toMatchObject({ field: 'username', message: `${faculty!.fullName} is on the committee already` });
      expect((await member({ name: 'Nobody', role: 'member', username: 'no-such-login' })).json()).toMatchObject({
        field: 'username',
        message: 'No login is named no-such-login',
      });
      expect((await send('POST', '/api/grievances/committee', { name: 'X' }, as.principal)).statusCode).toBe(403);

      const invitee = committee.members.find((m) => m.role === 'specialInvitee' && m.untilDate === null)!;
      const end = (untilDate: string) => send('POST', `/api/grievances/committee/${invitee.id}/end`, { untilDate }, as.grievance_incharge);
      expect((await end(addDays(invitee.fromDate, -1))).json()).toMatchObject({
        field: 'untilDate',
        message: `The term cannot end before it began (${dayMonthYear(invitee.fromDate)})`,
      });
      expect((await end(addDays(today, -1))).json()).toMatchObject({ untilDate: addDays(today, -1) });
      expect((await end(today)).json().message).toBe(`${invitee.name} left the committee on ${dayMonthYear(addDays(today, -1))}`);
      const after = (await send('GET', '/api/grievances/committee', undefined, as.grievance_incharge)).json<Committee>();
      expect(after.warnings).toEqual(['noStudentInvitee']);
      expect(after.members.find((m) => m.id === invitee.id)).toMatchObject({ untilDate: addDays(today, -1) });
      expect(
        (await member({ name: 'P. Anjali', role: 'specialInvitee', designation: 'Student, II B.Tech ECE', gender: 'female' })).statusCode,
      ).toBe(201);
    });

    it('hides a confidential filer from all but the filer and the chairperson', async () => {
      const res = await file({ ...filing, category: 'harassment', subject: 'Remarks in the laboratory', confidential: true }, as.student);
      expect(res.statusCode, res.body).toBe(201);
      confidential = res.json<GrievanceDetail>();
      expect(confidential.filer).not.toBeNull();
      for (const who of [as.grievance_incharge, as.principal, as.faculty])
        expect((await detail(confidential.id, who)).json().filer).toBeNull();
      expect((await detail(confidential.id, as.hod)).json().filer).toBe(confidential.filer);
      const page = (await send('GET', `/api/grievances?q=${confidential.number}`, undefined, as.principal)).json<GrievancesPage>();
      expect(page.rows.map((r) => [r.number, r.filer])).toEqual([[confidential.number, null]]);
    });

    it('runs a grievance from assignment through a hearing and a reply to the decision, once, telling the filer of each', async () => {
      const committee = (await send('GET', '/api/grievances/committee', undefined, as.grievance_incharge)).json<Committee>();
      const devi = committee.members.find((m) => m.username === 'faculty' && m.untilDate === null)!;
      const assigned = await send('POST', `/api/grievances/${named.id}/assign`, { memberId: devi.id }, as.grievance_incharge);
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json()).toMatchObject({ status: 'inReview', assignedTo: devi.name });

      const iyer = await send('POST', `/api/grievances/${named.id}/entries`, { kind: 'reply', text: 'We are looking into it.' }, as.dean);
      expect(iyer.statusCode).toBe(403);
      expect(iyer.json().message).toBe(
        `Grievance ${named.number} is assigned to ${devi.name}: only they or the chairperson record its hearings, replies and decision`,
      );
      const noDay = await send(
        'POST',
        `/api/grievances/${named.id}/entries`,
        { kind: 'hearing', text: 'Hearing with the controller' },
        as.faculty,
      );
      expect(noDay.json()).toMatchObject({ field: 'hearingOn', message: 'A hearing needs its day' });
      const hearingOn = addDays(today, 3);
      for (const entry of [
        { kind: 'hearing', text: 'Hearing with the controller of examinations', hearingOn },
        { kind: 'note', text: 'The revaluation file was misplaced in the exam cell' },
        { kind: 'reply', text: 'The exam cell has found your revaluation file.' },
      ])
        expect((await send('POST', `/api/grievances/${named.id}/entries`, entry, as.faculty)).statusCode).toBe(200);

      const seenByFiler = (await detail(named.id, as.student)).json<GrievanceDetail>();
      expect(seenByFiler.events.map((e) => e.kind)).toEqual(['filed', 'assigned', 'hearing', 'reply']);
      expect(seenByFiler.events[2]).toMatchObject({ hearingOn, by: devi.name });
      expect((await detail(named.id, as.principal)).json<GrievanceDetail>().events.map((e) => e.kind)).toContain('note');

      const decision = { outcome: 'upheld', text: 'The revaluation result is to be declared within a week.' };
      const [a, b] = await Promise.all([
        send('POST', `/api/grievances/${named.id}/decision`, decision, as.faculty),
        send('POST', `/api/grievances/${named.id}/decision`, decision, as.hod),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
      expect((a.statusCode === 409 ? a : b).json().message).toBe(`Grievance ${named.number} was decided on ${dayMonthYear(today)}`);
      const decided = (await detail(named.id, as.student)).json<GrievanceDetail>();
      expect(decided).toMatchObject({ status: 'decided', outcome: 'upheld', decidedOn: today, appealBy: addDays(today, 15) });
      expect(decided.may.appeal).toBe(true);

      const told = rowsOf<{ step: string }>(
        await t.database.db.execute(sql`select n.params->>'step' as step from notifications n join users u on u.id = n.user_id
          where u.username = 'student' and n.kind = 'grievanceUpdated' and n.channel = 'app' and n.params->>'number' = ${named.number} order by n.id`),
      );
      expect(told.map((n) => n.step)).toEqual(['assigned', 'hearing', 'reply', 'decided']);
    });

    it('takes the filer’s appeal within 15 days of the decision, once, and closes it with the ombudsperson’s award', async () => {
      const grounds = { text: 'The week has passed and the result is still not declared.' };
      expect((await send('POST', `/api/grievances/${named.id}/appeal`, grounds, as.other)).statusCode).toBe(404);
      expect((await send('POST', `/api/grievances/${named.id}/appeal`, grounds, as.student)).json().status).toBe('appealed');
      expect((await send('POST', `/api/grievances/${named.id}/appeal`, grounds, as.student)).json().message).toBe(
        `Grievance ${named.number} was appealed against on ${dayMonthYear(today)}`,
      );
      const award = await send(
        'POST',
        `/api/grievances/${named.id}/appeal-decision`,
        { outcome: 'upheld', text: 'The controller is to declare the result tomorrow.' },
        as.grievance_incharge,
      );
      expect(award.statusCode, award.body).toBe(200);
      expect(award.json()).toMatchObject({ status: 'closed' });

      // A decision older than 15 days cannot be appealed.
      const late = (await file({ ...filing, category: 'library', subject: 'Fine charged twice' }, as.student)).json<GrievanceDetail>();
      await t.database.db.execute(
        sql`update grievances set status = 'decided', outcome = 'rejected', decided_on = ${addDays(today, -16)}::date where id = ${late.id}`,
      );
      const refused = await send('POST', `/api/grievances/${late.id}/appeal`, grounds, as.student);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `The appeal against the decision on grievance ${late.number} was due by ${dayMonthYear(addDays(today, -1))}`,
      );
    });

    it('flags grievances past their due day on the register, and never deletes a grievance', async () => {
      const old = (await file({ ...filing, category: 'hostel', subject: 'Water in the rooms' }, as.parent)).json<GrievanceDetail>();
      await t.database.db.execute(
        sql`update grievances set received_on = ${addDays(today, -40)}::date, due_on = ${addDays(today, -20)}::date where id = ${old.id}`,
      );
      const page = (await send('GET', '/api/grievances?overdue=true', undefined, as.principal)).json<GrievancesPage>();
      expect(page.overdue).toBeGreaterThanOrEqual(1);
      expect(page.rows.map((r) => r.number)).toContain(old.number);
      expect(page.rows.every((r) => r.overdue)).toBe(true);
      expect(page.rows.find((r) => r.number === old.number)!.filer).toMatch(/parent of/);
      for (const table of ['grievance_events', 'grievances']) {
        const refused = await t.database.db
          .execute(
            sql`delete from ${sql.identifier(table)} where ${sql.identifier(table === 'grievances' ? 'id' : 'grievance_id')} = ${old.id}`,
          )
          .catch((err: Error & { cause?: Error }) => err.cause ?? err);
        expect(String((refused as Error).message)).toBe(`rows of ${table} are kept: they are never deleted`);
      }
    });

    it('counts the year by category and month, and prints the annual report and the workbook behind it', async () => {
      const year = academicYearLabel(today);
      const f = (await send('GET', `/api/grievances/figures?year=${year}`, undefined, as.principal)).json<GrievanceFigures>();
      const exam = f.byCategory.find((c) => c.category === 'examinations')!;
      expect(exam).toMatchObject({
        received: examBefore.received + 1,
        disposed: examBefore.disposed + 1,
        disposedInTime: examBefore.disposedInTime + 1,
        pending: examBefore.pending,
        appealed: examBefore.appealed + 1,
      });
      const examRow = [exam.received, exam.disposed, exam.disposedInTime, exam.pending, exam.overdue, exam.appealed];
      expect(f.totals.received).toBe(f.byMonth.reduce((s, m) => s + m.received, 0));
      expect(f.totals.pending).toBe(f.byMonth.reduce((s, m) => s + m.pending, 0));
      expect(f.totals.overdue).toBe(f.byMonth.reduce((s, m) => s + m.overdue, 0));
      expect((await send('GET', '/api/grievances/figures?year=2026-2028', undefined, as.principal)).json()).toMatchObject({
        field: 'year',
        message: 'The year must be an academic year such as 2026-2027',
      });
      expect((await send('GET', '/api/grievances/figures', undefined, as.faculty)).statusCode).toBe(403);

      const pdf = await send('GET', `/api/grievances/report.pdf?year=${year}`, undefined, as.grievance_incharge);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain(`Students' Grievance Redressal: annual report ${year}`);
      expect(text).toMatch(new RegExp(`Examinations and results\\s+${examRow.join('\\s+')}\\n`));
      expect(text).toContain('Justice (Retd.) P. Lakshmana Rao');

      const xlsx = await send('GET', `/api/grievances/figures.xlsx?year=${year}`, undefined, as.grievance_incharge);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'grievances-'));
      fs.writeFileSync(path.join(dir, 'g.xlsx'), xlsx.rawPayload);
      const lines = execFileSync(PYTHON, ['-c', READ, path.join(dir, 'g.xlsx')], { encoding: 'utf8' })
        .trim()
        .split('\n');
      fs.rmSync(dir, { recursive: true, force: true });
      expect(lines).toContain(`By category|examinations|${examRow.join('|')}`);
      expect(lines.find((l) => l.startsWith(`Grievances|${named.number}|`))).toContain(`|${today}|`);
      // The list behind the figures names no filer.
      expect(lines.join('\n')).not.toContain(named.filer!);
    });

    it('takes ragging and harassment without a name only when the college allows it, followed by number and code', async () => {
      const body = {
        category: 'ragging',
        subject: 'Seniors in block B at night',
        description: 'Seniors make first-years stand in the corridor of block B after 11 pm.',
      };
      const off = await t.app.inject({ method: 'POST', url: '/api/public/grievances', payload: body });
      expect(off.statusCode).toBe(403);
      expect(off.json().message).toBe('The college does not take grievances without a name: sign in to file one');
      expect((await send('PUT', '/api/grievances/settings', { anonymousOn: true }, as.principal)).statusCode).toBe(403);
      expect((await send('PUT', '/api/grievances/settings', { anonymousOn: true }, as.grievance_incharge)).json().anonymousOn).toBe(true);
      const fees = await t.app.inject({ method: 'POST', url: '/api/public/grievances', payload: { ...body, category: 'feesRefunds' } });
      expect(fees.json()).toMatchObject({
        field: 'category',
        message: 'Only a grievance of ragging or of harassment or discrimination may be filed without a name',
      });
      const res = await t.app.inject({ method: 'POST', url: '/api/public/grievances', payload: body });
      expect(res.statusCode, res.body).toBe(201);
      const receipt = res.json<AnonymousReceipt>();
      expect(receipt.code).toMatch(/^[A-Z2-9]{10}$/);
      const wrong = await t.app.inject({
        method: 'POST',
        url: '/api/public/grievances/track',
        payload: { number: receipt.number, code: 'AAAAAAAAAA' },
      });
      expect(wrong.json().message).toBe('No grievance has that acknowledgement number and code');
      const tracked = await t.app.inject({
        method: 'POST',
        url: '/api/public/grievances/track',
        payload: { number: receipt.number.toLowerCase(), code: receipt.code },
      });
      expect(tracked.json<GrievanceDetail>()).toMatchObject({
        number: receipt.number,
        filer: null,
        filerKind: 'anonymous',
        status: 'received',
      });
      const seen = (await send('GET', `/api/grievances?q=${receipt.number}`, undefined, as.grievance_incharge)).json<GrievancesPage>();
      expect(seen.rows).toEqual([expect.objectContaining({ filer: null, category: 'ragging' })]);
      expect(
        rowsOf<{ hash: string }>(
          await t.database.db.execute(sql`select tracking_code_hash as hash from grievances where number = ${receipt.number}`),
        )[0]!.hash,
      ).not.toContain(receipt.code);
    });
  });
}
