import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpacPage, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

const microwave = {
  title: 'Microwave Engineering',
  authors: ['Annapurna Das', 'Sisir K. Das'],
  publisher: 'McGraw Hill Education India',
  year: 2019,
  isbn: '0-07-463577-8',
  subject: 'Microwave Devices',
  callNumber: '621.3813 DAS',
  copies: [
    { accessionNumber: 'OPAC-1', location: 'Stack 4, Shelf 1', source: 'donation' },
    { accessionNumber: 'OPAC-2', barcode: 'LB-77001', location: 'Reference', source: 'donation' },
  ],
};

for (const target of targets) {
  describe(`library OPAC (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    let added: TitleDetail;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['library_incharge', 'library_assistant', 'student', 'accountant', 'parent', 'opac_library'])
        as[user] = await bearer(t.app, user);
      const res = await t.app.inject({ method: 'POST', url: '/api/library/titles', payload: microwave, headers: as.library_incharge });
      expect(res.statusCode).toBe(201);
      added = res.json<TitleDetail>();
    });
    afterAll(async () => t?.close());

    const search = (q: string, headers: Headers = as.student, url = '/api/library/opac') =>
      t.app.inject({ method: 'GET', url, query: { q }, headers });
    const found = async (q: string) => {
      const res = await search(q);
      expect(res.statusCode).toBe(200);
      return res.json<OpacPage>();
    };
    const firstTitle = async (q: string) => (await found(q)).rows[0]?.title;

    it('finds a title by a word of its title or an author, and forgives a typo', async () => {
      expect(await firstTitle('microwave')).toBe('Microwave Engineering');
      expect(await firstTitle('Annapurna')).toBe('Microwave Engineering');
      const typed = await found('microwve engineerng');
      expect(typed.rows[0]?.title).toBe('Microwave Engineering');
      expect(typed.searchedFor).toBe('microwave engineering');
      expect((await found('microwave')).searchedFor).toBeNull();
      // The start of a word is a word: a reader typing on a phone.
      expect(await firstTitle('microw')).toBe('Microwave Engineering');
      expect(await firstTitle('das microwave')).toBe('Microwave Engineering');
      // The demo catalogue's thermodynamics books, typed wrong.
      const thermo = await found('thermodynamcs');
      expect(thermo.total).toBeGreaterThan(0);
      expect(thermo.rows.every((r) => /thermodynamics/i.test(`${r.title} ${r.subject}`))).toBe(true);
    });

    it('finds nothing for words the catalogue does not hold', async () => {
      expect(await found('quantum chromodynamics zebra')).toMatchObject({ total: 0, rows: [] });
    });

    it('finds a title by either ISBN, by a copy’s accession number or barcode, and a shelf by its class number', async () => {
      for (const q of ['0-07-463577-8', '9780074635773', 'opac-2', 'LB-77001'])
        expect(await firstTitle(q), q).toBe('Microwave Engineering');
      const shelf = await found('621.3813');
      expect(shelf.rows.map((r) => r.callNumber)).toContain('621.3813 DAS');
      expect(shelf.rows.every((r) => r.callNumber?.startsWith('621.3813'))).toBe(true);
    });

    it('shows each copy with where it stands and whether it is on the shelf, as it is now', async () => {
      const lost = added.copies.find((c) => c.accessionNumber === 'OPAC-2')!;
      // Asked once before the change: an answer kept in memory must not outlive it.
      expect((await found('microwave engineering')).rows[0]!.copies.map((c) => c.status)).toEqual(['available', 'available']);
      const change = await t.app.inject({
        method: 'PUT',
        url: `/api/library/copies/${lost.id}`,
        payload: { location: 'Reference', status: 'lost' },
        headers: as.library_incharge,
      });
      expect(change.statusCode).toBe(200);
      const [row] = (await found('microwave engineering')).rows;
      expect(row).toMatchObject({ title: 'Microwave Engineering', authors: ['Annapurna Das', 'Sisir K. Das'], isbn: '9780074635773' });
      expect(row!.copies).toEqual([
        { accessionNumber: 'OPAC-1', location: 'Stack 4, Shelf 1', status: 'available', dueOn: null },
        { accessionNumber: 'OPAC-2', location: 'Reference', status: 'lost', dueOn: null },
      ]);
    });

    it('shows when a copy on loan is due back, and the new date once the loan is renewed', async () => {
      const { roll } = (
        (await t.database.db.execute(
          sql`select roll_number as roll from students s where status = 'active'
                and not exists (select 1 from library_loans l where l.student_id = s.id) order by id limit 1`,
        )) as unknown as { rows: { roll: string }[] }
      ).rows[0]!;
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/library/circulation/issue',
        payload: { memberBarcode: roll, copyBarcode: 'OPAC-1' },
        headers: as.library_assistant,
      });
      expect(issued.statusCode, issued.body).toBe(201);
      const copyOf = async () => (await found('microwave engineering')).rows[0]!.copies.find((c) => c.accessionNumber === 'OPAC-1')!;
      const due = issued.json<{ loan: { dueOn: string } }>().loan.dueOn;
      expect(await copyOf()).toMatchObject({ status: 'on_loan', dueOn: due });
      // A renewal changes the loan alone, not the copy: the kept answer must go all the same.
      const [{ early }] = (
        (await t.database.db.execute(
          sql`update library_loans set due_on = due_on - 3
              where copy_id = (select id from library_copies where barcode = 'OPAC-1') and closed_at is null
              returning due_on::text as early`,
        )) as unknown as { rows: { early: string }[] }
      ).rows as [{ early: string }];
      expect(early < due).toBe(true);
      // Written past the server, the change reaches it through the change feed: asked until it has.
      await expect.poll(async () => (await copyOf()).dueOn).toBe(early);
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/library/circulation/renew',
        payload: { copyBarcode: 'OPAC-1' },
        headers: as.library_assistant,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      const newDue = renewed.json<{ loan: { dueOn: string } }>().loan.dueOn;
      expect(newDue > early).toBe(true);
      expect((await copyOf()).dueOn).toBe(newDue);
    });

    it('counts every match and pages through them', async () => {
      const [{ n }] = (
        (await t.database.db.execute(
          // Counted apart from the search: a word starting "management" anywhere in the record.
          sql`select count(*)::int as n from library_titles
              where concat_ws(' ', title, array_to_string(authors, ' '), subject, publisher) ~* '(^|[^[:alnum:]])management'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows as [{ n: number }];
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/library/opac',
        query: { q: 'management', size: '10' },
        headers: as.student,
      });
      const second = await t.app.inject({
        method: 'GET',
        url: '/api/library/opac',
        query: { q: 'management', size: '10', page: '2' },
        headers: as.student,
      });
      const [a, b] = [first.json<OpacPage>(), second.json<OpacPage>()];
      expect(n).toBeGreaterThan(10);
      expect(a.total).toBe(n);
      expect(b.total).toBe(n);
      expect(a.rows).toHaveLength(10);
      expect(new Set([...a.rows, ...b.rows].map((r) => r.id)).size).toBe(a.rows.length + b.rows.length);
    });

    it('is open to every student and member of staff, not to a parent or a visitor without a session', async () => {
      for (const user of ['student', 'accountant', 'opac_library', 'library_assistant'])
        expect((await search('microwave', as[user])).statusCode).toBe(200);
      expect((await search('microwave', as.parent)).statusCode).toBe(403);
      expect((await search('microwave', {})).statusCode).toBe(401);
    });

    describe('on campus without signing in', () => {
      const onCampus = { remoteAddress: '10.20.3.4' };
      const elsewhere = { remoteAddress: '192.168.1.9' };
      const publicSearch = (from: { remoteAddress: string }, headers: Headers = {}) =>
        t.app.inject({ method: 'GET', url: '/api/public/library/opac', query: { q: 'microwave' }, headers, ...from });
      const openTo = async (from: { remoteAddress: string }) =>
        (await t.app.inject({ method: 'GET', url: '/api/public/library/opac/open', ...from })).json<{ open: boolean }>().open;
      const change = (payload: object, headers = as.library_incharge) =>
        t.app.inject({ method: 'PUT', url: '/api/library/settings', payload, headers });

      it('is closed until the librarian opens it', async () => {
        const res = await publicSearch(onCampus);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(
          "Sign in to search the library catalogue: without signing in it is open only on the college's own network",
        );
        expect(await openTo(onCampus)).toBe(false);
      });

      it('refuses to open without a network, and a network written wrong, naming the field', async () => {
        const none = await change({ opacOpenOnCampus: true, campusNetworks: [] });
        expect(none.statusCode).toBe(400);
        expect(none.json()).toMatchObject({
          field: 'campusNetworks',
          message: 'Name at least one campus network before opening the catalogue on campus',
        });
        const wrong = await change({ opacOpenOnCampus: true, campusNetworks: ['10.20.0.0/33'] });
        expect(wrong.statusCode).toBe(400);
        expect(JSON.stringify(wrong.json())).toContain('A campus network must be written as a network and its size, such as 10.20.0.0/16');
        expect((await change({ opacOpenOnCampus: true, campusNetworks: ['10.20.0.0/16'] }, as.library_assistant)).statusCode).toBe(403);
      });

      it('answers a visitor on a campus network once opened, and nobody else; a forwarded address from an untrusted hop is not believed', async () => {
        const res = await change({ opacOpenOnCampus: true, campusNetworks: ['10.20.0.0/16', '2001:db8:1::/48'] });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ opacOpenOnCampus: true, campusNetworks: ['10.20.0.0/16', '2001:db8:1::/48'] });
        const inside = await publicSearch(onCampus);
        expect(inside.statusCode).toBe(200);
        expect(inside.json<OpacPage>().rows[0]?.title).toBe('Microwave Engineering');
        expect((await publicSearch({ remoteAddress: '2001:db8:1:5::9' })).statusCode).toBe(200);
        expect((await publicSearch({ remoteAddress: '::ffff:10.20.9.9' })).statusCode).toBe(200);
        expect((await publicSearch(elsewhere)).statusCode).toBe(403);
        expect((await publicSearch(elsewhere, { 'x-forwarded-for': '10.20.3.4' })).statusCode).toBe(403);
        expect([await openTo(onCampus), await openTo(elsewhere)]).toEqual([true, false]);
        const [entry] = (
          (await t.database.db.execute(
            sql`select action, actor_username from audit_log where entity = 'library_settings' order by id desc limit 1`,
          )) as unknown as { rows: { action: string; actor_username: string }[] }
        ).rows;
        expect(entry).toEqual({ action: 'library.opacSettingsChanged', actor_username: 'library_incharge' });
      });

      it('closes again when the librarian turns it off', async () => {
        expect((await change({ opacOpenOnCampus: false, campusNetworks: ['10.20.0.0/16'] })).statusCode).toBe(200);
        expect((await publicSearch(onCampus)).statusCode).toBe(403);
        const got = await t.app.inject({ method: 'GET', url: '/api/library/settings', headers: as.library_incharge });
        expect(got.json()).toEqual({ opacOpenOnCampus: false, campusNetworks: ['10.20.0.0/16'] });
      });
    });
  });
}
