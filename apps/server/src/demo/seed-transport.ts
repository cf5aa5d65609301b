import { sql } from 'drizzle-orm';
import { collegeToday } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { addDays } from '../features/library/circulation-days.js';
import { transportFareSlabs, transportRoutes, transportStops, transportVehicles } from '../features/transport/transport.table.js';

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
 * and the fare slabs, should none be set.
 */
export async function seedTransport(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ slabs }] = (await db.select({ slabs: sql<number>`count(*)::int` }).from(transportFareSlabs)) as [{ slabs: number }];
  if (slabs === 0)
    await db.insert(transportFareSlabs).values(FARE_SLABS.map(([km, rupees]) => ({ upToKm: km.toFixed(1), feePaise: rupees * 100 })));
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(transportVehicles)) as [{ n: number }];
  if (n > 0) return;
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
