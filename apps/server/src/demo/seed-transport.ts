import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { collegeToday, fareFor, TRANSPORT_FEE_CODE } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { addDays } from '../features/college-calendar/college-days.js';
import { batches } from '../features/masterdata/masterdata.table.js';
import { feeTypes, studentCharges } from '../features/payments/payments.table.js';
import { passVerifyCode } from '../features/transport/bus-pass-seats.js';
import { defaultValidUntil } from '../features/transport/bus-pass.service.js';
import {
  transportFareSlabs,
  transportPasses,
  transportRoutes,
  transportStops,
  transportVehicles,
} from '../features/transport/transport.table.js';
import { intakeYear } from './incoming-batch.js';
import { payDemoOrders } from './seed-payments-history.js';

/** A demo route: its stops from the farthest in, each with minutes before the bus reaches the college and kilometres out. */
interface DemoRoute {
  code: string;
  name: string;
  stops: [name: string, minutesOut: number, km: number][];
}

/** Ten routes into the college at Gandimaisamma, north-west Hyderabad, from across the city. */
const ROUTES: DemoRoute[] = [
  {
    code: 'R-01',
    name: 'Secunderabad – College',
    stops: [
      ['Secunderabad Station', 95, 32.5],
      ['Paradise', 85, 30],
      ['Begumpet', 75, 26.5],
      ['Balanagar', 60, 19],
      ['Jeedimetla', 40, 11.5],
      ['Dundigal', 15, 3.5],
    ],
  },
  {
    code: 'R-02',
    name: 'Dilsukhnagar – College',
    stops: [
      ['Dilsukhnagar', 110, 38],
      ['Malakpet', 100, 35],
      ['Koti', 90, 32],
      ['Lakdikapul', 80, 28.5],
      ['Ameerpet', 65, 23],
      ['Miyapur', 30, 9],
    ],
  },
  {
    code: 'R-03',
    name: 'Uppal – College',
    stops: [
      ['Uppal X Roads', 105, 36],
      ['Habsiguda', 95, 33],
      ['Tarnaka', 90, 31],
      ['Bowenpally', 65, 21],
      ['Suchitra', 45, 14],
      ['Bahadurpally', 20, 5],
    ],
  },
  {
    code: 'R-04',
    name: 'Kukatpally – College',
    stops: [
      ['KPHB Colony', 55, 19.5],
      ['Kukatpally Y Junction', 50, 17.5],
      ['JNTU', 45, 16],
      ['Nizampet', 35, 11],
      ['Bachupally', 25, 7.5],
    ],
  },
  {
    code: 'R-05',
    name: 'Mehdipatnam – College',
    stops: [
      ['Mehdipatnam', 100, 34],
      ['Tolichowki', 90, 31],
      ['Gachibowli', 75, 24.5],
      ['Kondapur', 65, 21],
      ['Hafeezpet', 50, 15],
      ['Miyapur X Roads', 40, 11],
    ],
  },
  {
    code: 'R-06',
    name: 'LB Nagar – College',
    stops: [
      ['LB Nagar', 115, 40],
      ['Kothapet', 108, 38],
      ['Chaderghat', 95, 33.5],
      ['Narayanguda', 88, 31],
      ['Panjagutta', 75, 26],
      ['Erragadda', 65, 22.5],
      ['Moosapet', 55, 19],
    ],
  },
  {
    code: 'R-07',
    name: 'Hitech City – College',
    stops: [
      ['Madhapur', 65, 22],
      ['Hitech City', 60, 20.5],
      ['Kondapur', 50, 17],
      ['Chandanagar', 40, 13.5],
      ['Bachupally X Roads', 20, 6],
    ],
  },
  {
    code: 'R-08',
    name: 'Medchal – College',
    stops: [
      ['Medchal', 50, 18],
      ['Kandlakoya', 40, 14],
      ['Gundlapochampally', 30, 10],
      ['Dulapally', 18, 5.5],
    ],
  },
  {
    code: 'R-09',
    name: 'Patancheru – College',
    stops: [
      ['Patancheru', 60, 21],
      ['Beeramguda', 50, 17.5],
      ['Chandanagar', 40, 13],
      ['Miyapur', 30, 9.5],
      ['Pragathi Nagar', 18, 5],
    ],
  },
  {
    code: 'R-10',
    name: 'Alwal – College',
    stops: [
      ['Alwal', 55, 19],
      ['Bolarum', 45, 16],
      ['Kompally', 35, 12],
      ['Suraram', 25, 8],
      ['Gandimaisamma X Roads', 10, 2],
    ],
  },
];

const DRIVERS = [
  'K. Srinivas',
  'M. Ramesh',
  'P. Venkatesh',
  'Sk. Khaja Moinuddin',
  'B. Narsimha',
  'G. Yadagiri',
  'T. Mallesh',
  'D. Anjaiah',
  'Ch. Ravi Kumar',
  'V. Raju',
  'N. Sailu',
];
const ATTENDANTS = ['R. Lakshmi', 'S. Padma', null, 'A. Sunitha', null, 'K. Jyothi', 'M. Swaroopa', null, 'P. Anitha', 'B. Saritha', null];

