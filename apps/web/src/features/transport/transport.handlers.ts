import { http, HttpResponse } from 'msw';
import type {
  BusPass,
  BusPassPage,
  BusPassSettings,
  BusPassVerification,
  OwnBusPass,
  FareSlabs,
  FareSlabsInput,
  Paper,
  Route,
  RouteInput,
  RoutesPage,
  TransportFigures,
  Vehicle,
  VehicleInput,
  VehiclesPage,
} from '@campus/shared';

/** The papers of a vehicle, every one valid for a year but those given. */
const papers = (...due: Paper[]): Paper[] =>
  (['fitness', 'insurance', 'permit', 'pollution'] as const).map(
    (kind) => due.find((p) => p.kind === kind) ?? { kind, until: '2027-11-30', daysLeft: 364, state: 'valid' },
  );

const BUS: Vehicle = {
  id: 1,
  registrationNumber: 'TS09EA1234',
  capacity: 52,
  driverName: 'Ramesh Goud',
  driverPhone: '9848012345',
  attendantName: 'Lakshmi Devi',
  attendantPhone: '9848054321',
  fitnessUntil: '2027-11-30',
  insuranceUntil: '2026-12-05',
  permitUntil: '2027-11-30',
  pollutionUntil: '2027-11-30',
  route: { id: 1, code: 'R-01', name: 'Kukatpally – College' },
  papers: papers({ kind: 'insurance', until: '2026-12-05', daysLeft: 4, state: 'lapsing' }),
};

const VAN: Vehicle = {
  id: 2,
  registrationNumber: '22BH1234AA',
  capacity: 14,
  driverName: 'Srinivas Rao',
  driverPhone: '9866011122',
  attendantName: null,
  attendantPhone: null,
  fitnessUntil: '2026-11-20',
  insuranceUntil: '2027-11-30',
  permitUntil: '2027-11-30',
  pollutionUntil: '2027-11-30',
  route: null,
  papers: papers({ kind: 'fitness', until: '2026-11-20', daysLeft: -11, state: 'lapsed' }),
};

const ROUTE: Route = {
  id: 1,
  code: 'R-01',
  name: 'Kukatpally – College',
  stops: [
    { id: 1, position: 1, name: 'Kukatpally', pickupTime: '07:05', distanceKm: 18.5, feePaise: 1_600_000 },
    { id: 2, position: 2, name: 'Miyapur', pickupTime: '07:20', distanceKm: 12, feePaise: 1_600_000 },
  ],
  vehicle: { id: 1, registrationNumber: 'TS09EA1234', capacity: 52 },
};

/** The college's fares: ₹12,000 a year up to 10 km, ₹16,000 up to 20 km. */
const FARES: FareSlabs = {
  slabs: [
    { upToKm: 10, feePaise: 1_200_000 },
    { upToKm: 20, feePaise: 1_600_000 },
  ],
  farthestKm: 20,
};

/** The yearly fee of a stop this far out; none beyond the slabs. */
const fareOf = (km: number) => FARES.slabs.find((s) => s.upToKm >= km)?.feePaise ?? null;

/** A route as the server keeps what was sent. */
function routeOf(id: number, input: RouteInput): Route {
  const vehicle = [BUS, VAN].find((v) => v.id === input.vehicleId);
  return {
    id,
    code: input.code,
    name: input.name,
    stops: input.stops.map((stop, i) => ({ id: id * 100 + i, position: i + 1, ...stop, feePaise: fareOf(stop.distanceKm) })),
    vehicle: vehicle ? { id: vehicle.id, registrationNumber: vehicle.registrationNumber, capacity: vehicle.capacity } : null,
  };
}

/** A vehicle as the server keeps what was sent, its papers valid for a year. */
const vehicleOf = (id: number, input: VehicleInput): Vehicle => ({ id, ...input, route: null, papers: papers() });

const ROUTES: RoutesPage = { total: 1, page: 1, size: 25, rows: [ROUTE] };
const VEHICLES: VehiclesPage = { total: 2, page: 1, size: 25, rows: [BUS, VAN] };
const FIGURES: TransportFigures = {
  routes: 1,
  stops: 2,
  vehicles: 2,
  seats: 66,
  routesWithoutVehicle: 0,
  papersDue: [
    { kind: 'fitness', until: '2026-11-20', daysLeft: -11, state: 'lapsed', vehicleId: 2, registrationNumber: '22BH1234AA' },
    { kind: 'insurance', until: '2026-12-05', daysLeft: 4, state: 'lapsing', vehicleId: 1, registrationNumber: 'TS09EA1234' },
  ],
  passesAllotted: 1,
  passesWaiting: 1,
  passDuesPaise: 400_000,
  byRoute: [
    {
      routeId: 1,
      code: 'R-01',
      name: 'Kukatpally – College',
      registrationNumber: 'TS09EA1234',
      seats: 52,
      riding: 1,
      waiting: 1,
      seatsFree: 51,
    },
  ],
  byStop: [
    { stopId: 1, routeId: 1, name: 'Kukatpally', riding: 0 },
    { stopId: 2, routeId: 1, name: 'Miyapur', riding: 1 },
  ],
};

