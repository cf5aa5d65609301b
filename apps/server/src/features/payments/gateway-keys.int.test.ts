import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsernameFor, GATEWAY_KEY_TEXTS, GATEWAY_PASSWORD_MASK, type GatewayKeysAnswer } from '@campus/shared';
import { bearer, createTestApp, targets, type TestApp } from '../../../test/helpers.js';
import { createAuditService } from '../audit/audit.service.js';
import { auditLog } from '../audit/audit.table.js';
import { createMasterDataService } from '../masterdata/masterdata.service.js';
import { createFeesService } from './fees.service.js';
import { createGatewayKeysService, type GatewayKeysService } from './gateway-keys.service.js';
import { feeCollections, feeTypes, gatewayKeys, paymentOrders, studentCharges } from './payments.table.js';

const SECRET = 'Shop-Secret#2026!';
const OTHER_SECRET = 'Another-Secret$99';

for (const target of targets) {
  describe(`payment gateway key maintenance (${target})`, () => {
    let t: TestApp;
    let officer: Record<string, string>;
    const get = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/getPaymentGatewayKeyMaintenance', headers: officer });
      expect(res.statusCode).toBe(200);
      return res.json<GatewayKeysAnswer>();
    };
    const save = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/savePaymentGatewayKeyMaintenance', headers: officer, payload });
    const update = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/updatePaymentGatewayKeyMaintenance', headers: officer, payload });
    const remove = (uniquekey: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/deletPaymentGatewayKeyMaintenance?uniquekey=${encodeURIComponent(uniquekey)}`,
        headers: officer,
      });
    let keysService: GatewayKeysService;
    const credentialsFor = (code: string) => keysService.credentialsFor(code);

    beforeAll(async () => {
      t = await createTestApp(target, { seed: { students: 5 } });
      officer = await bearer(t.app, demoUsernameFor('ROLE_ACCOUNTANTS_OFFICER'));
      // The gateway client's view: a service on the same database and secret key.
      const audit = createAuditService({ db: t.database.db });
      const fees = createFeesService({ db: t.database.db, audit, masterData: createMasterDataService({ db: t.database.db, audit }) });
      keysService = createGatewayKeysService({ db: t.database.db, config: t.config, audit, fees });
    });
    afterAll(async () => t?.close());

    it('lists no keys and no fee types in a college without fee types', async () => {
      // The demo's payment history holds fee types: it goes first.
      await t.database.db.delete(feeCollections);
      await t.database.db.delete(paymentOrders);
      await t.database.db.delete(studentCharges);
      await t.database.db.delete(feeTypes);
      await t.app.heard();
      expect(await get()).toEqual({ status: 'true', list: [], feeTypes: [] });
    });

    it('saves a list of keys, lists them masked, and keeps only a sealed password in the database', async () => {
      await t.database.db
        .insert(feeTypes)
        .values([
          { code: 'TUITION', name: 'Tuition Fee', category: 'fee' },
          { code: 'EXAM', name: 'Examination Fee', category: 'exam' },
          { code: 'BONAFIDE', name: 'Bonafide Certificate', category: 'miscellaneous', fixedAmountPaise: 10000 },
        ])
        .onConflictDoNothing();
      const res = await save([
        { feeType: 'TUITION', paymentGatewayUserName: 'shop-tuition', paymentGatewayPassword: SECRET },
        { feeType: 'exam', paymentGatewayUserName: 'shop-exam', paymentGatewayPassword: OTHER_SECRET },
      ]);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'true', message: GATEWAY_KEY_TEXTS.saved });

      const answer = await get();
      expect(answer.feeTypes.map((f) => f.code)).toEqual(['BONAFIDE', 'EXAM', 'TUITION']);
      expect(answer.list.map((k) => [k.feeType, k.paymentGatewayUserName, k.paymentGatewayPassword])).toEqual([
        ['EXAM', 'shop-exam', GATEWAY_PASSWORD_MASK],
        ['TUITION', 'shop-tuition', GATEWAY_PASSWORD_MASK],
      ]);
      expect(JSON.stringify(answer)).not.toContain(SECRET);

      const rows = await t.database.db.select().from(gatewayKeys);
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.passwordSealed).not.toContain(SECRET);
        expect(row.passwordSealed).not.toContain(OTHER_SECRET);
        expect(row.passwordSealed).not.toContain(Buffer.from(SECRET).toString('base64'));
        expect(row.passwordSealed).toMatch(/^v1:/);
      }
      expect(await credentialsFor('TUITION')).toEqual({ username: 'shop-tuition', password: SECRET });
      expect(await credentialsFor('EXAM')).toEqual({ username: 'shop-exam', password: OTHER_SECRET });
      expect(await credentialsFor('BONAFIDE')).toBeNull();

      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'gatewayKey.save'));
      expect(audits.map((a) => a.entityId).sort()).toEqual(rows.map((r) => r.uniqueKey).sort());
      expect(audits[0].actorUsername).toBe(demoUsernameFor('ROLE_ACCOUNTANTS_OFFICER'));
      expect(JSON.stringify(audits)).not.toContain(SECRET);
    });

    it('updates the user name and keeps the stored password when the mask comes back', async () => {
      const key = (await get()).list.find((k) => k.feeType === 'TUITION')!;
      const res = await update({ ...key, paymentGatewayUserName: 'shop-tuition-2' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'true', message: GATEWAY_KEY_TEXTS.updated });
      expect(await credentialsFor('TUITION')).toEqual({ username: 'shop-tuition-2', password: SECRET });

      const changed = await update({ ...key, paymentGatewayUserName: 'shop-tuition-2', paymentGatewayPassword: 'New-Pass-3' });
      expect(changed.statusCode).toBe(200);
      expect(await credentialsFor('TUITION')).toEqual({ username: 'shop-tuition-2', password: 'New-Pass-3' });
      const [row] = await t.database.db.select().from(gatewayKeys).where(eq(gatewayKeys.uniqueKey, key.uniquekey));
      expect(row.passwordSealed).not.toContain('New-Pass-3');

      const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'gatewayKey.update'));
      expect(audits.map((a) => (a.details as { changes: unknown }).changes)).toEqual([
        [{ field: 'username', before: 'shop-tuition', after: 'shop-tuition-2' }],
        [{ field: 'password', before: null, after: null, kind: 'secret' }],
      ]);
      expect(JSON.stringify(audits)).not.toContain('New-Pass-3');
    });

    it('moves a key to another fee type with its password, and refuses a fee type that has one', async () => {
      const key = (await get()).list.find((k) => k.feeType === 'TUITION')!;
      const taken = await update({ ...key, feeType: 'EXAM' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'CONFLICT', field: 'feeType', message: 'A gateway key for fee type EXAM already exists' });
      const moved = await update({ ...key, feeType: 'BONAFIDE' });
      expect(moved.statusCode).toBe(200);
      expect(await credentialsFor('BONAFIDE')).toEqual({ username: 'shop-tuition-2', password: 'New-Pass-3' });
      expect(await credentialsFor('TUITION')).toBeNull();
    });

    it('refuses duplicates and bad input, naming the field, and saves nothing of a refused list', async () => {
      const before = await t.database.db.select().from(gatewayKeys);
      const exists = await save([
        { feeType: 'TUITION', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' },
        { feeType: 'EXAM', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' },
      ]);
      expect(exists.statusCode).toBe(409);
      expect(exists.json()).toMatchObject({
        code: 'CONFLICT',
        field: '1.feeType',
        message: 'A gateway key for fee type EXAM already exists',
      });
      expect(await t.database.db.select().from(gatewayKeys)).toEqual(before);

      const twice = await save([
        { feeType: 'TUITION', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' },
        { feeType: 'Tuition', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(twice.json()).toMatchObject({ field: '1.feeType', message: 'Fee type TUITION appears more than once in the list' });

      const unknown = await save([{ feeType: 'HOSTEL', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' }]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: '0.feeType', message: 'There is no fee type HOSTEL' });

      const masked = await save([{ feeType: 'TUITION', paymentGatewayUserName: 'u', paymentGatewayPassword: GATEWAY_PASSWORD_MASK }]);
      expect(masked.statusCode).toBe(400);
      expect(masked.json()).toMatchObject({
        field: '0.paymentGatewayPassword',
        message: 'Enter the gateway password for fee type TUITION',
      });

      const noName = await save([{ feeType: 'TUITION', paymentGatewayUserName: ' ', paymentGatewayPassword: 'p' }]);
      expect(noName.statusCode).toBe(400);
      expect(noName.json()).toMatchObject({
        code: 'INVALID',
        field: '0.paymentGatewayUserName',
        message: 'Gateway user name is required',
      });

      const noPassword = await save([{ feeType: 'TUITION', paymentGatewayUserName: 'u' }]);
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json()).toMatchObject({ field: '0.paymentGatewayPassword' });

      const long = await save([{ feeType: 'TUITION', paymentGatewayUserName: 'u'.repeat(101), paymentGatewayPassword: 'p' }]);
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({
        field: '0.paymentGatewayUserName',
        message: 'Gateway user name must have at most 100 characters',
      });

      const notList = await save({ feeType: 'TUITION', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' });
      expect(notList.statusCode).toBe(400);
      const empty = await save([]);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The list of gateway keys is empty');

      const noKey = await update({ feeType: 'TUITION', paymentGatewayUserName: 'u', paymentGatewayPassword: 'p' });
      expect(noKey.statusCode).toBe(400);
      expect(noKey.json()).toMatchObject({ field: 'uniquekey' });
      const missing = await update({
        uniquekey: 'no-such-key',
        feeType: 'TUITION',
        paymentGatewayUserName: 'u',
        paymentGatewayPassword: 'p',
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(GATEWAY_KEY_TEXTS.notFound);
      expect(await t.database.db.select().from(gatewayKeys)).toEqual(before);
    });

    it('deletes a key by its uniquekey, audited, and answers 404 for one that is gone', async () => {
      const key = (await get()).list.find((k) => k.feeType === 'EXAM')!;
      const res = await remove(key.uniquekey);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'true', message: GATEWAY_KEY_TEXTS.deleted, key: 'gatewayKeys.deleted' });
      expect((await get()).list.map((k) => k.feeType)).toEqual(['BONAFIDE']);
      expect(await credentialsFor('EXAM')).toBeNull();
      const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'gatewayKey.delete'));
      expect(audit).toMatchObject({ entity: 'gateway_key', entityId: key.uniquekey, details: { feeType: 'EXAM', username: 'shop-exam' } });
      expect((await remove(key.uniquekey)).statusCode).toBe(404);
      const noQuery = await t.app.inject({ method: 'DELETE', url: '/api/deletPaymentGatewayKeyMaintenance', headers: officer });
      expect(noQuery.statusCode).toBe(400);
      expect(noQuery.json()).toMatchObject({ field: 'uniquekey' });
    });

    it('is for the administrator and the accountants officer only', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/getPaymentGatewayKeyMaintenance' })).statusCode).toBe(401);
      const admin = await bearer(t.app, demoUsernameFor('ROLE_ADMIN'));
      expect((await t.app.inject({ method: 'GET', url: '/api/getPaymentGatewayKeyMaintenance', headers: admin })).statusCode).toBe(200);
      for (const role of ['ROLE_ACCOUNTANT', 'ROLE_FEEPAYMENTS', 'ROLE_STUDENT'] as const) {
        const headers = await bearer(t.app, demoUsernameFor(role));
        for (const [method, url] of [
          ['GET', '/api/getPaymentGatewayKeyMaintenance'],
          ['POST', '/api/savePaymentGatewayKeyMaintenance'],
          ['PUT', '/api/updatePaymentGatewayKeyMaintenance'],
          ['DELETE', '/api/deletPaymentGatewayKeyMaintenance?uniquekey=x'],
        ] as const) {
          const res = await t.app.inject({ method, url, headers, payload: method === 'GET' || method === 'DELETE' ? undefined : [] });
          expect(res.statusCode, `${method} ${url} as ${role}`).toBe(403);
        }
      }
    });
  });
}
