import { http, HttpResponse } from 'msw';
import type {
  AllotmentPlan,
  AllotmentSettings,
  BedPlace,
  Block,
  BlockInput,
  HostelApplication,
  HostelApplicationsPage,
  HostelFees,
  HostelFigures,
  HostelSettlement,
  HostelVacate,
  OwnHostelApplication,
  Room,
  RoomInput,
  RoomsPage,
  RoomType,
  RoomTypeInput,
} from '@campus/shared';

const BOYS: Block = {
  id: 1,
  code: 'BH-1',
  name: 'Godavari',
  gender: 'boys',
  floors: 3,
  wardenName: 'P. Venkateswarlu',
  wardenPhone: '9440012345',
  rooms: 2,
  beds: 3,
};
const GIRLS: Block = {
  id: 2,
  code: 'GH-1',
  name: 'Krishna',
  gender: 'girls',
  floors: 2,
  wardenName: null,
  wardenPhone: null,
  rooms: 0,
  beds: 0,
};

const SINGLE: RoomType = {
  id: 1,
  code: 'SGL-AC',
  name: 'Single, AC',
  bedsPerRoom: 1,
  ac: true,
  rentPaise: 4_500_000,
  rentPeriod: 'semester',
  messPaise: 350_000,
  messPeriod: 'month',
  cautionPaise: 1_000_000,
  rooms: 1,
};
const DOUBLE: RoomType = {
  ...SINGLE,
  id: 2,
  code: 'DBL',
  name: 'Double, non-AC',
  bedsPerRoom: 2,
  ac: false,
  rentPaise: 3_000_000,
  rooms: 1,
};

const typeRef = ({ id, code, name, bedsPerRoom, ac }: RoomType) => ({ id, code, name, bedsPerRoom, ac });
const blockRef = ({ id, code, name, gender }: Block) => ({ id, code, name, gender });

const ROOMS: Room[] = [
  {
    id: 1,
    number: '105',
    floor: 1,
    block: blockRef(BOYS),
    roomType: typeRef(DOUBLE),
    beds: [
      { id: 11, label: 'A', blocked: true, blockedReason: 'Leaking tap' },
      { id: 12, label: 'B', blocked: false, blockedReason: null },
    ],
  },
  {
    id: 2,
    number: 'G01',
    floor: 0,
    block: blockRef(BOYS),
    roomType: typeRef(SINGLE),
    beds: [{ id: 21, label: 'A', blocked: false, blockedReason: null }],
  },
];

/** A room as the server keeps what was sent, with the beds of its type. */
function roomOf(id: number, input: RoomInput): Room {
  const block = [BOYS, GIRLS].find((b) => b.id === input.blockId)!;
  const type = [SINGLE, DOUBLE].find((r) => r.id === input.roomTypeId)!;
  return {
    id,
    number: input.number,
    floor: input.floor,
    block: blockRef(block),
    roomType: typeRef(type),
    beds: Array.from({ length: type.bedsPerRoom }, (_, i) => ({
      id: id * 10 + i,
      label: String.fromCharCode(65 + i),
      blocked: false,
      blockedReason: null,
    })),
  };
}

const FIGURES: HostelFigures = {
  blocks: 2,
  rooms: 60,
  beds: 120,
  bedsBlocked: 2,
  bedsAvailable: 118,
  bedsOccupied: 100,
  applicationsWaiting: 12,
  byBlock: [
    { id: 1, code: 'BH-1', name: 'Godavari', gender: 'boys', rooms: 36, beds: 72, bedsBlocked: 1, bedsOccupied: 64 },
    { id: 2, code: 'GH-1', name: 'Krishna', gender: 'girls', rooms: 24, beds: 48, bedsBlocked: 1, bedsOccupied: 36 },
  ],
  byRoomType: [
    { id: 2, code: 'DBL', name: 'Double, non-AC', rooms: 30, beds: 60, bedsBlocked: 1, bedsOccupied: 50 },
    { id: 1, code: 'SGL-AC', name: 'Single, AC', rooms: 10, beds: 10, bedsBlocked: 0, bedsOccupied: 9 },
  ],
  intake: { boys: 71, girls: 47 },
  residing: { boys: 66, girls: 43 },
  life: { leavePending: 3, awayToday: 5, complaintsOpen: 4, visitorsIn: 2 },
  feesOwed: { paise: 4_12_500_00, students: 23 },
};

