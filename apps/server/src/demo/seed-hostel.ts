import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bedLabels, collegeToday, HOSTEL_FEE_TYPES, termOf, type HostelFeePart } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { students } from '../features/admissions/students.table.js';
import { users } from '../features/auth/auth.table.js';
import { feeTypes } from '../features/payments/payments.table.js';
import { collegeTerms } from '../features/college-calendar/college-terms.table.js';
import { createHostelFeesRepository } from '../features/hostel/hostel-fees.repository.js';
import { cautionCharge, termCharges } from '../features/hostel/hostel-fees.service.js';
import {
  hostelAllotments,
  hostelApplications,
  hostelBeds,
  hostelBlocks,
  hostelRooms,
  hostelRoomTypes,
} from '../features/hostel/hostel.table.js';
import { hostelComplaints, hostelLeaveRequests, hostelVisitors } from '../features/hostel/hostel-life.table.js';
import { createHostelDues } from '../features/payments/hostel-dues.service.js';
import { payDemoOrders } from './seed-payments-history.js';

const MESS_PAISE = 3_500_00;
const CAUTION_PAISE = 10_000_00;

/** The demo college's room types: a semester's rent of a bed, the mess a month, the caution deposit. */
const ROOM_TYPES = [
  { code: 'SGL-AC', name: 'Single, AC', bedsPerRoom: 1, ac: true, rentPaise: 45_000_00 },
  { code: 'DBL', name: 'Double, non-AC', bedsPerRoom: 2, ac: false, rentPaise: 30_000_00 },
  { code: 'TRP', name: 'Triple, non-AC', bedsPerRoom: 3, ac: false, rentPaise: 22_000_00 },
] as const;

const BLOCKS = [
  { code: 'BH-1', name: 'Boys’ Hostel 1 (Godavari)', gender: 'boys', floors: 3, wardenName: 'P. Venkateswarlu', wardenPhone: '9440012345' },
  { code: 'GH-1', name: 'Girls’ Hostel 1 (Krishna)', gender: 'girls', floors: 2, wardenName: 'S. Padmavathi', wardenPhone: '9440067890' },
] as const;

/** Rooms on each floor of a demo block: two singles, six doubles and four triples. */
const ROOMS_A_FLOOR = 12;
const typeOfRoom = (n: number) => (n <= 2 ? 0 : n <= 8 ? 1 : 2);
/** A room's number as painted on its door: `G01` on the ground floor, `101` on the first. */
const roomNumber = (floor: number, n: number) => `${floor === 0 ? 'G' : floor}${String(n).padStart(2, '0')}`;

/** Beds kept out for repairs, by block, room and bed. */
const REPAIRS: Record<string, string> = {
  'BH-1 105 A': 'Leaking tap over the bed',
  'GH-1 G10 C': 'Cot broken, replacement ordered',
};

/** Free beds left in each block once the demo's students are in. */
const FREE_A_BLOCK = 4;
/** Applications waiting for a bed, a block: a dozen in all. */
const WAITING_A_BLOCK = 6;
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The demo's hostel: a boys' block of three floors and a girls' block of two, twelve rooms a floor
 * (sixty in all) of three room types, and two beds blocked for repairs; both blocks nearly full
 * with active students of their gender, and a dozen applications waiting.
 */
export async function seedHostel(db: DbOrTx, today = collegeToday()): Promise<void> {
  const [{ n }] = (await db.select({ n: sql<number>`count(*)::int` }).from(hostelBlocks)) as [{ n: number }];
  if (n > 0) return;
  const types = await db
    .insert(hostelRoomTypes)
    .values(
      ROOM_TYPES.map((t) => ({
        ...t,
        rentPeriod: 'semester' as const,
        messPaise: MESS_PAISE,
        messPeriod: 'month' as const,
        cautionPaise: CAUTION_PAISE,
      })),
    )
    .returning({ id: hostelRoomTypes.id });
  const blocks = await db
    .insert(hostelBlocks)
    .values([...BLOCKS])
    .returning({ id: hostelBlocks.id, gender: hostelBlocks.gender });
  const rooms = BLOCKS.flatMap((block, b) =>
    Array.from({ length: block.floors * ROOMS_A_FLOOR }, (_, i) => {
      const floor = Math.floor(i / ROOMS_A_FLOOR);
      const n = (i % ROOMS_A_FLOOR) + 1;
      const type = typeOfRoom(n);
      return {
        block: block.code,
        room: { blockId: blocks[b]!.id, floor, number: roomNumber(floor, n), roomTypeId: types[type]!.id },
        type,
      };
    }),
  );
  const made = await db
    .insert(hostelRooms)
    .values(rooms.map((r) => r.room))
    .returning({ id: hostelRooms.id });
  await db.insert(hostelBeds).values(
    made.flatMap((room, i) => {
      const {
        block,
        room: { number },
        type,
      } = rooms[i]!;
      return bedLabels(ROOM_TYPES[type].bedsPerRoom).map((label) => {
        const reason = REPAIRS[`${block} ${number} ${label}`];
        return reason ? { roomId: room.id, label, blocked: true, blockedReason: reason } : { roomId: room.id, label };
      });
    }),
  );
  await seedTerms(db, today);
  await seedAllotments(db, blocks);
  await seedHostelFees(db, today);
  await seedHostelPayments(db);
  await seedHostelLife(db, today);
}

