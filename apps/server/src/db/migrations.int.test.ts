import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freshPostgres, targets } from '../../test/helpers.js';
import type { ScratchDatabase } from '../../test/scratch-database.js';
import { migrationsUpTo } from '../features/operations/migration-journal.js';
import { openDatabase, rowsOf, type Database } from './client.js';

/** Master data saved before migration 0004, when codes and names that differ only in case were still allowed. */
const BEFORE_0004 = [
  `insert into departments (code, name) values ('CSE', 'Computer Science'), ('cse', 'Computer science, again')`,
  `insert into courses (code, name, level, duration_years) values ('BTECH', 'B.Tech', 'UG', 4), ('btech', 'B.Tech again', 'UG', 4)`,
  `insert into branches (course_id, code, name, roll_code) values (1, 'ECE', 'Electronics', '04'), (1, 'ece', 'Electronics again', '44'), (2, 'ECE', 'Electronics, other course', '04')`,
  `insert into batches (course_id, name, start_year) values (1, 'Batch A 2022', 2022), (1, 'BATCH A 2022', 2022), (2, 'batch a 2022', 2022)`,
  `insert into admission_types (name) values ('Convener'), ('CONVENER')`,
  `insert into agents (name) values ('Ravi Kumar'), ('ravi kumar')`,
  `insert into caste_categories (code, name) values ('BC-A', 'Backward Class A'), ('bc-a', 'Backward class A')`,
  `insert into sub_castes (category_id, name) values (1, 'Kuruba'), (1, 'KURUBA')`,
  `insert into key_values (key, value) values ('religion', 'Hindu'), ('religion', 'hindu'), ('nationality', 'Hindu')`,
  `insert into seat_types (code, label) values ('MQ', 'Management quota'), ('mq', 'Management quota again')`,
];

for (const target of targets) {
  describe(`migration 0004 on master data whose codes differ only in case (${target})`, () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-migrations-'));
    let scratch: ScratchDatabase | undefined;
    let database: Database | undefined;
    afterAll(async () => {
      await database?.close();
      await scratch?.drop();
      fs.rmSync(folder, { recursive: true, force: true });
    });

    it('keeps the oldest code, marks each later one with its id, and then refuses a new case twin', async () => {
      scratch = target === 'postgres' ? await freshPostgres() : undefined;
      const where = { databaseUrl: scratch?.url, pgliteDir: path.join(folder, 'pglite') };
      const old = await openDatabase({ ...where, migrationsFolder: migrationsUpTo('0003_user_links', path.join(folder, 'up-to-0003')) });
      for (const statement of BEFORE_0004) await old.db.execute(sql.raw(statement));
      await old.close();

      database = await openDatabase(where);
      const rows = async (query: string) => rowsOf(await database!.db.execute(sql.raw(query)));
      expect(await rows('select code from departments order by id')).toEqual([{ code: 'CSE' }, { code: 'cse-2' }]);
      expect(await rows('select code from courses order by id')).toEqual([{ code: 'BTECH' }, { code: 'btech-2' }]);
      // Within a course only: the same code under another course is no twin.
      expect(await rows('select code from branches order by id')).toEqual([{ code: 'ECE' }, { code: 'ece-2' }, { code: 'ECE' }]);
      expect(await rows('select name from batches order by id')).toEqual([
        { name: 'Batch A 2022' },
        { name: 'BATCH A 2022-2' },
        { name: 'batch a 2022' },
      ]);
      expect(await rows('select name from admission_types order by id')).toEqual([{ name: 'Convener' }, { name: 'CONVENER-2' }]);
      expect(await rows('select name from agents order by id')).toEqual([{ name: 'Ravi Kumar' }, { name: 'ravi kumar-2' }]);
      expect(await rows('select code from caste_categories order by id')).toEqual([{ code: 'BC-A' }, { code: 'bc-a-2' }]);
      expect(await rows('select name from sub_castes order by id')).toEqual([{ name: 'Kuruba' }, { name: 'KURUBA-2' }]);
      expect(await rows('select value from key_values order by id')).toEqual([
        { value: 'Hindu' },
        { value: 'hindu-2' },
        { value: 'Hindu' },
      ]);
      expect(await rows('select code from seat_types order by id')).toEqual([{ code: 'MQ' }, { code: 'mq-2' }]);
      await expect(database.db.execute(sql.raw(`insert into departments (code, name) values ('Cse', 'A third')`))).rejects.toThrow();
    });
  });
}
