import { http, HttpResponse } from 'msw';
import type {
  AllotmentPlan,
  AllotmentSettings,
  BedPlace,
  Block,
  BlockInput,
  HostelApplication,
  HostelApplicationsPage,
  HostelComplaint,
  HostelComplaintInput,
  HostelComplaintsPage,
  HostelComplaintStatusChange,
  HostelFees,
  HostelFigures,
  HostelLeave,
  HostelLeaveDecision,
  HostelLeavePage,
  HostelLeaveRequest,
  HostelOwnComplaint,
  HostelSettlement,
  HostelVacate,
  HostelVisitor,
  HostelVisitorIn,
  HostelVisitorsPage,
  OwnHostelApplication,
  OwnHostelLife,
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

/** Rohan Iyer holds bed B of room 105; Diya Nair bed A of room G01. */
const ROHAN = { studentId: 21, rollNumber: '22CS102', fullName: 'Rohan Iyer', place: 'BH-1 · 105 · B' };
const DIYA = { studentId: 22, rollNumber: '22CS104', fullName: 'Diya Nair', place: 'BH-1 · G01 · A' };

/** Rohan asks to go home for a wedding; Diya's outing was approved. */
const LEAVE_PENDING: HostelLeave = {
  id: 41,
  student: ROHAN,
  kind: 'leave',
  fromDate: '2026-12-18',
  toDate: '2026-12-21',
  destination: 'Vijayawada',
  reason: 'Sister’s wedding at home',
  status: 'pending',
  requestedAt: '2026-12-01T08:15:00.000Z',
  decidedAt: null,
  decidedBy: null,
  note: null,
};
const LEAVE_APPROVED: HostelLeave = {
  ...LEAVE_PENDING,
  id: 42,
  student: DIYA,
  kind: 'outing',
  fromDate: '2026-12-05',
  toDate: '2026-12-05',
  destination: 'Guntur',
  reason: 'Eye doctor’s appointment',
  status: 'approved',
  decidedAt: '2026-12-01T10:00:00.000Z',
  decidedBy: 'hostel',
};
const LEAVE = [LEAVE_PENDING, LEAVE_APPROVED];

const roomRef = (room: Room) => ({ id: room.id, number: room.number, block: room.block.code });

/** The tap of room 105 leaks (open); the fan of G01 is being mended. */
const COMPLAINT_OPEN: HostelComplaint = {
  id: 51,
  room: roomRef(ROOMS[0]!),
  category: 'plumbing',
  description: 'The tap leaks all night',
  status: 'open',
  reportedBy: 'Rohan Iyer (22CS102)',
  reportedAt: '2026-11-30T18:20:00.000Z',
  updatedAt: '2026-11-30T18:20:00.000Z',
  note: null,
};
const COMPLAINT_IN_PROGRESS: HostelComplaint = {
  ...COMPLAINT_OPEN,
  id: 52,
  room: roomRef(ROOMS[1]!),
  category: 'electrical',
  description: 'The fan does not turn',
  status: 'inProgress',
  reportedBy: 'hostel',
  updatedAt: '2026-12-01T09:00:00.000Z',
};
const COMPLAINTS = [COMPLAINT_OPEN, COMPLAINT_IN_PROGRESS];

/** Rohan's mother is in; Diya's brother came and left. */
const VISITOR_IN: HostelVisitor = {
  id: 61,
  student: ROHAN,
  visitorName: 'Lakshmi Iyer',
  relation: 'parent',
  phone: '9848012345',
  purpose: 'Bringing winter clothes',
  inAt: '2026-12-02T05:30:00.000Z',
  outAt: null,
};
const VISITOR_OUT: HostelVisitor = {
  ...VISITOR_IN,
  id: 62,
  student: DIYA,
  visitorName: 'Arjun Nair',
  relation: 'sibling',
  phone: '9000012345',
  purpose: null,
  inAt: '2026-12-02T04:00:00.000Z',
  outAt: '2026-12-02T05:00:00.000Z',
};
const VISITORS = [VISITOR_IN, VISITOR_OUT];

/** Rohan's own life: a bed, a request waiting and one refused, the complaint of his room. */
export const RESIDENT_LIFE: OwnHostelLife = {
  resident: true,
  place: ROHAN.place,
  leave: [
    LEAVE_PENDING,
    {
      ...LEAVE_PENDING,
      id: 40,
      kind: 'outing',
      fromDate: '2026-11-22',
      toDate: '2026-11-22',
      destination: 'Tenali',
      reason: 'Cricket match',
      status: 'refused',
      decidedBy: 'hostel',
      note: 'Exams begin the next day',
    },
  ],
  complaints: [COMPLAINT_OPEN],
};

/** A page of `rows` as the server sends it. */
const pageOf = <T>(rows: T[], url: string) => {
  const query = new URL(url).searchParams;
  return { total: rows.length, page: Number(query.get('page') ?? 1), size: Number(query.get('size') ?? 25), rows };
};

/** The day's life of the hostel: the student of the demo holds no bed; the office sees two of each. */
const lifeHandlers = [
  http.get('/api/hostel/me/life', () =>
    HttpResponse.json({ resident: false, place: null, leave: [], complaints: [] } satisfies OwnHostelLife),
  ),
  http.post('/api/hostel/me/leave', async ({ request }) => {
    const asked = (await request.json()) as HostelLeaveRequest;
    return HttpResponse.json({ ...LEAVE_PENDING, id: 43, ...asked } satisfies HostelLeave, { status: 201 });
  }),
  http.post('/api/hostel/me/leave/:id/cancel', ({ params }) =>
    HttpResponse.json({ ...LEAVE_PENDING, id: Number(params.id), status: 'cancelled' } satisfies HostelLeave),
  ),
  http.post('/api/hostel/me/complaints', async ({ request }) => {
    const told = (await request.json()) as HostelOwnComplaint;
    return HttpResponse.json({ ...COMPLAINT_OPEN, id: 53, ...told } satisfies HostelComplaint, { status: 201 });
  }),
  http.get('/api/hostel/leave', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return HttpResponse.json(
      pageOf(
        LEAVE.filter((l) => !status || l.status === status),
        request.url,
      ) satisfies HostelLeavePage,
    );
  }),
  http.post('/api/hostel/leave/:id/decision', async ({ request, params }) => {
    const { decision, note } = (await request.json()) as HostelLeaveDecision;
    const leave = LEAVE.find((l) => l.id === Number(params.id)) ?? LEAVE_PENDING;
    return HttpResponse.json({
      ...leave,
      status: decision,
      note: note ?? null,
      decidedAt: '2026-12-02T06:00:00.000Z',
      decidedBy: 'hostel',
    } satisfies HostelLeave);
  }),
  http.get('/api/hostel/complaints', ({ request }) => {
    const status = new URL(request.url).searchParams.get('status');
    return HttpResponse.json(
      pageOf(
        COMPLAINTS.filter((c) => !status || c.status === status),
        request.url,
      ) satisfies HostelComplaintsPage,
    );
  }),
  http.post('/api/hostel/complaints', async ({ request }) => {
    const { roomId, ...told } = (await request.json()) as HostelComplaintInput;
    const room = ROOMS.find((r) => r.id === roomId) ?? ROOMS[0]!;
    return HttpResponse.json({ ...COMPLAINT_OPEN, id: 54, room: roomRef(room), reportedBy: 'hostel', ...told } satisfies HostelComplaint, {
      status: 201,
    });
  }),
  http.post('/api/hostel/complaints/:id/status', async ({ request, params }) => {
    const { status, note } = (await request.json()) as HostelComplaintStatusChange;
    const complaint = COMPLAINTS.find((c) => c.id === Number(params.id)) ?? COMPLAINT_OPEN;
    return HttpResponse.json({ ...complaint, status, note: note ?? null } satisfies HostelComplaint);
  }),
  http.get('/api/hostel/visitors', ({ request }) => {
    const day = new URL(request.url).searchParams.get('day') ?? '2026-12-02';
    const rows = day === '2026-12-02' ? VISITORS : [];
    return HttpResponse.json({
      ...pageOf(rows, request.url),
      day,
      inNow: rows.filter((v) => v.outAt === null).length,
    } satisfies HostelVisitorsPage);
  }),
  http.post('/api/hostel/visitors', async ({ request }) => {
    const { rollNumber, ...visit } = (await request.json()) as HostelVisitorIn;
    return HttpResponse.json(
      { ...VISITOR_IN, id: 63, ...visit, purpose: visit.purpose ?? null, student: { ...ROHAN, rollNumber } } satisfies HostelVisitor,
      { status: 201 },
    );
  }),
  http.post('/api/hostel/visitors/:id/out', ({ params }) => {
    const visit = VISITORS.find((v) => v.id === Number(params.id)) ?? VISITOR_IN;
    return HttpResponse.json({ ...visit, outAt: '2026-12-02T07:00:00.000Z' } satisfies HostelVisitor);
  }),
];

/** The hostel of the demo: a boys' block with two rooms, one bed blocked for a leaking tap, an empty girls' block, two room types. */
export const hostelHandlers = [
  ...allotmentHandlers,
  ...lifeHandlers,
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