const dayAfter = (day: string, days: number) => isoDay(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);

/**
 * A warden's day in the demo: leave waiting to be answered, two residents away today, one refused;
 * complaints open, in hand and resolved; three visitors today, one still in. The demo student went
 * home last month and had a leaking tap mended.
 */
async function seedHostelLife(db: DbOrTx, today: string, now = Date.now()): Promise<void> {
  const [own] = await db.select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  const [warden] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'hostel_incharge'));
  const residents = await db
    .select({ studentId: hostelAllotments.studentId, roomId: hostelBeds.roomId })
    .from(hostelAllotments)
    .innerJoin(hostelBeds, eq(hostelBeds.id, hostelAllotments.bedId))
    .where(eq(hostelAllotments.status, 'active'))
    .orderBy(asc(hostelAllotments.id));
  const others = residents.filter((r) => r.studentId !== own?.id);
  const mine = residents.find((r) => r.studentId === own?.id);
  if (others.length < 9) return;
  const decided = { decidedBy: warden?.id ?? null, decidedAt: new Date(now - 2 * DAY_MS) };
  const leave = (i: number, from: number, to: number, kind: 'outing' | 'leave', destination: string, reason: string) => ({
    studentId: others[i]!.studentId,
    kind,
    fromDate: dayAfter(today, from),
    toDate: dayAfter(today, to),
    destination,
    reason,
    requestedAt: new Date(now - (5 - i) * 3_600_000),
  });
  await db
    .insert(hostelLeaveRequests)
    .values([
      leave(0, 1, 3, 'leave', 'Home, Khammam', 'Grandmother’s 80th birthday'),
      leave(1, 2, 2, 'outing', 'Hyderabad, passport office', 'Passport appointment'),
      leave(2, 5, 9, 'leave', 'Home, Nellore', 'Sankranti at home'),
      { ...leave(3, 0, 2, 'leave', 'Home, Warangal', 'Cousin’s wedding'), status: 'approved' as const, ...decided },
      {
        ...leave(4, 0, 0, 'outing', 'Inter-college fest, Osmania University', 'Representing the college in debate'),
        status: 'approved' as const,
        ...decided,
      },
      { ...leave(5, 1, 1, 'outing', 'City', 'Shopping'), status: 'refused' as const, ...decided, note: 'Internal examinations that day' },
      ...(mine
        ? [
            {
              studentId: mine.studentId,
              kind: 'leave' as const,
              fromDate: dayAfter(today, -30),
              toDate: dayAfter(today, -27),
              destination: 'Home',
              reason: 'Dasara holidays at home',
              status: 'approved' as const,
              decidedBy: warden?.id ?? null,
              decidedAt: new Date(now - 32 * DAY_MS),
              requestedAt: new Date(now - 33 * DAY_MS),
            },
          ]
        : []),
    ]);
  const complaint = (
    i: number,
    category: 'electrical' | 'plumbing' | 'carpentry' | 'cleaning' | 'internet',
    description: string,
    days: number,
  ) => ({
    roomId: others[i]!.roomId,
    studentId: others[i]!.studentId,
    category,
    description,
    reportedAt: new Date(now - days * DAY_MS),
    updatedAt: new Date(now - days * DAY_MS),
  });
  await db
    .insert(hostelComplaints)
    .values([
      complaint(6, 'electrical', 'The tube light flickers and goes off at night', 1),
      complaint(7, 'internet', 'No Wi-Fi signal in the room since Monday', 2),
      {
        ...complaint(8, 'carpentry', 'The cupboard door hinge is broken', 4),
        status: 'inProgress' as const,
        note: 'Carpenter comes on Saturday',
      },
      { ...complaint(0, 'plumbing', 'The wash basin drains slowly', 3), status: 'inProgress' as const, note: 'Plumber called' },
      {
        ...complaint(1, 'cleaning', 'The corridor outside the room was not swept', 6),
        status: 'resolved' as const,
        note: 'Sweeping roster changed',
      },
      ...(mine
        ? [
            {
              roomId: mine.roomId,
              studentId: mine.studentId,
              category: 'plumbing' as const,
              description: 'The tap in the wash room leaks',
              status: 'resolved' as const,
              note: 'Washer replaced',
              reportedAt: new Date(now - 12 * DAY_MS),
              updatedAt: new Date(now - 11 * DAY_MS),
            },
          ]
        : []),
    ]);
  const hours = (h: number) => new Date(now - h * 3_600_000);
  await db.insert(hostelVisitors).values([
    {
      studentId: others[2]!.studentId,
      visitorName: 'Ramesh Reddy',
      relation: 'parent' as const,
      phone: '9848022338',
      purpose: 'Brought winter clothes',
      day: today,
      inAt: hours(5),
      outAt: hours(4),
      recordedBy: warden?.id ?? null,
    },
    {
      studentId: others[6]!.studentId,
      visitorName: 'Kavya Rao',
      relation: 'sibling' as const,
      phone: '9704412345',
      purpose: null,
      day: today,
      inAt: hours(3),
      outAt: hours(2.5),
      recordedBy: warden?.id ?? null,
    },
    {
      studentId: others[7]!.studentId,
      visitorName: 'Suresh Kumar',
      relation: 'guardian' as const,
      phone: '9391198765',
      purpose: 'Fee matters',
      day: today,
      inAt: hours(0.5),
      outAt: null,
      recordedBy: warden?.id ?? null,
    },
  ]);
}