/** The demo student's pass: a seat on R-01 at Miyapur, ₹4,000 of the year's ₹16,000 still due. */
export const PASS: BusPass = {
  id: 7,
  rollNumber: '22CS101',
  studentName: 'Aarav Sharma',
  status: 'allotted',
  route: { id: 1, code: 'R-01', name: 'Kukatpally – College' },
  stop: { id: 2, name: 'Miyapur', pickupTime: '07:20', distanceKm: 12 },
  feePaise: 1_600_000,
  paidPaise: 1_200_000,
  owedPaise: 400_000,
  waitingPosition: null,
  appliedAt: '2026-06-10T04:30:00.000Z',
  allottedOn: '2026-06-10',
  validUntil: '2027-05-31',
  cancelledOn: null,
  printable: false,
};

const WAITING: BusPass = {
  ...PASS,
  id: 8,
  rollNumber: '22CS102',
  studentName: 'Diya Reddy',
  status: 'waiting',
  paidPaise: 0,
  owedPaise: 0,
  waitingPosition: 1,
  allottedOn: null,
};

const PASS_SETTINGS: BusPassSettings = { applicationsOpen: true, validUntil: '2027-05-31' };

/** The student of the demo has no pass yet: one route with a seat free, its two stops with their fares. */
const OWN: OwnBusPass = {
  pass: null,
  settings: PASS_SETTINGS,
  routes: [
    {
      id: 1,
      code: 'R-01',
      name: 'Kukatpally – College',
      seatsFree: 3,
      waiting: 0,
      stops: ROUTE.stops.map(({ id, name, pickupTime, distanceKm, feePaise }) => ({ id, name, pickupTime, distanceKm, feePaise })),
    },
  ],
};

const VERIFIED: BusPassVerification = {
  collegeName: 'Campus Engineering College',
  studentName: 'Aarav Sharma',
  routeCode: 'R-01',
  routeName: 'Kukatpally – College',
  stopName: 'Miyapur',
  validUntil: '2027-05-31',
  state: 'valid',
};

/** Bus passes: the student applies and is given a seat, the office lists, cancels and sets the rules, a phone verifies. */
export const busPassHandlers = [
  http.get('/api/transport/me/pass', () => HttpResponse.json(OWN)),
  http.post('/api/transport/me/pass', async ({ request }) => {
    const { stopId } = (await request.json()) as { stopId: number };
    const stop = OWN.routes[0]!.stops.find((s) => s.id === stopId)!;
    const pass: BusPass = {
      ...PASS,
      stop: { id: stop.id, name: stop.name, pickupTime: stop.pickupTime, distanceKm: stop.distanceKm },
      feePaise: stop.feePaise!,
      paidPaise: 0,
      owedPaise: stop.feePaise!,
      allottedOn: '2026-12-01',
    };
    return HttpResponse.json(pass, { status: 201 });
  }),
  http.get('/api/transport/passes', () => HttpResponse.json({ total: 2, page: 1, size: 25, rows: [PASS, WAITING] } satisfies BusPassPage)),
  http.post('/api/transport/passes/:id/cancel', ({ params }) =>
    HttpResponse.json({ ...[PASS, WAITING].find((p) => p.id === Number(params.id))!, status: 'cancelled', cancelledOn: '2026-12-01' }),
  ),
  http.get('/api/transport/pass-settings', () => HttpResponse.json(PASS_SETTINGS)),
  http.put('/api/transport/pass-settings', async ({ request }) => HttpResponse.json((await request.json()) as BusPassSettings)),
  http.get('/api/transport/verify/:code', ({ params }) =>
    params.code === 'ABCDEFGHJKMN'
      ? HttpResponse.json(VERIFIED)
      : HttpResponse.json({ code: 'NOT_FOUND', message: 'This is not a bus pass of the college' }, { status: 404 }),
  ),
];

/** The transport office of the demo: one route run by a bus whose insurance lapses soon, a van whose fitness has lapsed, and two fare slabs. */
export const transportHandlers = [
  http.get('/api/transport/routes', () => HttpResponse.json(ROUTES)),
  http.get('/api/transport/vehicles', () => HttpResponse.json(VEHICLES)),
  http.get('/api/transport/figures', () => HttpResponse.json(FIGURES)),
  http.get('/api/transport/fares', () => HttpResponse.json(FARES)),
  http.put('/api/transport/fares', async ({ request }) => {
    const { slabs } = (await request.json()) as FareSlabsInput;
    return HttpResponse.json({ slabs, farthestKm: slabs.at(-1)?.upToKm ?? null } satisfies FareSlabs);
  }),
  http.post('/api/transport/routes', async ({ request }) => {
    const body = (await request.json()) as RouteInput;
    return HttpResponse.json(routeOf(2, body), { status: 201 });
  }),
  http.put('/api/transport/routes/:id', async ({ request, params }) =>
    HttpResponse.json(routeOf(Number(params.id), (await request.json()) as RouteInput)),
  ),
  http.delete('/api/transport/routes/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/transport/vehicles', async ({ request }) => {
    const body = (await request.json()) as VehicleInput;
    return HttpResponse.json(vehicleOf(3, body), { status: 201 });
  }),
  http.put('/api/transport/vehicles/:id', async ({ request, params }) =>
    HttpResponse.json(vehicleOf(Number(params.id), (await request.json()) as VehicleInput)),
  ),
  http.delete('/api/transport/vehicles/:id', () => new HttpResponse(null, { status: 204 })),
];
