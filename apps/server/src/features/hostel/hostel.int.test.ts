import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_ENTRY_TEXTS,
  describeAuditEntry,
  type Block,
  type HostelFigures,
  type Room,
  type RoomsPage,
  type RoomType,
} from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

const block = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Block ${code}`,
  gender: 'boys',
  floors: 2,
  wardenName: '',
  wardenPhone: '',
  ...extra,
});

const roomType = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `Type ${code}`,
  bedsPerRoom: 2,
  ac: false,
  rentPaise: 3_000_000,
  rentPeriod: 'semester',
  messPaise: 350_000,
  messPeriod: 'month',
  cautionPaise: 1_000_000,
  ...extra,
});

for (const target of targets) {
  describe(`hostel blocks, room types, rooms and beds (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const send = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers = as.hostel_incharge) =>
      t.app.inject({ method, url, payload, headers });
    const fieldOf = (res: { json: () => unknown }) => (res.json() as { field?: string }).field;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['hostel_incharge', 'admin', 'principal', 'student', 'transportation_incharge'])
        as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    it('has the demo hostel: a boys’ block of three floors, a girls’ block of two, sixty rooms, two beds blocked for repairs', async () => {
      const { byBlock, byRoomType } = (await send('GET', '/api/hostel/figures')).json<HostelFigures>();
      const demo = byBlock.filter((b) => ['BH-1', 'GH-1'].includes(b.code));
      expect(demo.map((b) => [b.code, b.gender, b.rooms, b.bedsBlocked])).toEqual([
        ['BH-1', 'boys', 36, 1],
        ['GH-1', 'girls', 24, 1],
      ]);
      expect(byRoomType.map((r) => r.code)).toEqual(expect.arrayContaining(['SGL-AC', 'DBL', 'TRP']));
      const types = (await send('GET', '/api/hostel/room-types')).json<RoomType[]>();
      expect(types.find((r) => r.code === 'DBL')).toMatchObject({
        rentPaise: 3_000_000,
        rentPeriod: 'semester',
        messPaise: 350_000,
        cautionPaise: 1_000_000,
      });
    });

    it('adds a block with its code in capitals and its warden’s mobile as ten digits, and refuses a second of that code', async () => {
      const res = await send(
        'POST',
        '/api/hostel/blocks',
        block('t-bh', { wardenName: 'R. Rao', wardenPhone: '+91 94400 11111', floors: '3' }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Block>()).toMatchObject({ code: 'T-BH', floors: 3, wardenPhone: '9440011111', rooms: 0, beds: 0 });
      const again = await send('POST', '/api/hostel/blocks', block('T-BH'));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ field: 'code', message: 'Block T-BH already exists' });
    });

    it('refuses a block or room type badly written, naming the field', async () => {
      const cases: [string, object, string, string][] = [
        ['/api/hostel/blocks', block('BH 9'), 'code', 'Block code must be letters, digits and hyphens'],
        ['/api/hostel/blocks', block('BH-9', { floors: 21 }), 'floors', 'Floors must be a whole number from 1 to 20'],
        ['/api/hostel/blocks', block('BH-9', { gender: 'mixed' }), 'gender', 'Gender must be one of boys, girls'],
        ['/api/hostel/blocks', block('BH-9', { wardenPhone: '12345' }), 'wardenPhone', 'The warden’s phone must be a mobile number'],
        ['/api/hostel/room-types', roomType('X', { bedsPerRoom: 7 }), 'bedsPerRoom', 'Beds per room must be a whole number from 1 to 6'],
        ['/api/hostel/room-types', roomType('X', { rentPaise: 0 }), 'rentPaise', 'The rent must be from ₹0.01 to ₹5,00,000'],
        ['/api/hostel/room-types', roomType('X', { cautionPaise: -1 }), 'cautionPaise', 'Caution deposit must be from ₹0 to ₹5,00,000'],
        ['/api/hostel/room-types', roomType('X', { messPeriod: 'year' }), 'messPeriod', 'Mess period must be one of month, semester'],
      ];
      for (const [url, payload, field, message] of cases) {
        const res = await send('POST', url, payload);
        expect(res.statusCode, res.body).toBe(400);
        expect(fieldOf(res)).toBe(field);
        expect(res.json<{ message: string }>().message).toContain(message);
      }
      expect(await rows(sql`select 1 from hostel_blocks where code = 'BH-9'`)).toEqual([]);
    });

    it('adds a room with the beds of its type, grows and shrinks them with its type, and keeps its number once a block', async () => {
      const bh = (await send('POST', '/api/hostel/blocks', block('R-BH'))).json<Block>();
      const double = (await send('POST', '/api/hostel/room-types', roomType('R-DBL'))).json<RoomType>();
      const triple = (await send('POST', '/api/hostel/room-types', roomType('R-TRP', { bedsPerRoom: 3 }))).json<RoomType>();
      const single = (await send('POST', '/api/hostel/room-types', roomType('R-SGL', { bedsPerRoom: 1, ac: true }))).json<RoomType>();

      const res = await send('POST', '/api/hostel/rooms', { blockId: bh.id, floor: 1, number: '101', roomTypeId: double.id });
      expect(res.statusCode, res.body).toBe(201);
      const room = res.json<Room>();
      expect(room).toMatchObject({ number: '101', floor: 1, block: { code: 'R-BH' }, roomType: { code: 'R-DBL', bedsPerRoom: 2 } });
      expect(room.beds.map((b) => [b.label, b.blocked])).toEqual([
        ['A', false],
        ['B', false],
      ]);

      const change = (roomTypeId: number) =>
        send('PUT', `/api/hostel/rooms/${room.id}`, { blockId: bh.id, floor: 1, number: '101', roomTypeId });
      expect((await change(triple.id)).json<Room>().beds.map((b) => b.label)).toEqual(['A', 'B', 'C']);
      expect((await change(single.id)).json<Room>().beds.map((b) => b.label)).toEqual(['A']);
      expect(await rows(sql`select label from hostel_beds where room_id = ${room.id}`)).toEqual([{ label: 'A' }]);

      const twice = await send('POST', '/api/hostel/rooms', { blockId: bh.id, floor: 0, number: '101', roomTypeId: double.id });
      expect(twice.statusCode).toBe(409);
      expect(twice.json()).toMatchObject({ field: 'number', message: 'Room 101 is already in block R-BH' });
      const high = await send('POST', '/api/hostel/rooms', { blockId: bh.id, floor: 2, number: '201', roomTypeId: double.id });
      expect(high.statusCode).toBe(400);
      expect(high.json()).toMatchObject({ field: 'floor', message: 'Block R-BH has floors 0 to 1: floor 2 is not one of them' });
      const noType = await send('POST', '/api/hostel/rooms', { blockId: bh.id, floor: 0, number: 'G01', roomTypeId: 999_999 });
      expect(noType.json()).toMatchObject({ field: 'roomTypeId', message: 'No such room type' });

      // The type's beds per room changed: each of its rooms follows.
      await send('PUT', `/api/hostel/room-types/${single.id}`, roomType('R-SGL', { bedsPerRoom: 2, ac: true }));
      expect(await rows(sql`select label from hostel_beds where room_id = ${room.id} order by label`)).toEqual([
        { label: 'A' },
        { label: 'B' },
      ]);

      const lower = await send('PUT', `/api/hostel/blocks/${bh.id}`, block('R-BH', { floors: 1 }));
      expect(lower.statusCode).toBe(409);
      expect(lower.json()).toMatchObject({ field: 'floors', message: 'Block R-BH has rooms on floor 1: it needs at least 2 floors' });

      const inUse = await send('DELETE', `/api/hostel/blocks/${bh.id}`);
      expect(inUse.statusCode).toBe(409);
      expect(inUse.json()).toMatchObject({ message: 'Block R-BH has rooms: remove them before removing the block' });
      const typeInUse = await send('DELETE', `/api/hostel/room-types/${single.id}`);
      expect(typeInUse.statusCode).toBe(409);
      expect(typeInUse.json()).toMatchObject({ message: 'Room type R-SGL is given to rooms: give them another type before removing it' });

      expect((await send('DELETE', `/api/hostel/rooms/${room.id}`)).statusCode).toBe(204);
      expect(await rows(sql`select 1 from hostel_beds where room_id = ${room.id}`)).toEqual([]);
      expect((await send('DELETE', `/api/hostel/room-types/${single.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/hostel/blocks/${bh.id}`)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/hostel/blocks/${bh.id}`)).statusCode).toBe(404);
    });

    it('blocks a bed with its reason, keeps it out of the figures, and unblocks it', async () => {
      const gh = (await send('POST', '/api/hostel/blocks', block('F-GH', { gender: 'girls' }))).json<Block>();
      const type = (await send('POST', '/api/hostel/room-types', roomType('F-TRP', { bedsPerRoom: 3 }))).json<RoomType>();
      const room = (await send('POST', '/api/hostel/rooms', { blockId: gh.id, floor: 0, number: 'g01', roomTypeId: type.id })).json<Room>();
      expect(room.number).toBe('G01');
      const before = (await send('GET', '/api/hostel/figures')).json<HostelFigures>();

      const bed = room.beds[1]!;
      const short = await send('POST', `/api/hostel/beds/${bed.id}/block`, { reason: 'tap' });
      expect(short.statusCode).toBe(400);
      expect(short.json()).toMatchObject({ field: 'reason', message: 'Say in at least 5 characters why the bed is blocked' });
      const blocked = await send('POST', `/api/hostel/beds/${bed.id}/block`, { reason: 'Window pane broken' });
      expect(blocked.statusCode, blocked.body).toBe(200);
      expect(blocked.json<Room>().beds[1]).toEqual({ id: bed.id, label: 'B', blocked: true, blockedReason: 'Window pane broken' });

      const after = (await send('GET', '/api/hostel/figures')).json<HostelFigures>();
      expect(after.bedsBlocked).toBe(before.bedsBlocked + 1);
      expect(after.bedsAvailable).toBe(before.bedsAvailable - 1);
      expect(after.intake).toEqual({ boys: before.intake.boys, girls: before.intake.girls - 1 });
      expect(after.byBlock.find((b) => b.code === 'F-GH')).toMatchObject({ rooms: 1, beds: 3, bedsBlocked: 1 });
      expect(after.byRoomType.find((b) => b.code === 'F-TRP')).toMatchObject({ rooms: 1, beds: 3, bedsBlocked: 1 });
      const [counts] = await rows<{ beds: number; blocked: number; rooms: number; blocks: number }>(
        sql`select (select count(*)::int from hostel_beds) as beds, (select count(*)::int from hostel_beds where blocked) as blocked,
                   (select count(*)::int from hostel_rooms) as rooms, (select count(*)::int from hostel_blocks) as blocks`,
      );
      expect(after).toMatchObject({ beds: counts!.beds, bedsBlocked: counts!.blocked, rooms: counts!.rooms, blocks: counts!.blocks });
      expect(after.intake.boys + after.intake.girls).toBe(after.bedsAvailable);

      const unblocked = (await send('POST', `/api/hostel/beds/${bed.id}/unblock`)).json<Room>();
      expect(unblocked.beds[1]).toMatchObject({ blocked: false, blockedReason: null });
      expect((await send('POST', '/api/hostel/beds/999999/unblock')).statusCode).toBe(404);

      const audit = await rows<{ action: string }>(
        sql`select action from audit_log where entity = 'hostel_bed' and entity_id = ${String(bed.id)} order by id`,
      );
      expect(audit.map((a) => a.action)).toEqual(['hostel.bedBlocked', 'hostel.bedUnblocked']);
    });

    it('finds rooms by number, block, floor and type, a page at a time', async () => {
      const all = (await send('GET', '/api/hostel/rooms?size=50')).json<RoomsPage>();
      expect(all.total).toBeGreaterThan(0);
      const bh = (await send('GET', '/api/hostel/blocks')).json<Block[]>().find((b) => b.code === 'F-GH')!;
      const found = (await send('GET', `/api/hostel/rooms?blockId=${bh.id}&floor=0&q=g0`)).json<RoomsPage>();
      expect(found.rows.map((r) => r.number)).toEqual(['G01']);
      expect(found.rows[0]!.beds).toHaveLength(3);
      const none = (await send('GET', `/api/hostel/rooms?blockId=${bh.id}&floor=1`)).json<RoomsPage>();
      expect(none).toMatchObject({ total: 0, rows: [] });
      const bad = await send('GET', '/api/hostel/rooms?floor=20');
      expect(bad.statusCode).toBe(400);
      expect(fieldOf(bad)).toBe('floor');
    });

    it('lets the hostel office and the administrator keep rooms, the principal read them, and nobody else either', async () => {
      expect((await send('GET', '/api/hostel/rooms', undefined, as.principal)).statusCode).toBe(200);
      expect((await send('GET', '/api/hostel/figures', undefined, as.admin)).statusCode).toBe(200);
      expect((await send('POST', '/api/hostel/blocks', block('P-1'), as.principal)).statusCode).toBe(403);
      for (const user of ['student', 'transportation_incharge']) {
        expect((await send('GET', '/api/hostel/rooms', undefined, as[user])).statusCode).toBe(403);
        expect((await send('GET', '/api/hostel/figures', undefined, as[user])).statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/hostel/blocks' })).statusCode).toBe(401);
      expect((await send('POST', '/api/hostel/blocks', block('A-1'), as.admin)).statusCode).toBe(201);
    });

    it('tells the audit log each change in words', async () => {
      const type = (await send('POST', '/api/hostel/room-types', roomType('W-DBL', { name: 'Double, non-AC' }))).json<RoomType>();
      const gh = (await send('POST', '/api/hostel/blocks', block('W-GH', { gender: 'girls', name: 'Krishna' }))).json<Block>();
      const room = (await send('POST', '/api/hostel/rooms', { blockId: gh.id, floor: 1, number: '104', roomTypeId: type.id })).json<Room>();
      await send('POST', `/api/hostel/beds/${room.beds[0]!.id}/block`, { reason: 'Leaking tap' });
      await send('DELETE', `/api/hostel/rooms/${room.id}`);
      const entries = await rows<{ action: string; entity: string; entityId: string | null; details: Record<string, unknown> | null }>(
        sql`select action, entity, entity_id as "entityId", details from audit_log
            where action like 'hostel.%' and (details->>'code' in ('W-DBL', 'W-GH') or details->>'block' = 'W-GH') order by id`,
      );
      const said = entries.map((e) => {
        const { sentence } = describeAuditEntry(e);
        const text = (AUDIT_ENTRY_TEXTS.sentences as Record<string, string>)[sentence.key] ?? '';
        return text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(sentence.values[k]));
      });
      expect(said).toEqual([
        'Added room type W-DBL (Double, non-AC)',
        'Added hostel block W-GH (Krishna)',
        'Added room 104 in block W-GH',
        'Blocked bed A of room 104, block W-GH: Leaking tap',
        'Removed room 104 of block W-GH',
      ]);
    });
  });
}
