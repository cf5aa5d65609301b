import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_TEXTS as T, fillText, type AlumniRegistrationEntry, type SessionUser } from '@campus/shared';
import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { students } from '../admissions/students.table.js';
import { users } from '../auth/auth.table.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { bearer, createTestApp, multipart, targets, type MultipartPart, type TestApp } from '../../../test/helpers.js';
import { alumniRegistrations } from './alumni.table.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The migration that hands registrations taken over back to their students (by its name, whatever its number): its hand-written statement. */
const MIGRATIONS = path.resolve(import.meta.dirname, '../../../drizzle');
const HAND_BACK = fs
  .readFileSync(
    path.join(
      MIGRATIONS,
      fs.readdirSync(MIGRATIONS).find((f) => f.endsWith('_alumni_registrations_of_their_students.sql'))!,
    ),
    'utf8',
  )
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('UPDATE "alumni_registrations"'))!;

const registration = (rollNumber: string, over: Record<string, unknown> = {}) => ({
  name: 'Keerthi Sai Priya',
  degree: 'B.Tech',
  rollNumber,
  batch: '2022-2026',
  branch: 'CSE',
  mobileNumber: '9876501234',
  email: 'keerthi.priya@example.in',
  working: 'yes',
  companyName: 'Wipro Limited',
  jobTitle: 'Project Engineer',
  workAddress: 'Wipro SEZ, Gopanpally, Hyderabad',
  ...over,
});

/** A row as the database keeps it, for the rows a test puts there itself. */
const row = (rollNumber: string, registeredBy: number, over: Partial<typeof alumniRegistrations.$inferInsert> = {}) => ({
  ...registration(rollNumber),
  course: 'B.Tech',
  registeredBy,
  ...over,
});

