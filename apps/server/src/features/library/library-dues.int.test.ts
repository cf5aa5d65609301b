import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clearance, Member, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** Two books for a student, 14 days, ₹5 a day after no grace, at most ₹100; ₹50 owed stops an issue. */
const STUDENT_BOOKS = {
  memberKind: 'student',
  itemKind: 'book',
  maxLoans: 4,
  loanDays: 14,
  renewals: 1,
  finePerDayPaise: 500,
  graceDays: 0,
  maxFinePaise: 10_000,
  processingFeePaise: 5_000,
  fineLimitPaise: 5_000,
};

interface Due {
  feeTypeId: number;
  feeTypeCode: string;
  feeTypeName: string;
  semester: number | null;
  duePaise: number;
}

for (const target of targets) {
  describe(`library fines as dues, waivers and no-dues clearance (${target})`, () => {
    let t: TestApp;
    // Friday 9 January 2026, before noon in India.
    let now = new Date('2026-01-09T05:00:00Z');
    const as: Record<string, Headers> = {};
    let roll = '';
    let name = '';
    let copies: string[] = [];

    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const setDay = async (day: string) => {
      now = new Date(`${day}T05:00:00Z`);
      for (const user of ['library_incharge', 'library_assistant', 'student', 'feepayments', 'accountant', 'admin', 'faculty'])
        as[user] = await bearer(t.app, user);
    };
    const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const desk = (what: string, payload: object) => call('POST', `/api/library/circulation/${what}`, as.library_assistant!, payload);
    const member = async () => (await call('GET', `/api/library/members/${roll}`, as.library_assistant!)).json<Member>();
    const libraryDue = async (): Promise<Due | undefined> => {
      const res = await call('GET', `/api/payments/dues?rollNo=${roll}`, as.accountant!);
      expect(res.statusCode).toBe(200);
      return res.json<{ dues: Due[] }>().dues.find((d) => d.feeTypeCode === 'LIBRARY_FINE');
    };
    const waive = (id: number, payload: object, headers = as.library_incharge!) =>
      call('POST', `/api/library/charges/${id}/waive`, headers, payload);
    const clearance = async () => {
      const res = await call('GET', `/api/library/clearance/${roll}`, as.admin!);
      expect(res.statusCode).toBe(200);
      return res.json<Clearance>();
    };

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      await setDay('2026-01-09');
      const rule = await call('PUT', '/api/library/rules', as.library_incharge!, STUDENT_BOOKS);
      expect(rule.statusCode).toBe(200);
      await t.database.db.execute(sql`delete from college_holidays`);
      // The demo student: their own page and Pay Fees are the ones a student opens. Their demo loans come back first.
      const [me] = await rows<{ roll: string; name: string; id: number }>(
        sql`select s.roll_number as roll, s.full_name as name, s.id from students s join users u on u.student_id = s.id where u.username = 'student'`,
      );
      roll = me!.roll;
      name = me!.name;
      for (const open of await rows<{ barcode: string }>(
        sql`select c.barcode from library_loans l join library_copies c on c.id = l.copy_id where l.student_id = ${me!.id} and l.closed_at is null`,
      ))
        expect((await desk('return', { copyBarcode: open.barcode })).statusCode).toBe(200);
      await t.database.db.execute(sql`delete from student_charges where student_id = ${me!.id} and library_charge_id is not null`);
      await t.database.db.execute(
        sql`delete from library_charges where loan_id in (select id from library_loans where student_id = ${me!.id})`,
      );
      const title = await call('POST', '/api/library/titles', as.library_incharge!, {
        title: 'Fines test: Engineering Mathematics',
        authors: ['B. S. Grewal'],
        copies: Array.from({ length: 3 }, (_, i) => ({ accessionNumber: `FINE-${i + 1}`, source: 'donation', pricePaise: 60_000 })),
      });
      expect(title.statusCode).toBe(201);
      copies = title.json<TitleDetail>().copies.map((c) => c.barcode);
    });
    afterAll(async () => t?.close());

    it('a late return becomes a Library Fine due in Pay Fees, stops issues over the limit, and is paid at the counter with a receipt', async () => {
      expect((await desk('issue', { memberBarcode: roll, copyBarcode: copies[0] })).statusCode).toBe(201);
      expect((await clearance()).reasons.map((r) => r.message)).toEqual([`${name} has 1 books on loan`]);
      // Due on 23 January; back on 6 February: 12 open days late (two Sundays are not counted), ₹60, at most ₹100.
      await setDay('2026-02-06');
      const back = await desk('return', { copyBarcode: copies[0] });
      expect(back.json()).toMatchObject({ chargedPaise: 6_000 });
      const [charge] = (await member()).charges;
      expect(charge).toMatchObject({
        kind: 'overdue',
        amountPaise: 6_000,
        paidPaise: 0,
        waivedPaise: 0,
        unpaidPaise: 6_000,
        chargedOn: '2026-02-06',
      });
      expect(await libraryDue()).toMatchObject({ feeTypeName: 'Library Fine', semester: null, duePaise: 6_000 });
      // A second scan of the return lays nothing more.
      expect((await desk('return', { copyBarcode: copies[0] })).json()).toMatchObject({ alreadyReturned: true });
      expect((await libraryDue())!.duePaise).toBe(6_000);
      // ₹60 owed is over the ₹50 limit: the desk refuses.
      const refused = await desk('issue', { memberBarcode: roll, copyBarcode: copies[1] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(`${name} owes ₹60.00 in library fines, more than the limit of ₹50.00`);
      // The student sees it among their dues, and is not cleared.
      const own = await call('GET', '/api/payments/dues', as.student!);
      expect(own.json<{ dues: Due[] }>().dues.find((d) => d.feeTypeCode === 'LIBRARY_FINE')?.duePaise).toBe(6_000);
      expect(own.json<{ onRequest: Due[] }>().onRequest.some((d) => d.feeTypeCode === 'LIBRARY_FINE')).toBe(false);
      expect((await clearance()).reasons.map((r) => r.message)).toEqual([`${name} owes the library ₹60.00`]);

      const landing = async () =>
        (await call('GET', '/api/dashboards/library', as.library_incharge!)).json<{
          collectedThisMonthPaise: number;
          unpaidPaise: number;
        }>();
      const before = await landing();
      expect(before.collectedThisMonthPaise).toBe(0);
      // Paid at the counter in part (₹30), then the rest.
      const due = (await libraryDue())!;
      const pay = (amountPaise: number) =>
        call('POST', '/api/payments/counter/receipts', as.feepayments!, {
          rollNo: roll,
          requestKey: randomUUID(),
          items: [{ feeTypeId: due.feeTypeId, semester: null, amountPaise }],
          mode: 'CASH',
          receivedFrom: name,
        });
      const part = await pay(3_000);
      expect(part.statusCode, part.body).toBe(201);
      expect((await member()).charges[0]).toMatchObject({ paidPaise: 3_000, unpaidPaise: 3_000 });
      const tooMuch = await pay(3_001);
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json().errors ?? [tooMuch.json()]).toContainEqual(
        expect.objectContaining({ field: 'items.0.amountPaise', message: 'At most ₹30.00 is due for Library Fine' }),
      );
      const rest = await pay(3_000);
      expect(rest.statusCode).toBe(201);
      // The student's receipt names what was paid.
      const receipt = await call('GET', `/api/payments/receipts/${encodeURIComponent(rest.json().receipt.receiptNo)}`, as.student!);
      expect(receipt.statusCode).toBe(200);
      expect(execFileSync('pdftotext', ['-layout', '-', '-'], { input: receipt.rawPayload, encoding: 'utf8' })).toContain('Library Fine');
      // The library's landing page counts the money in this month, and what is unpaid drops by it.
      const afterPaying = await landing();
      expect(afterPaying.collectedThisMonthPaise).toBe(6_000);
      expect(afterPaying.unpaidPaise).toBe(before.unpaidPaise - 6_000);
      const paid = await member();
      expect(paid.owedPaise).toBe(0);
      expect(paid.charges[0]).toMatchObject({ paidPaise: 6_000, unpaidPaise: 0 });
      expect(await libraryDue()).toBeUndefined();
      expect((await desk('issue', { memberBarcode: roll, copyBarcode: copies[1] })).statusCode).toBe(201);
      expect((await desk('return', { copyBarcode: copies[1] })).statusCode).toBe(200);
    });

    it('the incharge waives with a reason, never more than is unpaid, once however often two desks press; the assistant may not', async () => {
      expect((await desk('issue', { memberBarcode: roll, copyBarcode: copies[2] })).statusCode).toBe(201);
      await setDay('2026-03-06');
      const lost = await desk('loss', { copyBarcode: copies[2], condition: 'lost' });
      // Its price ₹600 and the processing fee ₹50.
      expect(lost.json()).toMatchObject({ chargedPaise: 65_000 });
      const charge = (await member()).charges.find((c) => c.kind === 'lost')!;
      expect(await libraryDue()).toMatchObject({ duePaise: 65_000 });

      expect(
        (await waive(charge.id, { amountPaise: 10_000, reason: 'Found torn pages were already there' }, as.library_assistant)).statusCode,
      ).toBe(403);
      const short = await waive(charge.id, { amountPaise: 10_000, reason: 'ok' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ field: 'reason', message: 'Please write why the charge is waived (at least 5 characters)' });
      const over = await waive(charge.id, { amountPaise: 65_001, reason: 'Replaced by the student with a new copy' });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ field: 'amountPaise', message: 'Only ₹650.00 of this charge is unpaid: waive that or less' });
      const missing = await waive(999_999, { amountPaise: 100, reason: 'No such charge here' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No library charge has the number 999999');

      // The student brought a new copy: the price is waived, the processing fee stays.
      const price = await waive(charge.id, { amountPaise: 60_000, reason: 'Replaced by the student with a new copy' });
      expect(price.statusCode).toBe(200);
      expect(price.json<Member>().charges.find((c) => c.id === charge.id)).toMatchObject({
        waivedPaise: 60_000,
        unpaidPaise: 5_000,
        waiverReason: 'Replaced by the student with a new copy',
      });
      expect((await libraryDue())!.duePaise).toBe(5_000);
      const [audit] = await rows<{ details: Record<string, unknown> }>(
        sql`select details from audit_log where action = 'library.chargeWaived' and entity_id = ${String(charge.id)} order by id`,
      );
      expect(audit!.details).toMatchObject({ waivedPaise: 60_000, reason: 'Replaced by the student with a new copy' });

      // Two presses at once of the rest: one waives, the other finds nothing left.
      const both = await Promise.all([1, 2].map(() => waive(charge.id, { amountPaise: 5_000, reason: 'Principal’s order of 6 March' })));
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((r) => r.statusCode === 409)!.json().message).toBe('Nothing of this charge is unpaid: there is nothing to waive');
      const [{ waived }] = (await rows<{ waived: number }>(
        sql`select waived_paise as waived from library_charges where id = ${charge.id}`,
      )) as [{ waived: number }];
      expect(waived).toBe(65_000);
      expect(await libraryDue()).toBeUndefined();
    });

    it('clears a member with nothing on loan and nothing owed: the certificate is printed for them and refused for anyone else', async () => {
      const cleared = await clearance();
      expect(cleared).toMatchObject({ cleared: true, onLoan: 0, owedPaise: 0, reasons: [], barcode: roll, name, asOf: '2026-03-06' });
      const pdf = await call('GET', `/api/library/clearance/${roll}/certificate`, as.library_assistant!);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' }).replace(/\s+/g, ' ');
      expect(text).toContain('LIBRARY NO-DUES CERTIFICATE');
      expect(text).toContain(`This is to certify that ${name}, student, roll number ${roll}`);
      expect(text).toContain('owes the library nothing as on 06-03-2026');
      // The student's own clearance and certificate.
      expect((await call('GET', '/api/library/me/clearance', as.student!)).json<Clearance>()).toMatchObject({
        cleared: true,
        barcode: roll,
      });
      expect((await call('GET', '/api/library/me/clearance/certificate', as.student!)).statusCode).toBe(200);
      // And their own library card.
      const card = await call('GET', '/api/library/me/card', as.student!);
      expect(card.statusCode).toBe(200);
      const cardText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: card.rawPayload, encoding: 'utf8' });
      expect(cardText).toContain('LIBRARY CARD');
      expect(cardText).toContain(roll);
      expect((await call('GET', '/api/library/me/card', as.admin!)).statusCode).toBe(403);
      // Someone with a book out is refused with the reason.
      const [{ code }] = (await rows<{ code: string }>(
        sql`select s.roll_number as code from library_loans l join students s on s.id = l.student_id where l.closed_at is null order by l.id limit 1`,
      )) as [{ code: string }];
      const refused = await call('GET', `/api/library/clearance/${code}/certificate`, as.admin!);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/^.+ is not cleared by the library: .+ has \d+ books on loan$/);
      // Who may ask: the library and the offices a student leaves through; not a student for another, not faculty.
      expect((await call('GET', `/api/library/clearance/${code}`, as.student!)).statusCode).toBe(403);
      expect((await call('GET', `/api/library/clearance/${code}`, as.faculty!)).statusCode).toBe(403);
      expect((await call('GET', `/api/library/clearance/${code}`, {})).statusCode).toBe(401);
    });
  });
}
