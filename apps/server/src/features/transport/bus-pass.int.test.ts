import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusPass, BusPassPage, BusPassVerification, OwnBusPass, Route } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

interface Due {
  feeTypeId: number;
  feeTypeCode: string;
  semester: number | null;
  duePaise: number;
}

for (const target of targets) {
  describe(`bus passes (${target})`, () => {
    let t: TestApp;
    // Monday 3 August 2026: passes run to 31 May 2027, ten months from September.
    let now = new Date('2026-08-03T05:00:00Z');
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
      t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    const office = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      call(method, url, as.transportation_incharge!, payload);
    let small: Route;
    let rolls: string[] = [];
    let studentRoll = '';

    const transportDue = async (roll: string): Promise<Due | undefined> => {
      const res = await call('GET', `/api/payments/dues?rollNo=${roll}`, as.accountant!);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ dues: Due[] }>().dues.find((d) => d.feeTypeCode === 'TRANSPORT_FEE');
    };
    const payAtCounter = async (roll: string, amountPaise: number) => {
      const due = (await transportDue(roll))!;
      const res = await call('POST', '/api/payments/counter/receipts', as.feepayments!, {
        rollNo: roll,
        requestKey: randomUUID(),
        items: [{ feeTypeId: due.feeTypeId, semester: null, amountPaise }],
        mode: 'CASH',
        receivedFrom: roll,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res;
    };

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      for (const user of ['transportation_incharge', 'student', 'parent', 'accountant', 'feepayments']) as[user] = await bearer(t.app, user);
      // The demo's passes and the payments of their fees are left out: this test counts its own.
      await t.database.db.execute(sql`delete from student_charges where transport_pass_id is not null`);
      await t.database.db.execute(sql`delete from transport_passes`);
      const transportOrders = sql`select i.order_id from payment_order_items i join fee_types ft on ft.id = i.fee_type_id where ft.code = 'TRANSPORT_FEE'`;
      await t.database.db.execute(sql`delete from fee_collections where order_id in (${transportOrders})`);
      await t.database.db.execute(sql`delete from payment_orders where id in (${transportOrders})`);
      await t.database.db.execute(sql`delete from transport_pass_settings`);
      // A small bus of two seats on a route of two stops: 4 km (₹12,000 a year) and 18 km (₹16,000).
      const bus = await office('POST', '/api/transport/vehicles', {
        registrationNumber: 'TS 07 UB 2001',
        capacity: 2,
        driverName: 'K. Ramesh',
        driverPhone: '9848012345',
        fitnessUntil: '2027-06-30',
        insuranceUntil: '2027-06-30',
        permitUntil: '2027-06-30',
        pollutionUntil: '2027-06-30',
      });
      expect(bus.statusCode, bus.body).toBe(201);
      const route = await office('POST', '/api/transport/routes', {
        code: 'T-01',
        name: 'Test route',
        vehicleId: bus.json().id,
        stops: [
          { name: 'Far Stop', pickupTime: '07:00', distanceKm: 18 },
          { name: 'Near Stop', pickupTime: '07:30', distanceKm: '4' },
        ],
      });
      expect(route.statusCode, route.body).toBe(201);
      small = route.json<Route>();
      [{ roll: studentRoll }] = await rows<{ roll: string }>(
        sql`select s.roll_number as roll from students s join users u on u.student_id = s.id where u.username = 'student'`,
      );
      rolls = (
        await rows<{ roll: string }>(
          sql`select roll_number as roll from students where status = 'active' and roll_number <> ${studentRoll} order by id limit 4`,
        )
      ).map((r) => r.roll);
    });
    afterAll(async () => t?.close());

    const far = () => small.stops.find((s) => s.name === 'Far Stop')!;
    const near = () => small.stops.find((s) => s.name === 'Near Stop')!;

    it('shows a student every route’s stops with their fares and seats, and no pass yet', async () => {
      const res = await call('GET', '/api/transport/me/pass', as.student!);
      expect(res.statusCode, res.body).toBe(200);
      const own = res.json<OwnBusPass>();
      expect(own.pass).toBeNull();
      expect(own.settings).toEqual({ applicationsOpen: true, validUntil: '2027-05-31' });
      const route = own.routes.find((r) => r.code === 'T-01')!;
      expect(route).toMatchObject({ seatsFree: 2, waiting: 0 });
      expect(route.stops.map((s) => [s.name, s.feePaise])).toEqual([
        ['Far Stop', 1_600_000],
        ['Near Stop', 1_200_000],
      ]);
    });

    it('gives the student a seat, lays the year’s fee as a Transport Fee due, and refuses a second pass', async () => {
      const res = await call('POST', '/api/transport/me/pass', as.student!, { stopId: near().id });
      expect(res.statusCode, res.body).toBe(201);
      const pass = res.json<BusPass>();
      expect(pass).toMatchObject({
        status: 'allotted',
        rollNumber: studentRoll,
        route: { code: 'T-01' },
        stop: { name: 'Near Stop', pickupTime: '07:30' },
        feePaise: 1_200_000,
        paidPaise: 0,
        owedPaise: 1_200_000,
        allottedOn: '2026-08-03',
        validUntil: '2027-05-31',
        printable: false,
      });
      expect(await transportDue(studentRoll)).toMatchObject({ semester: null, duePaise: 1_200_000 });
      // The parent sees the ward's pass.
      expect((await call('GET', '/api/transport/me/pass', as.parent!)).json<OwnBusPass>().pass?.id).toBe(pass.id);
      const again = await call('POST', '/api/transport/me/pass', as.parent!, { stopId: far().id });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already has a bus pass on route T-01: change its stop instead/);
      // Not printable until paid.
      const early = await call('GET', `/api/transport/me/pass/${pass.id}/pdf`, as.student!);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('The bus pass is printed once its fee is paid: ₹12,000.00 is due');
    });

    it('fills the bus, then puts the next applicants on the waiting list in the order they applied', async () => {
      const first = await office('POST', '/api/transport/passes', { stopId: far().id, rollNo: rolls[0] });
      expect(first.json<BusPass>()).toMatchObject({ status: 'allotted', feePaise: 1_600_000 });
      const second = await office('POST', '/api/transport/passes', { stopId: far().id, rollNo: rolls[1] });
      const third = await office('POST', '/api/transport/passes', { stopId: near().id, rollNo: rolls[2] });
      expect(second.json<BusPass>()).toMatchObject({ status: 'waiting', waitingPosition: 1, owedPaise: 0 });
      expect(third.json<BusPass>()).toMatchObject({ status: 'waiting', waitingPosition: 2 });
      expect(await transportDue(rolls[1]!)).toBeUndefined();
      const page = (await office('GET', `/api/transport/passes?routeId=${small.id}&status=waiting`)).json<BusPassPage>();
      expect(page.total).toBe(2);
      expect(page.rows.map((r) => r.rollNumber)).toEqual([rolls[1], rolls[2]]);
    });

    it('names the office’s mistakes by field', async () => {
      const unknown = await office('POST', '/api/transport/passes', { stopId: 999_999, rollNo: rolls[3] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: 'stopId', message: 'No such stop: choose a stop of a route' });
      const noRoll = await office('POST', '/api/transport/passes', { stopId: near().id });
      expect(noRoll.statusCode).toBe(400);
      expect(noRoll.json()).toMatchObject({ field: 'rollNo' });
      const noStudent = await office('POST', '/api/transport/passes', { stopId: near().id, rollNo: 'NOSUCH1' });
      expect(noStudent.statusCode).toBe(400);
      expect(noStudent.json()).toMatchObject({ field: 'rollNo' });
      const cancelShort = await office('POST', '/api/transport/passes/1/cancel', { reason: 'no' });
      expect(cancelShort.statusCode).toBe(400);
      expect(cancelShort.json().errors ?? [cancelShort.json()]).toContainEqual(
        expect.objectContaining({ field: 'reason', message: 'Say in at least 5 characters why the pass is cancelled' }),
      );
      // Students cannot act for others or reach the office's list.
      expect((await call('GET', '/api/transport/passes', as.student!)).statusCode).toBe(403);
      expect((await call('POST', '/api/transport/passes', as.student!, { stopId: near().id, rollNo: rolls[3] })).statusCode).toBe(403);
    });

    it('prints the pass once paid, with the photo’s place and a QR that the public page verifies by name, route, stop and validity', async () => {
      const own = (await call('GET', '/api/transport/me/pass', as.student!)).json<OwnBusPass>().pass!;
      const [{ code: before }] = await rows<{ code: string }>(sql`select verify_code as code from transport_passes where id = ${own.id}`);
      // Checked before paying (and kept), then paid at the counter: the payment's change reaches the kept check.
      expect((await t.app.inject({ method: 'GET', url: `/api/transport/verify/${before}` })).json().state).toBe('unpaid');
      await payAtCounter(studentRoll, 1_200_000);
      const paid = (await call('GET', '/api/transport/me/pass', as.student!)).json<OwnBusPass>().pass!;
      expect(paid).toMatchObject({ paidPaise: 1_200_000, owedPaise: 0, printable: true });
      const pdf = await call('GET', `/api/transport/me/pass/${own.id}/pdf`, as.student!);
      expect(pdf.statusCode, pdf.body).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload, encoding: 'utf8' });
      expect(text).toContain('BUS PASS');
      expect(text).toContain(studentRoll);
      expect(text).toContain('T-01 · Test route');
      expect(text).toContain('Near Stop · 07:30');
      expect(text).toContain('31 May 2027');
      // Another student's pass is not theirs to print.
      const other = (await office('GET', `/api/transport/passes?q=${rolls[0]}`)).json<BusPassPage>().rows[0]!;
      expect((await call('GET', `/api/transport/me/pass/${other.id}/pdf`, as.student!)).statusCode).toBe(404);

      const [{ code }] = await rows<{ code: string }>(sql`select verify_code as code from transport_passes where id = ${own.id}`);
      expect(code).toMatch(/^[A-Z2-9]{12}$/);
      // The code is printed under the QR, for a conductor who types it.
      expect(text).toContain(code);
      const verified = await t.app.inject({ method: 'GET', url: `/api/transport/verify/${code.toLowerCase()}` });
      expect(verified.statusCode, verified.body).toBe(200);
      const answer = verified.json<BusPassVerification>();
      expect(answer).toMatchObject({ routeCode: 'T-01', routeName: 'Test route', stopName: 'Near Stop', validUntil: '2027-05-31', state: 'valid' });
      expect(Object.keys(answer).sort()).toEqual(['collegeName', 'routeCode', 'routeName', 'state', 'stopName', 'studentName', 'validUntil']);
      const unpaid = await rows<{ code: string }>(sql`select p.verify_code as code from transport_passes p join students s on s.id = p.student_id where s.roll_number = ${rolls[0]!}`);
      expect((await t.app.inject({ method: 'GET', url: `/api/transport/verify/${unpaid[0]!.code}` })).json().state).toBe('unpaid');
      const wrong = await t.app.inject({ method: 'GET', url: '/api/transport/verify/ABCDEFGHJKMN' });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json().message).toBe('This is not a bus pass of the college');
    });

    it('moves a pass to a farther stop from September: ten months of ten at the new fare, the due grows by the difference', async () => {
      now = new Date('2026-08-20T05:00:00Z');
      const own = (await call('GET', '/api/transport/me/pass', as.student!)).json<OwnBusPass>().pass!;
      const same = await office('POST', `/api/transport/passes/${own.id}/stop`, { stopId: near().id });
      expect(same.statusCode).toBe(400);
      expect(same.json()).toMatchObject({ field: 'stopId', message: 'The pass is already for Near Stop' });
      const moved = await office('POST', `/api/transport/passes/${own.id}/stop`, { stopId: far().id });
      expect(moved.statusCode, moved.body).toBe(200);
      // August to May is ten months; nine are left after August: 12,000 + 4,000 × 9/10 = 15,600.
      expect(moved.json<BusPass>()).toMatchObject({ stop: { name: 'Far Stop' }, feePaise: 1_560_000, paidPaise: 1_200_000, owedPaise: 360_000, printable: false });
      expect(await transportDue(studentRoll)).toMatchObject({ duePaise: 360_000 });
      const [entry] = await rows<{ action: string }>(sql`select action from audit_log where entity = 'transport_pass' order by id desc limit 1`);
      expect(entry!.action).toBe('transport.passStopChanged');
    });

    it('cancels a pass: its unpaid fee is no longer asked and its seat goes to the first who waits', async () => {
      const first = (await office('GET', `/api/transport/passes?q=${rolls[0]}`)).json<BusPassPage>().rows[0]!;
      const [{ code }] = await rows<{ code: string }>(sql`select verify_code as code from transport_passes where id = ${first.id}`);
      const check = async () => (await t.app.inject({ method: 'GET', url: `/api/transport/verify/${code}` })).json<BusPassVerification>().state;
      // Asked twice, the second answer from memory; the cancellation must still reach it.
      expect([await check(), await check()]).toEqual(['unpaid', 'unpaid']);
      const res = await office('POST', `/api/transport/passes/${first.id}/cancel`, { reason: 'Left the college' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<BusPass>()).toMatchObject({ status: 'cancelled', owedPaise: 0, cancelledOn: '2026-08-20' });
      expect(await check()).toBe('cancelled');
      expect(await transportDue(rolls[0]!)).toBeUndefined();
      const next = (await office('GET', `/api/transport/passes?q=${rolls[1]}`)).json<BusPassPage>().rows[0]!;
      expect(next).toMatchObject({ status: 'allotted', allottedOn: '2026-08-20', owedPaise: 1_600_000 });
      const last = (await office('GET', `/api/transport/passes?q=${rolls[2]}`)).json<BusPassPage>().rows[0]!;
      expect(last).toMatchObject({ status: 'waiting', waitingPosition: 1 });
      const twice = await office('POST', `/api/transport/passes/${first.id}/cancel`, { reason: 'Left the college' });
      expect(twice.statusCode).toBe(409);
      // A full route refuses a move onto it, naming the waiting.
      const own = (await call('GET', '/api/transport/me/pass', as.student!)).json<OwnBusPass>();
      const elsewhere = own.routes.find((r) => r.code !== 'T-01' && r.seatsFree > 0)!;
      const away = await office('POST', `/api/transport/passes/${own.pass!.id}/stop`, { stopId: elsewhere.stops[0]!.id });
      expect(away.statusCode, away.body).toBe(200);
      // Leaving T-01 freed a seat: the last one waiting rides.
      expect((await office('GET', `/api/transport/passes?q=${rolls[2]}`)).json<BusPassPage>().rows[0]).toMatchObject({ status: 'allotted' });
      const back = await office('POST', `/api/transport/passes/${own.pass!.id}/stop`, { stopId: near().id });
      expect(back.statusCode).toBe(409);
      expect(back.json().message).toBe('Route T-01 has no seat free: 0 waiting');
    });

    it('gives the last seat once when two apply at the same moment', async () => {
      await t.database.db.execute(sql`update transport_vehicles set capacity = capacity + 1 where registration_number = 'TS07UB2001'`);
      const [a, b] = await Promise.all([
        office('POST', '/api/transport/passes', { stopId: near().id, rollNo: rolls[3] }),
        office('POST', '/api/transport/passes', { stopId: far().id, rollNo: rolls[0] }),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect([a.json<BusPass>().status, b.json<BusPass>().status].sort()).toEqual(['allotted', 'waiting']);
      const [{ riding }] = await rows<{ riding: number }>(
        sql`select count(*)::int as riding from transport_passes where route_id = ${small.id} and status = 'allotted'`,
      );
      expect(riding).toBe(3);
    });

    it('keeps a stop that passes name when the route is saved without it, and a route with passes', async () => {
      const res = await office('PUT', `/api/transport/routes/${small.id}`, {
        code: 'T-01',
        name: 'Test route',
        vehicleId: small.vehicle!.id,
        stops: [{ name: 'Far Stop', pickupTime: '07:05', distanceKm: 18 }],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ field: 'stops', message: 'The stop Near Stop has bus passes: change their stop before taking it off the route' });
      // A stop kept by name keeps its passes through a change of time and order.
      const kept = await office('PUT', `/api/transport/routes/${small.id}`, {
        code: 'T-01',
        name: 'Test route',
        vehicleId: small.vehicle!.id,
        stops: [
          { name: 'Far Stop', pickupTime: '06:55', distanceKm: 18 },
          { name: 'Middle Stop', pickupTime: '07:10', distanceKm: 11 },
          { name: 'Near Stop', pickupTime: '07:25', distanceKm: 4 },
        ],
      });
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<Route>().stops.find((s) => s.name === 'Near Stop')!.id).toBe(near().id);
      const removed = await office('DELETE', `/api/transport/routes/${small.id}`);
      expect(removed.statusCode).toBe(409);
      expect(removed.json().message).toMatch(/^Route T-01 has bus passes/);
    });

    it('closes applications to students, not to the office', async () => {
      const saved = await office('PUT', '/api/transport/pass-settings', { applicationsOpen: false, validUntil: '2027-05-31' });
      expect(saved.statusCode, saved.body).toBe(200);
      await t.database.db.execute(sql`update transport_passes set status = 'cancelled', cancelled_on = '2026-08-20' where student_id = (select student_id from users where username = 'student')`);
      const refused = await call('POST', '/api/transport/me/pass', as.student!, { stopId: near().id });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Bus pass applications are closed');
      const byOffice = await office('POST', '/api/transport/passes', { stopId: near().id, rollNo: studentRoll });
      expect(byOffice.statusCode, byOffice.body).toBe(201);
    });
  });
}