/** The college year's two terms around the day: the odd term from July to December, the even from January to June. */
function demoTerms(today: string) {
  const year = Number(today.slice(0, 4));
  const start = Number(today.slice(5, 7)) >= 7 ? year : year - 1;
  const label = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  return [
    { name: `Odd semester ${label}`, startsOn: `${start}-07-01`, endsOn: `${start}-12-31` },
    { name: `Even semester ${label}`, startsOn: `${start + 1}-01-01`, endsOn: `${start + 1}-06-30` },
  ];
}

async function seedTerms(db: DbOrTx, today: string): Promise<void> {
  await db.insert(collegeTerms).values(demoTerms(today)).onConflictDoNothing();
}

/**
 * Each demo stay's fees, as the warden's allotment lays them: its caution deposit, and the rent and
 * mess of the term it began in and of the term holding today.
 */
async function seedHostelFees(db: DbOrTx, today: string): Promise<void> {
  const terms = await db
    .select({ id: collegeTerms.id, name: collegeTerms.name, startsOn: collegeTerms.startsOn, endsOn: collegeTerms.endsOn })
    .from(collegeTerms);
  const stays = await createHostelFeesRepository(db).activeStays();
  const current = termOf(terms, today);
  await createHostelDues(db).lay(
    stays.flatMap((stay) => {
      const first = termOf(terms, stay.fromDate);
      const held = [...new Map([first, current].filter((t) => t !== undefined).map((t) => [t.id, t])).values()];
      return [...(first ? [cautionCharge(stay, first, null)] : []), ...held.flatMap((term) => termCharges(stay, term, null))];
    }),
  );
}

/**
 * Fills the demo's blocks: every free bed but a few goes to an active student of the block's gender,
 * the demo student among them (an application allotted, and its allotment from the start of the
 * term), and a dozen more
 * students wait, by room type and distance, in the order they applied.
 */
