import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALUMNI_FILE_MAX_BYTES,
  ALUMNI_TEXTS as T,
  demoUsernameFor,
  fillText,
  type AlumniHistoryEntry,
  type AlumniRegisterStudent,
  type AlumniRegistrationEntry,
  type Role,
} from '@campus/shared';
import { eq } from 'drizzle-orm';
import { students } from '../admissions/students.table.js';
import { auditLog } from '../audit/audit.table.js';
import { users } from '../auth/auth.table.js';
import { hashPassword } from '../auth/password.js';
import { DEMO_PASSWORD } from '../../demo/seed.js';
import { bearer, createTestApp, multipart, targets, type MultipartPart, type TestApp } from '../../../test/helpers.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16, 2)]);
/** A Windows executable, named as a PDF. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0), Buffer.from('This program cannot be run in DOS mode.')]);

const registration = (over: Record<string, unknown> = {}) => ({
  name: 'Keerthi Sai Priya',
  degree: 'B.Tech',
  rollNumber: '20a51a0533',
  batch: '2022-2026',
  branch: 'cse',
  mobileNumber: '9876501234',
  email: 'keerthi.priya@example.in',
  working: 'yes',
  companyName: 'Wipro Limited',
  jobTitle: 'Project Engineer',
  workAddress: 'Wipro SEZ, Gopanpally, Hyderabad',
  ...over,
});

const historyForm = (over: Record<string, unknown> = {}) => ({
  status: 'working',
  rollNumber: '20A51A0201',
  name: 'Bhargav Teja Nalla',
  fatherName: 'Ramesh Nalla',
  course: 'B.Tech',
  batch: '2022-2026',
  branch: 'EEE',
  section: 'A',
  studentEmail: 'bhargav.nalla@example.in',
  studentMobile: '9000012345',
  company: 'Larsen & Toubro',
  packages: '6 LPA',
  designation: 'Graduate Engineer Trainee',
  experience: '1 year',
  location: 'Chennai',
  ...over,
});

for (const target of targets) {
  describe(`alumni registration and history (${target})`, () => {
    let t: TestApp;
    let dataDir: string;
    const headers = new Map<Role, Record<string, string>>();
    const as = async (role: Role) => {
      if (!headers.has(role)) headers.set(role, await bearer(t.app, demoUsernameFor(role)));
      return headers.get(role)!;
    };
    const get = async (url: string, role: Role = 'ROLE_ALUMNI') => t.app.inject({ method: 'GET', url, headers: await as(role) });

    const register = async (
      form: object,
      file: MultipartPart | null = { name: 'file', value: PDF, filename: 'degree.pdf' },
      role: Role = 'ROLE_ALUMNI',
    ) => {
      const parts: MultipartPart[] = [{ name: 'alumniStudentRegistration', value: JSON.stringify(form) }];
      if (file) parts.push(file);
      const body = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveAlumniStudentRegister',
        payload: body.payload,
        headers: { ...body.headers, ...(await as(role)) },
      });
    };
    const saveHistory = async (
      form: object,
      files: MultipartPart[] = [{ name: 'certificate', value: PDF, filename: 'offer.pdf' }],
      role: Role = 'ROLE_PLACEMENT_DEAN',
    ) => {
      const body = multipart([{ name: 'alumniData', value: JSON.stringify(form) }, ...files]);
      return t.app.inject({
        method: 'POST',
        url: '/api/saveAluminiHistoryByUrl',
        payload: body.payload,
        headers: { ...body.headers, ...(await as(role)) },
      });
    };

    /** The roll number of the demo student's own record. */
    let studentRoll: string;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-alumni-'));
      t = await createTestApp(target, { seed: { students: 5 }, env: { DATA_DIR: dataDir } });
      const [row] = await t.database.db
        .select({ rollNumber: students.rollNumber })
        .from(students)
        .innerJoin(users, eq(users.studentId, students.id))
        .where(eq(users.username, demoUsernameFor('ROLE_STUDENT')));
      studentRoll = row.rollNumber;
      // An alumnus who has not registered yet (the demo alumnus has a registration of their own).
      await t.database.db.insert(users).values({
        username: 'alumnus.new',
        passwordHash: await hashPassword(DEMO_PASSWORD),
        fullName: 'Keerthi Sai Priya',
        roles: ['ROLE_ALUMNI'],
      });
      await t.app.heard();
      headers.set('ROLE_ALUMNI', await bearer(t.app, 'alumnus.new'));
    });
    afterAll(async () => {
      await t?.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    describe('the cascading lists', () => {
      it('answers the batches of a degree and the branches of a degree of a level', async () => {
        for (const url of ['/api/getBatches?degree=B.Tech', '/api/getAlumniBatchesByCourse?degree=B.Tech']) {
          const res = await get(url);
          expect(res.statusCode).toBe(200);
          expect(res.json()).toContain('2022-2026');
        }
        const branches = await get('/api/getAllbranchesbasedonleveldegree?level=UG&course=B.Tech');
        expect(branches.json()).toEqual(expect.arrayContaining(['CSE', 'ECE', 'EEE', 'MECH']));
        expect((await get('/api/getAllbranchesbasedonleveldegree?course=B.Tech')).json()).toContain('CSE');
        expect((await get('/api/getAllbranchesbasedonleveldegree?level=PG&course=B.Tech')).json()).toEqual([]);
        expect((await get('/api/getBatches?degree=Nothing')).json()).toEqual([]);
      });

      it('refuses a missing degree naming it, and a signed-out caller', async () => {
        const res = await get('/api/getBatches?degree=');
        expect(res.statusCode).toBe(400);
        expect(res.json().field).toBe('degree');
        expect((await t.app.inject({ method: 'GET', url: '/api/getBatches?degree=B.Tech' })).statusCode).toBe(401);
      });
    });

    describe('registration', () => {
      it('registers with the file, upper-cases the branch and the roll number, and lists it on the dashboard', async () => {
        const res = await register(registration());
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: 'Alumni Registration Was Successfully Completed' });
        const list = (await get('/api/alumni/registrations')).json<AlumniRegistrationEntry[]>();
        const mine = list.find((r) => r.rollNumber === '20A51A0533')!;
        expect(mine).toMatchObject({
          branch: 'CSE',
          course: 'B.Tech',
          working: 'yes',
          companyName: 'Wipro Limited',
          fileName: 'degree.pdf',
        });
        const file = await get(mine.file!);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.equals(PDF)).toBe(true);
        // The staff who keep alumni history open it too; another student does not.
        expect((await get(mine.file!, 'ROLE_PLACEMENT_DEAN')).statusCode).toBe(200);
        expect((await get(mine.file!, 'ROLE_STUDENT')).statusCode).toBe(404);
        expect((await get(mine.file!, 'ROLE_FACULTY')).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: mine.file! })).statusCode).toBe(401);
      });

      it('registers without a file, studying, and clears the fields of the choice not taken', async () => {
        const res = await register(
          registration({
            rollNumber: studentRoll.toLowerCase(),
            working: 'no',
            instituteName: 'IIT Hyderabad',
            courseName: 'M.Tech',
            eduAddress: 'Kandi, Sangareddy',
          }),
          null,
          'ROLE_STUDENT',
        );
        expect(res.statusCode).toBe(200);
        const mine = (await get('/api/alumni/registrations', 'ROLE_STUDENT')).json<AlumniRegistrationEntry[]>();
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatchObject({ working: 'no', instituteName: 'IIT Hyderabad', companyName: '', jobTitle: '', file: null });
      });

      it("lets placement staff correct a student's registration, and the student correct it after them", async () => {
        const [mine] = (await get('/api/alumni/registrations', 'ROLE_STUDENT')).json<AlumniRegistrationEntry[]>();
        const byStaff = await register(registration({ rollNumber: studentRoll, mobileNumber: '9876505555' }), null, 'ROLE_PLACEMENT_DEAN');
        expect(byStaff.json()).toMatchObject({ id: mine.id });
        const byStudent = await register(
          registration({ id: mine.id, rollNumber: studentRoll, mobileNumber: '9876506666' }),
          null,
          'ROLE_STUDENT',
        );
        expect(byStudent.json()).toMatchObject({ id: mine.id });
        const [after] = (await get('/api/alumni/registrations', 'ROLE_STUDENT')).json<AlumniRegistrationEntry[]>();
        expect(after).toMatchObject({ id: mine.id, mobileNumber: '9876506666' });
      });

      it("refuses a student another student's roll number, saving nothing", async () => {
        const res = await register(registration({ rollNumber: '20A51A0536' }), null, 'ROLE_STUDENT');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ message: fillText(T.onlyOwnRoll, { rollNumber: studentRoll }), field: 'rollNumber' });
        const all = (await get('/api/alumni/registrations', 'ROLE_ADMIN')).json<AlumniRegistrationEntry[]>();
        expect(all.some((r) => r.rollNumber === '20A51A0536')).toBe(false);
      });

      it('registers with NA and no further fields', async () => {
        const res = await register(
          registration({ rollNumber: '20A51A0535', working: 'NA', companyName: '', jobTitle: '', workAddress: '' }),
          null,
          'ROLE_ADMIN',
        );
        expect(res.statusCode).toBe(200);
      });

      it("changes the user's own registration, by id or by the same roll number, and replaces the file", async () => {
        const [mine] = (await get('/api/alumni/registrations'))
          .json<AlumniRegistrationEntry[]>()
          .filter((r) => r.rollNumber === '20A51A0533');
        const byId = await register(registration({ id: mine.id, jobTitle: 'Senior Project Engineer' }), {
          name: 'file',
          value: GIF,
          filename: 'photo.gif',
        });
        expect(byId.statusCode).toBe(200);
        expect(byId.json().id).toBe(mine.id);
        const again = await register(registration({ mobileNumber: '9876501299' }), null);
        expect(again.json().id).toBe(mine.id);
        const [changed] = (await get('/api/alumni/registrations')).json<AlumniRegistrationEntry[]>().filter((r) => r.id === mine.id);
        expect(changed).toMatchObject({ jobTitle: 'Project Engineer', mobileNumber: '9876501299', fileName: 'photo.gif' });
        expect((await get(changed.file!)).headers['content-type']).toBe('image/gif');
        // Someone else's id is not found.
        const other = await register(registration({ id: mine.id, rollNumber: studentRoll }), null, 'ROLE_STUDENT');
        expect(other.statusCode).toBe(404);
        expect(other.json().message).toBe(T.registrationNotFound);
      });

      it('refuses an alumnus a roll number someone else registered, and a second registration', async () => {
        const res = await register(registration({ rollNumber: '20A51A0535' }), null);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          message: 'An alumni registration for roll number 20A51A0535 already exists',
          field: 'rollNumber',
        });
        const second = await register(registration({ rollNumber: '20A51A0540' }), null);
        expect(second.statusCode).toBe(409);
        expect(second.json()).toMatchObject({ message: fillText(T.oneRegistration, { rollNumber: '20A51A0533' }), field: 'rollNumber' });
        const mine = (await get('/api/alumni/registrations')).json<AlumniRegistrationEntry[]>();
        expect(mine.map((r) => r.rollNumber)).toEqual(['20A51A0533']);
      });

      it.each([
        ['name', { name: '' }, 'Required*'],
        ['rollNumber', { rollNumber: '  ' }, 'Required*'],
        ['degree', { degree: '' }, 'Required*'],
        ['batch', { batch: undefined }, 'Required*'],
        ['branch', { branch: '' }, 'Required*'],
        ['mobileNumber', { mobileNumber: '987650123' }, 'Required*'],
        ['mobileNumber', { mobileNumber: '98765012345' }, 'Required*'],
        ['email', { email: 'keerthi@' }, 'Email is invalid.'],
        ['companyName', { companyName: '' }, 'Required*'],
        ['jobTitle', { jobTitle: '' }, 'Required*'],
        ['workAddress', { workAddress: '' }, 'Required*'],
        ['instituteName', { working: 'no', courseName: 'MS', eduAddress: 'Boston' }, 'Required*'],
        ['courseName', { working: 'no', instituteName: 'MIT', eduAddress: 'Boston' }, 'Required*'],
        ['eduAddress', { working: 'no', instituteName: 'MIT', courseName: 'MS' }, 'Required*'],
        ['working', { working: 'maybe' }, T.workingChoice],
        ['name', { name: 'x'.repeat(101) }, 'name must have at most 100 characters'],
      ])('refuses %s: %j', async (field, change, message) => {
        const res = await register(registration({ rollNumber: '20A51A0599', ...change }), null);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ message, field });
      });

      it('refuses a renamed executable, an empty file and a file over the size limit', async () => {
        const exe = await register(registration({ rollNumber: '20A51A0598' }), {
          name: 'file',
          value: EXE,
          filename: 'certificate.pdf',
          type: 'application/pdf',
        });
        expect(exe.statusCode).toBe(400);
        expect(exe.json()).toMatchObject({ message: 'The file must be a PDF, JPG, PNG or GIF file', field: 'file' });
        const big = Buffer.concat([PDF, Buffer.alloc(ALUMNI_FILE_MAX_BYTES, 0x20)]);
        const large = await register(registration({ rollNumber: '20A51A0598' }), { name: 'file', value: big, filename: 'big.pdf' });
        expect(large.statusCode).toBe(413);
        expect(large.json()).toMatchObject({ message: 'The file must be 5 MB or smaller', field: 'file' });
        const list = (await get('/api/alumni/registrations')).json<AlumniRegistrationEntry[]>();
        expect(list.some((r) => r.rollNumber === '20A51A0598')).toBe(false);
      });

      it('refuses a body that is not multipart, a missing or broken form part', async () => {
        const json = await t.app.inject({
          method: 'POST',
          url: '/api/saveAlumniStudentRegister',
          payload: registration(),
          headers: await as('ROLE_ALUMNI'),
        });
        expect(json.statusCode).toBe(400);
        const body = multipart([{ name: 'alumniStudentRegistration', value: '{not json' }]);
        const broken = await t.app.inject({
          method: 'POST',
          url: '/api/saveAlumniStudentRegister',
          payload: body.payload,
          headers: { ...body.headers, ...(await as('ROLE_ALUMNI')) },
        });
        expect(broken.json()).toMatchObject({ message: 'alumniStudentRegistration is not valid JSON', field: 'alumniStudentRegistration' });
        const none = multipart([{ name: 'file', value: PDF, filename: 'a.pdf' }]);
        const missing = await t.app.inject({
          method: 'POST',
          url: '/api/saveAlumniStudentRegister',
          payload: none.payload,
          headers: { ...none.headers, ...(await as('ROLE_ALUMNI')) },
        });
        expect(missing.json()).toMatchObject({ message: 'The alumniStudentRegistration part is missing' });
      });

      it('is for alumni, students, placement staff and the admin only', async () => {
        expect((await t.app.inject({ method: 'POST', url: '/api/saveAlumniStudentRegister' })).statusCode).toBe(401);
        expect((await register(registration({ rollNumber: '20A51A0597' }), null, 'ROLE_PLACEMENT_DEAN')).statusCode).toBe(200);
        expect((await register(registration({ rollNumber: '20A51A0597' }), null, 'ROLE_FACULTY')).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: '/api/alumni/registrations' })).statusCode).toBe(401);
        expect((await get('/api/alumni/registrations', 'ROLE_PRINCIPAL')).statusCode).toBe(403);
      });
    });

    describe('history', () => {
      it('lists the demo records', async () => {
        const res = await get('/api/getAlumniData', 'ROLE_PRINCIPAL');
        expect(res.statusCode).toBe(200);
        expect(res.json<AlumniHistoryEntry[]>().map((r) => r.rollNumber)).toEqual(expect.arrayContaining(['18A51A0407', '19A51A0321']));
      });

      it('saves a working record with the offer letter and the passport photo, and lists it with both files', async () => {
        const res = await saveHistory(historyForm(), [
          { name: 'photo', value: PNG, filename: 'passport.png' },
          { name: 'certificate', value: PDF, filename: 'offer-letter.pdf' },
        ]);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ message: 'Alumni history saved successfully!' });
        const list = (await get('/api/getAlumniData', 'ROLE_ADMIN')).json<AlumniHistoryEntry[]>();
        const saved = list.find((r) => r.rollNumber === '20A51A0201')!;
        expect(saved).toMatchObject({ status: 'working', company: 'Larsen & Toubro', packages: '6 LPA', instituteName: '' });
        const photo = await get(saved.photo!, 'ROLE_PRINCIPAL');
        expect(photo.headers['content-type']).toBe('image/png');
        const offer = await get(saved.certificate!, 'ROLE_PLACEMENT_DEAN');
        expect(offer.rawPayload.equals(PDF)).toBe(true);
        expect((await get(saved.certificate!, 'ROLE_ALUMNI')).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: saved.certificate! })).statusCode).toBe(401);
        expect((await get('/api/alumni/history/999999/photo', 'ROLE_ADMIN')).statusCode).toBe(404);
      });

      it('saves a studying record with the admit card and no photo, keeping only its fields', async () => {
        const res = await saveHistory(
          historyForm({ status: 'studying', rollNumber: '20A51A0202', instituteName: 'University of Texas at Dallas', location: 'Dallas' }),
          [{ name: 'certificate', value: PNG, filename: 'admit-card.png' }],
          'ROLE_PRINCIPAL',
        );
        expect(res.statusCode).toBe(200);
        const saved = (await get('/api/getAlumniData', 'ROLE_ADMIN'))
          .json<AlumniHistoryEntry[]>()
          .find((r) => r.rollNumber === '20A51A0202')!;
        expect(saved).toMatchObject({
          status: 'studying',
          company: '',
          designation: '',
          instituteName: 'University of Texas at Dallas',
          photo: null,
        });
      });

      it('names a roll number recorded before', async () => {
        const res = await saveHistory(historyForm({ rollNumber: '20a51a0201' }));
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: 'Record with this roll number already exists!', field: 'rollNumber' });
      });

      it("gives the eleven messages in the spec's order as the form is emptied", async () => {
        const empty = Object.fromEntries(Object.keys(historyForm()).map((k) => [k, '']));
        const steps: [Record<string, string>, string][] = [
          [{}, 'Please select a status.'],
          [{ status: 'working', studentMobile: '12345' }, 'Student phone number must be 10 digits.'],
          [{ status: 'working', rollNumber: '20A51A0201' }, 'Record with this roll number already exists!'],
          [{ status: 'working' }, 'Roll number is required.'],
          [{ status: 'working', rollNumber: 'R1' }, 'Student name is required.'],
          [{ status: 'working', rollNumber: 'R1', name: 'N' }, "Father's name is required."],
          [{ status: 'working', rollNumber: 'R1', name: 'N', fatherName: 'F' }, 'Course is required.'],
          [{ status: 'working', rollNumber: 'R1', name: 'N', fatherName: 'F', course: 'B.Tech' }, 'Batch is required.'],
          [
            { status: 'working', rollNumber: 'R1', name: 'N', fatherName: 'F', course: 'B.Tech', batch: '2022-2026' },
            'Branch is required.',
          ],
          [
            { status: 'working', rollNumber: 'R1', name: 'N', fatherName: 'F', course: 'B.Tech', batch: '2022-2026', branch: 'CSE' },
            'Student email is required.',
          ],
          [
            {
              status: 'working',
              rollNumber: 'R1',
              name: 'N',
              fatherName: 'F',
              course: 'B.Tech',
              batch: '2022-2026',
              branch: 'CSE',
              studentEmail: 'n@example.in',
            },
            'Student phone number is required.',
          ],
        ];
        for (const [form, message] of steps) {
          const res = await saveHistory({ ...empty, ...form });
          expect(res.json().message, JSON.stringify(form)).toBe(message);
          expect(res.statusCode).toBe(message === T.rollNumberExists ? 409 : 400);
        }
      });

      it.each([
        [{ company: '' }, 'Company name is required for working status.'],
        [{ designation: '' }, 'Designation is required for working status.'],
        [{ experience: '' }, 'Experience is required for working status.'],
        [{ location: '' }, 'Location is required for working status.'],
        [{ files: [] }, 'Offer letter is required for working status.'],
        [{ status: 'studying', instituteName: '' }, 'Institute name is required for studying status.'],
        [{ status: 'studying', instituteName: 'IIT', location: '' }, 'Location is required for studying status.'],
        [{ status: 'studying', instituteName: 'IIT', files: [] }, 'University Admit Card is required for studying status.'],
        [{ branch: 'AERO' }, 'Please select Course, Batch, and Branch before saving.'],
        [{ batch: '1990-1994' }, 'Please select Course, Batch, and Branch before saving.'],
        [{ course: 'B.Sc' }, 'Please select Course, Batch, and Branch before saving.'],
        [{ studentEmail: 'not-an-address' }, 'Email is invalid.'],
        [{ status: 'retired' }, 'status must be working or studying'],
      ])('refuses %j with its message', async ({ files, ...change }: Record<string, unknown>, message) => {
        const res = await saveHistory(historyForm({ rollNumber: '20A51A0299', ...change }), files as MultipartPart[] | undefined);
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe(message);
      });

      it('refuses a renamed executable as the certificate, a document as the photo, and a file over the size limit', async () => {
        const exe = await saveHistory(historyForm({ rollNumber: '20A51A0298' }), [
          { name: 'certificate', value: EXE, filename: 'offer.pdf' },
        ]);
        expect(exe.json()).toMatchObject({ message: T.fileType, field: 'certificate' });
        const pdfPhoto = await saveHistory(historyForm({ rollNumber: '20A51A0298' }), [
          { name: 'photo', value: PDF, filename: 'photo.jpg' },
          { name: 'certificate', value: PDF, filename: 'offer.pdf' },
        ]);
        expect(pdfPhoto.json()).toMatchObject({ message: T.photoType, field: 'photo' });
        const big = Buffer.concat([PNG, Buffer.alloc(ALUMNI_FILE_MAX_BYTES, 1)]);
        const large = await saveHistory(historyForm({ rollNumber: '20A51A0298' }), [
          { name: 'certificate', value: big, filename: 'offer.png' },
        ]);
        expect(large.statusCode).toBe(413);
        const list = (await get('/api/getAlumniData', 'ROLE_ADMIN')).json<AlumniHistoryEntry[]>();
        expect(list.some((r) => r.rollNumber === '20A51A0298')).toBe(false);
        // No file of a refused save is left behind.
        const kept = fs.readdirSync(path.join(dataDir, 'files', 'alumni'));
        expect(kept).toHaveLength(4);
      });

      it('is for the admin, the placement dean and the principal only', async () => {
        expect((await t.app.inject({ method: 'GET', url: '/api/getAlumniData' })).statusCode).toBe(401);
        expect((await t.app.inject({ method: 'POST', url: '/api/saveAluminiHistoryByUrl' })).statusCode).toBe(401);
        for (const role of ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_FACULTY', 'ROLE_DEAN'] as Role[]) {
          expect((await get('/api/getAlumniData', role)).statusCode).toBe(403);
          expect((await saveHistory(historyForm({ rollNumber: '20A51A0297' }), undefined, role)).statusCode).toBe(403);
        }
      });
    });

    describe('history edit, delete and the register', () => {
      const put = async (id: number, form: object, role: Role = 'ROLE_PLACEMENT_DEAN') =>
        t.app.inject({ method: 'PUT', url: `/api/alumni/history/${id}`, payload: form, headers: await as(role) });
      const del = async (id: number, role: Role = 'ROLE_PLACEMENT_DEAN') =>
        t.app.inject({ method: 'DELETE', url: `/api/alumni/history/${id}`, headers: await as(role) });
      const entryOf = async (rollNumber: string) =>
        (await get('/api/getAlumniData', 'ROLE_ADMIN')).json<AlumniHistoryEntry[]>().find((r) => r.rollNumber === rollNumber);
      const auditOf = (id: number) =>
        t.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(id)))
          .orderBy(auditLog.id);

      it('changes an entry, keeps its files, and audits the fields before and after', async () => {
        expect((await saveHistory(historyForm({ rollNumber: '20A51A0280' }))).statusCode).toBe(200);
        const saved = (await entryOf('20A51A0280'))!;
        const res = await put(
          saved.id,
          historyForm({ rollNumber: '20a51a0280', status: 'studying', instituteName: 'IIT Madras', company: 'L&T' }),
        );
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'Alumni history entry of 20A51A0280 saved.',
          key: 'alumni.historyUpdated',
          params: { rollNumber: '20A51A0280' },
          id: saved.id,
        });
        const changed = (await entryOf('20A51A0280'))!;
        expect(changed).toMatchObject({
          status: 'studying',
          instituteName: 'IIT Madras',
          company: '',
          designation: '',
          certificate: saved.certificate,
        });
        const [audit] = await auditOf(saved.id);
        expect(audit).toMatchObject({
          action: 'alumniHistory.update',
          entity: 'alumni_history',
          actorUsername: demoUsernameFor('ROLE_PLACEMENT_DEAN'),
        });
        expect(audit.details).toEqual({
          rollNumber: '20A51A0280',
          changes: {
            status: { before: 'working', after: 'studying' },
            company: { before: 'Larsen & Toubro', after: '' },
            packages: { before: '6 LPA', after: '' },
            designation: { before: 'Graduate Engineer Trainee', after: '' },
            experience: { before: '1 year', after: '' },
            instituteName: { before: '', after: 'IIT Madras' },
          },
        });
      });

      it("names the field of a problem, another entry's roll number, and a missing entry", async () => {
        const saved = (await entryOf('20A51A0280'))!;
        const empty = await put(saved.id, historyForm({ status: 'working', company: '' }));
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toMatchObject({ message: T.companyRequired, field: 'company' });
        const taken = await put(saved.id, historyForm({ rollNumber: '18A51A0407' }));
        expect(taken.statusCode).toBe(409);
        expect(taken.json()).toMatchObject({ message: T.rollNumberExists, field: 'rollNumber' });
        const unknownBatch = await put(saved.id, historyForm({ batch: '1999-2003' }));
        expect(unknownBatch.statusCode).toBe(400);
        expect(unknownBatch.json()).toMatchObject({ message: T.selectCourseBatchBranch, field: 'course' });
        const missing = await put(999999, historyForm());
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toMatchObject({ message: T.historyNotFound });
        expect((await entryOf('20A51A0280'))!.status).toBe('studying');
      });

      it('deletes an entry with its files, audited with what it said; a second delete is 404', async () => {
        expect(
          (
            await saveHistory(historyForm({ rollNumber: '20A51A0281' }), [
              { name: 'photo', value: PNG, filename: 'passport.png' },
              { name: 'certificate', value: PDF, filename: 'offer.pdf' },
            ])
          ).statusCode,
        ).toBe(200);
        const saved = (await entryOf('20A51A0281'))!;
        const before = fs.readdirSync(path.join(dataDir, 'files', 'alumni')).length;
        const res = await del(saved.id, 'ROLE_ADMIN');
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          message: 'Alumni history entry of 20A51A0281 deleted.',
          key: 'alumni.historyDeleted',
          params: { rollNumber: '20A51A0281' },
          id: saved.id,
        });
        expect(await entryOf('20A51A0281')).toBeUndefined();
        expect(fs.readdirSync(path.join(dataDir, 'files', 'alumni'))).toHaveLength(before - 2);
        expect((await get(saved.certificate!, 'ROLE_ADMIN')).statusCode).toBe(404);
        const [audit] = await auditOf(saved.id);
        expect(audit).toMatchObject({ action: 'alumniHistory.delete', actorUsername: demoUsernameFor('ROLE_ADMIN') });
        expect(audit.details).toMatchObject({ rollNumber: '20A51A0281', name: 'Bhargav Teja Nalla', course: 'B.Tech', batch: '2022-2026' });
        const again = await del(saved.id);
        expect(again.statusCode).toBe(404);
        expect(again.json()).toMatchObject({ message: T.historyNotFound });
      });

      it('answers what the register knows of a roll number, in any case, named as master data names it', async () => {
        const [row] = await t.database.db.select().from(students).where(eq(students.rollNumber, studentRoll));
        const res = await get(`/api/alumni/register/${studentRoll.toLowerCase()}`, 'ROLE_PRINCIPAL');
        expect(res.statusCode).toBe(200);
        const known = res.json<AlumniRegisterStudent>();
        expect(known).toMatchObject({
          rollNumber: studentRoll.toUpperCase(),
          name: row.fullName,
          fatherName: row.fatherName,
          studentEmail: row.email,
        });
        const courses = (await get('/api/courses/view', 'ROLE_PRINCIPAL')).json<{ code: string }[]>();
        expect(courses.map((c) => c.code)).toContain(known.course);
        expect((await get(`/api/getAlumniBatchesByCourse?degree=${encodeURIComponent(known.course)}`, 'ROLE_PRINCIPAL')).json()).toContain(
          known.batch,
        );
        const branches = await get(`/api/getAllbranchesbasedonleveldegree?course=${encodeURIComponent(known.course)}`, 'ROLE_PRINCIPAL');
        expect(branches.json()).toContain(known.branch);
        const unknown = await get('/api/alumni/register/99X99X9999', 'ROLE_PLACEMENT_DEAN');
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toMatchObject({ message: 'No student with roll number 99X99X9999 in the register' });
      });

      it('offers every batch of the course, current first, and takes a past one in registration and history', async () => {
        const now = new Date();
        const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
        const batches = (await get('/api/getAlumniBatchesByCourse?degree=B.Tech', 'ROLE_PLACEMENT_DEAN')).json<string[]>();
        expect(batches[0]).toBe(`${incoming}-${incoming + 4}`);
        expect(batches.at(-1)).toBe('2018-2022');
        expect(batches).toEqual([...batches].sort().reverse());
        expect((await get('/api/getBatches?degree=B.Tech', 'ROLE_ALUMNI')).json()).toEqual(batches);

        const history = await saveHistory(historyForm({ rollNumber: '18A51A0299', batch: '2018-2022' }));
        expect(history.statusCode, history.body).toBe(200);
        expect((await entryOf('18A51A0299'))!.batch).toBe('2018-2022');
        const saved = (await entryOf('18A51A0299'))!;
        expect((await put(saved.id, historyForm({ rollNumber: '18A51A0299', batch: '2019-2023' }))).statusCode).toBe(200);
        expect((await entryOf('18A51A0299'))!.batch).toBe('2019-2023');
        const registered = await register(registration({ rollNumber: '18A51A0298', batch: '2018-2022' }), null, 'ROLE_PLACEMENT_DEAN');
        expect(registered.statusCode, registered.body).toBe(200);
      });

      it('edit, delete and the register are for the roles that add history only', async () => {
        const saved = (await entryOf('20A51A0280'))!;
        expect((await t.app.inject({ method: 'DELETE', url: `/api/alumni/history/${saved.id}` })).statusCode).toBe(401);
        for (const role of ['ROLE_ALUMNI', 'ROLE_STUDENT', 'ROLE_FACULTY', 'ROLE_DEAN'] as Role[]) {
          expect((await put(saved.id, historyForm({ rollNumber: '20A51A0280' }), role)).statusCode).toBe(403);
          expect((await del(saved.id, role)).statusCode).toBe(403);
          expect((await get(`/api/alumni/register/${studentRoll}`, role)).statusCode).toBe(403);
        }
        expect(await entryOf('20A51A0280')).toBeDefined();
      });
    });
  });
}
