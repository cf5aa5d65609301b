import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryDashboard } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`library landing page figures (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    const one = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    const figures = async (headers = as.library_assistant) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dashboards/library', headers });
      expect(res.statusCode).toBe(200);
      return res.json<LibraryDashboard>();
    };

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['library_incharge', 'library_assistant', 'student', 'accountant']) as[user] = await bearer(t.app, user);
    });
    afterAll(async () => t?.close());

    it('counts the demo desk by the college day: what is out, what is overdue, and the longest overdue first', async () => {
      const d = await figures();
      const counted = await one<{ onLoan: number; overdue: number; titles: number; copies: number }>(
        sql`select count(*) filter (where closed_at is null)::int as "onLoan",
                   count(*) filter (where closed_at is null and due_on < ${d.today})::int as overdue,
                   (select count(*)::int from library_titles) as titles, (select count(*)::int from library_copies) as copies
            from library_loans`,
      );
      expect(d).toMatchObject(counted);
      expect(d.overdue).toBeGreaterThan(0);
      expect(d.overdueCopies.length).toBe(Math.min(8, d.overdue));
      const days = d.overdueCopies.map((c) => c.daysOverdue);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      expect(d.overdueCopies[0]).toMatchObject({ accessionNumber: expect.stringMatching(/^ACC-/), member: expect.any(String) });
      expect(d.byDay).toHaveLength(14);
      expect(d.byDay.at(-1)!.day).toBe(d.today);
    });

    it('moves with the desk: an issue today is counted at once, the landing page kept in memory notwithstanding', async () => {
      const before = await figures();
      const { roll, barcode } = await one<{ roll: string; barcode: string }>(
        sql`select (select roll_number from students s where status = 'active'
                      and not exists (select 1 from library_loans l where l.student_id = s.id and l.closed_at is null) order by id limit 1) as roll,
                   (select barcode from library_copies where status = 'available' and item_kind = 'book' order by id limit 1) as barcode`,
      );
      const issued = await t.app.inject({
        method: 'POST',
        url: '/api/library/circulation/issue',
        payload: { memberBarcode: roll, copyBarcode: barcode },
        headers: as.library_assistant,
      });
      expect(issued.statusCode).toBe(201);
      const after = await figures();
      expect(after.issuedToday).toBe(before.issuedToday + 1);
      expect(after.onLoan).toBe(before.onLoan + 1);
      expect(after.byDay.at(-1)!.issued).toBe(before.byDay.at(-1)!.issued + 1);
    });

    it('is the library staff’s alone', async () => {
      expect((await figures(as.library_incharge)).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const user of ['student', 'accountant'])
        expect((await t.app.inject({ method: 'GET', url: '/api/dashboards/library', headers: as[user] })).statusCode).toBe(403);
    });
  });
}