/** The bus's arrival at the college: 08:50, first period at nine. */
const ARRIVAL_MINUTES = 8 * 60 + 50;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The demo college's bus fares a year: the farthest demo stop is 40 km out, so every stop has a fare. */
const FARE_SLABS: [upToKm: number, rupees: number][] = [
  [10, 12_000],
  [20, 16_000],
  [30, 20_000],
  [45, 24_000],
];

/**
 * The demo's fleet and routes: eleven buses (one a spare), each route run by one; every paper
 * valid for months, but one bus's insurance lapsing next week and the spare's pollution check lapsed;
 * the fare slabs, should none be set; and the college year's bus passes, should there be none.
 */
export async function seedTransport(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ slabs }] = (await db.select({ slabs: sql<number>`count(*)::int` }).from(transportFareSlabs)) as [{ slabs: number }];
  if (slabs === 0)
    await db.insert(transportFareSlabs).values(FARE_SLABS.map(([km, rupees]) => ({ upToKm: km.toFixed(1), feePaise: rupees * 100 })));
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(transportVehicles)) as [{ n: number }];
  if (n === 0) await seedFleet(db, today);
  await seedBusPasses(db, today);
}

/** The eleven buses and the ten routes they run, with their stops. */
async function seedFleet(db: DbOrTx, today: string): Promise<void> {
  const vehicles = await db
    .insert(transportVehicles)
    .values(
      DRIVERS.map((driverName, i) => ({
        registrationNumber: `TS08UA${String(4101 + i * 37).padStart(4, '0')}`,
        capacity: i % 3 === 2 ? 40 : 52,
        driverName,
        driverPhone: `98480${String(21000 + i * 113).padStart(5, '0')}`,
        attendantName: ATTENDANTS[i] ?? null,
        attendantPhone: ATTENDANTS[i] ? `94400${String(33000 + i * 71).padStart(5, '0')}` : null,
        fitnessUntil: addDays(today, 180 + i * 23),
        insuranceUntil: addDays(today, i === 3 ? 6 : 120 + i * 17),
        permitUntil: addDays(today, 700 + i * 40),
        pollutionUntil: addDays(today, i === 10 ? -4 : 60 + i * 9),
      })),
    )
    .returning({ id: transportVehicles.id });
  for (const [i, route] of ROUTES.entries()) {
    const [row] = await db
      .insert(transportRoutes)
      .values({ code: route.code, name: route.name, vehicleId: vehicles[i]!.id })
      .returning({ id: transportRoutes.id });
    await db.insert(transportStops).values(
      route.stops.map(([name, minutesOut, km], position) => ({
        routeId: row!.id,
        position: position + 1,
        name,
        pickupTime: clock(ARRIVAL_MINUTES - minutesOut),
        distanceKm: km.toFixed(1),
      })),
    );
  }
}

/** The route whose bus the demo fills, with students waiting for a seat. */
const FULL_ROUTE = 'R-09';
const WAITING_ON_FULL = 3;
/** Where the demo student boards: their pass is paid and printable. */
const OWN_STOP = { route: 'R-04', stop: 'Nizampet' };
/** Riders of the other routes: four to six each. */
const ridersOf = (routeIndex: number) => 4 + (routeIndex % 3);

const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The demo's bus passes, given in the June the college year began: each route a few riders spread
 * over its stops, one route's bus full with three waiting, the demo student's on route R-04. Each
 * seat's year's fare is laid as a Transport Fee due, and about half of them (the demo student's
 * among them) were paid online with a receipt, as the orders feature records a payment. At most half
 * of the register rides, so a small demo leaves students without a pass. Runs once: a database with
 * passes is left as it is.
 */
