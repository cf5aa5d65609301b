import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirculationResult, Hold, HoldsPage, LibraryDashboard, Member, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** Two books for a student for 14 days, ten for a faculty member for 30. */
const STUDENT_BOOKS = {
  memberKind: 'student',
  itemKind: 'book',
  maxLoans: 2,
  loanDays: 14,
  renewals: 1,
  finePerDayPaise: 200,
  graceDays: 1,
  maxFinePaise: 1_000,
  processingFeePaise: 5_000,
  fineLimitPaise: 10_000,
};
const FACULTY_BOOKS = { ...STUDENT_BOOKS, memberKind: 'faculty', maxLoans: 10, loanDays: 30 };

for (const target of targets) {
  describe(`library holds (${target})`, () => {
    let t: TestApp;
    // Friday 9 January 2026, before noon in India.
    let now = new Date('2026-01-09T05:00:00Z');
    const as: Record<string, Headers> = {};
    let students: string[] = [];
    let facultyCode = '';
    let demoRoll = '';
    const names = new Map<string, string>();

    const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
    const setDay = async (day: string) => {
      now = new Date(`${day}T05:00:00Z`);
      for (const user of ['library_incharge', 'library_assistant', 'student', 'parent']) as[user] = await bearer(t.app, user);
    };
    const post = (url: string, payload: object, headers = as.library_assistant) => t.app.inject({ method: 'POST', url, payload, headers });
    const issue = (memberBarcode: string, copyBarcode: string) => post('/api/library/circulation/issue', { memberBarcode, copyBarcode });
    const giveBack = (copyBarcode: string) => post('/api/library/circulation/return', { copyBarcode });
    const holdAtDesk = (memberBarcode: string, titleId: number) => post('/api/library/holds', { memberBarcode, titleId });
    const holdOwn = (titleId: number) => post('/api/library/me/holds', { titleId }, as.student);
    /** A title with copies of its own; `reference` copies are never lent. */
    const addTitle = async (prefix: string, copies: number, itemKind = 'book') => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/library/titles',
        payload: {
          title: `Holds test ${prefix}`,
          authors: ['R. K. Rajput'],
          copies: Array.from({ length: copies }, (_, i) => ({ accessionNumber: `${prefix}-${i + 1}`, source: 'donation', itemKind })),
        },
        headers: as.library_incharge,
      });
      expect(res.statusCode, res.body).toBe(201);
      const title = res.json<TitleDetail>();
      return { id: title.id, title: title.title, barcodes: title.copies.map((c) => c.barcode) };
    };
    /** A title whose every copy is on loan to the faculty member: out, and holdable. */
    const titleOut = async (prefix: string, copies = 1) => {
      const title = await addTitle(prefix, copies);
      for (const barcode of title.barcodes) expect((await issue(facultyCode, barcode)).statusCode).toBe(201);
      return title;
    };
    const refusal = (res: { statusCode: number; json: () => unknown }, status = 409) => {
      expect(res.statusCode, JSON.stringify(res.json())).toBe(status);
      return (res.json() as { message: string }).message;
    };
    const holdRow = async (id: number) =>
      (
        await rows<{ status: string; copy: string | null; pickupBy: string | null; closedOn: string | null }>(
          sql`select h.status, c.barcode as copy, h.pickup_by::text as "pickupBy", h.closed_on::text as "closedOn"
              from library_holds h left join library_copies c on c.id = h.copy_id where h.id = ${id}`,
        )
      )[0]!;
    const copyStatus = async (barcode: string) =>
      (await rows<{ status: string }>(sql`select status from library_copies where barcode = ${barcode}`))[0]!.status;

    beforeAll(async () => {
      t = await createTestApp(target, { clock: () => now });
      await setDay('2026-01-09');
      for (const rule of [STUDENT_BOOKS, FACULTY_BOOKS])
        expect(
          (await t.app.inject({ method: 'PUT', url: '/api/library/rules', payload: rule, headers: as.library_incharge })).statusCode,
        ).toBe(200);
      await t.database.db.execute(sql`delete from college_holidays`);
      const found = await rows<{ roll: string; name: string }>(
        sql`select roll_number as roll, full_name as name from students s where status = 'active'
            and not exists (select 1 from library_loans l where l.student_id = s.id)
            and not exists (select 1 from library_holds h where h.student_id = s.id) order by id limit 6`,
      );
      students = found.map((r) => r.roll);
      for (const r of found) names.set(r.roll, r.name);
      expect(students).toHaveLength(6);
      [{ code: facultyCode }] = (await rows<{ code: string }>(
        sql`select emp_code as code from faculty f where not exists (select 1 from library_loans l where l.faculty_id = f.id) order by id limit 1`,
      )) as [{ code: string }];
      const [demo] = await rows<{ roll: string; name: string }>(
        sql`select s.roll_number as roll, s.full_name as name from users u join students s on s.id = u.student_id where u.username = 'student'`,
      );
      demoRoll = demo!.roll;
      names.set(demoRoll, demo!.name);
    });
    afterAll(async () => t?.close());

    it('has the demo’s holds: a copy on the hold shelf for the demo student, and queues waiting', async () => {
      const [counts] = await rows<{ waiting: number; ready: number; shelf: number }>(
        sql`select count(*) filter (where status = 'waiting')::int as waiting, count(*) filter (where status = 'ready')::int as ready,
                   (select count(*)::int from library_copies where status = 'on_hold_shelf') as shelf
            from library_holds`,
      );
      expect(counts!.waiting).toBeGreaterThanOrEqual(3);
      expect(counts!.ready).toBe(1);
      expect(counts!.shelf).toBe(1);
      const mine = await t.app.inject({ method: 'GET', url: '/api/library/me/holds', headers: as.student });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<{ holds: Hold[] }>().holds.map((h) => h.status)).toEqual(['ready', 'waiting']);
    });

    it('places a reader’s own hold on a title that is out, first in its queue, and audits it', async () => {
      const title = await titleOut('HT-A');
      const res = await holdOwn(title.id);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<Hold>()).toMatchObject({
        titleId: title.id,
        title: title.title,
        status: 'waiting',
        position: 1,
        placedOn: '2026-01-09',
        memberBarcode: demoRoll,
      });
      const [audited] = await rows<{ action: string; actor: string }>(
        sql`select action, actor_username as actor from audit_log where entity = 'library_hold' and entity_id = ${String(res.json<Hold>().id)}`,
      );
      expect(audited).toEqual({ action: 'library.holdPlaced', actor: 'student' });
      expect(refusal(await holdOwn(title.id))).toBe(`${names.get(demoRoll)} already holds ${title.title}`);
    });

    it('refuses a hold when a copy is on the shelf, the title lends none, the member has it or has left; 404 for no title', async () => {
      const onShelf = await addTitle('HT-B', 2);
      expect((await issue(facultyCode, onShelf.barcodes[0]!)).statusCode).toBe(201);
      expect(refusal(await holdOwn(onShelf.id))).toBe(`A copy of ${onShelf.title} is on the shelf: borrow it at the desk`);
      const reference = await addTitle('HT-C', 1, 'reference');
      expect(refusal(await holdAtDesk(students[0]!, reference.id))).toBe(`${reference.title} has no copy that is lent: it cannot be held`);
      const lent = await addTitle('HT-D', 1);
      expect((await issue(students[0]!, lent.barcodes[0]!)).statusCode).toBe(201);
      expect(refusal(await holdAtDesk(students[0]!, lent.id))).toBe(`${names.get(students[0]!)} already has ${lent.title} on loan`);
      await t.database.db.execute(sql`update students set status = 'left' where roll_number = ${students[5]}`);
      expect(refusal(await holdAtDesk(students[5]!, lent.id))).toBe(
        `${names.get(students[5]!)} has left the college: no hold can be placed`,
      );
      expect(refusal(await holdAtDesk(students[1]!, 999_999), 404)).toBe('The library has no title 999999');
      const bad = await holdAtDesk(students[1]!, 0);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('titleId');
      expect(await rows(sql`select 1 from library_holds where title_id in (${onShelf.id}, ${reference.id}, ${lent.id})`)).toEqual([]);
    });

    it('queues two members placing at once in the order of placing, and makes one hold of one member’s two', async () => {
      const title = await titleOut('HT-E');
      const both = await Promise.all([holdAtDesk(students[1]!, title.id), holdAtDesk(students[2]!, title.id)]);
      expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
      expect(both.map((r) => r.json<Hold>().position).sort()).toEqual([1, 2]);
      const twice = await Promise.all([holdAtDesk(students[3]!, title.id), holdAtDesk(students[3]!, title.id)]);
      expect(twice.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(twice.find((r) => r.statusCode === 409)!.json().message).toBe(`${names.get(students[3]!)} already holds ${title.title}`);
      const queue = await rows<{ n: number }>(
        sql`select count(*)::int as n from library_holds where title_id = ${title.id} and status = 'waiting'`,
      );
      expect(queue).toEqual([{ n: 3 }]);
    });

    it('sets a returned copy aside for the first in line once, however often it is scanned; the desk is told whom for', async () => {
      const title = await titleOut('HT-F');
      const first = (await holdAtDesk(students[1]!, title.id)).json<Hold>();
      const second = (await holdAtDesk(students[2]!, title.id)).json<Hold>();
      const [a, b] = await Promise.all([giveBack(title.barcodes[0]!), giveBack(title.barcodes[0]!)]);
      const results = [a!, b!].map((r) => r.json<CirculationResult>());
      expect(results.filter((r) => r.alreadyReturned)).toHaveLength(1);
      // Friday the 9th and three open days: Saturday, Monday, Tuesday (Sunday is closed).
      expect(results.find((r) => !r.alreadyReturned)!.holdShelf).toEqual({
        name: names.get(students[1]!),
        memberBarcode: students[1],
        pickupBy: '2026-01-13',
      });
      expect(await holdRow(first.id)).toMatchObject({ status: 'ready', copy: title.barcodes[0], pickupBy: '2026-01-13' });
      expect(await holdRow(second.id)).toMatchObject({ status: 'waiting', copy: null });
      expect(await copyStatus(title.barcodes[0]!)).toBe('on_hold_shelf');
      const panel = await t.app.inject({ method: 'GET', url: `/api/library/members/${students[2]}`, headers: as.library_assistant });
      expect(panel.json<Member>().holds!.find((h) => h.titleId === title.id)).toMatchObject({ status: 'waiting', position: 1 });
    });

    it('issues a copy on the hold shelf to its member alone, and the hold is fulfilled', async () => {
      const title = await titleOut('HT-G');
      const hold = (await holdAtDesk(students[2]!, title.id)).json<Hold>();
      expect((await giveBack(title.barcodes[0]!)).statusCode).toBe(200);
      expect(refusal(await issue(students[3]!, title.barcodes[0]!))).toBe(
        `Copy ${title.barcodes[0]} is on the hold shelf for another member`,
      );
      expect(await holdRow(hold.id)).toMatchObject({ status: 'ready' });
      const issued = await issue(students[2]!, title.barcodes[0]!);
      expect(issued.statusCode, issued.body).toBe(201);
      expect(await holdRow(hold.id)).toMatchObject({ status: 'fulfilled', closedOn: '2026-01-09' });
      expect(await copyStatus(title.barcodes[0]!)).toBe('on_loan');
    });

    it('fulfils a waiting hold when its member borrows another copy of the title', async () => {
      const title = await titleOut('HT-H');
      const hold = (await holdAtDesk(students[4]!, title.id)).json<Hold>();
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/library/titles/${title.id}/copies`,
        payload: { accessionNumber: 'HT-H-9', source: 'donation' },
        headers: as.library_incharge,
      });
      expect(added.statusCode, added.body).toBe(201);
      const barcode = (await rows<{ barcode: string }>(sql`select barcode from library_copies where accession_number = 'HT-H-9'`))[0]!
        .barcode;
      expect((await issue(students[4]!, barcode)).statusCode).toBe(201);
      expect(await holdRow(hold.id)).toMatchObject({ status: 'fulfilled' });
    });

    it('expires a hold not collected by its day: the copy passes to the next in line, then back to the shelf', async () => {
      const title = await titleOut('HT-I');
      const first = (await holdAtDesk(students[3]!, title.id)).json<Hold>();
      const second = (await holdAtDesk(students[4]!, title.id)).json<Hold>();
      await giveBack(title.barcodes[0]!);
      expect(await holdRow(first.id)).toMatchObject({ status: 'ready', pickupBy: '2026-01-13' });
      // The last day to collect: nothing expires yet.
      await setDay('2026-01-13');
      expect(await t.app.holdExpiry.run()).toBe(0);
      expect(await holdRow(first.id)).toMatchObject({ status: 'ready' });
      await setDay('2026-01-14');
      expect(await t.app.holdExpiry.run()).toBeGreaterThanOrEqual(1);
      expect(await holdRow(first.id)).toMatchObject({ status: 'expired', closedOn: '2026-01-14' });
      // Wednesday the 14th and three open days: Thursday, Friday, Saturday.
      expect(await holdRow(second.id)).toMatchObject({ status: 'ready', copy: title.barcodes[0], pickupBy: '2026-01-17' });
      expect(await copyStatus(title.barcodes[0]!)).toBe('on_hold_shelf');
      await setDay('2026-01-19');
      await t.app.holdExpiry.run();
      expect(await holdRow(second.id)).toMatchObject({ status: 'expired' });
      expect(await copyStatus(title.barcodes[0]!)).toBe('available');
      await setDay('2026-01-09');
    });

    it('lets a reader cancel their own hold and not another’s; the desk cancels any; a ready hold’s copy passes on', async () => {
      const title = await titleOut('HT-J');
      const own = (await holdOwn(title.id)).json<Hold>();
      const other = (await holdAtDesk(students[1]!, title.id)).json<Hold>();
      expect(refusal(await post(`/api/library/me/holds/${other.id}/cancel`, {}, as.student), 404)).toBe(`There is no hold ${other.id}`);
      expect(await holdRow(other.id)).toMatchObject({ status: 'waiting' });
      await giveBack(title.barcodes[0]!);
      expect(await holdRow(own.id)).toMatchObject({ status: 'ready' });
      const cancelled = await post(`/api/library/me/holds/${own.id}/cancel`, {}, as.student);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json<Hold>().status).toBe('cancelled');
      expect(await holdRow(other.id)).toMatchObject({ status: 'ready', copy: title.barcodes[0] });
      expect(refusal(await post(`/api/library/me/holds/${own.id}/cancel`, {}, as.student))).toBe(
        `The hold of ${title.title} is no longer open: it was collected, cancelled or has expired`,
      );
      expect((await post(`/api/library/holds/${other.id}/cancel`, {})).statusCode).toBe(200);
      expect(await copyStatus(title.barcodes[0]!)).toBe('available');
      const audited = await rows<{ action: string }>(
        sql`select action from audit_log where entity = 'library_hold' and entity_id in (${String(own.id)}, ${String(other.id)}) order by id`,
      );
      expect(audited.map((a) => a.action)).toEqual([
        'library.holdPlaced',
        'library.holdPlaced',
        'library.holdCancelled',
        'library.holdCancelled',
      ]);
    });

    it('lists the open holds for the library, by status, and counts them on its landing page', async () => {
      const list = async (query: string) => {
        const res = await t.app.inject({ method: 'GET', url: `/api/library/holds${query}`, headers: as.library_assistant });
        expect(res.statusCode, res.body).toBe(200);
        return res.json<HoldsPage>();
      };
      const ready = await list('?status=ready&size=100');
      expect(ready.rows.length).toBeGreaterThan(0);
      expect(ready.rows.every((h) => h.status === 'ready' && h.pickupBy !== null)).toBe(true);
      const waiting = await list('?status=waiting&size=100');
      expect(waiting.rows.every((h) => h.status === 'waiting' && h.position! >= 1)).toBe(true);
      expect((await list('')).total).toBe(ready.total + waiting.total);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/library/holds?status=fulfilled', headers: as.library_assistant })).statusCode,
      ).toBe(400);
      const figures = (
        await t.app.inject({ method: 'GET', url: '/api/dashboards/library', headers: as.library_incharge })
      ).json<LibraryDashboard>();
      expect(figures).toMatchObject({ holdsWaiting: waiting.total, onHoldShelf: ready.total });
    });

    it('is the members’ and the desk’s: a parent cannot hold, a student cannot list or place at the desk', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/library/me/holds', headers: as.parent })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/library/holds', headers: as.student })).statusCode).toBe(403);
      expect((await post('/api/library/holds', { memberBarcode: demoRoll, titleId: 1 }, as.student)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/library/me/holds' })).statusCode).toBe(401);
    });
  });
}
