import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, notExists } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { batches, branches, courses } from '../masterdata/masterdata.table.js';

/** Every row of the workbook's first sheet, as Debian's openpyxl reads it. */
function workbookRows(base64: string): string[][] {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'logins-')), 'logins.xlsx');
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  const script =
    'import openpyxl,json,sys; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([list(r) for r in ws.iter_rows(values_only=True)]))';
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' })) as string[][];
}

for (const target of targets) {
  describe(`create logins for a chosen course, batch or branch (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp(target, { env: { LOGIN_RATE_LIMIT: '0' } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    /** The admitted students without a login, with their course code, batch name and branch short form. */
    const admitted = () =>
      t.database.db
        .select({ rollNumber: students.rollNumber, course: courses.code, batch: batches.name, branch: branches.code })
        .from(students)
        .innerJoin(courses, eq(courses.id, students.courseId))
        .innerJoin(batches, eq(batches.id, students.batchId))
        .innerJoin(branches, eq(branches.id, students.branchId))
        .where(
          and(
            eq(students.status, 'active'),
            notExists(t.database.db.select({ id: users.id }).from(users).where(eq(users.studentId, students.id))),
          ),
        );
    const count = (query: string, headers = admin) =>
      t.app.inject({ method: 'GET', url: `/api/users/logins-to-create?kind=student&${query}`, headers });
    const create = (query: string, headers = admin) => t.app.inject({ method: 'POST', url: `/api/createStudentLogins?${query}`, headers });

    it('counts and creates logins for the chosen course, batch and branch only; the workbook holds only them; the rest stay for later', async () => {
      const all = await admitted();
      const [first] = all;
      const chosen = all.filter((s) => s.course === first!.course && s.batch === first!.batch && s.branch === first!.branch);
      expect(chosen.length).toBeGreaterThan(0);
      expect(chosen.length).toBeLessThan(all.length);
      const query = new URLSearchParams({ course: first!.course, batch: first!.batch, branch: first!.branch }).toString();

      expect((await count('')).json()).toEqual({ count: all.length });
      const asked = await count(query);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ count: chosen.length });

      const res = await create(query);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ success: 'true', count: chosen.length });
      const rows = workbookRows(answer.file);
      expect(rows[0]).toEqual(['User Name', 'Full Name', 'Email', 'Roll Number', 'Initial Password']);
      expect(
        rows
          .slice(1)
          .map((r) => r[3])
          .sort(),
      ).toEqual(chosen.map((s) => s.rollNumber).sort());

      // Those chosen have their logins; the whole college is still possible for the others.
      expect((await count(query)).json()).toEqual({ count: 0 });
      expect((await create(query)).json()).toEqual({
        success: 'false',
        msg: M.noStudentsChosenWithoutLogin,
        key: 'accounts.noStudentsChosenWithoutLogin',
        count: 0,
      });
      expect((await count('')).json()).toEqual({ count: all.length - chosen.length });

      // A course alone (in any case) means every batch and branch of it.
      const ofCourse = all.filter((s) => s.course === first!.course && !chosen.includes(s));
      expect((await count(`course=${encodeURIComponent(first!.course.toLowerCase())}`)).json()).toEqual({ count: ofCourse.length });
      const rest = await create('');
      expect(rest.json()).toMatchObject({ success: 'true', count: all.length - chosen.length });
      expect(workbookRows(rest.json().file)).toHaveLength(all.length - chosen.length + 1);
    });

    it('answers a course, batch or branch the master data does not know 400 naming the field', async () => {
      const [first] = await t.database.db.select({ course: courses.code }).from(courses).limit(1);
      const cases: [string, string, string][] = [
        ['course=ASTRO', 'course', "There is no course 'ASTRO'"],
        [`course=${encodeURIComponent(first!.course)}&batch=1999-2003`, 'batch', "There is no batch '1999-2003' of the chosen course"],
        [`course=${encodeURIComponent(first!.course)}&branch=ZZZ`, 'branch', "There is no branch 'ZZZ' of the chosen course"],
        [`batch=${'2'.repeat(201)}`, 'batch', 'batch must have at most 200 characters'],
        [`branch=${'C'.repeat(31)}`, 'branch', 'branch must have at most 30 characters'],
      ];
      for (const [query, field, message] of cases) {
        for (const res of [await count(query), await create(query)]) {
          expect(res.statusCode, query).toBe(400);
          expect(res.json(), query).toMatchObject({ field, message });
        }
      }
      expect((await create('course=ASTRO')).json()).toMatchObject({ key: 'accounts.noSuchCourse', params: { course: 'ASTRO' } });
    });

    it('lets only an administrator count or create them', async () => {
      const hod = await bearer(t.app, 'hod');
      expect((await count('course=ASTRO', hod)).statusCode).toBe(403);
      expect((await create('course=ASTRO', hod)).statusCode).toBe(403);
    });
  });
}
