import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, AuditPage, FeeStructureRow } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';

for (const target of targets) {
  describe(`the audit log keeps each changed field before and after (${target})`, () => {
    let t: TestApp;
    let admin: Record<string, string>;
    const call = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers = admin) => {
      const res = await t.app.inject({ method, url, payload: payload as object, headers });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    /** The newest entry of an action on an entity, as the administrator reads it through the audit log. */
    const newest = async (action: string, entity: string): Promise<AuditEntry> => {
      const page = (await call('GET', `/api/audit-log?action=${encodeURIComponent(action)}&pageSize=100`)) as AuditPage;
      const entry = page.rows.find((r) => r.entity === entity);
      expect(entry, `${action} ${entity}`).toBeDefined();
      return entry!;
    };

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 3 } });
      admin = await bearer(t.app, 'admin');
    });
    afterAll(async () => t?.close());

    it('a master data edit: only the fields that changed, the course by its code', async () => {
      const batches = (await call('GET', '/api/masterdata/batches')) as { id: number; name: string; courseId: number; startYear: number }[];
      const batch = batches[0]!;
      await call('PUT', `/api/masterdata/batches/${batch.id}`, { courseId: batch.courseId, name: 'Batch of 2030', startYear: 2030 });
      const entry = await newest('update', 'masterdata.batches');
      expect(entry.entityId).toBe(String(batch.id));
      expect(entry.details).toMatchObject({ label: 'Batch of 2030' });
      expect(entry.changes).toEqual([
        { field: 'name', before: batch.name, after: 'Batch of 2030' },
        { field: 'startYear', before: batch.startYear, after: 2030 },
      ]);
    });

    it('a fee structure edit: the amount in paise as money, the fee type, course and batch by name', async () => {
      const officer = await bearer(t.app, 'accountants_officer');
      const [row] = (await call('GET', '/api/payments/fee-structure', undefined, officer)) as FeeStructureRow[];
      const { feeTypeId, courseId, batchId, semester } = row!;
      await call(
        'PUT',
        `/api/payments/fee-structure/${row!.id}`,
        { feeTypeId, courseId, batchId, semester, amountPaise: 250_000 },
        officer,
      );
      const entry = await newest('update', 'payments.feeStructure');
      expect(entry.details).toMatchObject({ label: `${row!.feeTypeName}, ${row!.course} ${row!.batch}`, semester });
      expect(entry.changes).toEqual([{ field: 'amountPaise', before: row!.amountPaise, after: 250_000, kind: 'money' }]);
      expect(JSON.stringify(entry)).not.toContain('batchId');
    });

    it("a user's roles and status: before and after, the user by name", async () => {
      const { users } = (await call('GET', '/api/users?search=library_assistant')) as {
        users: { id: number; username: string; roles: string[] }[];
      };
      const user = users.find((u) => u.username === 'library_assistant')!;
      await call('PUT', `/api/users/${user.id}`, { roles: ['ROLE_LIBRARY_INCHARGE'], modules: [] });
      const changed = await newest('user.update', 'user');
      expect(changed.details).toEqual({ username: 'library_assistant' });
      expect(changed.changes).not.toContainEqual(expect.objectContaining({ field: 'status' }));
      expect(changed.changes).toContainEqual({ field: 'roles', before: user.roles, after: ['ROLE_LIBRARY_INCHARGE'] });

      await call('POST', `/api/users/${user.id}/disable`);
      expect((await newest('user.disable', 'user')).changes).toEqual([{ field: 'status', before: 'active', after: 'disabled' }]);
    });

    it('the college settings: the fields that changed', async () => {
      const { codeOverridden: _, ...settings } = await call('GET', '/api/college-settings');
      await call('PUT', '/api/college-settings', { ...settings, name: 'Vidyanagar College of Engineering' });
      expect((await newest('update', 'college_settings')).changes).toEqual([
        { field: 'collegeName', before: settings.name, after: 'Vidyanagar College of Engineering' },
      ]);
    });
  });
}
