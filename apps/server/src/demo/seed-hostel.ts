import { sql } from 'drizzle-orm';
import { bedLabels } from '@campus/shared';
import type { DbOrTx } from '../db/client.js';
import { hostelBeds, hostelBlocks, hostelRooms, hostelRoomTypes } from '../features/hostel/hostel.table.js';

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

/**
 * The demo's hostel: a boys' block of three floors and a girls' block of two, twelve rooms a floor
 * (sixty in all) of three room types, and two beds blocked for repairs.
 */
export async function seedHostel(db: DbOrTx): Promise<void> {
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
    .returning({ id: hostelBlocks.id });
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
}
