import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirculationResult, Member } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`a borrower's own page of the library (${target})`, () => {
    let t: TestApp;
    const as: Record<string, Record<string, string>> = {};
    const one = async <T>(query: SQL) => ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
    let roll: string;
    let mine: string;
    let theirs: string;

    beforeAll(async () => {
      t = await createTestApp(target);
      for (const user of ['library_assistant', 'student', 'parent', 'accountant']) as[user] = await bearer(t.app, user);
      ({ roll } = await one<{ roll: string }>(
        sql`select s.roll_number as roll from users u join students s on s.id = u.student_id where u.username = 'student'`,
      ));
      // The demo student's loans are overdue (the desk would renew none): the first is due in a week now.
      ({ mine } = await one<{ mine: string }>(
        sql`update library_loans l set due_on = current_date + 7 from library_copies c, users u
            where c.id = l.copy_id and u.username = 'student' and l.student_id = u.student_id and l.closed_at is null
              and l.id = (select min(l2.id) from library_loans l2 where l2.student_id = u.student_id and l2.closed_at is null)
            returning c.barcode as mine`,
      ));
      ({ theirs } = await one<{ theirs: string }>(
        sql`select c.barcode as theirs from library_loans l join library_copies c on c.id = l.copy_id
            join students s on s.id = l.student_id
            where l.closed_at is null and s.roll_number <> ${roll} and l.due_on >= current_date order by l.id limit 1`,
      ));
    });
    afterAll(async () => t?.close());

    it('shows the student their own loans with due dates, and what they owe', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/library/me', headers: as.student });
      expect(res.statusCode).toBe(200);
      const me = res.json<Member>();
      expect(me).toMatchObject({ kind: 'student', barcode: roll });
      expect(me.loans.map((l) => l.barcode)).toContain(mine);
      expect(me.loans.map((l) => l.barcode)).not.toContain(theirs);
      expect(me.loans.find((l) => l.barcode === mine)).toMatchObject({ dueOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), renewals: 0 });
    });

    it('renews a copy on loan to the student, and not one on loan to somebody else', async () => {
      const renewed = await t.app.inject({
        method: 'POST',
        url: '/api/library/me/renew',
        payload: { copyBarcode: mine },
        headers: as.student,
      });
      expect(renewed.statusCode, renewed.body).toBe(200);
      expect(renewed.json<CirculationResult>().loan).toMatchObject({ barcode: mine, renewals: 1 });
      const saved = await one<{ renewals: number }>(
        sql`select l.renewals from library_loans l join library_copies c on c.id = l.copy_id where c.barcode = ${mine} and l.closed_at is null`,
      );
      expect(saved.renewals).toBe(1);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/library/me/renew',
        payload: { copyBarcode: theirs },
        headers: as.student,
      });
      expect(other.statusCode).toBe(404);
      expect(other.json().message).toBe(`No copy has the barcode ${theirs}`);
      const untouched = await one<{ renewals: number }>(
        sql`select l.renewals from library_loans l join library_copies c on c.id = l.copy_id where c.barcode = ${theirs} and l.closed_at is null`,
      );
      expect(untouched.renewals).toBe(0);
    });

    it('is the borrowers’ own: a parent, an accountant and a visitor are refused', async () => {
      for (const user of ['parent', 'accountant'])
        expect((await t.app.inject({ method: 'GET', url: '/api/library/me', headers: as[user] })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/library/me' })).statusCode).toBe(401);
    });
  });
}
