import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirculationResult, Member, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** The rules the tests lend by: two books for a student, 14 days, one renewal, ₹2 a day after a day's grace, at most ₹10. */
const STUDENT_BOOKS = {
  memberKind: 'student',
  itemKind: 'book',
  maxLoans: 2,
  loanDays: 14,
  renewals: 1,
  finePerDayPaise: 200,
  graceDays: 1,
  maxFinePaise: 1_000,
  processingFeePaise: 5_000,
  fineLimitPaise: 10_000,
};
const FACULTY_BOOKS = { ...STUDENT_BOOKS, memberKind: 'faculty', maxLoans: 10, loanDays: 30 };

/** A title with copies of its own, numbered from `prefix`. */
const titleWith = (prefix: string, copies: number, over: Record<string, unknown> = {}) => ({
  title: `Circulation test ${prefix}`,
  authors: ['B. L. Theraja'],
  copies: Array.from({ length: copies }, (_, i) => ({
    accessionNumber: `${prefix}-${i + 1}`,
    source: 'donation',
    pricePaise: 45_000,
    ...over,
  })),
});

for (const target of targets) {
  describe(`library circulation (${target})`, () => {
    let t: TestApp;
    // Friday 9 January 2026, before noon in India.
    let now = new Date('2026-01-09T05:00:00Z');
    const as: Record<string, Headers> = {};
    let students: string[] = [];
    let facultyCode = '';

    const rows = async <T>(query: ReturnType<typeof sql>) => (await t.database.db.execute(query)) as unknown as { rows: T[] };
    const setDay = async (day: string) => {
      now = new Date(`${day}T05:00:00Z`);
      // A session's life is counted on the clock: sign in again on the new day.
      for (const user of ['library_incharge', 'library_assistant', 'student']) as[user] = await bearer(t.app, user);
    };
    const post = (url: string, payload: object, headers = as.library_assistant) =>
      t.app.inject({ method: 'POST', url: `/api/library/circulation/${url}`, payload, headers });
    const issue = (memberBarcode: string, copyBarcode: string, headers?: Headers) => post('issue', { memberBarcode, copyBarcode }, headers);
    const giveBack = (copyBarcode: string) => post('return', { copyBarcode });
    const member = async (barcode: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/library/members/${encodeURIComponent(barcode)}`,
        headers: as.library_assistant,
      });
      expect(res.statusCode).toBe(200);
      return res.json<Member>();
    };
    const addTitle = async (prefix: string, copies: number, over: Record<string, unknown> = {}) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/library/titles',
        payload: titleWith(prefix, copies, over),
        headers: as.library_incharge,
      });
      expect(res.statusCode).toBe(201);
      return res.json<TitleDetail>().copies.map((c) => c.barcode);
    };
    const refusal = (res: { statusCode: number; json: () => unknown }) => {
      expect(res.statusCode).toBe(409);
      return (res.json() as { message: string }).message;
    };

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      await setDay('2026-01-09');
      for (const rule of [STUDENT_BOOKS, FACULTY_BOOKS]) {
        const res = await t.app.inject({ method: 'PUT', url: '/api/library/rules', payload: rule, headers: as.library_incharge });
        expect(res.json()).toMatchObject(rule);
      }
      // The demo's holidays are of the year the database was seeded in: this calendar has only its own.
      await t.database.db.execute(sql`delete from college_holidays`);
      const holiday = await t.app.inject({
        method: 'POST',
        url: '/api/college/holidays',
        payload: { day: '2026-01-26', name: 'Republic Day' },
        headers: as.library_incharge,
      });
      expect(holiday.statusCode).toBe(201);
      students = (
        await rows<{ roll: string }>(
          sql`select roll_number as roll from students s where status = 'active'
              and not exists (select 1 from library_loans l where l.student_id = s.id) order by id limit 8`,
        )
      ).rows.map((r) => r.roll);
      expect(students).toHaveLength(8);
      [{ code: facultyCode }] = (
        await rows<{ code: string }>(
          sql`select emp_code as code from faculty f where not exists (select 1 from library_loans l where l.faculty_id = f.id) order by id limit 1`,
        )
      ).rows as [{ code: string }];
    });
    afterAll(async () => t?.close());

    it('has the demo desk’s loans: a few dozen, some overdue, some returned late with their fine owed', async () => {
      const [figures] = (
        await rows<{ loans: number; open: number; fined: number; charged: number }>(
          sql`select count(*)::int as loans, count(*) filter (where closed_at is null)::int as open,
                     count(*) filter (where fine_paise > 0)::int as fined,
                     (select count(*)::int from library_charges where kind = 'overdue') as charged
              from library_loans`,
        )
      ).rows;
      expect(figures!.loans).toBeGreaterThanOrEqual(40);
      expect(figures!.open).toBeGreaterThanOrEqual(25);
      expect(figures!.fined).toBeGreaterThanOrEqual(4);
      expect(figures!.charged).toBe(figures!.fined);
      const [copies] = (
        await rows<{ mismatched: number }>(
          sql`select count(*)::int as mismatched from library_copies c
              where (c.status = 'on_loan') <> exists (select 1 from library_loans l where l.copy_id = c.id and l.closed_at is null)`,
        )
      ).rows;
      expect(copies).toEqual({ mismatched: 0 });
    });

    it('issues a copy by the two barcodes, in any case: due in 14 days, the copy on loan, the loan on the member’s panel', async () => {
      const [copy] = await addTitle('CT-A', 1);
      const res = await issue(students[0]!.toLowerCase(), copy!.toLowerCase());
      expect(res.statusCode).toBe(201);
      expect(res.json<CirculationResult>().loan).toMatchObject({
        barcode: copy,
        issuedOn: '2026-01-09',
        dueOn: '2026-01-23',
        renewals: 0,
        outcome: null,
      });
      const panel = await member(students[0]!);
      expect(panel).toMatchObject({ kind: 'student', barcode: students[0], refusals: [] });
      expect(panel.programme).toMatch(/, /);
      expect(panel.loans.map((l) => l.barcode)).toEqual([copy]);
      const [status] = (await rows<{ status: string }>(sql`select status from library_copies where barcode = ${copy}`)).rows;
      expect(status).toEqual({ status: 'on_loan' });
    });

    it('moves a due date off a holiday and a Sunday: issued on the 12th, due on Tuesday the 27th', async () => {
      const [copy] = await addTitle('CT-B', 1);
      await setDay('2026-01-12');
      const res = await issue(facultyCode, copy!);
      expect(res.statusCode).toBe(201);
      // 30 days from the 12th is Wednesday 11 February; a student's 14 days would be the holiday.
      expect(res.json<CirculationResult>().loan.dueOn).toBe('2026-02-11');
      const studentCopy = (await addTitle('CT-B2', 1))[0]!;
      const own = await issue(students[1]!, studentCopy);
      expect(own.json<CirculationResult>().loan.dueOn).toBe('2026-01-27');
      await setDay('2026-01-09');
    });

    it('refuses a member at the limit, naming the limit', async () => {
      const copies = await addTitle('CT-C', 3);
      expect((await issue(students[2]!, copies[0]!)).statusCode).toBe(201);
      expect((await issue(students[2]!, copies[1]!)).statusCode).toBe(201);
      const name = (await member(students[2]!)).name;
      expect(refusal(await issue(students[2]!, copies[2]!))).toBe(`${name} already has 2 books on loan, the most allowed`);
      expect((await member(students[2]!)).refusals.map((r) => r.message)).toEqual([
        `${name} already has 2 books on loan, the most allowed`,
      ]);
    });

    it('refuses a copy on loan, for reference, lost, damaged or withdrawn, and one on the hold shelf', async () => {
      const [onLoan] = await addTitle('CT-D', 1);
      expect((await issue(students[3]!, onLoan!)).statusCode).toBe(201);
      expect(refusal(await issue(students[4]!, onLoan!))).toBe(`Copy ${onLoan} is already on loan`);
      const [reference] = await addTitle('CT-E', 1, { itemKind: 'reference' });
      expect(refusal(await issue(students[4]!, reference!))).toBe(`Copy ${reference} is for reference only and is not lent`);
      const [lost, damaged, withdrawn, held] = await addTitle('CT-F', 4);
      for (const [barcode, status] of [
        [lost, 'lost'],
        [damaged, 'damaged'],
        [withdrawn, 'withdrawn'],
        [held, 'on_hold_shelf'],
      ])
        await t.database.db.execute(sql`update library_copies set status = ${status} where barcode = ${barcode}`);
      expect(refusal(await issue(students[4]!, lost!))).toBe(`Copy ${lost} is marked lost`);
      expect(refusal(await issue(students[4]!, damaged!))).toBe(`Copy ${damaged} is marked damaged and is not lent`);
      expect(refusal(await issue(students[4]!, withdrawn!))).toBe(`Copy ${withdrawn} is withdrawn from the library`);
      expect(refusal(await issue(students[4]!, held!))).toBe(`Copy ${held} is on the hold shelf for another member`);
    });

    it('refuses a member who has left, and answers 404 naming an unknown barcode', async () => {
      const [copy] = await addTitle('CT-G', 1);
      await t.database.db.execute(sql`update students set status = 'left' where roll_number = ${students[5]}`);
      const name = (await member(students[5]!)).name;
      expect(refusal(await issue(students[5]!, copy!))).toBe(`${name} has left the college: nothing can be issued`);
      const unknown = await issue('NOBODY-1', copy!);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({
        message: 'No member has the barcode NOBODY-1: scan a roll number, admission number or employee ID',
      });
      const noCopy = await issue(students[4]!, 'NO-SUCH-COPY');
      expect(noCopy.json()).toMatchObject({ message: 'No copy has the barcode NO-SUCH-COPY' });
      const badly = await issue(students[4]!, 'ACC 1');
      expect(badly.statusCode).toBe(400);
      expect(badly.json()).toMatchObject({
        field: 'copyBarcode',
        message: 'The barcode may have letters, digits, dashes and slashes only',
      });
    });

    it('fines the open days late after the grace, skipping the Sunday and the holiday, once however often the copy is scanned', async () => {
      // students[0] borrowed CT-A-1 on Friday the 9th, due Friday the 23rd.
      await setDay('2026-01-27');
      const panel = await member(students[0]!);
      expect(panel.loans[0]).toMatchObject({ overdue: true, fineTodayPaise: 200 });
      expect(panel.refusals.map((r) => r.message)).toEqual([`${panel.name} has overdue books: they must come back first`]);
      const [other] = await addTitle('CT-H', 1);
      expect(refusal(await issue(students[0]!, other!))).toBe(`${panel.name} has overdue books: they must come back first`);

      // Saturday the 24th and Tuesday the 27th are open days late; one is grace: ₹2.
      const scans = [await giveBack('CT-A-1'), await giveBack('ct-a-1')];
      expect(scans.map((s) => s.statusCode)).toEqual([200, 200]);
      const [first, second] = scans.map((s) => s.json<CirculationResult>());
      expect(first).toMatchObject({
        alreadyReturned: false,
        chargedPaise: 200,
        loan: { closedOn: '2026-01-27', outcome: 'returned', finePaise: 200 },
      });
      expect(second).toMatchObject({ alreadyReturned: true, chargedPaise: 0, loan: { id: first!.loan.id, finePaise: 200 } });
      const loans = await rows<{ n: number }>(
        sql`select count(*)::int as n from library_loans l join library_copies c on c.id = l.copy_id where c.barcode = 'CT-A-1'`,
      );
      expect(loans.rows[0]!.n).toBe(1);
      const charges = await rows<{ kind: string; amount: number }>(
        sql`select kind, amount_paise as amount from library_charges where loan_id = ${first!.loan.id}`,
      );
      expect(charges.rows).toEqual([{ kind: 'overdue', amount: 200 }]);
      expect((await member(students[0]!)).owedPaise).toBe(200);
      const [status] = (await rows<{ status: string }>(sql`select status from library_copies where barcode = 'CT-A-1'`)).rows;
      expect(status).toEqual({ status: 'available' });
      await setDay('2026-01-09');
    });

    it('renews as often as the rule allows, from today, and not an overdue copy', async () => {
      const [copy] = await addTitle('CT-I', 1);
      expect((await issue(students[6]!, copy!)).statusCode).toBe(201);
      await setDay('2026-01-16');
      const renewed = await post('renew', { copyBarcode: copy });
      expect(renewed.statusCode).toBe(200);
      expect(renewed.json<CirculationResult>().loan).toMatchObject({ renewals: 1, dueOn: '2026-01-30' });
      expect(refusal(await post('renew', { copyBarcode: copy }))).toBe(`Copy ${copy} has been renewed 1 times, as often as allowed`);
      expect(refusal(await post('renew', { copyBarcode: 'CT-A-1' }))).toBe('Copy CT-A-1 is not on loan');
      await setDay('2026-01-09');
    });

    it('charges a lost copy its price and the processing fee, and refuses the member whose fines pass the limit', async () => {
      const [copy, next] = await addTitle('CT-J', 2, { pricePaise: 60_000 });
      expect((await issue(students[7]!, copy!)).statusCode).toBe(201);
      const lost = await post('loss', { copyBarcode: copy, condition: 'lost' });
      expect(lost.statusCode).toBe(200);
      expect(lost.json<CirculationResult>()).toMatchObject({ chargedPaise: 65_000, loan: { outcome: 'lost' } });
      const [status] = (await rows<{ status: string }>(sql`select status from library_copies where barcode = ${copy}`)).rows;
      expect(status).toEqual({ status: 'lost' });
      const name = (await member(students[7]!)).name;
      expect(refusal(await issue(students[7]!, next!))).toBe(`${name} owes ₹650.00 in library fines, more than the limit of ₹100.00`);
    });

    it('lets two desks issuing the last copy at once make one loan and refuse the other', async () => {
      const [last] = await addTitle('CT-K', 1);
      const answers = await Promise.all([issue(students[3]!, last!), issue(facultyCode, last!)]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((a) => a.statusCode === 409)!.json()).toMatchObject({ message: `Copy ${last} is already on loan` });
      const open = await rows<{ n: number }>(
        sql`select count(*)::int as n from library_loans l join library_copies c on c.id = l.copy_id where c.barcode = ${last} and l.closed_at is null`,
      );
      expect(open.rows[0]!.n).toBe(1);
    });

    it('records a return scanned at two desks at once once: one closes the loan, the other answers it', async () => {
      const [copy] = await addTitle('CT-M', 1);
      expect((await issue(facultyCode, copy!)).statusCode).toBe(201);
      const answers = await Promise.all([giveBack(copy!), giveBack(copy!)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const results = answers.map((a) => a.json<CirculationResult>());
      expect(results.map((r) => r.alreadyReturned).sort()).toEqual([false, true]);
      expect(new Set(results.map((r) => r.loan.id)).size).toBe(1);
      const loans = await rows<{ n: number; closed: number }>(
        sql`select count(*)::int as n, count(closed_at)::int as closed from library_loans l join library_copies c on c.id = l.copy_id where c.barcode = ${copy}`,
      );
      expect(loans.rows[0]).toEqual({ n: 1, closed: 1 });
    });

    it('says when the college has no photo of a member', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/library/members/${facultyCode}/photo`, headers: as.library_assistant });
      expect(res.statusCode).toBe(404);
      const [{ name }] = (await rows<{ name: string }>(sql`select full_name as name from faculty where emp_code = ${facultyCode}`))
        .rows as [{ name: string }];
      expect(res.json()).toMatchObject({ message: `The college has no photo of ${name}` });
    });

    it('keeps the desk to the library staff and the rules to the incharge', async () => {
      const [copy] = await addTitle('CT-L', 1);
      expect((await issue(students[4]!, copy!, as.student)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/library/members/${students[4]}`, headers: as.student })).statusCode).toBe(403);
      const rule = await t.app.inject({ method: 'PUT', url: '/api/library/rules', payload: STUDENT_BOOKS, headers: as.library_assistant });
      expect(rule.statusCode).toBe(403);
      const holiday = await t.app.inject({
        method: 'POST',
        url: '/api/college/holidays',
        payload: { day: '2026-08-15', name: 'Independence Day' },
        headers: as.library_assistant,
      });
      expect(holiday.statusCode).toBe(403);
    });

    it('prints a library card with the college, the member and the member barcode', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/library/members/${facultyCode}/card`, headers: as.library_assistant });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: res.rawPayload, encoding: 'utf8' });
      const [{ name }] = (await rows<{ name: string }>(sql`select full_name as name from faculty where emp_code = ${facultyCode}`))
        .rows as [{ name: string }];
      const [{ college }] = (await rows<{ college: string }>(sql`select name as college from college_settings limit 1`)).rows as [
        { college: string },
      ];
      expect(text).toContain('LIBRARY CARD');
      expect(text).toContain(name);
      expect(text).toContain('Faculty');
      expect(text).toContain(facultyCode);
      expect(text).toContain(college.slice(0, 20));
    });
  });
}