for (const target of targets) {
  describe(`registrations of the register's roll numbers (${target})`, () => {
    let t: TestApp;
    let dataDir: string;
    const tokens = new Map<string, Record<string, string>>();
    const as = async (username: string) => {
      if (!tokens.has(username)) tokens.set(username, await bearer(t.app, username));
      return tokens.get(username)!;
    };
    const get = async (url: string, username: string) => t.app.inject({ method: 'GET', url, headers: await as(username) });
    const mine = async (username: string) => (await get('/api/alumni/registrations', username)).json<AlumniRegistrationEntry[]>();
    const register = async (username: string, form: object, file: MultipartPart | null = null) => {
      const body = multipart([{ name: 'alumniStudentRegistration', value: JSON.stringify(form) }, ...(file ? [file] : [])]);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveAlumniStudentRegister',
        payload: body.payload,
        headers: { ...body.headers, ...(await as(username)) },
      });
    };
    const userId = async (username: string) =>
      (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0].id;
    const holderOf = async (rollNumber: string) =>
      (
        await t.database.db
          .select({ registeredBy: alumniRegistrations.registeredBy })
          .from(alumniRegistrations)
          .where(eq(alumniRegistrations.rollNumber, rollNumber))
      )[0]?.registeredBy;
    const addUser = async (username: string, roles: string[], studentId: number | null = null) => {
      await t.database.db
        .insert(users)
        .values({ username, passwordHash: await hashPassword(DEMO_PASSWORD), fullName: username, roles, studentId });
      await t.app.heard();
    };

    /** The demo student's own roll number (their account is linked to their record). */
    let studentRoll: string;
    /** Students of the register with no account of their own, in capitals, with their ids. */
    let others: { id: number; rollNumber: string }[];

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-alumni-rolls-'));
      t = await createTestApp(target, { seed: { students: 5 }, env: { DATA_DIR: dataDir } });
      const [own] = await t.database.db
        .select({ rollNumber: students.rollNumber })
        .from(students)
        .innerJoin(users, eq(users.studentId, students.id))
        .where(eq(users.username, 'student'));
      studentRoll = own.rollNumber.toUpperCase();
      const unlinked = await t.database.db
        .select({ id: students.id, rollNumber: students.rollNumber })
        .from(students)
        .leftJoin(users, eq(users.studentId, students.id))
        .where(isNull(users.id))
        .orderBy(students.id);
      others = unlinked.map((s) => ({ id: s.id, rollNumber: s.rollNumber.toUpperCase() }));
      expect(others.length).toBeGreaterThanOrEqual(4);
      // Alumni who signed themselves up: no student record behind their accounts.
      await addUser('alumnus.squatter', ['ROLE_ALUMNI']);
      await addUser('alumnus.early', ['ROLE_ALUMNI']);
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("the demo alumnus's landing page shows their own registration, in their own name", async () => {
      const me = (await get('/api/auth/me', 'alumni')).json<SessionUser>();
      const list = await mine('alumni');
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list) {
        expect(entry).toMatchObject({ name: me.fullName, email: me.email });
        const [ofRegister] = await t.database.db
          .select({ id: students.id })
          .from(students)
          .where(sql`upper(${students.rollNumber}) = ${entry.rollNumber}`);
        expect(ofRegister).toBeUndefined();
      }
    });

    it("refuses an alumnus without a student record a register student's roll number, and the student's registration stays theirs (issue 35)", async () => {
      const squatted = await register('alumnus.squatter', registration(studentRoll.toLowerCase()), {
        name: 'file',
        value: PDF,
        filename: 'fake.pdf',
      });
      expect(squatted.statusCode).toBe(403);
      expect(squatted.json()).toMatchObject({
        message: fillText(T.registerRollNumber, { rollNumber: studentRoll }),
        code: 'FORBIDDEN',
        field: 'rollNumber',
        key: 'alumni.registerRollNumber',
      });
      expect(await holderOf(studentRoll)).toBeUndefined();

      const own = await register('student', registration(studentRoll, { mobileNumber: '9000000001', email: 'own@example.in' }), {
        name: 'file',
        value: PDF,
        filename: 'degree.pdf',
      });
      expect(own.statusCode).toBe(200);
      const [entry] = await mine('student');
      expect(entry).toMatchObject({ rollNumber: studentRoll, mobileNumber: '9000000001', fileName: 'degree.pdf' });
      expect(await mine('alumnus.squatter')).toEqual([]);
      expect((await get(entry.file!, 'alumnus.squatter')).statusCode).toBe(404);
      // Nor can the alumnus change it, by its id or by its roll number.
      const byId = await register('alumnus.squatter', registration('17A51A0101', { id: entry.id }));
      expect(byId.statusCode).toBe(404);
      const byRoll = await register('alumnus.squatter', registration(studentRoll, { mobileNumber: '9111111111' }));
      expect(byRoll.json()).toMatchObject({ field: 'rollNumber', key: 'alumni.registerRollNumber' });
      expect((await mine('student'))[0]).toMatchObject({ mobileNumber: '9000000001' });
    });

    it("refuses an alumnus moving their own registration to a register student's roll number", async () => {
      const first = await register('alumnus.squatter', registration('17A51A0101'));
      expect(first.statusCode).toBe(200);
      const moved = await register('alumnus.squatter', registration(others[0].rollNumber, { id: first.json().id }));
      expect(moved.statusCode).toBe(403);
      expect(moved.json()).toMatchObject({ field: 'rollNumber', key: 'alumni.registerRollNumber' });
      expect((await mine('alumnus.squatter')).map((r) => r.rollNumber)).toEqual(['17A51A0101']);
    });

    it("lets placement staff and the administrator register a register student's roll number", async () => {
      expect((await register('placement_dean', registration(others[1].rollNumber))).statusCode).toBe(200);
      expect((await register('admin', registration(others[1].rollNumber, { jobTitle: 'Lead Engineer' }))).statusCode).toBe(200);
      expect(await holderOf(others[1].rollNumber)).toBe(await userId('placement_dean'));
    });

    it('hands a student the row of their roll number held by another account, with only what the student sent', async () => {
      // Filed before the roll number was the register's (or before this fix): the student's save must not land on it.
      const early = await userId('alumnus.early');
      const roll = others[2].rollNumber;
      await t.database.db.insert(alumniRegistrations).values(row(roll, early, { name: 'Not The Student', fileName: 'theirs.pdf' }));
      await addUser('student.late', ['ROLE_STUDENT'], others[2].id);

      const saved = await register('student.late', registration(roll, { name: 'The Student', mobileNumber: '9000000002' }));
      expect(saved.statusCode).toBe(200);
      const [entry] = await mine('student.late');
      expect(entry).toMatchObject({ id: saved.json().id, name: 'The Student', mobileNumber: '9000000002', file: null, fileName: null });
      expect(await holderOf(roll)).toBe(await userId('student.late'));
      expect(await mine('alumnus.early')).toEqual([]);
    });

    it("the migration hands registrations taken over back to the student's account, or to nobody when the student has none", async () => {
      const squatter = await userId('alumnus.squatter');
      const dean = await userId('placement_dean');
      const db = t.database.db;
      const rolls = { linked: others[3].rollNumber, accountless: others[0].rollNumber, staff: others[1].rollNumber };
      await addUser('alumnus.linked', ['ROLE_ALUMNI'], others[3].id);
      await db.delete(alumniRegistrations).where(inArray(alumniRegistrations.rollNumber, Object.values(rolls)));
      await db.insert(alumniRegistrations).values([row(rolls.linked, squatter), row(rolls.accountless, squatter), row(rolls.staff, dean)]);

      await db.execute(sql.raw(HAND_BACK));
      await t.app.heard();

      expect(await holderOf(rolls.linked)).toBe(await userId('alumnus.linked'));
      expect(await holderOf(rolls.accountless)).toBeNull();
      expect(await holderOf(rolls.staff)).toBe(dean);
      expect(await holderOf('17A51A0101')).toBe(squatter);
      expect((await mine('alumnus.squatter')).map((r) => r.rollNumber)).toEqual(['17A51A0101']);
      expect((await mine('alumnus.linked')).map((r) => r.rollNumber)).toEqual([rolls.linked]);
      // A registration nobody holds waits for its student: placement staff still correct it.
      const [detached] = await db.select().from(alumniRegistrations).where(eq(alumniRegistrations.rollNumber, rolls.accountless));
      const corrected = await register('placement_dean', registration(rolls.accountless, { id: detached.id, jobTitle: 'Analyst' }));
      expect(corrected.json()).toMatchObject({ id: detached.id });
    });
  });
}
