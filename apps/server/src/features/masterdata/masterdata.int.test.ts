import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`master data (${target})`, () => {
    let t: TestApp;
    let admissions: Record<string, string>;
    let admin: Record<string, string>;
    let student: Record<string, string>;
    const get = (url: string, headers = admissions) => t.app.inject({ method: 'GET', url, headers });

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
      expect((await get('/api/getBatchesByDegrees?degree=B.Tech')).json()).toEqual(['2022-2026', '2023-2027', '2024-2028', '2025-2029']);
      expect((await get('/api/getBatchesByDegrees?degree=MBA')).json()).toEqual(['2024-2026', '2025-2027']);
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
      expect(dup.json().message).toBe('This entry already exists');
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
  });
}
