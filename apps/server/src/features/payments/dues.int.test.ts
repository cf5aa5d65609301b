import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { students } from '../admissions/students.table.js';
import { feeCollections, feeStructure, feeTypes, paymentOrderItems, paymentOrders } from './payments.table.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';

type Due = { feeTypeCode: string; semester: number | null; duePaise: number; category: string };

for (const target of targets) {
  describe(`dues, receipts and the spec's collection calls (${target})`, () => {
    let t: TestApp;
    let student: Record<string, string>;
    let parent: Record<string, string>;
    let accountant: Record<string, string>;
    let ward: typeof students.$inferSelect;
    let other: typeof students.$inferSelect;
    let typeId: Map<string, number>;
    let serial = 0;

    /** A PAID order (and, when `recorded`, its collection with a receipt number), written as the orders feature would. */
    async function paidOrder(
      studentId: number,
      kind: 'fee' | 'exam' | 'miscellaneous' | 'admission',
      items: [string, number | null, number][],
      recorded = true,
    ) {
      const n = ++serial;
      const amountPaise = items.reduce((sum, [, , a]) => sum + a, 0);
      const [order] = await t.database.db
        .insert(paymentOrders)
        .values({
          orderId: `ORD-2026-${String(n).padStart(6, '0')}-T${target[0]}`,
          studentId,
          kind,
          amountPaise,
          status: recorded ? 'PAID' : 'PENDING',
          chargeUuid: `charge-${target}-${n}`,
          itemsKey: items.map(([c, s]) => `${c}/${s}`).join(','),
          expiresAt: new Date(Date.now() + 3_600_000),
        })
        .returning();
      await t.database.db
        .insert(paymentOrderItems)
        .values(items.map(([code, semester, a]) => ({ orderId: order.id, feeTypeId: typeId.get(code)!, semester, amountPaise: a })));
      if (!recorded) return { order };
      const receiptNo = `RCT/2030-31/${String(n).padStart(6, '0')}`;
      await t.database.db.insert(feeCollections).values({
        orderId: order.id,
        chargeUuid: order.chargeUuid!,
        transactionUuid: `txn-${target}-${n}`,
        studentId,
        amountPaise,
        mode: 'CARD',
        cardLast4: '4242',
        financialYear: '2030-31',
        receiptSeq: n,
        receiptNo,
        paidAt: new Date('2026-11-20T06:30:00Z'),
      });
      await t.app.heard();
      return { order, receiptNo };
    }

    const dues = async (headers: Record<string, string>, query = '') => {
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/dues${query}`, headers });
      return res;
    };
    const find = (list: Due[], code: string, semester: number | null) =>
      list.find((d) => d.feeTypeCode === code && d.semester === semester);

    beforeAll(async () => {
      t = await createTestApp(target);
      student = await bearer(t.app, 'student');
      parent = await bearer(t.app, 'parent');
      accountant = await bearer(t.app, 'accountant');
      const [studentUser] = await t.database.db.select().from(users).where(eq(users.username, 'student'));
      [ward] = await t.database.db.select().from(students).where(eq(students.id, studentUser.studentId!));
      // The demo student's library fines are dues too (tested with the library): these tests are of the fee structure.
      await t.database.db.execute(sql`delete from student_charges where student_id = ${ward.id} and library_charge_id is not null`);
      [other] = await t.database.db
        .select()
        .from(students)
        .where(and(eq(students.courseId, ward.courseId)));
      if (other.id === ward.id)
        [, other] = await t.database.db.select().from(students).where(eq(students.courseId, ward.courseId)).limit(2);
      typeId = new Map((await t.database.db.select().from(feeTypes)).map((f) => [f.code, f.id]));
    });
    afterAll(async () => t?.close());

    it('answers the demo student what is left of the structure of their course and batch, and the miscellaneous fees on request', async () => {
      const res = await dues(student);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.student).toMatchObject({ rollNumber: ward.rollNumber, fullName: ward.fullName, course: 'B.Tech', branch: 'CSE' });
      const semester = body.student.semester as number;
      expect(semester).toBeGreaterThan(1);
      const structure = await t.database.db
        .select()
        .from(feeStructure)
        .where(and(eq(feeStructure.courseId, ward.courseId), eq(feeStructure.batchId, ward.batchId)));
      // The demo paid every semester before the current one; the current one is owed in full.
      const current = structure.filter((s) => s.semester === semester);
      const laid = (body.dues as Due[]).filter((d) => d.semester === null);
      expect(
        (body.dues as Due[])
          .filter((d) => d.semester !== null)
          .map((d) => [d.feeTypeCode, d.semester, d.duePaise])
          .sort(),
      ).toEqual(current.map((s) => [[...typeId].find(([, id]) => id === s.feeTypeId)![0], s.semester, s.amountPaise]).sort());
      // The demo student lives in the hostel: its rent, mess and deposit are laid dues, owed in full.
      const charged = rowsOf<{ code: string; amount: number }>(
        await t.database.db.execute(
          sql`SELECT ft.code, SUM(c.amount_paise)::int AS amount FROM student_charges c JOIN fee_types ft ON ft.id = c.fee_type_id
            WHERE c.student_id = ${ward.id} AND c.hostel_application_id IS NOT NULL GROUP BY ft.code`,
        ),
      );
      expect(laid.map((d) => [d.feeTypeCode, d.duePaise]).sort()).toEqual(charged.map((r) => [r.code, r.amount]).sort());
      expect(laid.map((d) => d.feeTypeCode).sort()).toEqual(['HOSTEL_CAUTION', 'HOSTEL_MESS', 'HOSTEL_RENT']);
      expect(body.onRequest.map((d: Due) => [d.feeTypeCode, d.duePaise])).toEqual(
        expect.arrayContaining([
          ['BONAFIDE', 200_00],
          ['IDCARD', 150_00],
          ['TRANSCRIPT', 1_000_00],
        ]),
      );
      const listed = await t.app.inject({ method: 'GET', url: '/api/payments/receipts', headers: parent });
      expect(listed.statusCode).toBe(200);
      const receipts = listed.json() as { receiptNo: string; date: string; amountPaise: number; mode: string }[];
      expect(receipts.map((r) => r.receiptNo)).toContain('RCT/2025-26/000001');
      expect(receipts.find((r) => r.receiptNo === 'RCT/2025-26/000001')).toMatchObject({ date: '2025-07-10', mode: 'CARD' });
      const byStaff = await t.app.inject({ method: 'GET', url: `/api/payments/receipts?rollNo=${ward.rollNumber}`, headers: accountant });
      expect(byStaff.json()).toEqual(receipts);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/receipts?rollNo=${other.rollNumber}`, headers: student })).statusCode,
      ).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/payments/receipts' })).statusCode).toBe(401);
    });

    it('takes off what PAID orders paid, and nothing for an order not yet paid', async () => {
      const before = (await dues(student)).json();
      const now = before.student.semester as number;
      const tuition = find(before.dues, 'TUITION', now)!.duePaise;
      await paidOrder(ward.id, 'fee', [['TUITION', now, 20_000_00]]);
      await paidOrder(ward.id, 'exam', [['EXAM', now, 100_00]], false);
      const after = (await dues(student)).json().dues as Due[];
      expect(find(after, 'TUITION', now)?.duePaise).toBe(tuition - 20_000_00);
      expect(find(after, 'EXAM', now)?.duePaise).toBe(find(before.dues, 'EXAM', now)!.duePaise);
      await paidOrder(ward.id, 'exam', [['EXAM', now, find(before.dues, 'EXAM', now)!.duePaise]]);
      expect(find((await dues(student)).json().dues, 'EXAM', now)).toBeUndefined();
    });

    it("answers a parent their ward's dues, and fee staff any student's by roll number", async () => {
      const own = (await dues(student)).json();
      const res = await dues(parent);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
      expect((await dues(accountant, `?rollNo=${ward.rollNumber.toLowerCase()}`)).json()).toEqual(own);
      const byStaff = await dues(accountant, `?rollNo=${other.rollNumber}`);
      expect(byStaff.json().student.rollNumber).toBe(other.rollNumber);

      const noRoll = await dues(accountant);
      expect(noRoll.statusCode).toBe(400);
      expect(noRoll.json()).toMatchObject({ message: 'Please enter Roll Number', field: 'rollNo' });
      const unknown = await dues(accountant, '?rollNo=99X99Z9999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('No student is registered with roll number 99X99Z9999');
      // A student or parent cannot ask for someone else's.
      expect((await dues(student, `?rollNo=${other.rollNumber}`)).statusCode).toBe(403);
      expect((await dues(parent, `?rollNo=${other.rollNumber}`)).statusCode).toBe(403);
    });

    it('refuses the signed-out (401) and roles without fees (403)', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/payments/dues' })).statusCode).toBe(401);
      for (const user of ['faculty', 'hod', 'admissions']) expect((await dues(await bearer(t.app, user))).statusCode).toBe(403);
    });

    it('answers the receipt PDF of a recorded payment with its number, the amount in words and the GST line', async () => {
      const { receiptNo } = await paidOrder(ward.id, 'fee', [
        ['TUITION', 2, 45_000_00],
        ['EXAM', 2, 1_250_00],
        ['TRANSCRIPT', null, 77_200_00],
      ]);
      const res = await t.app.inject({ method: 'GET', url: `/api/payments/receipts/${encodeURIComponent(receiptNo!)}`, headers: parent });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/filename="Fee_Collection_\d{4}-\d{2}-\d{2}\.pdf"/);
      const text = pdfText(res.rawPayload);
      expect(text).toContain(receiptNo);
      expect(text).toContain(ward.rollNumber);
      expect(text).toContain(ward.fullName);
      expect(text).toContain('Tuition Fee');
      expect(text).toContain('Semester II');
      expect(text).toContain('₹45,000.00');
      expect(text).toContain('₹1,23,450.00');
      expect(text.replace(/\s+/g, ' ')).toContain('One Lakh Twenty Three Thousand Four Hundred Fifty Rupees Only');
      expect(text).toContain('Education services are exempt from GST');
      expect(text).toContain('Card ending 4242');
      expect(text).toContain(`txn-${target}-`);
      expect(text).toContain('20-11-2026');

      // Fee staff may open it; another student's user may not (answered as missing).
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/payments/receipts/${encodeURIComponent(receiptNo!)}`, headers: accountant }))
          .statusCode,
      ).toBe(200);
      const [otherUser] = await t.database.db
        .insert(users)
        .values({
          username: `other-${target}`,
          passwordHash: (await t.database.db.select().from(users).where(eq(users.username, 'student')))[0].passwordHash,
          fullName: other.fullName,
          roles: ['ROLE_STUDENT'],
          studentId: other.id,
        })
        .returning();
      const otherHeaders = await bearer(t.app, otherUser.username);
      const refused = await t.app.inject({
        method: 'GET',
        url: `/api/payments/receipts/${encodeURIComponent(receiptNo!)}`,
        headers: otherHeaders,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(`No receipt ${receiptNo}`);
      expect((await t.app.inject({ method: 'GET', url: `/api/payments/receipts/${encodeURIComponent(receiptNo!)}` })).statusCode).toBe(401);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/payments/receipts/${encodeURIComponent(receiptNo!)}`,
            headers: await bearer(t.app, 'faculty'),
          })
        ).statusCode,
      ).toBe(403);
    });

    it('answers each save call 409 for an order not yet verified, and records nothing', async () => {
      const { order } = await paidOrder(ward.id, 'fee', [['TUITION', 3, 45_000_00]], false);
      const countBefore = (await t.database.db.select().from(feeCollections)).length;
      const message = `The payment of order ${order.orderId} has not been verified by the gateway yet; nothing was recorded`;
      const item = { rollNo: ward.rollNumber, feeType: 'TUITION', semester: 3, orderId: order.orderId };
      for (const [url, payload] of [
        ['/api/saveFeeCollectionssDataa', [item]],
        ['/api/saveFeeCollectionssDataaMiscellaneous', [item]],
        ['/api/saveExamFeeCollection', [item]],
        ['/api/saveNewAdmissionFeePaymentData', item],
      ] as const) {
        for (const headers of [student, parent, accountant]) {
          const res = await t.app.inject({
            method: 'POST',
            url: `${url}?userName=student&userMail=&receiptNo=&remarks=`,
            payload,
            headers,
          });
          expect(res.statusCode, url).toBe(409);
          expect(res.json()).toMatchObject({ message, code: 'CONFLICT' });
        }
      }
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/saveFeeCollectionssDataa',
            payload: [{ rollNo: ward.rollNumber }],
            headers: student,
          })
        ).json(),
      ).toMatchObject({
        message: 'orderId is required',
        field: 'orderId',
      });
      const [still] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      expect(still.status).toBe('PENDING');
      expect((await t.database.db.select().from(feeCollections)).length).toBe(countBefore);
    });

    it('answers each save call the existing receipt of a recorded order, in the shape the spec names', async () => {
      const fee = await paidOrder(ward.id, 'fee', [['TUITION', 3, 10_000_00]]);
      const plain = await t.app.inject({
        method: 'POST',
        url: '/api/saveFeeCollectionssDataa?userName=student',
        payload: [{ orderId: fee.order.orderId }],
        headers: student,
      });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['x-file-name']).toMatch(/^Fee_Collection_\d{4}-\d{2}-\d{2}\.pdf$/);
      expect(pdfText(Buffer.from(plain.body, 'base64'))).toContain(fee.receiptNo);

      const misc = await paidOrder(ward.id, 'miscellaneous', [['BONAFIDE', null, 200_00]]);
      const miscRes = await t.app.inject({
        method: 'POST',
        url: '/api/saveFeeCollectionssDataaMiscellaneous',
        payload: [{ orderId: misc.order.orderId }],
        headers: parent,
      });
      expect(miscRes.headers['x-file-name']).toMatch(/^Miscellaneous_Fee_Collection_/);
      expect(pdfText(Buffer.from(miscRes.body, 'base64')).replace(/\s+/g, ' ')).toContain('Two Hundred Rupees Only');

      const exam = await paidOrder(ward.id, 'exam', [['EXAM', 3, 1_250_00]]);
      const examRes = await t.app.inject({
        method: 'POST',
        url: '/api/saveExamFeeCollection',
        payload: [
          {
            rollNo: ward.rollNumber,
            feeType: 'EXAM',
            semester: 3,
            examFeeCollectionChild: [
              { wayOfReceipt: 'BANK,UPI', wayOfReceiptType: 'UPI', amountOfReceipt: 1250, transactionId: `txn-${target}-${serial}` },
            ],
          },
        ],
        headers: student,
      });
      expect(examRes.statusCode).toBe(200);
      expect(examRes.json().fileName).toMatch(/^Exam_Fee_Collection_/);
      expect(pdfText(Buffer.from(examRes.json().b64, 'base64'))).toContain(exam.receiptNo);

      const admission = await paidOrder(other.id, 'admission', [['ADMISSION', 1, 5_000_00]]);
      const admissionRes = await t.app.inject({
        method: 'POST',
        url: '/api/saveNewAdmissionFeePaymentData',
        payload: {
          rollNo: other.rollNumber,
          newAdmissionFeePaymentChild: [
            { wayOfReceipt: 'BANK,UPI', wayOfReceiptType: 'BANK', amountOfReceipt: 5000, transactionId: `txn-${target}-${serial}` },
          ],
        },
        headers: accountant,
      });
      expect(admissionRes.statusCode).toBe(200);
      expect(admissionRes.json().fileName).toMatch(/^New_Admission_Fee_Collection_/);
      expect(pdfText(Buffer.from(admissionRes.json().base64, 'base64'))).toContain(admission.receiptNo);
      // The student may not fetch another student's receipt through the calls either.
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/saveFeeCollectionssDataa',
        payload: [{ orderId: admission.order.orderId }],
        headers: student,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(`No order ${admission.order.orderId}`);
    });

    it('answers the items of an order (getStudentsFeePaymentDetails) and only logs the transaction status', async () => {
      const { order } = await paidOrder(ward.id, 'fee', [['TUITION', 4, 1_000_00]], false);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/getStudentsFeePaymentDetails?rollNo=${ward.rollNumber}&orderId=${order.orderId}`,
        headers: student,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { rollNo: ward.rollNumber, feeType: 'TUITION', semester: 4, amountPaise: 1_000_00, orderId: order.orderId, status: 'PENDING' },
      ]);
      for (const url of ['/api/getStudentPaidFeeTransationStatus', '/api/getStudentPaidFeeTransationStatusUpdate']) {
        const logged = await t.app.inject({
          method: 'GET',
          url: `${url}?status=PAID&amount=100000&currency=INR&statusprogress=Success&orderId=${order.orderId}&rollNo=${ward.rollNumber}`,
          headers: student,
        });
        expect(logged.json()).toEqual({ logged: true });
      }
      const [still] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
      expect(still.status).toBe('PENDING');
      for (const url of [
        '/api/getStudentsFeePaymentDetails?orderId=x',
        '/api/getStudentPaidFeeTransationStatus',
        '/api/saveExamFeeCollection',
      ]) {
        const method = url.includes('save') ? 'POST' : 'GET';
        expect((await t.app.inject({ method, url, payload: method === 'POST' ? [] : undefined })).statusCode).toBe(401);
        expect(
          (await t.app.inject({ method, url, payload: method === 'POST' ? [] : undefined, headers: await bearer(t.app, 'faculty') }))
            .statusCode,
        ).toBe(403);
      }
    });
  });
}