/** Aarav waits first in line for a double room; Diya has bed B of room 105. */
export const WAITING: HostelApplication = {
  id: 7,
  rollNumber: '22CS101',
  studentName: 'Aarav Sharma',
  gender: 'boys',
  status: 'waiting',
  roomType: { id: 2, code: 'DBL', name: 'Double, non-AC' },
  blocks: [{ id: 1, code: 'BH-1' }],
  distanceKm: 240,
  position: 1,
  appliedAt: '2026-11-20T09:30:00.000Z',
  allotment: null,
};
const BED_B: BedPlace = { bedId: 12, bed: 'B', roomId: 1, room: '105', blockId: 1, block: 'BH-1', roomTypeId: 2, roomType: 'DBL' };
const BED_C: BedPlace = { ...BED_B, bedId: 31, bed: 'A', roomId: 3, room: '106' };
export const ALLOTTED: HostelApplication = {
  ...WAITING,
  id: 8,
  rollNumber: '22CS102',
  studentName: 'Rohan Iyer',
  status: 'allotted',
  position: null,
  allotment: { ...BED_B, id: 3, fromDate: '2026-11-25' },
};
const OWN_APPLICATION: OwnHostelApplication = {
  application: null,
  gender: 'boys',
  roomTypes: [
    { id: 2, code: 'DBL', name: 'Double, non-AC', bedsPerRoom: 2 },
    { id: 1, code: 'SGL-AC', name: 'Single, AC', bedsPerRoom: 1 },
  ],
  blocks: [
    { id: 1, code: 'BH-1', name: 'Godavari' },
    { id: 3, code: 'BH-2', name: 'Kaveri' },
  ],
};
const RULES: AllotmentSettings = { order: ['year', 'distance', 'applied'], yearOrder: 'seniorFirst', categories: [] };
const PLAN: AllotmentPlan = {
  allotted: [{ ...BED_C, applicationId: 7, rollNumber: '22CS101', studentName: 'Aarav Sharma' }],
  waiting: [{ applicationId: 9, rollNumber: '22CS103', studentName: 'Kiran Rao', roomType: 'SGL-AC' }],
  counts: { applications: 2, allotted: 1, waiting: 1 },
};

/** Applications and allotment: one waiting, one allotted, the default rules, a plan giving one bed. */
const allotmentHandlers = [
  http.get('/api/hostel/me/application', () => HttpResponse.json(OWN_APPLICATION)),
  http.post('/api/hostel/me/application', () => HttpResponse.json(WAITING, { status: 201 })),
  http.get('/api/hostel/applications', () =>
    HttpResponse.json({ total: 2, page: 1, size: 25, rows: [WAITING, ALLOTTED] } satisfies HostelApplicationsPage),
  ),
  http.post('/api/hostel/applications', () => HttpResponse.json(WAITING, { status: 201 })),
  http.get('/api/hostel/applications/:id/beds', () => HttpResponse.json([BED_C, { ...BED_C, bedId: 32, bed: 'B' }])),
  http.post('/api/hostel/applications/:id/allot', () =>
    HttpResponse.json(
      { ...WAITING, status: 'allotted', position: null, allotment: { ...BED_C, id: 4, fromDate: '2026-12-01' } },
      { status: 201 },
    ),
  ),
  http.post('/api/hostel/allotments/:id/move', () =>
    HttpResponse.json({ ...ALLOTTED, allotment: { ...BED_C, id: 5, fromDate: '2026-12-01' } }),
  ),
  http.post('/api/hostel/allotments/:id/vacate', () => HttpResponse.json({ ...ALLOTTED, status: 'vacated', allotment: null })),
  http.post('/api/hostel/allotments/:id/vacate/preview', async ({ request }) =>
    HttpResponse.json({ ...SETTLEMENT, vacatedOn: ((await request.json()) as HostelVacate).date } satisfies HostelSettlement),
  ),
  http.get('/api/hostel/me/fees', () => HttpResponse.json(OWN_FEES)),
  http.post('/api/hostel/allotments/preview', () => HttpResponse.json(PLAN)),
  http.post('/api/hostel/allotments/run', () => HttpResponse.json(PLAN)),
  http.get('/api/hostel/allotment-settings', () => HttpResponse.json(RULES)),
  http.put('/api/hostel/allotment-settings', async ({ request }) => HttpResponse.json((await request.json()) as AllotmentSettings)),
];

