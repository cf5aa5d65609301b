import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dayMonthYear,
  type Advanced,
  type ApplicationRow,
  type Company,
  type Drive,
  type DriveEligibilityList,
  type OwnPlacements,
  type PlacementFigures,
} from '@campus/shared';
import { rowsOf } from '../../db/client.js';
import { bearer, createTestApp, multipart, targets, type MultipartPart, type TestApp } from '../../../test/helpers.js';
import { shortlistWorkbook } from '../../../test/placement-shortlist.js';
import { users } from '../auth/auth.table.js';
import { addDays } from '../college-calendar/college-days.js';

type Headers = Record<string, string>;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const PYTHON = '/usr/bin/python3';
const READ = `
import sys, openpyxl
for ws in openpyxl.load_workbook(sys.argv[1]).worksheets:
    for row in ws.iter_rows(values_only=True):
        print(ws.title + "|" + "|".join("" if v is None else str(v) for v in row))
`;

interface Student {
  id: number;
  roll: string;
  courseId: number;
  batchId: number;
}

for (const target of targets) {
  describe(`placement office (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    let today: string;
    let me: Student;
    let other: Student;
    let company: Company;
    const send = (method: 'POST' | 'GET' | 'PUT', url: string, payload: object | undefined, headers: Headers) =>
      t.app.inject({ method, url, payload, headers });
    const form = (url: string, parts: MultipartPart[], headers: Headers) => {
      const body = multipart(parts);
      return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
    };
    const apply = (driveId: number, who: Headers, resume: Buffer | null = PDF) =>
      form(
        '/api/placements/applications',
        [
          { name: 'application', value: JSON.stringify({ driveId }) },
          ...(resume ? [{ name: 'resume', value: resume, filename: 'resume.pdf' }] : []),
        ],
        who,
      );
    const addDrive = async (body: Partial<Record<string, unknown>>, eligibility: Record<string, unknown> = {}) => {
      const res = await send(
        'POST',
        '/api/placements/drives',
        {
          companyId: company.id,
          jobTitle: 'Graduate Engineer Trainee',
          ctcRupees: 450_000,
          location: 'Hyderabad',
          driveOn: today,
          mode: 'onCampus',
          rounds: ['aptitude', 'technical'],
          ...body,
          eligibility: { courseIds: [me.courseId], batchIds: [me.batchId], ...eligibility },
        },
        as.placement_dean,
      );
      expect(res.statusCode, res.body).toBe(201);
      return res.json<Drive>();
    };
    const studentOf = async (where: ReturnType<typeof sql>) =>
      rowsOf<Student>(
        await t.database.db.execute(sql`select s.id, s.roll_number as roll, s.course_id as "courseId", s.batch_id as "batchId"
          from students s where ${where} order by s.id limit 1`),
      )[0]!;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['placement_dean', 'principal', 'student', 'admin', 'accountant']) as[user] = await bearer(t.app, user);
      today = rowsOf<{ d: string }>(await t.database.db.execute(sql`select (now() at time zone 'Asia/Kolkata')::date::text as d`))[0]!.d;
      me = await studentOf(sql`s.id = (select student_id from users where username = 'student')`);
      // A second student of the same batch with a login of their own: the applications and offers of one are nothing to the other.
      other = await studentOf(sql`s.batch_id = ${me.batchId} and s.id <> ${me.id}
        and not exists (select 1 from users u where u.student_id = s.id)
        and not exists (select 1 from placement_offers o where o.student_id = s.id)
        and not exists (select 1 from placement_opt_outs o where o.student_id = s.id)`);
      const [mine] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      await t.database.db.insert(users).values({
        username: `placed-${target}`,
        passwordHash: mine!.passwordHash,
        fullName: 'Second Student',
        roles: ['ROLE_STUDENT'],
        studentId: other.id,
      });
      as.other = await bearer(t.app, `placed-${target}`);
    });
    afterAll(async () => t?.close());

    it('keeps companies and drives, refusing what is wrong by its field, and only for the placement office', async () => {
      const body = {
        name: 'Kakatiya Software Labs',
        sector: 'IT services',
        website: 'https://kakatiya.example.in',
        contacts: [{ name: 'Ravi Teja', email: 'ravi@kakatiya.example.in', phone: '+91 40 2345 6789' }],
      };
      const res = await send('POST', '/api/placements/companies', body, as.placement_dean);
      expect(res.statusCode, res.body).toBe(201);
      company = res.json<Company>();
      expect(company).toMatchObject({ name: body.name, contacts: body.contacts, drives: 0, hires: 0 });
      const twice = await send('POST', '/api/placements/companies', { ...body, name: 'KAKATIYA software labs' }, as.admin);
      expect(twice.json()).toMatchObject({ field: 'name', message: 'A company is named KAKATIYA software labs already' });
      const mail = await send(
        'POST',
        '/api/placements/companies',
        { ...body, name: 'X', contacts: [{ ...body.contacts[0], email: 'ravi' }] },
        as.admin,
      );
      expect(mail.statusCode).toBe(400);
      expect(mail.json()).toMatchObject({
        field: 'contacts.0.email',
        message: 'Contact’s e-mail must be an e-mail address such as name@company.com',
      });
      expect((await send('POST', '/api/placements/companies', body, as.principal)).statusCode).toBe(403);

      // A company is corrected, not added again: its contact's new number; a name another company has is refused.
      const other = (
        await send('POST', '/api/placements/companies', { ...body, name: 'Warangal Tech Works', contacts: [] }, as.admin)
      ).json<Company>();
      const corrected = { ...body, contacts: [{ ...body.contacts[0]!, phone: '+91 40 2345 0000' }] };
      const changed = await send('PUT', `/api/placements/companies/${company.id}`, corrected, as.placement_dean);
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Company>()).toMatchObject({ id: company.id, contacts: corrected.contacts });
      expect((await send('PUT', `/api/placements/companies/${other.id}`, { ...body, contacts: [] }, as.admin)).json()).toMatchObject({
        field: 'name',
        message: `A company is named ${body.name} already`,
      });
      expect((await send('PUT', '/api/placements/companies/999999', body, as.admin)).json().message).toBe('No such company');
      expect((await send('PUT', `/api/placements/companies/${company.id}`, body, as.principal)).statusCode).toBe(403);
      expect((await send('GET', '/api/placements/companies', undefined, as.principal)).statusCode).toBe(200);
      expect((await send('GET', '/api/placements/companies', undefined, as.student)).statusCode).toBe(403);
      const places = (await send('GET', '/api/placements/places', undefined, as.placement_dean)).json<{ batches: { id: number }[] }>();
      expect(places.batches.map((b) => b.id)).toContain(me.batchId);

      const drive = (over: object, eligibility: object = { courseIds: [me.courseId], batchIds: [me.batchId] }) =>
        send(
          'POST',
          '/api/placements/drives',
          {
            companyId: company.id,
            jobTitle: 'Trainee',
            ctcRupees: 400_000,
            location: 'Pune',
            driveOn: today,
            mode: 'virtual',
            rounds: ['hr'],
            eligibility,
            ...over,
          },
          as.placement_dean,
        );
      expect((await drive({ rounds: ['aptitude', 'hr', 'aptitude'] })).json()).toMatchObject({
        field: 'rounds',
        message: 'A round is planned once: aptitude is named twice',
      });
      expect((await drive({ ctcRupees: 4.5 })).json()).toMatchObject({ field: 'ctcRupees' });
      expect((await drive({}, { courseIds: [me.courseId], batchIds: [999_999] })).json()).toMatchObject({
        field: 'eligibility.batchIds',
        message: 'No such batch of the chosen programmes: 999999',
      });
      expect((await drive({}, { courseIds: [me.courseId], batchIds: [me.batchId], minCgpa: 10.5 })).json()).toMatchObject({
        field: 'eligibility.minCgpa',
      });
      expect((await drive({ companyId: 999_999 })).statusCode).toBe(404);
    });

    it('judges eligibility from the college’s results: CGPA over the latest attempts, active backlogs, each criterion failed named', async () => {
      const d = await addDrive({ jobTitle: 'Analyst' }, { minCgpa: 7, maxBacklogs: 0 });
      const list = (await send('GET', `/api/placements/drives/${d.id}/eligibility`, undefined, as.principal)).json<DriveEligibilityList>();
      expect(list.students.length).toBeGreaterThan(0);
      expect(list.eligible + list.ineligible).toBe(list.students.length);
      for (const s of list.students) {
        const expected: string[] = [];
        if (s.cgpa === null) expected.push('No CGPA on record, at least 7.0 needed');
        else if (s.cgpa < 7) expected.push(`CGPA ${Number.isInteger(s.cgpa * 10) ? s.cgpa.toFixed(1) : s.cgpa.toFixed(2)} is below 7.0`);
        if (s.backlogs > 0) expected.push(`${s.backlogs} active backlogs, at most 0`);
        expect(
          s.reasons.map((r) => r.message),
          s.rollNumber,
        ).toEqual(expected);
        expect(s.eligible).toBe(expected.length === 0);
      }
      // The CGPA is the credit-weighted mean over each course's latest published attempt; a failed latest attempt is a backlog.
      const attempts = rowsOf<{ code: string; credits: number; points: number; status: string }>(
        await t.database.db
          .execute(sql`select distinct on (cr.course_code) cr.course_code as code, cr.credits, cr.grade_points as points, cr.status
          from student_results sr join exam_titles et on et.id = sr.exam_title_id and et.status = 'published'
          join course_results cr on cr.student_result_id = sr.id where upper(sr.roll_no) = upper(${me.roll})
          order by cr.course_code, et.published_at desc, et.id desc`),
      );
      const credits = attempts.reduce((n, a) => n + a.credits, 0);
      const mine = list.students.find((s) => s.studentId === me.id)!;
      expect(mine.cgpa).toBe(credits ? Math.round((attempts.reduce((n, a) => n + a.credits * a.points, 0) / credits) * 100) / 100 : null);
      expect(mine.backlogs).toBe(attempts.filter((a) => a.status === 'Fail').length);
      expect((await send('GET', `/api/placements/drives/${d.id}/eligibility`, undefined, as.student)).statusCode).toBe(403);
    });

    let open: Drive;
    let closed: Drive;
    it('shows a student the drives open to them and why not the others; applies once with a PDF résumé, two clicks making one', async () => {
      open = await addDrive({ jobTitle: 'Software Engineer', ctcRupees: 500_000 });
      closed = await addDrive({ jobTitle: 'Research Engineer', ctcRupees: 1_200_000 }, { minCgpa: 10, maxBacklogs: 0 });
      const mine = (await send('GET', '/api/placements/mine', undefined, as.student)).json<OwnPlacements>();
      expect(mine.drives.find((x) => x.drive.id === open.id)).toMatchObject({ eligible: true, reasons: [], application: null });
      const no = mine.drives.find((x) => x.drive.id === closed.id)!;
      expect(no.eligible).toBe(false);
      expect(no.reasons[0]!.message).toMatch(/^(CGPA \d+\.\d+ is below 10\.0|No CGPA on record, at least 10\.0 needed)$/);
      const refused = await apply(closed.id, as.student);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`You are not eligible for this drive: ${no.reasons.map((r) => r.message).join('; ')}`);

      const past = await addDrive({ jobTitle: 'Campus Ambassador', ctcRupees: 300_000, driveOn: addDays(today, -1) });
      expect((await apply(past.id, as.student)).json().message).toBe(
        `The drive of ${past.company} was on ${dayMonthYear(addDays(today, -1))}: it takes no more applications`,
      );
      expect((await apply(open.id, as.student, null)).json()).toMatchObject({ field: 'resume', message: 'Attach your résumé as a PDF' });
      expect((await apply(open.id, as.student, PNG)).json()).toMatchObject({ field: 'resume', message: 'The file must be a PDF' });
      const [a, b] = await Promise.all([apply(open.id, as.student), apply(open.id, as.student)]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const made = (a.statusCode === 201 ? a : b).json<ApplicationRow>();
      expect(made).toMatchObject({ status: 'inRunning', round: 0, roundName: 'aptitude', rollNumber: me.roll });
      expect((a.statusCode === 409 ? a : b).json().message).toMatch(/^You applied to this drive on \d{2}-\d{2}-\d{4}$/);
      const n = rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from placement_applications where drive_id = ${open.id} and student_id = ${me.id}`,
        ),
      )[0]!.n;
      expect(n).toBe(1);

      // The résumé is the student's and the office's; to another student it does not exist.
      const resume = `/api/placements/applications/${made.id}/resume`;
      expect((await send('GET', resume, undefined, as.student)).rawPayload.equals(PDF)).toBe(true);
      expect((await send('GET', resume, undefined, as.placement_dean)).statusCode).toBe(200);
      expect((await send('GET', resume, undefined, as.other)).statusCode).toBe(404);
      const theirs = (await send('GET', '/api/placements/mine', undefined, as.other)).json<OwnPlacements>();
      expect(theirs.drives.find((x) => x.drive.id === open.id)!.application).toBeNull();
      expect(theirs.offers).toEqual([]);
    });

    let applications: ApplicationRow[];
    it('advances applicants by ticks and by the company’s shortlist workbook, all or nothing, naming unknown roll numbers', async () => {
      // Four more applicants of the same batch, written directly: what is tested is the rounds.
      await t.database.db.execute(sql`insert into placement_applications (drive_id, student_id)
        select ${open.id}, s.id from students s where s.batch_id = ${me.batchId} and s.id not in (${me.id}, ${other.id}) order by s.id limit 4`);
      applications = (await send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.principal)).json<
        ApplicationRow[]
      >();
      expect(applications).toHaveLength(5);
      const [x, y, z] = applications.filter((a) => a.studentId !== me.id);
      const mineId = applications.find((a) => a.studentId === me.id)!.id;
      const advance = (ids: number[], to: string) =>
        send('POST', `/api/placements/drives/${open.id}/advance`, { applicationIds: ids, to }, as.placement_dean);
      expect((await advance([mineId, x!.id, y!.id], 'next')).json<Advanced>()).toEqual({ advanced: 3, selected: 0, rejected: 0 });
      expect((await advance([z!.id], 'rejected')).json<Advanced>()).toEqual({ advanced: 0, selected: 0, rejected: 1 });
      expect((await advance([z!.id], 'next')).json()).toMatchObject({
        field: 'applicationIds',
        message: `Applications ${z!.id} are not in the running: rejected, selected or offered already`,
      });
      expect((await advance([closed.id * 1000], 'next')).json()).toMatchObject({ field: 'applicationIds' });
      expect(
        (await send('POST', `/api/placements/drives/${open.id}/advance`, { applicationIds: [x!.id], to: 'next' }, as.principal)).statusCode,
      ).toBe(403);

      const upload = async (rolls: string[], rejectOthers = true) =>
        form(
          `/api/placements/drives/${open.id}/shortlist`,
          [
            { name: 'shortlist', value: JSON.stringify({ rejectOthers }) },
            { name: 'workbook', value: await shortlistWorkbook(rolls), filename: 'shortlist.xlsx' },
          ],
          as.placement_dean,
        );
      const before = (await send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.principal)).json<
        ApplicationRow[]
      >();
      const unknown = await upload([me.roll, 'ZZ99A0001', x!.rollNumber, 'ZZ99A0002']);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        field: 'workbook',
        message: 'Roll numbers not among this drive’s applicants in the running: ZZ99A0001, ZZ99A0002',
      });
      const rejected = await upload([z!.rollNumber]);
      expect(rejected.json().message).toBe(`Roll numbers not among this drive’s applicants in the running: ${z!.rollNumber.toUpperCase()}`);
      expect((await send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.principal)).json()).toEqual(before);

      // The shortlist of the technical round: the student (in small letters) clears the last round; x and y, at the same round and not listed, are out.
      expect((await upload([me.roll.toLowerCase()])).json<Advanced>()).toEqual({ advanced: 0, selected: 1, rejected: 2 });
      applications = (await send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.principal)).json<
        ApplicationRow[]
      >();
      const byId = new Map(applications.map((a) => [a.id, a]));
      expect(byId.get(mineId)).toMatchObject({ status: 'selected', round: 2, roundName: null });
      expect(byId.get(y!.id)).toMatchObject({ status: 'rejected', round: 1, roundName: 'technical' });
      expect(byId.get(x!.id)).toMatchObject({ status: 'rejected' });
    });

    it('corrects a drive by its fields, audited before and after; once applied to it keeps its company, once moved on its rounds', async () => {
      const d = await addDrive({ jobTitle: 'Data Analyst' });
      const body = {
        companyId: company.id,
        jobTitle: 'Data Analyst',
        ctcRupees: 520_000,
        location: 'Bengaluru',
        driveOn: addDays(today, 7),
        mode: 'virtual',
        rounds: ['aptitude', 'technical', 'hr'],
        eligibility: { courseIds: [me.courseId], batchIds: [me.batchId], branchIds: [], minCgpa: 6.5, maxBacklogs: 0, gender: null },
      };
      const put = (id: number, over: object, who = as.placement_dean) => send('PUT', `/api/placements/drives/${id}`, { ...body, ...over }, who);
      const res = await put(d.id, {});
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<Drive>()).toMatchObject({ ...body, id: d.id, company: company.name, applicants: 0 });
      const listed = (await send('GET', '/api/placements/drives', undefined, as.principal)).json<Drive[]>().find((x) => x.id === d.id);
      expect(listed).toMatchObject({ ctcRupees: 520_000, location: 'Bengaluru', rounds: ['aptitude', 'technical', 'hr'] });
      const [entry] = rowsOf<{ action: string; details: { company: string; changes: { field: string; before: unknown; after: unknown }[] } }>(
        await t.database.db.execute(
          sql`select action, details from audit_log where entity = 'placement_drive' and entity_id = ${String(d.id)} and action = 'placements.driveChanged'`,
        ),
      );
      expect(entry!.details.company).toBe(company.name);
      expect(entry!.details.changes).toEqual(
        expect.arrayContaining([
          { field: 'ctcRupees', before: 450_000, after: 520_000 },
          { field: 'location', before: 'Hyderabad', after: 'Bengaluru' },
          { field: 'eligibility.minCgpa', before: null, after: 6.5 },
        ]),
      );
      expect(entry!.details.changes.map((c) => c.field)).not.toContain('jobTitle');

      expect((await put(d.id, { eligibility: { ...body.eligibility, batchIds: [999_999] } })).json()).toMatchObject({
        field: 'eligibility.batchIds',
        message: 'No such batch of the chosen programmes: 999999',
      });
      expect((await put(d.id, { ctcRupees: 0 })).json()).toMatchObject({ field: 'ctcRupees' });
      expect((await put(d.id, {}, as.principal)).statusCode).toBe(403);
      expect((await put(d.id, {}, as.student)).statusCode).toBe(403);
      expect((await put(999_999, {})).json()).toMatchObject({ message: 'No such drive' });
      expect((await put(d.id, { companyId: 999_999 })).json()).toMatchObject({ message: 'No such company' });

      // The drive the students applied to and were moved through: same company, same rounds; the rest may be corrected.
      const elsewhere = (
        await send('POST', '/api/placements/companies', { name: `Hanamkonda Analytics ${target}`, sector: 'Analytics', contacts: [] }, as.admin)
      ).json<Company>();
      const held = { ...body, jobTitle: open.jobTitle, rounds: open.rounds, driveOn: open.driveOn };
      const applied = () => send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.principal);
      const before = (await applied()).json<ApplicationRow[]>();
      const moved = await send('PUT', `/api/placements/drives/${open.id}`, { ...held, companyId: elsewhere.id }, as.placement_dean);
      expect(moved.statusCode).toBe(409);
      expect(moved.json()).toMatchObject({
        field: 'companyId',
        message: `Students have applied to this drive: it stays a drive of ${company.name}; create another drive for another company`,
      });
      const rounds = await send('PUT', `/api/placements/drives/${open.id}`, { ...held, rounds: ['aptitude', 'hr'] }, as.placement_dean);
      expect(rounds.statusCode).toBe(409);
      expect(rounds.json()).toMatchObject({
        field: 'rounds',
        message: 'Students have been moved through the rounds of this drive: its rounds can no longer be changed',
      });
      const kept = await send('PUT', `/api/placements/drives/${open.id}`, { ...held, location: 'Warangal' }, as.placement_dean);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<Drive>()).toMatchObject({ location: 'Warangal', rounds: open.rounds, applicants: 5 });
      expect((await applied()).json()).toEqual(before);
    });

    it('records the offer with its letter for a selected applicant once; the letter is the student’s and the office’s', async () => {
      const mineId = applications.find((a) => a.studentId === me.id)!.id;
      const rejectedId = applications.find((a) => a.status === 'rejected')!.id;
      const offer = (id: number, letter: Buffer | null = PDF) =>
        form(
          `/api/placements/applications/${id}/offer`,
          [
            { name: 'offer', value: JSON.stringify({ ctcRupees: 500_000, offeredOn: today }) },
            ...(letter ? [{ name: 'letter', value: letter, filename: 'offer.pdf' }] : []),
          ],
          as.placement_dean,
        );
      expect((await offer(rejectedId)).statusCode).toBe(409);
      expect((await offer(mineId, null)).json()).toMatchObject({ field: 'letter', message: 'Attach the offer letter as a PDF' });
      const res = await offer(mineId);
      expect(res.statusCode, res.body).toBe(201);
      const made = res.json<{ id: number; ctcRupees: number }>();
      expect(made.ctcRupees).toBe(500_000);
      expect((await offer(mineId)).json().message).toBe(`An offer of this drive is recorded for ${me.roll} already`);
      const letter = `/api/placements/offers/${made.id}/letter`;
      expect((await send('GET', letter, undefined, as.student)).rawPayload.equals(PDF)).toBe(true);
      expect((await send('GET', letter, undefined, as.principal)).statusCode).toBe(200);
      expect((await send('GET', letter, undefined, as.other)).statusCode).toBe(404);
      expect((await send('GET', letter, undefined, as.accountant)).statusCode).toBe(403);
      const mine = (await send('GET', '/api/placements/mine', undefined, as.student)).json<OwnPlacements>();
      expect(mine.bestOfferRupees).toBe(500_000);
      expect(mine.offers).toEqual([expect.objectContaining({ id: made.id, company: company.name })]);
      const rows = (await send('GET', `/api/placements/drives/${open.id}/applications`, undefined, as.placement_dean)).json<
        ApplicationRow[]
      >();
      expect(rows.find((a) => a.id === mineId)).toMatchObject({ status: 'offered', offerCtcRupees: 500_000, offerId: made.id });
    });

    it('lets a student holding an offer apply only to a drive of at least the set multiple of it', async () => {
      const next = await addDrive({ jobTitle: 'Platform Engineer', ctcRupees: 600_000, rounds: ['hr'] });
      const refused = await apply(next.id, as.student);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'You hold an offer of ₹5,00,000 a year: you may apply only to a drive of at least 1.5 times it (₹7,50,000); this one offers ₹6,00,000',
      );
      expect((await send('GET', '/api/placements/settings', undefined, as.principal)).json()).toEqual({ offerMultiple: 1.5 });
      expect((await send('PUT', '/api/placements/settings', { offerMultiple: 1.2 }, as.principal)).statusCode).toBe(403);
      expect((await send('PUT', '/api/placements/settings', { offerMultiple: 0.5 }, as.placement_dean)).json()).toMatchObject({
        field: 'offerMultiple',
      });
      expect((await send('PUT', '/api/placements/settings', { offerMultiple: 1.2 }, as.placement_dean)).json()).toEqual({
        offerMultiple: 1.2,
      });
      expect((await apply(next.id, as.student)).statusCode).toBe(201);
    });

    it('records an opt-out once with its reason; an opted-out student applies nowhere', async () => {
      const res = await send('POST', '/api/placements/opt-out', { reason: 'Higher studies: M.Tech through GATE' }, as.other);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<OwnPlacements>().optedOutOn).toBe(today);
      expect((await send('POST', '/api/placements/opt-out', { reason: 'Again' }, as.other)).statusCode).toBe(409);
      const refused = await apply(open.id, as.other);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^You opted out of placements on /);
      expect((await send('POST', '/api/placements/opt-out', { reason: '' }, as.other)).json()).toMatchObject({ field: 'reason' });
      expect((await send('POST', '/api/placements/opt-out', { reason: 'Higher studies' }, as.placement_dean)).statusCode).toBe(403);
    });

    it('counts the season by programme and batch, for NIRF and NAAC, with the students behind each figure in a workbook', async () => {
      // A student of the batch the alumni history records as gone on to study.
      const third = await studentOf(sql`s.batch_id = ${me.batchId} and s.id not in (${me.id}, ${other.id})
        and not exists (select 1 from placement_offers o where o.student_id = s.id)
        and not exists (select 1 from placement_opt_outs o where o.student_id = s.id)`);
      await t.database.db
        .execute(sql`insert into alumni_history (status, roll_number, name, father_name, course, batch, branch, student_email, student_mobile, institute_name)
        values ('studying', ${third.roll}, 'Alumnus', 'Father', 'B.Tech', 'batch', 'CSE', 'a@b.in', '9999999999', 'IIT Hyderabad')`);
      const f = (await send('GET', '/api/placements/figures', undefined, as.principal)).json<PlacementFigures>();
      expect((await send('GET', '/api/placements/figures', undefined, as.student)).statusCode).toBe(403);
      const [batch] = rowsOf<{ name: string; code: string }>(
        await t.database.db.execute(
          sql`select b.name, c.code from batches b join courses c on c.id = b.course_id where b.id = ${me.batchId}`,
        ),
      );
      const group = f.groups.find((g) => g.batch === batch!.name && g.programme === batch!.code)!;
      expect(group.placed).toBeGreaterThanOrEqual(1);
      expect(group.higherStudies).toBeGreaterThanOrEqual(2);
      expect(group.percentage).toBe(Math.round((group.placed / group.eligible) * 1000) / 10);
      expect(f.totals.highestCtcRupees).toBeGreaterThanOrEqual(500_000);
      expect(f.companies.find((c) => c.company === company.name)).toMatchObject({ hires: 1, highestCtcRupees: 500_000 });
      expect(f.naac.find((n) => n.passingYear === group.passingYear)!.placed).toBeGreaterThanOrEqual(group.placed);
      expect(f.nirf.find((n) => n.programme === group.programme && n.passingYear === group.passingYear)).toBeDefined();

      const xlsx = await send('GET', '/api/placements/figures.xlsx', undefined, as.placement_dean);
      expect(xlsx.statusCode).toBe(200);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'placements-'));
      fs.writeFileSync(path.join(dir, 'p.xlsx'), xlsx.rawPayload);
      const lines = execFileSync(PYTHON, ['-c', READ, path.join(dir, 'p.xlsx')], { encoding: 'utf8' })
        .trim()
        .split('\n');
      fs.rmSync(dir, { recursive: true, force: true });
      const row = (roll: string) => lines.find((l) => l.startsWith(`Students|${roll}|`))!.split('|');
      // Students|roll|name|programme|branch|batch|year|CGPA|backlogs|eligible|placed|offers from|best CTC|higher studies|opted out
      expect(row(me.roll).slice(10, 13)).toEqual(['Yes', company.name, '500000']);
      expect(row(other.roll).slice(13)).toEqual(['Yes', 'Yes']);
      expect(row(third.roll).slice(13)).toEqual(['Yes', 'No']);
      expect(lines.find((l) => l.startsWith(`By programme and batch|${group.programme}|${group.batch}|`))).toContain(`|${group.placed}|`);
      expect(lines).toContain(
        `Companies|${company.name}|IT services|${f.companies.find((c) => c.company === company.name)!.drives}|1|500000`,
      );
      expect(lines.some((l) => l.startsWith('NAAC 5.2.1 and 5.2.2|'))).toBe(true);
    });
  });
}