async function seedBusPasses(db: DbOrTx, today: string, now = new Date()): Promise<void> {
  const [{ passes }] = (await db.select({ passes: sql<number>`count(*)::int` }).from(transportPasses)) as [{ passes: number }];
  if (passes > 0) return;
  const routes = (
    await db
      .select({ id: transportRoutes.id, code: transportRoutes.code, capacity: transportVehicles.capacity })
      .from(transportRoutes)
      .innerJoin(transportVehicles, eq(transportVehicles.id, transportRoutes.vehicleId))
      .orderBy(asc(transportRoutes.code))
  ).filter((r) => ROUTES.some((d) => d.code === r.code));
  const slabs = (await db.select().from(transportFareSlabs).orderBy(asc(transportFareSlabs.upToKm))).map((s) => ({
    upToKm: Number(s.upToKm),
    feePaise: s.feePaise,
  }));
  // Stops beyond the fare slabs (the office may have set others) have no fare: nobody is given one.
  const stops = (await db.select().from(transportStops).orderBy(asc(transportStops.routeId), asc(transportStops.position)))
    .map((s) => ({ ...s, feePaise: fareFor(Number(s.distanceKm), slabs)?.feePaise }))
    .filter((s): s is typeof s & { feePaise: number } => s.feePaise !== undefined);
  const [own] = await db.select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  const [office] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'transportation_incharge'));
  // Students of the register, not the incoming batch admitted after the passes were given.
  const register = await db
    .select({ id: students.id })
    .from(students)
    .innerJoin(batches, eq(batches.id, students.batchId))
    .where(and(eq(students.status, 'active'), lt(batches.startYear, intakeYear(today)), sql`${students.id} <> ${own?.id ?? 0}`))
    .orderBy(asc(students.id));
  if (routes.length === 0 || stops.length === 0) return;

  // The seats, a round of every route at a time, so that a small demo gives each route some riders first.
  const quota = new Map(
    routes.map((r, i) => [r.id, r.code === FULL_ROUTE ? r.capacity + WAITING_ON_FULL : Math.min(ridersOf(i), r.capacity)]),
  );
  const slots: (typeof routes)[number][] = [];
  for (let round = 0; routes.some((r) => quota.get(r.id)! > round); round++) slots.push(...routes.filter((r) => quota.get(r.id)! > round));
  slots.splice(Math.floor(register.length / 2));
  const stride = Math.max(1, Math.floor(register.length / Math.max(1, slots.length)));

  const validUntil = defaultValidUntil(today);
  const givenFrom = earlier(today, `${Number(validUntil.slice(0, 4)) - 1}-06-15`);
  const seated = new Map<number, number>();
  const rows: (typeof transportPasses.$inferInsert & { stopName: string; routeCode: string })[] = [];
  const add = (route: (typeof routes)[number], studentId: number, stop: (typeof stops)[number]) => {
    const k = rows.length;
    const allotted = (seated.get(route.id) ?? 0) < route.capacity;
    if (allotted) seated.set(route.id, (seated.get(route.id) ?? 0) + 1);
    const day = allotted ? earlier(today, addDays(givenFrom, k % 12)) : earlier(today, addDays(givenFrom, 20));
    rows.push({
      studentId,
      routeId: route.id,
      stopId: stop.id,
      status: allotted ? 'allotted' : 'waiting',
      feePaise: stop.feePaise,
      validUntil,
      allottedOn: allotted ? day : null,
      verifyCode: allotted ? passVerifyCode() : null,
      appliedAt: new Date(Date.parse(`${day}T03:30:00Z`) + k * 60_000),
      appliedBy: office?.id ?? null,
      stopName: stop.name,
      routeCode: route.code,
    });
  };
  const ownRoute = routes.find((r) => r.code === OWN_STOP.route);
  const ownStop = stops.find((s) => s.routeId === ownRoute?.id && s.name === OWN_STOP.stop);
  if (own?.id && ownRoute && ownStop) add(ownRoute, own.id, ownStop);
  const onRoute = new Map<number, number>();
  slots.forEach((route, k) => {
    const routeStops = stops.filter((s) => s.routeId === route.id);
    const n = onRoute.get(route.id) ?? 0;
    onRoute.set(route.id, n + 1);
    const student = register[(k * stride + Math.floor(stride / 2)) % register.length];
    if (routeStops.length > 0 && student) add(route, student.id, routeStops[(n * 2 + route.id) % routeStops.length]!);
  });
  if (rows.length === 0) return;

  const ids = await db
    .insert(transportPasses)
    .values(rows.map(({ stopName: _stop, routeCode: _route, ...pass }) => pass))
    .returning({ id: transportPasses.id, studentId: transportPasses.studentId });
  const passOf = new Map(ids.map((p) => [p.studentId, p.id]));
  await db
    .insert(feeTypes)
    .values({ code: TRANSPORT_FEE_CODE, name: 'Transport Fee', category: 'miscellaneous' })
    .onConflictDoNothing({ target: feeTypes.code });
  const [fee] = await db.select({ id: feeTypes.id }).from(feeTypes).where(eq(feeTypes.code, TRANSPORT_FEE_CODE));
  const seats = rows.filter((r) => r.status === 'allotted');
  await db.insert(studentCharges).values(
    seats.map((r) => ({
      studentId: r.studentId,
      feeTypeId: fee!.id,
      amountPaise: r.feePaise,
      reason: `Bus pass: route ${r.routeCode}, ${r.stopName}`,
      transportPassId: passOf.get(r.studentId)!,
      createdBy: office?.id ?? null,
      createdAt: r.appliedAt,
    })),
  );

  // About half the seats were paid online within weeks, the demo student's among them; receipts in the order they were paid.
  const paid = seats
    .filter((r, i) => r.studentId === own?.id || i % 2 === 1)
    .map((r, i) => {
      const day = earlier(today, addDays(r.allottedOn!, 2 + ((i * 5) % 23)));
      const paidAt = new Date(Math.min(Date.parse(`${day}T05:30:00Z`) + i * 60_000, now.getTime() - 60_000));
      return { ...r, passId: passOf.get(r.studentId)!, paidAt };
    })
    .sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime());
  await payDemoOrders(
    db,
    900_000,
    paid.map((r, i) => ({
      key: `bus-pass/${r.passId}`,
      studentId: r.studentId,
      items: [{ feeTypeId: fee!.id, amountPaise: r.feePaise }],
      paidAt: r.paidAt,
      cardLast4: i % 3 === 0 ? null : String(1000 + ((r.passId * 7919) % 9000)),
    })),
  );
}
