import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollegeTerm, HostelApplication, HostelFees, HostelSettlement, Room } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;
interface Due {
  feeTypeId: number;
  feeTypeCode: string;
  duePaise: number;
}

const RENT = 60_000_00;
const MESS = 3_000_00;
const CAUTION = 5_000_00;

/** The day `months` months after the first of the month of `day`, on the 10th. */
const monthLater = (day: string, months: number) => {
  const d = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 10));
  return d.toISOString().slice(0, 10);
};
const monthsOf = (term: CollegeTerm) =>
  (Number(term.endsOn.slice(0, 4)) - Number(term.startsOn.slice(0, 4))) * 12 +
  Number(term.endsOn.slice(5, 7)) -
  Number(term.startsOn.slice(5, 7)) +
  1;

for (const target of targets) {
  describe(`hostel fees: laid at allotment, paid, settled on leaving with a refund (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object, headers = as.hostel_incharge) =>
      t.app.inject({ method, url, payload, headers });
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    let term: CollegeTerm;
    let typeId = 0;
    let blockId = 0;
    const beds: number[] = [];

    const dues = async (roll: string) => {
      const res = await send('GET', `/api/payments/dues?rollNo=${roll}`, undefined, as.accountant);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ dues: Due[] }>().dues.filter((d) => d.feeTypeCode.startsWith('HOSTEL_'));
    };
    const allotted = async (roll: string, bedId: number, fromDate: string) => {
      const applied = await send('POST', '/api/hostel/applications', {
        rollNo: roll,
        roomTypeId: typeId,
        blockIds: [blockId],
        distanceKm: 100,
      });
      expect(applied.statusCode, applied.body).toBe(201);
      const id = applied.json<HostelApplication>().id;
      const allot = await send('POST', `/api/hostel/applications/${id}/allot`, { bedId, fromDate });
      expect(allot.statusCode, allot.body).toBe(201);
      return allot.json<HostelApplication>();
    };

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['hostel_incharge', 'accountant', 'feepayments', 'student']) as[user] = await bearer(t.app, user);
      const today = new Date().toISOString().slice(0, 10);
      const terms = (await send('GET', '/api/college/terms', undefined, as.student)).json<{ terms: CollegeTerm[] }>().terms;
      term = terms.find((x) => x.startsOn <= today && today <= x.endsOn)!;
      blockId = (
        await send('POST', '/api/hostel/blocks', {
          code: 'HF-B',
          name: 'Fees block',
          gender: 'boys',
          floors: 1,
          wardenName: '',
          wardenPhone: '',
        })
      ).json<{
        id: number;
      }>().id;
      typeId = (
        await send('POST', '/api/hostel/room-types', {
          code: 'HF-DBL',
          name: 'Fees double',
          bedsPerRoom: 2,
          ac: false,
          rentPaise: RENT,
          rentPeriod: 'semester',
          messPaise: MESS,
          messPeriod: 'month',
          cautionPaise: CAUTION,
        })
      ).json<{ id: number }>().id;
      const room = (await send('POST', '/api/hostel/rooms', { blockId, floor: 0, number: '1', roomTypeId: typeId })).json<Room>();
      beds.push(...room.beds.map((b) => b.id));
      for (const roll of ['HF-1', 'HF-2'])
        await t.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id, semester_id, gender)
          select ${roll}, ${`Student ${roll}`}, s.course_id, s.batch_id, s.branch_id, s.semester_id, 'MALE' from students s order by s.id limit 1`);
    });
    afterAll(async () => t?.close());

    it('keeps the terms apart: an overlapping term or one ending before it starts is refused naming the field', async () => {
      expect(term, 'the demo has a term holding today').toBeDefined();
      const overlap = await send('POST', '/api/college/terms', {
        name: 'Summer school',
        startsOn: term.endsOn,
        endsOn: monthLater(term.endsOn, 1),
      });
      expect(overlap.statusCode).toBe(409);
      expect(overlap.json()).toMatchObject({
        field: 'startsOn',
        message: `The term overlaps ${term.name}: terms of the college do not overlap`,
      });
      const backwards = await send('POST', '/api/college/terms', { name: 'Backwards', startsOn: '2027-09-01', endsOn: '2027-08-01' });
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({ field: 'endsOn', message: 'The term must end on or after the day it starts' });
      expect(
        (await send('POST', '/api/college/terms', { name: 'X', startsOn: '2027-09-01', endsOn: '2027-09-30' }, as.student)).statusCode,
      ).toBe(403);
      const long = await send('POST', '/api/college/terms', { name: 'Long term', startsOn: '2026-01-01', endsOn: '2027-03-01' });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ field: 'endsOn', message: 'A term lasts at most a year' });
      const named = await send('POST', '/api/college/terms', {
        name: term.name.toUpperCase(),
        startsOn: '2027-08-01',
        endsOn: '2027-08-31',
      });
      expect(named.statusCode, named.body).toBe(409);
      expect(named.json()).toMatchObject({ field: 'name', message: `A term is already named ${term.name.toUpperCase()}` });
    });

    it('keeps the refund rules the office sets, a deduction a whole percentage', async () => {
      const bad = await send('PUT', '/api/hostel/fee-rules', {
        rentRefund: 'monthsNotBegun',
        rentDeductionPercent: 120,
        messRefund: 'none',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        field: 'rentDeductionPercent',
        message: 'The deduction must be a whole percentage from 0 to 100',
      });
      const rules = (await send('GET', '/api/hostel/fee-rules')).json();
      const saved = await send('PUT', '/api/hostel/fee-rules', rules);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual(rules);
    });

    it('lays the caution deposit and the term’s rent and mess when the bed is given; paid at the counter; vacating refunds by the rules', async () => {
      const stay = await allotted('HF-1', beds[0]!, term.startsOn);
      const months = monthsOf(term);
      const fees = (await send('GET', `/api/hostel/applications/${stay.id}/fees`)).json<HostelFees>();
      expect(fees.lines.map((l) => [l.part, l.term, l.amountPaise, l.owedPaise])).toEqual([
        ['caution', term.name, CAUTION, CAUTION],
        ['rent', term.name, RENT, RENT],
        ['mess', term.name, MESS * months, MESS * months],
      ]);
      expect(fees.owedPaise).toBe(CAUTION + RENT + MESS * months);
      const owed = await dues('HF-1');
      expect(Object.fromEntries(owed.map((d) => [d.feeTypeCode, d.duePaise]))).toEqual({
        HOSTEL_CAUTION: CAUTION,
        HOSTEL_RENT: RENT,
        HOSTEL_MESS: MESS * months,
      });
      // The office lays the term again: nothing is laid twice.
      const again = await send('POST', '/api/hostel/fees/lay', { termId: term.id });
      expect(again.statusCode, again.body).toBe(200);
      expect((await send('GET', `/api/hostel/applications/${stay.id}/fees`)).json<HostelFees>().lines).toHaveLength(3);

      // Rent and deposit paid in cash at the counter; the mess is left unpaid.
      const pay = await send(
        'POST',
        '/api/payments/counter/receipts',
        {
          rollNo: 'HF-1',
          requestKey: randomUUID(),
          items: owed
            .filter((d) => d.feeTypeCode !== 'HOSTEL_MESS')
            .map((d) => ({ feeTypeId: d.feeTypeId, semester: null, amountPaise: d.duePaise })),
          mode: 'CASH',
          receivedFrom: 'HF-1',
        },
        as.feepayments,
      );
      expect(pay.statusCode, pay.body).toBe(201);
      const receiptNo = pay.json<{ receipt: { receiptNo: string } }>().receipt.receiptNo;
      expect((await dues('HF-1')).map((d) => d.feeTypeCode)).toEqual(['HOSTEL_MESS']);

      // Leaving in the term's second month: the rent of the months not begun less 10 %, the mess of those months, the deposit less damage.
      const left = monthLater(term.startsOn, 1);
      const notBegun = months - 2;
      const rentBack = Math.round((((RENT * notBegun) / months) * 90) / 100);
      const allotmentId = stay.allotment!.id;
      const tooMuch = await send('POST', `/api/hostel/allotments/${allotmentId}/vacate/preview`, {
        date: left,
        cautionDeductionPaise: CAUTION + 1,
        deductionReason: 'Broken chair',
      });
      expect(tooMuch.statusCode).toBe(400);
      expect(tooMuch.json()).toMatchObject({
        field: 'cautionDeductionPaise',
        message: 'The deduction of ₹5,000.01 is more than the caution deposit of ₹5,000.00',
      });
      const noReason = await send('POST', `/api/hostel/allotments/${allotmentId}/vacate/preview`, {
        date: left,
        cautionDeductionPaise: 500_00,
      });
      expect(noReason.json()).toMatchObject({ field: 'deductionReason' });
      const preview = await send('POST', `/api/hostel/allotments/${allotmentId}/vacate/preview`, {
        date: left,
        cautionDeductionPaise: 500_00,
        deductionReason: 'Broken chair',
      });
      expect(preview.statusCode, preview.body).toBe(200);
      const plan = preview.json<HostelSettlement>();
      expect(plan.lines.map((l) => [l.part, l.keptPaise, l.refundPaise, l.waivedPaise, l.owedPaise])).toEqual([
        ['caution', 500_00, CAUTION - 500_00, 0, 0],
        ['rent', RENT - rentBack, rentBack, 0, 0],
        ['mess', MESS * 2, 0, MESS * notBegun, MESS * 2],
      ]);
      expect(plan).toMatchObject({ refundPaise: CAUTION - 500_00 + rentBack, owedPaise: MESS * 2, adjustedPaise: 0 });

      // Vacated with the mess owed taken from the deposit.
      const vacated = await send('POST', `/api/hostel/allotments/${allotmentId}/vacate`, {
        date: left,
        cautionDeductionPaise: 500_00,
        deductionReason: 'Broken chair',
        adjustDues: true,
      });
      expect(vacated.statusCode, vacated.body).toBe(200);
      const settled = (await send('GET', `/api/hostel/applications/${stay.id}/fees`)).json<HostelFees>().settlement!;
      const adjusted = Math.min(CAUTION - 500_00, MESS * 2);
      expect(settled).toMatchObject({
        vacatedOn: left,
        adjustedPaise: adjusted,
        refundPaise: CAUTION - 500_00 - adjusted + rentBack,
        owedPaise: MESS * 2 - adjusted,
        deductionReason: 'Broken chair',
      });
      expect((await dues('HF-1')).map((d) => [d.feeTypeCode, d.duePaise])).toEqual(
        MESS * 2 - adjusted > 0 ? [['HOSTEL_MESS', MESS * 2 - adjusted]] : [],
      );

      // The money owed back waits under Payments to resolve on the counter receipt, and is given back by the college's hand.
      const [collection] = await rows<{ refundDue: number; orderId: string }>(
        sql`select c.refund_due_paise as "refundDue", o.order_id as "orderId" from fee_collections c join payment_orders o on o.id = c.order_id where c.receipt_no = ${receiptNo}`,
      );
      expect(Number(collection!.refundDue)).toBe(settled.refundPaise);
      const listed = (await send('GET', '/api/payments/resolve?pageSize=100', undefined, as.accountant)).json<{
        rows: { orderId: string; refundDuePaise: number }[];
      }>();
      expect(listed.rows.find((r) => r.orderId === collection!.orderId)).toMatchObject({ refundDuePaise: settled.refundPaise });
      const beyond = await send(
        'POST',
        `/api/payments/resolve/${collection!.orderId}/refunded`,
        { reference: 'VCH-0042', amountPaise: settled.refundPaise + 1 },
        as.accountant,
      );
      expect(beyond.statusCode).toBe(409);
      expect(beyond.json()).toMatchObject({ field: 'amountPaise' });
      const given = await send(
        'POST',
        `/api/payments/resolve/${collection!.orderId}/refunded`,
        { reference: 'VCH-0042', reason: 'Left the hostel' },
        as.accountant,
      );
      expect(given.statusCode, given.body).toBe(200);
      expect(given.json()).toMatchObject({ amountPaise: settled.refundPaise, status: 'confirmed' });
      const after = (await send('GET', '/api/payments/resolve?pageSize=100', undefined, as.accountant)).json<{
        rows: { orderId: string }[];
      }>();
      expect(after.rows.map((r) => r.orderId)).not.toContain(collection!.orderId);
      // The refund paid back what was owed back: the dues stay as they were.
      expect((await dues('HF-1')).map((d) => [d.feeTypeCode, d.duePaise])).toEqual(
        MESS * 2 - adjusted > 0 ? [['HOSTEL_MESS', MESS * 2 - adjusted]] : [],
      );
      // A term with fees laid is kept.
      const remove = await send('DELETE', `/api/college/terms/${term.id}`);
      expect(remove.statusCode).toBe(409);
    });

    it('a stay left before paying anything owes only the months begun; nothing is refunded', async () => {
      const stay = await allotted('HF-2', beds[1]!, term.startsOn);
      const months = monthsOf(term);
      const left = term.startsOn;
      const vacated = await send('POST', `/api/hostel/allotments/${stay.allotment!.id}/vacate`, { date: left });
      expect(vacated.statusCode, vacated.body).toBe(200);
      const fees = (await send('GET', `/api/hostel/applications/${stay.id}/fees`)).json<HostelFees>();
      const rentKept = RENT - Math.round((((RENT * (months - 1)) / months) * 90) / 100);
      expect(fees.settlement).toMatchObject({ refundPaise: 0, owedPaise: rentKept + MESS });
      expect(Object.fromEntries((await dues('HF-2')).map((d) => [d.feeTypeCode, d.duePaise]))).toEqual({
        HOSTEL_RENT: rentKept,
        HOSTEL_MESS: MESS,
      });
    });
  });
}
