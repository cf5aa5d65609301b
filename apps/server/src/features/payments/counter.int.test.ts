import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { collegeToday, dayMonthYear } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { pdfText } from '../../../test/pdf-text.js';
import { freePort } from '../../../test/free-port.js';
import { rowsOf } from '../../db/client.js';
import { users } from '../auth/auth.table.js';
import { mailOutbox } from '../mail/mail.table.js';
import { notifications } from '../notifications/notifications.table.js';
import { counterDays, feeCollections, feeTypes, paymentOrders, paymentRefunds, studentCharges } from './payments.table.js';

type Due = { feeTypeId: number; feeTypeCode: string; semester: number | null; duePaise: number };

for (const target of targets) {
  describe(`the fee counter (${target})`, () => {
    let t: TestApp;
    let base: string;
    let clerk: Record<string, string>;
    let accountant: Record<string, string>;
    let officer: Record<string, string>;
    let student: Record<string, string>;
    let roll: string;
    let studentId: number;
    const fee = { tuition: 0, exam: 0, bonafide: 0, bounce: 0 };
    const today = () => collegeToday();

    const api = async (method: string, url: string, headers: Record<string, string> = {}, body?: unknown) => {
      const res = await fetch(`${base}${url}`, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const buffer = Buffer.from(await res.arrayBuffer());
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of several shapes, read field by field
      let json: any;
      try {
        json = JSON.parse(buffer.toString('utf8'));
      } catch {
        json = null;
      }
      return { status: res.status, json, buffer };
    };
    const receive = (body: Record<string, unknown>, who = clerk) =>
      api('POST', '/api/payments/counter/receipts', who, { rollNo: roll, requestKey: crypto.randomUUID(), ...body });
    const duesOf = async (): Promise<Due[]> => (await api('GET', `/api/payments/dues?rollNo=${roll}`, accountant)).json.dues;
    const due = async (feeTypeId: number) => (await duesOf()).find((d) => d.feeTypeId === feeTypeId);
    const sim = (url: string, body: unknown) => api('POST', `/gateway-sim/control${url}`, {}, body);

    beforeAll(async () => {
      const port = await freePort();
      base = `http://127.0.0.1:${port}`;
      t = await createTestApp(target, {
        env: { PUBLIC_URL: base, GATEWAY: 'simulator', GATEWAY_BASE_URL: `${base}/gateway-sim`, PAYMENT_JOBS_SECONDS: '0' },
      });
      await t.app.listen({ port, host: '127.0.0.1' });
      const db = t.database.db;
      const [me] = await db.select().from(users).where(eq(users.username, 'student'));
      studentId = me.studentId!;
      roll = rowsOf<{ roll_number: string }>(await db.execute(sql`select roll_number from students where id = ${studentId}`))[0]
        .roll_number;
      // In the last semester of the course every semester's fees are due.
      await db.execute(
        sql`update students st set semester_id = (select id from semesters s where s.course_id = st.course_id order by s.number desc limit 1) where st.id = ${studentId}`,
      );
      await db.execute(sql`delete from fee_collections where student_id = ${studentId}`);
      await db.execute(sql`delete from payment_orders where student_id = ${studentId}`);
      // The demo student's library fines and bus pass fee are dues too: this counter takes only the fees and charges these tests lay.
      await db.execute(
        sql`delete from student_charges where student_id = ${studentId} and (library_charge_id is not null or transport_pass_id is not null)`,
      );
      await db.execute(sql`update fee_structure fs set amount_paise = case ft.code when 'TUITION' then 4500000 else 150000 end
        from fee_types ft, students st
        where ft.id = fs.fee_type_id and ft.code in ('TUITION', 'EXAM') and st.id = ${studentId}
          and fs.course_id = st.course_id and fs.batch_id = st.batch_id`);
      await db.update(users).set({ email: 'accounts.officer@college.test' }).where(eq(users.username, 'accountants_officer'));
      await t.app.heard();
      const types = await db.select().from(feeTypes);
      fee.tuition = types.find((x) => x.code === 'TUITION')!.id;
      fee.exam = types.find((x) => x.code === 'EXAM')!.id;
      fee.bonafide = types.find((x) => x.code === 'BONAFIDE')!.id;
      fee.bounce = types.find((x) => x.code === 'CHEQUE_BOUNCE')!.id;
      [clerk, accountant, officer, student] = await Promise.all(
        ['feepayments', 'accountant', 'accountants_officer', 'student'].map((u) => bearer(t.app, u)),
      );
    });
    afterAll(async () => t?.close());

    it('takes cash against part of a due: a receipt on the one series, its PDF naming the mode and the clerk, the due lowered; a second press records nothing new', async () => {
      const before = (await due(fee.tuition))!;
      const requestKey = crypto.randomUUID();
      const body = {
        rollNo: roll,
        requestKey,
        items: [{ feeTypeId: fee.tuition, semester: 1, amountPaise: 20_000_00 }],
        mode: 'CASH',
        receivedFrom: 'K. Ramesh (father)',
      };
      const [first, second] = await Promise.all([
        api('POST', '/api/payments/counter/receipts', clerk, body),
        api('POST', '/api/payments/counter/receipts', clerk, body),
      ]);
      expect([first.status, second.status].sort()).toEqual([200, 201]);
      const receipt = first.json.receipt;
      expect(second.json.receipt.receiptNo).toBe(receipt.receiptNo);
      expect(receipt).toMatchObject({ rollNumber: roll, amountPaise: 20_000_00, mode: 'CASH', paidBy: 'Cash', instrumentStatus: null });
      expect(receipt.receiptNo).toMatch(/^RCT\/\d{4}-\d{2}\/\d{6}$/);
      const rows = await t.database.db.select().from(feeCollections).where(eq(feeCollections.requestKey, requestKey));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: 'counter', chargeUuid: null, mode: 'CASH' });
      // The student and their parent are told of it once, however often the form was sent.
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.kind, 'receiptIssued'), eq(notifications.channel, 'app')));
      const toldOf = told.filter((n) => n.params.receiptNo === receipt.receiptNo);
      const parentsAndStudent = await t.database.db
        .select()
        .from(users)
        .where(and(eq(users.studentId, studentId), eq(users.status, 'active')));
      expect(toldOf.map((n) => n.userId).sort()).toEqual(parentsAndStudent.map((u) => u.id).sort());
      expect(toldOf[0].params).toEqual({ receiptNo: receipt.receiptNo, amountPaise: String(20_000_00) });
      const seen = (await api('GET', '/api/notifications', student)).json;
      expect(seen.rows.filter((n: { params: { receiptNo?: string } }) => n.params.receiptNo === receipt.receiptNo)).toHaveLength(1);
      expect(before.semester).toBe(1);
      expect((await due(fee.tuition))!).toMatchObject({ semester: 1, duePaise: before.duePaise - 20_000_00 });

      const pdf = await api('GET', `/api/payments/receipts/${encodeURIComponent(receipt.receiptNo)}`, clerk);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.buffer);
      expect(text).toContain(receipt.receiptNo);
      expect(text).toMatch(/Payment Mode:\s+Cash/);
      expect(text).toMatch(/Received at:\s+Fee counter, by /);
      expect(text).toMatch(/Received from:\s+K\. Ramesh \(father\)/);
      expect(text).toContain("money received at the college's fee counter");
      expect(text).not.toContain('Transaction ID');
      // Counter money is given back by the college's hand only where it owes it back: this payment owes nothing back.
      const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, rows[0].orderId));
      const claim = await api('POST', `/api/payments/resolve/${order.orderId}/refunded`, accountant, {
        amountPaise: 10_000,
        reference: 'REF-1',
        reason: 'asked back',
      });
      expect(claim.status).toBe(409);
      expect(claim.json.message).toBe(
        'This payment was received at the fee counter: only what is due back of it (₹0.00) is given back by the college',
      );
      expect(claim.json.field).toBe('amountPaise');
      // The student sees it among their receipts.
      const mine = await api('GET', '/api/payments/receipts', student);
      expect(mine.json.map((r: { receiptNo: string }) => r.receiptNo)).toContain(receipt.receiptNo);
    });

    it('refuses what a clerk cannot take, naming the field', async () => {
      const cheque = { items: [{ feeTypeId: fee.exam, semester: 1, amountPaise: 1_500_00 }], mode: 'CHEQUE' };
      const cases: [Record<string, unknown>, string, string | RegExp][] = [
        [{ ...cheque }, 'instrumentNo', 'Please enter the cheque number'],
        [
          { ...cheque, instrumentNo: '12345', bank: 'Canara Bank', instrumentDate: today() },
          'instrumentNo',
          'The cheque or draft number has 6 digits',
        ],
        [{ ...cheque, instrumentNo: '123456', instrumentDate: today() }, 'bank', 'Please enter the bank'],
        [
          { ...cheque, mode: 'DD', instrumentNo: '123456', bank: 'SBI', instrumentDate: today() },
          'branch',
          'Please enter the branch that issued the draft',
        ],
        [{ ...cheque, instrumentNo: '123456', bank: 'SBI', instrumentDate: '2020-01-01' }, 'instrumentDate', /more than 3 months old/],
        [{ ...cheque, mode: 'TRANSFER' }, 'utr', 'Please enter the UTR of the payment'],
        [{ ...cheque, mode: 'UPI_QR', utr: 'abc' }, 'utr', 'A UTR has 12 to 22 letters and digits'],
        [
          { ...cheque, mode: 'CASH', items: [{ feeTypeId: fee.exam, semester: 1, amountPaise: 1_500_01 }] },
          'items.0.amountPaise',
          'At most ₹1500.00 is due for Examination Fee (semester 1)',
        ],
        [
          { ...cheque, mode: 'CASH', items: [{ feeTypeId: fee.bonafide, semester: null, amountPaise: 100_00 }] },
          'items.0.amountPaise',
          'Bonafide Certificate is ₹200.00',
        ],
        [{ ...cheque, mode: 'CASH', items: [] }, 'items', 'Please choose at least one fee'],
        [{ ...cheque, mode: 'COINS' }, 'mode', /Please choose how the money was paid/],
      ];
      for (const [body, field, message] of cases) {
        const res = await receive(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        const problems = [res.json, ...(res.json.errors ?? [])] as { field?: string; message: string }[];
        const named = problems.find((p) => p.field === field);
        expect(named, `${field} in ${JSON.stringify(res.json)}`).toBeDefined();
        if (typeof message === 'string') expect(named!.message).toBe(message);
        else expect(named!.message).toMatch(message);
      }
      // Nobody else may use the counter.
      expect((await receive({ ...cheque, mode: 'CASH' }, student)).status).toBe(403);
      expect((await api('POST', '/api/payments/counter/receipts', {}, { rollNo: roll })).status).toBe(401);
    });

    it('two clerks taking the same due at once: one receipt, the other told it was paid a moment ago', async () => {
      const exam = (await due(fee.exam))!;
      const body = { items: [{ feeTypeId: fee.exam, semester: exam.semester, amountPaise: exam.duePaise }], mode: 'CASH' };
      const results = await Promise.all([receive(body, clerk), receive(body, accountant)]);
      const won = results.filter((r) => r.status === 201);
      expect(won).toHaveLength(1);
      // The second finds the due paid: read before its turn (nothing due), or in its turn under the student's lock.
      const lost = results.find((r) => r.status !== 201)!;
      const label = `Examination Fee (semester ${exam.semester})`;
      const told = {
        400: `Nothing is due for ${label}`,
        409: `${label} was paid a moment ago (receipt ${won[0].json.receipt.receiptNo}): nothing was recorded. Please check the dues again.`,
      }[lost.status];
      expect(lost.json.message).toBe(told);
      expect((await due(fee.exam))?.semester).not.toBe(exam.semester);
      const [{ count }] = rowsOf<{ count: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as count from fee_collections where student_id = ${studentId} and mode = 'CASH'`,
        ),
      );
      expect(Number(count)).toBe(2);
    });

    // PGlite has one connection: a second transaction cannot hold the student's row meanwhile.
    if (target === 'postgres')
      it("a payment recorded while the clerk's receipt waits for the student's row: the receipt is refused whole, naming the other receipt", async () => {
        const exam = (await due(fee.exam))!;
        const counterOrders = async () =>
          rowsOf<{ n: number }>(
            await t.database.db.execute(
              sql`select count(*)::int as n from payment_orders where student_id = ${studentId} and order_id like 'CTR-%'`,
            ),
          ).map((r) => Number(r.n))[0];
        const before = await counterOrders();
        let waiting: Promise<Awaited<ReturnType<typeof receive>>> | undefined;
        const receiptNo = 'RCT/2030-31/990001';
        await t.database.db.transaction(async (tx) => {
          await tx.execute(sql`select id from students where id = ${studentId} for update`);
          const [order] = await tx
            .insert(paymentOrders)
            .values({
              orderId: 'ORD-2026-990001-LOCK',
              studentId,
              kind: 'exam',
              amountPaise: exam.duePaise,
              status: 'PAID',
              chargeUuid: 'charge-lock',
              itemsKey: 'lock',
              expiresAt: new Date(),
            })
            .returning();
          await tx.execute(
            sql`insert into payment_order_items (order_id, fee_type_id, semester, amount_paise) values (${order.id}, ${fee.exam}, ${exam.semester}, ${exam.duePaise})`,
          );
          await tx.insert(feeCollections).values({
            orderId: order.id,
            chargeUuid: 'charge-lock',
            transactionUuid: 'txn-lock',
            studentId,
            amountPaise: exam.duePaise,
            mode: 'CARD',
            financialYear: '2030-31',
            receiptSeq: 990001,
            receiptNo,
            paidAt: new Date(),
          });
          waiting = receive({ items: [{ feeTypeId: fee.exam, semester: exam.semester, amountPaise: exam.duePaise }], mode: 'CASH' });
          // The receipt has read the dues (still open) and waits for the student's row this transaction holds.
          await vi.waitFor(
            async () => {
              const [{ n }] = rowsOf<{ n: number }>(
                await t.database.db.execute(sql`select count(*)::int as n from pg_locks where not granted`),
              );
              expect(Number(n)).toBeGreaterThan(0);
            },
            { timeout: 30_000, interval: 20 },
          );
        });
        const refused = await waiting!;
        expect(refused.status).toBe(409);
        expect(refused.json).toMatchObject({
          field: 'items.0',
          message: `Examination Fee (semester ${exam.semester}) was paid a moment ago (receipt ${receiptNo}): nothing was recorded. Please check the dues again.`,
        });
        expect(await counterOrders()).toBe(before);
      });

    it('a counter payment and an online payment of one due at once: the counter takes it, the online money becomes a refund due', async () => {
      const exam = (await due(fee.exam))!;
      const opened = await api('POST', '/api/payments/orders', student, {
        kind: 'exam',
        items: [{ feeTypeId: fee.exam, semester: exam.semester }],
      });
      expect(opened.status).toBe(200);
      const counter = await receive({
        items: [{ feeTypeId: fee.exam, semester: exam.semester, amountPaise: exam.duePaise }],
        mode: 'UPI_QR',
        utr: '633112345678',
      });
      expect(counter.status).toBe(201);
      expect(counter.json.openOnline).toEqual([{ orderId: opened.json.orderId, items: `Examination Fee (semester ${exam.semester})` }]);
      expect(counter.json.receipt.paidBy).toBe("UPI to the college's QR, UTR 633112345678");
      const [order] = await t.database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, opened.json.orderId));
      await sim(`/charges/${order.chargeUuid}/pay`, { method: 'UPI', webhook: false });
      const verified = await api('POST', `/api/payments/orders/${opened.json.orderId}/verify`, student, {});
      expect(verified.json.status).toBe('PAID');
      const [online] = await t.database.db.select().from(feeCollections).where(eq(feeCollections.orderId, order.id));
      expect(online.refundDuePaise).toBe(exam.duePaise);
    });

    it('a cheque received, then bounced: a credit note reverses it, the due reopens with the bounce charge, the accounts office is mailed', async () => {
      const tuition = (await due(fee.tuition))!;
      const cheque = await receive({
        items: [{ feeTypeId: fee.tuition, semester: tuition.semester, amountPaise: tuition.duePaise }],
        mode: 'CHEQUE',
        instrumentNo: '004512',
        bank: 'Canara Bank',
        instrumentDate: today(),
      });
      expect(cheque.status).toBe(201);
      const receiptNo = cheque.json.receipt.receiptNo as string;
      expect(cheque.json.receipt).toMatchObject({
        instrumentStatus: 'received',
        paidBy: `Cheque 004512, Canara Bank, dated ${dayMonthYear(today())}`,
      });
      expect((await due(fee.tuition))?.semester).not.toBe(tuition.semester);
      const received = pdfText((await api('GET', `/api/payments/receipts/${encodeURIComponent(receiptNo)}`, clerk)).buffer);
      expect(received).toMatch(/Payment Mode:\s+Cheque 004512, Canara Bank, dated/);
      expect(received).toContain('subject to realisation');

      const listed = await api('GET', '/api/payments/counter/instruments?status=received', accountant);
      expect(listed.json.rows.map((r: { receiptNo: string }) => r.receiptNo)).toContain(receiptNo);
      expect((await api('GET', '/api/payments/counter/instruments', clerk)).status).toBe(403);

      const url = `/api/payments/counter/instruments/${encodeURIComponent(receiptNo)}/bounced`;
      expect((await api('POST', url, accountant, { date: today(), reason: 'no' })).status).toBe(400);
      const [one, two] = await Promise.all([
        api('POST', url, accountant, { date: today(), reason: 'Funds insufficient' }),
        api('POST', url, officer, { date: today(), reason: 'Funds insufficient' }),
      ]);
      expect([one.status, two.status].sort()).toEqual([200, 409]);
      const done = [one, two].find((r) => r.status === 200)!;
      expect(done.json).toMatchObject({ chargePaise: 500_00, receipt: { instrumentStatus: 'bounced' } });
      expect(done.json.receipt.creditNoteNo).toMatch(/^CN\/\d{4}-\d{2}\/\d{6}$/);
      const refunds = await t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.source, 'bounce'));
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ amountPaise: tuition.duePaise, status: 'confirmed', reason: 'Funds insufficient' });
      await t.app.heard();
      const reopened = await duesOf();
      expect(reopened.find((d) => d.feeTypeId === fee.tuition && d.semester === tuition.semester)?.duePaise).toBe(tuition.duePaise);
      expect(reopened.find((d) => d.feeTypeId === fee.bounce)).toMatchObject({ semester: null, duePaise: 500_00 });
      // The charge is laid, never offered on request.
      const answer = (await api('GET', '/api/payments/dues', student)).json;
      expect(answer.onRequest.map((d: Due) => d.feeTypeCode)).not.toContain('CHEQUE_BOUNCE');
      expect(answer.dues.map((d: Due) => d.feeTypeCode)).toContain('CHEQUE_BOUNCE');
      // The bounce charge is the student's one charge for a returned instrument (the demo lays hostel and transport fees too).
      const charges = (await t.database.db.select().from(studentCharges).where(eq(studentCharges.studentId, studentId))).filter(
        (c) => c.collectionId !== null,
      );
      expect(charges).toHaveLength(1);
      const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'accounts.officer@college.test'));
      expect(mails.map((m) => m.subject)).toEqual([`Cheque or draft returned: receipt ${receiptNo}`]);
      expect(mails[0].body).toContain(`reversed by credit note ${done.json.receipt.creditNoteNo}`);
      const bounced = pdfText((await api('GET', `/api/payments/receipts/${encodeURIComponent(receiptNo)}`, clerk)).buffer);
      expect(bounced).toMatch(/Returned by the bank:\s+on .*Funds insufficient.*credit note CN\//);
      // The student could pay the charge online, as a miscellaneous payment.
      const online = await api('POST', '/api/payments/orders', student, {
        kind: 'miscellaneous',
        items: [{ feeTypeId: fee.bounce, semester: null }],
      });
      expect(online.status).toBe(200);
      // The bounce charge is paid at the counter, then owed no more.
      const charge = await receive({ items: [{ feeTypeId: fee.bounce, semester: null, amountPaise: 500_00 }], mode: 'CASH' });
      expect(charge.status).toBe(201);
      expect(charge.json.openOnline.map((o: { orderId: string }) => o.orderId)).toEqual([online.json.orderId]);
      expect((await duesOf()).find((d) => d.feeTypeId === fee.bounce)).toBeUndefined();
      const again = await receive({ items: [{ feeTypeId: fee.bounce, semester: null, amountPaise: 500_00 }], mode: 'CASH' });
      expect(again.status).toBe(400);
    });

    it("a demand draft cleared; a clerk's day closed with a difference explained, then changed only by the accounts officer with a reason", async () => {
      const exam = (await due(fee.exam))!;
      const dd = await receive({
        items: [{ feeTypeId: fee.exam, semester: exam.semester, amountPaise: exam.duePaise }],
        mode: 'DD',
        instrumentNo: '765432',
        bank: 'State Bank of India',
        branch: 'Guntur Main',
        instrumentDate: today(),
      });
      expect(dd.status).toBe(201);
      const cleared = await api(
        'POST',
        `/api/payments/counter/instruments/${encodeURIComponent(dd.json.receipt.receiptNo)}/cleared`,
        accountant,
        {
          date: today(),
        },
      );
      expect(cleared.json.receipt.instrumentStatus).toBe('cleared');

      const day = (await api('GET', '/api/payments/counter/day', clerk)).json;
      expect(day.status).toBe('open');
      const cash = day.totals.find((x: { mode: string }) => x.mode === 'CASH').amountPaise as number;
      expect(day.totals.map((x: { mode: string }) => x.mode).sort()).toEqual(['CASH', 'CHEQUE', 'DD', 'UPI_QR']);
      // The day counts what it received: the cheque returned later is still in it, with its state.
      expect(day.receipts.find((r: { mode: string }) => r.mode === 'CHEQUE')).toMatchObject({ instrumentStatus: 'bounced' });
      const short = { 500: Math.floor(cash / 500_00) - 1 };
      const counted = short[500] * 500_00;
      const close = (body: Record<string, unknown>) => api('POST', '/api/payments/counter/day/close', clerk, { date: today(), ...body });
      const unexplained = await close({ denominations: short, depositSlipNo: 'DS-0042' });
      expect(unexplained.status).toBe(400);
      expect(unexplained.json).toMatchObject({ field: 'differenceNote' });
      expect(unexplained.json.message).toBe(
        `The cash counted differs from the cash received by ₹${((cash - counted) / 100).toFixed(2)}: please say why`,
      );
      const closed = await close({
        denominations: short,
        depositSlipNo: 'DS-0042',
        differenceNote: 'Short by one note: found torn, kept aside',
      });
      expect(closed.status).toBe(200);
      expect(closed.json.closing).toMatchObject({
        countedCashPaise: counted,
        expectedCashPaise: cash,
        differencePaise: counted - cash,
        depositSlipNo: 'DS-0042',
      });
      expect((await close({ denominations: short, depositSlipNo: 'x', differenceNote: 'again' })).status).toBe(409);

      // Nothing more is received into a closed day.
      const refused = await receive({ items: [{ feeTypeId: fee.bonafide, semester: null, amountPaise: 200_00 }], mode: 'CASH' });
      expect(refused.status).toBe(409);
      expect(refused.json.message).toBe(`Your counter day of ${dayMonthYear(today())} is closed: only the accounts officer can reopen it`);

      const id = closed.json.id as number;
      const change = { denominations: { 500: short[500] + 1 }, reason: 'Torn note accepted by the bank' };
      expect((await api('PUT', `/api/payments/counter/days/${id}`, clerk, change)).status).toBe(403);
      expect((await api('PUT', `/api/payments/counter/days/${id}`, accountant, change)).status).toBe(403);
      expect((await api('PUT', `/api/payments/counter/days/${id}`, officer, { ...change, reason: '' })).status).toBe(400);
      const changed = await api('PUT', `/api/payments/counter/days/${id}`, officer, change);
      expect(changed.status).toBe(200);
      expect(changed.json.closing.differencePaise).toBe(counted + 500_00 - cash);
      expect(changed.json.changes[0]).toMatchObject({ by: 'accountants_officer', reason: 'Torn note accepted by the bank' });
      const reopened = await api('PUT', `/api/payments/counter/days/${id}`, officer, { reopen: true, reason: 'A late receipt to record' });
      expect(reopened.json.status).toBe('open');
      expect((await receive({ items: [{ feeTypeId: fee.bonafide, semester: null, amountPaise: 200_00 }], mode: 'CASH' })).status).toBe(201);

      const days = await api('GET', `/api/payments/counter/days?date=${today()}`, accountant);
      const mine = days.json.days.find((d: { id: number }) => d.id === id);
      expect(mine).toMatchObject({ clerk: expect.any(String), status: 'open' });
      expect(await t.database.db.select().from(counterDays).where(eq(counterDays.id, id))).toHaveLength(1);
    });
  });
}