/** Leaving in the term's second month: the rent of the months not begun less 10 % and the deposit come back; the mess of two months is owed. */
const SETTLEMENT: HostelSettlement = {
  vacatedOn: '2026-08-10',
  lines: [
    {
      part: 'caution',
      term: 'Odd semester 2026-27',
      amountPaise: 10_000_00,
      paidPaise: 10_000_00,
      keptPaise: 0,
      refundPaise: 10_000_00,
      waivedPaise: 0,
      owedPaise: 0,
    },
    {
      part: 'rent',
      term: 'Odd semester 2026-27',
      amountPaise: 30_000_00,
      paidPaise: 30_000_00,
      keptPaise: 12_000_00,
      refundPaise: 18_000_00,
      waivedPaise: 0,
      owedPaise: 0,
    },
    {
      part: 'mess',
      term: 'Odd semester 2026-27',
      amountPaise: 21_000_00,
      paidPaise: 0,
      keptPaise: 7_000_00,
      refundPaise: 0,
      waivedPaise: 14_000_00,
      owedPaise: 7_000_00,
    },
  ],
  cautionDeductionPaise: 0,
  deductionReason: null,
  adjustedPaise: 0,
  refundPaise: 28_000_00,
  waivedPaise: 14_000_00,
  owedPaise: 7_000_00,
};

/** The demo student's stay: rent and deposit paid, the mess owed. */
const OWN_FEES: HostelFees = {
  lines: [
    {
      part: 'caution',
      term: 'Odd semester 2026-27',
      periodFrom: '2026-07-01',
      periodTo: '2026-12-31',
      amountPaise: 10_000_00,
      waivedPaise: 0,
      paidPaise: 10_000_00,
      owedPaise: 0,
    },
    {
      part: 'rent',
      term: 'Odd semester 2026-27',
      periodFrom: '2026-07-01',
      periodTo: '2026-12-31',
      amountPaise: 30_000_00,
      waivedPaise: 0,
      paidPaise: 30_000_00,
      owedPaise: 0,
    },
    {
      part: 'mess',
      term: 'Odd semester 2026-27',
      periodFrom: '2026-07-01',
      periodTo: '2026-12-31',
      amountPaise: 21_000_00,
      waivedPaise: 0,
      paidPaise: 0,
      owedPaise: 21_000_00,
    },
  ],
  owedPaise: 21_000_00,
  settlement: null,
};

/** The hostel of the demo: a boys' block with two rooms, one bed blocked for a leaking tap, an empty girls' block, two room types. */
export const hostelHandlers = [
  ...allotmentHandlers,
  http.get('/api/hostel/blocks', () => HttpResponse.json([BOYS, GIRLS])),
  http.get('/api/hostel/room-types', () => HttpResponse.json([DOUBLE, SINGLE])),
  http.get('/api/hostel/rooms', () => HttpResponse.json({ total: 2, page: 1, size: 25, rows: ROOMS } satisfies RoomsPage)),
  http.get('/api/hostel/figures', () => HttpResponse.json(FIGURES)),
  http.post('/api/hostel/blocks', async ({ request }) =>
    HttpResponse.json({ id: 3, ...((await request.json()) as BlockInput), rooms: 0, beds: 0 } satisfies Block, { status: 201 }),
  ),
  http.put('/api/hostel/blocks/:id', async ({ request, params }) =>
    HttpResponse.json({ id: Number(params.id), ...((await request.json()) as BlockInput), rooms: 0, beds: 0 } satisfies Block),
  ),
  http.delete('/api/hostel/blocks/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/hostel/room-types', async ({ request }) =>
    HttpResponse.json({ id: 3, ...((await request.json()) as RoomTypeInput), rooms: 0 } satisfies RoomType, { status: 201 }),
  ),
  http.put('/api/hostel/room-types/:id', async ({ request, params }) =>
    HttpResponse.json({ id: Number(params.id), ...((await request.json()) as RoomTypeInput), rooms: 1 } satisfies RoomType),
  ),
  http.delete('/api/hostel/room-types/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/hostel/rooms', async ({ request }) => HttpResponse.json(roomOf(3, (await request.json()) as RoomInput), { status: 201 })),
  http.put('/api/hostel/rooms/:id', async ({ request, params }) =>
    HttpResponse.json(roomOf(Number(params.id), (await request.json()) as RoomInput)),
  ),
  http.delete('/api/hostel/rooms/:id', () => new HttpResponse(null, { status: 204 })),
  http.post('/api/hostel/beds/:id/block', async ({ request, params }) => {
    const { reason } = (await request.json()) as { reason: string };
    const room = ROOMS.find((r) => r.beds.some((b) => b.id === Number(params.id)))!;
    return HttpResponse.json({
      ...room,
      beds: room.beds.map((b) => (b.id === Number(params.id) ? { ...b, blocked: true, blockedReason: reason } : b)),
    });
  }),
  http.post('/api/hostel/beds/:id/unblock', ({ params }) => {
    const room = ROOMS.find((r) => r.beds.some((b) => b.id === Number(params.id)))!;
    return HttpResponse.json({
      ...room,
      beds: room.beds.map((b) => (b.id === Number(params.id) ? { ...b, blocked: false, blockedReason: null } : b)),
    });
  }),
];
