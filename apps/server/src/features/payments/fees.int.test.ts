import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../audit/audit.table.js';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`fee types and fee structure (${target})`, () => {
    let t: TestApp;
    let officer: Record<string, string>;
    let student: Record<string, string>;
    let btech: { id: number };
    let batch2025: { id: number };
    let mba: { id: number };

    const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = officer) =>
      t.app.inject({ method, url, headers, payload });
    const auditOf = (entity: string, entityId: number) =>
      t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

    beforeAll(async () => {
      t = await createTestApp(target);
      officer = await bearer(t.app, 'accountants_officer');
      student = await bearer(t.app, 'student');
      const courses = (await call('GET', '/api/masterdata/courses', undefined, await bearer(t.app, 'admin'))).json() as {
        id: number;
        code: string;
      }[];
      btech = courses.find((c) => c.code === 'B.Tech')!;
      mba = courses.find((c) => c.code === 'MBA')!;
      const batches = (await call('GET', '/api/masterdata/batches', undefined, await bearer(t.app, 'admin'))).json() as {
        id: number;
        courseId: number;
        name: string;
      }[];
      batch2025 = batches.find((b) => b.courseId === btech.id && b.name === '2025-2029')!;
    });
    afterAll(async () => t?.close());

    it('lists the demo fee types to every signed-in user (getFeesToAllot)', async () => {
      const res = await call('GET', '/api/getFeesToAllot', undefined, student);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(
        expect.arrayContaining([
          { feeType: 'TUITION', name: 'Tuition Fee', category: 'fee' },
          { feeType: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous' },
        ]),
      );
      expect((await t.app.inject({ method: 'GET', url: '/api/getFeesToAllot' })).statusCode).toBe(401);
    });

    it('adds, edits and deletes a fee type, audited, with a message naming each wrong field', async () => {
      const created = await call('POST', '/api/payments/fee-types', {
        code: 'library',
        name: 'Library Fee',
        category: 'miscellaneous',
        fixedAmountPaise: 50_000,
      });
      expect(created.statusCode).toBe(201);
      const row = created.json();
      expect(row).toMatchObject({ code: 'LIBRARY', name: 'Library Fee', category: 'miscellaneous', fixedAmountPaise: 50_000 });

      const dup = await call('POST', '/api/payments/fee-types', { code: 'Library', name: 'Again', category: 'fee' });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ message: "Code 'LIBRARY' already exists", field: 'code' });

      const noAmount = await call('POST', '/api/payments/fee-types', { code: 'XEROX', name: 'Copies', category: 'miscellaneous' });
      expect(noAmount.statusCode).toBe(400);
      expect(noAmount.json()).toMatchObject({ message: 'Fixed amount is required for a miscellaneous fee', field: 'fixedAmountPaise' });

      const zero = await call('POST', '/api/payments/fee-types', {
        code: 'XEROX',
        name: 'Copies',
        category: 'miscellaneous',
        fixedAmountPaise: 0,
      });
      expect(zero.json()).toMatchObject({
        message: 'Fixed amount must be more than ₹0 and at most ₹1,00,00,000',
        field: 'fixedAmountPaise',
      });

      const badCategory = await call('POST', '/api/payments/fee-types', { code: 'XEROX', name: 'Copies', category: 'canteen' });
      expect(badCategory.json()).toMatchObject({ message: 'Category must be fee, exam, admission or miscellaneous', field: 'category' });

      const noName = await call('POST', '/api/payments/fee-types', { code: 'XEROX', category: 'fee' });
      expect(noName.json()).toMatchObject({ message: 'Name is required', field: 'name' });

      const badCode = await call('POST', '/api/payments/fee-types', { code: 'A B', name: 'x', category: 'fee' });
      expect(badCode.json()).toMatchObject({ message: 'Code may hold letters, digits, dash and underscore only', field: 'code' });

      const edited = await call('PUT', `/api/payments/fee-types/${row.id}`, {
        code: 'LIBRARY',
        name: 'Library Card',
        category: 'miscellaneous',
        fixedAmountPaise: 30_000,
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({ name: 'Library Card', fixedAmountPaise: 30_000 });

      const missing = await call('PUT', '/api/payments/fee-types/999999', { code: 'NONE', name: 'None', category: 'fee' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('No such fee type');

      expect((await call('DELETE', `/api/payments/fee-types/${row.id}`)).statusCode).toBe(200);
      expect((await call('DELETE', `/api/payments/fee-types/${row.id}`)).json().message).toBe('No such fee type');
      expect((await auditOf('payments.feeType', row.id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    });

    it('keeps a fee type that has payments', async () => {
      const types = (await call('GET', '/api/payments/fee-types')).json() as { id: number; code: string }[];
      const tuition = types.find((x) => x.code === 'TUITION')!;
      const { paymentOrders, paymentOrderItems } = await import('./payments.table.js');
      const { students } = await import('../admissions/students.table.js');
      const [s] = await t.database.db.select().from(students).limit(1);
      const [order] = await t.database.db
        .insert(paymentOrders)
        .values({
          orderId: 'ORD-KEEP-1',
          studentId: s.id,
          kind: 'fee',
          amountPaise: 100,
          itemsKey: 'x',
          expiresAt: new Date(Date.now() + 3600_000),
        })
        .returning();
      await t.database.db.insert(paymentOrderItems).values({ orderId: order.id, feeTypeId: tuition.id, semester: 1, amountPaise: 100 });
      await t.app.heard();
      const res = await call('DELETE', `/api/payments/fee-types/${tuition.id}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Fee type TUITION has payments and cannot be deleted');
      await t.database.db.delete(paymentOrders).where(eq(paymentOrders.id, order.id));
      await t.app.heard();
    });

    it('adds, edits and deletes a structure amount, audited, with a message naming each wrong field', async () => {
      const type = (await call('POST', '/api/payments/fee-types', { code: 'LAB', name: 'Laboratory Fee', category: 'fee' })).json();
      const entry = { feeTypeId: type.id, courseId: btech.id, batchId: batch2025.id, semester: 1, amountPaise: 350_000 };
      const created = await call('POST', '/api/payments/fee-structure', entry);
      expect(created.statusCode).toBe(201);
      const row = created.json();
      expect(row).toMatchObject({
        feeTypeCode: 'LAB',
        feeTypeName: 'Laboratory Fee',
        course: 'B.Tech',
        batch: '2025-2029',
        semester: 1,
        amountPaise: 350_000,
      });

      const dup = await call('POST', '/api/payments/fee-structure', entry);
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({ message: 'Laboratory Fee for B.Tech 2025-2029 semester 1 already exists', field: 'semester' });

      const cases: [object, string, string][] = [
        [{ amountPaise: 0 }, 'Amount must be more than ₹0 and at most ₹1,00,00,000', 'amountPaise'],
        [{ amountPaise: -500 }, 'Amount must be more than ₹0 and at most ₹1,00,00,000', 'amountPaise'],
        [{ courseId: 999_999 }, 'Please choose an existing course', 'courseId'],
        [{ feeTypeId: 999_999 }, 'Please choose an existing fee type', 'feeTypeId'],
        [{ batchId: batch2025.id, courseId: mba.id }, 'Please choose a batch of MBA', 'batchId'],
        [{ semester: 9 }, 'Semester must be 1 to 8 for B.Tech', 'semester'],
        [{ semester: 13 }, 'Semester must be 1 to 12', 'semester'],
      ];
      for (const [change, message, field] of cases) {
        const res = await call('POST', '/api/payments/fee-structure', { ...entry, semester: 2, ...change });
        expect(res.statusCode, message).toBe(400);
        expect(res.json()).toMatchObject({ message, field });
      }
      const bonafide = ((await call('GET', '/api/payments/fee-types')).json() as { id: number; code: string }[]).find(
        (x) => x.code === 'BONAFIDE',
      )!;
      const misc = await call('POST', '/api/payments/fee-structure', { ...entry, feeTypeId: bonafide.id });
      expect(misc.json()).toMatchObject({
        message: 'A miscellaneous fee has a fixed amount and no per-semester structure',
        field: 'feeTypeId',
      });

      const edited = await call('PUT', `/api/payments/fee-structure/${row.id}`, { ...entry, amountPaise: 400_000 });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().amountPaise).toBe(400_000);
      const listed = (await call('GET', '/api/payments/fee-structure')).json() as { id: number; amountPaise: number }[];
      expect(listed.find((r) => r.id === row.id)?.amountPaise).toBe(400_000);

      expect((await call('DELETE', `/api/payments/fee-structure/${row.id}`)).json()).toEqual({ id: row.id });
      const gone = await call('DELETE', `/api/payments/fee-structure/${row.id}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe('No such fee structure entry');
      expect((await auditOf('payments.feeStructure', row.id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
    });

    it('lets only the admin and the accountants officer maintain fees', async () => {
      for (const user of ['admin', 'accountants_officer']) {
        expect((await call('GET', '/api/payments/fee-structure', undefined, await bearer(t.app, user))).statusCode).toBe(200);
      }
      for (const user of ['student', 'accountant', 'parent']) {
        const res = await call('POST', '/api/payments/fee-types', { code: 'X', name: 'X', category: 'fee' }, await bearer(t.app, user));
        expect(res.statusCode).toBe(403);
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/payments/fee-types' })).statusCode).toBe(401);
    });
  });
}
