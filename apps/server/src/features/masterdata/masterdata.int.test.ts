import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withVerhoeff } from '@campus/shared';
import { bearer, createTestApp, multipart, targets, type TestApp } from '../../../test/helpers.js';

let serial = 0;
const nextAadhaar = () => withVerhoeff(`38452${String(++serial).padStart(6, '0')}`);

/** A new full-form admission record. */
const admission = (over: Record<string, unknown> = {}) => ({
  name: 'Lakshmi Prasanna',
  courseAppliedFor: 'B.Tech',
  gender: 'FEMALE',
  batch: '2025-2029',
  branch: 'CSE',
  aadharNo: nextAadhaar(),
  dateOfAdmission: '2025-08-01',
  ...over,
});

for (const target of targets) {
  describe(`master data (${target})`, () => {
    let t: TestApp;
    let admissions: Record<string, string>;
    let admin: Record<string, string>;
    let student: Record<string, string>;
    const get = (url: string, headers = admissions) => t.app.inject({ method: 'GET', url, headers });

    type Kind = 'courses' | 'batches' | 'branches' | 'semesters' | 'agents' | 'keyvalues';
    const manage = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', kind: Kind, id?: number, payload?: object) =>
      t.app.inject({ method, url: `/api/masterdata/${kind}${id ? `/${id}` : ''}`, headers: admin, payload });
    const idOf = async (kind: Kind, match: (row: Record<string, unknown>) => boolean) =>
      ((await manage('GET', kind)).json() as Record<string, unknown>[]).find(match)!.id as number;
    const saveAdmission = (record: object, query = '') => {
      const body = multipart([{ name: 'applicationFormData', value: JSON.stringify(record), filename: 'blob', type: 'application/json' }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/saveApplicationFormData${query}`,
        payload: body.payload,
        headers: { ...body.headers, ...admissions },
      });
    };

    /**
     * An admission saved with `values` while they are active; after `deactivate` a new admission
     * with them is refused (`refusal`), while the old record still shows them and a modify of it saves.
     */
    async function staysOnOldRecord(values: Record<string, string>, deactivate: () => Promise<unknown>, refusal: object) {
      const saved = await saveAdmission(admission(values));
      expect(saved.statusCode, saved.body).toBe(200);
      await deactivate();
      const fresh = await saveAdmission(admission(values));
      expect(fresh.statusCode).toBe(400);
      expect(fresh.json()).toMatchObject(refusal);
      const found = (await get(`/api/admissions/students/${saved.json().rollNumber}`)).json();
      expect(found.form).toMatchObject(values);
      const modified = await saveAdmission({ ...found.form, mothersName: 'Kamala Devi' }, `?editedAadharNumber=${found.form.aadharNo}`);
      expect(modified.statusCode, modified.body).toBe(200);
    }

    beforeAll(async () => {
      t = await createTestApp(target);
      admissions = await bearer(t.app, 'admissions');
      admin = await bearer(t.app, 'admin');
      student = await bearer(t.app, 'student');
    });
    afterAll(() => t.close());

    it('lists degrees and courses', async () => {
      const degrees = (await get('/api/getDegreeByLevel')).json();
      expect(degrees.map((d: { degree: string }) => d.degree)).toEqual(['B.Tech', 'M.Tech', 'MBA', 'MCA', 'Diploma']);
      expect(degrees[0]).toMatchObject({ degree: 'B.Tech', level: 'UG', name: 'Bachelor of Technology' });
      const courses = (await get('/api/courses/view')).json();
      expect(courses[0]).toMatchObject({ code: 'B.Tech', durationYears: 4 });
    });

    it('cascades course → batches → branches, and course → semesters', async () => {
      // Current first: the incoming batch (the academic year starts in June), then back to the oldest kept.
      const now = new Date();
      const incoming = now.getFullYear() + (now.getMonth() >= 5 ? 1 : 0);
      const batchesFrom = (years: number) =>
        Array.from({ length: incoming - 2018 + 1 }, (_, i) => `${incoming - i}-${incoming - i + years}`);
      expect((await get('/api/getBatchesByDegrees?degree=B.Tech')).json()).toEqual(batchesFrom(4));
      expect((await get('/api/getBatchesByDegrees?degree=MBA')).json()).toEqual(batchesFrom(2));
      expect((await get('/api/getBranchesShortForms?course=B.Tech&batch=2025-2029')).json()).toEqual([
        'CSE',
        'ECE',
        'EEE',
        'MECH',
        'CIVIL',
        'IT',
      ]);
      expect((await get('/api/getBranchesShortForms?course=B.Tech&batch=1999-2003')).json()).toEqual([]);
      expect((await get('/api/getDistinct/SemesterMaintenanceSemesters?course=M.Tech')).json()).toEqual(['I-I', 'I-II', 'II-I', 'II-II']);
      expect((await get('/api/getBatchesByDegrees?degree=Nope')).json()).toEqual([]);
    });

    it('answers 400 naming the missing query', async () => {
      const res = await get('/api/getBatchesByDegrees');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please choose a course', field: 'degree' });
      expect((await get('/api/getKeyValuePair?key=Caste')).statusCode).toBe(400);
    });

    it('lists seat types, plain and as CODE,Label', async () => {
      const seats = (await get('/api/getSeatTypes')).json();
      expect(seats.map((s: { code: string }) => s.code)).toEqual(['CONVENER', 'MANAGEMENT', 'NRI', 'SPOT', 'LATERAL']);
      expect((await get('/api/getSeatTypesAsDrop')).json()).toEqual([
        'CONVENER,Convener Quota',
        'MANAGEMENT,Management Quota',
        'NRI,NRI Quota',
        'SPOT,Spot Admission',
        'LATERAL,Lateral Entry (ECET)',
      ]);
    });

    it('lists agents, key-value lists, categories, sub-castes, admission types and normal data', async () => {
      expect((await get('/api/getAgentsForDropdown')).json().length).toBeGreaterThanOrEqual(3);
      expect((await get('/api/getKeyValuePair?key=entrancetype')).json()).toEqual(['ICET', 'PGECET', 'POLYCET', 'EAPCET', 'ECET']);
      expect((await get('/api/getKeyValuePair?key=Nationality')).json()).toContain('Indian');
      expect((await get('/api/getKeyValuePair?key=Religion')).json()).toContain('Hindu');
      const cats = (await get('/api/getAllCasteCatogeries')).json();
      expect(cats.map((c: { code: string }) => c.code)).toEqual(['OC', 'BC-A', 'BC-B', 'BC-C', 'BC-D', 'BC-E', 'SC', 'ST', 'EWS']);
      expect((await get('/api/getAllSubCastesByCaste/BC-B')).json()).toContain('Padmasali');
      expect((await get('/api/getAllSubCastesByCaste/ST')).json()).toContain('Lambada');
      expect((await get('/api/getAllSubCastesByCaste/XYZ')).json()).toEqual([]);
      expect((await get('/api/getAdmissionTypes')).json()).toEqual(['Direct', 'Lateral', 'Transfer']);
      const normal = (await get('/api/getNormalData')).json();
      expect(normal.bloodGroups).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
      expect(normal.genders).toEqual(['MALE', 'FEMALE']);
    });

    it('access: 401 signed out, 403 for roles outside admissions, read lists for any signed-in user', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/getSeatTypes' })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/courses/view' })).statusCode).toBe(401);
      expect((await get('/api/getSeatTypes', student)).statusCode).toBe(403);
      expect((await get('/api/courses/view', student)).statusCode).toBe(200);
      expect((await get('/api/masterdata/seattypes', admissions)).statusCode).toBe(403);
      expect((await get('/api/masterdata/seattypes', admin)).statusCode).toBe(200);
    });

    it('admin adds, edits and deactivates; deactivated values leave the dropdowns', async () => {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/seattypes',
        headers: admin,
        payload: { code: 'SPORTS', label: 'Sports Quota' },
      });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect((await get('/api/getSeatTypesAsDrop')).json()).toContain('SPORTS,Sports Quota');

      const edited = await t.app.inject({
        method: 'PUT',
        url: `/api/masterdata/seattypes/${id}`,
        headers: admin,
        payload: { label: 'Sports and Games Quota' },
      });
      expect(edited.json()).toMatchObject({ code: 'SPORTS', label: 'Sports and Games Quota', active: true });

      const gone = await t.app.inject({ method: 'DELETE', url: `/api/masterdata/seattypes/${id}`, headers: admin });
      expect(gone.json()).toMatchObject({ active: false });
      expect((await get('/api/getSeatTypesAsDrop')).json()).not.toContain('SPORTS,Sports and Games Quota');
      const all = (await get('/api/masterdata/seattypes', admin)).json();
      expect(all.find((r: { id: number }) => r.id === id)).toMatchObject({ active: false });

      const again = await t.app.inject({
        method: 'PUT',
        url: `/api/masterdata/seattypes/${id}`,
        headers: admin,
        payload: { active: true },
      });
      expect(again.json().active).toBe(true);
    });

    it('editing or deactivating a key-value entry keeps its place in the list', async () => {
      const kv = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({ method, url: `/api/masterdata/keyvalues${url}`, headers: admin, payload });
      const added = await kv('POST', '', { key: 'Religion', value: 'Parsi', sortOrder: 3 });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      const religions = () => get('/api/getKeyValuePair?key=Religion').then((r) => r.json() as string[]);
      expect(await religions()).toEqual(['Hindu', 'Muslim', 'Christian', 'Parsi', 'Sikh', 'Buddhist', 'Jain', 'Other']);

      const edited = await kv('PUT', `/${id}`, { value: 'Zoroastrian' });
      expect(edited.json()).toMatchObject({ value: 'Zoroastrian', sortOrder: 3, active: true });
      expect(await religions()).toEqual(['Hindu', 'Muslim', 'Christian', 'Zoroastrian', 'Sikh', 'Buddhist', 'Jain', 'Other']);

      const gone = await kv('DELETE', `/${id}`);
      expect(gone.json()).toMatchObject({ sortOrder: 3, active: false });
      expect(await religions()).not.toContain('Zoroastrian');

      const back = await kv('PUT', `/${id}`, { active: true });
      expect(back.json()).toMatchObject({ sortOrder: 3, active: true });
      expect((await religions())[3]).toBe('Zoroastrian');
      await kv('DELETE', `/${id}`);
    });

    it('courses: admin adds, edits and deactivates; the course leaves the dropdowns, an old record keeps it', async () => {
      const added = await manage('POST', 'courses', undefined, {
        code: 'B.Arch',
        name: 'Bachelor of Architecture',
        level: 'UG',
        durationYears: 5,
      });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect((await get('/api/getDegreeByLevel')).json()).toContainEqual({
        id,
        degree: 'B.Arch',
        name: 'Bachelor of Architecture',
        level: 'UG',
      });

      const edited = await manage('PUT', 'courses', id, { name: 'Architecture' });
      expect(edited.json()).toMatchObject({ code: 'B.Arch', name: 'Architecture', level: 'UG', durationYears: 5, active: true });
      expect((await get('/api/courses/view')).json()).toContainEqual({
        id,
        code: 'B.Arch',
        name: 'Architecture',
        level: 'UG',
        durationYears: 5,
      });
      expect((await manage('POST', 'batches', undefined, { courseId: id, name: '2025-2030', startYear: 2025 })).statusCode).toBe(201);
      expect(
        (await manage('POST', 'branches', undefined, { courseId: id, code: 'ARCH', name: 'Architecture', rollCode: 'AR' })).statusCode,
      ).toBe(201);
      expect((await get('/api/getBatchesByDegrees?degree=B.Arch')).json()).toEqual(['2025-2030']);

      await staysOnOldRecord(
        { courseAppliedFor: 'B.Arch', batch: '2025-2030', branch: 'ARCH' },
        async () => expect((await manage('DELETE', 'courses', id)).json()).toMatchObject({ code: 'B.Arch', active: false }),
        { message: 'Please select a valid course', field: 'courseAppliedFor' },
      );
      expect((await get('/api/getDegreeByLevel')).json().map((d: { degree: string }) => d.degree)).not.toContain('B.Arch');
      expect((await get('/api/courses/view')).json().map((c: { code: string }) => c.code)).not.toContain('B.Arch');
      expect((await get('/api/getBatchesByDegrees?degree=B.Arch')).json()).toEqual([]);
    });

    it('branches: admin adds, edits and deactivates; the branch leaves the dropdown, an old record keeps it', async () => {
      const btech = await idOf('courses', (c) => c.code === 'B.Tech');
      const branches = () => get('/api/getBranchesShortForms?course=B.Tech&batch=2025-2029').then((r) => r.json() as string[]);
      const added = await manage('POST', 'branches', undefined, {
        courseId: btech,
        code: 'AIML',
        name: 'Artificial Intelligence',
        rollCode: '66',
      });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect(await branches()).toEqual(['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT', 'AIML']);

      const edited = await manage('PUT', 'branches', id, { name: 'AI and Machine Learning' });
      expect(edited.json()).toMatchObject({ code: 'AIML', name: 'AI and Machine Learning', rollCode: '66', courseId: btech, active: true });

      await staysOnOldRecord(
        { branch: 'AIML' },
        async () => expect((await manage('DELETE', 'branches', id)).json()).toMatchObject({ code: 'AIML', active: false }),
        { message: 'Please select a valid branch', field: 'branch' },
      );
      expect(await branches()).toEqual(['CSE', 'ECE', 'EEE', 'MECH', 'CIVIL', 'IT']);
    });

    it('semesters: admin adds, edits and deactivates; the semester leaves the dropdown, an old record keeps it', async () => {
      const btech = await idOf('courses', (c) => c.code === 'B.Tech');
      const semesters = () => get('/api/getDistinct/SemesterMaintenanceSemesters?course=B.Tech').then((r) => r.json() as string[]);
      const added = await manage('POST', 'semesters', undefined, { courseId: btech, name: 'V-I', number: 9 });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect((await semesters()).at(-1)).toBe('V-I');

      const edited = await manage('PUT', 'semesters', id, { name: 'Bridge' });
      expect(edited.json()).toMatchObject({ name: 'Bridge', number: 9, courseId: btech, active: true });
      expect((await semesters()).at(-1)).toBe('Bridge');

      await staysOnOldRecord(
        { semester: 'Bridge' },
        async () => expect((await manage('DELETE', 'semesters', id)).json()).toMatchObject({ name: 'Bridge', active: false }),
        { message: 'Please select a valid semester', field: 'semester' },
      );
      expect(await semesters()).toEqual(['I-I', 'I-II', 'II-I', 'II-II', 'III-I', 'III-II', 'IV-I', 'IV-II']);
    });

    it('agents: admin adds, edits and deactivates; the agent leaves the dropdown, an old record keeps it', async () => {
      const names = () => get('/api/getAgentsForDropdown').then((r) => r.json().map((a: { name: string }) => a.name) as string[]);
      const added = await manage('POST', 'agents', undefined, { name: 'Deccan Admissions', phone: '9848098480' });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect(await names()).toContain('Deccan Admissions');

      expect((await manage('PUT', 'agents', id, { phone: '9848011111' })).json()).toMatchObject({
        name: 'Deccan Admissions',
        phone: '9848011111',
      });
      const renamed = await manage('PUT', 'agents', id, { name: 'Deccan Admissions Hyderabad' });
      expect(renamed.json()).toMatchObject({ name: 'Deccan Admissions Hyderabad', phone: '9848011111', active: true });
      expect(await names()).toContain('Deccan Admissions Hyderabad');
      expect(await names()).not.toContain('Deccan Admissions');

      await staysOnOldRecord(
        { agent: 'Deccan Admissions Hyderabad' },
        async () => expect((await manage('DELETE', 'agents', id)).json()).toMatchObject({ phone: '9848011111', active: false }),
        { message: 'Please select a valid agent', field: 'agent' },
      );
      expect(await names()).not.toContain('Deccan Admissions Hyderabad');
    });

    it('key-value lists: admin adds, edits and deactivates; the value leaves the dropdown, an old record keeps it', async () => {
      const entranceTypes = () => get('/api/getKeyValuePair?key=entrancetype').then((r) => r.json() as string[]);
      const added = await manage('POST', 'keyvalues', undefined, { key: 'entrancetype', value: 'NATA', sortOrder: 6 });
      expect(added.statusCode).toBe(201);
      const id = added.json().id;
      expect(await entranceTypes()).toEqual(['ICET', 'PGECET', 'POLYCET', 'EAPCET', 'ECET', 'NATA']);

      const edited = await manage('PUT', 'keyvalues', id, { value: 'NATA (Architecture)' });
      expect(edited.json()).toMatchObject({ key: 'entrancetype', value: 'NATA (Architecture)', sortOrder: 6, active: true });
      expect(await entranceTypes()).toEqual(['ICET', 'PGECET', 'POLYCET', 'EAPCET', 'ECET', 'NATA (Architecture)']);

      await staysOnOldRecord(
        { entranceType: 'NATA (Architecture)' },
        async () => expect((await manage('DELETE', 'keyvalues', id)).json()).toMatchObject({ sortOrder: 6, active: false }),
        { message: 'Please select a valid entrance type', field: 'entranceType' },
      );
      expect(await entranceTypes()).toEqual(['ICET', 'PGECET', 'POLYCET', 'EAPCET', 'ECET']);

      const nationality = await manage('POST', 'keyvalues', undefined, { key: 'Nationality', value: 'Nepali', sortOrder: 5 });
      expect((await get('/api/getKeyValuePair?key=Nationality')).json()).toContain('Nepali');
      await staysOnOldRecord({ nationality: 'Nepali' }, () => manage('DELETE', 'keyvalues', nationality.json().id), {
        message: 'Please select a valid nationality',
        field: 'nationality',
      });
      expect((await get('/api/getKeyValuePair?key=Nationality')).json()).not.toContain('Nepali');
    });

    it('deactivating a category hides its sub-castes; a batch hides from its course', async () => {
      const cats = (await get('/api/masterdata/categories', admin)).json();
      const ews = cats.find((c: { code: string }) => c.code === 'EWS');
      await t.app.inject({ method: 'DELETE', url: `/api/masterdata/categories/${ews.id}`, headers: admin });
      expect((await get('/api/getAllCasteCatogeries')).json().map((c: { code: string }) => c.code)).not.toContain('EWS');
      expect((await get('/api/getAllSubCastesByCaste/EWS')).json()).toEqual([]);
      await t.app.inject({ method: 'PUT', url: `/api/masterdata/categories/${ews.id}`, headers: admin, payload: { active: true } });

      const subs = (await get('/api/masterdata/subcastes', admin)).json();
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/subcastes',
        headers: admin,
        payload: { categoryId: ews.id, name: 'Arya Vysya' },
      });
      expect(added.statusCode).toBe(201);
      expect((await get('/api/getAllSubCastesByCaste/EWS')).json()).toContain('Arya Vysya');
      expect(subs.length).toBeGreaterThan(40);
    });

    it('rejects bad input with a message naming the field, and duplicates with 409', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/seattypes',
        headers: admin,
        payload: { code: 'A,B', label: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Code may hold letters, digits, dot, dash and slash only', field: 'code' });
      const dup = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/seattypes',
        headers: admin,
        payload: { code: 'NRI', label: 'Again' },
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({
        code: 'CONFLICT',
        field: 'code',
        message: "Seat type code 'NRI' already exists (capitals and small letters count as the same)",
        key: 'masterData.existsAnyCase',
        params: { field: 'Seat type code', value: 'NRI' },
      });
      const noParent = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/subcastes',
        headers: admin,
        payload: { categoryId: 9999, name: 'X' },
      });
      expect(noParent.statusCode).toBe(400);
      const kv = await t.app.inject({
        method: 'POST',
        url: '/api/masterdata/keyvalues',
        headers: admin,
        payload: { key: 'Caste', value: 'X' },
      });
      expect(kv.statusCode).toBe(400);
      expect(kv.json().field).toBe('key');
      const unknownKind = await t.app.inject({ method: 'GET', url: '/api/masterdata/planets', headers: admin });
      expect(unknownKind.statusCode).toBe(400);
      const missing = await t.app.inject({
        method: 'PUT',
        url: '/api/masterdata/agents/99999',
        headers: admin,
        payload: { name: 'Nobody' },
      });
      expect(missing.statusCode).toBe(404);
    });
    it('refuses a code or name that differs from an existing one only in case, with 409 naming the field (issue 9, item 12)', async () => {
      const post = (kind: string, payload: object) =>
        t.app.inject({ method: 'POST', url: `/api/masterdata/${kind}`, headers: admin, payload });
      const rows = async (kind: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/masterdata/${kind}`, headers: admin })).json() as Record<string, unknown>[];
      const courseId = (code: string) => idOf('courses', (c) => c.code === code);
      const oc = (await rows('categories')).find((c) => c.code === 'OC')!.id;
      const anyCase = ' (capitals and small letters count as the same)';
      /** The entry refused, by its label and value, and the list it is unique within. */
      const attempts: [kind: string, payload: object, field: string, label: string, value: string, within?: string][] = [
        ['courses', { code: 'b.tech', name: 'Bachelor of Technology', level: 'UG', durationYears: 4 }, 'code', 'Course code', 'b.tech'],
        [
          'branches',
          { courseId: await courseId('B.Tech'), code: 'cse', name: 'CSE again', rollCode: '99' },
          'code',
          'Branch code',
          'cse',
          'this course',
        ],
        [
          'batches',
          { courseId: await courseId('B.Tech'), name: '2025-2029', startYear: 2025 },
          'name',
          'Batch',
          '2025-2029',
          'this course',
        ],
        ['categories', { code: 'oc', name: 'Open' }, 'code', 'Category code', 'oc'],
        ['subcastes', { categoryId: oc, name: 'REDDY' }, 'name', 'Sub-caste', 'REDDY', 'this category'],
        ['seattypes', { code: 'Nri', label: 'NRI' }, 'code', 'Seat type code', 'Nri'],
        ['agents', { name: 'sri sai educational consultancy' }, 'name', 'Agent', 'sri sai educational consultancy'],
        ['keyvalues', { key: 'Religion', value: 'hindu' }, 'value', 'Value', 'hindu', 'this list'],
        ['admissiontypes', { name: 'DIRECT' }, 'name', 'Admission type', 'DIRECT'],
      ];
      for (const [kind, payload, field, label, value, within] of attempts) {
        const before = (await rows(kind)).length;
        const res = await post(kind, payload);
        const message = `${label} '${value}' already exists${within ? ` in ${within}` : ''}${anyCase}`;
        const key = within ? 'masterData.existsWithinAnyCase' : 'masterData.existsAnyCase';
        const params = { field: label, value, ...(within ? { within } : {}) };
        expect([kind, res.statusCode, res.json()]).toEqual([kind, 409, { code: 'CONFLICT', field, message, key, params }]);
        expect((await rows(kind)).length).toBe(before);
      }
      // An edit into another entry's code is refused alike; within another course the same branch code is free.
      const mba = await courseId('MBA');
      const renamed = await manage('PUT', 'courses', mba, { code: 'mca' });
      expect(renamed.statusCode).toBe(409);
      expect(renamed.json()).toEqual({
        code: 'CONFLICT',
        field: 'code',
        message: `Course code 'mca' already exists${anyCase}`,
        key: 'masterData.existsAnyCase',
        params: { field: 'Course code', value: 'mca' },
      });
      expect((await manage('GET', 'courses')).json()).toContainEqual(expect.objectContaining({ id: mba, code: 'MBA' }));
      expect((await post('branches', { courseId: mba, code: 'cse', name: 'Business Analytics', rollCode: '98' })).statusCode).toBe(201);
    });
  });
}
