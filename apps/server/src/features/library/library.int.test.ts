import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CataloguePage, Copy, TitleDetail } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

type Headers = Record<string, string>;

/** A title as the Add title dialog sends it, with its first copy. */
const newTitle = (accessionNumber: string, over: Record<string, unknown> = {}) => ({
  title: 'Electrical Machinery',
  authors: ['P. S. Bimbhra'],
  publisher: 'Khanna Publishers',
  year: 2021,
  edition: '7th',
  isbn: '81-7409-173-4',
  subject: 'Electrical Machines',
  callNumber: '621.31 bim',
  copies: [
    {
      accessionNumber,
      location: 'Stack 1, Shelf 2',
      pricePaise: 65_000,
      source: 'purchase',
      billNumber: 'INV/2026/17',
      billDate: '2026-01-12',
    },
  ],
  ...over,
});

for (const target of targets) {
  describe(`library catalogue (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Headers> = {};
    const count = async (table: string) =>
      ((await t.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['library_incharge', 'library_assistant', 'student', 'admin']) as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    const list = (headers: Headers, query: Record<string, string | number> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/api/library/titles',
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
        headers,
      });
    const add = (payload: object, headers = as.library_incharge) =>
      t.app.inject({ method: 'POST', url: '/api/library/titles', payload, headers });

    it('adds a title with its first copy: the ISBN kept as its ISBN-13, the barcode the accession number, the copy available', async () => {
      const res = await add(newTitle('acc-900001'));
      expect(res.statusCode).toBe(201);
      const title = res.json<TitleDetail>();
      expect(title).toMatchObject({
        title: 'Electrical Machinery',
        authors: ['P. S. Bimbhra'],
        isbn: '9788174091734',
        language: 'English',
        callNumber: '621.31 BIM',
      });
      expect(title.copies).toEqual([
        expect.objectContaining({ accessionNumber: 'ACC-900001', barcode: 'ACC-900001', status: 'available', pricePaise: 65_000 }),
      ]);
      const got = await t.app.inject({ method: 'GET', url: `/api/library/titles/${title.id}`, headers: as.student });
      expect(got.statusCode).toBe(200);
      expect(got.json()).toEqual(title);
      const [entry] = (
        (await t.database.db.execute(
          sql`select action, details from audit_log where entity = 'library_title' and entity_id = ${String(title.id)}`,
        )) as unknown as { rows: { action: string; details: { title: string; copies: string[] } }[] }
      ).rows;
      expect(entry).toMatchObject({ action: 'library.titleAdded', details: { title: 'Electrical Machinery', copies: ['ACC-900001'] } });
    });

    it('lists titles by title a page at a time, with their copies counted; the demo catalogue is there', async () => {
      const first = (await list(as.student, { size: 10 })).json<CataloguePage>();
      expect(first.total).toBeGreaterThanOrEqual(150);
      expect(first).toMatchObject({ page: 1, size: 10 });
      expect(first.rows).toHaveLength(10);
      const names = first.rows.map((r) => r.title.toLowerCase());
      expect(names).toEqual([...names].sort());
      for (const row of first.rows) expect(row.available).toBeLessThanOrEqual(row.copies);
      const second = (await list(as.student, { size: 10, page: 2 })).json<CataloguePage>();
      expect(second.rows.map((r) => r.id)).not.toContain(first.rows[0]!.id);
      const last = (await list(as.student, { size: 100, page: Math.ceil(first.total / 100) })).json<CataloguePage>();
      expect(last.rows.length).toBe(first.total % 100 || 100);
    });

    it('searches title, author, ISBN (with or without hyphens), call number and accession number, in any case', async () => {
      const found = async (q: string) => (await list(as.library_assistant, { q })).json<CataloguePage>().rows.map((r) => r.title);
      for (const q of ['electrical machinery', 'BIMBHRA', '978-81-7409-173-4', '9788174091734', '621.31 bim', 'acc-900001'])
        expect(await found(q), q).toContain('Electrical Machinery');
      const page = (await list(as.library_assistant, { q: 'acc-900001' })).json<CataloguePage>();
      expect(page.total).toBe(1);
      expect(page.rows[0]).toMatchObject({ copies: 1, available: 1, isbn: '9788174091734', callNumber: '621.31 BIM' });
      expect((await list(as.library_assistant, { q: 'no such book %_' })).json<CataloguePage>()).toMatchObject({ total: 0, rows: [] });
    });

    it('changes a title, and answers 404 for one that is not there', async () => {
      const { id } = (await add(newTitle('ACC-900101', { title: 'Power System Engineering' }))).json<TitleDetail>();
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/library/titles/${id}`,
        headers: as.library_assistant,
        payload: { title: 'Power System Engineering', authors: ['D. P. Kothari', 'I. J. Nagrath'], year: 2019, isbn: '9789353160470' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<TitleDetail>()).toMatchObject({
        authors: ['D. P. Kothari', 'I. J. Nagrath'],
        year: 2019,
        publisher: null,
        edition: null,
      });
      expect(res.json<TitleDetail>().copies).toHaveLength(1);
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/library/titles/999999',
        headers: as.library_assistant,
        payload: { title: 'X', authors: ['Y'] },
      });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/library/titles/999999', headers: as.student })).statusCode).toBe(404);
    });

    it('adds a copy to a title and changes its location, price and status by hand', async () => {
      const { id } = (await add(newTitle('ACC-900201', { title: 'Signals and Systems' }))).json<TitleDetail>();
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/library/titles/${id}/copies`,
        headers: as.library_incharge,
        payload: { accessionNumber: 'ACC-900202', barcode: 'BC-900202', source: 'donation', billNumber: 'ignored' },
      });
      expect(added.statusCode).toBe(201);
      const copy = added.json<Copy>();
      expect(copy).toMatchObject({ titleId: id, barcode: 'BC-900202', source: 'donation', billNumber: null, status: 'available' });
      const changed = await t.app.inject({
        method: 'PUT',
        url: `/api/library/copies/${copy.id}`,
        headers: as.library_incharge,
        payload: { location: 'Reference, Shelf 1', pricePaise: 42_500, status: 'damaged' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json<Copy>()).toMatchObject({ location: 'Reference, Shelf 1', pricePaise: 42_500, status: 'damaged' });
      const row = (await list(as.student, { q: 'ACC-900202' })).json<CataloguePage>().rows[0];
      expect(row).toMatchObject({ copies: 2, available: 1 });
      const byHand = await t.app.inject({
        method: 'PUT',
        url: `/api/library/copies/${copy.id}`,
        headers: as.library_incharge,
        payload: { status: 'on_loan' },
      });
      expect(byHand.statusCode).toBe(400);
      expect(byHand.json()).toMatchObject({ field: 'status' });
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/library/titles/999999/copies',
            headers: as.library_incharge,
            payload: { accessionNumber: 'ACC-900299', source: 'donation' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('keeps the status circulation gave a copy', async () => {
      const { copies } = (await add(newTitle('ACC-900301', { title: 'Digital Design' }))).json<TitleDetail>();
      await t.database.db.execute(sql`update library_copies set status = 'on_loan' where id = ${copies[0]!.id}`);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/library/copies/${copies[0]!.id}`,
        headers: as.library_incharge,
        payload: { status: 'available' },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ key: 'library.inCirculation', field: 'status' });
    });

    it('refuses a duplicate accession number or barcode with 409 naming it; a title whose copy collides is not saved', async () => {
      const [titles, copies] = [await count('library_titles'), await count('library_copies')];
      const dup = await add(newTitle('ACC-900001', { title: 'A Title That Must Not Stay' }));
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ code: 'CONFLICT', key: 'library.accessionExists', field: 'copies.0.accessionNumber' });
      expect(dup.json().message).toContain('ACC-900001');
      const barcode = await add(
        newTitle('ACC-900401', {
          title: 'A Title That Must Not Stay',
          copies: [{ accessionNumber: 'ACC-900401', barcode: 'acc-900001', source: 'donation' }],
        }),
      );
      expect(barcode.statusCode).toBe(409);
      expect(barcode.json()).toMatchObject({ key: 'library.barcodeExists', field: 'copies.0.barcode' });
      expect(barcode.json().message).toContain('ACC-900001');
      expect([await count('library_titles'), await count('library_copies')]).toEqual([titles, copies]);
      expect((await list(as.student, { q: 'Must Not Stay' })).json<CataloguePage>().total).toBe(0);
      const { id } = (await list(as.student, { q: 'ACC-900001' })).json<CataloguePage>().rows[0]!;
      const copy = await t.app.inject({
        method: 'POST',
        url: `/api/library/titles/${id}/copies`,
        headers: as.library_incharge,
        payload: { accessionNumber: 'ACC-900001', source: 'donation' },
      });
      expect(copy.statusCode).toBe(409);
      expect(copy.json()).toMatchObject({ key: 'library.accessionExists', field: 'accessionNumber' });
    });

    it('two desks adding titles with the same accession number at once: one is saved, the other refused, no title left behind', async () => {
      const titles = await count('library_titles');
      const answers = await Promise.all([
        add(newTitle('ACC-900701', { title: 'Two Desks One' }), as.library_incharge),
        add(newTitle('ACC-900701', { title: 'Two Desks Two' }), as.library_assistant),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
      expect(await count('library_titles')).toBe(titles + 1);
      expect((await list(as.student, { q: 'ACC-900701' })).json<CataloguePage>().total).toBe(1);
    });

    it('refuses a wrong ISBN check digit, a future year and a purchase without its bill, naming the field', async () => {
      const isbn = await add(newTitle('ACC-900501', { isbn: '978-81-7409-173-5' }));
      expect(isbn.statusCode).toBe(400);
      expect(isbn.json()).toMatchObject({ field: 'isbn', key: 'library.isbnCheckDigit' });
      const written = await add(newTitle('ACC-900501', { isbn: '12345' }));
      expect(written.json()).toMatchObject({ field: 'isbn', key: 'library.isbnWritten' });
      const year = await add(newTitle('ACC-900501', { year: 2999 }));
      expect(year.json()).toMatchObject({ field: 'year', key: 'library.yearFuture' });
      const bill = await add(newTitle('ACC-900501', { copies: [{ accessionNumber: 'ACC-900501', source: 'purchase' }] }));
      expect(bill.statusCode).toBe(400);
      expect(bill.json()).toMatchObject({ field: 'copies.0.billNumber', key: 'library.billNumberRequired' });
      const noAuthors = await add(newTitle('ACC-900501', { authors: [] }));
      expect(noAuthors.json()).toMatchObject({ field: 'authors' });
      expect((await list(as.student, { q: 'ACC-900501' })).json<CataloguePage>().total).toBe(0);
    });

    it('lets only the library staff change the catalogue: a student or the administrator gets 403, a visitor 401', async () => {
      expect((await add(newTitle('ACC-900601'), as.student)).statusCode).toBe(403);
      expect((await add(newTitle('ACC-900601'), as.admin)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'POST', url: '/api/library/titles', payload: newTitle('ACC-900601') })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/library/titles' })).statusCode).toBe(401);
      expect((await list(as.admin)).statusCode).toBe(200);
      expect((await list(as.student, { q: 'ACC-900601' })).json<CataloguePage>().total).toBe(0);
    });
  });
}
