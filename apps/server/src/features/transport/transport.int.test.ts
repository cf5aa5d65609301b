import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusPass, BusPassPage, Route, RoutesPage, TransportFigures, Vehicle, VehiclesPage } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** A vehicle whose papers are valid for years, but for the insurance, which lapses in `insuranceDays`. */
const vehicle = (registrationNumber: string, extra: Record<string, unknown> = {}) => ({
  registrationNumber,
  capacity: 52,
  driverName: 'K. Srinivas',
  driverPhone: '+91 98480 12345',
  attendantName: '',
  attendantPhone: '',
  fitnessUntil: '2027-06-30',
  insuranceUntil: '2027-03-31',
  permitUntil: '2029-01-15',
  pollutionUntil: '2026-07-31',
  ...extra,
});

const stops = [
  { name: 'Kukatpally Y Junction', pickupTime: '7:05', distanceKm: '24.5' },
  { name: 'Miyapur X Roads', pickupTime: '07:20', distanceKm: 18 },
  { name: 'Gandimaisamma', pickupTime: '07:45', distanceKm: '6' },
];

for (const target of targets) {
  describe(`transport routes and vehicles (${target})`, () => {
    let t: TestApp;
    // Monday 12 January 2026, morning in India.
    const now = new Date('2026-01-12T04:00:00Z');
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers = as.transportation_incharge) =>
      t.app.inject({ method, url, payload, headers });
    const fieldOf = (res: { json: () => unknown }) => (res.json() as { field?: string; message: string }).field;

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      for (const user of ['transportation_incharge', 'admin', 'principal', 'student', 'library_incharge', 'accountant', 'feepayments'])
        as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    it('adds a vehicle as it is painted, keeps it compact, and reads its papers by today', async () => {
      const res = await send('POST', '/api/transport/vehicles', vehicle('ts 09-ea 1234', { insuranceUntil: '2026-01-19' }));
      expect(res.statusCode, res.body).toBe(201);
      const added = res.json<Vehicle>();
      expect(added).toMatchObject({ registrationNumber: 'TS09EA1234', driverPhone: '9848012345', attendantName: null, route: null });
      expect(added.papers).toEqual([
        { kind: 'fitness', until: '2027-06-30', daysLeft: 534, state: 'valid' },
        { kind: 'insurance', until: '2026-01-19', daysLeft: 7, state: 'lapsing' },
        { kind: 'permit', until: '2029-01-15', daysLeft: 1099, state: 'valid' },
        { kind: 'pollution', until: '2026-07-31', daysLeft: 200, state: 'valid' },
      ]);
      const [saved] = await rows<{ reg: string; insurance: string }>(
        sql`select registration_number as reg, insurance_until::text as insurance from transport_vehicles where id = ${added.id}`,
      );
      expect(saved).toEqual({ reg: 'TS09EA1234', insurance: '2026-01-19' });
      const [entry] = await rows<{ action: string }>(
        sql`select action from audit_log where entity = 'transport_vehicle' and entity_id = ${String(added.id)}`,
      );
      expect(entry?.action).toBe('transport.vehicleAdded');
    });

    it('refuses a vehicle with a bad registration, phone, seats or date, naming the field', async () => {
      const cases: [object, string, string][] = [
        [vehicle('HYD 1234'), 'registrationNumber', 'The registration number must be written as on the vehicle'],
        [vehicle('TS07AB1111', { driverPhone: '12345' }), 'driverPhone', 'The driver’s phone must be a mobile number of 10 digits'],
        [vehicle('TS07AB1111', { capacity: 0 }), 'capacity', 'Seats must be a whole number from 1 to 120'],
        [vehicle('TS07AB1111', { permitUntil: '2026-02-30' }), 'permitUntil', 'Permit valid until must be a date'],
      ];
      for (const [payload, field, message] of cases) {
        const res = await send('POST', '/api/transport/vehicles', payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(fieldOf(res)).toBe(field);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
      expect(await rows(sql`select 1 from transport_vehicles where registration_number = 'TS07AB1111'`)).toEqual([]);
    });

    it('takes one of two vehicles sent at once with the same registration, and tells the other', async () => {
      const [a, b] = await Promise.all([
        send('POST', '/api/transport/vehicles', vehicle('AP 39 TA 4567')),
        send('POST', '/api/transport/vehicles', vehicle('ap39ta4567')),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      const refused = a.statusCode === 409 ? a : b;
      expect(refused.json()).toMatchObject({ field: 'registrationNumber', message: 'Vehicle AP 39 TA 4567 is already in the fleet' });
    });

    it('adds a route with its stops in order, finds it by a stop, and gives a vehicle one route only', async () => {
      const bus = (await send('POST', '/api/transport/vehicles', vehicle('TS08UB7001'))).json<Vehicle>();
      const res = await send('POST', '/api/transport/routes', { code: 't-04', name: 'Kukatpally – College', vehicleId: bus.id, stops });
      expect(res.statusCode, res.body).toBe(201);
      const route = res.json<Route>();
      expect(route).toMatchObject({ code: 'T-04', vehicle: { id: bus.id, registrationNumber: 'TS08UB7001', capacity: 52 } });
      expect(route.stops.map((s) => [s.position, s.name, s.pickupTime, s.distanceKm])).toEqual([
        [1, 'Kukatpally Y Junction', '07:05', 24.5],
        [2, 'Miyapur X Roads', '07:20', 18],
        [3, 'Gandimaisamma', '07:45', 6],
      ]);
      const found = (await send('GET', '/api/transport/routes?q=miyapur')).json<RoutesPage>();
      expect(found.rows.map((r) => r.code)).toContain('T-04');
      expect((await send('GET', `/api/transport/vehicles?q=TS 08 UB`)).json<VehiclesPage>().rows[0]?.route).toEqual({
        id: route.id,
        code: 'T-04',
        name: 'Kukatpally – College',
      });

      const again = await send('POST', '/api/transport/routes', {
        code: 'T-05',
        name: 'Ameerpet',
        vehicleId: bus.id,
        stops: stops.slice(0, 1),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        field: 'vehicleId',
        message: 'Vehicle TS 08 UB 7001 already runs route T-04: give that route another vehicle first',
      });
      const sameCode = await send('POST', '/api/transport/routes', {
        code: 'T-04',
        name: 'Other',
        vehicleId: null,
        stops: stops.slice(0, 1),
      });
      expect(sameCode.json()).toMatchObject({ field: 'code', message: 'Route T-04 already exists' });

      const removing = await send('DELETE', `/api/transport/vehicles/${bus.id}`);
      expect(removing.statusCode).toBe(409);
      expect(removing.json()).toMatchObject({
        message: 'Vehicle TS 08 UB 7001 runs route T-04: give that route another vehicle before removing it',
      });
    });

    it('refuses stops out of order, twice, or badly written, all or nothing', async () => {
      const cases: [object[], string, string][] = [
        [
          [stops[1]!, stops[0]!],
          'stops.1.pickupTime',
          'Stops must be in the order the bus reaches them: Kukatpally Y Junction is picked up before Miyapur X Roads',
        ],
        [
          [stops[0]!, { ...stops[1]!, name: 'kukatpally y junction' }],
          'stops.1.name',
          'The stop kukatpally y junction is on the route twice',
        ],
        [[{ ...stops[0]!, pickupTime: '25:00' }], 'stops.0.pickupTime', 'The pick-up time of Kukatpally Y Junction must be a time of day'],
        [[{ ...stops[0]!, distanceKm: '12.55' }], 'stops.0.distanceKm', 'The distance of Kukatpally Y Junction must be in kilometres'],
        [[], 'stops', 'stops is required'],
      ];
      for (const [bad, field, message] of cases) {
        const res = await send('POST', '/api/transport/routes', { code: 'T-09', name: 'Bad', stops: bad });
        expect(res.statusCode, res.body).toBe(400);
        expect(fieldOf(res)).toBe(field);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
      expect(await rows(sql`select 1 from transport_routes where code = 'T-09'`)).toEqual([]);
    });

    it('changes a route’s stops and vehicle, then removes it with its stops', async () => {
      const route = (await send('POST', '/api/transport/routes', { code: 'T-11', name: 'Ameerpet', vehicleId: null, stops })).json<Route>();
      const bus = (await send('POST', '/api/transport/vehicles', vehicle('TS10UA2002'))).json<Vehicle>();
      const changed = await send('PUT', `/api/transport/routes/${route.id}`, {
        code: 'T-11',
        name: 'Ameerpet – College',
        vehicleId: bus.id,
        stops: [stops[2]!],
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json<Route>()).toMatchObject({
        name: 'Ameerpet – College',
        vehicle: { id: bus.id },
        stops: [{ position: 1, name: 'Gandimaisamma' }],
      });
      expect((await send('DELETE', `/api/transport/routes/${route.id}`)).statusCode).toBe(204);
      expect(await rows(sql`select 1 from transport_stops where route_id = ${route.id}`)).toEqual([]);
      expect((await send('DELETE', `/api/transport/routes/${route.id}`)).statusCode).toBe(404);
      expect((await send('PUT', `/api/transport/routes/${route.id}`, { code: 'T-11', name: 'x', stops })).statusCode).toBe(404);
      expect((await send('DELETE', `/api/transport/vehicles/${bus.id}`)).statusCode).toBe(204);
      const [entries] = await rows<{ n: number }>(
        sql`select count(*)::int as n from audit_log where entity = 'transport_route' and entity_id = ${String(route.id)}`,
      );
      expect(entries?.n).toBe(3);
    });

    it('counts the fleet and warns of papers lapsed or lapsing within 30 days, soonest first', async () => {
      await send('POST', '/api/transport/vehicles', vehicle('KA01AB0001', { pollutionUntil: '2026-01-05', fitnessUntil: '2026-02-10' }));
      const figures = (await send('GET', '/api/transport/figures')).json<TransportFigures>();
      const [counts] = await rows<{
        vehicles: number;
        seats: number;
        routes: number;
        stops: number;
        passesAllotted: number;
        passesWaiting: number;
      }>(
        sql`select (select count(*)::int from transport_vehicles) as vehicles, (select coalesce(sum(capacity),0)::int from transport_vehicles) as seats,
                   (select count(*)::int from transport_routes) as routes, (select count(*)::int from transport_stops) as stops,
                   (select count(*)::int from transport_passes where status = 'allotted') as "passesAllotted",
                   (select count(*)::int from transport_passes where status = 'waiting') as "passesWaiting"`,
      );
      expect(figures).toMatchObject(counts!);
      const mine = figures.papersDue.filter((p) => ['KA01AB0001', 'TS09EA1234'].includes(p.registrationNumber));
      expect(mine.map((p) => [p.registrationNumber, p.kind, p.state, p.daysLeft])).toEqual([
        ['KA01AB0001', 'pollution', 'lapsed', -7],
        ['TS09EA1234', 'insurance', 'lapsing', 7],
        ['KA01AB0001', 'fitness', 'lapsing', 29],
      ]);
      const days = figures.papersDue.map((p) => p.until);
      expect(days).toEqual([...days].sort());
    });

    it('counts the bus passes seated and waiting, what students owe of them, and each route’s and stop’s riders', async () => {
      const figures = async () => (await send('GET', '/api/transport/figures')).json<TransportFigures>();
      const before = await figures();
      // A bus of two seats on a route of two stops: 18 km (₹16,000 a year) and 4 km (₹12,000).
      const bus = (await send('POST', '/api/transport/vehicles', vehicle('TS08UB7100', { capacity: 2 }))).json<Vehicle>();
      const made = await send('POST', '/api/transport/routes', {
        code: 'F-01',
        name: 'Figures route',
        vehicleId: bus.id,
        stops: [
          { name: 'North Stop', pickupTime: '07:00', distanceKm: 18 },
          { name: 'South Stop', pickupTime: '07:30', distanceKm: 4 },
        ],
      });
      expect(made.statusCode, made.body).toBe(201);
      const route = made.json<Route>();
      const [north, south] = route.stops;
      const riders = (
        await rows<{ roll: string }>(
          sql`select s.roll_number as roll from students s where s.status = 'active'
              and not exists (select 1 from transport_passes p where p.student_id = s.id and p.status <> 'cancelled') order by s.id limit 3`,
        )
      ).map((r) => r.roll);
      const apply = async (stopId: number, rollNo: string) =>
        (await send('POST', '/api/transport/passes', { stopId, rollNo })).json<BusPass>();
      const first = await apply(north!.id, riders[0]!);
      const second = await apply(south!.id, riders[1]!);
      const third = await apply(north!.id, riders[2]!);
      expect([first.status, second.status, third.status]).toEqual(['allotted', 'allotted', 'waiting']);
      // The first pays ₹6,000 of ₹16,000 at the counter.
      const dues = (await send('GET', `/api/payments/dues?rollNo=${riders[0]}`, undefined, as.accountant)).json<{
        dues: { feeTypeId: number; feeTypeCode: string }[];
      }>();
      const transportFee = dues.dues.find((d) => d.feeTypeCode === 'TRANSPORT_FEE')!;
      const paid = await send(
        'POST',
        '/api/payments/counter/receipts',
        {
          rollNo: riders[0],
          requestKey: randomUUID(),
          items: [{ feeTypeId: transportFee.feeTypeId, semester: null, amountPaise: 600_000 }],
          mode: 'CASH',
          receivedFrom: riders[0],
        },
        as.feepayments,
      );
      expect(paid.statusCode, paid.body).toBe(201);

      const seated = await figures();
      expect(seated.passesAllotted).toBe(before.passesAllotted + 2);
      expect(seated.passesWaiting).toBe(before.passesWaiting + 1);
      expect(seated.passDuesPaise).toBe(before.passDuesPaise + 1_000_000 + 1_200_000);
      expect(seated.byRoute.find((r) => r.code === 'F-01')).toEqual({
        routeId: route.id,
        code: 'F-01',
        name: 'Figures route',
        registrationNumber: 'TS08UB7100',
        seats: 2,
        riding: 2,
        waiting: 1,
        seatsFree: 0,
      });
      expect(seated.byStop.filter((s) => s.routeId === route.id)).toEqual([
        { stopId: north!.id, routeId: route.id, name: 'North Stop', riding: 1 },
        { stopId: south!.id, routeId: route.id, name: 'South Stop', riding: 1 },
      ]);

      // The second is cancelled: what is unpaid of their fee is no longer owed, and the seat goes to the third, whose fee is laid.
      const cancelled = await send('POST', `/api/transport/passes/${second.id}/cancel`, { reason: 'Moved to the hostel' });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      const after = await figures();
      expect([after.passesAllotted, after.passesWaiting]).toEqual([before.passesAllotted + 2, before.passesWaiting]);
      expect(after.passDuesPaise).toBe(before.passDuesPaise + 1_000_000 + 1_600_000);
      expect(after.byRoute.find((r) => r.code === 'F-01')).toMatchObject({ riding: 2, waiting: 0, seatsFree: 0 });
      expect(after.byStop.filter((s) => s.routeId === route.id).map((s) => [s.name, s.riding])).toEqual([
        ['North Stop', 2],
        ['South Stop', 0],
      ]);

      // What is owed in all is what the office's list of passes says is owed of each seated pass.
      let owed = 0;
      for (let page = 1; ; page++) {
        const list = (await send('GET', `/api/transport/passes?status=allotted&size=50&page=${page}`)).json<BusPassPage>();
        owed += list.rows.reduce((sum, p) => sum + p.owedPaise, 0);
        if (page * 50 >= list.total) break;
      }
      expect(after.passDuesPaise).toBe(owed);
      // Every route by code and every stop, as the database orders them; a route without a bus has no seats.
      const codes = await rows<{ code: string }>(sql`select code from transport_routes order by code`);
      expect(after.byRoute.map((r) => r.code)).toEqual(codes.map((c) => c.code));
      expect(after.byStop).toHaveLength(after.stops);
      for (const r of after.byRoute) {
        expect(r.seatsFree).toBe(Math.max(0, r.seats - r.riding));
        if (r.registrationNumber === null) expect(r.seats).toBe(0);
        expect(after.byStop.filter((s) => s.routeId === r.routeId).reduce((n, s) => n + s.riding, 0)).toBe(r.riding);
      }
    });

    it('tells the transport office of each paper lapsing or lapsed once, in the app and by mail, however often it runs', async () => {
      const { papersDue } = (await send('GET', '/api/transport/figures')).json<TransportFigures>();
      const told = await t.app.paperWarnings.run();
      const [office] = await rows<{ n: number }>(
        sql`select count(*)::int as n from users where 'ROLE_TRANSPORTATION_INCHARGE' = any(roles) and status = 'active'`,
      );
      const mine = await rows<{ params: Record<string, string>; channel: string; address: string | null }>(
        sql`select n.params, n.channel, n.address from notifications n join users u on u.id = n.user_id
            where u.username = 'transportation_incharge' and n.kind = 'vehiclePaperDue' order by n.id`,
      );
      expect(mine.filter((m) => m.channel === 'app')).toHaveLength(papersDue.length);
      expect(mine.filter((m) => m.channel === 'email').length).toBe(papersDue.length);
      expect(told).toBeGreaterThanOrEqual(papersDue.length * office!.n);
      expect(mine.map((m) => m.params)).toContainEqual({
        registration: 'KA 01 AB 0001',
        paper: 'pollution',
        until: '2026-01-05',
        state: 'lapsed',
      });
      expect(mine.map((m) => m.params)).toContainEqual({
        registration: 'TS 09 EA 1234',
        paper: 'insurance',
        until: '2026-01-19',
        state: 'lapsing',
      });
      expect(await t.app.paperWarnings.run()).toBe(0);

      const page = (await send('GET', '/api/notifications?pageSize=50')).json<{
        rows: { kind: string; params: Record<string, string> }[];
      }>();
      expect(page.rows.filter((r) => r.kind === 'vehiclePaperDue')).toHaveLength(papersDue.length);
    });

    it('lets the office and the administrator keep routes, the principal read them, and nobody else either', async () => {
      expect((await send('GET', '/api/transport/routes', undefined, as.principal)).statusCode).toBe(200);
      expect((await send('GET', '/api/transport/figures', undefined, as.admin)).statusCode).toBe(200);
      const byPrincipal = await send('POST', '/api/transport/routes', { code: 'T-77', name: 'x', stops }, as.principal);
      expect(byPrincipal.statusCode).toBe(403);
      for (const user of ['student', 'library_incharge']) {
        expect((await send('GET', '/api/transport/vehicles', undefined, as[user])).statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/transport/routes' })).statusCode).toBe(401);
      const byAdmin = await send('POST', '/api/transport/routes', { code: 'T-78', name: 'Admin route', stops }, as.admin);
      expect(byAdmin.statusCode, byAdmin.body).toBe(201);
    });

    it('pages the routes and counts them all', async () => {
      for (let i = 0; i < 3; i++)
        await send('POST', '/api/transport/routes', { code: `P-${i}`, name: `Paged ${i}`, stops: stops.slice(0, 1) });
      const first = (await send('GET', '/api/transport/routes?q=Paged&size=2')).json<RoutesPage>();
      const second = (await send('GET', '/api/transport/routes?q=Paged&size=2&page=2')).json<RoutesPage>();
      expect(first.total).toBe(3);
      expect([...first.rows, ...second.rows].map((r) => r.code)).toEqual(['P-0', 'P-1', 'P-2']);
      const bad = await send('GET', '/api/transport/routes?size=500');
      expect(bad.statusCode).toBe(400);
      expect(fieldOf(bad)).toBe('size');
    });
  });
}
