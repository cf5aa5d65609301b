import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, targets, type TestApp } from '../../test/helpers.js';
import { openChangeFeed, type Change, type ChangeFeed } from './change-feed.js';
import { rowsOf } from './client.js';

for (const target of targets) {
  describe(`the database tells every server what changed (${target})`, () => {
    let t: TestApp;
    let feed: ChangeFeed;
    const heard: Change[] = [];
    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 3 } });
      feed = await openChangeFeed(t.database);
      feed.subscribe((change) => heard.push(change));
    });
    afterAll(async () => {
      feed?.close();
      await t?.close();
    });

    const one = async <T>(query: string) => rowsOf<T>(await t.database.db.execute(sql.raw(query)))[0]!;
    /** Runs `change` and waits until the feed has told what `expected` lists (PostgreSQL tells on its own connection). */
    async function changesOf(change: string, expected: Change[]) {
      heard.length = 0;
      await t.database.db.execute(sql.raw(change));
      await expect.poll(() => heard, { timeout: 10_000 }).toEqual(expect.arrayContaining(expected));
      return [...heard];
    }

    it('is live once listening', () => {
      expect(feed.live()).toBe(true);
      expect(feed.state()).toBe('up');
    });

    it('names the student of a changed register row, and of their orders, order items and collections', async () => {
      const { id } = await one<{ id: number }>('select id from students order by id limit 1');
      await changesOf(`update students set full_name = full_name where id = ${id}`, [{ kind: 's', key: String(id) }]);
      const paid = await one<{ order_id: number; student_id: number }>('select order_id, student_id from fee_collections limit 1');
      const student: Change[] = [{ kind: 's', key: String(paid.student_id) }];
      await changesOf(`update payment_orders set status = status where id = ${paid.order_id}`, student);
      await changesOf(`update payment_order_items set semester = semester where order_id = ${paid.order_id}`, student);
      await changesOf(`update fee_collections set mode = mode where order_id = ${paid.order_id}`, student);
    });

    it('names the roll number of a changed result in upper case', async () => {
      const { roll_no } = await one<{ roll_no: string }>('select roll_no from student_results limit 1');
      await changesOf(`update student_results set sgpa = sgpa where roll_no = '${roll_no}'`, [{ kind: 'r', key: roll_no.toUpperCase() }]);
    });

    it('names the user of a changed account or an ended session', async () => {
      const { id } = await one<{ id: number }>(`select id from users where username = 'student'`);
      await changesOf(`update users set full_name = full_name where id = ${id}`, [{ kind: 'u', key: String(id) }]);
      await t.database.db.execute(
        sql.raw(`insert into sessions (token_hash, user_id, expires_at) values ('feed-test', ${id}, now() + interval '1 hour')`),
      );
      await changesOf(`delete from sessions where token_hash = 'feed-test'`, [{ kind: 'u', key: String(id) }]);
    });

    it('says "all of a kind" when one statement changed more than a hundred, not each of them', async () => {
      await t.database.db.execute(
        sql.raw(
          `insert into users (username, password_hash, full_name, roles) select 'bulk-' || g, 'x', 'Bulk', '{ROLE_STUDENT}' from generate_series(1, 150) g`,
        ),
      );
      const seen = await changesOf(`update users set full_name = 'Bulk again' where username like 'bulk-%'`, [{ kind: 'u', key: '*' }]);
      expect(seen.filter((c) => c.kind === 'u')).toEqual([{ kind: 'u', key: '*' }]);
    });

    it('says "all" for data any answer may use: exam titles, fees, the settings and the master data', async () => {
      for (const table of [
        'exam_titles',
        'fee_types',
        'fee_structure',
        'college_settings',
        'courses',
        'batches',
        'branches',
        'semesters',
      ]) {
        await changesOf(`update ${table} set id = id`, [{ kind: 'all' }]);
      }
    });

    it("names the table of a change that offices' figures are read from", async () => {
      const tables = [
        'students',
        'student_results',
        'payment_orders',
        'fee_collections',
        'users',
        'applications',
        'faculty',
        'faculty_achievements',
        'faculty_awards',
        'faculty_mous',
        'faculty_publications',
        'alumni_history',
        'alumni_registrations',
        'audit_log',
        'payment_refunds',
        'departments',
      ];
      for (const table of tables) await changesOf(`update ${table} set id = id`, [{ kind: 't', key: table }]);
      // A new student is no change of anyone's landing page, only of the figures.
      const seen = await changesOf(
        `insert into students (roll_number, full_name, course_id, batch_id, branch_id, semester_id) select 'FEED' || id, full_name, course_id, batch_id, branch_id, semester_id from students limit 1`,
        [{ kind: 't', key: 'students' }],
      );
      expect(seen.filter((c) => c.kind === 's')).toEqual([]);
    });

    it('tells nothing of a change that was taken back', async () => {
      const { id } = await one<{ id: number }>(`select id from users where username = 'faculty'`);
      heard.length = 0;
      await expect(
        t.database.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`update users set full_name = full_name where id = ${id}`));
          throw new Error('taken back');
        }),
      ).rejects.toThrow('taken back');
      // A change after it arrives; the one taken back never does.
      await changesOf(`update users set full_name = full_name where username = 'student'`, [{ kind: 'u', key: expect.any(String) }]);
      expect(heard).not.toContainEqual({ kind: 'u', key: String(id) });
    });
  });
}