async function seedAllotments(db: DbOrTx, blocks: { id: number; gender: 'boys' | 'girls' }[]): Promise<void> {
  const beds = await db
    .select({ bedId: hostelBeds.id, blockId: hostelRooms.blockId, roomTypeId: hostelRooms.roomTypeId })
    .from(hostelBeds)
    .innerJoin(hostelRooms, eq(hostelRooms.id, hostelBeds.roomId))
    .where(eq(hostelBeds.blocked, false))
    .orderBy(asc(hostelRooms.blockId), asc(hostelRooms.floor), asc(hostelRooms.number), asc(hostelBeds.label));
  const roomTypes = [...new Set(beds.map((b) => b.roomTypeId))];
  const active = await db
    .select({ id: students.id, gender: sql<string>`upper(${students.gender})` })
    .from(students)
    .where(and(eq(students.status, 'active'), sql`upper(${students.gender}) in ('MALE', 'FEMALE')`))
    .orderBy(asc(students.id));
  // The demo student lives in the hostel: first of their block's residents.
  const [own] = await db.select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  active.sort((a, b) => Number(b.id === own?.id) - Number(a.id === own?.id));
  const now = Date.now();
  const termStart = isoDay(now - 120 * DAY_MS);
  const applications: (typeof hostelApplications.$inferInsert)[] = [];
  const bedOf: number[] = [];
  for (const block of blocks) {
    const word = block.gender === 'boys' ? 'MALE' : 'FEMALE';
    const ofGender = active.filter((s) => s.gender === word);
    const free = beds.filter((b) => b.blockId === block.id);
    const given = Math.max(0, Math.min(free.length - FREE_A_BLOCK, ofGender.length - WAITING_A_BLOCK));
    free.slice(0, given).forEach((bed, i) => {
      applications.push({
        studentId: ofGender[i]!.id,
        roomTypeId: bed.roomTypeId,
        blockIds: [block.id],
        distanceKm: 20 + ((i * 37) % 900),
        status: 'allotted',
        appliedAt: new Date(now - (150 - (i % 20)) * DAY_MS),
      });
      bedOf.push(bed.bedId);
    });
    ofGender.slice(given, given + WAITING_A_BLOCK).forEach((student, i) =>
      applications.push({
        studentId: student.id,
        roomTypeId: roomTypes[i % roomTypes.length]!,
        blockIds: [block.id],
        distanceKm: 40 + ((i * 113) % 1200),
        appliedAt: new Date(now - (10 - i) * DAY_MS),
      }),
    );
  }
  if (applications.length === 0) return;
  const made = await db.insert(hostelApplications).values(applications).returning({ id: hostelApplications.id });
  if (bedOf.length === 0) return;
  let next = 0;
  await db
    .insert(hostelAllotments)
    .values(
      made.flatMap((a, i) =>
        applications[i]!.status === 'allotted'
          ? [{ studentId: applications[i]!.studentId, applicationId: a.id, bedId: bedOf[next++]!, fromDate: termStart }]
          : [],
      ),
    );
}

/**
 * Two stays in three (never the demo student's, whose fees wait in Pay Fees) paid their deposit and
 * rent online within a fortnight of moving in, every other one of them the mess too.
 */
async function seedHostelPayments(db: DbOrTx, now = new Date()): Promise<void> {
  const [own] = await db.select({ id: users.studentId }).from(users).where(eq(users.username, 'student'));
  const stays = (await createHostelFeesRepository(db).activeStays()).filter((s) => s.studentId !== own?.id);
  const standings = await createHostelDues(db).standings(stays.map((s) => s.studentId));
  const types = new Map(
    (
      await db
        .select({ id: feeTypes.id, code: feeTypes.code })
        .from(feeTypes)
        .where(
          inArray(
            feeTypes.code,
            Object.values(HOSTEL_FEE_TYPES).map((t) => t.code),
          ),
        )
    ).map((t) => [t.code, t.id]),
  );
  const orders = stays
    .filter((_, i) => i % 3 !== 2)
    .map((stay, k) => {
      const paying = standings.filter((f) => f.applicationId === stay.applicationId && (f.part !== 'mess' || k % 2 === 0));
      const byPart = new Map<HostelFeePart, number>();
      for (const f of paying) byPart.set(f.part, (byPart.get(f.part) ?? 0) + f.owedPaise);
      const day = Date.parse(`${stay.fromDate}T05:30:00Z`) + (3 + (k % 12)) * DAY_MS + k * 60_000;
      return {
        key: `hostel/${stay.applicationId}`,
        studentId: stay.studentId,
        items: [...byPart]
          .filter(([, paise]) => paise > 0)
          .map(([part, paise]) => ({ feeTypeId: types.get(HOSTEL_FEE_TYPES[part].code)!, amountPaise: paise })),
        paidAt: new Date(Math.min(day, now.getTime() - 60_000)),
        cardLast4: k % 3 === 0 ? null : String(1000 + ((stay.applicationId * 7919) % 9000)),
      };
    })
    .filter((o) => o.items.length > 0);
  await payDemoOrders(db, 800_000, orders);
}
