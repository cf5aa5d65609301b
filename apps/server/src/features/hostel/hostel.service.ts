import {
  serverText,
  type BedBlockInput,
  type Block,
  type BlockInput,
  type HostelFigures,
  type Room,
  type RoomInput,
  type RoomsPage,
  type RoomsQuery,
  type RoomType,
  type RoomTypeInput,
} from '@campus/shared';
import type { Db } from '../../db/client.js';
import { violationOf } from '../../db/database-error.js';
import { conflict, invalid, notFound } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import { hostelFigures } from './hostel-figures.js';
import { createHostelRepository, type BedRow, type HostelRepository, type RoomRow } from './hostel.repository.js';

export interface HostelServiceDeps {
  db: Db;
  audit: AuditService;
  /** The college's day, which the day's figures count by. */
  today: () => Promise<string>;
}

/** A room with its block, its type and its beds by label. */
function roomOf(row: RoomRow, beds: BedRow[]): Room {
  return {
    id: row.id,
    number: row.number,
    floor: row.floor,
    block: { id: row.blockId, code: row.blockCode, name: row.blockName, gender: row.gender },
    roomType: { id: row.roomTypeId, code: row.roomTypeCode, name: row.roomTypeName, bedsPerRoom: row.bedsPerRoom, ac: row.ac },
    beds: beds.filter((b) => b.roomId === row.id).map(({ roomId: _room, ...bed }) => bed),
  };
}

const uniqueOn = (err: unknown, constraint: string) => {
  const v = violationOf(err);
  return v?.kind === 'unique' && v.constraint.includes(constraint);
};

