import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { bedChanges, type BlockInput, type RoomInput, type RoomsQuery, type RoomTypeInput } from '@campus/shared';
import type { DbOrTx } from '../../db/client.js';
import { hostelBeds, hostelBlocks, hostelRooms, hostelRoomTypes } from './hostel.table.js';

// The counts' subqueries name their outer table whole: a select of one table leaves its columns unqualified.

/** `%text%` for ILIKE, with the user's `%`, `_` and `\` taken as themselves. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const blockColumns = {
  id: hostelBlocks.id,
  code: hostelBlocks.code,
  name: hostelBlocks.name,
  gender: hostelBlocks.gender,
  floors: hostelBlocks.floors,
  wardenName: hostelBlocks.wardenName,
  wardenPhone: hostelBlocks.wardenPhone,
  rooms: sql<number>`(select count(*) from ${hostelRooms} r where r.block_id = hostel_blocks.id)`.mapWith(Number),
  beds: sql<number>`(select count(*) from ${hostelBeds} b join ${hostelRooms} r on r.id = b.room_id where r.block_id = hostel_blocks.id)`.mapWith(
    Number,
  ),
};

const roomTypeColumns = {
  id: hostelRoomTypes.id,
  code: hostelRoomTypes.code,
  name: hostelRoomTypes.name,
  bedsPerRoom: hostelRoomTypes.bedsPerRoom,
  ac: hostelRoomTypes.ac,
  rentPaise: hostelRoomTypes.rentPaise,
  rentPeriod: hostelRoomTypes.rentPeriod,
  messPaise: hostelRoomTypes.messPaise,
  messPeriod: hostelRoomTypes.messPeriod,
  cautionPaise: hostelRoomTypes.cautionPaise,
  rooms: sql<number>`(select count(*) from ${hostelRooms} r where r.room_type_id = hostel_room_types.id)`.mapWith(Number),
};

const roomColumns = {
  id: hostelRooms.id,
  number: hostelRooms.number,
  floor: hostelRooms.floor,
  blockId: hostelBlocks.id,
  blockCode: hostelBlocks.code,
  blockName: hostelBlocks.name,
  gender: hostelBlocks.gender,
  roomTypeId: hostelRoomTypes.id,
  roomTypeCode: hostelRoomTypes.code,
  roomTypeName: hostelRoomTypes.name,
  bedsPerRoom: hostelRoomTypes.bedsPerRoom,
  ac: hostelRoomTypes.ac,
};

export interface BedRow {
  id: number;
  roomId: number;
  label: string;
  blocked: boolean;
  blockedReason: string | null;
}

/** All database access of the hostel office. Inside a transaction, build it on the transaction. */
export function createHostelRepository(db: DbOrTx) {
  const blocks = () => db.select(blockColumns).from(hostelBlocks).orderBy(asc(hostelBlocks.code));

  async function blockById(id: number, lock = false) {
    const query = db.select(blockColumns).from(hostelBlocks).where(eq(hostelBlocks.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  }

  async function insertBlock(input: BlockInput): Promise<number> {
    const [row] = await db.insert(hostelBlocks).values(input).returning({ id: hostelBlocks.id });
    return row!.id;
  }

  async function updateBlock(id: number, input: BlockInput): Promise<boolean> {
    const rows = await db
      .update(hostelBlocks)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(hostelBlocks.id, id))
      .returning({ id: hostelBlocks.id });
    return rows.length > 0;
  }

  async function deleteBlock(id: number) {
    const [gone] = await db
      .delete(hostelBlocks)
      .where(eq(hostelBlocks.id, id))
      .returning({ code: hostelBlocks.code, name: hostelBlocks.name });
    return gone;
  }

  /** The highest floor a room of the block is on; undefined for a block with no rooms. */
  async function topFloorUsed(blockId: number): Promise<number | undefined> {
    const [row] = await db
      .select({ top: sql<number | null>`max(${hostelRooms.floor})` })
      .from(hostelRooms)
      .where(eq(hostelRooms.blockId, blockId));
    return row?.top ?? undefined;
  }

  const roomTypes = () => db.select(roomTypeColumns).from(hostelRoomTypes).orderBy(asc(hostelRoomTypes.code));

  async function roomTypeById(id: number) {
    const [row] = await db.select(roomTypeColumns).from(hostelRoomTypes).where(eq(hostelRoomTypes.id, id));
    return row;
  }

  async function insertRoomType(input: RoomTypeInput): Promise<number> {
    const [row] = await db.insert(hostelRoomTypes).values(input).returning({ id: hostelRoomTypes.id });
    return row!.id;
  }

  async function updateRoomType(id: number, input: RoomTypeInput): Promise<boolean> {
    const rows = await db
      .update(hostelRoomTypes)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(hostelRoomTypes.id, id))
      .returning({ id: hostelRoomTypes.id });
    return rows.length > 0;
  }

  async function deleteRoomType(id: number) {
    const [gone] = await db
      .delete(hostelRoomTypes)
      .where(eq(hostelRoomTypes.id, id))
      .returning({ code: hostelRoomTypes.code, name: hostelRoomTypes.name });
    return gone;
  }

  const roomWhere = ({ q, blockId, floor, roomTypeId }: Pick<RoomsQuery, 'q' | 'blockId' | 'floor' | 'roomTypeId'>): SQL | undefined =>
    and(
      q ? ilike(hostelRooms.number, containing(q)) : undefined,
      blockId ? eq(hostelRooms.blockId, blockId) : undefined,
      floor !== null && floor !== undefined ? eq(hostelRooms.floor, floor) : undefined,
      roomTypeId ? eq(hostelRooms.roomTypeId, roomTypeId) : undefined,
    );

  const rooms = () =>
    db
      .select(roomColumns)
      .from(hostelRooms)
      .innerJoin(hostelBlocks, eq(hostelBlocks.id, hostelRooms.blockId))
      .innerJoin(hostelRoomTypes, eq(hostelRoomTypes.id, hostelRooms.roomTypeId));

  /** A page of rooms by block, floor and number (numbers of the same length compared as written). */
  async function roomsPage(query: RoomsQuery) {
    const where = roomWhere(query);
    const [rows, [total]] = await Promise.all([
      rooms()
        .where(where)
        .orderBy(asc(hostelBlocks.code), asc(hostelRooms.floor), sql`length(${hostelRooms.number})`, asc(hostelRooms.number))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      db.select({ total: count() }).from(hostelRooms).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  }

  async function roomById(id: number) {
    const [row] = await rooms().where(eq(hostelRooms.id, id));
    return row;
  }

  /** The beds of these rooms, each room's by label. */
  async function bedsOf(roomIds: number[]): Promise<BedRow[]> {
    if (roomIds.length === 0) return [];
    return db
      .select({
        id: hostelBeds.id,
        roomId: hostelBeds.roomId,
        label: hostelBeds.label,
        blocked: hostelBeds.blocked,
        blockedReason: hostelBeds.blockedReason,
      })
      .from(hostelBeds)
      .where(inArray(hostelBeds.roomId, roomIds))
      .orderBy(asc(hostelBeds.roomId), asc(hostelBeds.label));
  }

  async function insertRoom(input: RoomInput): Promise<number> {
    const [row] = await db.insert(hostelRooms).values(input).returning({ id: hostelRooms.id });
    return row!.id;
  }

  async function updateRoom(id: number, input: RoomInput): Promise<boolean> {
    const rows = await db
      .update(hostelRooms)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(hostelRooms.id, id))
      .returning({ id: hostelRooms.id });
    return rows.length > 0;
  }

  async function deleteRoom(id: number) {
    const [gone] = await db
      .delete(hostelRooms)
      .where(eq(hostelRooms.id, id))
      .returning({ number: hostelRooms.number, blockId: hostelRooms.blockId });
    return gone;
  }

  /**
   * The beds of these rooms made as many as `beds`: the labels missing added, those beyond removed.
   * (Once beds are allotted, a bed with an occupant will refuse its removal.)
   */
  async function fitBeds(roomIds: number[], beds: number): Promise<void> {
    const existing = await bedsOf(roomIds);
    for (const roomId of roomIds) {
      const { add, remove } = bedChanges(
        existing.filter((b) => b.roomId === roomId).map((b) => b.label),
        beds,
      );
      if (remove.length > 0) await db.delete(hostelBeds).where(and(eq(hostelBeds.roomId, roomId), inArray(hostelBeds.label, remove)));
      if (add.length > 0) await db.insert(hostelBeds).values(add.map((label) => ({ roomId, label })));
    }
  }

  /** The rooms of a room type. */
  async function roomsOfType(roomTypeId: number): Promise<number[]> {
    const rows = await db.select({ id: hostelRooms.id }).from(hostelRooms).where(eq(hostelRooms.roomTypeId, roomTypeId));
    return rows.map((r) => r.id);
  }

  /** A bed blocked with its reason, or unblocked (reason null); its room, or undefined when there is no such bed. */
  async function setBedBlocked(bedId: number, reason: string | null) {
    const [row] = await db
      .update(hostelBeds)
      .set({ blocked: reason !== null, blockedReason: reason })
      .where(eq(hostelBeds.id, bedId))
      .returning({ roomId: hostelBeds.roomId, label: hostelBeds.label });
    return row;
  }

  return {
    blocks,
    blockById,
    insertBlock,
    updateBlock,
    deleteBlock,
    topFloorUsed,
    roomTypes,
    roomTypeById,
    insertRoomType,
    updateRoomType,
    deleteRoomType,
    roomsOfType,
    roomsPage,
    roomById,
    bedsOf,
    insertRoom,
    updateRoom,
    deleteRoom,
    fitBeds,
    setBedBlocked,
  };
}

export type HostelRepository = ReturnType<typeof createHostelRepository>;
export type RoomRow = NonNullable<Awaited<ReturnType<HostelRepository['roomById']>>>;
