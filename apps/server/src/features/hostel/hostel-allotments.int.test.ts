import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllotmentPlan, BedPlace, HostelApplication, HostelApplicationsPage, OwnHostelApplication, Room } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

for (const target of targets) {
  describe(`hostel applications and allotment (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const send = (method: 'POST' | 'PUT' | 'GET' | 'DELETE', url: string, payload?: object, headers = as.hostel_incharge) =>
      t.app.inject({ method, url, payload, headers });
    const fieldOf = (res: { json: () => unknown }) => (res.json() as { field?: string }).field;
    const ids = { boys: 0, girls: 0, type: 0 };
    const beds: Record<string, number> = {};

    /** A student of the demo's first course, in the semester given. */
    async function student(roll: string, gender: string, semester: number): Promise<void> {
      await t.database.db.execute(sql`insert into students (roll_number, full_name, course_id, batch_id, branch_id, semester_id, gender)
        select ${roll}, ${`Student ${roll}`}, s.course_id, s.batch_id, s.branch_id,
          (select sm.id from semesters sm where sm.course_id = s.course_id and sm.number = ${semester}), ${gender}
        from students s order by s.id limit 1`);
    }
    const apply = (roll: string, extra: Record<string, unknown> = {}) =>
      send('POST', '/api/hostel/applications', { rollNo: roll, roomTypeId: ids.type, blockIds: [ids.boys], distanceKm: 10, ...extra });

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['hostel_incharge', 'student']) as[user] = await bearer(t.app, user);
      // The demo's dozen waiting applications set aside: the waiting list here is the test's own.
      await t.database.db.execute(sql`update hostel_applications set status = 'cancelled' where status = 'waiting'`);
      const block = async (code: string, gender: string) =>
        (await send('POST', '/api/hostel/blocks', { code, name: code, gender, floors: 2, wardenName: '', wardenPhone: '' })).json<{ id: number }>().id;
      ids.boys = await block('AL-B', 'boys');
      ids.girls = await block('AL-G', 'girls');
      ids.type = (
        await send('POST', '/api/hostel/room-types', {
          code: 'AL-DBL',
          name: 'Allotment double',
          bedsPerRoom: 2,
          ac: false,
          rentPaise: 100,
          rentPeriod: 'semester',
          messPaise: 0,
          messPeriod: 'month',
          cautionPaise: 0,
        })
      ).json<{ id: number }>().id;
      for (const [blockId, number] of [
        [ids.boys, '1'],
        [ids.boys, '2'],
        [ids.girls, '1'],
      ] as const) {
        const room = (await send('POST', '/api/hostel/rooms', { blockId, floor: 0, number, roomTypeId: ids.type })).json<Room>();
        for (const bed of room.beds) beds[`${blockId === ids.boys ? 'B' : 'G'}${number}${bed.label}`] = bed.id;
      }
      await send('POST', `/api/hostel/beds/${beds.B1B}/block`, { reason: 'Broken cot, under repair' });
      await student('AL-1', 'MALE', 2); // first year, far
      await student('AL-2', 'MALE', 6); // third year, near
      await student('AL-3', 'MALE', 6); // third year, farther
      await student('AL-4', 'FEMALE', 1);
      await student('AL-5', 'MALE', 1);
      await student('AL-6', 'MALE', 1);
    });
    afterAll(async () => t?.close());

    it('refuses an application naming the field: blocks of the other gender, no blocks, a distance beyond 3000 km; one live application a student', async () => {
      const other = await apply('AL-1', { blockIds: [ids.girls] });
      expect(other.statusCode).toBe(400);
      expect(fieldOf(other)).toBe('blockIds');
      expect(other.json<{ message: string }>().message).toContain('AL-G');
      const none = await apply('AL-1', { blockIds: [] });
      expect([none.statusCode, fieldOf(none)]).toEqual([400, 'blockIds']);
      const far = await apply('AL-1', { distanceKm: 3001 });
      expect([far.statusCode, fieldOf(far)]).toEqual([400, 'distanceKm']);
      expect((await apply('AL-1', { distanceKm: 900 })).statusCode).toBe(201);
      const again = await apply('AL-1');
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toContain('already has a hostel application');
    });

    it('orders the waiting list by the rules: senior years first, then farther homes, then who applied first', async () => {
      expect((await apply('AL-2', { distanceKm: 20 })).statusCode).toBe(201);
      expect((await apply('AL-3', { distanceKm: 400 })).statusCode).toBe(201);
      expect((await apply('AL-4', { blockIds: [ids.girls] })).statusCode).toBe(201);
      const order = async () =>
        (await send('GET', '/api/hostel/applications?status=waiting&size=50')).json<HostelApplicationsPage>().rows.map((r) => [r.rollNumber, r.position]);
      expect(await order()).toEqual([
        ['AL-3', 1],
        ['AL-2', 2],
        ['AL-1', 3],
        ['AL-4', 4],
      ]);
      const saved = await send('PUT', '/api/hostel/allotment-settings', { order: ['distance', 'year'], yearOrder: 'seniorFirst', categories: [] });
      expect(saved.json()).toMatchObject({ order: ['distance', 'year', 'applied'] });
      expect((await order()).map(([roll]) => roll)).toEqual(['AL-1', 'AL-3', 'AL-2', 'AL-4']);
      await send('PUT', '/api/hostel/allotment-settings', { order: ['year', 'distance'], yearOrder: 'seniorFirst', categories: [] });
    });

    it('previews the plan by the rules and the run does the same; the blocked bed is skipped', async () => {
      const preview = (await send('POST', '/api/hostel/allotments/preview')).json<AllotmentPlan>();
      const run = await send('POST', '/api/hostel/allotments/run');
      expect(run.statusCode, run.body).toBe(200);
      expect(run.json<AllotmentPlan>()).toEqual(preview);
      expect(preview.allotted.map((a) => [a.rollNumber, a.room, a.bed])).toEqual([
        ['AL-3', '1', 'A'],
        ['AL-2', '2', 'A'],
        ['AL-1', '2', 'B'],
        ['AL-4', '1', 'A'],
      ]);
      expect(preview.counts).toEqual({ applications: 4, allotted: 4, waiting: 0 });
    });

    it('two wardens allotting one bed at once: one 201, one 409', async () => {
      const a5 = (await apply('AL-5')).json<HostelApplication>();
      const a6 = (await apply('AL-6')).json<HostelApplication>();
      const fitting = (await send('GET', `/api/hostel/applications/${a5.id}/beds`)).json<BedPlace[]>();
      expect(fitting.map((b) => b.bedId)).toEqual([]);
      // Free a bed: AL-1 leaves, then two wardens give it at once.
      const al1 = (await send('GET', '/api/hostel/applications?q=AL-1')).json<HostelApplicationsPage>().rows[0]!;
      const vacated = await send('POST', `/api/hostel/allotments/${al1.allotment!.id}/vacate`, { date: '2026-12-15' });
      expect(vacated.json<HostelApplication>()).toMatchObject({ status: 'vacated', allotment: null });
      const [x, y] = await Promise.all([
        send('POST', `/api/hostel/applications/${a5.id}/allot`, { bedId: beds.B2B }),
        send('POST', `/api/hostel/applications/${a6.id}/allot`, { bedId: beds.B2B }),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([201, 409]);
      const loser = x.statusCode === 409 ? a5 : a6;
      const blocked = await send('POST', `/api/hostel/applications/${loser.id}/allot`, { bedId: beds.B1B });
      expect([blocked.statusCode, fieldOf(blocked)]).toEqual([409, 'bedId']);
      const taken = await rows<{ n: number }>(sql`select count(*)::int as n from hostel_allotments where bed_id = ${beds.B2B} and status = 'active'`);
      expect(taken[0]!.n).toBe(1);
    });

    it('moves a student to a free bed and frees the old one, which is not given on', async () => {
      const al3 = (await send('GET', '/api/hostel/applications?q=AL-3')).json<HostelApplicationsPage>().rows[0]!;
      await send('POST', `/api/hostel/beds/${beds.B1B}/unblock`);
      const moved = await send('POST', `/api/hostel/allotments/${al3.allotment!.id}/move`, { bedId: beds.B1B, date: '2026-12-20' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json<HostelApplication>().allotment).toMatchObject({ room: '1', bed: 'B', fromDate: '2026-12-20' });
      const free = await rows<{ n: number }>(sql`select count(*)::int as n from hostel_allotments where bed_id = ${beds.B1A} and status = 'active'`);
      expect(free[0]!.n).toBe(0);
      const audit = await rows<{ action: string }>(sql`select action from audit_log where action like 'hostel.bed%' or action like 'hostel.allotted%'`);
      expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['hostel.allottedByRules', 'hostel.bedVacated', 'hostel.bedAllotted', 'hostel.bedMoved']));
    });

    it('refuses a student the office’s routes; a student reads their own application', async () => {
      for (const [method, url] of [
        ['GET', '/api/hostel/applications'],
        ['POST', '/api/hostel/allotments/run'],
        ['POST', '/api/hostel/allotments/preview'],
      ] as const)
        expect((await send(method, url, undefined, as.student)).statusCode).toBe(403);
      const own = await send('GET', '/api/hostel/me/application', undefined, as.student);
      expect(own.statusCode, own.body).toBe(200);
      expect(own.json<OwnHostelApplication>().roomTypes.length).toBeGreaterThan(0);
    });

    it('keeps a room whose beds are or were allotted, and its type from losing beds a room', async () => {
      const [room] = await rows<{ id: number; number: string; blockId: number; roomTypeId: number; floor: number; typeCode: string }>(
        sql`select r.id, r.number, r.block_id as "blockId", r.room_type_id as "roomTypeId", r.floor, t.code as "typeCode"
            from hostel_rooms r join hostel_room_types t on t.id = r.room_type_id
            where t.beds_per_room > 1 and exists (select 1 from hostel_beds b join hostel_allotments a on a.bed_id = b.id where b.room_id = r.id and b.label <> 'A')
            order by r.id limit 1`,
      );
      const removed = await send('DELETE', `/api/hostel/rooms/${room!.id}`);
      expect(removed.statusCode, removed.body).toBe(409);
      expect(removed.json()).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining(`room ${room!.number}`) });
      const [single] = await rows<{ id: number }>(sql`select id from hostel_room_types where beds_per_room = 1 order by id limit 1`);
      const changed = await send('PUT', `/api/hostel/rooms/${room!.id}`, {
        blockId: room!.blockId,
        floor: room!.floor,
        number: room!.number,
        roomTypeId: single!.id,
      });
      expect(changed.statusCode, changed.body).toBe(409);
      expect(fieldOf(changed)).toBe('roomTypeId');
      expect((await rows(sql`select 1 from hostel_rooms where id = ${room!.id}`)).length).toBe(1);
    });
  });
}