/** The hostel office's blocks, room types, rooms and beds (ADR 0136). */
export function createHostelService({ db, audit, today }: HostelServiceDeps) {
  const repo = createHostelRepository(db);

  async function blockIn(r: HostelRepository, id: number): Promise<Block> {
    const row = await r.blockById(id);
    if (!row) throw notFound(serverText('hostel.blockNotFound'));
    return row;
  }

  /** A block added (`id` undefined) or changed; its floors may not fall below a floor its rooms are on. */
  async function saveBlock(id: number | undefined, input: BlockInput, actor: Actor): Promise<Block> {
    try {
      return await db.transaction(async (tx) => {
        const r = createHostelRepository(tx);
        const saved = id === undefined ? await r.insertBlock(input) : (await r.updateBlock(id, input)) ? id : undefined;
        if (saved === undefined) throw notFound(serverText('hostel.blockNotFound'));
        const top = await r.topFloorUsed(saved);
        if (top !== undefined && top >= input.floors)
          throw conflict(serverText('hostel.floorsBelowRooms', { block: input.code, floor: top, floors: top + 1 }), 'floors');
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'hostel.blockAdded' : 'hostel.blockChanged',
          entity: 'hostel_block',
          entityId: String(saved),
          details: { code: input.code, name: input.name, gender: input.gender, floors: input.floors },
        });
        return blockIn(r, saved);
      });
    } catch (err) {
      if (uniqueOn(err, 'hostel_blocks_code_uq')) throw conflict(serverText('hostel.blockCodeExists', { code: input.code }), 'code');
      throw err;
    }
  }

  /** A block removed; one with rooms is refused (the rooms' foreign key). */
  async function removeBlock(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const gone = await createHostelRepository(tx).deleteBlock(id);
        if (!gone) throw notFound(serverText('hostel.blockNotFound'));
        await audit.record(tx, { actor, action: 'hostel.blockRemoved', entity: 'hostel_block', entityId: String(id), details: gone });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      const block = await repo.blockById(id);
      throw conflict(serverText('hostel.blockHasRooms', { code: block?.code ?? '' }), 'id');
    }
  }

  async function roomTypeIn(r: HostelRepository, id: number): Promise<RoomType> {
    const row = await r.roomTypeById(id);
    if (!row) throw notFound(serverText('hostel.roomTypeNotFound'));
    return row;
  }

  /** A room type added or changed; a change of its beds per room adds or removes beds of every room of the type. */
  async function saveRoomType(id: number | undefined, input: RoomTypeInput, actor: Actor): Promise<RoomType> {
    try {
      return await db.transaction(async (tx) => {
        const r = createHostelRepository(tx);
        const saved = id === undefined ? await r.insertRoomType(input) : (await r.updateRoomType(id, input)) ? id : undefined;
        if (saved === undefined) throw notFound(serverText('hostel.roomTypeNotFound'));
        if (id !== undefined) await r.fitBeds(await r.roomsOfType(saved), input.bedsPerRoom);
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'hostel.roomTypeAdded' : 'hostel.roomTypeChanged',
          entity: 'hostel_room_type',
          entityId: String(saved),
          details: { ...input },
        });
        return roomTypeIn(r, saved);
      });
    } catch (err) {
      if (uniqueOn(err, 'hostel_room_types_code_uq')) throw conflict(serverText('hostel.roomTypeCodeExists', { code: input.code }), 'code');
      // A bed removed with fewer beds a room that was ever allotted keeps its allotments' foreign key.
      if (violationOf(err)?.kind === 'foreignKey')
        throw conflict(serverText('hostel.typeBedsAllotted', { code: input.code }), 'bedsPerRoom');
      throw err;
    }
  }

  async function removeRoomType(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const gone = await createHostelRepository(tx).deleteRoomType(id);
        if (!gone) throw notFound(serverText('hostel.roomTypeNotFound'));
        await audit.record(tx, {
          actor,
          action: 'hostel.roomTypeRemoved',
          entity: 'hostel_room_type',
          entityId: String(id),
          details: gone,
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      const type = await repo.roomTypeById(id);
      throw conflict(serverText('hostel.roomTypeInUse', { code: type?.code ?? '' }), 'id');
    }
  }

  async function rooms(query: RoomsQuery): Promise<RoomsPage> {
    const { rows, total } = await repo.roomsPage(query);
    const beds = await repo.bedsOf(rows.map((r) => r.id));
    return { total, page: query.page, size: query.size, rows: rows.map((row) => roomOf(row, beds)) };
  }

  async function roomIn(r: HostelRepository, id: number): Promise<Room> {
    const row = await r.roomById(id);
    if (!row) throw notFound(serverText('hostel.roomNotFound'));
    return roomOf(row, await r.bedsOf([id]));
  }

  /**
   * A room added (`id` undefined) or changed, in one transaction with its beds: as many as its type
   * has, the labels missing added and those beyond it removed. The block is locked while its floors
   * are read, so a block losing floors and a room added on them follow one another.
   */
  async function saveRoom(id: number | undefined, input: RoomInput, actor: Actor): Promise<Room> {
    let blockCode = '';
    try {
      return await db.transaction(async (tx) => {
        const r = createHostelRepository(tx);
        const block = await r.blockById(input.blockId, true);
        if (!block) throw invalid(serverText('hostel.blockNotFound'), 'blockId');
        blockCode = block.code;
        if (input.floor >= block.floors)
          throw invalid(serverText('hostel.floorBeyond', { block: block.code, top: block.floors - 1, floor: input.floor }), 'floor');
        const type = await r.roomTypeById(input.roomTypeId);
        if (!type) throw invalid(serverText('hostel.roomTypeNotFound'), 'roomTypeId');
        const saved = id === undefined ? await r.insertRoom(input) : (await r.updateRoom(id, input)) ? id : undefined;
        if (saved === undefined) throw notFound(serverText('hostel.roomNotFound'));
        await r.fitBeds([saved], type.bedsPerRoom);
        await audit.record(tx, {
          actor,
          action: id === undefined ? 'hostel.roomAdded' : 'hostel.roomChanged',
          entity: 'hostel_room',
          entityId: String(saved),
          details: { block: block.code, number: input.number, floor: input.floor, roomType: type.code },
        });
        return roomIn(r, saved);
      });
    } catch (err) {
      if (uniqueOn(err, 'hostel_rooms_block_number_uq'))
        throw conflict(serverText('hostel.roomExists', { number: input.number, block: blockCode }), 'number');
      // A bed beyond the new type's that was ever allotted keeps its allotments' foreign key.
      if (violationOf(err)?.kind === 'foreignKey' && id !== undefined) {
        const room = await repo.roomById(id);
        throw conflict(
          serverText('hostel.bedsAllotted', { number: room?.number ?? input.number, block: room?.blockCode ?? blockCode }),
          'roomTypeId',
        );
      }
      throw err;
    }
  }

  /** A room removed with its beds; one whose beds are or were allotted is refused (the allotments' foreign key). */
  async function removeRoom(id: number, actor: Actor): Promise<void> {
    try {
      await db.transaction(async (tx) => {
        const r = createHostelRepository(tx);
        const room = await r.roomById(id);
        if (!room || !(await r.deleteRoom(id))) throw notFound(serverText('hostel.roomNotFound'));
        await audit.record(tx, {
          actor,
          action: 'hostel.roomRemoved',
          entity: 'hostel_room',
          entityId: String(id),
          details: { block: room.blockCode, number: room.number },
        });
      });
    } catch (err) {
      if (violationOf(err)?.kind !== 'foreignKey') throw err;
      const room = await repo.roomById(id);
      throw conflict(serverText('hostel.bedsAllotted', { number: room?.number ?? '', block: room?.blockCode ?? '' }), 'id');
    }
  }

  /** A bed blocked with its reason (`reason` given) or unblocked; answers its room. */
  async function setBed(bedId: number, reason: string | null, actor: Actor): Promise<Room> {
    return db.transaction(async (tx) => {
      const r = createHostelRepository(tx);
      const bed = await r.setBedBlocked(bedId, reason);
      if (!bed) throw notFound(serverText('hostel.bedNotFound'));
      const room = await roomIn(r, bed.roomId);
      await audit.record(tx, {
        actor,
        action: reason === null ? 'hostel.bedUnblocked' : 'hostel.bedBlocked',
        entity: 'hostel_bed',
        entityId: String(bedId),
        details: { block: room.block.code, room: room.number, bed: bed.label, ...(reason === null ? {} : { reason }) },
      });
      return room;
    });
  }

  return {
    blocks: (): Promise<Block[]> => repo.blocks(),
    addBlock: (input: BlockInput, actor: Actor) => saveBlock(undefined, input, actor),
    changeBlock: saveBlock,
    removeBlock,
    roomTypes: (): Promise<RoomType[]> => repo.roomTypes(),
    addRoomType: (input: RoomTypeInput, actor: Actor) => saveRoomType(undefined, input, actor),
    changeRoomType: saveRoomType,
    removeRoomType,
    rooms,
    addRoom: (input: RoomInput, actor: Actor) => saveRoom(undefined, input, actor),
    changeRoom: saveRoom,
    removeRoom,
    blockBed: (bedId: number, input: BedBlockInput, actor: Actor) => setBed(bedId, input.reason, actor),
    unblockBed: (bedId: number, actor: Actor) => setBed(bedId, null, actor),
    figures: async (): Promise<HostelFigures> => hostelFigures(db, await today()),
  };
}

export type HostelService = ReturnType<typeof createHostelService>;
